"""Getting rid of an event that boosts the strike's prowess affects the strike (combat/strike_boosting_events.py;
CRF 22, The Strike Sequence), a permanent-event's change of the attack ending with the card
(combat/permanent_event_changes.py; CoE 9.4.1), and the strike's roll awaited again after a roll
made within its sequence (combat/strikes.py)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.combat.attacks import prowess
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _in_strike(icy_touch=True, lure=False):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Glorfindel II", "Legolas", "Faramir", "Frodo"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Marvels Told"])
    setup.hand("Bob", ["Ghosts"] + (["Icy Touch"] if icy_touch else []))
    if lure:
        setup.in_play("Lure of Expedience", on="Faramir")
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Ghosts", "Shadow-hold"))
    both_pass(game)
    if icy_touch:
        game.apply(PlayEvent("Bob", "Icy Touch", "Fellowship"))
        both_pass(game)
    for character in ("Legolas", "Faramir", "Frodo"):
        game.apply(AssignStrike("Alice", character))
    game.apply(ChooseStrike("Alice", "Legolas"))
    return game


def test_removing_the_event_that_raises_the_strike_may_be_declared_in_its_sequence():
    game = _in_strike()
    s = game.state
    assert s.combat is not None and prowess(s, s.combat.attack) == 10
    game.apply(PlayEvent("Alice", "Marvels Told", "Icy Touch", actor="Glorfindel II"))
    both_pass(game)
    game.apply(Roll("Alice", 5, "Glorfindel II's corruption check"))
    assert s.find("Icy Touch").zone == "discard pile"
    assert prowess(s, s.combat.attack) == 9                       # its +1 went with it
    assert str(game.to_act()) == "Alice must roll for Legolas's strike"   # the strike's roll is awaited again
    game.apply(Roll("Alice", 4, "Legolas's strike"))              # 4 + 5 ties 9
    assert not s.find("Legolas").wounded


def test_removing_an_event_with_no_bearing_on_the_strike_waits():
    game = _in_strike(icy_touch=False, lure=True)
    verdict = game.check(PlayEvent("Alice", "Marvels Told", "Lure of Expedience", actor="Glorfindel II"))
    assert verdict.code == "only-strike-actions"
