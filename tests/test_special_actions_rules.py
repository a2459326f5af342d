"""The special actions that follow a strike (combat/special_actions.py; CoE 3.iv.7; CRF 22, The Strike Sequence,
Annotations 19-20): gathered at the wound, ordered by the defending player when there are two or more, each
resolved in turn, and the body check only once none is left."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import (AssignStrike, ChooseStrike, ExcessStrike, OrderSpecialActions,
                                               SupportStrike)
from meccg_rules.engine.combat.special_actions import ORDER, labels
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.core.state import IN_PLAY
from meccg_rules.engine.game import IllegalActionError
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _bones(despair_on="Aragorn II"):
    """Stirring Bones (two strikes at 9, +1 by Icy Touch) against Fellowship at Moria; Aragorn II's strike wounds him
    (2 + 6 = 8 against 10)."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")
    setup.in_play("Despair of the Heart", on=despair_on)
    setup.hand("Bob", ["Stirring Bones", "Icy Touch"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Stirring Bones", "Shadow-hold"))
    both_pass(game)
    game.apply(PlayEvent("Bob", "Icy Touch", "Fellowship"))
    both_pass(game)
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 2, "Aragorn II's strike"))
    return game


def test_two_special_actions_wait_for_the_defending_players_order_and_nothing_else():
    game = _bones()
    s = game.state
    assert s.pending is not None and s.pending.kind == ORDER and s.pending.player == "Alice"
    assert sorted(labels(s)) == ["Despair of the Heart", "Icy Touch"]
    assert not s.chains                                      # no body check yet, nor the corruption check's chain
    assert not game.check(OrderSpecialActions("Bob", ("Icy Touch", "Despair of the Heart")))
    assert not game.check(SupportStrike("Alice", "Legolas", "Gimli"))
    with pytest.raises(InputError):                          # every one named, once
        game.explain(OrderSpecialActions("Alice", ("Icy Touch",)))
    assert len(game.legal_actions()) == 2                    # the two orders


def test_the_order_stated_is_the_order_resolved_then_the_body_check():
    game = _bones()
    s = game.state
    game.apply(OrderSpecialActions("Alice", ("Despair of the Heart", "Icy Touch")))
    assert s.find("Icy Touch").attached_to != s.find("Aragorn II").id   # not yet: the check comes first
    both_pass(game)
    game.apply(Roll("Alice", 4, "Aragorn II's corruption check"))          # 4 against 2 points: passes
    assert s.find("Icy Touch").attached_to == s.find("Aragorn II").id
    assert [c.origin for c in s.chains] == ["body-check"]
    both_pass(game)
    assert s.pending is not None and s.pending.purpose == "Aragorn II's body check"


def test_the_other_order_puts_icy_touch_first_and_the_check_fails_with_its_points():
    game = _bones()
    s = game.state
    game.apply(OrderSpecialActions("Alice", ("Icy Touch", "Despair of the Heart")))
    assert s.find("Icy Touch").attached_to == s.find("Aragorn II").id
    both_pass(game)
    game.apply(Roll("Alice", 4, "Aragorn II's corruption check"))          # 4 against 4 points: discarded
    assert s.find("Aragorn II").zone != IN_PLAY
    assert not s.chains and s.combat is not None and s.combat.body_check_after is None   # no body check


def test_a_single_special_action_is_not_ordered():
    game = _bones(despair_on="Gimli")    # Despair of the Heart on Gimli: his check, and Icy Touch on Aragorn II
    assert game.state.pending is not None and game.state.pending.kind == ORDER
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Weathertop", origin="Rivendell")
    setup.give("Aragorn II", ["Dagger of Westernesse"])
    setup.hand("Bob", ["Pirates"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Pirates", "Wilderness"))
    both_pass(game)
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(ExcessStrike("Bob", "Legolas"))
    game.apply(Roll("Alice", 2, "Legolas's strike"))                       # 2 + 5 - 1 = 6 against 7
    s = game.state
    assert s.pending is not None and s.pending.kind == "discard" and not s.chains   # the item first, no order asked
    with pytest.raises(IllegalActionError):
        game.apply(OrderSpecialActions("Alice", ("Pirates",)))


def test_like_the_crash_lowers_the_body_by_the_strike_s_margin_before_the_body_check():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Frodo"], site="Weathertop", origin="Rivendell")
    setup.hand("Bob", ["Orc-patrol", "Like the Crash of Battering-rams"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))   # three strikes at 6
    both_pass(game)
    game.apply(AssignStrike("Alice", "Frodo"))
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Frodo"))
    game.apply(PlayEvent("Bob", "Like the Crash of Battering-rams", "Frodo"))
    both_pass(game)
    game.apply(ExcessStrike("Bob", "Frodo"))
    s = game.state
    frodo = s.find("Frodo").id
    game.apply(Roll("Alice", 2, "Frodo's strike"))       # 2 + 1 - 1 = 2 against 6: won by 4, no whole 5
    assert s.pending is None and [c.origin for c in s.chains] == ["body-check"]   # one action, no order asked
    assert not any(o.target == frodo and o.stat == "body" for o in s.ongoing)
    assert not any(o.stat == "body per 5 the strike wins by" for o in s.ongoing)   # used up with the strike


def test_a_character_the_creature_s_text_discards_has_no_body_check_but_the_other_special_actions_resolve():
    """Abductor discards Shagrat, whom it wounded, first in Alice's order: Despair of the Heart's check of its bearer
    Lugdush, which the wound set off, still follows; only Shagrat's body check is not made."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat", "Lugdush"], site="Dale", origin="Dol Guldur")   # no Ringwraith: CoE 2.II.2.1.R3
    setup.in_play("Despair of the Heart", on="Lugdush")
    setup.hand("Bob", ["Abductor"])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Abductor", "Border-hold"))
    both_pass(game)
    game.apply(AssignStrike("Alice", "Shagrat"))
    game.apply(ChooseStrike("Alice", "Shagrat"))
    game.apply(Roll("Alice", 2, "Shagrat's strike"))                      # 2 + 6 = 8 against 10: wounded
    s = game.state
    game.apply(OrderSpecialActions("Alice", ("Abductor", "Despair of the Heart")))
    assert s.find("Shagrat").zone != IN_PLAY
    assert [c.origin for c in s.chains] == ["passive-condition"]          # Lugdush's check, not dropped
    both_pass(game)
    game.apply(Roll("Alice", 9, "Lugdush's corruption check"))
    assert not s.chains and s.combat is None                              # no body check for Shagrat: the attack ends
