"""Deck construction: what a player's play deck, sideboard and pool may hold (CoE 1.3-1.8; CRF 22, Rulings by Term).

``breaches(state, player)`` lists every deck-construction rule the player's deck breaks, in the order below;
an empty list is a legal deck. The rules checked:

- the play deck (CoE 1.5, 1.5.1): 30 to 50 resources, as many hazards as resources, at least 12 creatures among
  the hazards (an agent counting as a hazard, an Ahunt or at Home Dragon manifestation, a creature also playable
  as an event and a Spawn permanent-event count as half a creature each, rounded down), at most ten non-avatar
  characters (a Ringwraith's or Fallen-wizard's agents count as characters: CoE 1.3.R2, 1.3.F4; CRF 22, Agent),
  at most three avatars and never three different ones (CoE 1.5; CRF 22, Wizard; Tournament Rulings > Deck
  Construction); a Ringwraith player's third Ringwraith only against an opponent whose play deck holds three
  Wizards (CRF 22, MELE vs. METW; the engine's reading follows it over the Tournament Rulings bullet and CoE 1.5,
  which set no such condition, as the narrower ruling). A card that may be played as a resource or a hazard
  counts as either (CoE 1.3.3; CRF 22, Tournament Rulings), a Fallen-wizard's third copy of such a hazard as a
  hazard (1.3.F2; CRF 22, Tournament Rulings), and a card whose entry makes it a hazard for the player's kind
  (``hazard_for``: Sudden Call for a Wizard or Fallen-wizard player, CRF 22) as a hazard only, never a resource;
- the whole deck, that is the play deck, sideboard and pool (with the starting company drafted from it; CoE 1.3,
  1.6, 1.7): one copy of each unique non-avatar card, where the hero and minion versions of a unique item count as
  one card (CRF 22, MELE vs. METW) and so do two manifestations of one unique resource (CoE 1.3.1; CRF 22,
  Manifestations); three copies of each other card (a Fallen-wizard player: two of each non-unique character,
  hero resource and minion resource, CoE 1.3.F1; the engine's reading: a card that is a hazard for him, Sudden
  Call by CRF 22's "for all purposes", is no resource there and may have three copies); the agents' mind at most
  36 (CoE 1.3.2; CRF 22, Agent);
- avatars across the play deck and sideboard (CoE 1.6.2; CRF 22, Sideboard, Ringwraith; Tournament Rulings >
  Deck Construction): all of the player's own kind (a Wizard player's Wizards, a Ringwraith player's
  Ringwraiths ..., CoE 1.3.W1, R1, F3, B1), only one avatar with more than one copy, and at most three copies
  of it (the CRF's Sideboard ruling gives three for Wizards; the engine's reading applies it to every avatar);
- the sideboard's size for the game's length: 30 cards (starter and short), 35 (long), 40 (campaign) (CoE 1.6.1;
  CRF 22, Sideboard), besides up to ten cards kept for a Fallen-wizard opponent (1.6.1): named (``keeps CARDS for a
  Fallen-wizard opponent``, taken only against one, ``players/fallen_wizard_sideboard.py``) or declared as unnamed
  cards (``also holds N other cards kept for a Fallen-wizard opponent``, never accessed); more than ten break that
  rule (the engine's reading: as cards kept for him, not as cards of the sideboard's own size, which they do not
  join);
- a Fallen-wizard player declares which Fallen-wizard he is, and that avatar's card is in his deck (CoE 1.8.F1;
  CRF 22, Fallen-wizard);
- the cards a Fallen-wizard or Balrog player cannot include (CoE 1.5.F6, 1.3.B5, the rules facts' not_in_deck, the
  Balrog's with the nine Ringwraith Unleashed cards; Bade to Rule among them, played only in a true Ringwraith deck;
  CRF 22, Fallen-wizard, Bade to Rule);
- the pool, with the starting company drafted from it (CoE 1.7; CRF 22, Tournament Rulings > The Character
  Draft): up to ten non-avatar characters (a Ringwraith's or Fallen-wizard's agents among them) and up to two
  minor items, none unique nor a hoard item; a card whose text lets the game start with it in place of a minor
  item takes one of those two places, and nothing else belongs there (a Fallen-wizard player's resource
  permanent-events excepted: his Stage resources);
- a Fallen-wizard player's Stage resources in his pool (CoE 1.7.F1): up to three permanent-events, exactly three
  stage points in all, at least one of them not unique (a pool the scenario names no card of is not checked).

The engine's readings: the check reads the cards a scenario names, plus any unnamed cards it declares with
``also holds`` (``Filler``: distinct non-unique resources, hazards and creatures that break no rule and are only
counted); the location deck and the cards already in play, in hand or discarded are not checked. A card is
counted by its printed name, so reprints and versions of one name count together. Which resources are
manifestations of one another comes from the cards' own texts (a card entry's ``manifestation_of``; the reference facts
record manifestations of characters only). Which alignments' cards a player may include (CoE 1.3.W2, 1.3.W3, 1.3.R2,
1.3.R3, 1.3.F4, 1.3.B2-B4) and the cards specific to a kind of player or an avatar (1.3.4) are
``cards_a_player_may_include.py``'s.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..players import alignments, fallen_wizard_sideboard
from . import cards_a_player_may_include as may_include
from ..core import modelled
from ..core.cards import Card, fold
from ..core.errors import InputError
from ..core.rules_facts import facts
from ..core.state import PLAY_DECK, POOL, SIDEBOARD, STARTING_COMPANY

if TYPE_CHECKING:
    from ..core.state import Instance, State

RESOURCES, CREATURES, CHARACTERS, AVATARS = (30, 50), 12, 10, 3
AGENT_MIND, COPIES, FALLEN_WIZARD_COPIES, AVATAR_COPIES = 36, 3, 2, 3
POOL_CHARACTERS, POOL_ITEMS = 10, 2   # CoE 1.7
HOARD_ITEM = "Hoard Item"
SIDEBOARD_SIZE = {"starter": 30, "short": 30, "long": 35, "campaign": 40}   # CoE 1.6.1
KEPT_FOR_FALLEN_WIZARD = 10   # more sideboard cards, kept for a Fallen-wizard opponent (CoE 1.6.1)
DRAGON_MANIFESTATIONS = (" ahunt", " at home")   # count as half a creature (CoE 1.5.1)
# resources whose printed text makes them manifestations of another unique resource (CoE 1.3.1), by card id.
# The hero and minion factions of one name are manifestations of each other by their texts (AS-58 to AS-67,
# LE-261 to LE-295); a name already identifies them. Stinker's text also names My Precious, a hazard.


@dataclass(frozen=True)
class Filler:
    """Unnamed cards a scenario declares in a deck: distinct non-unique cards, counted and nothing else."""

    resources: int = 0
    hazards: int = 0
    creatures: int = 0       # of the hazards
    sideboard: int = 0
    kept_for_fallen_wizard: int = 0   # of the sideboard's cards, those kept for a Fallen-wizard opponent (1.6.1)


@dataclass(frozen=True)
class Breach:
    """One broken deck-construction rule: its reason code (``errors.REASONS``) and what breaks it."""

    code: str
    detail: str


# ------------------------------------------------------------------ set-up
def add_filler(state: State, player: str, resources: int = 0, hazards: int = 0, creatures: int = 0,
               sideboard: int = 0, kept_for_fallen_wizard: int = 0) -> None:
    """Declare unnamed cards in the player's play deck or sideboard (added to any declared before); the sideboard's
    ``kept_for_fallen_wizard`` are cards set aside for a Fallen-wizard opponent (CoE 1.6.1)."""
    if creatures > hazards:
        raise InputError(f"{creatures} of {hazards} other hazards cannot be creatures; say at most {hazards}")
    old = state.deck_filler.get(player, Filler())
    state.deck_filler[player] = Filler(old.resources + resources, old.hazards + hazards,
                                       old.creatures + creatures, old.sideboard + sideboard,
                                       old.kept_for_fallen_wizard + kept_for_fallen_wizard)


def declare_fallen_wizard(state: State, player: str, card: Card) -> None:
    """The specific Fallen-wizard a Fallen-wizard player declares he is (CoE 1.8.F1)."""
    if alignments.alignment_of(state, player) != alignments.FALLEN_WIZARD:
        raise InputError(f"only a Fallen-wizard player declares a Fallen-wizard; say '{player} is a Fallen-wizard "
                         "player.' first")
    if not any(c.alignment == "Fallen-wizard" and c.fact("avatar") for c in _versions(card)):
        raise InputError(f"{card.name} is not a Fallen-wizard; the Fallen-wizards are Alatar, Gandalf, Pallando, "
                         "Radagast and Saruman")
    state.fallen_wizards[player] = card.name


def _versions(card: Card) -> list[Card]:
    from ..core.cards import catalogue
    return catalogue().versions(card.name) or [card]


# ------------------------------------------------------------------ what a card counts as
def _is_avatar(card: Card) -> bool:
    return bool(card.fact("avatar"))


def _agents_are_characters(alignment: str) -> bool:
    """Ringwraith players (CoE 1.3.R2) and Fallen-wizard players (1.3.F4; CRF 22: Ringwraith rules for agents)."""
    return alignment in (alignments.RINGWRAITH, alignments.FALLEN_WIZARD)


def _is_character(card: Card, alignment: str) -> bool:
    """A non-avatar character for deck building; a Wizard's or Balrog's agent is a hazard (CoE 1.3.W2, 1.3.B2)."""
    if _is_avatar(card) or not (card.is_character or card.fact("agent")):
        return False
    return not card.fact("agent") or _agents_are_characters(alignment)


def _is_hazard(card: Card, alignment: str) -> bool:
    return card.type == "Hazard" and not card.fact("agent") or (
        bool(card.fact("agent")) and not _agents_are_characters(alignment)) or alignments.hazard_for(card, alignment)


def _either(card: Card, alignment: str) -> bool:
    """A card that may be played as a resource or as a hazard (CoE 1.3.3), but one that is a hazard in every respect
    for a player of this alignment (Sudden Call for a Wizard or Fallen-wizard player, CRF 22)."""
    return bool(card.fact("playable_as_resource") or card.fact("playable_as_hazard")) and not (
        alignments.hazard_for(card, alignment))


def _half_creature(card: Card) -> bool:
    """Counts as half a creature toward the twelve (CoE 1.5.1)."""
    if card.fact("agent"):
        return True
    if fold(card.name).endswith(DRAGON_MANIFESTATIONS):
        return True
    if card.is_creature and "/" in card.subtype:
        return True
    return card.kind == "permanent-event" and "Spawn" in card.keywords and not card.is_creature


# ------------------------------------------------------------------ the check
def breaches(state: State, player: str) -> list[Breach]:
    """Every deck-construction rule the player's deck breaks (empty: the deck is legal)."""
    alignment = alignments.alignment_of(state, player)
    play = state.in_zone(PLAY_DECK, player)
    side = state.in_zone(SIDEBOARD, player)
    whole = play + side + state.in_zone(POOL, player) + state.in_zone(STARTING_COMPANY, player)
    filler = state.deck_filler.get(player, Filler())
    modelled.refuse_any((i.card for i in whole), ("deck",))  # a deck rule its text adds, not modelled: said
    found: list[Breach] = []
    found += _play_deck(state, player, alignment, play, filler)
    found += _copies(alignment, whole)
    found += _avatars(play + side)
    found += _avatar_kind(alignment, play + side)
    found += _agent_mind(whole)
    found += _sideboard(state, side, filler)
    found += _fallen_wizard(state, player, alignment, whole)
    found += _barred_cards(alignment, whole)
    found += [Breach(*b) for b in may_include.breaches(state, player, whole, _is_character, _either)]
    found += pool_breaches(state, player)
    found += _stage_pool(alignment, state.in_zone(POOL, player) + state.in_zone(STARTING_COMPANY, player))
    return found


def _play_deck(state: State, player: str, alignment: str, play: list[Instance], filler: Filler) -> list[Breach]:
    cards = [i.card for i in play]
    either = [c for c in cards if _either(c, alignment)]
    resources = filler.resources + sum(c.type == "Resource" and not _is_hazard(c, alignment)
                                       and not _either(c, alignment) for c in cards)
    hazards = filler.hazards + sum(_is_hazard(c, alignment) and not _either(c, alignment) for c in cards)
    resources, hazards = _balance(resources, hazards, either, alignment)
    found = []
    if not RESOURCES[0] <= resources <= RESOURCES[1]:
        found.append(Breach("deck-resources", f"it holds {_count(resources, 'resource')}"))
    if hazards != resources:
        found.append(Breach("deck-hazards", f"it holds {_count(resources, 'resource')} and "
                                            f"{_count(hazards, 'hazard')}"))
    hazard_cards = [c for c in cards if _is_hazard(c, alignment)]
    halves = sum(_half_creature(c) for c in hazard_cards)
    creatures = filler.creatures + sum(c.is_creature and not _half_creature(c) for c in hazard_cards)
    if creatures + halves // 2 < CREATURES:
        found.append(Breach("deck-creatures", f"its creatures count as {creatures + halves // 2}"
                                              f"{f' ({halves} of them as half a creature each)' if halves else ''}"))
    characters = [c.name for c in cards if _is_character(c, alignment)]
    if len(characters) > CHARACTERS:
        found.append(Breach("deck-characters", f"it holds {len(characters)}: {', '.join(characters)}"))
    avatars = [c.name for c in cards if _is_avatar(c)]
    if len(avatars) > AVATARS:
        found.append(Breach("deck-avatars", f"it holds {len(avatars)}: {', '.join(avatars)}"))
    elif len(avatars) == AVATARS and len(set(avatars)) == AVATARS:
        found.append(Breach("three-different-avatars", f"it holds {', '.join(avatars)}"))
    if alignment == alignments.RINGWRAITH and len(avatars) >= AVATARS:
        opponent = state.opponent(player)
        wizards = [i for i in state.in_zone(PLAY_DECK, opponent)
                   if _is_avatar(i.card) and i.card.alignment == "Hero"]
        if len(wizards) < AVATARS:
            found.append(Breach("three-ringwraiths", f"{opponent}'s play deck holds {len(wizards)} Wizard"
                                                     f"{'' if len(wizards) == 1 else 's'}"))
    return found


def _count(number: int, word: str) -> str:
    return f"{number} {word}{'' if number == 1 else 's'}"


def _balance(resources: int, hazards: int, either: list[Card], alignment: str) -> tuple[int, int]:
    """Resources and hazards once the cards that may be either are counted so that the two are equal if they can
    be (CoE 1.3.3); a Fallen-wizard counts at most two copies of such a hazard as resources (1.3.F2)."""
    most = len(either)
    if alignment == alignments.FALLEN_WIZARD:
        per_name = Counter(c.name for c in either if c.type == "Hazard")
        most = sum(c.type != "Hazard" for c in either) + sum(min(n, 2) for n in per_name.values())
    wanted = max(0, min(most, (hazards + len(either) - resources) // 2))
    return resources + wanted, hazards + len(either) - wanted


def _identity(card: Card) -> frozenset[str]:
    """The names a unique card stands for: its own and, for a resource, those it is a manifestation of."""
    names = {fold(card.name)}
    if card.type == "Resource":
        names |= {fold(n) for n in card.fact("manifestation_of", ())}
    return frozenset(names)


def _copies(alignment: str, whole: list[Instance]) -> list[Breach]:
    found = []
    uniques = [i.card for i in whole if i.card.fact("unique") and not _is_avatar(i.card)]
    seen: list[Card] = []
    for card in uniques:
        same = next((c for c in seen if _identity(c) & _identity(card)), None)
        if same is None:
            seen.append(card)
        elif fold(same.name) != fold(card.name):
            found.append(Breach("unique-manifestations", f"{same.name} and {card.name}"))
        elif same.alignment != card.alignment and same.kind == "item":
            found.append(Breach("unique-item-versions", f"{same.name} ({same.alignment}) and {card.name} "
                                                        f"({card.alignment})"))
        elif same.alignment != card.alignment:
            found.append(Breach("unique-manifestations", f"{same.alignment} {same.name} and {card.alignment} "
                                                         f"{card.name}"))
        else:
            found.append(Breach("unique-copies", f"two copies of {card.name}"))
    others = Counter(i.card.name for i in whole
                     if not i.card.fact("unique") and not _is_avatar(i.card) and not i.card.is_haven)
    for name, count in others.items():
        if count > COPIES:
            found.append(Breach("card-copies", f"{count} copies of {name}"))
    if alignment == alignments.FALLEN_WIZARD:
        limited = Counter(i.card.name for i in whole if not i.card.fact("unique") and not _is_avatar(i.card)
                          and (i.card.is_character or (i.card.type == "Resource"
                                                       and i.card.alignment in ("Hero", "Minion")
                                                       and not alignments.hazard_for(i.card, alignment))))
        for name, count in limited.items():
            if FALLEN_WIZARD_COPIES < count <= COPIES:
                found.append(Breach("fallen-wizard-copies", f"{count} copies of {name}"))
    return found


def _avatars(cards: list[Instance]) -> list[Breach]:
    counts = Counter(i.card.name for i in cards if _is_avatar(i.card))
    found = [Breach("avatar-copies", f"{n} copies of {name}") for name, n in counts.items() if n > AVATAR_COPIES]
    duplicated = [name for name, n in counts.items() if n > 1]
    if len(duplicated) > 1:
        found.append(Breach("duplicated-avatars", ", ".join(f"{counts[n]} of {n}" for n in duplicated)))
    return found


# the race of the avatars each kind of player may include (CoE 1.3.W1, 1.3.R1, 1.3.F3, 1.3.B1)
AVATAR_RACE = {alignments.WIZARD: "Wizard", alignments.RINGWRAITH: "Ringwraith",
               alignments.FALLEN_WIZARD: "Fallen-wizard", alignments.BALROG: "Balrog"}


def _avatar_kind(alignment: str, cards: list[Instance]) -> list[Breach]:
    """Only the player's own kind of avatar, in the play deck and the sideboard alike."""
    own = AVATAR_RACE[alignment]
    others = [i.card.name for i in cards if _is_avatar(i.card) and i.card.race != own]
    return [Breach("avatar-kind", f"{', '.join(others)} in a {alignment} player's deck")] if others else []


def _agent_mind(whole: list[Instance]) -> list[Breach]:
    """The agents' printed mind (CoE 1.3.2): the cards as built, none in play, so not the ``mind`` query's."""
    agents = [i.card for i in whole if i.card.fact("agent")]
    mind = sum(c.fact("mind") or 0 for c in agents)
    if mind > AGENT_MIND:
        return [Breach("agent-mind", f"{mind}: " + ", ".join(f"{c.name} {c.fact('mind')}" for c in agents))]
    return []


def _sideboard(state: State, side: list[Instance], filler: Filler) -> list[Breach]:
    """CoE 1.6.1: the limit for the game's length, and up to ten more cards kept for a Fallen-wizard opponent, which
    do not count against it. The engine's reading: cards kept beyond ten break the rule of ten only; they are not
    counted against the limit as well, one excess card being one breach."""
    named_kept = sum(1 for i in side if fallen_wizard_sideboard.is_kept(state, i))
    size, limit = len(side) - named_kept + filler.sideboard, SIDEBOARD_SIZE[state.ending.length]
    kept = filler.kept_for_fallen_wizard + named_kept
    found = []
    if kept > KEPT_FOR_FALLEN_WIZARD:
        found.append(Breach("fallen-wizard-sideboard", f"it keeps {kept} cards for a Fallen-wizard opponent; "
                                                       f"{KEPT_FOR_FALLEN_WIZARD} at most (CoE 1.6.1)"))
    if size > limit:
        found.append(Breach("sideboard-size", f"it holds {size} cards besides those kept for a Fallen-wizard "
                                              f"opponent; a {state.ending.length} game allows {limit}"))
    return found


def _fallen_wizard(state: State, player: str, alignment: str, cards: list[Instance]) -> list[Breach]:
    if alignment != alignments.FALLEN_WIZARD:
        return []
    declared = state.fallen_wizards.get(player)
    if declared is None:
        return [Breach("no-fallen-wizard-declared", f"say '{player}'s declared Fallen-wizard is NAME.'")]
    if not any(i.card.name == declared and _is_avatar(i.card) and i.card.alignment == "Fallen-wizard"
               for i in cards):
        return [Breach("declared-fallen-wizard-missing", f"no copy of the Fallen-wizard {declared} in "
                                                         f"{player}'s play deck, sideboard or pool")]
    return []


def _barred_cards(alignment: str, cards: list[Instance]) -> list[Breach]:
    """The cards a Fallen-wizard player (CoE 1.5.F6) or a Balrog player (1.3.B5) cannot include, from the rules
    facts' not_in_deck; a name there bars no character (the lists name The Balrog ally, not the avatar)."""
    barred = {fold(name) for name in facts("not_in_deck").get(alignment, ())}
    found = sorted({i.card.name for i in cards if i.card.key in barred and not i.card.is_character})
    if not found:
        return []
    rule = "1.5.F6" if alignment == alignments.FALLEN_WIZARD else "1.3.B5"
    return [Breach("barred-card", f"a {alignment} player's deck cannot hold {', '.join(found)} (CoE {rule})")]


def pool_breaches(state: State, player: str) -> list[Breach]:
    """CoE 1.7: up to ten non-avatar characters and two non-unique, non-hoard minor items (or cards the game may
    start with in their place) in the pool and the starting company drafted from it; a Fallen-wizard player's
    resource permanent-events (Stage resources) pass."""
    alignment = alignments.alignment_of(state, player)
    pool = state.in_zone(POOL, player) + state.in_zone(STARTING_COMPANY, player)
    characters = [i.card.name for i in pool if _is_character(i.card, alignment)]
    items = [i.card.name for i in pool if _pool_item(i.card)]
    others = [i.card.name for i in pool if not _is_character(i.card, alignment) and not _pool_item(i.card)
              and not (alignment == alignments.FALLEN_WIZARD and i.card.type == "Resource"
                       and i.card.kind == "permanent-event")]
    found = []
    if len(characters) > POOL_CHARACTERS:
        found.append(Breach("pool-characters", f"it holds {len(characters)}: {', '.join(characters)}"))
    if len(items) > POOL_ITEMS:
        found.append(Breach("pool-items", f"it holds {len(items)}: {', '.join(items)}"))
    if others:
        found.append(Breach("pool-cards", ", ".join(others)))
    return found


def _stage_pool(alignment: str, pool: list[Instance]) -> list[Breach]:
    """CoE 1.7.F1: a Fallen-wizard player's pool holds up to three Stage resource permanent-events, together worth
    exactly three stage points, one of them at least not unique. The engine's reading, as the check reads the cards
    a scenario names: a pool with no card named is not checked."""
    if alignment != alignments.FALLEN_WIZARD or not pool:
        return []
    stage = [i.card for i in pool if i.card.alignment == "Stage" and i.card.type == "Resource"
             and i.card.kind == "permanent-event"]
    points = sum(c.fact("stage_points") or 0 for c in stage)
    held = f"it holds {_count(len(stage), 'Stage resource permanent-event')} worth {points} stage points" + \
        (f": {', '.join(c.name for c in stage)}" if stage else "")
    if len(stage) > 3 or points != 3 or all(c.fact("unique") for c in stage):
        return [Breach("pool-stage-resources", held)]
    return []


def _pool_item(card: Card) -> bool:
    """A card that may take a minor item's place in the pool: a non-unique minor item that is not a hoard item, or
    a card whose text lets the game start with it in place of a minor item."""
    if card.fact("playable_as_starting_minor_item"):
        return True
    return (card.kind == "item" and "Minor" in card.subtype and not card.fact("unique")
            and HOARD_ITEM not in card.keywords)


def describe(state: State, player: str) -> str:
    """What the player's deck holds, counted as the check counts it, for a failing example's message."""
    filler = state.deck_filler.get(player, Filler())
    parts = [f"{len(state.in_zone(PLAY_DECK, player))} named cards in the play deck",
             f"{len(state.in_zone(SIDEBOARD, player))} in the sideboard"]
    if filler != Filler():
        parts.append(f"and {filler.resources} other resources, {filler.hazards} other hazards ({filler.creatures} "
                     f"creatures), {filler.sideboard} other sideboard cards, {filler.kept_for_fallen_wizard} kept "
                     "for a Fallen-wizard opponent")
    return f"{player}'s deck: " + ", ".join(parts)
