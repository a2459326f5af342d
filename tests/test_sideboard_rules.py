"""The hazard player's sideboard (CoE 2.I.2, 2.IV.iii, 2.IV.vii.5; CRF 22, Rulings by Term > Sideboard, Nazgûl)."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.hazards import hazard_limit as hazards
from meccg_rules.engine.hazards.actions import FetchFromSideboard
from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import CHAIN, DISCARD, PLAY_DECK, SIDEBOARD

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("The Lidless Eye", "Witch-king of Angmar")

HAZARDS = ["Cave-drake", "Orc-patrol", "Wolves", "Barrow-wight", "Cave Worm", "Giant"]


def at_untap(characters=("Gandalf", "Aragorn II", "Legolas"), sideboard=HAZARDS, deck=None, ringwraith=False,
             lidless=False):
    setup = Setup("Alice", "Bob")
    if ringwraith:
        setup.alignment("Alice", "Ringwraith")
        setup.company("Orcs", ["Shagrat"], site="Minas Morgul")
    else:
        setup.company("Fellowship", list(characters), site="Lórien")
    if lidless:
        setup.in_play("The Lidless Eye")
    setup.sideboard("Bob", list(sideboard))
    if deck is not None:
        setup.deck("Bob", list(deck))
    setup.set_phase("untap")
    return setup.build()


def in_movement_hazard(nazgul=("Witch-king of Angmar",), characters=("Aragorn II", "Legolas", "Gimli")):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Moria", origin="Lórien")
    for name in nazgul:
        setup.in_play(name)
    setup.sideboard("Bob", HAZARDS)
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def fetch(*cards, to_deck=False, nazgul=""):
    return FetchFromSideboard("Bob", tuple(cards), to_deck=to_deck, nazgul=nazgul)


def test_with_the_avatar_in_play_up_to_five_hazards_go_to_the_discard_pile():
    game = at_untap()
    assert game.check(fetch(*HAZARDS)).code == "sideboard-too-many"
    game.apply(fetch(*HAZARDS[:5]))
    assert all(game.state.find(n).zone == DISCARD for n in HAZARDS[:5])
    assert game.state.find(HAZARDS[5]).zone == SIDEBOARD


def test_the_access_halves_the_base_hazard_limit_rounded_up():
    game = at_untap(characters=("Gandalf", "Aragorn II", "Legolas", "Gimli", "Frodo"))
    assert hazards.base_hazard_limit(game.state, "Fellowship") == 5
    game.apply(fetch("Cave-drake"))
    assert hazards.base_hazard_limit(game.state, "Fellowship") == 3
    small = at_untap(characters=("Gandalf",))
    small.apply(fetch("Cave-drake"))
    assert hazards.base_hazard_limit(small.state, "Fellowship") == 1   # two, halved


def test_no_avatar_no_access_and_only_once_a_turn():
    assert at_untap(characters=("Aragorn II",)).check(fetch("Cave-drake")).code == "no-avatar-in-play"
    game = at_untap()
    game.apply(fetch("Cave-drake"))
    assert game.check(fetch("Orc-patrol")).code == "sideboard-once"


def test_only_the_hazard_player_only_hazards_only_in_the_untap_phase():
    game = at_untap(sideboard=["Cave-drake", "Glamdring"])
    assert game.check(FetchFromSideboard("Alice", ("Cave-drake",))).code == "wrong-player"
    assert game.check(fetch("Glamdring")).code == "sideboard-hazards-only"
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gandalf"], site="Lórien")
    setup.sideboard("Bob", ["Cave-drake"])
    setup.set_phase("organization")
    assert setup.build().check(fetch("Cave-drake")).code == "wrong-phase"


def test_the_lidless_eye_opens_the_sideboard_as_a_revealed_ringwraith():
    assert at_untap(ringwraith=True).check(fetch("Cave-drake")).code == "no-avatar-in-play"
    assert at_untap(ringwraith=True, lidless=True).check(fetch("Cave-drake"))


def test_one_hazard_into_a_play_deck_of_five_or_more_then_shuffled():
    short = at_untap(deck=["River", "Doors of Night", "Foolish Words", "Lure of Expedience"])
    assert short.check(fetch("Cave-drake", to_deck=True)).code == "deck-too-small"
    game = at_untap(deck=["River", "Doors of Night", "Foolish Words", "Lure of Expedience", "Twilight"])
    game.apply(fetch("Cave-drake", to_deck=True))
    assert game.state.find("Cave-drake").zone == PLAY_DECK
    assert "Bob" not in game.state.described_decks   # shuffled: the order is not known any more


def test_a_nazgul_tapped_for_the_sideboard_is_discarded_on_declaration_and_counts_one():
    game = in_movement_hazard()
    game.apply(fetch("Cave-drake", "Orc-patrol", nazgul="Witch-king of Angmar"))
    s = game.state
    assert s.find("Witch-king of Angmar").zone == DISCARD
    assert s.find("Cave-drake").zone == SIDEBOARD          # the hazards come at resolution
    assert s.current_company().hazards_played == 1
    both_pass(game)
    assert s.find("Cave-drake").zone == DISCARD and s.find("Orc-patrol").zone == DISCARD
    assert hazards.base_hazard_limit(s, "Fellowship") == 3  # not halved: that is the untap-phase access


def test_a_nazgul_for_the_sideboard_needs_the_limit_the_phase_and_a_nazgul_event():
    game = in_movement_hazard(nazgul=("Witch-king of Angmar", "Adûnaphel", "Akhôrahil"), characters=("Aragorn II",))
    for name in ("Witch-king of Angmar", "Adûnaphel"):
        game.apply(fetch("Wolves" if name == "Adûnaphel" else "Cave-drake", nazgul=name))
        both_pass(game)
    assert game.check(fetch("Orc-patrol", nazgul="Akhôrahil")).code == "hazard-limit"
    game = in_movement_hazard(nazgul=("Witch-king of Angmar",))
    assert game.check(fetch("Cave-drake", nazgul="Aragorn II")).code == "not-nazgul-event"


def test_a_nazgul_tapped_as_printed_is_a_short_event_from_declaration():
    game = in_movement_hazard(nazgul=("Adûnaphel",))
    game.apply(UseAbility("Bob", "Adûnaphel", "tap", "Legolas"))
    s = game.state
    assert s.find("Adûnaphel").zone == CHAIN and not s.find("Legolas").tapped
    assert s.current_company().hazards_played == 1
    both_pass(game)
    assert s.find("Legolas").tapped and s.find("Adûnaphel").zone == DISCARD
