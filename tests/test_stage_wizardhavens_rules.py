"""A site a Stage resource makes one of its player's Wizardhavens (Hidden Haven; ``players/stage_wizardhavens.py``):
a haven for his characters played, healed, discarded, his items stored and his companies' size there; no
automatic-attacks; attacks on his companies there cancelled; the card discarded only with its site. Each against the
same site without the card."""
import pytest

from meccg_rules.engine.combat import flow
from meccg_rules.engine.core.actions import Discard
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, Attack
from meccg_rules.engine.organization.actions import PlayCharacter, StoreItem
from meccg_rules.engine.organization.composition import composition_problem
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.automatic_attacks import automatic_attacks, has_automatic_attacks
from meccg_rules.engine.turn.actions import EndPhase


def _weathertop(hidden_haven=True, phase="organization", alignment="Fallen-wizard"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Travellers", ["Gimli", "Legolas"], site="Weathertop")
    if hidden_haven:
        setup.in_play("Hidden Haven", on="Weathertop")
    setup.give("Gimli", ["Dagger of Westernesse"])
    setup.wound("Legolas")
    setup.hand("Alice", ["Faramir"])
    setup.set_phase(phase, "Travellers" if phase == "site" else None)
    return setup.build()


@pytest.mark.parametrize("hidden_haven", [True, False])
def test_his_actions_at_havens(hidden_haven):
    game = _weathertop(hidden_haven)
    for action in (PlayCharacter("Alice", "Faramir", company="Travellers"), Discard("Alice", "Legolas"),
                   StoreItem("Alice", "Dagger of Westernesse")):
        verdict = game.check(action)
        assert bool(verdict) is hidden_haven, verdict
    site = game.state.cards[game.state.companies["Travellers"].site]
    eight = [game.state.find(n) for n in ("Gimli", "Legolas")] * 4   # eight places: no maximum size at a haven
    assert (composition_problem(game.state, eight, site) == "") is hidden_haven


@pytest.mark.parametrize("hidden_haven", [True, False])
def test_healing_in_the_untap_phase(hidden_haven):
    game = _weathertop(hidden_haven, phase="untap")
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Legolas").wounded is not hidden_haven


@pytest.mark.parametrize("hidden_haven", [True, False])
def test_no_automatic_attacks_and_attacks_on_his_company_cancelled(hidden_haven):
    game = _weathertop(hidden_haven, phase="site")
    site = game.state.cards[game.state.companies["Travellers"].site]
    assert has_automatic_attacks(game.state, site) is not hidden_haven
    assert bool(automatic_attacks(game.state, "Travellers")) is not hidden_haven
    flow.begin(game, [Attack("a9", "Travellers", site.id, "automatic-attack", "Wolves", 2, 6, None)])   # as if kept
    assert (game.state.combat is None) is hidden_haven
    assert any("is cancelled: Travellers is at" in line for line in game.state.log) is hidden_haven


def test_discarded_only_with_its_site():
    game = _weathertop()
    state, haven = game.state, game.state.find("Hidden Haven")
    site = state.cards[haven.attached_to]
    state.move(haven.id, DISCARD)       # an effect discarding it: it stays
    assert haven.zone == IN_PLAY and "it is discarded only with" in state.log[-1]
    state.move(site.id, LOCATION_DECK)  # its site returned to the location deck: it goes
    assert haven.zone == DISCARD


def test_the_site_is_his_wizardhaven_only():
    """Another player's company at that site copy takes no action specific to havens there."""
    from meccg_rules.engine.core.queries import veto
    game = _weathertop()
    site = game.state.cards[game.state.companies["Travellers"].site]
    assert veto("haven actions", game.state, site, "Alice")
    assert veto("haven actions", game.state, site, "Bob").code == "haven-action-not-at-wizardhaven"


@pytest.mark.parametrize("hidden_haven", [True, False])
def test_nothing_playable_as_the_site_card_lists(hidden_haven):
    """Hidden Haven's "Nothing is considered playable as written on the site card" (``site_lists_nothing``): the
    Barrow-downs' minor and major items are not playable at his copy of it while the card lies there."""
    from meccg_rules.engine.site_phase.actions import PlayResource
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gimli", "Legolas"], site="Barrow-downs")
    if hidden_haven:
        setup.in_play("Hidden Haven", on="Barrow-downs")
    setup.hand("Alice", ["Dagger of Westernesse"])
    setup.faced("Travellers")
    setup.set_phase("site", "Travellers")
    verdict = setup.build().check(PlayResource("Alice", "Gimli", "Dagger of Westernesse"))
    assert bool(verdict) is not hidden_haven, verdict
    if hidden_haven:
        assert verdict.code == "not-playable-at-site"


@pytest.mark.parametrize("hidden_haven", [True, False])
def test_a_tapped_site_of_origin_that_is_his_wizardhaven_goes_back_to_the_location_deck(hidden_haven):
    """CoE 2.IV.viii: the site of origin is discarded if tapped and no haven site for its player; Weathertop made his
    Wizardhaven goes back to the location deck, tapped or not (and Hidden Haven goes with it)."""
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.turn.actions import BeginMovementHazard
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gimli"], site="Weathertop")
    if hidden_haven:
        setup.in_play("Hidden Haven", on="Weathertop")
    setup.tap("Weathertop")
    setup.set_phase("organization")
    game = setup.build()
    site = game.state.cards[game.state.companies["Travellers"].site]
    assert site.tapped
    game.apply(DeclareMovement("Alice", "Travellers", "Rivendell", ("Arthedain", "Rhudaur")))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Travellers"))
    game.apply(EndPhase("Alice", "movement/hazard"))
    assert site.zone == (LOCATION_DECK if hidden_haven else DISCARD)
    if hidden_haven:
        assert game.state.find("Hidden Haven").zone == DISCARD


@pytest.mark.parametrize("alice_has_one", [True, False])
def test_played_on_a_site_card_of_his_own(alice_has_one):
    """The condition ``own_site``: Hidden Haven goes on its player's own copy of a site ("one of your
    Wizardhavens"), never the other player's; nor on his own copy while the other player's Hidden Haven lies on hers
    ("Other Fallen-wizards may not use this site as a Wizardhaven": the engine's reading, refused)."""
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Bob", "Alice")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Fallen-wizard")
    setup.company("Travellers", ["Gimli"], site="Weathertop", owner="Alice")
    if alice_has_one:
        setup.in_play("Hidden Haven", on="Weathertop", owner="Alice")
    setup.company("Others", ["Legolas"], site="Weathertop", owner="Bob")
    card = "a second Hidden Haven" if alice_has_one else "Hidden Haven"
    setup.hand("Bob", [card])
    setup.set_phase("organization")
    game = setup.build()
    played = "the second Hidden Haven" if alice_has_one else "Hidden Haven"
    alices, bobs = (next(i for i in game.state.cards.values() if i.card.name == "Weathertop" and i.owner == p)
                    for p in ("Alice", "Bob"))
    assert game.check(PlayEvent("Bob", played, alices.id)).code == "not-own-site"
    if alice_has_one:
        verdict = game.check(PlayEvent("Bob", played, bobs.id))
        assert verdict.code == "wizardhaven-of-another" and "no other Fallen-wizard uses it" in verdict.sentence
    else:
        assert game.check(PlayEvent("Bob", played, bobs.id))


@pytest.mark.parametrize("hidden_haven", [True, False])
def test_company_combat_against_his_company_there_is_cancelled(hidden_haven):
    """"All attacks against it are canceled": company versus company combat too, an attack the defender faces (CoE
    3.V.5); a Ringwraith player's company attacking at its own copy of Weathertop."""
    from meccg_rules.engine.combat.actions import AttackCompany
    setup = Setup("Bob", "Alice")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Ringwraith")
    setup.turn_number(3)
    setup.company("Keepers", ["Gimli"], site="Weathertop", owner="Alice")
    if hidden_haven:
        setup.in_play("Hidden Haven", on="Weathertop", owner="Alice")
    setup.company("Orcs", ["Shagrat"], site="Weathertop", owner="Bob")
    setup.faced("Orcs")
    game = setup.build()
    game.apply(AttackCompany("Bob", "Orcs", "Keepers"))
    assert (game.state.combat is None) is hidden_haven
    assert any("attack is cancelled: Keepers is at" in line for line in game.state.log) is hidden_haven


@pytest.mark.parametrize("hidden_haven", [True, False])
def test_a_hazard_keyed_to_the_site_type_reads_that_copy_a_haven(hidden_haven):
    """Hidden Haven makes its copy of the site a Wizardhaven: a hazard keyed to the site's type finds a Haven there,
    not a Ruins & Lairs (``regions.keyed_site_type``); the other player's copy of the site keeps its printed type."""
    from meccg_rules.engine.hazards.keying import check_keying
    from meccg_rules.engine.core.cards import catalogue
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gimli", "Legolas"], site="Weathertop", origin="Rivendell")
    setup.company("Others", ["Aragorn II"], site="Weathertop", origin="Rivendell", owner="Bob")
    if hidden_haven:
        setup.in_play("Hidden Haven", on="Alice's Weathertop")
    setup.set_phase("movement/hazard", "Travellers")
    state = setup.build().state
    drake = catalogue().find("Cave-drake")   # keyed to Ruins & Lairs (or two Wildernesses)
    assert bool(check_keying(state, drake, state.companies["Travellers"], "Ruins & Lairs")) is not hidden_haven
    assert check_keying(state, drake, state.companies["Others"], "Ruins & Lairs")   # Bob's copy: a Ruins & Lairs
    if hidden_haven:
        verdict = check_keying(state, drake, state.companies["Travellers"], "Ruins & Lairs")
        assert "is a Haven, not a Ruins & Lairs" in verdict.sentence


def test_a_creature_is_played_on_a_company_moving_to_a_hidden_haven_by_its_regions_not_its_site_type():
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gimli", "Legolas"], site="Weathertop", origin="Rivendell")
    setup.in_play("Hidden Haven", on="Weathertop")
    setup.hand("Bob", ["Cave-drake"])
    setup.set_phase("movement/hazard", "Travellers")
    game = setup.build()
    assert game.check(PlayCreature("Bob", "Cave-drake", "Ruins & Lairs")).code == "not-keyable"
    assert game.check(PlayCreature("Bob", "Cave-drake", "Wilderness"))   # two Wildernesses in its site path


@pytest.mark.parametrize("stage_cards", [("Great Patron", "Blind to All Else", "Bad Company", "Legacy of Smiths"),
                                         ("Great Patron", "Blind to All Else", "Bad Company", "Wizard's Trove")])
def test_mischief_in_a_mean_way_makes_his_border_hold_a_wizardhaven_with_ten_stage_points(stage_cards):
    """Mischief in a Mean Way, built from Hidden Haven's keys: in the site phase, on a Border-hold of his, with 10
    stage points or more (``stage_points_above = 9``): 10 with Legacy of Smiths, 7 with Wizard's Trove instead."""
    from helpers import both_pass
    from meccg_rules.engine.playing.actions import PlayEvent
    from meccg_rules.engine.players import stage_wizardhavens
    from meccg_rules.engine.players.stage import stage_points
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gimli", "Legolas"], site="Bree", origin="Rivendell")
    for card in stage_cards:
        setup.in_play(card, owner="Alice")
    setup.hand("Alice", ["Mischief in a Mean Way"])
    setup.set_phase("site", "Travellers")
    game = setup.build()
    bree = game.state.cards[game.state.companies["Travellers"].site]
    enough = stage_points(game.state, "Alice") >= 10
    verdict = game.check(PlayEvent("Alice", "Mischief in a Mean Way", bree.id))
    assert bool(verdict) is enough, verdict
    if not enough:
        assert verdict.code == "too-few-stage-points"
        return
    game.apply(PlayEvent("Alice", "Mischief in a Mean Way", bree.id))
    both_pass(game)
    assert game.state.find("Mischief in a Mean Way").attached_to == bree.id
    assert stage_wizardhavens.own_wizardhaven(game.state, "Alice", bree.card)
    assert stage_wizardhavens.loses_automatic_attacks(game.state, bree)


@pytest.mark.parametrize("fallen_wizard", [True, False])
@pytest.mark.parametrize("site", ["Isengard", "The White Towers"])
def test_a_wizardhaven_site_cancels_attacks_on_his_company_there(site, fallen_wizard):
    """The Fallen-wizard Isengard and The White Towers: "If one of your companies is at this site, all attacks against
    it are canceled" (the key on the site card itself); a Wizard player's company at the hero site of that name is
    attacked."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard" if fallen_wizard else "Wizard")
    setup.company("Travellers", ["Gimli"], site=site)
    setup.set_phase("site", "Travellers")
    game = setup.build()
    site_inst = game.state.cards[game.state.companies["Travellers"].site]
    assert (site_inst.card.alignment == "Fallen-wizard") is fallen_wizard
    flow.begin(game, [Attack("a9", "Travellers", site_inst.id, "automatic-attack", "Wolves", 2, 6, None)])
    assert (game.state.combat is None) is fallen_wizard
    assert any("is cancelled: Travellers is at" in line for line in game.state.log) is fallen_wizard


def test_company_combat_against_his_company_at_his_wizardhaven_site_is_cancelled():
    """Company versus company combat at the Fallen-wizard Isengard is an attack against the defender (CoE 3.V.5): the
    site card of the defender's player cancels it (a Ringwraith company attacking one of the Fallen-wizard's companies
    at its Isengard; the attacker's minion copy of the site has no such text)."""
    from meccg_rules.engine.combat.actions import AttackCompany
    setup = Setup("Bob", "Alice")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Ringwraith")
    setup.turn_number(3)
    setup.company("Keepers", ["Gimli"], site="Isengard", owner="Alice")
    setup.company("Orcs", ["Shagrat"], site="Isengard", owner="Bob")
    setup.faced("Orcs")
    game = setup.build()
    assert game.state.site_of("Keepers").card.trait("cancels_attacks_on_own_companies")
    assert not game.state.site_of("Orcs").card.trait("cancels_attacks_on_own_companies")
    game.apply(AttackCompany("Bob", "Orcs", "Keepers"))
    assert game.state.combat is None
    assert any("attack is cancelled: Keepers is at" in line for line in game.state.log)


def _fallen_wizard(avatar, site, origin=None, via=None):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = avatar
    setup.company("Travellers", ["Gimli"], site=site, origin=origin, via=via)
    return setup


@pytest.mark.parametrize("site, protects", [("Rhosgobel", True), ("Isengard", False)])
def test_rhosgobel_is_a_protected_wizardhaven_cancelling_attacks_on_his_companies(site, protects):
    """The Fallen-wizard Rhosgobel's own card: "This site is a protected Wizardhaven" (``protects_site`` on the site
    card, ``protected``) and "If one of your companies is at this site, all attacks against it are canceled"
    (``protecting``), a Radagast player's company there. Isengard cancels the attacks too but is not protected."""
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.players.stage_wizardhavens import protected, protecting
    assert catalogue().get("WH-57").status == "full"
    game = _fallen_wizard("Radagast", site).build()
    company = game.state.companies["Travellers"]
    site_inst = game.state.cards[company.site]
    assert site_inst.card.alignment == "Fallen-wizard"
    assert protected(game.state, site_inst) is protects
    assert protecting(game.state, company) is site_inst


@pytest.mark.parametrize("avatar", ["Radagast", "Saruman"])
def test_only_radagasts_companies_are_at_rhosgobel(avatar):
    """"Only Radagast's companies may use this card" (``used_only_by_companies_of``; the engine's reading of "use":
    be at it, move to it): a Saruman player's company is not set up there, a Radagast player's is."""
    from meccg_rules.engine.core.errors import InputError
    setup = _fallen_wizard(avatar, "Rhosgobel")
    if avatar == "Saruman":
        with pytest.raises(InputError, match="Only Radagast's companies use"):
            setup.build()
    else:
        assert setup.build().state.site_of("Travellers").card.name == "Rhosgobel"


@pytest.mark.parametrize("avatar", ["Radagast", "Saruman"])
def test_only_radagasts_companies_move_to_rhosgobel(avatar):
    """A company moving from the Fallen-wizard version of Beorn's House to Rhosgobel: only a Radagast player's (the
    ``may move to`` query); the same movement otherwise, so only the player's avatar decides."""
    from meccg_rules.engine.organization.actions import DeclareMovement
    setup = _fallen_wizard(avatar, "Beorn's House")
    setup.location_deck("Alice", ["Rhosgobel"])
    setup.set_phase("organization")
    game = setup.build()
    verdict = game.check(DeclareMovement("Alice", "Travellers", "Rhosgobel", ("Anduin Vales", "Southern Mirkwood")))
    assert bool(verdict) is (avatar == "Radagast")
    if avatar == "Saruman":
        assert verdict.code == "site-of-another-avatar"


def test_rhosgobel_is_used_only_by_the_player_counting_as_radagast():
    """``user_refused``, which both the ``may move to`` query and the set-up ask: refused for a Saruman player,
    allowed once he counts as Radagast. (No starting company begins at Rhosgobel: CoE 1.10.F1.)"""
    from meccg_rules.engine.players.specific import user_refused
    from meccg_rules.engine.core.cards import catalogue
    game = _fallen_wizard("Saruman", "Isengard").build()
    rhosgobel = catalogue().get("WH-57")
    assert user_refused(game.state, "Alice", rhosgobel).code == "site-of-another-avatar"
    game.state.fallen_wizards["Alice"] = "Radagast"
    assert user_refused(game.state, "Alice", rhosgobel)


@pytest.mark.parametrize("there", [True, False])
def test_rhosgobels_stage_point_counts_while_a_company_of_his_is_there(there):
    """"You receive the stage point if any of your companies are at this site" (``stage.stage_points``): Rhosgobel in
    play gives its player 1 stage point while his company is there, none when his company has left for Beorn's House
    and the site stays in play (set up as a company moving from it, its new site revealed)."""
    from meccg_rules.engine.players.stage import stage_points
    if there:
        setup = _fallen_wizard("Radagast", "Rhosgobel")
    else:
        setup = _fallen_wizard("Radagast", "Beorn's House", origin="Rhosgobel",
                               via=["Southern Mirkwood", "Anduin Vales"])
        setup.set_phase("movement/hazard", "Travellers")
    game = setup.build()
    rhosgobel = next(i for i in game.state.cards.values() if i.card.id == "WH-57")
    assert rhosgobel.zone == IN_PLAY
    assert stage_points(game.state, "Alice") == (1 if there else 0)
    assert stage_points(game.state, "Bob") == 0
