"""The strike sequence (combat/strikes.py, CoE 3.iv): a character who leaves play in an action of his strike's
sequence (a corruption check failed there) rolls no more, his strike counts as successful (CRF 22, Strike Sequence,
the Dragons rules erratum) and the next strike can be resolved; the combat does not wait for a roll nobody can make."""
import textwrap

from meccg_rules.pages.runner import run_page

PAGE = textwrap.dedent("""\
    ```scenario
    Setup
      Alice is the resource player.
      Bob is the hazard player.
      Company Fellowship has moved from Lórien to Moria: Frodo, Aragorn II.
      Frodo has The One Ring.
      Bob holds Cave-drake.
      It is the movement/hazard phase of Fellowship.
    Play
      Bob plays Cave-drake keyed to Wilderness.
      Both players pass.
      Bob assigns a strike to Frodo.
      Bob assigns a strike to Aragorn II.
      Alice resolves Frodo's strike.
      Alice uses The One Ring to cancel the strike.
      Both players pass.
      Alice rolls 4 for Frodo's corruption check.
    Expect
      Frodo is discarded.
    Play
      Alice resolves Aragorn II's strike.
      Alice rolls 12 for Aragorn II's strike.
    Expect
      Aragorn II is tapped.
      Aragorn II is not wounded.
      Cave-drake is discarded.
    ```
    """)


def test_a_defender_who_leaves_play_mid_strike_lets_the_next_strike_be_resolved():
    example, = run_page(PAGE, "page.md").examples
    assert example.status == "passed", example.message
