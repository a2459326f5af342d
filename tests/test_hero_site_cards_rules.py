"""A Fallen-wizard player's agents use hero site cards (agents/hero_site_cards.py; CoE 4.F1): the hero version is
the agent's site (put in play when it is revealed); no move to the hero version of a site whose minion version its
player has in play or in his discard pile, checked again when it is revealed; revealing it at a site it did not move
to whose hero version it may not reveal leaves it with no site card, discarded at the end of the turn (CoE 4.2.2)."""
from meccg_rules.engine.agents.actions import AgentAction, RevealAgent
from meccg_rules.engine.agents import hero_site_cards
from meccg_rules.engine.agents.agent_actions import MOVE
from meccg_rules.engine.agents.agent_sites import sync
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.setup import Setup


def game_with(agent, site, face_down, alignment="Fallen-wizard", discards=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", alignment)
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", agent, site, face_down)
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    for card in discards:
        game.state.add(card, "Bob", DISCARD)
    return game


def version(name, alignment):
    return next(v for v in catalogue().versions(name) if v.alignment == alignment)


def test_the_revealed_site_of_a_fallen_wizard_s_agent_is_the_hero_version():
    game = game_with("Wormtongue", "Isengard", face_down=True)
    game.apply(RevealAgent("Bob", "Wormtongue"))
    (site,) = [i for i in game.state.cards.values() if i.agent_of and i.zone == IN_PLAY]
    assert site.card.alignment == "Hero"


def test_a_ringwraith_s_agent_keeps_its_player_s_version():
    game = game_with("Wormtongue", "Isengard", face_down=True, alignment="Ringwraith")
    game.apply(RevealAgent("Bob", "Wormtongue"))
    (site,) = [i for i in game.state.cards.values() if i.agent_of and i.zone == IN_PLAY]
    assert site.card.alignment == "Minion"


def test_no_move_to_a_site_whose_minion_version_is_discarded_or_in_play():
    game = game_with("Bill Ferny", "Bree", face_down=False, discards=[version("Weathertop", "Minion")])
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop")).code == "agent-minion-site-held"
    discarded = next(i for i in game.state.cards.values() if i.zone == DISCARD and i.name == "Weathertop")
    game.state.move(discarded.id, IN_PLAY)
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop")).code == "agent-minion-site-held"
    game.state.move(discarded.id, DISCARD)
    game.state.cards[discarded.id].owner = "Alice"   # another player's minion site does not count
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))


def test_a_wizard_s_agent_is_not_bound_by_it():
    game = game_with("Bill Ferny", "Bree", face_down=False, alignment="Wizard",
                     discards=[version("Weathertop", "Minion")])
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))


def _site_of(game, agent):
    return [i for i in game.state.cards.values() if i.agent_of == game.state.find(agent).id and i.zone == IN_PLAY]


def test_revealed_at_an_unmoved_site_whose_minion_version_is_held_with_no_site_card():
    game = game_with("Bill Ferny", "Bree", face_down=True, discards=[version("Bree", "Minion")])
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    ferny = game.state.find("Bill Ferny")
    assert (ferny.zone, ferny.revealed, ferny.agent_site) == (IN_PLAY, True, "Bree")
    assert _site_of(game, "Bill Ferny") == []   # no site card placed with him (CoE 4.F1, 4.2.2)
    hero_site_cards.discard_without_site(game.state)   # the end of the turn
    assert ferny.zone == DISCARD


def test_the_site_kept_face_up_goes_back_when_the_minion_version_is_held():
    game = game_with("Bill Ferny", "Bree", face_down=True)
    game.state.find("Bill Ferny").agent_site_shown = True   # the site he kept face-up as he turned face-down
    sync(game.state)
    assert len(_site_of(game, "Bill Ferny")) == 1
    game.state.add(version("Bree", "Minion"), "Bob", DISCARD)
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    assert _site_of(game, "Bill Ferny") == []
    assert game.state.find("Bill Ferny").zone == IN_PLAY


def test_a_site_it_may_reveal_is_placed_and_it_stays():
    game = game_with("Bill Ferny", "Bree", face_down=True, discards=[version("Weathertop", "Minion")])
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    (site,) = _site_of(game, "Bill Ferny")
    assert site.card.alignment == "Hero"
    hero_site_cards.discard_without_site(game.state)
    assert game.state.find("Bill Ferny").zone == IN_PLAY


def test_the_revealed_site_of_a_balrog_player_s_agent_is_the_minion_version():
    """CoE 4.B1: the minion Dol Guldur (a Darkhaven), not the Balrog one (a Dark-hold) his characters would use."""
    game = game_with("The Grimburgoth", "Dol Guldur", face_down=True, alignment="Balrog")
    agent = game.state.find("The Grimburgoth")
    assert hero_site_cards.site_card(game.state, agent, "Dol Guldur").id == version("Dol Guldur", "Minion").id
    game.apply(RevealAgent("Bob", "The Grimburgoth"))
    (site,) = [i for i in game.state.cards.values() if i.agent_of and i.zone == IN_PLAY]
    assert site.card.alignment == "Minion"


def test_a_balrog_player_s_agent_uses_no_site_without_a_minion_version():
    """CoE 4.B1: The Wind-deeps has a Balrog card only (an Under-deeps site, where 4.1 keeps every agent anyway)."""
    game = game_with("The Grimburgoth", "Dol Guldur", face_down=False, alignment="Balrog")
    verdict = hero_site_cards.check_move(game.state, game.state.find("The Grimburgoth"), "The Wind-deeps")
    assert verdict.code == "agent-minion-site-only"
    assert hero_site_cards.check_move(game.state, game.state.find("The Grimburgoth"), "Moria")
