"""Replacement effects: a card on a character says what happens instead when he would untap or heal (the turn's
``instead`` key, answering the kernel's ``instead`` hook in ``State.untap`` and ``State.heal``).

The untap phase untaps tapped characters, but heals a wounded one at a Haven to tapped instead (CoE 2.I.1): he does
not become untapped. Untapping effects are not healing effects (CRF 22, Rulings by Term > Untapping).
"""
import pytest

from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.playing.actions import PlayEvent, UseItem
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndPhase

from helpers import both_pass


def bilbo(card, phase="organization", wounded=False, site="Rivendell", also=()):
    """Bilbo (a sage) tapped, or wounded, with ``card`` on him; Aragorn II beside him (tapped in the untap
    phase), Healing Herbs his."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Bilbo"], site=site)
    for name in (card, *also):
        setup.in_play(name, on="Bilbo")
    if phase == "untap":
        setup.tap("Aragorn II")
    (setup.wound if wounded else setup.tap)("Bilbo")
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.hand("Alice", ["Halfling Strength"])
    setup.set_phase(phase)
    return setup.build()


def herbs(game):
    game.apply(UseItem("Alice", "Aragorn II", "Healing Herbs", "Bilbo"))
    both_pass(game)


def where(game, name):
    return game.state.find(name).zone


# ------------------------------------------------------------------ "the next time he would become untapped"
def test_fireworks_keeps_the_sage_tapped_at_his_next_untapping_and_goes():
    game = bilbo("Fireworks", phase="untap")
    game.apply(EndPhase("Alice", "untap"))
    s = game.state
    assert not s.find("Aragorn II").tapped          # the untap phase untapped the others
    assert s.find("Bilbo").tapped and where(game, "Fireworks") == DISCARD
    assert any("Bilbo stays tapped instead of untapping" in line for line in s.log)


def test_fireworks_replaces_once_only():
    game = bilbo("Fireworks")
    game.apply(PlayEvent("Alice", "Halfling Strength", target="Bilbo", mode="untapping"))
    both_pass(game)
    assert game.state.find("Bilbo").tapped and where(game, "Fireworks") == DISCARD
    game.state.untap(game.state.find("Bilbo").id)   # the card gone, the next untapping happens
    assert not game.state.find("Bilbo").tapped


def test_a_healing_effect_leaving_the_sage_untapped_is_replaced_too():
    game = bilbo("Fireworks", wounded=True)
    herbs(game)
    b = game.state.find("Bilbo")
    assert not b.wounded and b.tapped and where(game, "Fireworks") == DISCARD


def test_healing_to_tapped_in_the_untap_phase_is_not_becoming_untapped():
    game = bilbo("Fireworks", phase="untap", wounded=True)
    game.apply(EndPhase("Alice", "untap"))
    b = game.state.find("Bilbo")
    assert not b.wounded and b.tapped and where(game, "Fireworks") == IN_PLAY


# ------------------------------------------------------------------ "the next time he would untap"
def test_fled_into_darkness_replaces_untapping_not_healing():
    """Its entry says "untapping" (untapping effects are not healing effects): on Bilbo here only because The Balrog
    himself cannot come into play in an example yet (the rest of his text is not modelled)."""
    game = bilbo("Fled into Darkness", wounded=True)
    herbs(game)
    b = game.state.find("Bilbo")
    assert not b.wounded and not b.tapped and where(game, "Fled into Darkness") == IN_PLAY
    game.state.tap(b.id)
    game.state.untap(b.id)
    assert b.tapped and where(game, "Fled into Darkness") == DISCARD


# ------------------------------------------------------------------ "any effect that would untap him: tapped"
def test_endless_whispers_heals_him_to_tapped_and_stays():
    game = bilbo("Endless Whispers", wounded=True)
    herbs(game)
    b = game.state.find("Bilbo")
    assert not b.wounded and b.tapped and where(game, "Endless Whispers") == IN_PLAY


def test_endless_whispers_lets_nothing_untap_him():
    game = bilbo("Endless Whispers")
    assert game.check(PlayEvent("Alice", "Halfling Strength", target="Bilbo", mode="untapping")).code == \
        "may-not-untap"
    game = bilbo("Endless Whispers", phase="untap")
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Bilbo").tapped and where(game, "Endless Whispers") == IN_PLAY


# ------------------------------------------------------------------ "the next time he would heal: discard instead"
def test_one_foe_stops_the_havens_healing_once():
    game = bilbo("One Foe to Breed a War", phase="untap", wounded=True)
    game.apply(EndPhase("Alice", "untap"))
    b = game.state.find("Bilbo")
    assert b.wounded and where(game, "One Foe to Breed a War") == DISCARD
    herbs(game)                                     # the card gone, the next healing happens
    assert not b.wounded


def test_one_foe_stops_a_healing_effect():
    game = bilbo("One Foe to Breed a War", wounded=True)
    herbs(game)
    assert game.state.find("Bilbo").wounded and where(game, "One Foe to Breed a War") == DISCARD
    assert where(game, "Healing Herbs") == DISCARD


def test_one_foe_is_played_only_on_a_wounded_character():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Bilbo"], site="Rivendell", origin="Lórien")
    setup.wound("Bilbo")
    setup.hand("Bob", ["One Foe to Breed a War"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Bob", "One Foe to Breed a War", target="Bilbo"))
    assert not game.check(PlayEvent("Bob", "One Foe to Breed a War", target="Aragorn II"))


def test_two_replacements_that_differ_are_not_modelled():
    game = bilbo("Endless Whispers", wounded=True, also=["One Foe to Breed a War"])
    with pytest.raises(NotModelledError, match="two replacement effects"):
        herbs(game)


def test_an_unknown_change_fails_at_its_line():
    from meccg_rules.engine.core.registry import REGISTRY
    schema = REGISTRY.card_schema()
    with pytest.raises(Exception, match="instead"):
        schema.model_validate({"id": "XX-1", "summary": "an invented card",
                               "instead": [{"of": "wounding", "then": "tapped"}]})
