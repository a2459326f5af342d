"""Environments that change region and site types (CoE 2.IV.ii.2, 2.IV.iv; CRF 22, Movement/Hazard Phase >
General, Annotation 26; Rulings by Term > Site Path)."""
from helpers import both_pass, moving, setting_aside

from meccg_rules.engine.environments.actions import OrderEffects
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives.regions import company_types, site_type, site_types
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Choking Shadows")


def test_morgul_night_turns_wildernesses_into_shadow_lands_once():
    game = moving("Moria", "Lórien", "Doors of Night", "Morgul Night", hand=["Orc-watch"])
    s = game.state
    assert company_types(s, s.companies["Fellowship"]) == ["shadow-land", "shadow-land"]
    assert game.check(PlayCreature("Bob", "Orc-watch", "Shadow-land")).allowed
    assert game.check(PlayCreature("Bob", "Orc-watch", "Dark-domain")).code == "not-keyable"   # not twice


def test_fell_winter_changes_regions_only_with_doors_of_night():
    game = moving("Minas Tirith", "Lórien", "Fell Winter", hand=["Cave-drake", "True Fire-drake"])
    s = game.state
    assert company_types(s, s.companies["Fellowship"]) == ["wilderness", "border-land", "free-domain"]
    game = moving("Minas Tirith", "Lórien", "Doors of Night", "Fell Winter", hand=["Cave-drake", "True Fire-drake"])
    s = game.state
    assert company_types(s, s.companies["Fellowship"]) == ["wilderness", "wilderness", "border-land"]
    assert game.check(PlayCreature("Bob", "Cave-drake", "Wilderness")).allowed               # two Wildernesses
    assert game.check(PlayCreature("Bob", "True Fire-drake", "Wilderness")).allowed          # two with Doors of Night


def test_the_order_of_order_dependent_effects_is_the_hazard_players():
    # Lórien to Minas Tirith: Wilderness, Border-land, Free-domain
    game = moving("Minas Tirith", "Lórien", "Doors of Night", "Morgul Night", "Fell Winter", hand=["Orc-watch"])
    s = game.state
    company = s.companies["Fellowship"]
    # as they came into play: Morgul Night first (W -> S), then Fell Winter (B -> W, F -> B)
    assert company_types(s, company) == ["shadow-land", "wilderness", "border-land"]
    assert game.check(OrderEffects("Alice", "Fell Winter", "Morgul Night")).code == "wrong-player"
    assert game.check(OrderEffects("Bob", "Doors of Night", "Morgul Night")).code == "order-independent"
    game.apply(OrderEffects("Bob", "Fell Winter", "Morgul Night"))
    # Fell Winter first: W, W, B; then Morgul Night: S, S, B
    assert company_types(s, company) == ["shadow-land", "shadow-land", "border-land"]
    game.apply(PlayCreature("Bob", "Orc-watch", "Shadow-land"))
    assert game.check(OrderEffects("Bob", "Morgul Night", "Fell Winter")).code == "order-fixed"


def test_choking_shadows_treats_one_wilderness_of_one_path_until_the_end_of_the_turn():
    game = moving("Weathertop", "Rivendell", "Doors of Night", hand=["Choking Shadows", "Orc-watch"])
    s = game.state
    company = s.companies["Fellowship"]
    assert game.check(PlayCreature("Bob", "Orc-watch", "Shadow-land")).code == "not-keyable"
    game.apply(PlayEvent("Bob", "Choking Shadows", "Fellowship", "a Wilderness as a Shadow-land"))
    both_pass(game)
    assert company_types(s, company) == ["shadow-land", "wilderness"]
    assert site_types(s, s.find("Weathertop")) == ["wilderness", "wilderness"]   # the site's own path is apart
    assert game.check(PlayCreature("Bob", "Orc-watch", "Shadow-land")).allowed


def test_choking_shadows_needs_doors_of_night_for_its_region_effect():
    game = moving("Weathertop", "Rivendell", hand=["Choking Shadows"])
    verdict = game.check(PlayEvent("Bob", "Choking Shadows", "Fellowship", "a Wilderness as a Shadow-land"))
    assert verdict.code == "condition-missing"


def test_choking_shadows_makes_a_ruins_and_lairs_a_shadow_hold():
    game = moving("Weathertop", "Rivendell", "Doors of Night", hand=["Choking Shadows", "Orc-watch"])
    assert game.check(PlayCreature("Bob", "Orc-watch", "Shadow-hold")).code == "not-keyable"
    game.apply(PlayEvent("Bob", "Choking Shadows", "Weathertop", "a Ruins & Lairs as a Shadow-hold"))
    both_pass(game)
    assert game.check(PlayCreature("Bob", "Orc-watch", "Shadow-hold")).allowed


def test_gates_of_morning_cancels_the_region_and_site_changes_of_hazard_environments():
    # a one-off change of an environment short-event is an environment effect (CoE 9.4): "all hazard environment
    # effects are canceled" ends it for the rest of the turn, as it ends a lasting modification
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Aragorn II", "Legolas"], site="Bree")
    setup.in_play("Doors of Night")
    setup.hand("Bob", ["Gloom", "Cave-drake"])
    setup.hand("Alice", ["Gates of Morning"])
    setup.set_phase("movement/hazard", "Rangers")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Gloom", "Aragorn II", "a Border-hold as a Ruins & Lairs"))
    both_pass(game)
    assert game.check(PlayCreature("Bob", "Cave-drake", "Ruins & Lairs")).allowed
    game.apply(PlayEvent("Alice", "Gates of Morning"))
    both_pass(game)
    assert game.check(PlayCreature("Bob", "Cave-drake", "Ruins & Lairs")).code == "not-keyable"
    assert not game.state.turn.treated


def test_storms_of_osse_reads_the_sites_printed_path_only():
    # Edhellond to Dol Amroth by region movement through the Bay of Belfalas: Dol Amroth's own path has no
    # Coastal Sea, so Storms of Ossë does not tap it
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Dol Amroth", origin="Edhellond",
                  via=["Anfalas", "Bay of Belfalas", "Belfalas"])
    setup.in_play("Doors of Night")
    setup.hand("Bob", ["Storms of Ossë"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Storms of Ossë"))
    both_pass(game)
    assert not game.state.find("Dol Amroth").tapped


def test_a_haven_has_no_site_path_for_hazards_but_geann_a_lisch():
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.primitives.regions import printed_path
    from meccg_rules.engine.core.state import Instance
    haven = Instance("x", catalogue().get("Grey Havens"), "Alice", "Alice", "in play")
    minion = Instance("y", catalogue().versions("Geann a-Lisch")[1], "Alice", "Alice", "in play")
    assert minion.card.is_haven and printed_path(haven) == []
    assert printed_path(minion) == ["shadow-land", "wilderness", "wilderness", "wilderness", "wilderness"]


# ------------------------------------------------------------------ environments that send companies back
def weathertop(characters, *in_play, hand=("Long Winter",), phase_of="Fellowship"):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Rivendell")
    for card in in_play:
        setup.in_play(card)
    setup.hand("Bob", list(hand))
    setup.set_phase("organization")
    game = setup.build()
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
    game.apply(DeclareMovement("Alice", "Fellowship", "Weathertop"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", phase_of))
    return game


def test_long_winter_sends_back_a_company_crossing_two_wildernesses_without_a_ranger():
    game = weathertop(["Legolas", "Gimli"])
    game.apply(PlayEvent("Bob", "Long Winter"))
    both_pass(game)
    s = game.state
    fellowship = s.companies["Fellowship"]
    assert s.cards[fellowship.site].name == "Rivendell" and fellowship.returned
    assert s.phase == "site" and s.find("Long Winter").zone == "in play"


def test_long_winter_spares_a_company_with_a_ranger():
    game = weathertop(["Aragorn II", "Legolas"], hand=("Long Winter", "Orc-patrol"))
    game.apply(PlayEvent("Bob", "Long Winter"))
    both_pass(game)
    assert game.state.companies["Fellowship"].moving and game.state.phase == "movement/hazard"
    assert game.check(PlayCreature("Bob", "Orc-patrol", "Wilderness")).allowed


def test_long_winter_in_play_acts_on_a_company_as_it_starts_moving():
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Aragorn II"], site="Lórien")
    setup.company("Fellowship", ["Legolas", "Kili"], site="Rivendell")
    setup.hand("Bob", ["Long Winter"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    game.apply(DeclareMovement("Alice", "Fellowship", "Weathertop"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Rangers"))
    game.apply(PlayEvent("Bob", "Long Winter"))
    both_pass(game)
    game.apply(EndPhase("Alice", "movement/hazard", "Rangers"))
    game.apply(BeginMovementHazard("Alice", "Fellowship"))
    assert s.chains and s.chains[-1].origin == "passive-condition"    # declared at the start of the phase
    assert not s.companies["Fellowship"].returned
    both_pass(game)
    assert s.companies["Fellowship"].returned and s.phase == "site"


def test_long_winter_with_doors_of_night_taps_sites_whose_own_path_has_two_wildernesses():
    game = weathertop(["Aragorn II", "Legolas"], "Doors of Night")
    game.apply(PlayEvent("Bob", "Long Winter"))
    both_pass(game)
    s = game.state
    assert s.find("Weathertop").tapped and not s.find("Rivendell").tapped


def test_foul_fumes_sends_back_a_company_with_a_shadow_land_in_its_path():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Legolas", "Gimli"], site="Mount Gram", origin="Rivendell")
    setup.hand("Bob", ["Foul Fumes"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayEvent("Bob", "Foul Fumes"))
    both_pass(game)
    assert game.state.companies["Fellowship"].returned


def test_a_site_whose_path_comes_to_hold_a_shadow_land_taps_under_foul_fumes_and_doors_of_night():
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Aragorn II"], site="Weathertop", origin="Rivendell")
    setup.in_play("Doors of Night")
    setup.in_play("Foul Fumes")
    setup.hand("Bob", ["Choking Shadows"])
    setup.set_phase("movement/hazard", "Rangers")
    game = setup.build()
    s = game.state
    assert not s.find("Weathertop").tapped                            # Wilderness, Wilderness
    game.apply(PlayEvent("Bob", "Choking Shadows", "Weathertop", "a Wilderness as a Shadow-land"))
    both_pass(game)
    assert s.find("Weathertop").tapped
    assert not s.companies["Rangers"].returned                         # its own path is apart, and a ranger


def _foul_fumes_on(alignment, characters, origin, site):
    """Alice's company moves from ``origin`` to ``site`` under Doors of Night and Foul Fumes, which Alice played
    (a Ringwraith player may play it on his opponent, CoE 1.8.1)."""
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Raiders", characters, site=origin)
    setup.in_play("Doors of Night")
    setup.in_play("Foul Fumes", owner="Alice")
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Raiders", site))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Raiders"))
    both_pass(game) if game.state.chains else None
    return game.state


def test_foul_fumes_has_no_effect_on_a_minion_player():
    """Its text: no effect on a minion player (CoE 1.8.1): his moving company is not sent back, his site not tapped;
    a Wizard player's company and site are."""
    s = _foul_fumes_on("Ringwraith", ["Shagrat"], "Dol Guldur", "Moria")   # Dark-domain, Shadow-land ... Wilderness
    assert not s.find("Moria").tapped and not s.companies["Raiders"].returned
    s = _foul_fumes_on("Wizard", ["Legolas"], "Rivendell", "Zarak Dûm")    # Wilderness, Shadow-land
    assert s.companies["Raiders"].returned
    s = _foul_fumes_on("Wizard", ["Aragorn II"], "Rivendell", "Zarak Dûm")  # a ranger: it goes on
    assert s.find("Zarak Dûm").tapped and not s.companies["Raiders"].returned


def test_storms_of_osse_keeps_coastal_sites_tapped_while_it_is_in_play():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Dol Amroth", origin="Edhellond")
    setup.company("Sailors", ["Legolas"], site="Gobel Mírlond", origin="Edhellond")
    setup.in_play("Doors of Night")
    setup.in_play("Storms of Ossë")
    game = setup.build()
    s = game.state
    assert not s.find("Dol Amroth").tapped                            # Wilderness, Free-domain
    assert s.find("Gobel Mírlond").tapped and not s.find("Edhellond").tapped    # a Haven is spared


def test_long_winter_taps_each_qualifying_site_once_a_turn_and_does_not_keep_it_tapped():
    """CRF 22, Long Winter: applied once to each site each turn, not continually: a site it tapped and something
    untapped stays untapped for the rest of the turn (Thrór's Map untapping Gold Hill)."""
    import textwrap

    from meccg_rules.pages.runner import run_page
    page = textwrap.dedent("""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship stays at Gold Hill: Bilbo, Aragorn II.
          Bilbo has Thrór's Map.
          Doors of Night is in play.
          Long Winter is in play.
          It is the organization phase.
        Expect
          Gold Hill is tapped.
        Play
          Alice discards Thrór's Map to untap Gold Hill.
          Both players pass.
        Expect
          Gold Hill is untapped.
        ```
        """)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "passed", example.message


def test_peril_returned_counts_doors_of_night_in_play_while_no_gates_of_morning_is_on_the_table():
    # Lórien to Minas Tirith: Wilderness, Border-land, Free-domain; Fell Winter changes them with Doors of Night
    game = moving("Minas Tirith", "Lórien", "Peril Returned", "Fell Winter", hand=["Morgul Night"])
    s = game.state
    assert s.in_effect("Doors of Night") and not s.on_table("Doors of Night")
    assert company_types(s, s.companies["Fellowship"]) == ["wilderness", "wilderness", "border-land"]
    assert game.check(PlayEvent("Bob", "Morgul Night")).allowed
    without = moving("Minas Tirith", "Lórien", "Fell Winter", hand=["Morgul Night"])
    assert company_types(without.state, without.state.companies["Fellowship"]) == [
        "wilderness", "border-land", "free-domain"]
    assert without.check(PlayEvent("Bob", "Morgul Night")).code == "condition-missing"


def test_peril_returned_counts_a_gates_of_morning_on_the_table_out_of_play_and_no_doors_of_night_in():
    game = moving("Minas Tirith", "Lórien", "Peril Returned", "Gates of Morning", "Fell Winter",
                  hand=["Morgul Night", "Eyes of the Shadow"])
    s = game.state
    assert s.on_table("Gates of Morning") and not s.in_effect("Gates of Morning")
    assert not s.in_effect("Doors of Night")                     # only while no Gates of Morning is on the table
    assert company_types(s, s.companies["Fellowship"]) == ["wilderness", "border-land", "free-domain"]
    assert game.check(PlayEvent("Bob", "Morgul Night")).code == "condition-missing"
    assert game.check(PlayEvent("Bob", "Eyes of the Shadow")).allowed   # "not while Gates of Morning is in play"
    without = moving("Minas Tirith", "Lórien", "Gates of Morning", hand=["Eyes of the Shadow"])
    assert without.check(PlayEvent("Bob", "Eyes of the Shadow")).code == "condition-missing"


def test_gates_of_morning_resolving_under_peril_returned_discards_the_hazard_environments():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Lórien")
    for card in ("Doors of Night", "Morgul Night", "Peril Returned"):
        setup.in_play(card)
    setup.hand("Alice", ["Gates of Morning"])
    setup.set_phase("long-event")
    game = setup.build()
    game.apply(PlayEvent("Alice", "Gates of Morning"))
    both_pass(game)
    s = game.state
    assert s.find("Doors of Night").zone == "discard pile" and s.find("Morgul Night").zone == "discard pile"
    assert s.find("Peril Returned").zone == "in play"                # a long-event, no environment
    assert s.on_table("Gates of Morning") and not s.in_effect("Gates of Morning")


def test_new_moon_taps_an_elf_or_with_doors_of_night_changes_a_free_domain_or_a_free_hold():
    # Lórien to Minas Tirith (a Free-hold): Wilderness, Border-land, Free-domain
    game = moving("Minas Tirith", "Lórien", hand=["New Moon"])
    assert game.check(PlayEvent("Bob", "New Moon", "Aragorn II")).code == "invalid-target"     # the tap: an Elf
    assert game.check(PlayEvent("Bob", "New Moon", "Aragorn II", "a Free-domain as a Border-land")).code == \
        "condition-missing"                                                                       # Doors of Night
    game = moving("Minas Tirith", "Lórien", "Doors of Night", hand=["New Moon"])
    s = game.state
    game.apply(PlayEvent("Bob", "New Moon", "Aragorn II", "a Free-domain as a Border-land"))
    both_pass(game)
    assert company_types(s, s.companies["Fellowship"]) == ["wilderness", "border-land", "border-land"]
    assert not s.find("Aragorn II").tapped
    game = moving("Minas Tirith", "Lórien", "Doors of Night", hand=["New Moon"])
    s = game.state
    game.apply(PlayEvent("Bob", "New Moon", "Legolas", "a Free-hold as a Border-hold"))
    both_pass(game)
    assert site_type(s, s.cards[s.companies["Fellowship"].site]) == "Border-hold"
    assert not s.find("Legolas").tapped
