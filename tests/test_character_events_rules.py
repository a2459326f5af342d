"""An event that brings a character from hand into play (``brings_character``: A Chance Meeting; the playing
family's ``character_events``): what happens when, by the time it resolves, the character can no longer come in."""
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.state import DISCARD, HAND, IN_PLAY
from meccg_rules.engine.playing.actions import PlayCharacterEvent
from meccg_rules.engine.setup import Setup


def _game():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree")
    setup.hand("Alice", ["A Chance Meeting", "Beregond"])
    setup.set_phase("site", "Fellowship")
    return setup.build()


def test_the_character_comes_in_as_it_resolves():
    game = _game()
    s = game.state
    game.apply(PlayCharacterEvent("Alice", "A Chance Meeting", "Beregond", follower_of="Aragorn II"))
    assert s.find("Beregond").zone != IN_PLAY   # waiting in the chain of effects
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    beregond = s.find("Beregond")
    assert beregond.zone == IN_PLAY and beregond.follower_of == s.find("Aragorn II").id
    assert s.find("A Chance Meeting").zone == DISCARD


def test_a_controller_gone_before_it_resolves_sends_the_character_back_to_the_hand():
    game = _game()
    s = game.state
    game.apply(PlayCharacterEvent("Alice", "A Chance Meeting", "Beregond", follower_of="Aragorn II"))
    s.move(s.find("Aragorn II").id, DISCARD)   # as a response might (CoE 9.2)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert s.find("Beregond").zone == HAND
    assert s.find("A Chance Meeting").zone == DISCARD


def test_a_wizard_is_refused_for_what_he_is():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Bree")
    setup.hand("Alice", ["A Chance Meeting", "Gandalf"])
    setup.set_phase("organization")
    refused = setup.build().check(PlayCharacterEvent("Alice", "A Chance Meeting", "Gandalf", follower_of="Aragorn II"))
    assert not refused and refused.code == "character-event-excluded", refused


def test_a_fallen_wizard_is_refused_by_we_have_come_to_kill():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Raiders", ["Ostisen"], site="Moria")
    setup.hand("Alice", ["We Have Come to Kill", "Saruman"])
    setup.set_phase("long-event")
    refused = setup.build().check(PlayCharacterEvent("Alice", "We Have Come to Kill", "Saruman", company="Raiders"))
    assert not refused and refused.code == "character-event-excluded", refused


def test_an_agent_brought_in_is_not_modelled_whatever_the_card():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Fellowship", ["Aragorn II"], site="Bree")
    setup.hand("Alice", ["A Chance Meeting", "Bill Ferny"])
    setup.set_phase("long-event")
    refused = setup.build().check(PlayCharacterEvent("Alice", "A Chance Meeting", "Bill Ferny", follower_of="Aragorn II"))
    assert not refused and refused.code == "not-modelled", refused
    assert "not modelled: A Chance Meeting: an agent" in str(refused)
