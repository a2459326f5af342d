"""An item played in addition to an ally or faction played at its site this turn (the site phase's key
``with_ally_or_faction``), and an item its text keeps from changing hands (organization's ``cannot_be``):
Ent-draughts as CRF 22 corrects it."""
from helpers import both_pass

from meccg_rules.engine.organization.actions import StoreItem, TransferItem
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource
from meccg_rules.engine.site_phase.in_addition import FACTION_PLAYED


def _at_wellinghall():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Frodo", "Sam Gamgee", "Merry"], site="Wellinghall", origin="Lórien")
    setup.faced("Fellowship")
    setup.hand("Alice", ["Treebeard", "Ent-draughts"])
    return setup.build()


def test_a_faction_won_there_serves_as_well_as_an_ally():
    game = _at_wellinghall()
    assert game.check(PlayResource("Alice", "Merry", "Ent-draughts")).code == "no-ally-or-faction-played"
    site = game.state.cards[game.state.companies["Fellowship"].site]
    game.state.turn.per_turn[(FACTION_PLAYED, "Fellowship")] = site.id   # as influence/factions.py records it
    assert game.check(PlayResource("Alice", "Merry", "Ent-draughts"))


def test_the_item_taps_its_character_but_not_the_site_and_needs_the_ally_played_at_that_site():
    game = _at_wellinghall()
    game.apply(PlayResource("Alice", "Frodo", "Treebeard"))
    both_pass(game)
    game.state.untap(game.state.companies["Fellowship"].site)   # untapped by some other card since the ally
    game.apply(PlayResource("Alice", "Merry", "Ent-draughts"))
    both_pass(game)
    s = game.state
    assert s.find("Ent-draughts").attached_to == s.find("Merry").id and s.find("Merry").tapped
    assert not s.cards[s.companies["Fellowship"].site].tapped
    assert any("in addition to the ally or faction" in line for line in s.log)


def test_it_is_neither_given_nor_stored():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Frodo", "Merry"], site="Lórien")
    setup.give("Merry", ["Ent-draughts"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(StoreItem("Alice", "Ent-draughts")).code == "not-storable"
    assert game.check(TransferItem("Alice", "Ent-draughts", "Frodo")).code == "not-transferable"
