"""Declaring that a company enters a site with no automatic-attack (site_phase/declared_entering.py; CoE 2.V,
2.V.iii): "Fellowship enters its site." enters it, and right after it the hazard player may declare that an agent of
his there attacks, until the resource player acts; at a site with automatic-attacks it is facing them. The engine's
reading: the declaration is needed only where an agent at the site may attack (elsewhere the company simply acts
there, as before), and an agent never attacks a company that has not entered."""
from helpers import both_pass

from meccg_rules.engine.agents.actions import AgentAttacks
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import EnterSite, FaceAutomaticAttacks, PlayResource
from meccg_rules.engine.site_phase.automatic_attacks import must_face
from meccg_rules.engine.site_phase.declared_entering import UNDECLARED
from meccg_rules.engine.turn.actions import EndSitePhase


def at(site, agent=True):
    """Fellowship at the site (Rhosgobel: no automatic-attack, minor items playable), Bill Ferny there if asked."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    if agent:
        setup.agent("Bob", "Bill Ferny", site)
    setup.hand("Alice", ["Dagger of Westernesse"])
    return setup.build()


ENTER = EnterSite("Alice", "Fellowship")
ATTACK = AgentAttacks("Bob", "Bill Ferny")
DAGGER = PlayResource("Alice", "Aragorn II", "Dagger of Westernesse")


def test_an_agent_attacks_a_company_at_a_site_with_no_automatic_attack_once_it_declares_that_it_enters():
    game = at("Rhosgobel")
    company = game.state.companies["Fellowship"]
    assert game.check(ATTACK).code == "site-not-entered"   # never a company that has not entered
    assert str(ENTER) == "Fellowship enters its site"
    game.apply(ENTER)
    assert company.entered and company.automatic_attacks_faced and must_face(game.state, company) == []
    assert game.check(ENTER).code == "site-entered"
    game.apply(ATTACK)
    assert game.state.combat is not None and game.state.combat.attack.source == game.state.find("Bill Ferny").id


def test_with_an_agent_there_the_company_declares_it_before_it_plays_a_resource():
    game = at("Rhosgobel")
    company = game.state.companies["Fellowship"]
    assert must_face(game.state, company) == [UNDECLARED]
    assert game.check(DAGGER).code == "site-not-entered"
    assert game.check(EndSitePhase("Alice", "Fellowship"))   # doing nothing stays open to it (CoE 2.V)
    game.apply(ENTER)
    assert game.check(DAGGER)


def test_the_moment_for_the_agent_closes_once_the_company_acts_after_its_declaration():
    game = at("Rhosgobel")
    game.apply(ENTER)
    game.apply(DAGGER)
    both_pass(game)
    assert game.check(ATTACK).code == "agent-attack-too-late"


def test_with_no_agent_there_the_declaration_may_be_left_unsaid_or_made():
    game = at("Rhosgobel", agent=False)
    company = game.state.companies["Fellowship"]
    assert must_face(game.state, company) == [] and game.check(DAGGER)
    game.apply(DAGGER)
    both_pass(game)
    assert game.state.find("Dagger of Westernesse").attached_to == game.state.find("Aragorn II").id
    assert not company.entered   # as before: acting there is not marked as entering
    game = at("Rhosgobel", agent=False)
    game.apply(ENTER)
    assert game.state.companies["Fellowship"].entered and game.check(DAGGER)


def test_facing_the_automatic_attacks_is_for_a_site_that_has_some_and_entering_faces_them():
    game = at("Rhosgobel")
    assert game.check(FaceAutomaticAttacks("Alice", "Fellowship")).code == "no-attack"
    game = at("Barrow-downs")
    assert game.check(ATTACK).code == "automatic-attacks-first"
    assert game.check(DAGGER).code == "automatic-attacks-not-faced"
    game.apply(ENTER)   # as 'Fellowship faces the automatic-attacks'
    assert game.state.combat is not None and game.state.combat.attack.kind == "automatic-attack"
    assert game.check(ENTER).code == "must-start-chain"


def test_a_company_that_must_do_nothing_does_not_enter():
    game = at("Rhosgobel")
    game.state.companies["Fellowship"].does_nothing = True
    assert game.check(ENTER).code == "company-does-nothing-now"


def test_a_resource_that_taps_the_site_waits_for_an_agent_s_attack_under_way():
    """CoE 2.V.1.1: after the agent's attack, not while it is declared and its strikes not yet assigned (an attack
    under way is in no list of attacks still to face: ``site_resources.acting_character`` asks for the combat)."""
    game = at("Rhosgobel")
    game.apply(ENTER)
    game.apply(ATTACK)
    assert game.state.combat is not None and game.state.combat.step == "assign"
    verdict = game.check(DAGGER)
    assert verdict.code == "attack-not-over" and "Bill Ferny" in verdict.sentence


def test_a_company_returned_to_its_site_of_origin_does_not_enter_it_even_to_face_its_automatic_attacks():
    """CoE 2.IV.4: its player initiates no action in its site phase, so it neither faces Moria's automatic-attacks nor
    declares that it enters a site with none (Rhosgobel); a company not returned may."""
    for site in ("Moria", "Rhosgobel"):
        game = at(site, agent=False)
        assert game.check(ENTER), site
        game.state.companies["Fellowship"].returned = True   # sent back in its movement/hazard phase
        for action in (ENTER, FaceAutomaticAttacks("Alice", "Fellowship")):
            if site == "Moria" or isinstance(action, EnterSite):
                assert game.check(action).code == "company-does-nothing-now", (site, action)
