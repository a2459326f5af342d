"""Never silent around Ringwraith followers (players/ringwraith_followers.py) and the creatures a short-event lets
follow at once (hazards/creatures_to_follow.py): what the rules forbid is refused with its rule, what the engine does
not model is refused "not modelled"."""
import textwrap

from meccg_rules.pages.runner import run_page


def _message(scenario: str) -> str:
    page = "# A page\n\n```scenario\n" + scenario + "```\n"
    (example,) = run_page(page, "page.md").examples
    assert example.status == "failed", example
    return example.message


RIDERS = textwrap.dedent("""\
    Setup
      Alice is a Ringwraith player.
      Alice is the resource player.
      Bob is the hazard player.
      Company Riders stays at Minas Morgul: Ren the Ringwraith, The Witch-king.
      The Witch-king is a follower of Ren the Ringwraith.
      Alice holds The Witch-king Unleashed, Dwar the Ringwraith.
      It is the organization phase.
    """)


def test_a_card_naming_a_ringwraith_follower_is_refused_as_one_of_his_unleashed_cards():
    message = _message(RIDERS + "Play\n  Alice plays The Witch-king Unleashed on The Witch-king.\nExpect\n"
                                "  The Witch-king is untapped.\n")
    assert "The Witch-king Unleashed names The Witch-king, a Ringwraith follower" in message
    assert "(CoE 2.II.2.1.R7)" in message


def test_a_ringwraith_avatar_played_as_a_ringwraith_follower_by_no_card_allowing_it_is_refused():
    message = _message(RIDERS + "Play\n  Alice plays Dwar the Ringwraith as a follower of Ren the Ringwraith.\n"
                                "Expect\n  Dwar the Ringwraith is in play.\n")
    assert "only by a card or ability that allows one (CoE 2.II.2.1.R4)" in message


MORIA = textwrap.dedent("""\
    Setup
      Alice is the resource player.
      Bob is the hazard player.
      Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
      Bob holds Fell Beast, Adûnaphel.
      It is the movement/hazard phase of Fellowship.
    """)


DOL_GULDUR = MORIA.replace("to Moria", "to Dol Guldur via Wold & Foothills, Brown Lands, Southern Mirkwood")


def test_fell_beast_played_on_a_nazgul_attack_already_made_is_refused_not_modelled():
    message = _message(DOL_GULDUR + "Play\n  Bob plays Adûnaphel keyed to Dark-domain.\n  Both players pass.\n"
                               "  Bob plays Fell Beast.\nExpect\n  Fell Beast is discarded.\n")
    assert "not modelled: Fell Beast: played on a Nazgûl attack already made" in message


def test_fell_beast_played_in_response_to_a_nazgul_is_refused_not_modelled():
    message = _message(DOL_GULDUR + "Play\n  Bob plays Adûnaphel keyed to Dark-domain.\n  Alice passes.\n"
                               "  Bob plays Fell Beast.\nExpect\n  Fell Beast is discarded.\n")
    assert "not modelled: Fell Beast: played on a Nazgûl attack already made" in message


def test_the_attack_of_the_nazgul_that_followed_fell_beast_is_refused_not_modelled():
    message = _message(MORIA + "Play\n  Bob plays Fell Beast.\n  Both players pass.\n"
                               "  Bob plays Adûnaphel keyed to Shadow-hold.\n  Both players pass.\n"
                               "Expect\n  Fell Beast is discarded.\n")
    assert "not modelled: Fell Beast: the Nazgûl's attack has one more strike" in message
