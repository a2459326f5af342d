"""A card in play's attacks on each company moving in its regions (movement_hazard/attacks_on_moving.py), several in
a series (Mordor in Arms: Orcs 5 at 8, Orcs 4 at 10, Trolls 3 at 12 against a company moving in Nurn): all of them
defeated by a company of the card's player's opponent send the card to his marshalling point pile; one not defeated,
or the card's own player's company, leave it in play; a minion player's company meets none (its text, CoE 1.8.1)."""
import textwrap

from meccg_rules.pages.runner import run_page


def run(body: str):
    page = "---\nid: t\n---\n# t\n\n```scenario\n" + textwrap.dedent(body).strip("\n") + "\n```\n"
    (example,) = run_page(page, "page.md").examples
    return example


MOVE = """
Setup
  Alice is the resource player.
  Bob is the hazard player.
  {alignment}Company Scouts stays at Nûrniag Camp: {who}.
  Alice's location deck holds Mount Doom.
  {owner}'s Mordor in Arms is in play.
  It is the organization phase.
Play
  Alice moves Scouts to Mount Doom via Nurn, Gorgoroth.
  Alice ends the organization phase.
  Alice ends the long-event phase.
  The movement/hazard phase of Scouts begins.
"""

THREE = """
  Alice assigns a strike to Aragorn II.
  Alice resolves Aragorn II's strike.
  Alice rolls 12 for Aragorn II's strike.
Expect
  The attack has 4 strikes at 10 prowess.
Play
  Alice assigns no more strikes.
  Bob assigns a strike to Aragorn II.
  Alice resolves Aragorn II's strike.
  Alice rolls 12 for Aragorn II's strike.
Expect
  The attack has 3 strikes at 12 prowess.
Play
  Alice assigns no more strikes.
  Bob assigns a strike to Aragorn II.
  Alice resolves Aragorn II's strike.
  Alice rolls {last} for Aragorn II's strike.
"""


def moving(owner="Bob", last=12, expect="", alignment="", who="Aragorn II", fights=True):
    text = MOVE.format(alignment=alignment, who=who, owner=owner)
    if fights:
        text += "Expect\n  Scouts is facing Mordor in Arms.\n  The attack has 5 strikes at 8 prowess.\nPlay" + \
            THREE.format(last=last)
    return run(text + "Expect\n" + expect)


def test_all_three_defeated_by_the_opponent_the_card_goes_to_his_marshalling_point_pile():
    example = moving(expect="  Mordor in Arms is in Alice's marshalling point pile.\n")
    assert example.status == "passed", example.message


def test_one_not_defeated_the_card_stays_in_play():
    example = moving(last=3, expect="  Aragorn II is wounded.\n  Mordor in Arms is in play.\n")
    assert example.status == "passed", example.message


def test_the_card_s_own_player_s_company_does_not_score_it():
    example = moving(owner="Alice", expect="  Mordor in Arms is in play.\n")
    assert example.status == "passed", example.message


def test_a_minion_player_s_company_meets_none_of_its_attacks():
    example = moving(alignment="Alice is a Ringwraith player.\n  ", who="Gorbag, Grishnákh", fights=False,
                     expect="  Scouts is not facing an attack.\n")
    assert example.status == "passed", example.message
