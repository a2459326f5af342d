"""A permanent-event on a company tapped by an item its company plays, never untapping, and inverted by a card its
company plays at a named site if tapped before entering (``turned_at_site``, ``site_phase/inverted_cards.py``; Fate
of the Ithil-stone, CRF 22)."""
import pytest

from meccg_rules.engine.site_phase import inverted_cards
from meccg_rules.language.execute import run_block
from meccg_rules.language.scenario import parse_block

AT_BARAD_DUR = """Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Barad-dûr: Aragorn II, Legolas, Gimli.
  Fate of the Ithil-stone is on Fellowship.
  Fellowship has faced the automatic-attacks.
"""


def _card(game, name, copy=1):
    return next(i for i in game.state.cards.values() if i.card.name == name and i.copy == copy)


def test_it_never_untaps():
    game = run_block(parse_block(AT_BARAD_DUR + """  Fate of the Ithil-stone is tapped.
Expect
  Fate of the Ithil-stone is tapped.
""", "test.md", 1))
    fate = _card(game, "Fate of the Ithil-stone")
    game.state.untap(fate.id)
    assert fate.tapped
    assert inverted_cards.instead(game.state, _card(game, "Aragorn II"), "untapping", "untapped") is None


def test_only_one_copy_is_ever_inverted():
    game = run_block(parse_block(AT_BARAD_DUR + """  Fate of the Ithil-stone is tapped.
  Alice holds Knowledge of the Enemy.
Play
  Alice plays Knowledge of the Enemy on Legolas.
  Both players pass.
Expect
  Fate of the Ithil-stone is inverted.
""", "test.md", 1))
    s = game.state
    first = _card(game, "Fate of the Ithil-stone")
    second = s.add(first.card, "Alice", "in play")
    second.attached_to, second.tapped = "Fellowship", True
    knowledge = _card(game, "Knowledge of the Enemy")
    inverted_cards._invert(s, second, knowledge, "Fellowship")
    assert not second.inverted
    assert "is inverted already" in s.log[-1]


def test_a_card_played_at_another_site_inverts_nothing():
    game = run_block(parse_block("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Dol Guldur: Aragorn II, Legolas, Gimli.
  Fate of the Ithil-stone is on Fellowship.
  Fate of the Ithil-stone is tapped.
  Alice holds Knowledge of the Enemy.
  Fellowship has faced the automatic-attacks.
Play
  Alice plays Knowledge of the Enemy on Legolas.
  Both players pass.
Expect
  Knowledge of the Enemy is on Legolas.
  Fate of the Ithil-stone is not inverted.
""", "test.md", 1))
    assert _card(game, "Fate of the Ithil-stone").tapped


def test_its_own_play_is_refused_as_not_modelled():
    with pytest.raises(Exception, match="not modelled: Fate of the Ithil-stone: its play"):
        run_block(parse_block("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Minas Tirith: Aragorn II.
  Alice holds Fate of the Ithil-stone.
  Fellowship has faced the automatic-attacks.
Play
  Alice plays Fate of the Ithil-stone on Fellowship.
  Both players pass.
Expect
  Fate of the Ithil-stone is on Fellowship.
""", "test.md", 1))


def test_knowledge_of_the_enemy_away_from_a_shadow_or_dark_hold_is_refused_as_not_modelled():
    with pytest.raises(Exception, match="not modelled: Knowledge of the Enemy: playable elsewhere once an agent attack"):
        run_block(parse_block("""Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Minas Tirith: Aragorn II.
  Alice holds Knowledge of the Enemy.
  Fellowship has faced the automatic-attacks.
Play
  Alice plays Knowledge of the Enemy on Aragorn II.
  Both players pass.
Expect
  Knowledge of the Enemy is on Aragorn II.
""", "test.md", 1))
