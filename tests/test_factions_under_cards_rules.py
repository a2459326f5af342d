"""Factions under a card (Sentinels of Númenor: influence/factions_under_cards.py) and a faction only one character
plays after his event (Army of the Dead: influence/faction_players.py)."""
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.state import DISCARD, MP_PILE
from meccg_rules.engine.end_of_game.scoring import points_of
from meccg_rules.engine.influence import factions_under_cards
from meccg_rules.engine.setup import Setup


def _scenario(text: str):
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    return run_block(parse_block(text, "test.md", 1))


AT_ERECH = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Grey Company has moved from Edhellond to Vale of Erech: Aragorn II, Legolas.
  Alice holds Men of Lamedon, Muster.
  Alice's marshalling point pile holds Sentinels of Númenor.
  It is the site phase of Grey Company.
"""


def test_the_factions_it_reaches_by_the_regions_of_their_sites():
    keys = catalogue().get("Sentinels of Númenor").trait("gathers_factions")
    assert factions_under_cards.covers(catalogue().get("Men of Lamedon"), keys)       # Vale of Erech, Lamedon
    assert factions_under_cards.covers(catalogue().get("Men of Anórien"), keys)       # Minas Tirith, Anórien
    assert not factions_under_cards.covers(catalogue().get("Army of the Dead"), keys)   # excepted (CRF 22)
    assert not factions_under_cards.covers(catalogue().get("Rangers of the North"), keys)   # Bree, Arthedain


def test_an_attempt_on_such_a_faction_is_at_minus_two():
    # 5 + 3 (Aragorn II) + 1 (a Dúnadan) - 2 = 7, not more than 7; without the card 9 would win it
    game = _scenario(AT_ERECH + """Play
  Alice taps Aragorn II to influence Men of Lamedon.
  Both players pass.
  Alice rolls 5 for Aragorn II's influence check.
Expect
  Men of Lamedon is discarded.
""")
    assert any("-2 (Sentinels of Númenor" in line for line in game.state.log)


def test_muster_cannot_be_used_on_such_a_faction():
    _scenario(AT_ERECH + """Play
  Alice taps Aragorn II to influence Men of Lamedon.
  Bob passes.
Expect
  Alice cannot play Muster on Aragorn II: a card in play forbids that event on this faction.
""")


def _pile_with_factions():
    setup = Setup("Alice", "Bob")
    setup.company("Grey Company", ["Aragorn II"], site="Rivendell")
    setup.mp_pile("Alice", ["Sentinels of Númenor", "Men of Lamedon", "Men of Anórien", "Army of the Dead"])
    state = setup.build().state
    sentinels = state.find("Sentinels of Númenor")
    for name in ("Men of Lamedon", "Men of Anórien"):
        factions_under_cards.gather(state, "Alice", state.find(name))
    factions_under_cards.gather(state, "Alice", state.find("Army of the Dead"))
    return state, sentinels


def test_each_faction_under_it_is_worth_a_point_more_but_army_of_the_dead_goes_under_nothing():
    state, sentinels = _pile_with_factions()
    assert state.find("Men of Lamedon").attached_to == sentinels.id
    assert state.find("Army of the Dead").attached_to is None
    assert points_of(state, state.find("Men of Lamedon"), "Alice") == 3
    assert points_of(state, state.find("Army of the Dead"), "Alice") == 6


def test_a_faction_under_it_discarded_discards_it_the_others_staying():
    state, sentinels = _pile_with_factions()
    state.move(state.find("Men of Lamedon").id, DISCARD)
    assert sentinels.zone == DISCARD
    anorien = state.find("Men of Anórien")
    assert anorien.zone == MP_PILE and anorien.attached_to is None
    assert points_of(state, anorien, "Alice") == 2


def test_army_of_the_dead_needs_aragorn_ii_after_paths_of_the_dead():
    _scenario("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Grey Company has moved from Edhellond to Vale of Erech: Aragorn II, Legolas.
  Alice holds Army of the Dead.
  It is the site phase of Grey Company.
Expect
  Alice cannot tap Aragorn II to influence Army of the Dead: only its one character plays it, and only after his event.
  Alice cannot tap Legolas to influence Army of the Dead: only its one character plays it, and only after his event.
""")


def test_a_faction_won_from_afar_goes_under_it_too():
    # Galadriel at Edhellond, in Anfalas, for Men of Lamedon (Vale of Erech, in Lamedon): 12 + 4 - 2 (the card)
    # - 4 (Hour of Need: -2, and -1 for each of the two regions) = 10, more than 7
    game = _scenario("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Envoys stays at Edhellond: Galadriel.
  Alice holds Hour of Need, Men of Lamedon.
  Alice's marshalling point pile holds Sentinels of Númenor.
  It is the organization phase.
Play
  Alice taps Galadriel to influence Men of Lamedon with Hour of Need.
  Both players pass.
  Alice rolls 12 for Galadriel's influence check.
Expect
  Men of Lamedon is in Alice's marshalling point pile.
  Alice has 3 faction points.
""")
    assert game.state.find("Men of Lamedon").attached_to == game.state.find("Sentinels of Númenor").id
