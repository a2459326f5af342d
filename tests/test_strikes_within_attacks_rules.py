"""Strikes faced within an attack, met with body (combat/strikes_within_attacks.py, ``flow.interrupt``, the primitive
``strikes-within-attack``, the condition ``attack_by_named`` and the action ``TapForStrike``: Dragon's Breath; CRF 22,
Card Errata and Rulings > Dragon's Breath): played on the automatic-attack Smaug at Home adds, never on the lair's
own, before strikes are assigned and counted against no hazard limit in the site phase; each character meets a strike
of the attack's prowess with his body, +1 for a shield and +1 for a helmet in use, +3 for tapping; the attack waits
with its changes until its end and goes on with -2 prowess and +1 body; on a Dragon's creature attack in the
movement/hazard phase it counts against the hazard limit, and a second copy on the same attack is refused."""
import pytest
from helpers import both_pass, to_site_phase

from meccg_rules.engine.combat import strikes
from meccg_rules.engine.combat.attacks import prowess
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning, TapForStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import Ongoing, Strike
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _at_smaugs_attack(items=(), alignment=None):
    """Fellowship at The Lonely Mountain with Smaug at Home in play: the lair's own attack beaten by Legolas (who
    taps), Smaug at Home's attack (2 strikes at 18, body 8) begun, no strike assigned; ``alignment``: Alice's."""
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", ["Aragorn II", "Gimli", "Legolas"], site="The Lonely Mountain",
                  origin="Lake-town", via=["Northern Rhovanion"])
    if items:
        setup.give("Aragorn II", list(items))
    setup.in_play("Smaug at Home")
    setup.hand("Bob", ["Dragon's Breath"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    to_site_phase(game)
    assert game.check(PlayEvent("Bob", "Dragon's Breath", "Fellowship")).code == "invalid-target"   # the lair's own
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 12, "Legolas's strike"))
    return game


def test_each_character_faces_a_strike_then_the_attack_goes_on_changed_with_what_was_made_until_its_end():
    game = _at_smaugs_attack()
    s = game.state
    attack = s.combat.attack
    played = s.current_company().hazards_played
    kept = Ongoing("test", attack.id, "attack prowess", -1, "end-of-attack")   # a change already made on the attack
    s.ongoing.append(kept)
    game.apply(PlayEvent("Bob", "Dragon's Breath", "Fellowship"))
    both_pass(game)
    s = game.state
    assert s.current_company().hazards_played == played   # not counted against the hazard limit
    assert s.combat.attack.id != attack.id and s.combat.attack.prowess == 17   # the attack's prowess, as changed
    assert [st.character for st in s.combat.strikes] == [s.find(n).id for n in ("Aragorn II", "Gimli", "Legolas")]
    assert not any(o.target == attack.id for o in s.ongoing)   # waiting with the attack, not on these strikes
    for name, roll in (("Aragorn II", 9), ("Gimli", 10), ("Legolas", 11)):
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", roll, f"{name}'s strike"))
    s = game.state
    assert s.combat.attack.id == attack.id and s.combat.step == "assign" and not s.combat.strikes
    assert s.find("Aragorn II").wounded is False                  # 9 + 9 = 18 against 17: fails (no body)
    assert s.find("Gimli").wounded is False                       # 8 + 10 = 18
    assert s.find("Legolas").wounded is False                     # 8 - 1 (tapped) + 11 = 18
    assert prowess(s, s.combat.attack) == 18 - 1 - 2               # its change kept, then the card's -2
    assert strikes.body(s, s.combat.attack.source) == 9            # and +1 body


def test_a_strike_met_with_body_counts_a_shield_in_use_and_tapping():
    game = _at_smaugs_attack(items=["Shield of Iron-bound Ash"])
    game.apply(PlayEvent("Bob", "Dragon's Breath", "Fellowship"))
    both_pass(game)
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 8, "Aragorn II's strike"))           # 9 + 1 (shield) + 8 = 18 against 18: ineffectual
    s = game.state
    assert not s.find("Aragorn II").wounded and s.find("Aragorn II").tapped
    game.apply(ChooseStrike("Alice", "Gimli"))
    game.apply(TapForStrike("Alice", "Gimli"))
    assert game.state.find("Gimli").tapped
    assert game.check(TapForStrike("Alice", "Gimli")).code == "tapped-for-strike"   # once
    game.apply(Roll("Alice", 8, "Gimli's strike"))                # 8 + 3 + 8 = 19: no -1 for the tap he chose
    gimli = game.state.find("Gimli")
    assert not gimli.wounded and [st.result for st in game.state.combat.strikes if st.character == gimli.id] == [
        "defeated"]
    game.apply(ChooseStrike("Alice", "Legolas"))
    assert game.check(TapForStrike("Alice", "Legolas")).code == "character-tapped"   # tapped already
    game.apply(Roll("Alice", 2, "Legolas's strike"))              # 8 - 1 + 2 = 9 against 18: wounded
    assert game.state.find("Legolas").wounded


@pytest.mark.parametrize("alignment, wounded", [("Fallen-wizard", False), (None, True)])
def test_a_helmet_in_use_counts_as_a_shield_does(alignment, wounded):
    """High Helm, a minion helmet, is in use on a Fallen-wizard player's character (CoE 1.3.F4), not on a Wizard
    player's (6.1.W1): only then its +1."""
    game = _at_smaugs_attack(items=["Shield of Iron-bound Ash", "High Helm"], alignment=alignment)
    game.apply(PlayEvent("Bob", "Dragon's Breath", "Fellowship"))
    both_pass(game)
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 7, "Aragorn II's strike"))           # 9 + 1 (shield) [+ 1 (helmet)] + 7 against 18
    assert game.state.find("Aragorn II").wounded is wounded


def test_no_tapping_for_a_strike_not_met_with_body():
    game = _at_smaugs_attack()
    game.apply(AssignStrike("Alice", "Aragorn II"))
    assert game.check(PlayEvent("Bob", "Dragon's Breath", "Fellowship")).code == "attack-strikes-assigned"
    game.apply(AssignStrike("Alice", "Gimli"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    assert game.check(TapForStrike("Alice", "Aragorn II")).code == "no-tap-bonus"


def test_on_a_creature_attack_in_the_movement_hazard_phase_it_counts_against_the_hazard_limit_once_per_attack():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Gimli", "Legolas"], site="The Lonely Mountain", origin="Lake-town",
                  via=["Northern Rhovanion"])   # a hazard limit of three
    setup.hand("Bob", ["Smaug", "Dragon's Breath", "a second Dragon's Breath"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Smaug", "The Lonely Mountain"))
    both_pass(game)
    smaug = game.state.combat.attack
    played = game.state.current_company().hazards_played
    game.apply(PlayEvent("Bob", "the first Dragon's Breath", "Fellowship"))
    both_pass(game)
    assert game.state.current_company().hazards_played == played + 1
    for name in ("Aragorn II", "Gimli", "Legolas"):
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", 12, f"{name}'s strike"))
    s = game.state
    assert s.combat.attack.id == smaug.id and not s.combat.strikes   # (both tapped: Bob assigns them)
    assert game.check(PlayEvent("Bob", "the second Dragon's Breath", "Fellowship")).code == "cannot-be-duplicated"


def test_the_attack_put_off_is_copied_with_the_state():
    game = _at_smaugs_attack()
    game.apply(PlayEvent("Bob", "Dragon's Breath", "Fellowship"))
    both_pass(game)
    s = game.state
    other = s.clone()
    (combat, kept), = other.suspended
    combat.step = "strikes"
    combat.strikes.append(Strike(s.find("Gimli").id, "attacker"))
    kept.clear()
    assert s.suspended[0][0].step == "assign" and not s.suspended[0][0].strikes and len(s.suspended[0][1]) == 2


def test_the_attack_put_off_goes_on_even_with_no_one_left_to_strike():
    game = _at_smaugs_attack()
    game.apply(PlayEvent("Bob", "Dragon's Breath", "Fellowship"))
    both_pass(game)
    for name in ("Aragorn II", "Gimli", "Legolas"):
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", 2, f"{name}'s strike"))
        both_pass(game)
        game.apply(Roll("Bob", 12, f"{name}'s body check"))       # every one eliminated
    s = game.state
    assert s.combat is not None and s.combat.attack.label.endswith("(from Smaug at Home)") and not s.suspended
    game.apply(DoneAssigning("Alice"))                             # no one to assign a strike to
    assert game.state.combat is None and not game.state.suspended
