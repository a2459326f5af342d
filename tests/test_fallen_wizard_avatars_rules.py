"""The Fallen-wizard avatars' own texts (The White Hand): Pallando's and Radagast's faction and ally points, Gandalf's
characters and hero allies worth full points, his ring test and his untapping at the end of the organization phase,
Alatar's joining an attacked company from one of his Wizardhavens (``full_points`` in end_of_game/scoring.py,
``joins_attacked_company`` in combat/joined_defenders.py)."""
import pytest

from meccg_rules.engine.end_of_game.scoring import points_of
from meccg_rules.engine.organization.actions import JoinCompanies
from meccg_rules.engine.playing.actions import CheckToUse, UseAbility
from meccg_rules.engine.setup import Setup
from helpers import both_pass

# Wood-elves (unique hero Elf faction, 3), Elves of Lindon (unique hero Elf, 2), Smaug Roused (unique Dragon, 5),
# Haradrim (unique hero Man, 4), Half-orcs (a Stage faction, not unique, 1)
FACTIONS = ["Wood-elves", "Elves of Lindon", "Smaug Roused", "Haradrim"]


def _fallen_wizard(avatar, characters=("Legolas",), factions=FACTIONS, allies=(), avatar_in_play=True):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", list(characters) + ([avatar] if avatar_in_play else []), site="Isengard")
    setup.mp_pile("Alice", list(factions))
    if allies:
        setup.give(characters[0], list(allies))
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = avatar
    return game


def _points(game, name):
    return points_of(game.state, game.state.find(name), "Alice")


def test_pallando_makes_factions_of_the_speaking_races_worth_two():
    """"Your Man, Dwarf, Elf, Dúnadan, Hobbit, Orc, and Troll factions are each worth 2": Haradrim (4) and
    Wood-elves (3) are worth 2, Elves of Lindon (2) 2, a Dragon faction keeps CoE 10.F1's one point."""
    game = _fallen_wizard("Pallando")
    assert [_points(game, f) for f in FACTIONS] == [2, 2, 1, 2]


def test_pallandos_factions_are_worth_one_without_him_in_play():
    game = _fallen_wizard("Pallando", avatar_in_play=False)
    assert [_points(game, f) for f in FACTIONS] == [1, 1, 1, 1]


def test_radagast_makes_unique_factions_of_other_races_worth_two():
    """"Your unique factions that are neither Man, Dwarf, Dúnadan, Hobbit, Orc, nor Troll are each worth 2": the
    Elves and the Dragon 2, the Men of Haradrim one; Half-orcs, not unique, one."""
    game = _fallen_wizard("Radagast", factions=FACTIONS + ["Half-orcs"])
    assert [_points(game, f) for f in FACTIONS + ["Half-orcs"]] == [2, 2, 2, 1, 1]


def test_radagast_makes_hero_allies_worth_full_points_not_minion_ones():
    """"Your hero allies each are worth full marshalling points": Treebeard (hero, 2) is worth 2, Blackbole (minion,
    2) keeps CoE 10.F1's one point."""
    game = _fallen_wizard("Radagast", allies=("Treebeard", "Blackbole"))
    assert (_points(game, "Treebeard"), _points(game, "Blackbole")) == (2, 1)
    assert _points(_fallen_wizard("Radagast", allies=("Treebeard",), avatar_in_play=False), "Treebeard") == 1


def test_gandalf_makes_characters_and_hero_allies_worth_full_points():
    """"Your characters and hero allies are each worth full marshalling points": Legolas (2) and Treebeard (hero
    ally, 2) score 2, Blackbole (minion ally, 2) keeps CoE 10.F1's one point; without Gandalf in play, one each."""
    game = _fallen_wizard("Gandalf", allies=("Treebeard", "Blackbole"))
    assert [_points(game, n) for n in ("Legolas", "Treebeard", "Blackbole")] == [2, 2, 1]
    game = _fallen_wizard("Gandalf", allies=("Treebeard",), avatar_in_play=False)
    assert [_points(game, n) for n in ("Legolas", "Treebeard")] == [1, 1]


def _gandalf(phase="organization", tapped=True, wounded=False, hand=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gandalf", "Frodo"], site="Isengard")
    setup.give("Frodo", ["Precious Gold Ring"])
    setup.company("Others", ["Legolas"], site="Isengard")
    if tapped:
        setup.tap("Gandalf")
    if wounded:
        setup.wound("Gandalf")
    setup.hand("Alice", list(hand))
    setup.set_phase(phase, "Travellers" if phase == "site" else None)
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    return game


UNTAP = CheckToUse("Alice", "Gandalf", "untap")


def test_gandalf_untaps_at_the_end_of_the_organization_phase_which_it_begins():
    """"May untap at the end of your organization phase": using it begins the phase's end (CoE 9.6.6), so a normal
    action of the phase (Legolas joining Gandalf's company) is refused afterwards."""
    game = _gandalf()
    assert game.state.find("Gandalf").card.alignment == "Fallen-wizard"
    game.apply(UNTAP)
    both_pass(game)
    assert not game.state.find("Gandalf").tapped
    assert game.check(JoinCompanies("Alice", "Others", "Travellers")).code == "phase-ending"


@pytest.mark.parametrize("phase, tapped, wounded, code", [
    ("site", True, False, "wrong-phase"),             # only at the end of the organization phase
    ("organization", False, False, "card-untapped"),  # nothing to untap
    ("organization", False, True, "card-untapped"),   # wounded: not tapped, and no untapping heals him
])
def test_gandalf_untaps_only_tapped_and_only_at_the_end_of_the_organization_phase(phase, tapped, wounded, code):
    game = _gandalf(phase=phase, tapped=tapped, wounded=wounded)
    assert game.check(UNTAP).code == code


def test_the_hero_gandalf_has_no_such_untapping():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gandalf"], site="Rivendell")
    setup.tap("Gandalf")
    setup.set_phase("organization")
    game = setup.build()
    assert not game.check(UNTAP)


def test_gandalf_taps_to_test_a_gold_ring_in_his_company_only():
    game = _gandalf(tapped=False)
    assert game.check(UseAbility("Alice", "Gandalf", "test", "Precious Gold Ring")).allowed
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gandalf"], site="Isengard")
    setup.company("Others", ["Frodo"], site="Isengard")
    setup.give("Frodo", ["Precious Gold Ring"])
    setup.set_phase("organization")
    game = setup.build()
    assert not game.check(UseAbility("Alice", "Gandalf", "test", "Precious Gold Ring"))


def _run(text):
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    return run_block(parse_block(text, "test.md", 1))


FALLEN_ALATAR = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Alice is a Fallen-wizard player.
  Alice's declared Fallen-wizard is Alatar.
  Company Grey stays at {haven}: Alatar.
  Company Fellowship has moved from Lórien to Moria via Wold & Foothills, Redhorn Gate: Legolas, Gimli.
  Bob holds Orc-patrol.
  It is the movement/hazard phase of Fellowship.
Play
  Bob plays Orc-patrol keyed to Wilderness.
  Both players pass.
"""

JOINED = """  Alice uses Alatar to join the company.
  Both players pass.
  Alice assigns a strike to Legolas.
  Alice assigns a strike to Gimli.
  Alice resolves Alatar's strike.
  Alice takes -3 for Alatar to stay untapped.
  Alice rolls 8 for Alatar's strike.
  Alice resolves Legolas's strike.
  Alice rolls 8 for Legolas's strike.
  Alice resolves Gimli's strike.
  Alice rolls 8 for Gimli's strike.
  Both players pass.
Expect
  Alice must roll for Alatar's corruption check.
  Alatar is tapped.
"""


def test_fallen_alatar_joins_from_his_wizardhaven_and_taps_before_his_check():
    """"If at one of his Wizardhavens ...": from Isengard he joins; once the creature is done he taps (if untapped)
    and then makes his check, in the printed order (the hero Alatar's erratum puts the check first)."""
    game = _run(FALLEN_ALATAR.format(haven="Isengard") + JOINED)
    alatar = game.state.find("Alatar")
    assert alatar.card.id == "WH-1" and game.state.company_of(alatar.id).id == "Fellowship"


def test_fallen_alatar_does_not_join_from_a_haven_that_is_no_wizardhaven_of_his():
    """Lórien is a Haven (the hero Alatar would join from it) but no Wizardhaven: he stays."""
    _run(FALLEN_ALATAR.format(haven="Lórien") + "Expect\n  Alice cannot use Alatar to join the company: the "
         "character is not at one of his player's Wizardhavens.\n")


SLAYER = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Alice is a Fallen-wizard player.
  Alice's declared Fallen-wizard is Alatar.
  Company Grey stays at Isengard: Alatar.
  Company Fellowship has moved from Lórien to Lake-town: Aragorn II, Legolas.
  Bob holds Slayer.
  It is the movement/hazard phase of Fellowship.
Play
  Bob plays Slayer keyed to Border-hold.
  Both players pass.
  Alice uses Alatar to join the company.
  Both players pass.
  Alice resolves Alatar's strike.
  Alice takes -3 for Alatar to stay untapped.
  Alice rolls 12 for Alatar's strike.
"""


def test_fallen_alatar_waits_for_all_the_creatures_attacks():
    """"Following all of the creature's attacks": after Slayer's first attack nothing yet; after its second (its
    strike Alatar's again, one character for both), he taps and makes his check."""
    game = _run(SLAYER + "Expect\n  Fellowship is facing Slayer's second attack.\n  Alatar is untapped.\n")
    assert not any("corruption check after" in line for line in game.state.log)
    _run(SLAYER + "  Bob assigns a strike to Alatar.\n  Alice resolves Alatar's strike.\n"
         "  Alice takes -3 for Alatar to stay untapped.\n"
         "  Alice rolls 12 for Alatar's strike.\n  Both players pass.\n"
         "Expect\n  Alice must roll for Alatar's corruption check.\n  Alatar is tapped.\n")


def test_fallen_alatar_checks_when_the_creatures_later_attacks_are_never_made():
    """Slayer's second attack waiting, Slayer discarded (here by hand, as its key no longer holding would): no attack
    of it is left, so its attacks are over and Alatar taps and must make his check."""
    from meccg_rules.engine.combat import flow
    from meccg_rules.engine.core.zones import DISCARD
    game = _run(SLAYER + "Expect\n  Fellowship is facing Slayer's second attack.\n")
    s = game.state
    s.attacks.insert(0, s.combat.attack)
    s.combat = None
    s.move(s.find("Slayer").id, DISCARD)
    flow.start_next(game)
    alatar = s.find("Alatar")
    assert alatar.tapped and any("corruption check" in line and "Alatar" in line for line in s.log[-3:])
    assert not [o for o in s.ongoing if o.target == alatar.id]


def _alatar_pile(in_play, pile=("Assassin", "Orc-patrol"), hand=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"] + (["Alatar"] if in_play else []), site="Isengard")
    setup.mp_pile("Alice", list(pile), played_by="Bob")
    setup.hand("Bob", list(hand))
    setup.set_phase("organization")
    built = setup.build()
    built.state.fallen_wizards["Alice"] = "Alatar"
    return built


def test_fallen_alatar_makes_defeated_hazards_worth_full_kill_points():
    """"Hazards your companies defeat ... are worth full kill marshalling points": Assassin (2) gives 2 while he is in
    play, CoE 10.F1's one without him; Orc-patrol (1) one either way."""
    from meccg_rules.engine.end_of_game.scoring import tally
    assert [_points(_alatar_pile(True), n) for n in ("Assassin", "Orc-patrol")] == [2, 1]
    assert [_points(_alatar_pile(False), n) for n in ("Assassin", "Orc-patrol")] == [1, 1]
    assert tally(_alatar_pile(True).state, "Alice")["kill"] == 3


@pytest.mark.parametrize("in_play", [True, False])
def test_fallen_alatar_keeps_a_defeated_hazard_with_an_asterisk_in_the_pile(in_play):
    """"(even with *)": Durin's Folk (2*) defeated by his player's company goes to her pile, not out of play as CoE
    3.v.F1 would have it, and gives its 2; without him in play it leaves play."""
    from meccg_rules.engine.core.zones import MP_PILE, OUT_OF_PLAY
    from meccg_rules.engine.players.alignments import defeated_creature
    state = _alatar_pile(in_play, pile=(), hand=("Durin's Folk",)).state
    folk = state.find("Durin's Folk")
    defeated_creature(state, "Alice", folk.id)
    assert folk.zone == (MP_PILE if in_play else OUT_OF_PLAY)
    if in_play:
        assert points_of(state, folk, "Alice") == 2


ALATAR_STAGE = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Alice is a Fallen-wizard player.
  Alice's declared Fallen-wizard is Alatar.
  Company Grey stays at Isengard: Alatar.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.
  Alice's Legacy of Smiths is in play.
  Alice's Bad Company is in play.
  Alice's Double-dealing is in play.
{more}  Bob holds Durin's Folk.
  It is the movement/hazard phase of Fellowship.
Play
  Bob plays Durin's Folk keyed to Wilderness.
  Both players pass.
  Alice assigns a strike to Aragorn II.
  Alice assigns a strike to Legolas.
  Alice assigns a strike to Gimli.
  Alice resolves Aragorn II's strike.
  Alice rolls 12 for Aragorn II's strike.
  Alice resolves Legolas's strike.
  Alice rolls 12 for Legolas's strike.
  Alice resolves Gimli's strike.
  Alice rolls 12 for Gimli's strike.
Expect
  Alice has {kill} kill points.
  Durin's Folk is in {where}.
"""


@pytest.mark.parametrize("more, kill, where", [
    ("  Alice's Great Ruse is in play.\n", 2, "Alice's marshalling point pile"),   # 8 stage points
    ("", 0, "Bob's discard pile")])                                                # 7
def test_fallen_alatar_makes_detainment_attacks_normal_above_seven_stage_points(more, kill, where):
    """"If you have more than 7 stage points, all detainment attacks against your companies attack normally": with 8,
    Durin's Folk (detainment against hero companies, which a Fallen-wizard's are for detainment, CoE 2.IV.vii.F1)
    attacks Fellowship normally and, defeated, gives its full 2 (kept in the pile despite its asterisk); with 7 it is
    detainment and, defeated, discarded for nothing (CoE 3.II.3)."""
    _run(ALATAR_STAGE.format(more=more, kill=kill, where=where))


def test_fallen_alatar_makes_every_kind_of_detainment_attack_normal():
    """"all detainment attacks": an attack of any kind (here a site's automatic-attack, set up as detainment) on his
    player's company is normal once her stage points pass seven; one on Bob's company stays detainment, his 8 stage
    points notwithstanding: Alatar is not his."""
    from meccg_rules.engine.combat.attacks_made_normal import by_stage_points
    from meccg_rules.engine.core.state import Attack
    from meccg_rules.engine.players.stage import stage_points
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Fallen-wizard")
    setup.company("Grey", ["Alatar"], site="Isengard")
    setup.company("Others", ["Gimli"], site="Isengard", owner="Bob")
    for card in ("Legacy of Smiths", "Bad Company", "Double-dealing", "Great Ruse"):
        setup.in_play(card, owner="Alice")
        setup.in_play(f"a second {card}", owner="Bob")
    state = setup.build().state
    assert stage_points(state, "Alice") == stage_points(state, "Bob") == 8
    ours, theirs = (state.company_of(state.find(n).id).id for n in ("Alatar", "Gimli"))
    attacks = [Attack("a1", c, "x", "automatic-attack", "", 1, 7, detainment=True, label="an attack")
               for c in (ours, theirs)]
    for attack in attacks:
        by_stage_points(state, attack)
    assert [a.detainment for a in attacks] == [False, True]
