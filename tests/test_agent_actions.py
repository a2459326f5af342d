"""Agent actions and revealing agents (agent_actions.py): one agent action a turn per agent in play since the turn
began, one against the hazard limit, in the other player's movement/hazard phase (CoE 4.1); untapping, healing,
moving (taps) and, face-down, moving back to its previous site, returning home (even to the home site it is at; no
tap), turning face-down (its site stays face-up), tapping to bring creatures to its site for a company moving there
(CRF 22 rules erratum); where agents may move (4.4, 4.R1, 4.B2) and revealing (4.2, 4.2.1)."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.agents.actions import AgentAction, AgentAttacks, PlayAgent, RevealAgent
from meccg_rules.engine.agents.agent_hazards import DECLARED
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.agents.agent_actions import BACK, BRING, FACE_DOWN, HEAL, MOVE, RETURN, UNTAP, check_step
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, IN_PLAY

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Pirates")


def game_with(*agents, hand=(), alignment=None, moving=True, extra_company=None):
    """Fellowship (Alice) moving from Rivendell to Bree (or staying at Bree); Bob's agents as (name, site,
    face_down, tapped); its movement/hazard phase."""
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Bob", alignment)
    if extra_company:
        setup.alignment("Alice", "Fallen-wizard")
        setup.company(extra_company[0], [extra_company[1]], site=extra_company[2])
    if moving:
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    else:
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree")
    for name, site, face_down, tapped in agents:
        setup.agent("Bob", name, site, face_down)
        if tapped:
            setup.tap(name)
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def agent(game, name="Bill Ferny"):
    return game.state.find(name)


def test_untap_counts_against_the_limit_once_a_turn():
    game = game_with(("Bill Ferny", "Weathertop", False, True))
    game.apply(AgentAction("Bob", "Bill Ferny", UNTAP))
    assert not agent(game).tapped
    assert game.state.companies["Fellowship"].hazards_played == 1
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Bree")).code == "agent-acted"
    assert game.check(AgentAction("Alice", "Bill Ferny", UNTAP)).code == "agent-not-in-play"


def test_untapped_cannot_untap_and_the_limit_stops_agent_actions():
    game = game_with(("Bill Ferny", "Weathertop", False, False), ("Jûoma", "Bree", True, True))
    assert game.check(AgentAction("Bob", "Bill Ferny", UNTAP)).code == "card-untapped"
    game.state.companies["Fellowship"].hazards_played = 2
    assert game.check(AgentAction("Bob", "Jûoma", UNTAP)).code == "hazard-limit"


def test_an_agent_played_this_turn_takes_no_agent_action():
    game = game_with(hand=["Bill Ferny"])
    game.apply(PlayAgent("Bob", "Bill Ferny", "Bree"))
    both_pass(game)
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop")).code == "agent-new"


def test_only_in_the_movement_hazard_phase():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Weathertop", False)
    setup.tap("Bill Ferny")
    setup.faced("Fellowship")
    assert setup.build().check(AgentAction("Bob", "Bill Ferny", UNTAP)).code == "wrong-phase"


def test_heal_to_tapped():
    game = game_with(("Bill Ferny", "Weathertop", False, False))
    assert game.check(AgentAction("Bob", "Bill Ferny", HEAL)).code == "agent-not-wounded"
    game.state.wound(agent(game).id)
    game.apply(AgentAction("Bob", "Bill Ferny", HEAL))
    assert (agent(game).wounded, agent(game).tapped) == (False, True)


def test_move_taps_and_face_down_moves_are_kept_in_order():
    game = game_with(("Bill Ferny", "Bree", True, False))
    game.apply(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))
    ferny = agent(game)
    assert (ferny.agent_site, ferny.tapped, ferny.revealed, ferny.agent_trail) == \
        ("Weathertop", True, False, ("Bree", "Weathertop"))


def test_a_face_down_agent_moves_back_along_its_trail():
    game = game_with(("Bill Ferny", "Bree", True, False))
    ferny = agent(game)
    assert game.check(AgentAction("Bob", "Bill Ferny", BACK)).code == "agent-no-previous-site"
    ferny.agent_trail, ferny.agent_site = ("Bree", "Weathertop", "Bree"), "Bree"
    game.apply(AgentAction("Bob", "Bill Ferny", BACK))
    assert (ferny.agent_site, ferny.tapped, ferny.revealed, ferny.agent_trail) == \
        ("Weathertop", True, False, ("Bree", "Weathertop"))
    assert game.state.companies["Fellowship"].hazards_played == 1


def test_moving_back_takes_the_latest_site_out_of_the_reveal_s_check():
    # Rivendell, a Wizard's Haven, stands for a step the reveal would judge illegal (CoE 4.4)
    game = game_with(("Bill Ferny", "Bree", True, False))
    ferny = agent(game)
    ferny.agent_trail, ferny.agent_site = ("Bree", "Rivendell"), "Rivendell"
    game.apply(AgentAction("Bob", "Bill Ferny", BACK))
    game.apply(RevealAgent("Bob", "Bill Ferny"))
    assert (ferny.zone, ferny.agent_site, ferny.revealed) == (IN_PLAY, "Bree", True)
    other = game_with(("Bill Ferny", "Bree", True, False))   # an ordinary move instead keeps the step in the trail
    ferny = agent(other)
    ferny.agent_trail, ferny.agent_site = ("Bree", "Rivendell"), "Rivendell"
    other.apply(AgentAction("Bob", "Bill Ferny", MOVE, "Bree"))
    other.apply(RevealAgent("Bob", "Bill Ferny"))
    assert ferny.zone == DISCARD


def test_a_face_up_or_wounded_agent_does_not_move_back():
    game = game_with(("Bill Ferny", "Weathertop", False, False), ("Jûoma", "Bree", True, False))
    ferny, juoma = agent(game), agent(game, "Jûoma")
    ferny.agent_trail = juoma.agent_trail = ("Bree", "Weathertop")
    assert game.check(AgentAction("Bob", "Bill Ferny", BACK)).code == "agent-back-face-up"
    game.state.wound(juoma.id)
    assert game.check(AgentAction("Bob", "Jûoma", BACK)).code == "agent-wounded"


def test_an_agent_s_text_limits_where_it_moves_even_face_down():
    game = game_with(("Lobelia Sackville-Baggins", "Bree", True, False))
    lobelia = agent(game, "Lobelia Sackville-Baggins")
    assert check_step(game.state, lobelia, "Bree", "Weathertop").code == "agent-own-text"
    assert check_step(game.state, lobelia, "Bree", "The White Towers")
    assert check_step(game.state, lobelia, "Bree", "Bag End")            # a site in the Shire
    lobelia.agent_trail, lobelia.agent_site = ("Bree", "Weathertop"), "Weathertop"
    game.apply(RevealAgent("Bob", "Lobelia Sackville-Baggins"))         # the move is checked: discarded
    assert lobelia.zone == DISCARD


def test_an_agent_s_text_keeps_it_from_some_site_types():
    game = game_with(("Baugúr", "Isengard", False, False))
    baugur = agent(game, "Baugúr")
    assert check_step(game.state, baugur, "Isengard", "Edoras").code == "agent-own-text"        # a Free-hold
    assert check_step(game.state, baugur, "Isengard", "Dunharrow").code == "agent-own-text"     # a Border-hold
    assert check_step(game.state, baugur, "Isengard", "Glittering Caves")                       # a Ruins & Lairs


def test_a_wounded_agent_does_not_move_but_may_heal_or_return_home():
    game = game_with(("Bill Ferny", "Weathertop", False, False))
    game.state.wound(agent(game).id)
    assert game.check(AgentAction("Bob", "Bill Ferny", MOVE, "Bree")).code == "agent-wounded"
    assert game.check(AgentAction("Bob", "Bill Ferny", RETURN, "Bree"))
    assert game.check(AgentAction("Bob", "Bill Ferny", HEAL))


def test_where_an_agent_may_not_move():
    game = game_with(("Bill Ferny", "Bree", False, False))
    s, ferny = game.state, agent(game)
    assert check_step(s, ferny, "Bree", "Rivendell").code == "agent-hero-haven"
    assert check_step(s, ferny, "Bree", "Lórien").code == "agent-not-adjacent"
    assert check_step(s, ferny, "Bree", "Bree").code == "agent-movement"
    assert check_step(s, ferny, "Moria", "The Under-gates").code == "agent-under-deeps"
    assert check_step(s, ferny, "Bree", "Weathertop")
    with pytest.raises(InputError, match="not a site"):
        check_step(s, ferny, "Bree", "Glamdring")


def test_a_haven_for_agents_whose_text_allows():
    game = game_with(("Elwen", "Dol Amroth", False, False))
    assert check_step(game.state, agent(game, "Elwen"), "Dol Amroth", "Edhellond")


@pytest.mark.parametrize("alignment, allowed", [(None, False), ("Ringwraith", True), ("Balrog", True),
                                                ("Fallen-wizard", False)])
def test_dagorlad_and_udun_for_ringwraith_and_balrog_agents(alignment, allowed):
    game = game_with(("Golodhros", "Dead Marshes", False, False), alignment=alignment)
    assert bool(check_step(game.state, agent(game, "Golodhros"), "Dead Marshes", "Cirith Gorgor")) is allowed
    assert bool(check_step(game.state, agent(game, "Golodhros"), "Cirith Gorgor", "Dead Marshes")) is allowed


def test_wizardhaven_in_play_only_for_elves():
    game = game_with(("Wormtongue", "Dunharrow", False, False), ("Elwen", "Edoras", False, False),
                     extra_company=("Guard", "Gimli", "Isengard"))
    assert check_step(game.state, agent(game, "Wormtongue"), "Dunharrow", "Isengard").code == "agent-wizardhaven"
    assert check_step(game.state, agent(game, "Elwen"), "Edoras", "Isengard")
    plain = game_with(("Wormtongue", "Dunharrow", False, False))
    assert check_step(plain.state, agent(plain, "Wormtongue"), "Dunharrow", "Isengard")


def test_revealing_discards_an_agent_whose_move_has_become_illegal():
    game = game_with(("Wormtongue", "Dunharrow", True, False), extra_company=("Guard", "Gimli", "Isengard"))
    wormtongue = agent(game, "Wormtongue")
    wormtongue.agent_trail, wormtongue.agent_site = ("Dunharrow", "Isengard", "Dunharrow"), "Dunharrow"
    game.apply(RevealAgent("Bob", "Wormtongue"))
    assert (wormtongue.zone, wormtongue.agent_site) == (DISCARD, None)


def test_revealed_at_a_home_site_that_is_a_wizardhaven():
    game = game_with(("Wormtongue", "Isengard", True, False), extra_company=("Guard", "Gimli", "Isengard"))
    game.apply(RevealAgent("Bob", "Wormtongue"))
    assert (agent(game, "Wormtongue").zone, agent(game, "Wormtongue").revealed) == (IN_PLAY, True)
    assert game.check(RevealAgent("Bob", "Wormtongue")).code == "agent-revealed"


def test_return_home_even_when_there_and_without_tapping():
    game = game_with(("Bill Ferny", "Bree", False, False))
    game.apply(AgentAction("Bob", "Bill Ferny", RETURN, "Bree"))
    assert (agent(game).agent_site, agent(game).tapped) == ("Bree", False)
    other = game_with(("Bill Ferny", "Weathertop", False, True))
    assert other.check(AgentAction("Bob", "Bill Ferny", RETURN, "Weathertop")).code == "agent-not-home"
    other.apply(AgentAction("Bob", "Bill Ferny", RETURN, "Cameth Brin"))
    assert (agent(other).agent_site, agent(other).tapped, agent(other).agent_trail) == \
        ("Cameth Brin", True, ("Cameth Brin",))


def test_face_down_leaves_the_site_face_up_as_its_first_site():
    game = game_with(("Bill Ferny", "Weathertop", False, False))
    game.apply(AgentAction("Bob", "Bill Ferny", FACE_DOWN))
    ferny = agent(game)
    assert (ferny.revealed, ferny.tapped, ferny.agent_site_shown, ferny.agent_trail) == \
        (False, False, True, ("Weathertop",))
    tapped = game_with(("Bill Ferny", "Weathertop", False, True), ("Jûoma", "Bree", True, False))
    assert tapped.check(AgentAction("Bob", "Bill Ferny", FACE_DOWN)).code == "card-tapped"
    assert tapped.check(AgentAction("Bob", "Jûoma", FACE_DOWN)).code == "agent-face-down"


def test_bring_creatures_to_a_home_site_for_a_company_moving_there():
    game = game_with(("Bill Ferny", "Bree", True, False), hand=["Pirates", "Wild Trolls"])
    assert game.check(PlayCreature("Bob", "Pirates", "Bree")).code == "not-keyable"
    game.apply(AgentAction("Bob", "Bill Ferny", BRING))
    assert agent(game).tapped
    assert game.check(PlayCreature("Bob", "Wild Trolls", "Bree")).code == "not-keyable"
    game.apply(PlayCreature("Bob", "Pirates", "Bree"))
    assert agent(game).revealed
    both_pass(game)
    assert game.state.combat is not None


def test_bring_creatures_not_for_a_company_staying_at_the_site():
    game = game_with(("Bill Ferny", "Bree", True, False), hand=["Pirates"], moving=False)
    game.apply(AgentAction("Bob", "Bill Ferny", BRING))
    assert game.check(PlayCreature("Bob", "Pirates", "Bree")).code == "not-keyable"


def test_bring_creatures_at_a_lair_matches_its_automatic_attacks_and_no_unique_creature():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.agent("Bob", "Bill Ferny", "Moria", False)
    setup.hand("Bob", ["Orc-guard", "Umagaur the Pale", "Pirates"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(AgentAction("Bob", "Bill Ferny", BRING))
    assert game.check(PlayCreature("Bob", "Pirates", "Moria")).code == "not-keyable"   # Men: not Moria's Orcs
    assert game.check(PlayCreature("Bob", "Orc-guard", "Moria"))


def test_an_attack_reveals_through_the_same_check():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Bill Ferny", "Bree", True)
    setup.faced("Fellowship")
    game = setup.build()
    agent(game).agent_trail = ("Weathertop", "Rivendell", "Bree")   # through a Wizard's Haven: illegal
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    assert agent(game).zone == DISCARD and game.state.combat is None


def test_an_extra_agent_action_off_the_limit_from_never_seen_him():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Jûoma", "Weathertop", False)
    setup.tap("Jûoma")
    setup.in_play("Never Seen Him", on="Jûoma")
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(AgentAction("Bob", "Jûoma", UNTAP))
    game.apply(AgentAction("Bob", "Jûoma", MOVE, "Bree"))
    assert game.state.companies["Fellowship"].hazards_played == 1
    assert game.check(AgentAction("Bob", "Jûoma", RETURN, "Bree")).code == "agent-acted"


def test_great_need_or_purpose_gives_every_agent_an_extra_action_against_the_limit():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Jûoma", "Weathertop", False)
    setup.agent("Bob", "Bill Ferny", "Bree", False)
    setup.tap("Jûoma")
    setup.in_play("Never Seen Him", on="Jûoma")
    setup.in_play("Great Need or Purpose")
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    played = lambda: game.state.companies["Fellowship"].hazards_played   # noqa: E731
    game.apply(AgentAction("Bob", "Jûoma", UNTAP))                  # his agent action: one against the limit
    game.apply(AgentAction("Bob", "Jûoma", MOVE, "Bree"))           # Never Seen Him's, off the limit, first
    assert played() == 1
    game.apply(AgentAction("Bob", "Jûoma", RETURN, "Bree"))         # Great Need or Purpose's, against it
    assert played() == 2
    assert game.check(AgentAction("Bob", "Jûoma", UNTAP)).code == "agent-acted"
    game.apply(AgentAction("Bob", "Bill Ferny", MOVE, "Weathertop"))   # every agent: Bill Ferny too
    assert game.check(AgentAction("Bob", "Bill Ferny", UNTAP)).code == "hazard-limit"   # three of three



def test_never_seen_him_only_on_an_agent_hazard_and_not_against_a_minion_player():
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Fellowship", ["Aragorn II", "Bill Ferny"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Jûoma", "Weathertop", False)
    setup.hand("Bob", ["Never Seen Him"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Bob", "Never Seen Him", target="Bill Ferny")).code == "invalid-target"
    assert game.check(PlayEvent("Bob", "Never Seen Him", target="Jûoma"))
    game.state.alignments["Alice"] = "Ringwraith"
    assert game.check(PlayEvent("Bob", "Never Seen Him", target="Jûoma")).code == "not-against-ringwraith"
    game.state.alignments["Alice"] = "Balrog"
    assert game.check(PlayEvent("Bob", "Never Seen Him", target="Jûoma")).code == "not-against-balrog"


def test_an_agent_hazard_is_not_a_character_of_its_player():
    from meccg_rules.engine.organization.actions import MoveToCompany
    from meccg_rules.engine.primitives.conditions import target_kind
    setup = Setup("Bob", "Alice")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Orcs", ["Gorbag", "Lugdush"], site="Bree")
    setup.agent("Bob", "Jûoma", "Bree", False)
    setup.set_phase("organization")
    game = setup.build()
    assert target_kind(game.state.find("Jûoma")) == "agent"
    verdict = game.check(MoveToCompany("Bob", "Jûoma", "Orcs"))
    assert verdict.code == "not-a-character" and "agent hazard" in verdict.sentence
    game.state.move(game.state.find("Jûoma").id, DISCARD)
    assert game.state.find("Jûoma").agent_site is None


def test_no_agent_action_while_a_chain_is_open():
    game = game_with(("Bill Ferny", "Weathertop", False, True), hand=["Jûoma"])
    game.apply(PlayAgent("Bob", "Jûoma", "Bree"))
    assert game.check(AgentAction("Bob", "Bill Ferny", UNTAP)).code == "must-start-chain"


# ------------------------------------------------------------------ an agent's attack made by a card (Cunning Foes)
def _cunning_foes(face_down):
    game = game_with(("Bill Ferny", "Bree", face_down, False), hand=["Cunning Foes"])
    game.apply(PlayEvent("Bob", "Cunning Foes", "Fellowship"))
    agent = game.state.find("Bill Ferny")
    assert agent.tapped and agent.revealed   # tapped as the card is declared; a face-down agent revealed (CoE 4.3)
    assert game.state.current_company().hazards_played == 0   # not against the hazard limit
    both_pass(game)
    game.apply(AssignStrike("Bob", "Legolas"))   # the attacker chooses
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 8, "Legolas's strike"))
    game.apply(Roll("Bob", 5, "Bill Ferny's strike against Legolas"))
    return game


def test_an_agent_attack_by_a_card_is_declared_as_the_card_is_played():
    """Face-down when Cunning Foes was played: +5 at a home site, though face-up when the card resolved."""
    game = _cunning_foes(face_down=True)
    assert any("2 (Bill Ferny) +5 (face-down at a home site) +3 (Cunning Foes) = 15" in line
               for line in game.state.log)
    assert game.state.find("Legolas").wounded


def test_an_agent_face_up_as_the_card_is_played_adds_two_at_home():
    game = _cunning_foes(face_down=False)
    assert any("2 (Bill Ferny) +2 (face-up at a home site) +3 (Cunning Foes) = 12" in line
               for line in game.state.log)
    assert game.state.find("Bill Ferny").wounded


def test_the_card_needs_an_untapped_agent_of_its_skill_at_the_new_site():
    game = game_with(("Bill Ferny", "Bree", False, True), hand=["Cunning Foes"])
    assert game.check(PlayEvent("Bob", "Cunning Foes", "Fellowship")).code == "no-agent-to-tap"


def test_the_new_site_of_a_company_not_moving_is_the_site_it_is_at():
    """CoE, Glossary: new site; Cunning Foes does not ask for a moving company."""
    game = game_with(("Bill Ferny", "Bree", False, False), hand=["Cunning Foes"], moving=False)
    game.apply(PlayEvent("Bob", "Cunning Foes", "Fellowship"))
    assert agent(game).tapped


def test_no_attack_when_the_tapped_agent_is_no_longer_tapped_at_resolution():
    """CoE 9.2.1: an active condition no longer valid at resolution negates the card's effect."""
    game = game_with(("Bill Ferny", "Bree", False, False), hand=["Cunning Foes"])
    game.apply(PlayEvent("Bob", "Cunning Foes", "Fellowship"))
    game.state.untap(agent(game).id)   # (as an effect in response would)
    both_pass(game)
    assert game.state.combat is None and not game.state.attacks
    assert any("no agent tapped at Fellowship's new site" in line for line in game.state.log)


def test_an_agent_s_own_text_taps_it_to_attack_the_company_at_its_new_site():
    from meccg_rules.engine.playing.actions import UseAbility
    game = game_with(("The Grimburgoth", "Bree", True, False), ("Anarin", "Weathertop", False, False), moving=False)
    use = UseAbility("Bob", "The Grimburgoth", "attack the company")
    assert game.check(UseAbility("Bob", "Anarin", "attack the company")).code == "agent-not-at-new-site"
    assert not game.check(UseAbility("Alice", "The Grimburgoth", "attack the company"))   # not hers
    game.apply(use)   # a company staying at Bree: its site is its new site
    grim = agent(game, "The Grimburgoth")
    assert grim.tapped and grim.revealed and game.state.companies["Fellowship"].hazards_played == 0
    assert game.state.turn.per_phase[(DECLARED, grim.id)] == (True, False)   # declared face-down, away from home
    both_pass(game)
    assert game.state.combat is not None and game.state.combat.attack.source == grim.id
    # prowess 7, +2 for his text, +2 declared face-down away from his home sites (CoE 3.iv.6.1): 3 + 11 = 14
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 8, "Legolas's strike"))
    game.apply(Roll("Bob", 3, "The Grimburgoth's strike against Legolas"))
    legolas = game.state.find("Legolas")
    assert legolas.wounded and not grim.wounded   # 14 against Legolas's 8 + 5 = 13


# ------------------------------------------------------------------ An Article Missing; the agent named among several
def _article_missing(*agents, named=""):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.give("Aragorn II", ["Dagger of Westernesse"])
    for name, face_down in agents:
        setup.agent("Bob", name, "Bree", face_down)
    setup.hand("Bob", ["An Article Missing"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    return game, PlayEvent("Bob", "An Article Missing", "Fellowship", named=named)


def test_an_article_missing_s_successful_strike_takes_an_item_instead_of_a_wound():
    """DM-43: a scout agent taps; +4 prowess, the attacker chooses; a successful strike costs the company an item."""
    from meccg_rules.engine.core.actions import Discard
    game, play = _article_missing(("Bill Ferny", False))
    game.apply(play)
    assert agent(game).tapped and game.state.current_company().hazards_played == 0
    both_pass(game)
    game.apply(AssignStrike("Bob", "Legolas"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 7, "Legolas's strike"))   # 7 + 5 = 12
    game.apply(Roll("Bob", 6, "Bill Ferny's strike against Legolas"))   # 6 + 2, +2 face-up at home, +4: 14
    legolas = game.state.find("Legolas")
    assert not legolas.wounded   # not harmed: an item of the company (Aragorn's) instead
    game.apply(Discard("Alice", "Dagger of Westernesse"))
    assert game.state.find("Dagger of Westernesse").zone == DISCARD and not legolas.wounded


def test_the_card_needs_a_scout_agent():
    game, play = _article_missing(("Jûoma", False))   # a warrior and ranger, no scout
    assert game.check(play).code == "no-agent-to-tap"


def test_among_several_agents_at_the_new_site_its_player_names_the_one_he_taps():
    game, play = _article_missing(("Bill Ferny", False), ("Lobelia Sackville-Baggins", True))
    assert game.check(play).code == "must-name-agent"
    _, wrong = _article_missing(("Bill Ferny", False), ("Lobelia Sackville-Baggins", True), named="Aragorn II")
    assert game.check(wrong).code == "agent-not-at-new-site"
    _, play = _article_missing(("Bill Ferny", False), ("Lobelia Sackville-Baggins", True),
                               named="Lobelia Sackville-Baggins")
    game.apply(play)
    lobelia = agent(game, "Lobelia Sackville-Baggins")
    assert lobelia.tapped and lobelia.revealed and not agent(game).tapped


def test_among_several_agents_to_discard_its_player_names_one():
    """Seek without Success: the ranger agent named is discarded, the other stays."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree", origin="Rivendell")
    setup.agent("Bob", "Jûoma", "Bree", True)
    setup.agent("Bob", "Dâsakûn", "Bree", True)
    setup.hand("Bob", ["Seek without Success"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayEvent("Bob", "Seek without Success", "Fellowship")).code == "must-name-agent"
    game.apply(PlayEvent("Bob", "Seek without Success", "Fellowship", named="Dâsakûn"))
    assert agent(game, "Dâsakûn").zone == DISCARD and agent(game, "Jûoma").zone == IN_PLAY
