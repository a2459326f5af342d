"""A Fallen-wizard player takes actions specific to havens only at Wizardhavens (CoE g.hav.F1; the query
``haven actions``, ``players/haven_actions.py``): healing in the untap phase, discarding a character while
organizing, storing an item; a Wizard player at the same Haven does all three, and the Haven keeps its haven type."""
import pytest

from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.core.queries import veto
from meccg_rules.engine.organization.actions import StoreItem
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndPhase


def _at(site, alignment, phase="organization"):
    setup = Setup("Alice", "Bob")
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    setup.company("Travellers", ["Gimli", "Legolas"], site=site)
    setup.give("Gimli", ["Dagger of Westernesse"])
    setup.wound("Legolas")
    setup.set_phase(phase)
    return setup.build()


@pytest.mark.parametrize("site, alignment, heals", [
    ("Rivendell", "Wizard", True),              # a Wizard player's own Haven
    ("Rivendell", "Fallen-wizard", False),      # a Haven, no Wizardhaven: no healing there (g.hav.F1)
    ("The White Towers", "Fallen-wizard", True),  # his Wizardhaven
])
def test_healing_in_the_untap_phase(site, alignment, heals):
    game = _at(site, alignment, phase="untap")
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Legolas").wounded is not heals


@pytest.mark.parametrize("site, alignment, allowed", [
    ("Rivendell", "Wizard", True), ("Rivendell", "Fallen-wizard", False), ("The White Towers", "Fallen-wizard", True),
])
def test_discarding_a_character_and_storing_an_item_while_organizing(site, alignment, allowed):
    game = _at(site, alignment)
    for action in (Discard("Alice", "Legolas"), StoreItem("Alice", "Dagger of Westernesse")):
        verdict = game.check(action)
        assert bool(verdict) is allowed, verdict
        if not allowed:
            assert verdict.code == "haven-action-not-at-wizardhaven" and "g.hav.F1" in verdict.sentence


def test_the_haven_keeps_its_haven_type():
    """g.hav.F1: Rivendell is still a haven for the Fallen-wizard (companies of any size there), only his actions
    specific to havens are refused; a non-haven site is not asked about at all."""
    from meccg_rules.engine.organization.composition import composition_problem
    game = _at("Rivendell", "Fallen-wizard")
    site = game.state.cards[game.state.companies["Travellers"].site]
    assert site.card.is_haven and composition_problem(game.state, game.state.characters("Travellers"), site) == ""
    assert not veto("haven actions", game.state, site, "Alice")
    assert veto("haven actions", game.state, site, "Bob")   # a Wizard player


@pytest.mark.parametrize("site, item, points", [
    ("The White Towers", "Glamdring", 1),              # his Wizardhaven: one point (10.F1)
    ("Minas Tirith", "Sapling of the White Tree", 0),  # stored where its text says, no Wizardhaven: none (10.F2)
])
def test_a_fallen_wizard_scores_only_what_he_stored_at_his_wizardhavens(site, item, points):
    """CoE 10.F2: a Fallen-wizard player receives no marshalling points for resources stored at non-Wizardhaven
    sites; a Wizard player storing the Sapling at Minas Tirith scores its two points."""
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.end_of_game.scoring import points_of
    from helpers import both_pass
    for alignment in ("Fallen-wizard", "Wizard") if item.startswith("Sapling") else ("Fallen-wizard",):
        setup = Setup("Alice", "Bob")
        if alignment != "Wizard":
            setup.alignment("Alice", alignment)
        setup.company("Travellers", ["Gimli", "Legolas"], site=site)
        setup.give("Gimli", [item])
        setup.set_phase("organization")
        game = setup.build()
        game.apply(StoreItem("Alice", item))
        both_pass(game)
        game.apply(Roll("Alice", 12, "Gimli's corruption check"))
        stored = game.state.find(item)
        assert stored.zone == "marshalling point pile" and stored.stored_at == site
        if alignment == "Fallen-wizard":
            assert points_of(game.state, stored, "Alice") == points
        else:
            assert points_of(game.state, stored, "Alice") == 2
