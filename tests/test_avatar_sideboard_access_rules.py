"""The resource player's sideboard reached by tapping his avatar (CoE 2.II.6;
organization/avatar_sideboard_access.py, sharing players/sideboard_access.py with the hazard player's access)."""
from helpers import both_pass

from meccg_rules.engine.core.state import CHAIN, DISCARD, PLAY_DECK, SIDEBOARD
from meccg_rules.engine.hazards import hazard_limit as hazards
from meccg_rules.engine.hazards.actions import FetchFromSideboard
from meccg_rules.engine.organization.actions import FormCompany, PlayCharacter, TapAvatarForSideboard
from meccg_rules.engine.setup import Setup

RESOURCES = ["Glamdring", "Legolas", "Gimli", "Dagger of Westernesse", "Horn of Anor", "Orcrist"]
DECK = ["Elven Cloak", "Sting", "Lesser Ring", "Shield of Iron-bound Ash", "Beorning Skin-changers"]


def organizing(characters=("Gandalf", "Aragorn II"), site="Rivendell", sideboard=RESOURCES, deck=None,
               phase="organization", alignment=None, hand=()):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site)
    setup.sideboard("Alice", list(sideboard))
    if deck is not None:
        setup.deck("Alice", list(deck))
    if hand:
        setup.hand("Alice", list(hand))
    setup.set_phase(phase)
    return setup.build()


def tap(*cards, avatar="Gandalf", to_deck=False, player="Alice"):
    return TapAvatarForSideboard(player, avatar, tuple(cards), to_deck=to_deck)


def test_the_avatar_taps_and_up_to_five_resources_or_characters_come_as_it_resolves():
    game = organizing()
    game.apply(tap(*RESOURCES[:5]))
    s = game.state
    assert s.find("Gandalf").tapped                       # the cost, paid at declaration
    assert s.find("Glamdring").zone == SIDEBOARD          # the cards come as it resolves
    assert s.chains and s.chains[-1].entries[-1].kind == "avatar sideboard"
    both_pass(game)
    assert all(s.find(n).zone == DISCARD for n in RESOURCES[:5])
    assert s.find(RESOURCES[5]).zone == SIDEBOARD


def test_six_cards_are_refused():
    assert organizing().check(tap(*RESOURCES)).code == "sideboard-too-many"


def test_only_in_the_organization_phase_and_only_the_resource_player():
    for phase in ("untap", "long-event", "end-of-turn"):
        assert organizing(phase=phase).check(tap("Glamdring")).code == "wrong-phase"
    game = organizing()
    assert game.check(tap("Glamdring", player="Bob")).code == "wrong-player"


def test_only_his_untapped_avatar_taps():
    game = organizing()
    assert game.check(tap("Glamdring", avatar="Aragorn II")).code == "not-his-avatar"
    game.state.tap(game.state.find("Gandalf").id)
    assert game.check(tap("Glamdring")).code == "character-tapped"
    game = organizing(characters=("Aragorn II", "Legolas"), sideboard=["Glamdring"])
    assert game.check(tap("Glamdring", avatar="Aragorn II")).code == "not-his-avatar"


def test_hazards_and_sites_are_refused():
    game = organizing(sideboard=["Glamdring", "Cave-drake", "Moria"])
    assert game.check(tap("Cave-drake")).code == "sideboard-resources-only"
    assert game.check(tap("Glamdring", "Moria")).code == "sideboard-resources-only"
    assert game.check(tap("Glamdring"))


def test_only_his_own_sideboard():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gandalf"], site="Rivendell")
    setup.sideboard("Bob", ["Glamdring"])
    setup.set_phase("organization")
    assert setup.build().check(tap("Glamdring")).code == "invalid-target"


def test_one_into_a_play_deck_of_five_or_more_then_shuffled():
    short = organizing(deck=DECK[:4])
    assert short.check(tap("Glamdring", to_deck=True)).code == "deck-too-small"
    game = organizing(deck=DECK)
    game.apply(tap("Glamdring", to_deck=True))
    both_pass(game)
    assert game.state.find("Glamdring").zone == PLAY_DECK
    assert "Alice" not in game.state.described_decks   # shuffled: the order is not known any more


def test_a_kept_card_comes_only_against_a_fallen_wizard():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gandalf"], site="Rivendell")
    setup.kept_for_fallen_wizard("Alice", ["Glamdring"])
    setup.set_phase("organization")
    assert setup.build().check(tap("Glamdring")).code == "kept-for-fallen-wizard"
    setup.alignment("Bob", "Fallen-wizard")
    assert setup.build().check(tap("Glamdring"))


def test_a_fallen_wizard_avatar_taps_for_his_players_sideboard():
    game = organizing(characters=("Saruman", "Lugdush"), site="Isengard", alignment="Fallen-wizard",
                      sideboard=["Orc-patrol", "Sable Shield"])
    assert game.check(tap("Orc-patrol", avatar="Saruman")).code == "sideboard-resources-only"
    game.apply(tap("Sable Shield", avatar="Saruman"))
    both_pass(game)
    assert game.state.find("Sable Shield").zone == DISCARD


def test_no_effect_if_the_avatar_is_untapped_before_it_resolves():
    """CoE 9.2.1: the tapped avatar is an active condition; the cost stays paid."""
    game = organizing()
    game.apply(tap("Glamdring"))
    game.state.find("Gandalf").tapped = False
    both_pass(game)
    assert game.state.find("Glamdring").zone == SIDEBOARD


def test_before_organizing_or_after_it_never_during_it():
    game = organizing(characters=("Gandalf", "Aragorn II"), hand=("Faramir",))
    game.apply(tap("Glamdring"))       # before organizing: organizing may follow
    both_pass(game)
    assert game.check(PlayCharacter("Alice", "Faramir", company="Fellowship"))
    game = organizing(characters=("Gandalf", "Aragorn II"), hand=("Faramir",))
    game.apply(FormCompany("Alice", "Split", ("Aragorn II",)))    # organizing
    game.apply(tap("Glamdring"))       # closes it: organizing is over for the turn
    both_pass(game)
    assert game.check(PlayCharacter("Alice", "Faramir", company="Fellowship")).code == "organizing-over"


def test_it_leaves_the_hazard_limit_alone_and_the_hazard_players_access_apart():
    game = organizing(characters=("Gandalf", "Aragorn II", "Frodo"))
    game.apply(tap("Glamdring"))
    both_pass(game)
    assert hazards.base_hazard_limit(game.state, "Fellowship") == 3
    assert game.check(FetchFromSideboard("Alice", ("Orcrist",), nazgul="Gandalf")).code == "wrong-player"
    assert not any(i.zone == CHAIN for i in game.state.cards.values())
