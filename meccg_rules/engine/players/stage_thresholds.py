"""What a Stage resource asks its player to have before he plays it: "Playable if you ... have at least: 12 stage
points, two protected Wizardhavens, 4 factions, and 6 characters" (Await the Onset; the stage points are
``stage.check_stage_points_above``).

Three conditions, each a number the player must reach (the resource player, who plays the card):

- ``factions_at_least``: his factions, in his marshalling point pile (under a card there or not: Await the Onset's
  own) or in play under a leader of his (CRF 22, Leader);
- ``characters_at_least``: his characters in play, his avatar and followers among them (not an agent hazard);
- ``protected_wizardhavens_at_least``: his Wizardhavens in play that are protected (a card on the site says so:
  ``stage_wizardhavens.protected``, CoE glossary, protected), each site counted once.

The engine's reading, the rules being silent on what "have" holds: what is his now, as the card is declared and
again as it resolves (a playable-if condition).
"""
from __future__ import annotations

from ..core.cards import Card, fold
from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, State
from .stage_wizardhavens import protected


def factions(state: State, player: str) -> int:
    """His factions: in his marshalling point pile (under a card there or not), or in play under a leader of his."""
    return sum(1 for i in state.cards.values() if i.card.kind == "faction"
               and (i.zone == MP_PILE and i.owner == player or i.zone == IN_PLAY and i.controller == player))


def characters(state: State, player: str) -> int:
    """His characters in play (no agent hazard)."""
    return sum(1 for i in state.cards.values() if i.zone == IN_PLAY and i.card.is_character
               and i.controller == player and i.agent_site is None)


def protected_wizardhavens(state: State, player: str) -> int:
    """His protected Wizardhavens in play, each site once."""
    return len({fold(i.card.name) for i in state.cards.values() if i.zone == IN_PLAY and i.card.is_site
                and i.owner == player and protected(state, i)})


COUNTS = {"factions_at_least": (factions, "factions"), "characters_at_least": (characters, "characters"),
          "protected_wizardhavens_at_least": (protected_wizardhavens, "protected Wizardhavens")}


def _check(key: str, state: State, card: Card, condition: object) -> Verdict:
    wanted = getattr(condition, key)
    count, what = COUNTS[key]
    have = count(state, state.resource_player)
    if have >= wanted:
        return Verdict.allow()
    return Verdict.refuse("too-few-held", f"{card.name} is playable only by a player with at least {wanted} {what}; "
                          f"{state.resource_player} has {have} (its text).")


def check_factions(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``factions_at_least``: its player has at least that many factions."""
    return _check("factions_at_least", state, card, condition)


def check_characters(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``characters_at_least``: its player has at least that many characters in play."""
    return _check("characters_at_least", state, card, condition)


def check_protected_wizardhavens(state: State, card: Card, condition: object, target: str | None) -> Verdict:
    """``protected_wizardhavens_at_least``: its player has at least that many protected Wizardhavens in play."""
    return _check("protected_wizardhavens_at_least", state, card, condition)
