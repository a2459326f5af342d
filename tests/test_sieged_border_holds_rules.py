"""A Border-hold placed off to the side with a card played on a faction (Long Grievous Siege;
``engine/influence/sieged_border_holds.py``): it must lie in or next to the region of a site where the faction is
playable, else the card cannot be played (CRF 22)."""
import pytest

from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.influence.sieged_border_holds import near
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

SIEGE = PlayEvent("Alice", "Long Grievous Siege", "Orcs of Angmar")


def besieging(deck, factions=("Orcs of Angmar",)):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Gorbag", "Shagrat"], site="Minas Morgul")
    for faction in factions:
        setup.in_play(faction, owner="Alice")
    setup.hand("Alice", ["Long Grievous Siege"])
    setup.location_deck("Alice", list(deck))
    setup.set_phase("organization")
    return setup.build()


def test_regions_near_a_region_are_itself_and_its_neighbours():
    assert near("Angmar", {"Angmar"}) and near("Rhudaur", {"Angmar"}) and near("Forochel", {"Angmar"})
    assert not near("Northern Rhovanion", {"Angmar"})


def test_without_an_eligible_border_hold_the_card_cannot_be_played():
    game = besieging(["Dale", "Lake-town", "Mount Gram"])   # Border-holds far away, and a Shadow-hold in Angmar
    assert game.check(SIEGE).code == "no-eligible-border-hold"


def test_the_eligible_border_hold_goes_off_to_the_side_and_its_factions_back_to_hand():
    game = besieging(["Dale", "Cameth Brin"], factions=("Orcs of Angmar", "Hillmen"))
    game.apply(SIEGE)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    s = game.state
    siege, site = s.find("Long Grievous Siege"), s.find("Cameth Brin")
    assert (site.zone, site.attached_to) == ("off to the side", siege.id)
    assert s.find("Hillmen").zone == "hand" and s.find("Dale").zone == "location deck"


def test_a_choice_between_border_holds_is_not_modelled():
    game = besieging(["Cameth Brin", "Lossadan Camp"])
    verdict = game.check(SIEGE)
    assert verdict.code == "not-modelled" and "several eligible Border-holds" in str(verdict)
    with pytest.raises(NotModelledError, match="several eligible Border-holds"):
        game.apply(SIEGE)
