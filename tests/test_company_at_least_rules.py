"""Items needing a company of some size to travel (movement_hazard's key ``company_at_least``: the Palantíri of Amon
Sûl and Osgiliath, CRF 22, Card Errata and Rulings): only characters count, allies do not, and only while the
company moves."""
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.core.state import DISCARD
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase


def _moving(characters, ally=None, palantir="Palantír of Amon Sûl"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Lórien")
    setup.give(characters[0], [palantir] + ([ally] if ally else []))
    setup.location_deck("Alice", ["Moria"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Fellowship", "Moria", ()))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    return game


def _held(game, palantir="Palantír of Amon Sûl"):
    return game.state.find(palantir).zone


def test_an_ally_is_no_character_for_the_count():
    game = _moving(["Aragorn II"], ally="Noble Hound")
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert _held(game) == DISCARD


def test_two_characters_keep_it_on_the_journey():
    game = _moving(["Aragorn II", "Legolas"])
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert _held(game) != DISCARD
