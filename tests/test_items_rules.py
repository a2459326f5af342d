"""Items in use (CoE 6.1): a bearer who cannot use an item gets none of its prowess or body (the items family)."""
import pytest

from meccg_rules.engine.combat.strikes import body, prowess
from meccg_rules.engine.setup import Setup
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Adûnaphel the Ringwraith", "Black Mace")


def _bearer(alignment, character, items, site):
    setup = Setup("Alice", "Bob")
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    setup.company("Company", [character], site=site)
    setup.give(character, items)
    game = setup.build()
    return game.state, game.state.find(character).id


@pytest.mark.parametrize("alignment, character, item, site, used", [
    ("Wizard", "Aragorn II", "Glamdring", "Rivendell", True),             # his own side's weapon
    ("Wizard", "Aragorn II", "Black Mace", "Rivendell", False),           # a minion item (6.1.W1)
    ("Ringwraith", "Shagrat", "Black Mace", "Minas Morgul", True),
    ("Ringwraith", "Shagrat", "Glamdring", "Minas Morgul", False),        # a hero item (6.1.R1)
    ("Fallen-wizard", "Shagrat", "Glamdring", "Minas Morgul", False),     # an Orc of a Fallen-wizard's (6.1.F1)
    ("Fallen-wizard", "Aragorn II", "Black Mace", "Rivendell", True),     # his other characters use both (6.1.F1)
])
def test_a_weapon_counts_only_in_use(alignment, character, item, site, used):
    state, ref = _bearer(alignment, character, [item], site)
    printed = state.cards[ref].card.fact("prowess")
    value, parts = prowess(state, ref)
    assert (value > printed) == used
    assert any(item in part for part in parts) == used


def test_a_ringwraith_bears_items_but_uses_none():
    state, ref = _bearer("Ringwraith", "Adûnaphel the Ringwraith", ["Black Mace"], "Minas Morgul")   # 6.1.R2
    assert prowess(state, ref)[0] == state.cards[ref].card.fact("prowess")


def test_armour_adds_body_only_in_use():
    worn, ref = _bearer("Ringwraith", "Ufthak", ["High Helm"], "Minas Morgul")   # body 8: the helm's +1 to 9
    assert body(worn, ref) == worn.cards[ref].card.fact("body") + 1
    unused, ref = _bearer("Wizard", "Aragorn II", ["High Helm"], "Rivendell")   # a minion item (6.1.W1)
    assert body(unused, ref) == unused.cards[ref].card.fact("body")


@pytest.mark.parametrize("character, bonus", [("Balin", 2), ("Ioreth", 0)])   # a Warrior; a sage (both body 7)
def test_a_warrior_only_body_bonus_counts_for_a_warrior_alone(character, bonus):
    state, ref = _bearer("Wizard", character, ["Hauberk of Bright Mail"], "Rivendell")   # +2 body, max 9
    assert body(state, ref) == 7 + bonus


@pytest.mark.parametrize("character, bonus", [("Balin", 2), ("Ioreth", 0)])
def test_a_warrior_only_prowess_bonus_counts_for_a_warrior_alone(character, bonus):
    state, ref = _bearer("Wizard", character, ["Sword of Gondolin"], "Rivendell")   # +2 prowess, max 8
    assert prowess(state, ref)[0] == state.cards[ref].card.fact("prowess") + bonus


def test_item_bonus_clauses_are_read_when_the_engine_applies_them():
    from meccg_rules.engine.core.cards import catalogue
    cards = catalogue()
    for ident in ("TW-336", "LE-304", "TD-120", "LE-325", "TW-345", "LE-301", "TW-254", "TD-161"):
        assert cards.get(ident).status == "full", ident
    assert cards.get("Valiant Sword").fact("bonus_only_for") == {"body": ["Warrior"]}


def _two_horns(phase):
    from meccg_rules.engine.setup import Setup
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Rhosgobel", origin="Lórien")
    setup.give("Aragorn II", ["Horn of Anor"])
    setup.give("Legolas", ["a second Horn of Anor"])
    setup.hand("Alice", ["a third Horn of Anor"])
    if phase == "site":
        setup.set_phase("site", "Fellowship")
        setup.faced("Fellowship")
    else:
        setup.set_phase(phase)
    return setup.build()


def test_an_item_that_cannot_be_duplicated_on_a_character_is_refused_to_a_bearer_of_one():
    from meccg_rules.engine.organization.actions import TransferItem
    from meccg_rules.engine.site_phase.actions import PlayResource
    game = _two_horns("site")
    refused = game.check(PlayResource("Alice", "Aragorn II", "the third Horn of Anor"))
    assert (refused.allowed, refused.code) == (False, "cannot-be-duplicated")
    assert game.check(PlayResource("Alice", "Gimli", "the third Horn of Anor")).allowed
    game = _two_horns("organization")
    refused = game.check(TransferItem("Alice", "the second Horn of Anor", "Aragorn II"))
    assert (refused.allowed, refused.code) == (False, "cannot-be-duplicated")
    game.state.move(game.state.find("the first Horn of Anor").id, "discard pile")   # Aragorn II bears none now
    assert game.check(TransferItem("Alice", "the second Horn of Anor", "Aragorn II")).allowed


# ------------------------------------------------------------------ one shield, armor and helmet in use (CoE 6.1.3)
@pytest.mark.parametrize("items, expected", [
    (["Great-shield of Rohan", "Shield of Iron-bound Ash"], 8),   # the Ash came last: its +1 (max 8) alone
    (["Shield of Iron-bound Ash", "Great-shield of Rohan"], 9),   # the Great-shield came last: its +2 (max 9) alone
    (["Great-shield of Rohan", "Hauberk of Bright Mail"], 11),   # a shield and an armor: one of each, both count
    (["Shield of Iron-bound Ash", "Black-hide Shield"], 8),       # a minion shield he cannot use replaces nothing
])
def test_one_shield_in_use_the_one_begun_last(items, expected):
    state, ref = _bearer("Wizard", "Balin", items, "Rivendell")   # body 7, a Warrior
    assert body(state, ref) == expected


def test_a_shield_no_longer_in_use_has_no_ability():
    from meccg_rules.engine.playing.actions import UseAbility
    from test_item_abilities_rules import _attacked
    ash = "gain prowess against the strike"
    game = _attacked({"Legolas": ["Shield of Iron-bound Ash", "Great-shield of Rohan"]}, facing="Legolas")
    verdict = game.check(UseAbility("Alice", "Shield of Iron-bound Ash", ash))
    assert not verdict and verdict.code == "item-not-in-use", verdict
    game = _attacked({"Legolas": ["Great-shield of Rohan", "Shield of Iron-bound Ash"]}, facing="Legolas")
    assert game.check(UseAbility("Alice", "Shield of Iron-bound Ash", ash))



def test_a_non_weapon_prowess_bonus_adds_after_the_weapon():
    """Only one weapon counts (6.1.3); another item's bonus is applied after it (6.1.4), not instead of it, up to
    its own maximum counted on the prowess the weapon reached."""
    state, ref = _bearer("Ringwraith", "Ufthak", ["Saw-toothed Blade", "High Helm"], "Minas Morgul")
    value, parts = prowess(state, ref)   # 4 printed, +1 the blade, +1 the helm for a Warrior (each up to 8)
    assert value == 6 and parts == ["4 (Ufthak)", "+1 (Saw-toothed Blade)", "+1 (High Helm)"]
    state, ref = _bearer("Ringwraith", "Shagrat", ["Black Mace", "High Helm"], "Minas Morgul")
    assert prowess(state, ref)[0] == 9   # 6 +3 the mace: already past the helm's maximum of 8


@pytest.mark.parametrize("alignment, character, items, site, expected", [
    ("Wizard", "Aragorn II", ["The One Ring"], "Rivendell", 11),                   # 6 + 5, below 12
    ("Wizard", "Frodo", ["The One Ring"], "Rivendell", 2),                         # 1 + 5, up to twice 1
    ("Wizard", "Frodo", ["Dagger of Westernesse", "The One Ring"], "Rivendell", 2),  # 2 with the dagger: twice 1
    ("Wizard", "Aragorn II", ["Glamdring", "The One Ring"], "Rivendell", 12),      # 8 with Glamdring, then to 12
    ("Ringwraith", "Shagrat", ["Black Mace", "The One Ring"], "Minas Morgul", 12),  # the minion Ring: 9, then 12
    ("Ringwraith", "Shagrat", ["The One Ring"], "Minas Morgul", 11),
])
def test_the_one_ring_brings_prowess_to_twice_the_printed_at_most(alignment, character, items, site, expected):
    """CRF 22, The One Ring: its maximum is twice the prowess printed on the bearer's card, whatever his weapon
    already gave him (a maximum counted on his prowess with the weapon would let Frodo reach 4)."""
    state, ref = _bearer(alignment, character, items, site)
    assert prowess(state, ref)[0] == expected


def test_the_one_ring_adds_no_prowess_to_a_bearer_who_cannot_use_it():
    state, ref = _bearer("Ringwraith", "Shagrat", ["TW-347"], "Minas Morgul")   # a hero item (6.1.R1)
    assert prowess(state, ref)[0] == 6


def test_biter_and_beater_lowers_the_body_of_a_strike_only_against_a_named_weapon_s_wielder():
    """Biter and Beater!: the strikes a wielder of Glamdring, Orcrist or Sword of Gondolin faces have one less body
    (the ``body`` query of the attacker, the items family's ``strike_body``); a wielder of another weapon's do not."""
    from helpers import both_pass
    from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.items.in_use import strike_body
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.give("Aragorn II", ["Glamdring"])
    setup.give("Legolas", ["Dagger of Westernesse"])
    setup.hand("Alice", ["Biter and Beater!"])
    setup.hand("Bob", ["Hobgoblins"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Hobgoblins", "Wilderness"))
    both_pass(game)
    game.apply(PlayEvent("Alice", "Biter and Beater!", "Fellowship", mode="the Orc attack"))
    both_pass(game)
    for who in ("Aragorn II", "Legolas"):
        game.apply(AssignStrike("Alice", who))
    attacker = game.state.find("Hobgoblins").id
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    assert strike_body(game.state, attacker) == (-1, "weapons")
    assert strike_body(game.state, game.state.find("Aragorn II").id) is None   # only the attacker's body
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    assert strike_body(game.state, attacker) is None   # a Dagger of Westernesse is none of the three


def test_biter_and_beater_is_played_only_on_the_company_facing_the_orc_attack():
    """"Playable on a company facing an Orc attack": another company, even at the same site, is refused (CoE 3.i.3;
    combat/timing.py reads a company target as the company the card acts for)."""
    from helpers import both_pass
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.company("Others", ["Frodo"], site="Moria", origin="Lórien")
    setup.hand("Alice", ["Biter and Beater!"])
    setup.hand("Bob", ["Hobgoblins"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Hobgoblins", "Wilderness"))
    both_pass(game)
    assert game.check(PlayEvent("Alice", "Biter and Beater!", "Others", mode="the Orc attack")).code == \
        "not-facing-attack"
    assert game.check(PlayEvent("Alice", "Biter and Beater!", "Fellowship", mode="the Orc attack"))


def test_a_ring_giving_a_skill_adds_it_to_the_bearer_s_own_once():
    from meccg_rules.engine.primitives import values
    state, ref = _bearer("Wizard", "Legolas", ["Magic Ring of Lore"], "Rivendell")   # "Gives the bearer sage skill"
    assert values.skills(state, state.cards[ref]) == (*state.cards[ref].card.skills, "Sage")
    state, ref = _bearer("Wizard", "Saruman", ["Magic Ring of Lore"], "Rivendell")   # a sage already: no second
    assert values.skills(state, state.cards[ref]) == state.cards[ref].card.skills
    state, ref = _bearer("Wizard", "Legolas", [], "Rivendell")
    assert "Sage" not in values.skills(state, state.cards[ref])


def test_a_gained_skill_static_names_its_skill_and_takes_no_by():
    from meccg_rules.engine.core.behaviour import Static
    assert Static(stat="gained skill", skill="Sage").skill == "Sage"
    with pytest.raises(Exception, match="names the skill"):
        Static(stat="gained skill")
    with pytest.raises(Exception, match="takes no by: it gives a skill"):
        Static(stat="gained skill", skill="Sage", by=1)


def test_magic_ring_of_guile_gives_its_minion_bearer_the_scout_skill_while_in_use():
    """LE-319: "Gives the bearer scout skill", a minion item a Ringwraith player's Orc uses (CoE 6.1.R1 spares it);
    a Wizard player's character bears it unused (6.1.W1), so it gives him nothing."""
    from meccg_rules.engine.primitives import values
    state, ref = _bearer("Ringwraith", "Shagrat", ["Magic Ring of Guile"], "Minas Morgul")
    assert values.skills(state, state.cards[ref]) == (*state.cards[ref].card.skills, "Scout")
    state, ref = _bearer("Wizard", "Legolas", ["Magic Ring of Guile"], "Rivendell")
    assert "Scout" not in values.skills(state, state.cards[ref])


def test_the_reviled_ring_lowers_its_bearer_s_mind_to_no_less_than_one_and_raises_his_prowess_while_in_use():
    """LE-340: "-2 to bearer's mind (minimum of 1). +3 to bearer's prowess", a minion weapon: Shagrat (mind 6,
    prowess 6) of a Ringwraith player's uses it; a Wizard player's Legolas bears it unused (CoE 6.1.W1)."""
    from meccg_rules.engine.primitives import values
    state, ref = _bearer("Ringwraith", "Shagrat", ["The Reviled Ring"], "Minas Morgul")
    shagrat = state.cards[ref]
    assert values.mind(state, shagrat) == shagrat.card.fact("mind") - 2
    assert values.prowess(state, shagrat) == shagrat.card.fact("prowess") + 3
    state, ref = _bearer("Wizard", "Legolas", ["The Reviled Ring"], "Rivendell")
    legolas = state.cards[ref]
    assert values.mind(state, legolas) == legolas.card.fact("mind")
    assert values.prowess(state, legolas) == legolas.card.fact("prowess")


def test_a_ring_lowering_the_mind_stops_at_its_minimum():
    from meccg_rules.engine.primitives import values
    state, ref = _bearer("Ringwraith", "Orc Veteran", ["The Reviled Ring"], "Minas Morgul")
    veteran = state.cards[ref]
    assert veteran.card.fact("mind") == 2 and values.mind(state, veteran) == 1


def test_a_lesser_ring_adds_direct_influence_only_while_in_use():
    """TW-266 Lesser Ring, "+2 to direct influence": a Wizard player's Aragorn II uses it; a Ringwraith player's
    Shagrat bears the hero ring unused (CoE 6.1.R1), so his direct influence stays as printed."""
    from meccg_rules.engine.organization import control
    state, ref = _bearer("Wizard", "Aragorn II", ["Lesser Ring"], "Rivendell")
    assert control.statics(state, ref) == (2, "Lesser Ring")
    state, ref = _bearer("Ringwraith", "Shagrat", ["Lesser Ring"], "Minas Morgul")
    assert control.statics(state, ref) is None


def test_an_items_restricted_direct_influence_counts_only_while_in_use():
    """CoE 6.1: TW-224 Elf-stone, "+2 direct influence against Elves" and TW-259 Horn of Anor, against factions:
    a Wizard player's Aragorn II uses them; a Ringwraith player's Shagrat bears the hero items unused (6.1.R1)."""
    from meccg_rules.engine.influence import influence_cards
    from meccg_rules.engine.organization import control
    state, ref = _bearer("Wizard", "Aragorn II", ["Elf-stone", "Horn of Anor"], "Rivendell")
    assert [by for by, _ in influence_cards.against_races(state, ref, ["Elf"])] == [2]
    items = [src.name for src, _ in control.direct_influence_statics(state, ref) if src.card.kind == "item"]
    assert sorted(items) == ["Elf-stone", "Horn of Anor"]
    state, ref = _bearer("Ringwraith", "Shagrat", ["Elf-stone", "Horn of Anor"], "Minas Morgul")
    assert influence_cards.against_races(state, ref, ["Elf"]) == []
    assert [src.name for src, _ in control.direct_influence_statics(state, ref) if src.card.kind == "item"] == []
