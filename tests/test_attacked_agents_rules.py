"""A face-up agent attacked by a hazard creature of the resource player's hand as if he were a character (the
condition ``target_face_up``, the effect ``creature-attacks-agent``: Hidden Knife; agents/attacked_agents.py): the
creature named must be a hazard creature of the player's hand keyable to the agent's site by its type or name (not
through the site's region: the engine's reading; an Orc or Troll agent may keep it as a trophy, the engine's reading;
on the player's own agent he defends and the other player rolls both body checks, the engine's reading); its attack
is a hazard creature's attack (CRF 22: "effectively an attack"), the agent alone in a company of his own for it, gone
once it is over; the agent's body check is the other player's roll, and eliminated he goes out of play with his site,
scoring for no one."""
from helpers import both_pass

from meccg_rules.engine.combat import trophies
from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, MP_PILE, OUT_OF_PLAY
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import EnterSite


def _game(hand=("Hidden Knife", "Land-drake"), site="Weathertop", face_down=False, phase="site", agent_of="Bob"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree")
    setup.agent(agent_of, "Ivic", site, face_down)
    setup.hand("Alice", list(hand))
    setup.set_phase(phase, "Fellowship")
    return setup.build()


def _knife(named="Land-drake"):
    return PlayEvent("Alice", "Hidden Knife", "Ivic", named=named)


def test_what_may_be_named_and_on_whom():
    game = _game(hand=("Hidden Knife", "Land-drake", "Barrow-wight", "Lapse of Will"))
    assert game.check(_knife()).allowed
    assert game.check(PlayEvent("Alice", "Hidden Knife", "Ivic")).code == "must-name"
    assert game.check(_knife("Lapse of Will")).code == "invalid-named"       # no hazard creature
    assert game.check(_knife("Barrow-wight")).code == "not-keyable"          # Shadow-holds and Dark-holds
    assert game.check(PlayEvent("Alice", "Hidden Knife", "Aragorn II", named="Land-drake")).code == "invalid-target"
    hidden = _game(face_down=True)
    assert hidden.check(_knife()).code == "agent-face-down"
    early = _game(phase="organization")
    assert not early.check(_knife()).allowed


def test_a_creature_keyable_only_through_the_site_s_region_is_not_keyable_to_the_agent_s_site():
    """The engine's reading: a region keys a creature to a site path, which the agent's site alone has not."""
    game = _game(hand=("Hidden Knife", "Orc-patrol"), site="Bree")   # Arthedain, a wilderness; no Border-holds
    game.apply(EnterSite("Alice", "Fellowship"))   # Ivic there may attack it: it declares it first (CoE 2.V.iii)
    verdict = game.check(_knife("Orc-patrol"))
    assert verdict.code == "not-keyable" and "site path through Arthedain" in verdict.sentence


def test_an_orc_or_troll_agent_may_keep_the_creature_he_defeats_as_a_trophy(monkeypatch):
    """The engine's reading: CoE 3.IV.1 as for any defending company; his company of his own waits for the choice."""
    from meccg_rules.engine.combat.actions import TakeTrophy
    # Ivic is taken for an Orc or Troll agent (Baugúr, the Half-orc agent, is modelled but Half-orcs keep no trophy)
    monkeypatch.setattr(trophies, "may_keep", lambda character: character.name == "Ivic")
    game = _game()
    s = game.state
    ivic, drake = s.find("Ivic"), s.find("Land-drake")
    game.apply(_knife())
    both_pass(game)
    game.apply(AssignStrike("Alice", "Ivic"))
    game.apply(ChooseStrike("Bob", "Ivic"))
    game.apply(Roll("Bob", 12, "Ivic's strike"))
    assert s.trophy_offer is not None and ivic.company in s.companies
    assert game.check(TakeTrophy("Alice", "Land-drake", "Ivic")).code == "wrong-player"
    game.apply(TakeTrophy("Bob", "Land-drake", "Ivic"))
    assert drake.zone == IN_PLAY and drake.attached_to == ivic.id and drake.trophy
    assert ivic.company is None and not any(c.startswith("Ivic") for c in s.companies)
    assert ivic.zone == IN_PLAY and ivic.agent_site == "Weathertop"


def test_on_the_player_s_own_agent_he_defends_and_the_other_player_rolls_both_body_checks():
    """The engine's reading: "any face up agent", his own too; each rule read as written (CoE 3.ii, 3.I.1, 3.v)."""
    game = _game(hand=("Hidden Knife", "Gothmog"), site="Dol Guldur", agent_of="Alice")   # a Dark-hold
    s = game.state
    ivic, gothmog = s.find("Ivic"), s.find("Gothmog")
    assert game.check(_knife("Gothmog")).allowed
    game.apply(_knife("Gothmog"))
    both_pass(game)
    assert s.companies[s.combat.attack.company].owner == "Alice"   # he stands in a company of his player's
    assert not game.check(AssignStrike("Bob", "Ivic")).allowed     # the defending player assigns to the untapped
    game.apply(AssignStrike("Alice", "Ivic"))
    game.apply(ChooseStrike("Alice", "Ivic"))
    game.apply(Roll("Alice", 12, "Ivic's strike"))   # 5 + 12 against 14: the strike fails
    both_pass(game)
    assert game.to_act().player == "Bob"   # the creature is Alice's: its body check is Bob's roll (CoE 3.I.1)
    game.apply(Roll("Bob", 10, "Gothmog's body check"))   # above 9: defeated
    assert gothmog.zone == MP_PILE and gothmog.controller == "Alice"   # the defending player's pile (CoE 3.v)
    assert ivic.zone == IN_PLAY and ivic.tapped and ivic.company is None


def test_the_player_s_own_agent_wounded_has_his_body_check_rolled_by_the_other_player():
    game = _game(agent_of="Alice")
    s = game.state
    ivic = s.find("Ivic")
    game.apply(_knife())
    both_pass(game)
    assert not game.check(AssignStrike("Alice", "Ivic")).allowed   # "attacker chooses": the step is skipped, and
    game.apply(AssignStrike("Bob", "Ivic"))                          # the defending player's opponent assigns (3.iii)
    game.apply(ChooseStrike("Alice", "Ivic"))
    game.apply(Roll("Alice", 2, "Ivic's strike"))   # 5 + 2 against 8: wounded
    assert ivic.wounded
    both_pass(game)
    assert game.to_act().player == "Bob"
    game.apply(Roll("Bob", 9, "Ivic's body check"))
    assert ivic.zone == OUT_OF_PLAY and s.find("Weathertop").zone == LOCATION_DECK
    assert s.find("Land-drake").zone == DISCARD


def test_the_agent_stands_alone_in_a_company_of_his_own_for_a_creature_attack():
    game = _game()
    s = game.state
    ivic, drake = s.find("Ivic"), s.find("Land-drake")
    game.apply(_knife())
    both_pass(game)
    attack = s.combat.attack
    assert attack.kind == "creature" and attack.source == drake.id and drake.zone == IN_PLAY
    company = s.companies[attack.company]
    assert company.owner == "Bob" and [c.id for c in s.characters(company.id)] == [ivic.id]
    assert s.cards[company.site].name == "Weathertop" and s.cards[company.site].agent_of == ivic.id
    game.apply(AssignStrike("Alice", "Ivic"))   # the attacker chooses (Land-drake)
    game.apply(ChooseStrike("Bob", "Ivic"))
    game.apply(Roll("Bob", 12, "Ivic's strike"))
    assert s.combat is None and drake.zone != IN_PLAY
    assert company.id not in s.companies and ivic.company is None
    assert ivic.zone == IN_PLAY and ivic.agent_site == "Weathertop" and ivic.tapped


def test_the_agent_s_body_check_is_the_other_player_s_and_eliminated_he_scores_for_no_one():
    game = _game()
    s = game.state
    ivic = s.find("Ivic")
    game.apply(_knife())
    both_pass(game)
    game.apply(AssignStrike("Alice", "Ivic"))
    game.apply(ChooseStrike("Bob", "Ivic"))
    game.apply(Roll("Bob", 2, "Ivic's strike"))   # 5 + 2 against 8: wounded
    assert ivic.wounded
    both_pass(game)
    assert game.to_act().player == "Alice"
    game.apply(Roll("Alice", 9, "Ivic's body check"))
    assert ivic.zone == OUT_OF_PLAY and ivic.eliminated and ivic.agent_site is None and ivic.company is None
    assert s.find("Weathertop").zone == LOCATION_DECK
    assert s.find("Land-drake").zone == DISCARD
    assert not any(c.startswith("Ivic") for c in s.companies)
