"""Which cards a player may include in his deck, by his alignment and his avatar (CoE 1.3.4, 1.3.W2, 1.3.W3, 1.3.R2,
1.3.R3, 1.3.F4, 1.3.B2-B4; CRF 22, Tournament Rulings > Deck Construction).

``breaches(state, player, cards, ...)`` is asked by ``deck_construction.breaches`` of the whole deck (play deck,
sideboard and pool, with the starting company drafted from it). Each breach names the CoE rule and the cards that
break it:

- characters (CoE 1.3.W2, 1.3.R2, 1.3.F4, 1.3.B2): a Wizard player's non-avatar characters are hero characters, a
  Ringwraith's and a Balrog's minion characters, a Fallen-wizard's hero or minion characters. An agent is no
  character for a Wizard or Balrog player but a hazard (1.3.W2, 1.3.B2): any of them may include agents;
- resources (CoE 1.3.W3, 1.3.R3, 1.3.B3): a Wizard player's are hero resources, a Ringwraith's and a Balrog's
  minion resources; a Wizard may also include minion items and a Ringwraith hero items (1.3.W3, 1.3.R3; CRF 22,
  Tournament Rulings > Deck Construction), a Balrog neither. A card that may also be played as a hazard passes, as
  it may count as a hazard (1.3.3), and so does a card that is a hazard for the player (Sudden Call for a Wizard).
  A Fallen-wizard player's resources are not limited by alignment (CoE 1.3.F1 counts his hero, minion and Stage
  resources). Stage resources are then a Fallen-wizard's alone;
- a Balrog player's further limits (CoE 1.3.B4): his non-avatar characters are Orcs or Trolls, of mind less than 9
  unless Balrog specific, and his factions Orc, Troll, Wolf, Animal or Dragon factions;
- cards specific to a kind of player or an avatar (CoE 1.3.4): a Balrog specific card only in a Balrog player's
  deck, a card specific to an avatar (Saruman specific) only in the deck of the player who declared that avatar,
  which only a Fallen-wizard player does (CoE 1.8.F1). An avatar is left to the avatar check (1.3.W1 ...), and a
  Fallen-wizard player who declared no avatar to its own breach (``no-fallen-wizard-declared``).

``check_play(state, player, card)`` answers the ``may play card`` query with the resources rule (CoE 1.3.W3, 1.3.R3,
1.3.B3) as a card is played: a resource his deck may not hold is not played by him (the engine's reading).

The engine's readings, where the rules are silent: a resource printed "Dual" (Tidings of Death, "may also be played
as a hero resource"; Beasts of the Wood) is a hero and a minion resource both, so any player may include it; a card
is judged by the version the scenario names (the alignment of that version).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..core.cards import Card, fold
from ..core.errors import Verdict
from ..players import alignments

if TYPE_CHECKING:
    from ..core.state import Instance, State

CardTest = Callable[[Card, str], bool]
Breach = tuple[str, str]   # a reason code and what breaks it (deck construction's ``Breach``)
HERO, MINION, STAGE, DUAL = "Hero", "Minion", "Stage", "Dual"
# the characters each kind of player may include, and the rule (CoE 1.3.W2, 1.3.R2, 1.3.F4, 1.3.B2)
CHARACTERS = {alignments.WIZARD: ((HERO,), "1.3.W2"), alignments.RINGWRAITH: ((MINION,), "1.3.R2"),
              alignments.FALLEN_WIZARD: ((HERO, MINION), "1.3.F4"), alignments.BALROG: ((MINION,), "1.3.B2")}
# the resources each kind of player may include, the other alignment's items he may include too, and the rule
RESOURCES = {alignments.WIZARD: ((HERO, DUAL), MINION, "1.3.W3"),
             alignments.RINGWRAITH: ((MINION, DUAL), HERO, "1.3.R3"),
             alignments.BALROG: ((MINION, DUAL), None, "1.3.B3")}
BALROG_RACES = ("Orc", "Troll")                                         # CoE 1.3.B4
BALROG_MIND = 9                                                         # his characters' mind is less (1.3.B4)
BALROG_FACTIONS = ("Orc", "Troll", "Wolf", "Animal", "Dragon")          # CoE 1.3.B4


def breaches(state: State, player: str, cards: list[Instance], is_character: CardTest,
             either: CardTest) -> list[Breach]:
    """The breaches of these rules; ``is_character`` and ``either`` are deck construction's own tests of a card (a
    non-avatar character for deck building; a card that may count as a resource or a hazard)."""
    alignment = alignments.alignment_of(state, player)
    found: list[Breach] = []
    found += _characters(alignment, [i.card for i in cards if is_character(i.card, alignment)])
    found += _resources(alignment, [i.card for i in cards if i.card.type == "Resource" and not is_character(
        i.card, alignment) and not either(i.card, alignment) and not alignments.hazard_for(i.card, alignment)])
    if alignment == alignments.BALROG:
        found += _balrog(cards, is_character)
    found += _specific(state, player, alignment, [i.card for i in cards if not i.card.fact("avatar")])
    return found


def check_play(state: State, player: str, card: Card) -> Verdict | None:
    """The ``may play card`` query: may ``player`` play this resource by its alignment (CoE 1.3.W3, 1.3.R3, 1.3.B3:
    a Wizard player's resources are hero resources, minion items aside; a Ringwraith player's minion resources, hero
    items aside; a Balrog player's minion resources)? The engine's reading, where the rules are silent: a resource
    his deck may not hold is not played by him either, should an example put one in his hand (a Ringwraith player
    plays no hero A Chance Meeting). A card that is a hazard for him, or a Fallen-wizard player's card, passes."""
    alignment = alignments.alignment_of(state, player)
    if card.type != "Resource" or alignments.hazard_for(card, alignment):
        return None
    for _, detail in _resources(alignment, [card]):
        return Verdict.refuse("resource-not-his-alignment", f"{detail}: {player} does not play it.")
    return None


def _names(cards: list[Card]) -> str:
    return ", ".join(sorted({c.name for c in cards}))


def _breach(code: str, detail: str) -> Breach:
    return code, detail


def _characters(alignment: str, characters: list[Card]) -> list[Breach]:
    allowed, rule = CHARACTERS[alignment]
    wrong = [c for c in characters if c.alignment not in allowed]
    if not wrong:
        return []
    kinds = " or ".join(a.lower() for a in allowed)
    return [_breach("character-alignment", f"{_names(wrong)}: a {alignment} player's non-avatar characters are "
                                           f"{kinds} characters (CoE {rule})")]


def _resources(alignment: str, resources: list[Card]) -> list[Breach]:
    if alignment not in RESOURCES:
        return []
    allowed, items, rule = RESOURCES[alignment]
    wrong = [c for c in resources if c.alignment not in allowed and not (c.alignment == items and c.kind == "item")]
    if not wrong:
        return []
    also = f", or {items.lower()} items" if items else ""
    return [_breach("resource-alignment", f"{_names(wrong)}: a {alignment} player's resources are "
                                          f"{allowed[0].lower()} resources{also} (CoE {rule})")]


def _balrog(cards: list[Instance], is_character: CardTest) -> list[Breach]:
    found: list[Breach] = []
    characters = [i.card for i in cards if is_character(i.card, alignments.BALROG)]
    races = [c for c in characters if c.race not in BALROG_RACES]
    if races:
        found.append(_breach("balrog-characters", f"{_names(races)}: a Balrog player's non-avatar characters are "
                                                  "Orcs or Trolls (CoE 1.3.B4)"))
    minds = [c for c in characters if (c.fact("mind") or 0) >= BALROG_MIND and c.fact("specific") != alignments.BALROG]
    if minds:
        found.append(_breach("balrog-characters", f"{_names(minds)}: a Balrog player's characters have a mind less "
                                                  f"than {BALROG_MIND} unless Balrog specific (CoE 1.3.B4)"))
    factions = [i.card for i in cards if i.card.type == "Resource" and i.card.kind == "faction"
                and i.card.race not in BALROG_FACTIONS]
    if factions:
        found.append(_breach("balrog-factions", f"{_names(factions)}: a Balrog player's factions are "
                                                f"{', '.join(BALROG_FACTIONS[:-1])} or {BALROG_FACTIONS[-1]} "
                                                "factions (CoE 1.3.B4)"))
    return found


def _specific(state: State, player: str, alignment: str, cards: list[Card]) -> list[Breach]:
    """CoE 1.3.4: a card specific to a kind of player or to an avatar only in the deck of such a player."""
    declared = state.fallen_wizards.get(player)
    undeclared = alignment == alignments.FALLEN_WIZARD and declared is None   # the breach no-fallen-wizard-declared
    wrong = []
    for card in cards:
        specific = card.fact("specific")
        if not specific:
            continue
        if specific in alignments.ALIGNMENTS:
            if specific != alignment:
                wrong.append((card, f"{specific} specific and {player} is a {alignment} player"))
        elif not undeclared and (declared is None or fold(declared) != fold(specific)):
            said = f"declared {declared}" if declared else "declared no avatar"
            wrong.append((card, f"{specific} specific and {player} {said}"))
    return [_breach("specific-to-another", f"{card.name}: {why} (CoE 1.3.4)") for card, why in wrong]
