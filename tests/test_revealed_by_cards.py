"""A card that reveals a face-down agent (agents/revealed_by_cards.py; CoE 4.2, 4.2.1): the condition
``target_face_down`` and the effect ``reveal-agent`` (Here Is a Snake!'s second use, free of the first use's
movement/hazard-phase condition, CoE 9.2.2), and a revealed agent whose face-down move has become illegal
discarded as when its player reveals it."""
from helpers import both_pass

from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, IN_PLAY


def _game(face_down=True, agent="Bill Ferny", site="Bree", extra=None):
    setup = Setup("Alice", "Bob")
    if extra:   # a Fallen-wizard's company at Isengard: a Wizardhaven in play, barred to non-Elf agents (CoE 4.4)
        setup.alignment("Alice", "Fallen-wizard")
        setup.company(*extra)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.agent("Bob", agent, site, face_down)
    setup.hand("Alice", ["Here Is a Snake!"])
    setup.set_phase("organization")
    return setup.build()


def test_a_face_down_agent_is_tapped_and_revealed_in_the_organization_phase():
    game = _game()
    game.apply(PlayEvent("Alice", "Here Is a Snake!", "Bill Ferny", mode="the agent revealed"))
    both_pass(game)
    ferny = game.state.find("Bill Ferny")
    assert (ferny.zone, ferny.revealed, ferny.tapped, ferny.agent_site) == (IN_PLAY, True, True, "Bree")
    assert game.state.find("Here Is a Snake!").zone == DISCARD


def test_a_face_up_agent_is_no_target():
    game = _game(face_down=False)
    verdict = game.check(PlayEvent("Alice", "Here Is a Snake!", "Bill Ferny", mode="the agent revealed"))
    assert verdict.code == "agent-revealed"


def test_the_first_use_is_not_played_on_an_agent():
    game = _game()
    verdict = game.check(PlayEvent("Alice", "Here Is a Snake!", "Bill Ferny", mode="the hazards revealed"))
    assert verdict.code == "wrong-phase"


def test_a_revealed_agent_whose_move_has_become_illegal_is_discarded():
    game = _game(agent="Wormtongue", site="Dunharrow", extra=("Guard", ["Gimli"], "Isengard"))
    wormtongue = game.state.find("Wormtongue")
    wormtongue.agent_trail, wormtongue.agent_site = ("Dunharrow", "Isengard", "Dunharrow"), "Dunharrow"
    game.apply(PlayEvent("Alice", "Here Is a Snake!", "Wormtongue", mode="the agent revealed"))
    both_pass(game)
    assert (wormtongue.zone, wormtongue.agent_site) == (DISCARD, None)
