"""Hazards changing a Fallen-wizard's marshalling points and influence checks (CoE 10.F1 keeps a hazard's change):
Fool's Bane (``influence/stage_point_modifications.py``, ``end_of_game/points_changed_by_hazards.py``) and Foul Tooth
Unsheathed (``combat/hazards_worth_nothing.py``)."""
from types import SimpleNamespace

import pytest

from meccg_rules.engine.combat import hazards_worth_nothing
from meccg_rules.engine.core.zones import DISCARD, IN_PLAY
from meccg_rules.engine.end_of_game.scoring import points_of, tally
from meccg_rules.engine.influence.stage_point_modifications import modifications
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.players.stage import stage_points
from meccg_rules.engine.setup import Setup
from meccg_rules.language.execute import run_block
from meccg_rules.language.scenario import parse_block


def _run(*lines: str) -> None:
    run_block(parse_block("\n".join(lines) + "\n", "test.md", 1))


def _banned(avatar="Saruman", bane=True, stage=(), pile=(), others=(), hand=()):
    """Alice, a Fallen-wizard player who is ``avatar``, with him, Legolas and Aragorn II at Isengard; Bob's Fool's
    Bane on her avatar; her Stage cards ``stage`` in play; ``pile`` in her marshalling point pile."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = avatar
    setup.company("Travellers", [avatar, "Legolas", "Aragorn II"], site="Isengard")
    if bane:
        setup.in_play("Fool's Bane", on=avatar, owner="Bob")
    for card in stage:
        setup.in_play(card, owner="Alice")
    for card in others:
        setup.in_play(card, owner="Bob")
    setup.mp_pile("Alice", list(pile))
    setup.hand("Bob", list(hand))
    setup.free_council()
    return setup.build()


START = ["Setup", "  Alice is the resource player.", "  Bob is the hazard player.",
         "  Alice is a Fallen-wizard player.", "  Alice's declared Fallen-wizard is Saruman."]


def test_fools_bane_is_played_on_a_fallen_wizard_and_makes_his_elf_characters_worth_nothing():
    """Legolas (an Elf printing 2) gives Alice CoE 10.F1's one point until Bob plays Fool's Bane on Saruman: then
    nothing; Aragorn II, no Elf, still gives one."""
    _run(*START, "  Company Travellers has moved from Isengard to Edoras via Gap of Isen, Rohan: Saruman, Legolas, "
         "Aragorn II.", "  Bob holds Fool's Bane.", "  It is the movement/hazard phase of Travellers.",
         "Expect", "  Alice has 2 character points.",
         "Play", "  Bob plays Fool's Bane on Saruman.", "  Both players pass.",
         "Expect", "  Fool's Bane is in play.", "  Alice has 1 character points.")


def test_fools_bane_is_played_only_on_a_fallen_wizard_and_once_on_him():
    _run(*START, "  Company Travellers has moved from Isengard to Edoras via Gap of Isen, Rohan: Saruman, Legolas.",
         "  Bob holds Fool's Bane, a second Fool's Bane.", "  It is the movement/hazard phase of Travellers.",
         "Expect", "  Bob cannot play the first Fool's Bane on Legolas: it cannot be played on that target.",
         "Play", "  Bob plays the first Fool's Bane on Saruman.", "  Both players pass.",
         "Expect", "  Bob cannot play the second Fool's Bane on Saruman: it cannot be duplicated on that target.")


def test_fools_bane_elf_factions_worth_nothing_in_all_cases():
    """Wood-elves (an Elf faction, 3) and Elves of Lindon give nothing with Fool's Bane, even where a Stage resource
    would make Elf factions worth 2 (Oromë's Warders) or the Fallen-wizard's ability his characters worth their full
    points (Gandalf: Legolas 2); Rangers of the North, no Elves, keep theirs."""
    pile = ("Wood-elves", "Rangers of the North")
    for bane in (False, True):
        counted = tally(_banned(bane=bane, pile=pile, stage=("Oromë's Warders",)).state, "Alice")
        assert counted["faction"] == (1 if bane else 2 + 1), bane   # Warders: 2 for the Elves, 10.F1's 1 otherwise
        counted = tally(_banned("Gandalf", bane=bane).state, "Alice")
        assert counted["character"] == (3 if bane else 3 + 2), bane   # Gandalf: Aragorn II 3, Legolas 2


def test_fools_bane_changes_only_the_points_of_the_player_whose_fallen_wizard_bears_it():
    """Bob's Fool's Bane on Alice's Saruman: Bob, a Wizard player, keeps his Elf characters' points."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Saruman"
    setup.company("Travellers", ["Saruman", "Legolas"], site="Isengard")
    setup.company("Elves", ["Elrond"], site="Rivendell", owner="Bob")
    setup.in_play("Fool's Bane", on="Saruman", owner="Bob")
    state = setup.build().state
    assert (tally(state, "Alice")["character"], tally(state, "Bob")["character"]) == (0, 3)


def test_fools_bane_leaves_when_a_play_deck_is_exhausted():
    from meccg_rules.engine.start_of_game.play_deck import exhaust
    state = _banned().state
    exhaust(state, "Bob")
    assert state.find("Fool's Bane").zone != IN_PLAY
    assert tally(state, "Alice")["character"] == 2


@pytest.mark.parametrize("stage, points, by", [
    ((), 0, None), (("Wizard's Trove",), 1, -1), (("Legacy of Smiths",), 4, -3),
    (("Legacy of Smiths", "Gatherer of Loyalties", "Wizard's Trove"), 8, -5),
    (("Legacy of Smiths", "Gatherer of Loyalties", "Shameful Deeds", "Blind to All Else"), 13, -7),
    (("Legacy of Smiths", "Gatherer of Loyalties", "Shameful Deeds", "Blind to All Else", "A Merrier World",
      "Great Patron", "Bad Company"), 19, -9)])
def test_fools_bane_modifies_influence_checks_against_hero_resources_by_stage_points(stage, points, by):
    """The first step whose number his stage points exceed: 0 gives none, 1 -1, 4 -3, 8 -5, 13 -7, 19 -9; only
    against a hero resource (a hero faction, another player's hero item), not a minion one, nor a character."""
    from meccg_rules.engine.core.cards import catalogue
    state = _banned(stage=stage).state
    assert stage_points(state, "Alice") == points
    legolas = state.find("Legolas").id
    for name, hero in (("Wood-elves", True), ("Glamdring", True), ("Goblins of Goblin-gate", False),
                       ("Elrond", False)):
        target = SimpleNamespace(card=catalogue().find(name))
        found = [v for v, _ in modifications(state, legolas, target)]   # type: ignore[arg-type]
        assert found == ([by] if hero and by is not None else []), name
    bare = _banned(bane=False, stage=stage).state
    assert modifications(bare, bare.find("Legolas").id, SimpleNamespace(card=catalogue().find("Wood-elves"))) == []


@pytest.mark.parametrize("bane, outcome", [(False, "Wood-elves is in Alice's marshalling point pile."),
                                           (True, "Wood-elves is discarded.")])
def test_fools_bane_turns_a_faction_influence_check_by_stage_points(bane, outcome):
    """Legolas at Thranduil's Halls influences Wood-elves (8): 4 + 2 direct influence + 1 (an Elf) + 2 (his
    against the Wood-elves) is 9, enough without Fool's Bane, and 8 with its -1 (Alice's one stage point, Wizard's
    Trove's, exceeds 0)."""
    _run(*START, "  Company Elves has moved from Lórien to Thranduil’s Halls: Saruman, Legolas.",
         "  Alice's Wizard's Trove is in play.", *(["  Fool's Bane is on Saruman."] if bane else []),
         "  Alice holds Wood-elves.", "  Elves has faced the automatic-attacks.",
         "Expect", "  Alice's stage point total is 1.",
         "Play", "  Alice taps Legolas to influence Wood-elves.", "  Both players pass.",
         "  Alice rolls 4 for Legolas's influence check.",
         "Expect", f"  {outcome}")


@pytest.mark.parametrize("bane", [False, True])
def test_fools_bane_modifies_an_influence_attempt_on_another_players_hero_ally(bane):
    """Aragorn II (Alice's, a Fallen-wizard player with one stage point) tries to influence away Bob's Noble Hound
    (mind 1): 3 + 3 - 3 (Bob's roll) - 1 (Faramir's direct influence) is 2, enough; Fool's Bane's -1 leaves 1."""
    from helpers import both_pass
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.influence.actions import InfluenceFaction
    setup = Setup("Alice", "Bob")
    setup.turn_number(3)
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Saruman"
    setup.company("Fellowship", ["Saruman", "Aragorn II"], site="Bree", origin="Rivendell")
    setup.company("Wanderers", ["Faramir", "Beorn", "Elrond", "Glorfindel II"], site="Bree", owner="Bob")
    setup.give("Faramir", ["Noble Hound"])
    setup.in_play("Wizard's Trove", owner="Alice")
    if bane:
        setup.in_play("Fool's Bane", on="Saruman", owner="Bob")
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Aragorn II", "Noble Hound"))
    both_pass(game)
    game.apply(Roll("Alice", 3, "Aragorn II's influence attempt"))
    game.apply(Roll("Bob", 3, "the roll against Aragorn II's influence attempt"))
    assert game.state.find("Noble Hound").zone == (IN_PLAY if bane else DISCARD)


# ------------------------------------------------------------------ Foul Tooth Unsheathed
SEVEN = ("A Merrier World", "Legacy of Smiths", "Wizard's Trove")   # 2 + 4 + 1 stage points


def _tooth(avatar="Saruman", tooth=True, stage=SEVEN, pile=("Assassin",)):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = avatar
    setup.company("Travellers", ["Legolas"], site="Isengard")
    for card in stage:
        setup.in_play(card, owner="Alice")
    if tooth:
        setup.in_play("Foul Tooth Unsheathed", owner="Bob")
    setup.mp_pile("Alice", list(pile), played_by="Bob")
    setup.free_council()
    return setup.build().state


def _defeat(state, name):
    hazards_worth_nothing.defeated(state, state.find(name).id, "Alice")
    return state.find(name)


def test_a_hazard_defeated_while_foul_tooth_is_in_play_is_worth_nothing_whatever_her_resources_say():
    """Assassin (2, no asterisk) defeated by Alice's company while Foul Tooth Unsheathed is Bob's and she has 7 stage
    points gives her nothing, A Merrier World's full kill points overridden; it stays so once Foul Tooth leaves play;
    one not marked (defeated before) keeps its 2."""
    state = _tooth(pile=("Assassin", "Orc-patrol"))
    assert stage_points(state, "Alice") == 7
    assassin = _defeat(state, "Assassin")
    assert assassin.no_kill_points and points_of(state, assassin, "Alice") == 0
    assert points_of(state, state.find("Orc-patrol"), "Alice") == 1   # defeated before Foul Tooth: its full 1
    state.move(state.find("Foul Tooth Unsheathed").id, DISCARD)
    assert points_of(state, assassin, "Alice") == 0


@pytest.mark.parametrize("avatar, stage, pile", [
    ("Alatar", SEVEN, ("Assassin",)),                          # he is Alatar
    ("Saruman", SEVEN[:2], ("Assassin",)),                     # 6 stage points
    ("Saruman", SEVEN, ("Durin's Folk",))])                    # an asterisk
def test_foul_tooth_does_not_reach_alatar_fewer_than_seven_stage_points_nor_a_hazard_with_an_asterisk(
        avatar, stage, pile):
    state = _tooth(avatar, stage=stage, pile=pile)
    assert not _defeat(state, pile[0]).no_kill_points


def test_foul_tooth_reaches_a_trophy():
    """Assassin kept as a trophy by Muzgash, defeated while Foul Tooth Unsheathed was in play: worth nothing."""
    from meccg_rules.language.trophy_sentences import _setup_trophy
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Saruman"
    setup.company("Host", ["Muzgash"], site="Moria")
    _setup_trophy(setup, {"character": "Muzgash", "card": "Assassin"})
    for card in SEVEN:
        setup.in_play(card, owner="Alice")
    setup.in_play("Foul Tooth Unsheathed", owner="Bob")
    state = setup.build().state
    assert tally(state, "Alice")["kill"] == 2   # A Merrier World: its full 2
    _defeat(state, "Assassin")
    assert tally(state, "Alice")["kill"] == 0


@pytest.mark.parametrize("fallen, code", [(True, None), (False, "not-against-fallen-wizard")])
def test_foul_tooth_is_played_only_against_a_fallen_wizard(fallen, code):
    setup = Setup("Alice", "Bob")
    if fallen:
        setup.alignment("Alice", "Fallen-wizard")
        setup.state.fallen_wizards["Alice"] = "Saruman"
    setup.company("Travellers", ["Legolas"], site="Moria", origin="Lórien")
    setup.hand("Bob", ["Foul Tooth Unsheathed"])
    setup.set_phase("movement/hazard", "Travellers")
    verdict = setup.build().check(PlayEvent("Bob", "Foul Tooth Unsheathed"))
    assert (verdict.code if not verdict else None) == code, verdict


@pytest.mark.parametrize("tooth, kill", [(True, 0), (False, 1)])
def test_an_orc_patrol_defeated_under_foul_tooth_gives_nothing(tooth, kill):
    """The whole course: Orc-patrol (1 kill point), which Bob plays on Alice's moving company, defeated, goes to her
    pile; with Foul Tooth Unsheathed in play and her 7 stage points it gives her nothing, else its point."""
    _run(*START, "  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.",
         "  Alice's A Merrier World is in play.", "  Alice's Legacy of Smiths is in play.",
         "  Alice's Wizard's Trove is in play.",
         *(["  Bob's Foul Tooth Unsheathed is in play."] if tooth else []),
         "  Bob holds Orc-patrol.", "  It is the movement/hazard phase of Fellowship.",
         "Play", "  Bob plays Orc-patrol keyed to Wilderness.", "  Both players pass.",
         *(f"  Alice assigns a strike to {name}." for name in ("Aragorn II", "Legolas", "Gimli")),
         *(line for name in ("Aragorn II", "Legolas", "Gimli")
           for line in (f"  Alice resolves {name}'s strike.", f"  Alice rolls 12 for {name}'s strike.")),
         "Expect", f"  Alice has {kill} kill points.", "  Orc-patrol is in Alice's marshalling point pile.")


@pytest.mark.parametrize("tooth", [False, True])
def test_an_agent_her_company_defeats_under_foul_tooth_gives_nothing(tooth):
    """Bob's agent Bill Ferny attacks Alice's company at Bree and is defeated: in her marshalling point pile it gives
    her its point (CoE 10.F1), or nothing if Foul Tooth Unsheathed was in play with her 7 stage points."""
    from helpers import both_pass
    from meccg_rules.engine.agents.actions import AgentAttacks
    from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
    from meccg_rules.engine.core.actions import Roll
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Saruman"
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Bree", True)
    for card in SEVEN:
        setup.in_play(card, owner="Alice")
    if tooth:
        setup.in_play("Foul Tooth Unsheathed", owner="Bob")
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    game.apply(AssignStrike("Bob", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 10, "Legolas's strike"))
    game.apply(Roll("Bob", 3, "Bill Ferny's strike against Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 10, "Bill Ferny's body check"))
    ferny = game.state.find("Bill Ferny")
    assert (ferny.zone, ferny.controller) == ("marshalling point pile", "Alice")
    assert points_of(game.state, ferny, "Alice") == (0 if tooth else 1)


@pytest.mark.parametrize("tooth", [False, True])
def test_a_dragon_at_home_her_company_defeats_under_foul_tooth_gives_nothing(tooth):
    """Alice's company defeats the automatic-attack Smaug at Home adds to The Lonely Mountain: Smaug at Home (5 kill
    points) goes to her pile and gives her its full 5 (A Merrier World), or nothing under Foul Tooth Unsheathed."""
    from helpers import both_pass
    from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Saruman"
    setup.company("Fellowship", ["Aragorn II", "Glorfindel II", "Beorn"], site="The Lonely Mountain",
                  origin="Lake-town", via=["Northern Rhovanion"])
    setup.in_play("Smaug at Home", owner="Bob")
    for card in SEVEN:
        setup.in_play(card, owner="Alice")
    if tooth:
        setup.in_play("Foul Tooth Unsheathed", owner="Bob")
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    for character in ("Glorfindel II", "Beorn"):
        game.apply(AssignStrike("Alice", character))
    for character in ("Glorfindel II", "Beorn"):
        game.apply(ChooseStrike("Alice", character))
        game.apply(Roll("Alice", 12, f"{character}'s strike"))
        both_pass(game)
        game.apply(Roll("Alice", 9, "The Lonely Mountain's body check"))
    home = game.state.find("Smaug at Home")
    assert (home.zone, home.controller) == ("marshalling point pile", "Alice")
    assert points_of(game.state, home, "Alice") == (0 if tooth else 5)


@pytest.mark.parametrize("tooth", [False, True])
def test_a_card_whose_added_attack_her_company_defeats_under_foul_tooth_gives_nothing(tooth):
    """Alice's company at Moria defeats the automatic-attack Bob's Balrog of Moria adds: the card goes to her pile and
    gives her its full points (A Merrier World), or nothing under Foul Tooth Unsheathed."""
    from meccg_rules.engine.site_phase import defeated_added_attacks
    from meccg_rules.engine.site_phase.automatic_attacks import automatic_attacks
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Saruman"
    setup.company("Grey Company", ["Aragorn II"], site="Moria")
    setup.in_play("Balrog of Moria", owner="Bob")
    for card in SEVEN:
        setup.in_play(card, owner="Alice")
    if tooth:
        setup.in_play("Foul Tooth Unsheathed", owner="Bob")
    setup.set_phase("site", "Grey Company")
    state = setup.build().state
    attack = automatic_attacks(state, "Grey Company")[1]
    assert defeated_added_attacks.defeated(state, attack, state.companies["Grey Company"])
    balrog = state.find("Balrog of Moria")
    assert (balrog.zone, balrog.controller) == ("marshalling point pile", "Alice")
    assert points_of(state, balrog, "Alice") == (0 if tooth else balrog.card.fact("marshalling_points"))
