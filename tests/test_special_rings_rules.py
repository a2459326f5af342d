"""Special ring items' own texts (``data/cards.toml``, the rings a gold ring's test brings in): the spirit rings'
mind and direct influence or body, a Magic Ring's skill and its bonus for a bearer already of that skill (the
static qualifier ``skill_before``, ``primitives/skills.had_skill``), The One Ring's +5 direct influence and the
minion One Ring refused after a test made in storing (``ring_test_not_stored``), and "cannot be duplicated on a
given character" on the rings that had no entry before."""
import pytest

from meccg_rules.engine.core.behaviour import Static
from meccg_rules.engine.organization.control import unused_direct_influence
from meccg_rules.engine.primitives import values
from meccg_rules.engine.setup import Setup


def _bearing(character: str, rings: list[str], alignment: str = "Ringwraith", site: str = "Minas Morgul"):
    """The state with ``character`` (and an Orc beside him) bearing ``rings``, in the organization phase."""
    setup = Setup("Alice", "Bob")
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    setup.company("Company", [character], site=site)
    setup.give(character, rings)
    setup.set_phase("organization")
    state = setup.build().state
    return state, state.find(character)


def test_the_oracles_ring_lowers_the_mind_to_one_at_least_and_adds_four_direct_influence():
    state, perchen = _bearing("Perchen", ["The Oracle’s Ring"])
    assert values.mind(state, perchen) == 3 and unused_direct_influence(state, perchen.id) == 2 + 4
    state, luitprand = _bearing("Luitprand", ["The Oracle’s Ring"])
    assert values.mind(state, luitprand) == 1


def test_the_warding_ring_adds_two_body_up_to_ten_and_lowers_the_mind():
    state, luitprand = _bearing("Luitprand", ["The Warding Ring"])
    assert values.body(state, luitprand) == 9 and values.mind(state, luitprand) == 1
    state, shagrat = _bearing("Shagrat", ["The Warding Ring"])
    assert values.body(state, shagrat) == 10 and values.mind(state, shagrat) == 4


@pytest.mark.parametrize("character, prowess, skills", [
    ("Luitprand", 3, ("Scout", "Warrior")),          # not a warrior before: the skill, no bonus
    ("Shagrat", 6 + 2, ("Warrior", "Ranger")),      # a warrior already: +2 prowess
])
def test_magic_ring_of_fury_makes_a_warrior_and_strengthens_one_already(character, prowess, skills):
    state, bearer = _bearing(character, ["Magic Ring of Fury"])
    assert values.prowess(state, bearer) == prowess and values.skills(state, bearer) == skills


def test_magic_ring_of_courage_is_the_hero_one():
    state, frodo = _bearing("Frodo", ["Magic Ring of Courage"], alignment="Wizard", site="Rivendell")
    assert values.prowess(state, frodo) == 1 and "Warrior" in values.skills(state, frodo)
    state, aragorn = _bearing("Aragorn II", ["Magic Ring of Courage"], alignment="Wizard", site="Rivendell")
    assert values.prowess(state, aragorn) == 6 + 2


@pytest.mark.parametrize("character, ring, alignment, site, influence", [
    ("Luitprand", "Magic Ring of Lies", "Ringwraith", "Minas Morgul", 0),       # a scout: a diplomat now, no bonus
    ("Perchen", "Magic Ring of Lies", "Ringwraith", "Minas Morgul", 2 + 3),     # a diplomat already: +3
    ("Aragorn II", "Magic Ring of Words", "Wizard", "Rivendell", 3),
    ("Frodo", "Magic Ring of Words", "Wizard", "Rivendell", 1 + 3),
])
def test_the_diplomat_rings_add_three_direct_influence_only_to_a_diplomat_already(character, ring, alignment, site,
                                                                                 influence):
    state, bearer = _bearing(character, [ring], alignment, site)
    assert unused_direct_influence(state, bearer.id) == influence and "Diplomat" in values.skills(state, bearer)


def test_a_skill_before_bonus_of_an_item_not_in_use_counts_for_nothing():
    """CoE 6.1.R1: a hero ring on a Ringwraith player's character is not in use, so neither its skill nor its bonus
    counts, though he is a warrior."""
    state, shagrat = _bearing("Shagrat", ["Magic Ring of Courage"])
    assert values.prowess(state, shagrat) == 6


def test_skill_before_is_the_bearers_only():
    with pytest.raises(ValueError, match="skill_before"):
        Static(stat="prowess", by=2, who="company", skill_before="Warrior")


def test_the_one_ring_adds_five_direct_influence():
    state, frodo = _bearing("Frodo", ["The One Ring"], alignment="Wizard", site="Rivendell")
    assert unused_direct_influence(state, frodo.id) == 1 + 5


def _tested(store: bool):
    """Shagrat's A Little Gold Ring tested with a roll of 12, at Minas Morgul with the minion Scroll of Isildur in
    his company (+1): stored there (-2, CoE 6.2.3: 11) or in a Ringwraith's company as the end-of-turn phase begins
    (-2, CoE 6.2.R1: 11), either way a result allowing The One Ring (11+). The game."""
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.organization.actions import StoreItem
    from meccg_rules.engine.turn.actions import EndSitePhase
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat", "Lugdush"] if store else ["Dwar the Ringwraith", "Shagrat", "Lugdush"],
                  site="Minas Morgul")
    setup.give("Shagrat", ["A Little Gold Ring"])
    setup.give("Lugdush", ["Scroll of Isildur"])
    setup.hand("Alice", ["The One Ring"])
    setup.set_phase("organization" if store else "site", None if store else "Raiders")
    game = setup.build()
    if store:
        game.apply(StoreItem("Alice", "A Little Gold Ring"))
        game.apply(Pass("Bob"))
        game.apply(Pass("Alice"))
        game.apply(Roll("Alice", 12, "Shagrat's corruption check"))
    else:
        game.apply(EndSitePhase("Alice", "Raiders"))
    game.apply(Roll("Alice", 12, "the ring test"))
    return game


def test_the_minion_one_ring_is_refused_after_a_test_made_in_storing_and_played_after_another():
    from meccg_rules.engine.items import ring_tests
    game = _tested(store=True)
    assert "The One Ring" in ring_tests.waiting(game.state).kinds
    verdict = ring_tests.check_play(game, "Alice", game.state.find("The One Ring"))
    assert verdict.code == "wrong-ring" and "storing" in verdict.sentence
    game = _tested(store=False)
    assert ring_tests.check_play(game, "Alice", game.state.find("The One Ring"))


@pytest.mark.parametrize("ring", ["Paltry Ring", "Trifling Ring", "Magic Ring of Weals", "The Oracle’s Ring"])
def test_a_special_ring_that_cannot_be_duplicated_is_refused_on_a_bearer_of_one(ring):
    from meccg_rules.engine.items.bearing import check_bearer
    state, shagrat = _bearing("Shagrat", [ring])
    assert check_bearer(state, state.find(ring).card, shagrat.id).code


@pytest.mark.parametrize("detainment, bonus", [(True, 3), (False, 0)])
def test_paltry_ring_adds_three_prowess_against_a_detainment_attack_alone(detainment, bonus):
    from meccg_rules.engine.combat.strikes import prowess
    from meccg_rules.engine.core.state import Attack
    state, shagrat = _bearing("Shagrat", ["Paltry Ring"])
    attack = Attack("a1", shagrat.company or "", "", "creature", "Men", 1, 9, detainment=detainment)
    assert prowess(state, shagrat.id, attack)[0] == 6 + bonus
    assert prowess(state, shagrat.id)[0] == 6


def test_paltry_ring_counts_for_nothing_unused():
    """A Ringwraith bears it but uses none of his items (CoE 6.1.R2)."""
    from meccg_rules.engine.combat.strikes import prowess
    from meccg_rules.engine.core.state import Attack
    state, dwar = _bearing("Dwar the Ringwraith", ["Paltry Ring"])
    attack = Attack("a1", dwar.company or "", "", "creature", "Men", 1, 9, detainment=True)
    assert prowess(state, dwar.id, attack)[0] == 9


def test_trifling_ring_is_direct_influence_toward_characters_alone():
    """A pool as a race's (CoE 2.II.2.2.4): it controls a follower, it is no unrestricted direct influence, and it
    never counts against a faction."""
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.influence.modifiers import _applies
    from meccg_rules.engine.organization.control import available_direct_influence
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Company", ["Luitprand", "Muzgash"], site="Minas Morgul")
    setup.give("Luitprand", ["Trifling Ring"])
    state = setup.build().state
    luitprand, muzgash = state.find("Luitprand"), state.find("Muzgash")
    assert unused_direct_influence(state, luitprand.id) == 0   # no unrestricted direct influence
    assert available_direct_influence(state, luitprand.id, muzgash) == 3   # an Orc: any character fits
    (static,) = catalogue().find("Trifling Ring").statics
    assert not _applies(static, catalogue().find("Goblins of Goblin-gate"))


def _influence_luitprand(ring: str | None):
    """Shagrat, a Ringwraith player's, tries to influence away Luitprand, another's, at Bree: 7 rolled, 2 against."""
    import sys
    sys.path.insert(0, "tests")
    from helpers import both_pass
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.influence.actions import InfluenceFaction
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.alignment("Bob", "Ringwraith")
    setup.turn_number(3)
    setup.company("Raiders", ["Shagrat", "Lugdush"], site="Bree")
    setup.company("Others", ["Luitprand", "Jerrek"], site="Bree", owner="Bob")
    if ring:
        setup.give("Shagrat", [ring])
    setup.faced("Raiders")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Shagrat", "Luitprand"))
    both_pass(game)
    game.apply(Roll("Alice", 7, "Shagrat's influence attempt"))
    game.apply(Roll("Bob", 2, "the roll against Shagrat's influence attempt"))
    return next(line for line in game.state.log if "Shagrat's influence attempt:" in line)


def test_trifling_ring_adds_three_to_an_influence_attempt_against_a_character():
    assert "+3 (Shagrat's direct influence against characters) = -12" in _influence_luitprand("Trifling Ring")
    assert "against characters" not in _influence_luitprand(None)


@pytest.mark.parametrize("ring, fetched, refused", [
    ("Dwarven Ring of Dwálin’s Tribe", "Durin's Axe", "Narsil"),      # a major item, as Barin's
    ("Dwarven Ring of Bávor’s Tribe", "Narsil", "Durin's Axe"),        # a greater one
    ("Dwarven Ring of Drúin’s Tribe", "Narsil", "Durin's Axe"),
])
def test_the_hero_dwarven_rings_fetch_their_kind_of_item_and_give_a_dwarf_seven_direct_influence(ring, fetched,
                                                                                                  refused):
    from meccg_rules.engine.site_phase.actions import FetchItem
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gimli", "Aragorn II"], site="Moria", origin="Lórien")
    setup.faced("Fellowship")
    setup.give("Gimli", [ring])
    setup.deck("Alice", ["Orc-patrol", "Durin's Axe", "Narsil"])
    game = setup.build()
    assert game.check(FetchItem("Alice", "Gimli", fetched, ring))
    assert game.check(FetchItem("Alice", "Gimli", refused, ring)).code == "not-playable-at-site"
    gimli = game.state.find("Gimli")
    assert unused_direct_influence(game.state, gimli.id) == (gimli.card.fact("direct_influence") or 0) + 7


def _attacked(items, facing=None):
    """Fellowship moving to Moria, Orc-patrol keyed to Wilderness attacking; with ``facing``, that character's strike
    is resolved."""
    from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Moria", origin="Lórien")
    for who, cards in items.items():
        setup.give(who, cards)
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    for action in (PlayCreature("Bob", "Orc-patrol", "Wilderness"), Pass("Alice"), Pass("Bob")):
        game.apply(action)
    if facing:
        for who in ("Aragorn II", "Legolas", "Gimli"):
            game.apply(AssignStrike("Alice", who))
        game.apply(ChooseStrike("Alice", facing))
    return game


@pytest.mark.parametrize("bearer, allowed", [("Aragorn II", True), ("Gimli", False)])
def test_magic_ring_of_stealth_cancels_a_strike_on_a_bearer_already_a_scout(bearer, allowed):
    """Aragorn II is a scout without it; Gimli is one only by the ring, so the ring does nothing more for him."""
    from meccg_rules.engine.playing.actions import UseAbility
    game = _attacked({bearer: ["Magic Ring of Stealth"]}, facing=bearer)
    use = UseAbility("Alice", "Magic Ring of Stealth", "cancel the strike")
    verdict = game.check(use)
    assert bool(verdict) == allowed and (allowed or verdict.code == "bearer-lacks-skill")
    if allowed:
        from meccg_rules.engine.core.actions import Pass
        for action in (use, Pass("Bob"), Pass("Alice")):
            game.apply(action)
        assert game.state.log[-1] == f"{bearer}'s strike is cancelled by Magic Ring of Stealth"
        assert game.state.find("Magic Ring of Stealth").tapped


@pytest.mark.parametrize("bearer, allowed", [("Aragorn II", True), ("Gimli", False)])
def test_magic_ring_of_nature_cancels_an_attack_for_a_bearer_already_a_ranger(bearer, allowed):
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.playing.actions import UseAbility
    game = _attacked({bearer: ["Magic Ring of Nature"]})
    use = UseAbility("Alice", "Magic Ring of Nature", "cancel the attack")
    verdict = game.check(use)
    assert bool(verdict) == allowed and (allowed or verdict.code == "bearer-lacks-skill")
    if allowed:
        for action in (use, Pass("Bob"), Pass("Alice")):
            game.apply(action)
        assert game.state.find(bearer).tapped and any("cancel" in line for line in game.state.log[-3:])


@pytest.mark.parametrize("bearer", ["Gimli", "Aragorn II"])
def test_dwarven_ring_of_durins_tribe_untaps_the_site_of_a_dwarf_bearer_who_then_checks_corruption(bearer):
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.playing.actions import UseAbility
    ring = "Dwarven Ring of Durin’s Tribe"
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gimli", "Aragorn II"], site="Moria", origin="Lórien")
    setup.faced("Fellowship")
    setup.give(bearer, [ring])
    game = setup.build()
    s = game.state
    s.tap(s.find("Moria").id)
    use = UseAbility("Alice", ring, "untap a site", "Moria")
    if bearer != "Gimli":   # not a Dwarf
        assert game.check(use).code == "invalid-target"
        return
    for action in (use, Pass("Bob"), Pass("Alice")):
        game.apply(action)
    assert not s.find("Moria").tapped and s.find("Gimli").tapped
    assert s.pending is not None and s.pending.purpose == "Gimli's corruption check"


@pytest.mark.parametrize("bearer, ring, alignment, site, allowed", [
    ("Bilbo", "Magic Ring of Lore", "Wizard", "Lórien", True),           # a sage without it
    ("Aragorn II", "Magic Ring of Lore", "Wizard", "Lórien", False),     # a sage only by the ring
    ("Ciryaher", "Magic Ring of Enigma", "Ringwraith", "Minas Morgul", True),
    ("Shagrat", "Magic Ring of Enigma", "Ringwraith", "Minas Morgul", False),
])
def test_the_sage_rings_let_a_bearer_already_a_sage_tap_to_use_a_palantir_he_bears(bearer, ring, alignment, site,
                                                                                   allowed):
    """"If the bearer is already a sage, he may tap to use a Palantír": he taps, and may use one Palantír he bears
    for the rest of the turn (the engine's reading, as Use Palantír); a Palantír another bears is not his to open."""
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.items import palantiri
    from meccg_rules.engine.playing.actions import UseAbility
    palantir = "Palantír of Orthanc"
    setup = Setup("Alice", "Bob")
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    other = "Legolas" if alignment == "Wizard" else "Lugdush"
    setup.company("Company", [bearer, other], site=site)
    setup.give(bearer, [ring, palantir])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    assert s.find(palantir).card.alignment == ("Hero" if alignment == "Wizard" else "Minion")
    use = UseAbility("Alice", ring, "work a Palantír", palantir)
    assert not palantiri.able_to_use(s, s.find(palantir))
    verdict = game.check(use)
    assert bool(verdict) == allowed and (allowed or verdict.code == "bearer-lacks-skill"), verdict
    if not allowed:
        return
    for action in (use, Pass("Bob"), Pass("Alice")):
        game.apply(action)
    assert s.find(bearer).tapped and not s.find(ring).tapped
    assert palantiri.able_to_use(s, s.find(palantir))


def test_the_sage_ring_opens_no_palantir_another_character_bears():
    from meccg_rules.engine.playing.actions import UseAbility
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Bilbo", "Legolas"], site="Lórien")
    setup.give("Bilbo", ["Magic Ring of Lore"])
    setup.give("Legolas", ["Palantír of Orthanc"])
    setup.set_phase("organization")
    game = setup.build()
    verdict = game.check(UseAbility("Alice", "Magic Ring of Lore", "work a Palantír", "Palantír of Orthanc"))
    assert verdict.code == "invalid-target", verdict


def _end_of_turn(bearer: str, ring: str, phase: str = "end-of-turn"):
    """Alice's end-of-turn phase just begun, ``bearer`` with ``ring`` at Minas Morgul; Words of Menace and Deceit
    (spirit-magic) in her play deck, Govern the Storms (sorcery) in her discard pile."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", [bearer, "Lugdush"], site="Minas Morgul")
    setup.give(bearer, [ring])
    setup.deck("Alice", ["Orc-patrol", "Words of Menace and Deceit", "Dodge"])
    setup.discard_pile("Alice", ["Govern the Storms"])
    setup.set_phase(phase)
    return setup.build()


@pytest.mark.parametrize("bearer, ring, taken, allowed", [
    ("Belegorn", "Magic Ring of Delusion", "Words of Menace and Deceit", True),   # spirit-magic by his own text
    ("Shagrat", "Magic Ring of Delusion", "Words of Menace and Deceit", False),   # only by the ring
    ("Hador", "Magic Ring of Weals", "Govern the Storms", True),                  # sorcery by his own text
    ("Belegorn", "Magic Ring of Delusion", "Govern the Storms", False),           # not spirit-magic
])
def test_the_magic_rings_let_a_bearer_already_of_their_magic_tap_to_take_a_card_of_it(bearer, ring, taken, allowed):
    """"If the bearer can already use spirit-magic: at the beginning of each of his end-of-turn phases, he may tap
    to take one spirit-magic card from your discard pile or play deck into your hand. Reshuffle your play deck."""
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.playing.actions import UseAbility
    game = _end_of_turn(bearer, ring)
    use = UseAbility("Alice", ring, "take", taken)
    verdict = game.check(use)
    assert bool(verdict) == allowed, verdict
    if not allowed:
        assert verdict.code in ("cannot-use-magic", "invalid-target"), verdict
        return
    for action in (use, Pass("Bob"), Pass("Alice")):
        game.apply(action)
    s = game.state
    assert s.find(taken).zone == "hand" and s.find(bearer).tapped and not s.find(ring).tapped
    assert any("shuffle" in line for line in s.log[-4:]), s.log[-4:]


def test_the_magic_ring_take_is_only_at_the_beginning_of_the_end_of_turn_phase():
    from meccg_rules.engine.playing.actions import UseAbility
    game = _end_of_turn("Belegorn", "Magic Ring of Delusion", phase="organization")
    verdict = game.check(UseAbility("Alice", "Magic Ring of Delusion", "take", "Words of Menace and Deceit"))
    assert verdict.code == "wrong-phase", verdict


def _dwarven_search(bearer: str, ring: str = "Dwarven Ring of Thélor’s Tribe"):
    """Fellowship at Lórien in the organization phase, ``bearer`` with ``ring``; a minor item in Alice's play deck
    (Dagger of Westernesse), one in her discard pile (Elven Cloak) beside a major one (Glamdring)."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gimli", "Aragorn II"], site="Lórien")
    setup.give(bearer, [ring])
    setup.deck("Alice", ["Orc-patrol", "Dagger of Westernesse", "Dodge"])
    setup.discard_pile("Alice", ["Elven Cloak", "Glamdring"])
    setup.set_phase("organization")
    return setup.build()


@pytest.mark.parametrize("ring", ["Dwarven Ring of Thélor’s Tribe", "Dwarven Ring of Thrár’s Tribe"])
def test_the_minor_item_dwarven_rings_take_one_or_two_minor_items_into_the_hand_then_a_check_at_plus_two(ring):
    """"Tap a Dwarf bearer to search your play deck and/or discard pile for any one or two minor items; place these
    items in your hand and reshuffle your play deck. Bearer makes a corruption check modified by +2.": one from
    each pile here, the deck shuffled once, then Gimli's check (+2 from the ring, less its 5 corruption points)."""
    from meccg_rules.engine.core.actions import Pass, Roll
    from meccg_rules.engine.playing.actions import UseAbility
    game = _dwarven_search("Gimli", ring)
    use = UseAbility("Alice", ring, "take", "Dagger of Westernesse", ("Elven Cloak",))
    for action in (use, Pass("Bob"), Pass("Alice")):
        game.apply(action)
    s = game.state
    assert s.find("Dagger of Westernesse").zone == "hand" and s.find("Elven Cloak").zone == "hand"
    assert s.find("Gimli").tapped and not s.find(ring).tapped
    assert sum("shuffles his play deck" in line for line in s.log) == 1
    assert s.pending is not None and s.pending.purpose == "Gimli's corruption check"
    game.apply(Roll("Alice", 9, "Gimli's corruption check"))
    assert "+2 (" in s.log[-1] and s.find("Gimli").zone == "in play", s.log[-1]


@pytest.mark.parametrize("bearer, taken, code", [
    ("Gimli", ("Dagger of Westernesse", "Glamdring"), "invalid-target"),      # a major item
    ("Gimli", ("Dagger of Westernesse", "Elven Cloak", "Orc-patrol"), "invalid-target"),   # three cards
    ("Aragorn II", ("Elven Cloak",), "invalid-target"),                       # no Dwarf
])
def test_the_minor_item_dwarven_rings_take_minor_items_alone_two_at_most_for_a_dwarf(bearer, taken, code):
    from meccg_rules.engine.playing.actions import UseAbility
    game = _dwarven_search(bearer)
    verdict = game.check(UseAbility("Alice", "Dwarven Ring of Thélor’s Tribe", "take", taken[0], taken[1:]))
    assert verdict.code == code, verdict


def test_an_ability_taking_one_card_takes_no_second():
    """``Taking.up_to`` is one unless the entry says more (Saruman takes one spell)."""
    from meccg_rules.engine.playing.actions import UseAbility
    game = _end_of_turn("Belegorn", "Magic Ring of Delusion")
    verdict = game.check(UseAbility("Alice", "Magic Ring of Delusion", "take", "Words of Menace and Deceit",
                                    ("Orc-patrol",)))
    assert verdict.code == "invalid-target" and "1 card at most" in verdict.sentence, verdict


@pytest.mark.parametrize("ring", ["Dwarven Ring of Barin’s Tribe", "Dwarven Ring of Dwálin’s Tribe",
                                  "Dwarven Ring of Bávor’s Tribe", "Dwarven Ring of Drúin’s Tribe",
                                  "Dwarven Ring of Durin’s Tribe", "Dwarven Ring of Thélor’s Tribe",
                                  "Dwarven Ring of Thrár’s Tribe"])
def test_a_minion_dwarven_ring_is_refused_in_play_its_values_missing_from_the_card_data(ring):
    """The minion Dwarven Rings print only their corruption and marshalling points in the card data, not the direct
    influence every Dwarven Ring gives (+7 for a Dwarf, CRF 22, Dwarven Rings (all)): refused, never played on with
    bonuses left out."""
    from meccg_rules.engine.core.errors import NotModelledError
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat"], site="Minas Morgul")
    with pytest.raises(NotModelledError, match="the card data lacks"):
        setup.give("Shagrat", [ring])
        setup.build()
