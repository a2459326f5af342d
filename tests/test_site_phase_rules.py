"""Site-phase rules the content pages rely on: responses with resources, the additional minor item,
immediate passive conditions, corruption cards starting a chain, direct-influence bonuses."""
from helpers import both_pass, moria, setting_aside

from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.influence.actions import InfluenceFaction
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Elf-stone", "Withdrawn to Mordor")


def test_a_second_item_in_the_same_chain_finds_the_site_tapped_and_is_discarded():
    game = moria(hand=("Glamdring", "Dagger of Westernesse"))
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    game.apply(Pass("Bob"))
    game.apply(PlayResource("Alice", "Legolas", "Dagger of Westernesse"))   # a response: allowed
    both_pass(game)
    s = game.state
    assert s.find("Dagger of Westernesse").attached_to == s.find("Legolas").id       # resolved first, tapped Moria
    assert s.find("Glamdring").zone == "discard pile"                     # Annotation 7
    assert s.find("Aragorn II").tapped                                    # its cost stays paid


def test_one_additional_minor_item_after_the_site_taps():
    game = moria(hand=("Glamdring", "Dagger of Westernesse", "Elf-stone"))
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    both_pass(game)
    assert game.state.find("Moria").tapped
    game.apply(PlayResource("Alice", "Legolas", "Dagger of Westernesse"))
    both_pass(game)
    assert game.state.find("Dagger of Westernesse").attached_to == game.state.find("Legolas").id
    assert game.check(PlayResource("Alice", "Gimli", "Elf-stone")).code == "site-tapped"


def test_the_additional_minor_item_must_be_the_next_action():
    game = moria(hand=("Glamdring", "Dagger of Westernesse", "Withdrawn to Mordor"), on_guard="River")
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    both_pass(game)
    game.apply(PlayEvent("Alice", "Withdrawn to Mordor", "Fellowship"))
    both_pass(game)
    assert game.check(PlayResource("Alice", "Legolas", "Dagger of Westernesse")).code == "site-tapped"


def at_clan_hold(*in_play, characters=("Aragorn II", "Legolas")):
    setup = Setup("Alice", "Bob")
    setup.company("Clan", list(characters), site="Dunnish Clan-hold", origin="Rivendell")
    setup.hand("Alice", ["Dunlendings"])
    for card in in_play:
        setup.in_play(card)
    return setup.build()


def test_lure_of_power_checks_immediately_with_no_responses():
    game = at_clan_hold("Lure of Power")
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Dunlendings"))
    both_pass(game)
    game.apply(Roll("Alice", 11, "Aragorn II's influence check"))   # 11 + 3 - 1 = 13 > 9
    s = game.state
    assert s.find("Dunlendings").zone == "marshalling point pile"
    assert s.pending_roll.purpose == "Aragorn II's corruption check"
    assert s.chains[-1].immediate
    game.apply(Roll("Alice", 8, "Aragorn II's corruption check"))    # 8 - 4 = 4 > 0
    assert s.find("Lure of Power").zone == "discard pile" and s.chains == []


def test_two_lures_of_power_set_off_together_force_one_check_and_both_are_discarded():
    # CoE 9.6.7; CRF 22, Card Errata and Rulings > Lure of Power
    game = at_clan_hold("Lure of Power", "a second Lure of Power")
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Dunlendings"))
    both_pass(game)
    game.apply(Roll("Alice", 11, "Aragorn II's influence check"))
    s = game.state
    assert [len(c.entries) for c in s.chains if c.immediate] == [1]    # one check declared, not one per copy
    game.apply(Roll("Alice", 5, "Aragorn II's corruption check"))     # 5 - 4 = 1 > 0: -4 once, not -8
    assert s.find("Aragorn II").zone == "in play" and s.pending_roll is None and s.chains == []
    assert [s.find(f"the {n} Lure of Power").zone for n in ("first", "second")] == ["discard pile"] * 2


def test_corruption_cards_start_a_chain():
    setup = Setup("Alice", "Bob")
    setup.company("Riders", ["Aragorn II", "Legolas"], site="Edoras", origin="Lórien")
    setup.hand("Bob", ["Foolish Words", "Lure of Expedience"])
    setup.set_phase("movement/hazard phase", "Riders")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Foolish Words", "Aragorn II"))
    game.apply(Pass("Alice"))
    assert game.check(PlayEvent("Bob", "Lure of Expedience", "Legolas")).code == "must-start-chain"
    game.apply(Pass("Bob"))
    assert game.check(PlayEvent("Bob", "Lure of Expedience", "Legolas")).allowed


def test_direct_influence_bonuses_count_against_the_right_factions():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Aragorn II"], site="Bree", origin="Rivendell")
    setup.give("Aragorn II", ["Horn of Anor"])
    setup.hand("Alice", ["Rangers of the North"])
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Rangers of the North"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Aragorn II's influence check"))   # 2 + 3 + 1 + 2 (Aragorn) + 2 (Horn) = 10 > 9
    assert game.state.find("Rangers of the North").zone == "marshalling point pile"
    assert "+2 (Aragorn II, against Rangers of the North) +2 (Horn of Anor, against factions)" in game.state.log[-1]
