"""Éowyn against a Nazgûl: +6 prowess, and the Nazgûl's body halved, rounded up, in her strike (CRF 22, Rulings by
Term > Nazgûl: the body meant is the Nazgûl's)."""
from helpers import both_pass, setting_aside

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, MP_PILE

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Witch-king of Angmar")


def witch_king_against(character, roll):
    setup = Setup("Alice", "Bob")
    setup.company("Riders", [character], site="Mount Gram", origin="Rivendell", via=["Rhudaur", "Angmar"])
    setup.hand("Bob", ["Witch-king of Angmar"])
    setup.set_phase("movement/hazard", "Riders")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Witch-king of Angmar", "Angmar"))
    both_pass(game)
    game.apply(AssignStrike("Alice", character))
    game.apply(ChooseStrike("Alice", character))
    game.apply(Roll("Alice", roll, f"{character}'s strike"))
    both_pass(game)
    game.apply(Roll("Alice", 7, "Witch-king of Angmar's body check"))
    return game.state.find("Witch-king of Angmar").zone


def test_eowyn_halves_the_nazguls_body():
    assert witch_king_against("Éowyn", 10) == MP_PILE     # 10 + 2 + 6 beats 17; 7 beats 12 halved, 6


def test_another_character_faces_the_full_body():
    assert witch_king_against("Aragorn II", 12) == DISCARD  # 12 + 6 beats 17; 7 does not beat 12
