"""A card played on a company facing an attack that brings a named character from the hand into it and gives him
its printed bonuses (``join-from-hand``, ``combat/joined_from_hand.py``; Helm of Her Secrecy, CRF 22)."""
import pytest

from meccg_rules.engine.combat import joined_from_hand, strikes
from meccg_rules.engine.core.state import HAND, IN_PLAY
from meccg_rules.engine.organization import control
from meccg_rules.language.execute import run_block
from meccg_rules.language.scenario import parse_block

SETUP = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Riders has moved from Lórien to Dol Guldur: Éomer.
  Alice holds Éowyn, Helm of Her Secrecy.
  Bob holds Adûnaphel.
  It is the movement/hazard phase of Riders.
Play
  Bob plays Adûnaphel keyed to Dark-domain.
  Both players pass.
"""


def _card(game, name):
    return next(i for i in game.state.cards.values() if i.card.name == name)


def test_she_joins_with_the_printed_bonuses_of_the_card_body_and_direct_influence_included():
    game = run_block(parse_block(SETUP + """  Alice plays Helm of Her Secrecy on Riders, choosing Éowyn joining.
  Both players pass.
Expect
  Éowyn is in play.
""", "test.md", 1))
    eowyn = _card(game, "Éowyn")
    assert eowyn.zone == IN_PLAY and eowyn.company == "Riders" and eowyn.follower_of is None
    assert strikes.body(game.state, eowyn.id) == 7 + 1
    assert control.unused_direct_influence(game.state, eowyn.id) == 0 + 1
    assert _card(game, "Helm of Her Secrecy").attached_to == "Riders"


def test_kept_in_hand_she_stays_there_and_the_card_waits_on_the_company():
    game = run_block(parse_block(SETUP + """  Alice plays Helm of Her Secrecy on Riders, choosing Éowyn kept in hand.
  Both players pass.
Expect
  Éowyn is in Alice's hand.
""", "test.md", 1))
    assert _card(game, "Éowyn").zone == HAND
    assert _card(game, "Helm of Her Secrecy").attached_to == "Riders"


def test_not_playable_once_strikes_are_assigned():
    game = run_block(parse_block(SETUP + """  Alice assigns a strike to Éomer.
Expect
  Alice cannot play Helm of Her Secrecy on Riders, choosing Éowyn joining: the attack can no longer be \
cancelled or changed.
""", "test.md", 1))
    assert _card(game, "Éowyn").zone == HAND


def test_without_enough_general_influence_her_play_is_refused_as_not_modelled(monkeypatch):
    monkeypatch.setattr(joined_from_hand.control, "unused_general_influence", lambda state, player: 0)
    with pytest.raises(Exception, match="not modelled: Helm of Her Secrecy: Éowyn joining as a follower"):
        run_block(parse_block(SETUP + """  Alice plays Helm of Her Secrecy on Riders, choosing Éowyn joining.
  Both players pass.
Expect
  Éowyn is in play.
""", "test.md", 1))
