"""Items in use (CoE 6.1): an item's effects hold only while it is in use, and a bearer of the other side's items
cannot use them; what an item in use adds to its bearer's prowess and body.

An item's marshalling and corruption points are the card's own, not its effects, so they count whether it is in
use or not (6.1). Who cannot use an item, by the bearer's player's alignment:

- a Wizard player's character, a minion item (6.1.W1);
- a Ringwraith player's or a Balrog player's character, a hero item (6.1.R1, 6.1.B1); a Ringwraith or a Balrog
  bears items but uses none (6.1.R2, 6.1.B2);
- a Fallen-wizard player's Orc or Troll, a hero item (6.1.F1; his other characters use both);
- a character with a card on him that lets him bear items but use none (the key ``bearer_uses_no_items``: Winged
  Change-master on Radagast), any item.

The engine's reading: an item of another printed alignment (neutral, dual, Stage ...) is used by anyone, and
an item is in use as soon as it is borne (declaring that a character begins to use an item he bears, 6.1.2, is
not modelled).

Only one shield, one armor and one helmet may be in use on a character at a time; when he begins to use another
of the same keyword, the one he used before stops working (6.1.3). The engine's reading, as an item borne is an
item begun: of the items of one such keyword that a character bears and could use, the one that came to him last
(played on him, given or transferred to him; in a set-up, the one named last) is in use and the others are not,
so their bonuses, their abilities and what they keep off him are gone while it stays. Weapons keep the reading
below: the best one counts.

A weapon's prowess comes first, the best one in use, up to its maximum (6.1.4, 6.1.3: one weapon in use); the
prowess bonuses of the other items in use (a ring, a helmet, a draught: no ``Weapon`` keyword) follow, each up to
its maximum counted on the prowess reached so far (the engine's reading of "applied before other effects": the
items right after the weapon, in the order they came to him); the body bonuses of items in use follow, each up to
its maximum; a bonus printed for one skill alone ("Warrior only") is nothing to another bearer (``bearer_values``).
An item's bonus against a detainment attack alone (``prowess_against_detainment``: Paltry Ring) counts only in a
strike of such an attack. A maximum may be a multiple of the bearer's printed prowess (``prowess_max_times_printed``:
The One Ring's "double the bearer's starting prowess", which CRF 22 reads as the prowess printed on his card).
"""
from __future__ import annotations

from ..core.state import Attack, Instance, State
from ..players import alignments
from ..primitives import bearer_values
from ..primitives.races import of_race

NO_USE_BY_RACE = ("Ringwraith", "Balrog")   # they may bear items but use none (CoE 6.1.R2, 6.1.B2)
OTHER_SIDE = {alignments.WIZARD: "Minion", alignments.RINGWRAITH: "Hero", alignments.BALROG: "Hero"}
DARK_RACES = ("Orc", "Troll")   # a Fallen-wizard player's characters of these use minion items only (6.1.F1)
ONE_AT_A_TIME = ("Shield", "Armor", "Helmet")   # one of each keyword in use on a character (6.1.3; weapons: weapon())


def in_use(state: State, item: Instance) -> bool:
    """Is the item in use (CoE 6.1): may its bearer use it, and has he not begun to use another of its kind since
    (6.1.3)? An item borne by no character is used by nobody."""
    return usable(state, item) and not _replaced(state, item)


def _replaced(state: State, item: Instance) -> bool:
    """CoE 6.1.3: a shield, armor or helmet whose bearer has since begun to use another of the same keyword (the
    engine's reading: one that came to him later, the higher ``seq``, and that he can use)."""
    kinds = set(ONE_AT_A_TIME).intersection(item.card.keywords)
    return bool(kinds) and any(other.id != item.id and other.seq > item.seq and kinds.intersection(other.card.keywords)
                               and usable(state, other) for other in state.attached(item.attached_to or ""))


def usable(state: State, item: Instance) -> bool:
    """May the item's bearer use it (CoE 6.1.W1-B2)? An item borne by no character is used by nobody."""
    bearer = state.cards.get(item.attached_to or "")
    if bearer is None or not bearer.card.is_character:
        return False
    if any(card.card.trait("bearer_uses_no_items") for card in state.attached(bearer.id)):   # Winged Change-master
        return False
    if item.card.trait("only_affects"):   # its text names who it works for (Helm of Fear: a Ringwraith alone)
        return bearer.card.race in item.card.trait("only_affects")
    if bearer.card.race in NO_USE_BY_RACE:
        return False
    alignment = alignments.alignment_of(state, bearer.controller)
    if alignment == alignments.FALLEN_WIZARD:
        return not (bearer.card.race in DARK_RACES and item.card.alignment == "Hero")
    return item.card.alignment != OTHER_SIDE.get(alignment)


def weapon(state: State, ref: str, attack: Attack | None) -> tuple[int, str] | None:
    """The ``prowess`` query: the best weapon in use, up to its maximum; against an attack of a race its text names,
    the bonus and the maximum it gives for that race ("+4 to a maximum of 10 against Elves": the facts'
    ``prowess_bonus_against``, ``prowess_max_against``), still only for a bearer the bonus is for ("Warrior
    only"); none against an attack weapons do not modify prowess against (``Attack.no_weapons``: The Black Enemy's
    Wrath's Lava Flows)."""
    if attack is not None and attack.no_weapons:
        return None
    base = state.cards[ref].card.fact("prowess") or 0
    best, chosen = 0, None
    for item in _prowess_items(state, ref, weapons=True):
        gain = max(0, _gain(state, item, base, base, attack))
        if gain > best:
            best, chosen = gain, item
    return (best, state.label(chosen)) if chosen is not None else None


def other_prowess(state: State, ref: str, attack: Attack | None) -> tuple[int, str] | None:
    """The ``prowess`` query, after the weapon (6.1.4): the prowess bonus of each other item in use, each up to its
    maximum counted on the prowess reached so far."""
    base = state.cards[ref].card.fact("prowess") or 0
    reached = base + ((weapon(state, ref, attack) or (0, ""))[0])
    total, names = 0, []
    for item in _prowess_items(state, ref, weapons=False):
        gain = _gain(state, item, base, reached, attack)
        reached, total = reached + gain, total + gain
        names += [state.label(item)] if gain else []
    if attack is not None and attack.detainment:   # against a detainment attack alone (Paltry Ring)
        for item in state.attached(ref):
            gain = item.card.trait("prowess_against_detainment", 0)
            if gain and in_use(state, item):
                total += gain
                names.append(f"{state.label(item)}, against a detainment attack")
    return (total, ", ".join(names)) if names else None


def _prowess_items(state: State, ref: str, weapons: bool) -> list[Instance]:
    """The items in use on ``ref`` with a prowess bonus: his weapons, or his other items (in the order they came)."""
    return sorted((item for item in state.attached(ref) if bearer_values.value(state, item, "prowess_bonus")
                   and ("Weapon" in item.card.keywords) == weapons and in_use(state, item)), key=lambda i: i.seq)


def _gain(state: State, item: Instance, base: int, reached: int, attack: Attack | None) -> int:
    """What the item's prowess bonus adds to a bearer of printed prowess ``base`` now at ``reached``, up to its
    maximum (a number, one against the attack's race, or a multiple of ``base``)."""
    bonus = bearer_values.value(state, item, "prowess_bonus")
    if bonus:   # "+4 against Elves": only for a bearer the bonus is for ("Warrior only")
        bonus = _against(item.card.fact("prowess_bonus_against", {}), attack, bonus) or bonus
        bonus += _weapon_change(state, item, "weapon prowess bonus")   # a bigger bonus, under the same maximum
    cap = _against(item.card.fact("prowess_max_against", {}), attack, item.card.fact("prowess_max"))
    times = item.card.trait("prowess_max_times_printed", 0)
    if times:
        cap = times * base if cap is None else min(cap, times * base)
    if cap is None or bonus < 0:
        return bonus
    return max(0, min(bonus, cap - reached))


def _against(table: dict, attack: Attack | None, otherwise: int | None) -> int | None:
    """The value ``table`` gives against the attack's race, or ``otherwise``."""
    if attack is not None:
        for race, value in table.items():
            if of_race(attack, (race,)):
                return value
    return otherwise


def _weapon_change(state: State, item: Instance, stat: str) -> int:
    """What effects on the bearer's company add to this weapon's ``stat``: "weapon prowess bonus" raises the bonus
    it gives (its maximum still holds: CRF 22, Biter and Beater!), "weapon strike body" the body of the strikes its
    bearer faces; only a weapon the effect's card names (``weapons_named``)."""
    company = state.company_of(item.attached_to or "")
    if company is None or "Weapon" not in item.card.keywords:
        return 0
    return sum(o.by for o in state.ongoing if o.stat == stat and o.target == company.id and o.source in state.cards
               and item.card.name in state.cards[o.source].card.trait("weapons_named", ()))


def strike_body(state: State, ref: str) -> tuple[int, str] | None:
    """The ``body`` query of an attacker in a strike against a character whose weapon in use lowers it ("lower the
    body of strikes their bearers face by 1", Biter and Beater!)."""
    combat = state.combat
    if combat is None or combat.attack.source != ref or combat.current not in state.cards:
        return None
    change = sum(_weapon_change(state, item, "weapon strike body") for item in state.attached(combat.current)
                 if in_use(state, item))
    return (change, "weapons") if change else None


def protection(state: State, ref: str) -> tuple[int, str] | None:
    """The ``body`` query: what the items in use add to their bearer's body, each up to its maximum."""
    inst = state.cards[ref]
    base = inst.card.fact("body")
    if base is None:
        return None
    total = 0
    for item in state.attached(ref):
        bonus, cap = bearer_values.value(state, item, "body_bonus"), item.card.fact("body_max")  # "Warrior only"
        if bonus and in_use(state, item):
            total += bonus if cap is None else max(0, min(bonus, cap - base))
    return total, "items"
