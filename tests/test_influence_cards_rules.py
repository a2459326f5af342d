"""What cards do to influence checks (``influence/influence_cards.py``) and the keys they use: an influence check
that is no attempt, made against the attack faced (the ``check`` primitive's ``influence`` kind: Flatter a Foe),
one-off bonuses used up at the next check (New and Old Friendship, A Friend or Three, Tempering Friendship),
prowess measured as a card resolves in place of direct influence (Threats), an attempt cancelled in the other
player's turn (Wizard's Laughter), whose corruption check only the resource player could support (CoE 7.1.1,
2.1.2); the conditions ``target_influencing``, ``influence_against_own``, ``company_with_skill``,
``target_checks_corruption`` and ``in_opponents_turn``; an attack of several races; the scope ``after attack``;
a Fallen-wizard's hero resources and his Orcs (CoE 9.3.F1, 5.F3)."""
import pytest
from helpers import both_pass
from pydantic import ValidationError

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.core.behaviour import Check
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import Attack
from meccg_rules.engine.corruption.actions import SupportCorruptionCheck
from meccg_rules.engine.influence.actions import InfluenceFaction
from meccg_rules.engine.influence.influence_cards import number_to_beat
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import DiscardToUse, PlayEvent
from meccg_rules.engine.primitives.races import of_race
from meccg_rules.engine.setup import Setup

FLATTERY = {"Dragon": 10, "Drake": 11, "Men": 11, "Trolls": 12, "Orcs": 12}


def _attacked(character: str, creature: str, keyed: str, *, on: tuple[str, str] | None = None):
    """Fellowship (the character and Faramir) moved from Lórien to Edoras, facing the creature; Alice holds Flatter a
    Foe and New Friendship."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", [character, "Faramir"], site="Edoras", origin="Lórien")
    setup.hand("Alice", ["Flatter a Foe", "New Friendship"])
    setup.hand("Bob", [creature])
    if on:
        setup.in_play(on[0], on=on[1])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, keyed))
    both_pass(game)
    return game


def _flatter(game, character: str, roll: int) -> str:
    game.apply(PlayEvent("Alice", "Flatter a Foe", character))
    both_pass(game)
    game.apply(Roll("Alice", roll, f"{character}'s influence check"))
    return next(line for line in reversed(game.state.log) if "influence check:" in line)


def test_an_influence_check_says_its_numbers_and_the_keys_of_other_kinds_are_refused():
    with pytest.raises(ValidationError, match="beats"):
        Check(do="check", kind="influence")
    with pytest.raises(ValidationError, match="skill_bonus"):
        Check(do="check", kind="roll", skill_bonus={"Diplomat": 2})
    assert Check(do="check", kind="influence", beats={"Men": 11}, skill_bonus={"Diplomat": 2}).beats == {"Men": 11}


def test_an_attack_of_several_races_is_each_of_them_and_takes_the_highest_number():
    mixed = Attack("a1", "Fellowship", "", "creature", "Orcs,Men", 3, 7, None)
    assert of_race(mixed, ["Men"]) and of_race(mixed, ["Orc"]) and not of_race(mixed, ["Trolls"])
    assert number_to_beat(FLATTERY, mixed) == 12
    assert number_to_beat(FLATTERY, Attack("a2", "Fellowship", "", "creature", "Men", 2, 8, None)) == 11
    assert number_to_beat(FLATTERY, Attack("a3", "Fellowship", "", "creature", "Undead", 1, 9, None)) is None


def test_the_check_cancels_the_attack_and_lowers_the_hazard_limit_only_when_it_beats_the_number():
    game = _attacked("Glóin", "Goblin-faces", "Border-land")
    assert "= 12, not more than 12: it fails" in _flatter(game, "Glóin", 8)      # 8 + 2 + 2 (a diplomat)
    assert game.state.combat is not None and game.state.find("Goblin-faces").zone == "in play"
    game = _attacked("Glóin", "Brigands", "Border-land")
    assert "= 12 > 11" in _flatter(game, "Glóin", 8)
    assert game.state.combat is None and game.state.find("Brigands").zone == "discard pile"
    assert game.state.log[-1] == "Fellowship: hazard limit -2 until end of turn"


def test_direct_influence_against_the_attack_s_race_counts_and_against_another_race_does_not():
    assert "+1 (Dáin II, against Men) = 12 > 11" in _flatter(_attacked("Dáin II", "Brigands", "Border-land"),
                                                            "Dáin II", 6)
    line = _flatter(_attacked("Dáin II", "Orc-patrol", "Wilderness"), "Dáin II", 7)
    assert "against" not in line and line.endswith("= 12, not more than 12: it fails")


def test_what_modifies_influence_attempts_does_not_touch_the_check_but_a_one_off_bonus_does():
    game = _attacked("Glóin", "Orc-patrol", "Wilderness", on=("Foolish Words", "Glóin"))
    assert "Foolish Words" not in _flatter(game, "Glóin", 9) and game.state.combat is None
    game = _attacked("Glóin", "Orc-patrol", "Wilderness")
    game.apply(PlayEvent("Alice", "Flatter a Foe", "Glóin"))
    game.apply(Pass("Bob"))
    game.apply(PlayEvent("Alice", "New Friendship", "Glóin", "the influence check"))   # in response to the check
    both_pass(game)
    game.apply(Roll("Alice", 6, "Glóin's influence check"))
    assert "6 (roll) +2 (direct influence) +2 (Diplomat) +3 (New Friendship) = 13 > 12" in " ".join(game.state.log)
    assert not [o for o in game.state.ongoing if o.stat == "influence check"]        # used up by that check


def test_an_ally_makes_the_check_with_its_roll_alone():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Edoras", origin="Lórien")
    setup.give("Aragorn II", ["Gwaihir"])
    setup.hand("Alice", ["Flatter a Foe"])
    setup.hand("Bob", ["Brigands"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Brigands", "Border-land"))
    both_pass(game)
    assert _flatter(game, "Gwaihir", 11) == "Gwaihir's influence check: 11 (roll) = 11, not more than 11: it fails"


def _dunnish(*characters: str, hand=("Dunlendings", "New Friendship", "Threats")):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Dunnish Clan-hold", origin="Rivendell")
    setup.hand("Alice", list(hand))
    setup.faced("Fellowship")
    return setup.build()


def test_a_one_off_bonus_needs_an_influence_check_under_way_by_the_target():
    game = _dunnish("Aragorn II", "Glóin")
    assert game.check(PlayEvent("Alice", "New Friendship", "Glóin", "the influence check")).code == \
        "no-influence-check"
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Dunlendings"))
    game.apply(Pass("Bob"))
    assert game.check(PlayEvent("Alice", "New Friendship", "Glóin", "the influence check")).code == \
        "no-influence-check"                                                        # not his check
    assert game.check(PlayEvent("Alice", "New Friendship", "Aragorn II", "the influence check")).code == \
        "invalid-target"                                                            # no diplomat
    game = _dunnish("Aragorn II", "Glóin", hand=("Dunlendings", "Old Friendship"))
    game.apply(InfluenceFaction("Alice", "Glóin", "Dunlendings"))
    game.apply(Pass("Bob"))
    assert game.check(PlayEvent("Alice", "Old Friendship", "Glóin", "the influence check")).code == \
        "no-influence-check"                                                        # a faction, not a character


def test_a_corruption_check_under_way_and_only_the_resource_player_supports_it():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Glóin"], site="Moria", origin="Lórien")
    setup.company("Dwarves", ["Gimli", "Balin"], site="Moria", origin="Lórien", owner="Bob")
    setup.hand("Alice", ["New Friendship"])
    setup.hand("Bob", ["Weariness of the Heart", "a second Weariness of the Heart"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "New Friendship", "Aragorn II", "the corruption check")).code == \
        "no-corruption-check"
    game.apply(PlayEvent("Bob", "the first Weariness of the Heart", "Aragorn II", "the corruption check"))
    assert game.check(PlayEvent("Alice", "New Friendship", "Aragorn II", "the corruption check")).allowed
    assert game.check(SupportCorruptionCheck("Alice", "Glóin", "Aragorn II")).allowed
    game.state.chains[-1].entries[-1].target = game.state.find("Gimli").id   # a check of one of Bob's characters
    game.apply(Pass("Alice"))
    assert game.check(SupportCorruptionCheck("Bob", "Balin", "Gimli")).code == "hazard-player-support"
    game.state.turn.phase = "free council"                                   # either player there (CoE 10.3.i)
    assert game.check(SupportCorruptionCheck("Bob", "Balin", "Gimli")).code != "hazard-player-support"


def test_a_company_without_the_skill_is_refused():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Faramir", "Aragorn II"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["New Friendship"])
    setup.hand("Bob", ["Weariness of the Heart"])
    setup.set_phase("movement/hazard", "Rangers")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Weariness of the Heart", "Faramir", "the corruption check"))
    refused = game.check(PlayEvent("Alice", "New Friendship", "Faramir", "the corruption check"))
    assert refused.code == "invalid-target" and "diplomat" in refused.sentence


def _threats(first: str):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Lagduf", "Muzgash"], site="Goblin-gate")
    setup.give("Muzgash", ["Orc-draughts"])
    setup.hand("Alice", ["Goblins of Goblin-gate", "Threats"])
    setup.faced("Orcs")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Lagduf", "Goblins of Goblin-gate"))
    game.apply(Pass("Bob"))
    draughts = DiscardToUse("Alice", "Orc-draughts", "strengthen a character", "Lagduf")
    for action in ((PlayEvent("Alice", "Threats", "Lagduf"), draughts) if first == "threats"
                   else (draughts, PlayEvent("Alice", "Threats", "Lagduf"))):
        game.apply(action)
        game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 3, "Lagduf's influence check"))
    return game.state.log[-1]


def test_prowess_replaces_direct_influence_as_it_stands_when_the_card_resolves():
    assert "3 (roll) +6 (prowess, Threats) = 9 > 8" in _threats("threats")   # the draught resolved before it
    assert "3 (roll) +5 (prowess, Threats) = 8, not more than 8" in _threats("draughts")   # and after it


def test_prowess_in_place_of_direct_influence_has_a_maximum():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Lieutenant of Morgul"], site="Goblin-gate")
    setup.hand("Alice", ["Goblins of Goblin-gate", "Threats"])
    setup.faced("Orcs")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Lieutenant of Morgul", "Goblins of Goblin-gate"))
    game.apply(Pass("Bob"))
    game.apply(PlayEvent("Alice", "Threats", "Lieutenant of Morgul"))
    both_pass(game)
    game.apply(Roll("Alice", 2, "Lieutenant of Morgul's influence check"))
    assert "2 (roll) +6 (prowess, Threats) = 8, not more than 8" in game.state.log[-1]   # his prowess is 8, and
    # his +3 direct influence against Orc and Troll factions goes with the rest of his direct influence


def _laughter(resource: str, *, agent: bool = False):
    setup = Setup(resource, "Bob" if resource == "Alice" else "Alice")
    setup.turn_number(3)
    setup.company("Fellowship", ["Gandalf", "Legolas", "Glóin"], site="Bree", owner="Alice")
    setup.company("Rangers", ["Aragorn II", "Gimli", "Faramir"], site="Bree", origin="Rivendell", owner="Bob")
    setup.hand("Alice", ["Wizard’s Laughter", "New Friendship"])
    setup.faced("Rangers" if resource == "Bob" else "Fellowship")
    setup.set_phase("site", "Rangers" if resource == "Bob" else "Fellowship")
    return setup.build()


def test_an_attempt_against_its_player_s_card_is_cancelled_only_in_the_other_player_s_turn():
    from meccg_rules.engine.influence.actions import InfluenceOpponent
    game = _laughter("Bob")
    assert game.check(PlayEvent("Alice", "Wizard’s Laughter", "Gandalf")).code == "no-influence-check"
    game.apply(InfluenceOpponent("Bob", "Faramir", "Legolas"))
    game.apply(PlayEvent("Alice", "Wizard’s Laughter", "Gandalf"))
    game.apply(Pass("Bob"))
    assert game.check(SupportCorruptionCheck("Alice", "Glóin", "Gandalf")).code == "hazard-player-support"
    assert game.check(PlayEvent("Alice", "New Friendship", "Gandalf", "the corruption check")).code == "wrong-player"
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 6, "Gandalf's corruption check"))
    assert not game.state.chains and game.state.find("Legolas").zone == "in play"
    assert game.state.find("Faramir").tapped and game.check(
        InfluenceOpponent("Bob", "Aragorn II", "Legolas")).code == "one-attempt-a-turn"
    game = _laughter("Alice")
    assert game.check(PlayEvent("Alice", "Wizard’s Laughter", "Gandalf")).code == "own-turn"


def test_a_creature_s_text_after_its_attack_is_refused_once_a_strike_succeeds():
    game = _attacked("Glóin", "Goblin-faces", "Border-land")
    for character in ("Glóin", "Faramir"):   # its third strike is an excess one
        game.apply(AssignStrike("Alice", character))
    game.apply(ChooseStrike("Alice", "Glóin"))
    game.apply(Roll("Alice", 12, "Glóin's strike"))      # defeated: nothing is refused yet
    game.apply(ChooseStrike("Alice", "Faramir"))
    game.apply(Roll("Alice", 2, "Faramir's strike"))     # wounded: the body check comes
    both_pass(game)
    with pytest.raises(NotModelledError, match="Goblin-faces"):
        game.apply(Roll("Bob", 12, "Faramir's body check"))


def _fallen(*characters: str, hand=("Goblins of Goblin-gate", "A Friend or Three", "Tempering Friendship",
                                    "New Friendship", "Flatter a Foe")):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Orcs", list(characters), site="Goblin-gate")
    setup.version("Goblin-gate", "minion")   # a minion faction taps only a minion site for her (CoE 2.V.F1)
    setup.hand("Alice", list(hand))
    setup.faced("Orcs")
    return setup.build()


def test_a_fallen_wizard_s_hero_resource_may_act_on_his_orc_s_check_but_not_target_him_or_use_his_skill():
    euog = "Euog (Ulzog)"   # an Orc diplomat
    game = _fallen(euog, "Lagduf", "Muzgash")
    game.apply(InfluenceFaction("Alice", euog, "Goblins of Goblin-gate"))
    game.apply(Pass("Bob"))
    assert game.check(PlayEvent("Alice", "New Friendship", euog, "the influence check")).code == "orc-or-troll"
    assert game.check(PlayEvent("Alice", "Tempering Friendship", euog)).allowed            # CoE 2024
    game.apply(PlayEvent("Alice", "A Friend or Three", euog, "the influence check"))
    both_pass(game)
    game.apply(Roll("Alice", 4, f"{euog}'s influence check"))
    assert "+3 (A Friend or Three)" in game.state.log[-1]          # one for each character of his company


def test_a_hero_resource_on_a_fallen_wizard_s_orc_is_refused_but_not_on_a_wizard_player_s_character():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Orcs", ["Lagduf"], site="Moria", origin="Lórien")
    setup.company("Elves", ["Legolas"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Hundreds of Butterflies", "a second Hundreds of Butterflies"])
    setup.set_phase("movement/hazard", "Orcs")
    game = setup.build()
    refused = game.check(PlayEvent("Alice", "the first Hundreds of Butterflies", "Lagduf"))
    assert refused.code == "orc-or-troll" and "9.3.F1" in refused.sentence
    setup = Setup("Alice", "Bob")
    setup.company("Elves", ["Legolas"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Hundreds of Butterflies"])
    setup.set_phase("movement/hazard", "Elves")
    assert setup.build().check(PlayEvent("Alice", "Hundreds of Butterflies", "Legolas")).allowed


def test_a_modification_counts_characters_or_regions_not_both():
    from meccg_rules.engine.core.behaviour import Modify
    with pytest.raises(ValidationError, match="per_character"):
        Modify(do="modify", stat="influence check", by=1, per_character=True, per_region="wilderness")
