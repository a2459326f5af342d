"""Agent hazards (agents.py): played face-down at a home site against the hazard limit (CoE 2.IV.vii.1), attacking
at the company's site after the automatic-attacks, once per site phase (2.V.iii), the attacker choosing the defenders
when it was face-down at home (3.ii.4), both players rolling (3.iv.6.1), wounded by a failed strike and defeated only
by failing its body check (3.v), tapped instead against a Ringwraith player (3.II.2.R3); face-up uniqueness (4.2.3);
an agent as a character only for a Ringwraith or Fallen-wizard player, at a home site (2.II.2.2.5)."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.agents.actions import AgentAttacks, PlayAgent
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.organization.actions import DoneTransferring, PlayCharacter
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.core.errors import InputError, NotModelledError
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, MP_PILE
from meccg_rules.engine.end_of_game import scoring

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Bree")


def at_bree(face_down=True, agent_site="Bree", faced=True, site="Bree"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site, origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", agent_site, face_down)
    if faced:
        setup.faced("Fellowship")
    return setup.build()


def strike(game, defender_roll, agent_roll, assigner="Bob"):
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    game.apply(AssignStrike(assigner, "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", defender_roll, "Legolas's strike"))
    return game


def test_played_face_down_at_a_home_site_against_the_hazard_limit():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.hand("Bob", ["Bill Ferny"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayAgent("Bob", "Bill Ferny", "Moria")).code == "not-agent-home-site"
    assert game.check(PlayAgent("Alice", "Bill Ferny", "Bree")).code == "not-in-hand"
    game.apply(PlayAgent("Bob", "Bill Ferny", "Cameth Brin"))
    both_pass(game)
    ferny = game.state.find("Bill Ferny")
    assert (ferny.zone, ferny.agent_site, ferny.revealed, ferny.tapped) == (IN_PLAY, "Cameth Brin", False, False)
    assert game.state.companies["Fellowship"].hazards_played == 1
    assert "Agent: Bill Ferny (Bob's), face-down at Cameth Brin" in game.describe()


def test_not_an_agent_is_an_input_error():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Bree", origin="Rivendell")
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    with pytest.raises(InputError, match="not an agent"):
        setup.build().apply(PlayAgent("Bob", "Orc-patrol", "Bree"))


def test_attacks_after_the_automatic_attacks_at_its_own_site_only():
    # Bree has none: the agent attacks once the company declares that it enters (test_declared_entering_rules.py)
    assert at_bree(faced=False).check(AgentAttacks("Bob", "Bill Ferny")).code == "site-not-entered"
    assert at_bree(faced=False, agent_site="Barrow-downs", site="Barrow-downs").check(
        AgentAttacks("Bob", "Bill Ferny")).code == "automatic-attacks-first"
    assert at_bree(agent_site="Cameth Brin").check(AgentAttacks("Bob", "Bill Ferny")).code == "agent-not-at-site"


def test_face_down_at_home_attacker_chooses_and_adds_five():
    game = at_bree()
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    assert game.state.find("Bill Ferny").revealed
    assert game.check(AssignStrike("Alice", "Legolas")).code == "attacker-assigns-now"
    game.apply(AssignStrike("Bob", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 8, "Legolas's strike"))
    assert str(game.to_act()) == "Bob must roll for Bill Ferny's strike against Legolas"
    game.apply(Roll("Bob", 6, "Bill Ferny's strike against Legolas"))
    assert "13 against 6 (roll) 2 (Bill Ferny) +5 (face-down at a home site) = 13: ineffectual" in game.state.log[-2]


def test_face_up_the_defender_assigns_and_the_agent_adds_two():
    game = at_bree(face_down=False)
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 8, "Legolas's strike"))
    game.apply(Roll("Bob", 6, "Bill Ferny's strike against Legolas"))
    assert any("= 13 against 6 (roll) 2 (Bill Ferny) +2 (face-up at a home site) = 10: the strike fails" in line
               for line in game.state.log)


def test_a_failed_strike_wounds_and_a_failed_body_check_defeats():
    game = strike(at_bree(), 10, 3)
    game.apply(Roll("Bob", 3, "Bill Ferny's strike against Legolas"))
    assert game.state.find("Bill Ferny").wounded
    both_pass(game)
    game.apply(Roll("Alice", 9, "Bill Ferny's body check"))  # body 8 +1 at home: 9 passes
    assert game.state.find("Bill Ferny").zone == IN_PLAY
    assert game.check(AgentAttacks("Bob", "Bill Ferny")).code == "agent-attacked"
    game = strike(at_bree(), 10, 3)
    game.apply(Roll("Bob", 3, "Bill Ferny's strike against Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 10, "Bill Ferny's body check"))
    ferny = game.state.find("Bill Ferny")
    assert (ferny.zone, ferny.owner) == (MP_PILE, "Bob") and ferny.controller == "Alice"
    # counted as kill points, not as a character of hers (CoE 3.v: agent hazard attacks)
    assert scoring.source(ferny, "Alice") == "kill"
    assert scoring.tally(game.state, "Alice")["kill"] == scoring.points_of(game.state, ferny, "Alice") > 0


def test_declared_right_after_the_automatic_attacks_only():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Barrow-downs", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Barrow-downs")
    setup.hand("Alice", ["Dagger of Westernesse"])
    setup.faced("Fellowship")
    game = setup.build()
    assert game.check(AgentAttacks("Bob", "Bill Ferny"))
    game.apply(PlayResource("Alice", "Aragorn II", "Dagger of Westernesse"))
    both_pass(game)
    assert game.check(AgentAttacks("Bob", "Bill Ferny")).code == "agent-attack-too-late"


def test_face_down_away_from_home_adds_two_and_wounded_takes_two():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Barrow-downs", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Barrow-downs")
    setup.faced("Fellowship")
    game = setup.build()
    game.state.find("Bill Ferny").wounded = True
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 5, "Legolas's strike"))
    game.apply(Roll("Bob", 6, "Bill Ferny's strike against Legolas"))
    assert any("= 10 against 6 (roll) 2 (Bill Ferny) -2 (wounded) +2 (face-down away from its home sites) = 8"
               in line for line in game.state.log)


def test_only_face_up_agents_count_for_uniqueness():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Alice", "Bill Ferny", "Cameth Brin", face_down=False)
    setup.agent("Bob", "a second Bill Ferny", "Bree")
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(AgentAttacks("Bob", "the second Bill Ferny"))
    assert game.state.find("the second Bill Ferny").zone == DISCARD
    assert game.state.combat is None and game.state.find("the first Bill Ferny").zone == IN_PLAY


def test_detainment_against_a_ringwraith_players_company():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Shagrat", "Muzgash"], site="Bree")
    setup.agent("Bob", "Bill Ferny", "Bree")
    setup.faced("Orcs")
    game = setup.build()
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    game.apply(AssignStrike("Bob", "Shagrat"))
    game.apply(ChooseStrike("Alice", "Shagrat"))
    game.apply(Roll("Alice", 12, "Shagrat's strike"))
    game.apply(Roll("Bob", 2, "Bill Ferny's strike against Shagrat"))
    ferny = game.state.find("Bill Ferny")
    assert (ferny.zone, ferny.tapped, ferny.wounded) == (IN_PLAY, True, False)
    assert game.state.combat is None and not game.state.chains


def test_an_agent_as_a_character_ringwraith_at_home_only_never_for_a_wizard():
    def play_at(site, alignment=None):
        setup = Setup("Alice", "Bob")
        if alignment:
            setup.alignment("Alice", alignment)
        setup.company("Orcs", ["Shagrat" if alignment else "Aragorn II"], site=site)
        setup.hand("Alice", ["Bill Ferny"])
        setup.set_phase("organization")
        return setup.build().check(PlayCharacter("Alice", "Bill Ferny", company="Orcs"))
    assert play_at("Bree", "Ringwraith")
    assert play_at("Minas Morgul", "Ringwraith").code == "agent-character-home-site"
    assert play_at("Bree").code == "agent-is-a-hazard"


def test_an_agent_character_away_from_home_only_under_direct_influence_where_its_site_says_so():
    """The minion Bree's text (the key ``agent_characters_under_direct_influence``): an agent character whose home
    sites it is not comes into play there as a follower, under direct influence, never under general influence nor
    at a site without that text, nor for a player for whom agents are hazards (CoE 2.II.2.2.5, 1.3.W2)."""
    def play(site, alignment="Ringwraith", **where):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", alignment)
        setup.company("Grey", ["Anarin"], site=site)
        setup.hand("Alice", ["Eun"])
        setup.set_phase("organization")
        return setup.build().check(PlayCharacter("Alice", "Eun", **where))
    assert play("Bree", follower_of="Anarin")
    assert play("Bree", company="Grey").code == "agent-character-home-site"
    assert play("Weathertop", follower_of="Anarin").code == "agent-character-home-site"
    assert play("Bree", "Balrog", follower_of="Anarin").code == "agent-is-a-hazard"


def test_the_card_placed_with_an_agent_character_takes_one_off_his_mind():
    """Open to the Summons and Thrall of the Voice, placed with the character they let in: -1 to his mind, never
    below 1 (the static ``mind`` on the bearer with a minimum); his general influence cost falls with it."""
    from meccg_rules.engine.organization import control
    from meccg_rules.engine.primitives import values
    for card in ("Open to the Summons", "Thrall of the Voice"):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith" if card == "Open to the Summons" else "Fallen-wizard")
        setup.company("Grey", ["Ivic"], site="Southron Oasis")
        setup.in_play(card, on="Ivic")
        setup.set_phase("untap")
        s = setup.build().state
        assert values.mind(s, s.find("Ivic")) == 5
        assert control.unused_general_influence(s, "Alice") == 20 - 5


def with_a_card(card, character, alignment, at, **where):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Grey", ["Ciryaher"], site=at)
    setup.hand("Alice", [character, card])
    setup.set_phase("organization")
    game = setup.build()
    return game, PlayCharacter("Alice", character, with_card=card, **(where or {"company": "Grey"}))


def test_open_to_the_summons_brings_an_agent_into_a_company_at_a_darkhaven():
    """Open to the Summons (the key ``agent_characters_at_darkhavens``): played with an agent character from hand, it
    brings him into a company at a Darkhaven, away from his home sites, and goes on him (-1 mind); never at another
    site, never a character who is not an agent (organization/played_with_a_card.py; CoE 2.II.2.2.5 lifted)."""
    from meccg_rules.engine.primitives import values
    game, play = with_a_card("Open to the Summons", "Eun", "Ringwraith", "Minas Morgul")
    assert not game.check(PlayCharacter("Alice", "Eun", company="Grey"))   # without it: his home sites only
    assert game.check(play)
    game.apply(play)
    s = game.state
    assert s.find("Eun").company == "Grey" and s.find("Open to the Summons").attached_to == s.find("Eun").id
    assert values.mind(s, s.find("Eun")) == 2
    game, play = with_a_card("Open to the Summons", "Eun", "Ringwraith", "Minas Morgul", follower_of="Ciryaher")
    assert game.check(play).code == "not-enough-direct-influence"   # his mind 3 before the card is on him
    game, play = with_a_card("Open to the Summons", "Eun", "Ringwraith", "Lond Galen")   # his home site, no Darkhaven
    assert game.check(play).code == "not-with-a-company-at-a-darkhaven"
    game, play = with_a_card("Open to the Summons", "Eun", "Ringwraith", "Minas Morgul", site="Minas Morgul",
                             new_company="Agents")
    assert game.check(play).code == "not-with-a-company-at-a-darkhaven"
    game, play = with_a_card("Open to the Summons", "Luitprand", "Ringwraith", "Minas Morgul")
    assert game.check(play).code == "not-an-agent"


def test_thrall_of_the_voice_brings_a_character_of_mind_six_in_the_organization_phase():
    """Thrall of the Voice: a Fallen-wizard player's character of mind six (CoE 2.II.2.2.F1 lifted), never one of
    mind seven; an agent still at his home site only (the engine's reading: the card names no site)."""
    from meccg_rules.engine.primitives import values
    game, play = with_a_card("Thrall of the Voice", "Ivic", "Fallen-wizard", "Southron Oasis")
    assert game.check(PlayCharacter("Alice", "Ivic", company="Grey")).code == "mind-over-five"
    assert game.check(play)
    game.apply(play)
    assert values.mind(game.state, game.state.find("Ivic")) == 5
    assert game.state.turn.per_turn.get("character played or discarded")   # instead of a normal character
    game, play = with_a_card("Thrall of the Voice", "Anarin", "Fallen-wizard", "Moria")
    assert game.check(play).code == "mind-over-six"
    game, play = with_a_card("Thrall of the Voice", "Ivic", "Fallen-wizard", "Minas Morgul")
    assert game.check(play).code == "agent-character-home-site"


# ------------------------------------------------------------------ My Precious's outcomes (attack_outcomes.py)
def my_precious(rings=("Precious Gold Ring",), hand=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Goblin-gate", origin="Rivendell")
    setup.give("Legolas", list(rings))
    setup.hand("Alice", list(hand))
    setup.agent("Bob", "My Precious", "Goblin-gate", face_down=False)
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(AgentAttacks("Bob", "My Precious"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    return game


def test_a_successful_attack_discards_my_precious_and_the_ring():
    game = my_precious()
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    game.apply(Roll("Bob", 12, "My Precious's strike against Legolas"))   # 7 against 16: successful
    both_pass(game)
    game.apply(Roll("Bob", 4, "Legolas's body check"))
    assert game.state.find("My Precious").zone == DISCARD
    assert game.state.find("Precious Gold Ring").zone == DISCARD


def test_the_attacker_s_pick_among_several_rings_is_not_modelled():
    game = my_precious(rings=("Precious Gold Ring", "Dwarven Ring of Thélor's Tribe"))
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    game.apply(Roll("Bob", 12, "My Precious's strike against Legolas"))
    both_pass(game)
    with pytest.raises(NotModelledError, match="several rings"):
        game.apply(Roll("Bob", 4, "Legolas's body check"))


def test_an_ineffectual_strike_is_neither_success_nor_failure():
    game = my_precious(hand=("Gollum",))
    game.apply(Roll("Alice", 4, "Legolas's strike"))
    game.apply(Roll("Bob", 5, "My Precious's strike against Legolas"))   # 9 against 9
    assert game.state.find("My Precious").zone == IN_PLAY
    assert game.state.find("Precious Gold Ring").zone == IN_PLAY


def test_a_failed_undefeated_attack_offers_gollum_only_to_a_player_holding_him():
    game = my_precious()
    game.apply(Roll("Alice", 12, "Legolas's strike"))
    game.apply(Roll("Bob", 2, "My Precious's strike against Legolas"))
    both_pass(game)
    game.apply(Roll("Alice", 3, "My Precious's body check"))   # body 9 (+1 at home): passes
    assert game.state.find("My Precious").zone == IN_PLAY
    game = my_precious(hand=("Gollum",))
    game.apply(Roll("Alice", 12, "Legolas's strike"))
    game.apply(Roll("Bob", 2, "My Precious's strike against Legolas"))
    both_pass(game)
    with pytest.raises(NotModelledError, match="Gollum"):
        game.apply(Roll("Alice", 3, "My Precious's body check"))


def test_a_ring_lost_with_its_bearer_in_a_successful_attack_is_not_modelled():
    game = my_precious()
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    game.apply(Roll("Bob", 12, "My Precious's strike against Legolas"))
    both_pass(game)
    game.apply(Roll("Bob", 12, "Legolas's body check"))   # Legolas eliminated: his ring transferred or discarded
    with pytest.raises(NotModelledError, match="bears none at the end"):
        game.apply(DoneTransferring("Alice"))


def baduila_at(site, hazards_played=0):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Goblin-gate", origin="Rivendell")
    setup.agent("Bob", "Baduila", site, True)
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.state.companies["Fellowship"].hazards_played = hazards_played
    return game


def test_an_agent_discarded_by_his_player_s_choice_sends_the_company_back():
    """Baduila (CRF 22: only when his player chooses to discard him): a hazard use of his own text, its cost the
    discard, paid as declared; not an agent action, so nothing counted against the hazard limit."""
    from meccg_rules.engine.playing.actions import DiscardToUse
    game = baduila_at("Goblin-gate")
    use = DiscardToUse("Bob", "Baduila", "send the company back")
    assert game.check(DiscardToUse("Alice", "Baduila", "send the company back")).code == "not-a-character"
    game.apply(use)
    assert game.state.find("Baduila").zone == DISCARD   # gone as the use is declared
    both_pass(game)
    company = game.state.companies["Fellowship"]
    assert game.state.cards[company.site].name == "Rivendell" and not company.moving
    assert company.hazards_played == 0


def test_baduila_s_choice_needs_him_at_the_new_site_and_the_limit_not_reached():
    from meccg_rules.engine.playing.actions import DiscardToUse
    use = DiscardToUse("Bob", "Baduila", "send the company back")
    assert baduila_at("Mount Gundabad").check(use).code == "agent-not-at-new-site"
    assert baduila_at("Goblin-gate", hazards_played=2).check(use).code == "hazard-limit"


# ------------------------------------------------------------------ home sites given by a description ("Any Dark-hold")
@pytest.fixture
def described_ferny(monkeypatch):
    """No agent card of the reference data has a described home site: Bill Ferny is given one for these tests."""
    from meccg_rules.engine.core.cards import catalogue
    monkeypatch.setitem(catalogue().get("Bill Ferny").facts, "home_sites", ["Any Border-hold"])


def test_an_agent_with_a_described_home_site_is_played_at_any_site_answering_it(described_ferny):
    from meccg_rules.engine.agents.agent_hazards import at_home
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Weathertop", origin="Rivendell")
    setup.hand("Bob", ["Bill Ferny"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayAgent("Bob", "Bill Ferny", "Weathertop")).code == "not-agent-home-site"   # Ruins & Lairs
    game.apply(PlayAgent("Bob", "Bill Ferny", "Lake-town"))   # a Border-hold he does not name
    both_pass(game)
    ferny = game.state.find("Bill Ferny")
    assert ferny.agent_site == "Lake-town" and at_home(game.state, ferny)


def test_a_described_home_site_counts_for_the_agent_s_attack_and_returning_home(described_ferny):
    from meccg_rules.engine.agents.actions import AgentAction
    from meccg_rules.engine.agents.agent_hazards import at_home
    from meccg_rules.engine.agents.home_site_types import home_site_types
    game = at_bree(face_down=False, agent_site="Weathertop")
    s = game.state
    ferny = s.find("Bill Ferny")
    assert not at_home(s, ferny)
    ferny.agent_site = "Bree"   # a Border-hold: one of his home sites
    assert at_home(s, ferny)
    assert home_site_types(s, ferny.card, "Bob") == ["Border-hold"]
    from meccg_rules.engine.agents import agent_influence
    assert agent_influence.needed_is_zero(s, ferny, s.find("Aragorn II"))   # Bree, Aragorn's home site, answers it
    assert not agent_influence.needed_is_zero(s, ferny, s.find("Legolas"))   # Thranduil's Halls does not
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Weathertop", False)
    setup.set_phase("movement/hazard", "Fellowship")
    moving = setup.build()
    assert moving.check(AgentAction("Bob", "Bill Ferny", "return home", "Rivendell")).code == "agent-not-home"
    assert moving.check(AgentAction("Bob", "Bill Ferny", "return home", "Lake-town"))
