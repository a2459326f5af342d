"""Region movement with no region card maximum (``engine/organization/region_card_maximum.py``): Winged
Change-master on Radagast, alone in his company but for his Black Bird, frees his region movement of the four-region
maximum, and he has no site path and moves through no region; with anyone else, or by a movement that is not region
movement (Belegaer's special movement), nothing changes (CRF 22, Winged Change-master). Also the card's other pieces
modelled: his skills replaced (a ``skills become`` static), his player's general influence taken from the card, no
item he bears in use (``bearer_uses_no_items``); Radagast's own extra draws for each Wilderness of his company's site
path, and none from A Short Rest for a movement with no site path."""
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.movement_hazard import drawing
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.players.alignments import general_influence
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives import values
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase

import pytest

FIVE = ("Rhudaur", "Hollin", "Redhorn Gate", "Wold & Foothills", "Anduin Vales")


def radagast(site="Rivendell", others=(), allies=(), card=True, hand=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wings", ["Radagast", *others], site=site)
    if card:
        setup.in_play("Winged Change-master", on="Radagast")
    if allies:
        setup.give("Radagast", list(allies))
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


def set_out(game, site, via=()):
    game.apply(DeclareMovement("Alice", "Wings", site, tuple(via)))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Wings"))
    return game.state.companies["Wings"]


def test_alone_he_moves_through_more_than_four_regions_with_no_site_path():
    game = radagast()
    assert game.check(DeclareMovement("Alice", "Wings", "Beorn's House", FIVE))
    company = set_out(game, "Beorn's House", FIVE)
    assert company.movement == "region" and company.site_path == ()
    assert game.state.cards[company.site].name == "Beorn’s House"


def test_alone_a_short_region_movement_has_no_site_path_either():
    company = set_out(radagast(), "Beorn's House", ("Rhudaur", "High Pass", "Anduin Vales"))
    assert company.movement == "region" and company.site_path == ()


def test_the_regions_must_still_be_consecutive():
    game = radagast()
    assert game.check(DeclareMovement("Alice", "Wings", "Beorn's House",
                                      ("Rhudaur", "Redhorn Gate", "Anduin Vales"))).code == "illegal-movement"


@pytest.mark.parametrize("others, allies", [(("Faramir",), ()), ((), ("Treebeard",))])
def test_with_another_character_or_ally_the_maximum_and_the_site_path_stay(others, allies):
    game = radagast(others=others, allies=allies)
    assert game.check(DeclareMovement("Alice", "Wings", "Beorn's House", FIVE)).code == "illegal-movement"
    company = set_out(game, "Beorn's House", ("Rhudaur", "High Pass", "Anduin Vales"))
    assert [r.name for r in company.site_path] == ["Rhudaur", "High Pass", "Anduin Vales"]


def test_his_black_bird_does_not_count():
    game = radagast(allies=("Radagast’s Black Bird",))
    assert game.check(DeclareMovement("Alice", "Wings", "Beorn's House", FIVE))


def test_without_the_card_the_maximum_stays():
    game = radagast(card=False)
    assert game.check(DeclareMovement("Alice", "Wings", "Beorn's House", FIVE)).code == "illegal-movement"


def test_special_movement_keeps_its_own_site_path():
    game = radagast(site="Grey Havens", hand=("Belegaer",))
    game.apply(PlayEvent("Alice", "Belegaer", "Wings"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    company = set_out(game, "Dol Amroth")
    assert company.movement == "special" and [r.type for r in company.site_path] == ["coastal sea"] * 3


def test_his_skills_become_scout_and_diplomat():
    game = radagast()
    assert values.skills(game.state, game.state.find("Radagast")) == ("Scout", "Diplomat")
    bare = radagast(card=False)
    assert values.skills(bare.state, bare.state.find("Radagast")) == ("Warrior", "Scout", "Ranger", "Diplomat")


def test_his_players_general_influence_is_the_cards():
    assert general_influence(radagast().state, "Alice", 20) == 19
    assert general_influence(radagast(card=False).state, "Alice", 20) == 22


def test_his_prowess_is_the_cards():   # the rest of what he adopts: tests/test_adopted_attributes_rules.py
    game = radagast()
    assert values.prowess(game.state, game.state.find("Radagast")) == 3


def test_radagast_draws_one_more_for_each_wilderness_and_none_with_no_site_path():
    game = radagast(card=False)
    company = set_out(game, "Beorn's House", ("Rhudaur", "High Pass", "Anduin Vales"))
    assert drawing.per_region_type(game.state, company) == 2      # Rhudaur and High Pass
    game = radagast()
    company = set_out(game, "Beorn's House", ("Rhudaur", "High Pass", "Anduin Vales"))
    assert drawing.per_region_type(game.state, company) == 0


@pytest.mark.parametrize("holder, kept", [("Radagast", True), ("Faramir", False)])
def test_hero_allies_radagast_controls_have_no_movement_restrictions(holder, kept):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wings", ["Radagast", "Faramir"], site="Beorn's House")
    setup.give(holder, ["Treebeard"])
    setup.set_phase("organization")
    game = setup.build()
    set_out(game, "Woodmen-town", ("Anduin Vales", "Western Mirkwood"))   # out of Treebeard's regions
    assert (game.state.find("Treebeard").zone == "in play") is kept


def test_an_item_he_bears_is_not_in_use():
    from meccg_rules.engine.items import in_use
    from meccg_rules.engine.playing.actions import ReturnToUse, UseItem
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wings", ["Radagast"], site="Rivendell")
    setup.in_play("Winged Change-master", on="Radagast")
    setup.give("Radagast", ["Healing Herbs"])
    setup.wound("Radagast")
    setup.set_phase("organization")
    game = setup.build()
    herbs = game.state.find("Healing Herbs")
    assert herbs.attached_to == game.state.find("Radagast").id and not in_use.in_use(game.state, herbs)
    assert game.check(UseItem("Alice", "Radagast", "Healing Herbs", "Radagast")).code == "item-not-in-use"
    game.apply(ReturnToUse("Alice", "Winged Change-master", "take it back"))   # the card gone, he uses it again
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert in_use.in_use(game.state, herbs)


def test_its_player_may_take_it_back_to_hand_in_his_organization_phase():
    from meccg_rules.engine.core.state import HAND
    from meccg_rules.engine.playing.actions import ReturnToUse
    game = radagast()
    game.apply(ReturnToUse("Alice", "Winged Change-master", "take it back"))
    assert game.state.find("Winged Change-master").zone == HAND
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert values.skills(game.state, game.state.find("Radagast")) == ("Warrior", "Scout", "Ranger", "Diplomat")
    assert game.check(DeclareMovement("Alice", "Wings", "Beorn's House", FIVE)).code == "illegal-movement"


@pytest.mark.parametrize("via", [FIVE, ("Rhudaur", "High Pass", "Anduin Vales")])
def test_a_short_rest_gives_no_card_to_a_movement_with_no_site_path(via):
    """CRF 22, A Short Rest: its extra cards only for a company with a site path; his, under the card, has none,
    declared (the path it will have) or revealed."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wings", ["Radagast"], site="Rivendell")
    setup.in_play("Winged Change-master", on="Radagast")
    setup.in_play("A Short Rest")
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Wings", "Beorn's House", via))
    company = game.state.companies["Wings"]
    assert drawing.path_types(game.state, company) == [] and drawing.extra(game.state, company) == 0
    company.destination, company.moving, company.movement, company.site_path = None, True, "region", ()  # revealed
    assert drawing.extra(game.state, company) == 0


def later(game):
    game.apply(DeclareMovement("Alice", "Wings", "Beorn's House", path_later=True))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    return game


def test_freed_when_declared_his_path_left_for_later_may_be_of_five_regions():
    """The engine's reading: a path of any length, legal when declared, is named as his movement/hazard phase
    begins; he then has no site path, as with the regions named at once."""
    game = later(radagast())
    game.apply(BeginMovementHazard("Alice", "Wings", FIVE))
    company = game.state.companies["Wings"]
    assert company.movement == "region" and company.site_path == ()
    assert game.state.cards[company.site].name == "Beorn’s House"


def test_not_freed_when_declared_his_path_left_for_later_is_of_four_regions_at_most():
    game = later(radagast(others=["Faramir"]))
    assert game.check(BeginMovementHazard("Alice", "Wings", FIVE)).code == "illegal-movement"
    assert game.check(BeginMovementHazard("Alice", "Wings", ("Rhudaur", "High Pass", "Anduin Vales")))


def test_freed_only_after_it_was_declared_his_path_left_for_later_is_of_four_regions_at_most():
    """The path must have been legal when the movement was declared (CoE 2.IV.ii): Faramir leaving him afterwards
    frees him too late."""
    from meccg_rules.engine.organization.actions import FormCompany
    game = radagast(others=["Faramir"])
    game.apply(DeclareMovement("Alice", "Wings", "Beorn's House", path_later=True))
    game.apply(FormCompany("Alice", "Rangers", ("Faramir",)))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    assert [c.name for c in game.state.characters("Wings")] == ["Radagast"]
    assert game.check(BeginMovementHazard("Alice", "Wings", FIVE)).code == "illegal-movement"


def test_freed_when_declared_the_named_path_is_still_checked_as_region_movement():
    game = later(radagast())
    assert game.check(BeginMovementHazard("Alice", "Wings", ("Rhudaur", "Redhorn Gate", "Anduin Vales"))).code \
        == "illegal-movement"


def test_a_skill_an_item_gives_is_not_his_while_he_uses_no_item():
    """CoE 6.1: an item's effects, the skills it gives among them, hold only while it is in use."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wings", ["Radagast"], site="Rivendell")
    setup.in_play("Winged Change-master", on="Radagast")
    setup.give("Radagast", ["Magic Ring of Lore"])
    setup.set_phase("organization")
    game = setup.build()
    assert values.skills(game.state, game.state.find("Radagast")) == ("Scout", "Diplomat")
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Wings", ["Radagast"], site="Rivendell")
    setup.give("Radagast", ["Magic Ring of Lore"])
    bare = setup.build()
    assert "Sage" in values.skills(bare.state, bare.state.find("Radagast"))


def test_the_wizard_radagast_draws_one_more_for_each_wilderness_too():
    setup = Setup("Alice", "Bob")
    setup.company("Wings", ["Radagast"], site="Rivendell")
    setup.set_phase("organization")
    game = setup.build()
    company = set_out(game, "Beorn's House", ("Rhudaur", "High Pass", "Anduin Vales"))
    assert game.state.find("Radagast").card.id == "TW-178"
    assert drawing.per_region_type(game.state, company) == 2      # Rhudaur and High Pass
