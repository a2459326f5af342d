"""A Creature/Permanent-event card (hazards/creature_or_permanent_event.py): played as a creature where its
permanent-event could not be played instead, its choice refused where it could; as a creature, what its text gives
as a permanent-event is not in effect on its attack."""
from helpers import both_pass

from meccg_rules.engine.combat.attacks import prowess, strikes
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.hazards import creature_or_permanent_event
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup


def shelob_on_orcs(*in_play):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat", "Gorbag"], site="Minas Morgul", origin="Dol Guldur")
    for name in in_play:
        setup.in_play(name)
    setup.hand("Bob", ["Shelob"])
    setup.set_phase("movement/hazard", "Host")
    return setup.build()


def test_without_doors_of_night_shelob_is_played_as_a_creature_with_her_printed_strike_and_prowess():
    game = shelob_on_orcs()
    game.apply(PlayCreature("Bob", "Shelob", "Minas Morgul"))
    both_pass(game)
    attack = game.state.combat.attack
    assert (strikes(game.state, attack), prowess(game.state, attack)) == (1, 18)


def test_under_doors_of_night_the_choice_of_her_permanent_event_is_refused_as_not_modelled():
    game = shelob_on_orcs("Doors of Night")
    verdict = game.check(PlayCreature("Bob", "Shelob", "Minas Morgul"))
    assert verdict.code == "not-modelled" and "permanent-event rather than a creature" in verdict.sentence


def test_another_case_of_the_scope_play_in_a_case_is_not_taken_for_the_permanent_event_choice():
    game = shelob_on_orcs()   # Hoarmûrath of Dír's case is several automatic-attacks, his own family's to refuse
    verdict = creature_or_permanent_event.check_play(game.state, "Bob", catalogue().get("Hoarmûrath of Dír"))
    assert verdict.allowed
