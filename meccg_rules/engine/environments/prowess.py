"""Environments that change the prowess of every character of some races (Sun, Night, Star of High Hope, The
Evenstar; CoE 2.IV.iv; CRF 22, Card Errata and Rulings).

"The prowess of each Dúnadan is modified by +1" reaches characters in play of that race, whoever controls them:
a ``prowess`` static with ``who = "characters"`` while its card is in play (``if_in_play``, ``except_skill``:
"non-ranger"), or a ``modify`` of the selection ``characters in play`` for a short-event ("each Elf ... until the
end of the turn", The Evenstar). Two rulings bound them, and this module is where they hold:

- such a bonus does not affect attacks (Sun, Night): a Man or Dúnadan creature, automatic-attack or agent's attack
  keeps its prowess. A change these cards make to attacks is said separately, as an attack static (Night's "+1 to
  all attacks", Sun's "-1 to each automatic-attack and hazard creature");
- nor hazards (Star of High Hope, The Evenstar): an Elf or Dúnadan agent, a character card played as a hazard, is
  left alone, as is a creature of those races.

A character is a card of the character kind in play that is not an agent hazard; allies are not characters
(CoE 2.V.2.2 makes them so only for effects that name characters in combat, which these cards do not: the
engine's reading).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY, Instance, State
from ..primitives.races import race_named
from ..primitives import values

if TYPE_CHECKING:
    from ..core.behaviour import Static
    from ..core.chain import Declared
    from ..core.state import Attack
    from ..game import Game


def is_character(inst: Instance) -> bool:
    """A character in play, not a hazard: an agent (a character card the hazard player played) is a hazard."""
    return inst.zone == IN_PLAY and inst.card.is_character and inst.agent_site is None


def reaches(state: State, static: Static, inst: Instance) -> bool:
    """Does a ``who = "characters"`` static reach this card now: a character, of one of its races, without the
    skill it excepts, its condition (``if_in_play``) holding?"""
    return (static.who == "characters" and is_character(inst)
            and (not static.races or race_named(inst.card.race or "", static.races))
            and not (static.except_skill and static.except_skill in values.skills(state, inst))
            and (not static.if_in_play or state.in_effect(static.if_in_play)))


def prowess(state: State, ref: str, attack: Attack | None = None) -> tuple[int, str] | None:
    """The ``prowess`` query: what the ``prowess`` statics of cards in play add to this character's prowess."""
    inst = state.cards.get(ref)
    if inst is None or not is_character(inst):
        return None
    found = [(static.by, state.label(source)) for source in state.cards.values() if source.zone == IN_PLAY
             for static in source.card.statics if static.stat == "prowess" and reaches(state, static, inst)]
    if not found:
        return None
    return sum(by for by, _ in found), ", ".join(dict.fromkeys(name for _, name in found))


def characters_in_play(game: Game, entry: Declared) -> list[str]:
    """The selection ``characters in play``: every character in play, whoever controls him; hazards (agents) are
    not characters here (``modify`` filters them by race with ``only_races``)."""
    return [i.id for i in game.state.cards.values() if is_character(i)]
