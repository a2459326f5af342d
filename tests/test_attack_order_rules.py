"""The order of on-guard and agent attacks (agents/attack_order.py, CoE 2.V.iii, 2.V.iv): once the automatic-attacks
are faced, creatures revealed on-guard and agents' attacks declared then wait for the order the resource player
chooses, each following right after the other; the engine asks for it and never picks one."""
from helpers import both_pass

from meccg_rules.engine.agents.actions import AgentAttacks, FaceAttackNext
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, StayUntapped
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import DefeatAttack, FaceAutomaticAttacks, PlayResource, RevealOnGuard


def at_stone_circle(agent=True, on_guard=True):
    """Aragorn II alone at Stone-circle (one Pûkel-creature strike), Land-drake on-guard, Ôm-buri-Ôm face-up there."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Stone-circle", origin="Edhellond")
    if on_guard:
        setup.on_guard("Land-drake", "Fellowship")
    if agent:
        setup.agent("Bob", "Ôm-buri-Ôm", "Stone-circle", face_down=False)
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    if on_guard:
        game.apply(RevealOnGuard("Bob", "Land-drake"))
    return game


def face_automatic_attacks(game):
    game.apply(FaceAutomaticAttacks("Alice", "Fellowship"))
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(StayUntapped("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 7, "Aragorn II's strike"))
    return game


def facing(game):
    return game.state.combat.attack.source if game.state.combat else None


def test_the_resource_player_is_asked_and_his_order_is_followed():
    game = face_automatic_attacks(at_stone_circle())
    s = game.state
    assert facing(game) is None and s.pending is None   # the hazard player may still declare the agent's attack
    game.apply(AgentAttacks("Bob", "Ôm-buri-Ôm"))
    assert facing(game) is None
    assert s.pending is not None and s.pending.player == "Alice" and s.pending.kind == "choice"
    assert game.check(FaceAttackNext("Bob", "Land-drake")).code == "wrong-player"
    assert game.check(FaceAttackNext("Alice", "Aragorn II")).code == "not-a-waiting-attack"
    assert game.check(DefeatAttack("Alice", "Fellowship", "Land-drake")).code == "waiting-for-attack-order"
    game.apply(FaceAttackNext("Alice", "Ôm-buri-Ôm"))
    assert facing(game) == s.find("Ôm-buri-Ôm").id
    game.apply(AssignStrike("Alice", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 8, "Aragorn II's strike"))
    game.apply(Roll("Bob", 2, "Ôm-buri-Ôm's strike against Aragorn II"))
    both_pass(game)
    game.apply(Roll("Alice", 5, "Ôm-buri-Ôm's body check"))
    assert facing(game) == s.find("Land-drake").id   # the last one waiting follows at once
    assert not s.companies["Fellowship"].entered


def test_the_creature_first_when_the_resource_player_says_so():
    game = face_automatic_attacks(at_stone_circle())
    game.apply(AgentAttacks("Bob", "Ôm-buri-Ôm"))
    game.apply(FaceAttackNext("Alice", "Land-drake"))
    s = game.state
    assert facing(game) == s.find("Land-drake").id
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 9, "Aragorn II's strike"))
    assert facing(game) == s.find("Ôm-buri-Ôm").id


def test_naming_the_creature_ends_the_moment_for_agents():
    game = face_automatic_attacks(at_stone_circle())
    game.apply(FaceAttackNext("Alice", "Land-drake"))   # the agent was never declared
    assert game.check(AgentAttacks("Bob", "Ôm-buri-Ôm")).code in ("agent-waits", "agent-attack-too-late")
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 9, "Aragorn II's strike"))
    s = game.state
    assert facing(game) is None and s.companies["Fellowship"].entered
    assert game.check(AgentAttacks("Bob", "Ôm-buri-Ôm")).code == "agent-attack-too-late"


def test_a_single_attack_to_follow_is_not_held():
    game = face_automatic_attacks(at_stone_circle(agent=False))   # only the creature: it attacks at once
    assert facing(game) == game.state.find("Land-drake").id
    game = face_automatic_attacks(at_stone_circle(on_guard=False))   # only the agent: declared, it attacks at once
    assert game.check(FaceAttackNext("Alice", "Ôm-buri-Ôm")).code == "no-attack-order"
    game.apply(AgentAttacks("Bob", "Ôm-buri-Ôm"))
    assert facing(game) == game.state.find("Ôm-buri-Ôm").id


def test_two_agents_and_no_creature():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Stone-circle", origin="Edhellond")
    setup.agent("Bob", "Ôm-buri-Ôm", "Stone-circle", face_down=False)
    setup.agent("Bob", "Pôn-ora-Pôn", "Stone-circle", face_down=False)
    setup.set_phase("site", "Fellowship")
    game = face_automatic_attacks(setup.build())
    s = game.state
    assert s.companies["Fellowship"].entered and s.pending is None   # none declared: nothing waits
    game.apply(AgentAttacks("Bob", "Ôm-buri-Ôm"))
    assert facing(game) is None   # Pôn-ora-Pôn may still be declared: the resource player is asked meanwhile
    assert s.pending is not None and s.pending.player == "Alice" and not s.companies["Fellowship"].entered
    game.apply(AgentAttacks("Bob", "Pôn-ora-Pôn"))
    assert s.pending is not None and s.pending.player == "Alice"
    game.apply(FaceAttackNext("Alice", "Pôn-ora-Pôn"))
    assert facing(game) == s.find("Pôn-ora-Pôn").id


def test_the_legal_actions_while_the_order_is_asked():
    game = face_automatic_attacks(at_stone_circle())
    game.apply(AgentAttacks("Bob", "Ôm-buri-Ôm"))
    s = game.state
    legal = game.legal_actions()
    assert all(isinstance(a, FaceAttackNext) and a.player == "Alice" for a in legal)
    assert {a.card for a in legal} == {s.find("Land-drake").id, s.find("Ôm-buri-Ôm").id}


def test_no_site_tapping_resource_while_a_declared_agent_s_attack_waits():
    """The company entered with no attack declared, then an agent's attack waits for the order (CoE 2.V.iv): no
    resource that taps the site before it is faced (2.V.1.1), and it is faced once named."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Stone-circle", origin="Edhellond")
    setup.hand("Alice", ["Dagger of Westernesse"])
    setup.agent("Bob", "Ôm-buri-Ôm", "Stone-circle", face_down=False)
    setup.agent("Bob", "Pôn-ora-Pôn", "Stone-circle", face_down=False)
    setup.set_phase("site", "Fellowship")
    game = face_automatic_attacks(setup.build())
    game.apply(AgentAttacks("Bob", "Ôm-buri-Ôm"))
    dagger = PlayResource("Alice", "Legolas", "Dagger of Westernesse")
    assert game.check(dagger).code == "waiting-for-attack-order"
    game.apply(FaceAttackNext("Alice", "Ôm-buri-Ôm"))
    s = game.state
    assert facing(game) == s.find("Ôm-buri-Ôm").id
    assert game.check(AgentAttacks("Bob", "Pôn-ora-Pôn")).code in ("agent-waits", "agent-attack-too-late")


def test_a_successful_burglary_holds_the_attacks_the_same_way():
    """Burglary's success stands for the automatic-attacks (site_phase/burglary.py): the creature revealed on-guard
    and the agent's attack declared then wait for the resource player's order as well."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Bilbo", "Aragorn II"], site="Barrow-downs", origin="Rivendell")
    setup.hand("Alice", ["Burglary"])
    setup.on_guard("Orc-patrol", "Fellowship")
    setup.agent("Bob", "Bill Ferny", "Barrow-downs", face_down=False)
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    s = game.state
    game.apply(RevealOnGuard("Bob", "Orc-patrol"))
    game.apply(PlayResource("Alice", "Bilbo", "Burglary"))
    both_pass(game)
    game.apply(Roll("Alice", 6, "Bilbo's burglary attempt"))   # 6 + 5 = 11: success
    assert facing(game) is None and s.pending is None and not s.companies["Fellowship"].entered
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    assert s.pending is not None and s.pending.player == "Alice"
    game.apply(FaceAttackNext("Alice", "Bill Ferny"))
    assert facing(game) == s.find("Bill Ferny").id
    assert s.companies["Fellowship"].attacks_to_face == [s.find("Orc-patrol").id]
