"""A company choosing not to enter its site (site_phase/stayed_out.py; CoE 2.V) and what Near to Hear a Whisper lets
follow that choice: any agent of the hazard player at the site may attack it then (agents/agent_attacks.py), and the
card may be revealed on-guard then (site_phase/on_guard.py). The engine's reading: the choice is declared
("Fellowship does not enter its site."), needed before the site phase ends only where something may follow it."""
from meccg_rules.engine.agents.actions import AgentAttacks
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import EnterSite, PlayResource, StayOut
from meccg_rules.engine.turn.actions import EndSitePhase

STAY = StayOut("Alice", "Fellowship")
END = EndSitePhase("Alice", "Fellowship")
ATTACK = AgentAttacks("Bob", "Bill Ferny")


def at(site="Rhosgobel", agent_at="Rhosgobel", whisper=True, moria_faced=False):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    if agent_at:
        setup.agent("Bob", "Bill Ferny", agent_at)
    if whisper:
        setup.in_play("Near to Hear a Whisper", owner="Bob")
    setup.hand("Alice", ["Dagger of Westernesse"])
    if moria_faced:
        setup.faced("Fellowship")
    return setup.build()


def test_with_the_card_in_play_an_agent_at_the_site_attacks_a_company_that_stays_out():
    game = at()
    assert str(STAY) == "Fellowship does not enter its site"
    assert game.check(END).code == "site-not-declined"   # the hazard player's moment comes first
    assert "(write 'Fellowship does not enter its site.')" in game.check(END).sentence
    game.apply(STAY)
    company = game.state.companies["Fellowship"]
    assert not company.entered and company.does_nothing
    assert game.check(STAY).code == "site-declined"
    assert game.check(EnterSite("Alice", "Fellowship")).code == "company-does-nothing-now"
    assert not game.check(PlayResource("Alice", "Aragorn II", "Dagger of Westernesse"))
    game.apply(ATTACK)
    assert game.state.combat is not None and game.state.combat.attack.source == game.state.find("Bill Ferny").id


def test_without_the_card_no_agent_attacks_a_company_that_stays_out_and_its_phase_may_simply_end():
    game = at(whisper=False)
    assert game.check(END)
    game.apply(STAY)
    assert game.check(ATTACK).code == "agent-needs-entering"
    assert game.check(END)


def test_with_no_agent_there_the_phase_may_end_without_the_declaration():
    assert at(agent_at="Weathertop").check(END)
    assert at(agent_at=None).check(END)


def test_an_agent_attacking_a_company_that_stays_out_is_not_declared_again():
    game = at()
    game.apply(STAY)
    game.apply(ATTACK)
    assert game.check(ATTACK).code in ("agent-waits", "agent-attacked")


def test_a_company_that_entered_its_site_cannot_then_stay_out():
    game = at()
    game.apply(EnterSite("Alice", "Fellowship"))
    assert game.check(STAY).code == "site-entered"
    game = at(site="Moria", agent_at="Moria", moria_faced=True)
    assert game.check(STAY).code == "site-entered"
    assert game.check(END)


def test_a_company_that_stays_out_faces_no_creature_revealed_on_guard():
    """CoE 2.V.i: a creature is revealed on-guard as the company enters its site; one that chose not to enter meets
    none (nor an event revealed because it affects the automatic-attacks)."""
    from helpers import moria
    from meccg_rules.engine.site_phase.actions import RevealOnGuard
    game = moria(on_guard="Orc-guard", faced=False)
    assert game.check(RevealOnGuard("Bob", "Orc-guard", None, ""))
    game.apply(STAY)
    assert game.check(RevealOnGuard("Bob", "Orc-guard", None, "")).code == "site-declined"
    assert game.check(END)


def test_a_company_made_to_do_nothing_does_not_choose_to_stay_out():
    """The engine's reading: an effect that makes the company do nothing (River) leaves it no choice, so no agent
    attacks it by the card, and its phase simply ends."""
    game = at()
    game.state.companies["Fellowship"].does_nothing = True
    assert game.check(STAY).code == "company-does-nothing-now"
    assert game.check(END)
    assert not game.check(ATTACK)
