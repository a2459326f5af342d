"""Items that keep a strike's wound off their bearer (combat/warding.py, the key ``wards_bearer``: Sable Shield;
CRF 22, Card Errata and Rulings > Sable Shield): the bearer is neither wounded nor tapped, the attacking player
rolls to discard the item; a detainment strike, or a strike that does something else instead of wounding (a
thief's), rolls nothing and leaves the item; company versus company combat is refused as not modelled."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, AttackCompany, ChooseStrike, DoneAssigning
from meccg_rules.engine.core.actions import Discard, Roll
from meccg_rules.engine.core.errors import IllegalActionError, NotModelledError
from meccg_rules.engine.core.zones import DISCARD, IN_PLAY
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup

ORCS = ["Shagrat", "Muzgash", "Orc Tracker"]


def _orcs(hand, give=(("Orc Tracker", ["Sable Shield"]),), tapped=()):
    """Alice's Ringwraith company Orcs moves from Moria to Dol Guldur (two Wildernesses, a Border-land, a
    Dark-domain); Bob holds ``hand``."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ORCS, site="Dol Guldur", origin="Moria",
                  via=["Redhorn Gate", "Wold & Foothills", "Anduin Vales", "Southern Mirkwood"])
    for character, items in give:
        setup.give(character, items)
    for name in tapped:
        setup.tap(name)
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Orcs")
    return setup.build()


def _lose(game, creature, keyed, who="Orc Tracker"):
    """Bob's creature attacks; ``who`` faces a strike (the others too, as it has strikes) and loses it."""
    game.apply(PlayCreature("Bob", creature, keyed))
    both_pass(game)
    for name in [who] + [n for n in ORCS if n != who]:
        if game.check(AssignStrike("Alice", name)):
            game.apply(AssignStrike("Alice", name))
    if game.state.combat.step == "assign":
        game.apply(DoneAssigning("Alice"))
    if game.state.combat.strike_of(game.state.find(who).id) is None:
        game.apply(AssignStrike("Bob", who))
    game.apply(ChooseStrike("Alice", who))
    game.apply(Roll("Alice", 2, f"{who}'s strike"))
    return game


@pytest.mark.parametrize("roll, kept", [(6, True), (7, False)])
def test_the_bearer_is_not_wounded_and_the_attacker_rolls_for_the_item(roll, kept):
    game = _lose(_orcs(["Orc-patrol"]), "Orc-patrol", "Wilderness")
    tracker, shield = game.state.find("Orc Tracker"), game.state.find("Sable Shield")
    assert not tracker.wounded and not tracker.tapped           # untapped he faced it, untapped he stays
    assert not game.state.chains                                # no wound, so no body check
    assert str(game.to_act()) == "Bob must roll for Sable Shield"
    assert not game.check(Roll("Alice", roll, "Sable Shield"))   # the attacking player rolls, not Alice
    game.apply(Roll("Bob", roll, "Sable Shield"))
    assert (shield.zone == IN_PLAY) is kept and (shield.zone == DISCARD) is not kept
    assert not tracker.wounded and not tracker.tapped


def test_a_tapped_bearer_stays_tapped_and_is_not_wounded():
    game = _lose(_orcs(["Orc-patrol"], tapped=["Orc Tracker"]), "Orc-patrol", "Wilderness")
    tracker = game.state.find("Orc Tracker")
    assert tracker.tapped and not tracker.wounded
    game.apply(Roll("Bob", 3, "Sable Shield"))


def test_without_the_item_the_strike_wounds():
    game = _lose(_orcs(["Orc-patrol"], give=()), "Orc-patrol", "Wilderness")
    assert game.state.find("Orc Tracker").wounded
    assert "body check" in str(game.to_act()) or game.state.chains


def test_a_detainment_strike_taps_the_bearer_and_rolls_nothing():
    game = _lose(_orcs(["Orc-patrol"]), "Orc-patrol", "Dark-domain")   # detainment against a Ringwraith's company
    tracker = game.state.find("Orc Tracker")
    assert tracker.tapped and not tracker.wounded
    assert game.state.pending is None
    assert game.state.find("Sable Shield").zone == IN_PLAY
    with pytest.raises(IllegalActionError):
        game.apply(Roll("Bob", 12, "Sable Shield"))


def test_a_thief_s_strike_takes_an_item_and_rolls_nothing_for_the_shield():
    game = _lose(_orcs(["Thief"], give=(("Orc Tracker", ["Sable Shield"]), ("Shagrat", ["Orc-draughts"]))),
                 "Thief", "Border-land")
    assert game.state.pending is not None and game.state.pending.kind == "discard"
    game.apply(Discard("Alice", "Orc-draughts"))
    tracker = game.state.find("Orc Tracker")
    assert not tracker.wounded and not tracker.tapped
    assert game.state.pending is None and game.state.combat is None
    assert game.state.find("Sable Shield").zone == IN_PLAY


def test_company_versus_company_combat_with_the_item_is_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Ringwraith")
    setup.turn_number(3)
    setup.company("Fellowship", ["Aragorn II"], site="Bree")
    setup.company("Orcs", ["Shagrat"], site="Bree", owner="Bob")
    setup.give("Shagrat", ["Sable Shield"])
    setup.faced("Fellowship")
    game = setup.build()
    verdict = game.check(AttackCompany("Alice", "Fellowship", "Orcs"))
    assert not verdict and "not modelled: Sable Shield" in verdict.sentence, verdict
    with pytest.raises(NotModelledError):
        game.apply(AttackCompany("Alice", "Fellowship", "Orcs"))
