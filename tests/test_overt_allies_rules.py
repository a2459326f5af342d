"""The allies whose text makes their company overt (CRF 22, Card Errata and Rulings: The Balrog, Cave Troll, Evil Things
Lingering, Great Bats, Great Lord of Goblin-gate, Last Child of Ungoliant, Nasty Slimy Thing, Regiment of Black Crows,
"Two-headed" Troll), and what their entries needed: leaving play when the company moves by region or starter movement,
or from a non-Under-deeps site to another (``discarded_when``), an Orc ally (``facts.race``), and the scopes of the
clauses still not modelled: ``organization`` (a roll in its controller's organization phase), ``wound`` (discarded
when its bearer is wounded) and ``manifestation`` (another manifestation of its entity may come, Shelob)."""
import pytest

from meccg_rules.engine.players import covert_and_overt
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.state import DISCARD, HAND, IN_PLAY
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
    with pytest.raises(NotModelledError, match="The Balrog: in its controller's organization phase"):
        _company("Ringwraith", ["The Balrog"], phase=("organization",))
    game = _company("Ringwraith", ["The Balrog"], phase=("untap",))   # the untap phase: not yet
    with pytest.raises(NotModelledError, match="Balrog"):
        game.apply(EndPhase("Alice", "untap"))
    assert _company("Ringwraith", ["The Balrog"]).state.find("The Balrog").zone == IN_PLAY   # later phases: set up
    assert _company("Ringwraith", ["Cave Troll"], phase=("organization",)).state.turn.phase == "organization"


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
