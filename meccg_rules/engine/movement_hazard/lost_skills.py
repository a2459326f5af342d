"""A skill lost by characters in some regions: the ``lose-skill`` primitive (In the Heart of His Realm's sages).

A sage losing his skill in the reach of In the Heart of His Realm is a passive condition: an action caused by it is
declared in a chain of effects of its own, and may be answered (CRF 22, In the Heart of His Realm; CoE 9.6, 9.6.1).
The engine declares it in two moments: as a company's new site is revealed, for that company (the card's
``when_moving``, step 6, CoE 2.IV.vi); and as the card itself resolves, for each company already holding such a
character (``who = "characters in play"``: the card's effect comes into effect while the game condition already was,
CoE 9.6), in a chain after the one the card resolved in (CoE 9.6.1); a company with no such character has nothing
declared for it (``moving.moving_triggers``). When the action resolves, its card must still be in play (CoE 9.6.2):
answered by a card discarding it, it does nothing.

Once resolved, the loss lasts while the card is in play and the character stays so placed (CoE 9.6.9):
``primitives/skills.py`` reads it for every rule that asks a character's skills.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chain import Declared
from ..core.state import IN_PLAY, Ongoing
from ..players.alignments import spared
from ..primitives.skills import SKILL_LOST, placed, skills

if TYPE_CHECKING:
    from ..core.behaviour import LoseSkill
    from ..core.state import Instance, State
    from ..game import Game


def losing(state: State, company: str, effect: LoseSkill) -> list[Instance]:
    """The characters of the company who have the skill and are so placed."""
    return [c for c in state.characters(company) if effect.skill in skills(state, c)
            and placed(state, c, effect.region_types, effect.regions)]


def lose_skill(game: Game, entry: Declared, effect: LoseSkill) -> bool:
    s = game.state
    card = s.cards[entry.card] if entry.card else None
    if card is None:
        return True
    if effect.who == "characters in play":   # the card resolving: a passive condition for each such company
        for company in list(s.companies.values()):
            if spared(s, card.card, company.owner) or not losing(s, company.id, effect):
                continue
            on_company = effect.model_copy(update={"who": "target"})
            s.triggered.append(Declared(s.resource_player, "passive", card.id, target=company.id,
                                        data={"effects": (on_company,), "once": False, "what": "effect", "event": {}}))
            s.log.append(f"{s.label(card)} acts on {company.id}")
        return True
    if card.zone != IN_PLAY:   # CoE 9.6.2: the passive condition's card must still be in effect
        s.log.append(f"{s.label(card)} is no longer in play: no one loses the {effect.skill.lower()} skill")
        return True
    moving = s.companies.get(entry.target or "")
    for character in losing(s, moving.id, effect) if moving is not None else []:
        s.ongoing.append(Ongoing(card.id, character.id, SKILL_LOST, 0, "leaves-play", how=effect))
        s.log.append(f"{s.label(character)} loses his {effect.skill.lower()} skill ({s.label(card)})")
    return True
