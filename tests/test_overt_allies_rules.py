"""The allies whose text makes their company overt (CRF 22, Card Errata and Rulings: The Balrog, Cave Troll, Evil Things
Lingering, Great Bats, Great Lord of Goblin-gate, Last Child of Ungoliant, Nasty Slimy Thing, Regiment of Black Crows,
"Two-headed" Troll), and what their entries needed: leaving play when the company moves by region or starter movement,
or from a non-Under-deeps site to another (``discarded_when``), an Orc ally (``facts.race``), and the scopes of the
clauses still not modelled: ``organization`` (a roll in its controller's organization phase, Evil Things Lingering;
The Balrog's is modelled, a passive condition as that phase begins), ``wound`` (discarded
when its bearer is wounded) and ``manifestation`` (another manifestation of its entity may come, Shelob)."""
import pytest

from meccg_rules.engine.players import covert_and_overt
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.core.state import DISCARD, HAND, IN_PLAY, OUT_OF_PLAY
from meccg_rules.engine.movement_hazard import movement_limits
from meccg_rules.engine.primitives import unique
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndPhase

OVERT_ALLIES = ("The Balrog", "Cave Troll", "Evil Things Lingering", "Great Bats", "Great Lord of Goblin-gate",
                "Last Child of Ungoliant", "Nasty Slimy Thing", "Regiment of Black Crows", "“Two-headed” Troll")


def _company(alignment, allies=(), site="Minas Morgul", phase=("movement/hazard", "Raiders"), origin=None, via=None):
    """Perchen, a Man (a company of Men alone is covert), with these allies, for a player of that alignment."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Raiders", ["Perchen"], site=site, origin=origin, via=via)
    if allies:
        setup.give("Perchen", list(allies))
    setup.set_phase(*phase)
    return setup.build()


@pytest.mark.parametrize("ally", OVERT_ALLIES)
def test_each_ally_the_crf_names_makes_a_company_of_men_overt(ally):
    alignment = "Balrog" if ally in ("Evil Things Lingering", "Nasty Slimy Thing") else "Ringwraith"
    assert not covert_and_overt.overt(_company(alignment).state, "Raiders")
    assert covert_and_overt.overt(_company(alignment, [ally]).state, "Raiders")


def test_great_lord_of_goblin_gate_is_an_orc():
    from meccg_rules.engine.core.cards import catalogue
    assert catalogue().find("Great Lord of Goblin-gate").race == "Orc"
    assert catalogue().find("Great Bats").race is None   # an entry without ``race`` keeps the database's


def _moved(ally, movement):
    """A Balrog player's Perchen with ``ally`` has just revealed his new site, having moved by ``movement``."""
    game = _company("Balrog", [ally], site="The Wind Throne", origin="The Wind-deeps", via=["Grey Mountain Narrows"])
    company = game.state.companies["Raiders"]
    company.movement = movement
    movement_limits.discard_out_of_bounds(game.state, company)
    return game.state.find(ally).zone


@pytest.mark.parametrize("ally", ["Evil Things Lingering", "Nasty Slimy Thing"])
def test_an_under_deeps_ally_leaves_when_its_company_moves_by_region_or_starter_movement_only(ally):
    assert _moved(ally, "region") == DISCARD
    assert _moved(ally, "starter") == DISCARD
    assert _moved(ally, "under-deeps") == IN_PLAY
    assert _moved("Cave Troll", "region") == IN_PLAY   # no such text


def test_a_roll_in_its_controllers_organization_phase_is_refused_when_that_phase_comes():
    with pytest.raises(NotModelledError, match="Evil Things Lingering: in its controller's organization phase"):
        _company("Balrog", ["Evil Things Lingering"], phase=("organization",))
    game = _company("Balrog", ["Evil Things Lingering"], phase=("untap",))   # the untap phase: not yet
    with pytest.raises(NotModelledError, match="Evil Things Lingering"):
        game.apply(EndPhase("Alice", "untap"))
    assert _company("Balrog", ["Evil Things Lingering"]).state.find("Evil Things Lingering").zone == IN_PLAY
    assert _company("Ringwraith", ["Cave Troll"], phase=("organization",)).state.turn.phase == "organization"


def _balrog_roll():
    """A Ringwraith player's Perchen (mind 5) controls The Balrog; Alice's untap phase ends, her organization phase
    begins and both players pass on the roll it calls for."""
    game = _company("Ringwraith", ["The Balrog"], phase=("untap",))
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.phase == "organization" and len(game.state.chains[-1].entries) == 1
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    return game


def test_the_balrogs_opponent_rolls_less_two_as_its_controllers_organization_phase_begins():
    game = _balrog_roll()
    s = game.state
    assert str(game.to_act()) == "Bob must roll for The Balrog"   # the opponent rolls, not the controller
    game.apply(Roll("Bob", 8, "The Balrog"))   # 8 - 2 = 6 > 5: Perchen is eliminated, the ally goes with him
    assert s.find("Perchen").zone == OUT_OF_PLAY and s.find("Perchen").eliminated
    assert s.find("The Balrog").zone == DISCARD


def test_a_result_not_above_the_controllers_mind_leaves_him_in_play():
    game = _balrog_roll()
    game.apply(Roll("Bob", 7, "The Balrog"))   # 7 - 2 = 5, not above 5
    assert game.state.find("Perchen").zone == IN_PLAY and game.state.find("The Balrog").zone == IN_PLAY


def test_a_position_set_up_in_the_organization_phase_starts_at_its_beginning_with_the_roll():
    """A scenario set up in its controller's organization phase starts as that phase begins (``Setup.build``): the
    roll is called for first, never passed over."""
    game = _company("Ringwraith", ["The Balrog"], phase=("organization",))
    assert len(game.state.chains) == 1 and len(game.state.chains[-1].entries) == 1
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    assert str(game.to_act()) == "Bob must roll for The Balrog"


def test_the_other_players_organization_phase_asks_no_roll():
    game = _company("Ringwraith", ["The Balrog"], phase=("end-of-turn",))
    game.apply(EndPhase("Alice", "end-of-turn"))
    game.apply(EndPhase("Bob", "untap"))
    assert game.state.phase == "organization" and not game.state.chains and game.state.resource_player == "Bob"


def test_an_ally_discarded_when_its_bearer_is_wounded_is_refused_at_the_wound():
    game = _company("Ringwraith", ["Great Bats"])
    with pytest.raises(NotModelledError, match="Great Bats: discarded when its controlling character is wounded"):
        game.state.wound(game.state.find("Perchen").id)
    game = _company("Ringwraith", ["Cave Troll"])
    game.state.wound(game.state.find("Perchen").id)   # no such text: the wound is taken
    assert game.state.find("Perchen").wounded


def test_shelob_played_beside_last_child_of_ungoliant_is_refused_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Perchen"], site="Minas Morgul")
    setup.give("Perchen", ["Last Child of Ungoliant"])
    setup.hand("Bob", ["Shelob"])
    state = setup.build().state
    shelob = state.find("Shelob")
    assert shelob.zone == HAND
    verdict = unique.check_unique(state, shelob)
    assert verdict.code == "not-modelled" and "Last Child of Ungoliant: Shelob may be played" in verdict.sentence


def _balrog_moved(origin, site, movement, via=None):
    """A Ringwraith player's Perchen with The Balrog has just revealed ``site``, coming from ``origin``."""
    game = _company("Ringwraith", ["The Balrog"], site=site, origin=origin, via=via)
    company = game.state.companies["Raiders"]
    company.movement = movement
    movement_limits.discard_out_of_bounds(game.state, company)
    return game.state.find("The Balrog").zone


def test_the_balrog_leaves_when_its_company_goes_between_two_sites_outside_the_under_deeps_however_it_moves():
    assert _balrog_moved("Dol Guldur", "Gondmaeglom", "starter") == DISCARD
    assert _balrog_moved("Dol Guldur", "Gondmaeglom", "special") == DISCARD   # not only region or starter
    assert _balrog_moved("The Wind-deeps", "The Wind Throne", "region", ["Grey Mountain Narrows"]) == IN_PLAY
    assert _balrog_moved("The Wind Throne", "The Wind-deeps", "under-deeps", ["Grey Mountain Narrows"]) == IN_PLAY


def test_the_balrog_is_played_by_a_character_who_is_no_ringwraith():
    """"Playable by a non-Ringwraith character" (``played_by_except_races``, site_phase/acting_races.py): the
    character tapping to play it is asked, a Ringwraith follower as any Ringwraith."""
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.site_phase import acting_races
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["The Witch-king", "Perchen"], site="Minas Morgul")
    s = setup.build().state
    balrog, troll = catalogue().get("AS-71"), catalogue().get("Cave Troll")
    assert acting_races.check(s, balrog, s.find("Perchen").id)
    refused = acting_races.check(s, balrog, s.find("The Witch-king").id)
    assert refused.code == "not-played-by-race" and "Ringwraith" in refused.sentence
    assert acting_races.check(s, troll, s.find("The Witch-king").id)   # no such text
