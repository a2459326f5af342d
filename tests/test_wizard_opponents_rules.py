"""A card played only against Wizard opponents, before its player reveals a Ringwraith (The Lidless Eye; CRF 22,
Multi-player Games: none of the player's opponents may be Ringwraiths), and a card's text once in play refused as not
modelled only once its play is found legal."""
import pytest

from meccg_rules.engine.core.behaviour import NotModelled
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup


def _game(*others, third=None, characters=("Shagrat",)):
    setup = Setup("Alice", "Bob")
    if third:
        setup.player("Carol", "third")
    setup.alignment("Alice", "Ringwraith")
    for player, word in others:
        setup.alignment(player, word)
    setup.company("Raiders", list(characters), site="Minas Morgul")
    setup.hand("Alice", ["The Lidless Eye"])
    setup.set_phase("organization")
    return setup.build()


def test_a_ringwraith_opponent_forbids_it_in_a_two_player_game():
    # refused with its reason, before its text once in play (not modelled) would matter
    verdict = _game(("Bob", "Ringwraith")).check(PlayEvent("Alice", "The Lidless Eye"))
    assert not verdict and verdict.code == "ringwraith-opponent"


def test_any_ringwraith_among_further_players_forbids_it():
    verdict = _game(("Carol", "Ringwraith"), third=True).check(PlayEvent("Alice", "The Lidless Eye"))
    assert not verdict and verdict.code == "ringwraith-opponent" and "Carol" in verdict.sentence


def test_a_revealed_ringwraith_forbids_it():
    game = _game(characters=("Shagrat", "Dwar the Ringwraith"))
    verdict = game.check(PlayEvent("Alice", "The Lidless Eye"))
    assert not verdict and verdict.code == "ringwraith-revealed"


def test_a_fallen_wizard_opponent_is_a_case_not_modelled():
    verdict = _game(("Carol", "Fallen-wizard"), third=True).check(PlayEvent("Alice", "The Lidless Eye"))
    assert verdict.code == "not-modelled" and "Fallen-wizard or Balrog" in verdict.sentence


def _sauron_not_modelled(monkeypatch):
    """The Lidless Eye's text once in play is modelled now (CRF 22, its erratum); its former gap is given back here, so
    that a card whose text in play is not modelled is still seen refused only once its play is found legal."""
    eye = catalogue().get("The Lidless Eye")
    monkeypatch.setitem(eye.__dict__, "gaps", eye.gaps + (NotModelled(clause="its player is Sauron", scope="in play"),))


def test_a_legal_play_meets_what_it_does_once_in_play_not_modelled(monkeypatch):
    _sauron_not_modelled(monkeypatch)
    verdict = _game(third=True).check(PlayEvent("Alice", "The Lidless Eye"))
    assert verdict.code == "not-modelled" and "Sauron" in verdict.sentence


def test_a_legal_play_refused_as_not_modelled_changes_nothing(monkeypatch):
    # the refusal of its text once in play comes after the play's own check, but still before anything is applied
    _sauron_not_modelled(monkeypatch)
    game = _game(third=True)
    before = (game.state.find("The Lidless Eye").zone, list(game.state.log))
    with pytest.raises(NotModelledError, match="Sauron"):
        game.apply(PlayEvent("Alice", "The Lidless Eye"))
    assert (game.state.find("The Lidless Eye").zone, list(game.state.log)) == before


def test_a_legal_play_is_made_now_its_text_in_play_is_modelled():
    assert _game(third=True).check(PlayEvent("Alice", "The Lidless Eye"))
