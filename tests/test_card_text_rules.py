"""Clauses of card text the engine reads from the cards' facts, in general (``tools/card_facts``): each is a fact
of every card that prints it, and the rule family that owns it acts on the fact, for any such card."""
import pytest

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.organization.actions import PlayCharacter
from meccg_rules.engine.setup import Setup


def _play(character: str, site: str):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Rivendell")
    setup.hand("Alice", [character])
    setup.set_phase("organization")
    return setup.build().check(PlayCharacter("Alice", character, site=site, new_company="Shire"))


def test_a_character_brought_into_play_only_at_his_home_site_is_refused_at_a_haven_and_allowed_at_home():
    hobbits = [c for c in catalogue().cards if c.fact("home_site_only")]
    assert {"Frodo", "Bilbo", "Sam Gamgee"} <= {c.name for c in hobbits}
    for name in ("Frodo", "Sam Gamgee"):
        refused = _play(name, "Rivendell")
        assert refused.code == "home-site-only", refused
        assert f"{name} may be brought into play only at his home site (Bag End), not at Rivendell" in refused.sentence
        assert _play(name, "Bag End"), name


def test_a_character_without_that_clause_is_still_played_at_a_haven():
    assert not catalogue().get("Faramir").fact("home_site_only")
    assert _play("Faramir", "Rivendell")


def _influence_modifiers(character: str, faction: str) -> list[tuple[int, str]]:
    from meccg_rules.engine.influence.modifiers import modifiers
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", [character], site="Rivendell")
    setup.hand("Alice", [faction])
    game = setup.build()
    state = game.state
    return modifiers(state, state.find(character).id, state.find(faction))


def test_a_characters_direct_influence_against_a_faction_is_read_from_his_card_and_counts_against_it_alone():
    assert (2, "Legolas, against Wood-elves") in _influence_modifiers("Legolas", "Wood-elves")
    assert not [m for m in _influence_modifiers("Legolas", "Men of Anórien") if "Legolas" in m[1]]


def test_direct_influence_against_the_characters_and_factions_of_a_race_counts_against_that_races_factions():
    gimli = catalogue().get("Gimli")
    assert {"by": 1, "races": ["Elf"]} in gimli.fact("direct_influence_against")
    assert (1, "Gimli, against Elf factions") in _influence_modifiers("Gimli", "Wood-elves")


def test_direct_influence_against_a_races_factions_alone_the_factions_playable_at_a_site_or_factions_named_plainly():
    assert (2, "Ghân-buri-Ghân, against Wose factions") in _influence_modifiers("Ghân-buri-Ghân",
                                                                              "Woses of the Drúadan Forest")
    assert not [m for m in _influence_modifiers("Ghân-buri-Ghân", "Wood-elves") if "Ghân" in m[1]]
    assert (2, "Asternak, against factions playable at Variag Camp") in _influence_modifiers("Asternak",
                                                                                            "Variags of Khand")
    assert not [m for m in _influence_modifiers("Asternak", "Dunlendings") if "Asternak" in m[1]]
    freca = _influence_modifiers("Freca", "Riders of Rohan") + _influence_modifiers("Freca", "Dunlendings")
    assert (1, "Freca, against Riders of Rohan") in freca and (1, "Freca, against Dunlendings") in freca


def test_a_factions_standard_modification_for_another_faction_counts_while_that_faction_is_in_play_for_either_player():
    from meccg_rules.engine.influence.modifiers import modifiers

    def haradrim(bob_has: list[str]) -> list[tuple[int, str]]:
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Fellowship", ["Asternak"], site="Southron Oasis")
        setup.hand("Alice", ["Haradrim"])
        setup.mp_pile("Bob", bob_has)
        state = setup.build().state
        return modifiers(state, state.find("Asternak").id, state.find("Haradrim"))

    assert (2, "Haradrim standard modification, Southrons in play") in haradrim(["Southrons"])
    assert (-2, "Haradrim standard modification, Variags of Khand in play") in haradrim(["Variags of Khand"])
    assert not [m for m in haradrim([]) if "standard" in m[1]]


def test_one_manifestation_of_an_entity_in_play_bars_another_whatever_its_alignment_but_not_a_dragons():
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    from meccg_rules.engine.primitives.unique import check_unique

    def rogrog(lieutenant: bool):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II"], site="Dol Guldur", origin="Lórien")
        if lieutenant:
            setup.alignment("Bob", "Ringwraith")
            setup.company("Host", ["Lieutenant of Angmar"], site="Dol Guldur")
        setup.hand("Bob", ["Rogrog"])
        setup.set_phase("movement/hazard", "Fellowship")
        game = setup.build()
        return game.check(PlayCreature("Bob", "Rogrog", "Dark-hold"))

    assert rogrog(lieutenant=False)
    refused = rogrog(lieutenant=True)
    assert not refused and refused.code == "manifestation-in-play", refused
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Beorn"], site="Rivendell")
    setup.hand("Bob", ["Lord of the Carrock", "Smaug"])
    setup.mp_pile("Alice", ["Smaug Roused"])
    state = setup.build().state
    assert check_unique(state, state.find("Lord of the Carrock")).code == "manifestation-in-play"
    assert check_unique(state, state.find("Smaug"))   # Dragon manifestations are not barred (CoE g.man.1, g.man.3)


def test_every_faction_a_character_has_influence_against_is_a_faction_card():
    factions = {c.name for c in catalogue().cards if c.kind == "faction"}
    named = {b["faction"] for c in catalogue().cards for b in c.fact("direct_influence_against", ()) if "faction" in b}
    assert named and named <= factions, named - factions


def _character_points(eliminated: str | None) -> int:
    from meccg_rules.engine.end_of_game.scoring import tally
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Legolas"], site="Rivendell")
    if eliminated:
        setup.eliminated("Alice", eliminated)
    return tally(setup.build().state, "Alice")["character"]


def test_a_character_printing_negative_points_if_eliminated_costs_his_player_them_while_eliminated():
    assert catalogue().get("Aragorn II").fact("marshalling_points_if_eliminated") == -3
    assert _character_points("Aragorn II") == _character_points(None) - 3
    assert _character_points("Faramir") == _character_points(None)   # nothing printed: no loss


def _body_check(character: str, roll: int) -> str:
    from meccg_rules.engine.combat.strikes import resolve_body_check
    from meccg_rules.engine.core.chain import Declared
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", [character], site="Minas Morgul")
    game = setup.build()
    inst = game.state.find(character)
    entry = Declared("Bob", "body-check", target=inst.id, data={"against": "character", "was_wounded": False})
    entry.roll = roll
    resolve_body_check(game, entry)
    return inst.zone


def test_a_character_discarded_on_a_body_check_result_is_discarded_on_that_result_alone():
    card = catalogue().get("Grishnákh")
    (result,), body = card.fact("discard_on_body_check"), card.fact("body")
    assert (result, body) == (8, 8)
    assert _body_check("Grishnákh", result) == "discard pile"        # would pass against his body: discarded
    assert _body_check("Grishnákh", result + 1) == "out-of-play pile"  # fails otherwise: eliminated
    assert _body_check("Grishnákh", result - 1) == "in play"


def test_a_character_discarded_on_either_of_two_body_check_results_is_discarded_on_both():
    """Orc Brawler: "Discard on a body check result of 7 or 8" (CoE 3.I.3): body 8, so 7 and 8 would pass."""
    card = catalogue().get("Orc Brawler")
    assert (card.fact("discard_on_body_check"), card.fact("body")) == ([7, 8], 8)
    assert _body_check("Orc Brawler", 7) == "discard pile"
    assert _body_check("Orc Brawler", 8) == "discard pile"
    assert _body_check("Orc Brawler", 6) == "in play"
    assert _body_check("Orc Brawler", 9) == "out-of-play pile"


def test_a_change_to_his_body_moves_his_discard_numbers_too():
    """CoE 3.I.4: Orc Brawler (body 8, discarded on 7 or 8) at body 7 is discarded on 6 or 7; at body 10 on 9 or
    10, never above his body."""
    from meccg_rules.engine.combat.discard_numbers import numbers
    brawler = catalogue().get("Orc Brawler")

    class Brawler:
        card = brawler
    assert numbers(Brawler, 8) == (7, 8)
    assert numbers(Brawler, 7) == (6, 7)
    assert numbers(Brawler, 10) == (9, 10)


def _at(site: str, origin: str, characters: list[str], hand: list[str], phase: str, player: str = "Alice"):
    setup = Setup("Alice", "Bob")
    setup.company("Company", characters, site=site, origin=origin)
    setup.hand(player, hand)
    setup.set_phase(phase, "Company")
    if phase == "site":
        setup.faced("Company")
        setup.tap(site)   # tapped, as by a resource played there earlier
    return setup.build()


def test_items_are_played_at_a_site_whose_text_allows_it_while_it_is_tapped_and_at_no_other():
    from meccg_rules.engine.site_phase.actions import PlayResource
    for site, origin, allowed in (("Tharbad", "Rivendell", True), ("Barrow-downs", "Rivendell", False)):
        game = _at(site, origin, ["Aragorn II", "Legolas"], ["Dagger of Westernesse"], "site")
        verdict = game.check(PlayResource("Alice", "Legolas", "Dagger of Westernesse"))
        assert (verdict.allowed, verdict.code) == ((True, None) if allowed else (False, "site-tapped")), (site, verdict)


def test_a_creature_is_not_played_against_a_company_with_a_character_whose_home_site_it_names():
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    # Arthadan Rangers, keyed by name to Cardolan (Barrow-downs' region): Aragorn II's home site is Bree
    refused = _at("Barrow-downs", "Rivendell", ["Aragorn II", "Legolas"], ["Arthadan Rangers"], "movement/hazard",
                  "Bob").check(PlayCreature("Bob", "Arthadan Rangers", "Cardolan"))
    assert refused.code == "invalid-target" and "home site is Bree (Aragorn II)" in refused.sentence
    assert _at("Barrow-downs", "Rivendell", ["Legolas", "Gimli"], ["Arthadan Rangers"], "movement/hazard",
               "Bob").check(PlayCreature("Bob", "Arthadan Rangers", "Cardolan"))


def test_brand_has_two_more_direct_influence_against_the_men_of_dale_alone():
    assert (2, "Brand, against Men of Dale") in _influence_modifiers("Brand", "Men of Dale")
    assert not [m for m in _influence_modifiers("Brand", "Wood-elves") if "Brand" in m[1]]


def test_a_second_copy_of_a_unique_item_is_refused_while_one_is_in_play_and_allowed_once_it_is_discarded():
    from meccg_rules.engine.core.state import DISCARD
    from meccg_rules.engine.site_phase.actions import PlayResource
    setup = Setup("Alice", "Bob")
    setup.company("Company", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Glamdring"])
    setup.hand("Alice", ["a second Glamdring"])
    setup.set_phase("site", "Company")
    setup.faced("Company")
    game = setup.build()
    play = PlayResource("Alice", "Legolas", "the second Glamdring")
    refused = game.check(play)
    assert refused.code == "unique-in-play" and "Glamdring is unique and one is in play already" in refused.sentence
    game.state.move(game.state.find("the first Glamdring").id, DISCARD)   # a discarded copy may be played again
    assert game.check(play)


def test_a_characters_printed_modifier_to_influence_checks_against_factions_and_bonus_against_all_factions_count():
    assert catalogue().get("Bifur").fact("influence_check_modifier") == -1
    assert (-1, "Bifur") in _influence_modifiers("Bifur", "Blue Mountain Dwarves")
    assert (1, "Adrazar, against factions") in _influence_modifiers("Adrazar", "Wood-elves")


def test_the_one_ring_cannot_be_stored_where_another_item_may(monkeypatch):
    from meccg_rules.engine.core import modelled
    from meccg_rules.engine.organization.actions import StoreItem
    refuse = modelled.refuse   # the Ring's other clauses (its bonuses, its strike cancelling) take no part here
    monkeypatch.setattr(modelled, "refuse", lambda card, scopes, as_follower=False: card.name == "The One Ring"
                        or refuse(card, scopes, as_follower))
    for item, code in (("The One Ring", "not-storable"), ("Glamdring", None)):
        setup = Setup("Alice", "Bob")
        setup.company("Company", ["Frodo", "Aragorn II"], site="Rivendell")
        setup.give("Frodo" if item == "The One Ring" else "Aragorn II", [item])
        setup.set_phase("organization")
        assert setup.build().check(StoreItem("Alice", item)).code == code, item


def test_lure_of_expedience_makes_its_bearer_check_when_an_item_is_transferred_in_his_company():
    """CRF 22, Lure of Expedience: it triggers when an item is transferred (a company gaining an item)."""
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.organization.actions import TransferItem
    setup = Setup("Alice", "Bob")
    setup.company("Company", ["Aragorn II", "Legolas", "Gimli"], site="Rivendell")
    setup.give("Aragorn II", ["Glamdring"])
    setup.in_play("Lure of Expedience", on="Legolas")
    setup.set_phase("organization")
    game = setup.build()
    game.apply(TransferItem("Alice", "Glamdring", "Gimli"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 12, "Aragorn II's corruption check"))
    assert game.state.find("Glamdring").attached_to == game.state.find("Gimli").id
    assert "Lure of Expedience: Legolas must make a corruption check" in game.state.log


def test_a_site_whose_text_says_it_contains_a_hoard_has_one_without_a_dragon_automatic_attack():
    from meccg_rules.engine.site_phase.hoards import HOARD_ITEM, has_hoard, playable_here
    framsburg, moria = catalogue().get("Framsburg"), catalogue().get("Moria")
    assert framsburg.fact("hoard") and not any(a.get("race") == "Dragon" for a in framsburg.fact("automatic_attacks"))
    hoard_item = next(c for c in catalogue().cards if HOARD_ITEM in c.keywords)
    assert has_hoard(framsburg) and playable_here(hoard_item, framsburg)
    assert not has_hoard(moria) and not playable_here(hoard_item, moria)


def test_a_resource_may_not_target_the_other_players_character_unless_its_text_says_it_may(monkeypatch):
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Frodo"], site="Rivendell")
    setup.company("Wanderers", ["Sam Gamgee"], site="Bree", owner="Bob")
    setup.tap("Frodo")
    setup.tap("Sam Gamgee")
    setup.hand("Alice", ["Halfling Strength"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "Halfling Strength", "Frodo", "untapping"))
    refused = game.check(PlayEvent("Alice", "Halfling Strength", "Sam Gamgee", "untapping"))
    assert refused.code == "opponents-card" and "Sam Gamgee" in refused.sentence
    card = game.state.find("Halfling Strength").card
    monkeypatch.setitem(card._authored_fields, "targets_opponents", True)   # "may target an opponent's character"
    assert game.check(PlayEvent("Alice", "Halfling Strength", "Sam Gamgee", "untapping"))


def test_a_faction_whose_text_says_so_needs_zero_to_be_influenced_away_once_in_play():
    from meccg_rules.engine.influence.influence_attempts import _needed
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Ringwraith")
    setup.mp_pile("Bob", ["Goblins of Goblin-gate", "Haradrim"])
    state = setup.build().state
    assert catalogue().get("Goblins of Goblin-gate").fact("influence_number") == 8
    assert _needed(state, state.find("Goblins of Goblin-gate"), revealed=False) == 0
    assert _needed(state, state.find("Haradrim"), revealed=False) == catalogue().get("AS-63").fact(
        "influence_number") > 0


def test_conditions_compose_one_of_several_holding_and_none_holding():
    from meccg_rules.engine.core.behaviour import Condition
    from meccg_rules.engine.primitives.conditions import check_conditions
    vigilance = catalogue().get("Doubled Vigilance")   # a Shadow-hold, or with Doors of Night a R&L or Border-hold

    def allowed(site: str, doors_of_night: bool, conditions=None) -> bool:
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II"], site=site)
        if doors_of_night:
            setup.in_play("Doors of Night")
        state = setup.build().state
        found = conditions if conditions is not None else vigilance.trait("playable_if")
        return bool(check_conditions(state, vigilance, found, state.find(site).id))

    assert allowed("Moria", False) and allowed("Moria", True)            # a Shadow-hold
    assert not allowed("Weathertop", False) and allowed("Weathertop", True)   # a Ruins & Lairs
    assert allowed("Bree", True) and not allowed("Bree", False)             # a Border-hold
    assert not allowed("Minas Tirith", True)                                # a Free-hold, never
    not_while_doors = (Condition(none_of=(Condition(in_play="Doors of Night"),)),)
    assert allowed("Bree", False, not_while_doors) and not allowed("Bree", True, not_while_doors)


@pytest.mark.parametrize("roll, outcome", [(2, "Legolas is discarded."), (3, "Legolas is in play.")])
def test_a_corruption_check_a_card_calls_keeps_that_cards_modifier_after_the_card_has_left_play(roll, outcome):
    """Barrow-wight is discarded when its attack ends; the check it calls on whom it wounded is still at -2: Legolas,
    with no corruption points, fails on a 2 (2 - 2 = 0, not above 0) and passes on a 3."""
    import textwrap

    from meccg_rules.pages.runner import run_page
    page = textwrap.dedent(f"""\
        # A page

        ```scenario
        Setup
          Alice is the resource player.
          Bob is the hazard player.
          Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
          Bob holds Barrow-wight.
          It is the movement/hazard phase of Fellowship.
        Play
          Bob plays Barrow-wight keyed to Shadow-hold.
          Both players pass.
          Alice assigns a strike to Legolas.
          Alice resolves Legolas's strike.
          Alice rolls 2 for Legolas's strike.
          Both players pass.
          Bob rolls 5 for Legolas's body check.
          Both players pass.
          Alice rolls {roll} for Legolas's corruption check.
        Expect
          Barrow-wight is discarded.
          {outcome}
        ```
        """)
    (example,) = run_page(page, "page.md").examples
    assert example.status == "passed", example.message


def test_characters_whose_influence_clauses_the_facts_carry_are_full_and_use_them():
    """Entries once written partial, whose clauses the import now reads: -1 to influence checks against factions,
    direct influence against a race's characters and factions or the factions playable at a site, a home site
    alone (Pippin), a Leader keyword printed in the text (Mauhúr; tests/test_specific_cards.py)."""
    cards = catalogue()
    for name in ("Barliman Butterbur", "Beregond", "Dwalin", "Fíli", "Haldir", "Kíli", "Balin", "Perchen",
                 "Shagrat", "Mauhúr", "Pippin"):
        assert cards.get(name).status == "full", name
    assert (-1, "Barliman Butterbur") in _influence_modifiers("Barliman Butterbur", "Blue Mountain Dwarves")
    assert (1, "Balin, against Dwarf factions") in _influence_modifiers("Balin", "Blue Mountain Dwarves")
    assert not [m for m in _influence_modifiers("Balin", "Wood-elves") if "Balin" in m[1]]
    assert (3, "Perchen, against factions playable at Dunnish Clan-hold") in _influence_modifiers("Perchen",
                                                                                                 "Dunlendings")
    assert _play("Pippin", "Rivendell").code == "home-site-only" and _play("Pippin", "Bag End")


def test_an_items_bonus_to_a_maximum_stops_at_it_and_an_item_given_up_still_helps_its_bearer():
    """Orc-liquor: +2 body to each of the company, no higher than 10; Old Treasure: discarded, +4 direct influence to
    whoever bore it until the end of the turn."""
    from meccg_rules.engine.combat.strikes import body
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.organization.control import unused_direct_influence
    from meccg_rules.engine.playing.actions import DiscardToUse
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat", "Gorbag"], site="Minas Morgul")
    setup.give("Shagrat", ["Orc-liquor", "Old Treasure"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    characters = [s.find("Shagrat").id, s.find("Gorbag").id]
    before = [body(s, ref) for ref in characters]
    influence = unused_direct_influence(s, characters[0])
    for use in (DiscardToUse("Alice", "Orc-liquor", "fortify a character", "Gorbag"),
                DiscardToUse("Alice", "Old Treasure", "give it up")):
        game.apply(use)
        game.apply(Pass("Bob"))
        game.apply(Pass("Alice"))
    assert [body(s, ref) for ref in characters] == [min(10, b + 2) for b in before]
    assert unused_direct_influence(s, characters[0]) == influence - 1 + 4   # its own +1 gone, the +4 for the turn


@pytest.mark.parametrize("doors_of_night, expected", [(False, 1), (True, 2)])
def test_plague_of_wights_doubles_an_undead_attacks_strikes_while_doors_of_night_is_in_play(doors_of_night, expected):
    from meccg_rules.engine.combat.attacks import strikes
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.in_play("Plague of Wights")
    if doors_of_night:
        setup.in_play("Doors of Night")
    setup.hand("Bob", ["Barrow-wight"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Barrow-wight", "Shadow-hold"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    assert strikes(game.state, game.state.combat.attack) == expected   # Barrow-wight: one strike printed


@pytest.mark.parametrize("wounded, doors_of_night, allowed", [(False, False, False), (True, False, True),
                                                              (False, True, True)])
def test_morgul_rats_needs_a_wounded_character_in_the_company_or_doors_of_night(wounded, doors_of_night, allowed):
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    if wounded:
        setup.wound("Legolas")
    if doors_of_night:
        setup.in_play("Doors of Night")
    setup.hand("Bob", ["Morgul-rats"])
    setup.set_phase("movement/hazard", "Fellowship")
    verdict = setup.build().check(PlayCreature("Bob", "Morgul-rats", "Shadow-hold"))
    assert bool(verdict) == allowed, verdict


def test_the_allies_whose_text_makes_their_company_overt_are_those_crf_22_lists():
    """CRF 22, Rulings by Term > Company (the bullet listing them): The Balrog, Cave Troll, Creature of an Older
    World, Evil Things Lingering,
    Great Bats, Great Lord of Goblin-gate, Great Troll, Last Child of Ungoliant, Nasty Slimy Thing, Regiment of Black
    Crows and "Two-headed" Troll make their company overt (players/covert_and_overt.py reads the fact); of the other
    cards, only Freeze the Flesh's entry gives it ("The character's company is now overt")."""
    found = {c.name for c in catalogue().cards if c.fact("makes_company_overt") and c.kind == "ally"}
    assert {c.name for c in catalogue().cards if c.fact("makes_company_overt") and c.kind != "ally"} == {
        "Freeze the Flesh"}
    assert found == {"The Balrog", "Cave Troll", "Creature of an Older World", "Evil Things Lingering", "Great Bats",
                     "Great Lord of Goblin-gate", "Great Troll", "Last Child of Ungoliant", "Nasty Slimy Thing",
                     "Regiment of Black Crows", "“Two-headed” Troll"}


def test_an_ally_playable_at_a_tapped_or_untapped_site_has_its_own_conditions_checked_on_the_site(monkeypatch):
    """'At any tapped or untapped ...' (the facts' playable_if_tapped) lets it be played at a tapped site; the card's
    own playable_if (a site with an automatic-attack by some race) is asked of the site where it is played."""
    from meccg_rules.engine.core.behaviour import Condition
    from meccg_rules.engine.site_phase.actions import PlayResource
    from meccg_rules.engine.site_phase.site_resources import at_tapped_site
    assert at_tapped_site(catalogue().get("War-warg"), catalogue().get("Moria"))
    assert not at_tapped_site(catalogue().get("Glamdring"), catalogue().get("Moria"))
    dagger = catalogue().get("Dagger of Westernesse")

    def play(conditions: tuple):
        monkeypatch.setitem(dagger._authored_fields, "playable_if", conditions)
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
        setup.hand("Alice", ["Dagger of Westernesse"])
        setup.set_phase("site", "Fellowship")
        setup.faced("Fellowship")
        return setup.build().check(PlayResource("Alice", "Aragorn II", "Dagger of Westernesse"))

    assert play((Condition(site_attack_races=("Orcs",)),))           # Moria's automatic-attack is by Orcs
    assert play((Condition(site_attack_races=("Wolves",)),)).code == "invalid-target"


def test_an_item_stored_where_its_text_says_may_be_stored_there_and_is_worth_what_it_says():
    """Sapling of the White Tree: may be stored at Minas Tirith (no Haven), worth 2 there instead of 1; other items
    are still stored at a Haven only."""
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.end_of_game import scoring
    from meccg_rules.engine.organization.actions import StoreItem

    def store(item: str):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II"], site="Minas Tirith")
        setup.give("Aragorn II", [item])
        setup.set_phase("organization")
        return setup.build()

    assert store("Dagger of Westernesse").check(StoreItem("Alice", "Dagger of Westernesse")).code == "not-at-haven"
    game = store("Sapling of the White Tree")
    assert scoring.tally(game.state, "Alice")["item"] == 1
    game.apply(StoreItem("Alice", "Sapling of the White Tree"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 9, "Aragorn II's corruption check"))
    assert game.state.find("Sapling of the White Tree").zone == "marshalling point pile"
    assert scoring.tally(game.state, "Alice")["item"] == 2


def test_an_items_own_conditions_may_say_where_it_may_not_be_played():
    from meccg_rules.engine.site_phase.actions import PlayResource

    def play(site: str, origin: str):
        setup = Setup("Alice", "Bob")
        setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site, origin=origin)
        setup.hand("Alice", ["Sapling of the White Tree"])
        setup.set_phase("site", "Fellowship")
        setup.faced("Fellowship")
        return setup.build().check(PlayResource("Alice", "Aragorn II", "Sapling of the White Tree"))

    refused = play("Moria", "Lórien")   # a Shadow-hold, where major items are otherwise playable
    assert not refused and refused.code == "condition-missing", refused


def test_a_target_may_be_asked_for_a_keyword_an_alignment_or_being_unique():
    from meccg_rules.engine.core.behaviour import Condition
    from meccg_rules.engine.primitives.conditions import check_conditions
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Faramir"], site="Minas Tirith")
    setup.give("Aragorn II", ["Glamdring"])          # a unique hero Weapon
    setup.give("Faramir", ["Elf-stone"])             # neither a Weapon nor unique
    state = setup.build().state
    card = catalogue().get("Align Palantír")         # "playable on a Palantír": the same key, another keyword
    glamdring, stone = state.find("Glamdring").id, state.find("Elf-stone").id

    def allowed(condition: Condition, target: str) -> bool:
        return bool(check_conditions(state, card, (condition,), target))

    assert allowed(Condition(target_keyword="Weapon"), glamdring) and not allowed(Condition(target_keyword="Weapon"),
                                                                                  stone)
    assert allowed(Condition(target_unique=True), glamdring) and not allowed(Condition(target_unique=True), stone)
    assert allowed(Condition(target_alignment=("Hero",)), stone)
    assert not allowed(Condition(target_alignment=("Minion",)), stone)


def test_a_company_a_card_called_check_emptied_is_gone_once_the_chain_is_done_in_the_organization_phase():
    """The Arkenstone untaps a Dwarf of its bearer's company, who then checks corruption at -2: Dori alone, failing,
    leaves his company without characters, and the company goes as one emptied while organizing does."""
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.playing.actions import UseAbility
    setup = Setup("Alice", "Bob")
    setup.company("Company", ["Dori"], site="Rivendell")
    setup.give("Dori", ["The Arkenstone"])
    setup.tap("Dori")
    setup.set_phase("organization")
    game = setup.build()
    game.apply(UseAbility("Alice", "The Arkenstone", "untap a character", "Dori"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 2, "Dori's corruption check"))
    assert game.state.find("Dori").zone != "in play"
    assert "Company" not in game.state.companies
