"""``treat-site`` and ``treat-region`` played on a character act on his company's new site and site path ("in
character's site path": Deeper Shadow; CRF 22, Card Errata and Rulings > Deeper Shadow: the site counts though it is
not part of the site path); Deeper Shadow needs a moving character for every use."""
import pytest
from helpers import both_pass

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives.regions import company_types, site_type
from meccg_rules.engine.setup import Setup


def _riders(moving=True):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    if moving:
        setup.company("Riders", ["Ciryaher", "Dâsakûn"], site="Ost-in-Edhil", origin="Moria",
                      via=["Redhorn Gate", "Hollin"])
    else:
        setup.company("Riders", ["Ciryaher", "Dâsakûn"], site="Ost-in-Edhil")
    setup.hand("Alice", ["Deeper Shadow"])
    setup.hand("Bob", ["Orc-watch"])
    setup.set_phase("movement/hazard", "Riders")
    return setup.build()


def _cast(game, mode):
    game.apply(PlayEvent("Alice", "Deeper Shadow", "Ciryaher", mode))
    both_pass(game)
    game.apply(Roll("Alice", 8, "Ciryaher's corruption check"))


def test_the_site_mode_changes_the_new_site():
    game = _riders()
    site = game.state.find("Ost-in-Edhil")
    _cast(game, "the site")
    assert site_type(game.state, site) == "Shadow-hold"
    assert game.check(PlayCreature("Bob", "Orc-watch", "Shadow-hold"))


def test_the_region_mode_changes_a_wilderness_of_his_company_s_path():
    game = _riders()
    _cast(game, "the region")
    assert company_types(game.state, game.state.companies["Riders"]) == ["shadow-land", "wilderness"]


@pytest.mark.parametrize("mode", ["the site", "the region", "the hazard limit"])
def test_every_use_needs_a_moving_character(mode):
    verdict = _riders(moving=False).check(PlayEvent("Alice", "Deeper Shadow", "Ciryaher", mode))
    assert not verdict and verdict.code == "company-staying"
