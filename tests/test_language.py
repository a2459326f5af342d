"""The scenario language end to end: parsing, shared set-ups, pytest and the command line."""
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from meccg_rules.language.scenario import parse_block
from meccg_rules.pages.runner import run_page
from meccg_rules.tools.cli import main
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Greed")

pytestmark = pytest.mark.heavy(10)  # seconds, roughly: pytest-xdist hands the heaviest files out first

PAGE = textwrap.dedent("""\
    # Weariness of the Heart on-guard

    ```scenario name=moria
    Setup
      Alice is the resource player.
      Bob is the hazard player.
      Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.
      Alice holds Glamdring.
      Bob has Weariness of the Heart on-guard on Fellowship.
      Fellowship has faced the automatic-attacks.
    Play
      Alice taps Aragorn II to play Glamdring.
      Bob reveals Weariness of the Heart on-guard on Legolas, choosing the corruption check.
      Alice taps Gimli to support Legolas's corruption check.
      Both players pass.
      Alice rolls 6 for Legolas's corruption check.
      Both players pass.
    Expect
      Aragorn II has Glamdring.
      Moria is tapped.
    ```

    ```scenario
    Setup
      As in moria.
      Ruleset: 1997 reading.
    Play
      Alice taps Aragorn II to play Glamdring.
      Bob reveals Weariness of the Heart on-guard on Legolas, choosing the corruption check.
    Expect
      Alice cannot tap Gimli to support Legolas's corruption check: no responses are allowed.
      Alice must roll for Legolas's corruption check.
    ```

    <!-- skip: next "the burglary sentence does not exist yet" -->

    ```scenario
    Setup
      Alice is the resource player.
    Expect
      Nothing here is valid.
    ```
    """)


def test_parse_keeps_the_markdown_line_numbers():
    source = PAGE.split("```scenario name=moria\n")[1].split("```")[0]
    block = parse_block(source, "page.md", 3, "moria")
    assert [(s.kind, s.line) for s in block.sections] == [("Setup", 4), ("Play", 11), ("Expect", 18)]
    assert block.sections[1].steps[0].line == 12
    assert block.sections[1].steps[0].form.key == "play-resource"


def test_a_page_runs_with_shared_setup_and_a_visible_skip():
    result = run_page(PAGE, "page.md")
    assert [(e.line, e.status) for e in result.examples] == [(3, "passed"), (23, "passed"), (37, "skipped")]
    assert result.examples[2].message == "the burglary sentence does not exist yet"


def write_docs(tmp_path: Path, text: str) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "page.md").write_text(text, encoding="utf-8")
    (tmp_path / "conftest.py").write_text("from pathlib import Path\nfrom meccg_rules.pages.page_items import make_sybil\n"
                                          "pytest_collect_file = make_sybil(Path(__file__).parent / 'docs').pytest()\n")
    return tmp_path


def test_pytest_reports_a_misspelled_card_with_page_line_and_spelling(tmp_path):
    root = write_docs(tmp_path, PAGE.replace("to play Glamdring.\n  Bob reveals", "to play Glamdrig.\n  Bob reveals", 1))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "docs"], cwd=root,
                         capture_output=True, text=True)
    assert run.returncode == 1, run.stdout
    assert "docs/page.md:12: unknown card 'Glamdrig'" in run.stdout
    assert "Did you mean 'Glamdring'?" in run.stdout
    assert "Traceback" not in run.stdout


def test_pytest_reports_an_expectation_that_does_not_hold(tmp_path):
    root = write_docs(tmp_path, PAGE.replace("  Moria is tapped.", "  Moria is untapped.", 1))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "docs"], cwd=root,
                         capture_output=True, text=True)
    assert run.returncode == 1
    assert "docs/page.md:20: expectation does not hold" in run.stdout
    assert "Expected: Moria is untapped." in run.stdout and "Actual:   Moria is tapped" in run.stdout


def test_command_line_runs_any_markdown_file(tmp_path, capsys):
    good = tmp_path / "good.md"
    good.write_text(PAGE, encoding="utf-8")
    assert main(["run", str(good)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"PASS {good}:3" and out[2].startswith(f"SKIP {good}:37")
    assert out[-1] == "2 passed, 0 failed, 1 skipped"
    bad = tmp_path / "bad.md"
    bad.write_text(PAGE.replace("Glamdring", "Glamdrig", 1), encoding="utf-8")
    assert main(["run", str(bad)]) == 1
    text = capsys.readouterr().out
    assert f"FAIL {bad}:3" in text and "Did you mean 'Glamdring'?" in text
    assert main(["run", str(tmp_path / "missing.md")]) == 2


def test_a_misspelt_name_behind_an_ordinal_is_matched_without_the_ordinal(tmp_path, capsys):
    """'The second Legolsa' is a reference to a misspelt Legolas, not a name close to 'The Stones'."""
    page = tmp_path / "ordinal.md"
    page.write_text(PAGE.replace("Aragorn II, Legolas, Gimli.", "Aragorn II, Legolas, a second Legolas.", 1)
                    .replace("Alice taps Aragorn II to play Glamdring.", "Alice taps The second Legolsa to play Glamdring.",
                             1), encoding="utf-8")
    assert main(["run", str(page)]) == 1
    text = capsys.readouterr().out
    assert "unknown character 'The second Legolsa'" in text
    assert "Did you mean 'The second Legolas'?" in text and "The Stones" not in text


def test_failing_rulings_are_listed_at_the_end_of_the_run(tmp_path):
    _assert_contradictions_listed(tmp_path, "-p", "no:xdist")


def test_failing_rulings_are_listed_when_a_worker_ran_the_pages(tmp_path):
    """pytest-xdist (as ``python3 dev.py test`` runs): the pages run in another process than the summary's."""
    _assert_contradictions_listed(tmp_path, "-n", "1")


def _assert_contradictions_listed(tmp_path, *options: str) -> None:
    page = "---\nid: weariness-support\ntitle: Tapping to support a revealed check\n---\n" + \
        PAGE.replace("  Moria is tapped.", "  Moria is untapped.", 1)
    root = write_docs(tmp_path, page)
    (root / "conftest.py").write_text(
        "from pathlib import Path\nfrom meccg_rules.tools.contradictions import terminal_summary\n"
        "from meccg_rules.pages.page_items import examples_summary, make_sybil\n"
        "pytest_collect_file = make_sybil(Path(__file__).parent / 'docs').pytest()\n"
        "def pytest_configure(config):\n"
        "    examples_summary(config)\n"
        "def pytest_terminal_summary(terminalreporter):\n"
        "    terminal_summary(terminalreporter)\n")
    (root / "docs" / "fine.md").write_text("---\nid: still-holds\ntitle: Still holds\n---\n" + PAGE,
                                           encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *options, "docs"],
                         cwd=root, capture_output=True, text=True)
    assert "rulings whose examples now fail" in run.stdout
    assert "examples: 3 passed, 1 failed, 2 skipped" in run.stdout, run.stdout[-600:]
    assert "weariness-support: Tapping to support a revealed check  (docs/page.md)" in run.stdout
    assert "still-holds" not in run.stdout, "a page whose examples hold is no contradiction"


def test_the_resource_player_states_the_order_of_triggered_actions():
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.
          Greed is on Moria.
          Alice holds Glamdring.
          Fellowship has faced the automatic-attacks.
        Play
          Alice taps Aragorn II to play Glamdring.
          Both players pass.
          Alice declares Gimli's corruption check (Greed), then Legolas's corruption check.
          Both players pass.
        Expect
          Alice must roll for Legolas's corruption check.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["passed"], result.examples[0].message
    step = parse_block(page.split("```scenario\n")[1].split("```")[0], "page.md", 1).sections[1].steps[2]
    assert step.form.key == "order-triggered"
    assert step.form.handler(None, step.binding)[0].order == ("Gimli's corruption check (Greed)",
                                                               "Legolas's corruption check")


def test_a_single_point_of_a_source_is_said_in_the_singular():
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Rivendell: Aragorn II.
          Alice's marshalling point pile holds Wolves.
        Expect
          Alice has 1 kill point.
          Bob has 0 kill points.
        ```

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Rivendell: Aragorn II.
        Expect
          Alice has 1 kill point.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["passed", "failed"]
    assert "Alice has 0 kill points" in result.examples[1].message


def test_a_character_gives_his_place_to_another_from_hand():
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Rangers stays at Bree: Strider, Legolas.
          Alice holds Aragorn II.
          It is the site phase of Rangers.
        Play
          Alice replaces Strider with Aragorn II.
          Both players pass.
        Expect
          Aragorn II is in Rangers.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["passed"], result.examples[0].message
    step = parse_block(page.split("```scenario\n")[1].split("```")[0], "page.md", 1).sections[1].steps[0]
    assert step.form.key == "replace-character"
    action = step.form.handler(None, step.binding)[0]
    assert (action.character, action.replacement) == ("Strider", "Aragorn II")


def test_the_hazard_player_plays_twilight_as_a_resource():
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Lórien: Aragorn II.
          Doors of Night is in play.
          Bob holds Twilight.
          It is the organization phase.
        Play
          Bob plays Twilight as a resource on Doors of Night.
        Expect
          Twilight is in the chain of effects.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["passed"], result.examples[0].message
    step = parse_block(page.split("```scenario\n")[1].split("```")[0], "page.md", 1).sections[1].steps[0]
    assert step.form.key == "play-event-as-resource"
    action = step.form.handler(None, step.binding)[0]
    assert (action.card, action.target, action.as_resource) == ("Twilight", "Doors of Night", True)
    assert str(action) == "Bob plays Twilight as a resource on Doors of Night"


def test_a_stage_point_total_counts_a_stage_item_borne_but_not_a_hazard_on_a_fallen_wizard():
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Alice is a Fallen-wizard player.
          Alice's declared Fallen-wizard is Saruman.
          Company Travellers stays at Isengard: Legolas.
          Legolas has Keys of Orthanc.
        Expect
          Alice's stage point total is 1.
          Bob's stage point total is 0.
        ```

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Alice is a Fallen-wizard player.
          Alice's declared Fallen-wizard is Saruman.
          Company Travellers stays at Isengard: Legolas.
          Legolas has Keys of Orthanc.
        Expect
          Alice's stage point total is 2.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["passed", "failed"]
    assert "Alice's stage point total is 1" in result.examples[1].message
    step = parse_block(page.split("```scenario\n")[1].split("```")[0], "page.md", 1).sections[1].steps[0]
    assert step.form.key == "stage-points"


def test_a_play_deck_is_known_until_it_is_shuffled():
    """The set-up's order holds until an effect shuffles the deck (a Lesser Ring searched for: CRF 22, Ring Items)."""
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Alice is a Ringwraith player.
          Company Raiders stays at Minas Morgul: Shagrat, Gorbag.
          Shagrat has Bright Gold Ring.
          Alice's play deck holds Orc-patrol, Minor Ring, Cave-drake.
          It is the organization phase.
        Expect
          Alice's play deck has not been shuffled.
        Play
          Alice stores Bright Gold Ring.
          Both players pass.
          Alice rolls 9 for Shagrat's corruption check.
          Alice rolls 6 for the ring test.
          Alice plays Minor Ring.
        Expect
          Alice's play deck has been shuffled.
        ```

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Rivendell: Aragorn II.
          Alice's play deck holds Orc-patrol, Cave-drake.
        Expect
          Alice's play deck has been shuffled.
        ```

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Rivendell: Aragorn II.
        Expect
          Alice's play deck has been shuffled.
        ```

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Rivendell: Aragorn II.
        Expect
          Alice's play deck has not been shuffled.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["passed", "failed", "failed", "failed"], result.examples[0].message
    assert "in the order the example gave it" in result.examples[1].message
    # a play deck the set-up never listed: neither sentence holds, as its order was never known
    assert "not listed by the set-up" in result.examples[2].message
    assert "not listed by the set-up" in result.examples[3].message


@pytest.mark.parametrize("sentence, answer", [
    ("Alice shuffles her discard pil.", "unknown Play sentence: 'Alice shuffles her discard pil.'"),
    ("Bob shuffles his discard pil.", "unknown Play sentence: 'Bob shuffles his discard pil.'"),
    ("Alice shuffles her play deck.", "the engine does not model shuffling"),
])
def test_a_misspelt_shuffle_is_answered_with_the_sentence_meant_not_with_not_modelled(sentence, answer):
    """Shuffling a discard pile is a sentence; shuffling the play deck is not modelled. A misspelling of the first
    is answered with the nearest sentences, naming it; only the second is "not modelled"."""
    page = textwrap.dedent(f"""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Rivendell: Aragorn II.
        Play
          {sentence}
        Expect
          Aragorn II is untapped.
        ```
        """)
    example, = run_page(page, "page.md").examples
    assert example.status == "failed" and answer in example.message, example.message
    if answer.startswith("unknown"):
        assert "'Alice shuffles her discard pile.'" in example.message, example.message


def test_an_under_deeps_site_lies_under_a_wizardhaven_of_its_player():
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Alice is a Fallen-wizard player.
          Alice's declared Fallen-wizard is Saruman.
          Company Delvers stays at Isengard: Legolas.
          Company Miners stays at Deep Mines: Gimli.
          Deep Mines lies under Alice's Isengard.
        Expect
          Miners is at Deep Mines.
        ```

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Delvers stays at Lórien: Legolas.
          Company Miners stays at Deep Mines: Gimli.
          Deep Mines lies under Alice's Lórien.
        Expect
          Miners is at Deep Mines.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["passed", "failed"]
    assert "not a Wizardhaven" in result.examples[1].message
    step = parse_block(page.split("```scenario\n")[1].split("```")[0], "page.md", 1).sections[0].steps[-1]
    assert step.form.key == "lies-under"


def test_a_deep_mines_in_play_under_no_named_wizardhaven_is_refused_not_guessed():
    # a company going down from Isengard: whether the copy Miners are at lies under it, the set-up has not said
    page = textwrap.dedent("""\
        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Alice is a Fallen-wizard player.
          Alice's declared Fallen-wizard is Saruman.
          Company Delvers stays at Isengard: Legolas.
          Company Miners stays at Deep Mines: Gimli.
          The Fortress of Isen is on Alice's Isengard.
          Fortress of the Towers is in play.
          Alice's marshalling point pile holds Half-orcs.
          It is the organization phase.
        Play
          Alice moves Delvers to Deep Mines.
        Expect
          Delvers is at Isengard.
        ```
        """)
    result = run_page(page, "page.md")
    assert [e.status for e in result.examples] == ["failed"]
    assert "does not say which Wizardhaven it lies under" in result.examples[0].message


def test_a_deep_mines_back_in_the_location_deck_lies_under_the_site_of_the_company_moving_to_it():
    # the copy lay under Isengard the last time it was in play; Guards going down from The White Towers take it, so
    # Delvers going down from Isengard must not be sent to it as if it still lay under Isengard
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.language.execute import run_block
    block = parse_block(textwrap.dedent("""\
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Alice is a Fallen-wizard player.
          Alice's declared Fallen-wizard is Saruman.
          Company Delvers stays at Isengard: Legolas.
          Company Guards stays at The White Towers: Faramir.
          The Fortress of Isen is on Alice's Isengard.
          Fortress of the Towers is on Alice's The White Towers.
          Alice's marshalling point pile holds Half-orcs.
          Alice's location deck holds Deep Mines, a second Deep Mines.
          It is the organization phase.
        Expect
          Delvers is at Isengard.
        """), "page.md", 1)
    game = run_block(block)
    s = game.state
    copy = s.find("the first Deep Mines")
    copy.surface = "Isengard"
    game.apply(DeclareMovement("Alice", "Guards", "Deep Mines"))
    game.apply(DeclareMovement("Alice", "Delvers", "Deep Mines"))
    assert s.get_company("Guards").destination == copy.id
    assert s.get_company("Delvers").destination != copy.id
