"""A Ringwraith follower is not his player's Ringwraith (CoE 2.II.2.1.R5): a clause of his card that acts only "as
your Ringwraith" (a gap ``as_avatar``) is never refused for him, set up or brought in as a follower; his card's
other clauses not modelled still are, and so are those clauses when he is his player's avatar."""
import pytest

from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.playing.actions import PlayCharacterEvent
from meccg_rules.engine.setup import Setup


def _setup(company):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", company, site="Minas Morgul")
    setup.set_phase("organization")
    return setup


def test_a_ringwraith_follower_set_up_is_not_refused_for_a_clause_as_his_players_ringwraith():
    setup = _setup(["Ren the Ringwraith", "Adûnaphel the Ringwraith"])
    setup.follower("Adûnaphel the Ringwraith", "Ren the Ringwraith")
    game = setup.build()
    assert game.state.find("Adûnaphel the Ringwraith").follower_of == game.state.find("Ren the Ringwraith").id


def test_the_same_clause_is_refused_for_his_players_ringwraith():
    with pytest.raises(NotModelledError, match="as her player's Ringwraith"):
        _setup(["Adûnaphel the Ringwraith"]).build()


def test_a_ringwraith_follower_brought_in_is_refused_for_another_clause_not_modelled():
    setup = _setup(["Ren the Ringwraith"])
    setup.hand("Alice", ["They Ride Together", "Khamûl the Ringwraith", "The Witch-king"])
    game = setup.build()
    assert game.check(PlayCharacterEvent("Alice", "They Ride Together", "The Witch-king", company="Wraiths"))
    refused = game.check(PlayCharacterEvent("Alice", "They Ride Together", "Khamûl the Ringwraith", company="Wraiths"))
    said = f"{refused.rule} {refused.sentence}"
    assert not refused and refused.code == "not-modelled" and "Elf character" in said, refused
