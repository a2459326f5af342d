"""A Dragon's Roused faction (movement_hazard/dragon_factions.py): from its player's marshalling point pile it
attacks each company moving in its regions once, every attack by a manifestation of its Dragon on its player's
companies is cancelled, and its attack defeated sends it to the defender's pile as kill points, to be kept as a
trophy if he likes (CoE g.man.3, 3.IV.1.3; CRF 22, Rulings by Term > Trophies)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, TakeTrophy
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.core.state import MP_PILE
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.movement_hazard import ahunts
from meccg_rules.engine.setup import Setup


def _host(site="Ovir Hollow", origin="Dol Guldur", pile_of="Bob", owner="Alice"):
    """Host (Lagduf, Troll-chief), Alice's or Bob's, moving from ``origin`` to ``site``, Bairanax Roused in
    ``pile_of``'s marshalling point pile; the new site revealed."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Host", ["Lagduf", "Troll-chief"], site=site, origin=origin, owner=owner)
    setup.mp_pile(pile_of, ["Bairanax Roused"])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    ahunts.on_reveal(game, game.state.companies["Host"])
    return game


def _strikes(game, roll: int, body_check) -> None:
    """Lagduf and Troll-chief each face a strike, Alice rolling ``roll``; ``body_check(who)`` gives the body check's
    roll that follows."""
    for who in ("Lagduf", "Troll-chief"):
        game.apply(AssignStrike("Bob", who))
    for who in ("Lagduf", "Troll-chief"):
        game.apply(ChooseStrike("Alice", who))
        game.apply(Roll("Alice", roll, f"{who}'s strike"))
        both_pass(game)
        game.apply(body_check(who))


def _defeat(game):
    _strikes(game, 12, lambda who: Roll("Alice", 12, "Bairanax Roused's body check"))
    return game.state


def test_a_roused_faction_attacks_a_company_moving_in_its_regions():
    s = _host().state
    assert s.combat is not None and s.combat.attack.label == "Bairanax Roused"
    assert (s.combat.attack.strikes, s.combat.attack.prowess, s.combat.attack.body) == (2, 14, 7)
    assert s.combat.attack.attacker_chooses


def test_a_company_moving_elsewhere_is_not_attacked():
    s = _host(site="Moria", origin="Dol Guldur").state   # through Mirkwood and the Anduin's lower vales
    assert s.combat is None


def test_its_own_players_company_has_its_attack_cancelled():
    s = _host(pile_of="Alice").state
    assert s.combat is None
    assert any("Bairanax Roused is cancelled" in line for line in s.log)


def test_its_dragons_other_manifestations_do_not_attack_its_players_companies():
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Lagduf", "Troll-chief"], site="Ovir Hollow", origin="Dol Guldur")
    setup.mp_pile("Alice", ["Bairanax Roused"])
    setup.hand("Bob", ["Bairanax Ahunt"])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Bairanax Ahunt"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    s = game.state
    assert s.combat is None and any("Bairanax Ahunt is cancelled: Bairanax Roused cancels" in line for line in s.log)
    assert s.find("Bairanax Ahunt").zone == "in play"   # faced, cancelled: not defeated


def test_defeated_it_is_the_defenders_kill_points_and_may_be_his_trophy():
    game = _host()
    s = _defeat(game)
    faction = s.find("Bairanax Roused")
    assert faction.zone == MP_PILE and faction.controller == "Alice"
    assert scoring.source(faction, "Alice") == "kill"
    assert scoring.points_of(s, faction, "Alice") == 3
    game.apply(TakeTrophy("Alice", "Bairanax Roused", "Troll-chief"))
    assert faction.trophy and faction.attached_to == s.find("Troll-chief").id
    assert scoring.source(faction, "Alice") == "kill"


def test_not_defeated_it_stays_in_its_players_pile():
    game = _host()
    s = game.state
    _strikes(game, 2, lambda who: Roll("Bob", 2, f"{who}'s body check"))
    assert s.combat is None
    faction = s.find("Bairanax Roused")
    assert faction.zone == MP_PILE and faction.controller == "Bob"
    assert scoring.source(faction, "Bob") == "faction"


def test_defeated_and_in_the_defenders_pile_it_attacks_no_more():
    """As kill points in the defending player's pile, the faction's text acts no more: his Dragon was defeated."""
    from meccg_rules.engine.movement_hazard import dragon_factions
    game = _host()
    s = _defeat(game)
    assert s.find("Bairanax Roused").zone == MP_PILE and dragon_factions.factions(s) == []
    assert dragon_factions.found(s, s.companies["Host"]) == []
