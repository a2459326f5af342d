"""A card in play changing kind: a hazard creature that becomes an ally under a character (the effect primitive
``become-ally``: Ready to His Will, Memories of Old Torture).

An instance is a copy of its printed card, and everything the rules read of it (its kind, race, prowess, entry)
comes from that card. A card in play whose kind an effect changes is given, for as long as it stays in play, a
``ChangedCard`` (``core/cards.py``): the facts it has now, none of its entry's behaviour, and the printed card it
is again once it leaves play (this module's answer to the kernel's ``moving`` hook). Every rule then reads the
changed card as it reads any card of that kind: an ally is attached to a character, controlled by his player,
counted in the company, reached by the statics and effects aimed at allies.

A creature become an ally (CRF 22, Card Errata and Rulings, Ready to His Will and Memories of Old Torture: it keeps
its keywords and loses its attack-related effects) keeps its name, its race, its alignment, its keywords and its
being unique (a keyword: CoE glossary, keyword; "the Unique keyword", Wizard's Trove); it keeps nothing else of
its facts (strikes, several attacks, body, detainment, the attacker choosing, its keying, its kill points) nor of
its entry, whose effects are all about its attacks and where it is played: the engine's reading is that a
creature's text is attack-related save its keywords. The card converting it says its prowess (its printed,
"normal", prowess less some number, never below zero), body and mind. Its marshalling point is the one the card
played prints ("It gives 1 ally marshalling point"), and that card goes with it: so the ally itself gives none,
or the point would count twice (the engine's reading).

The effect acts on the creature whose attack is being faced; its attacks are cancelled by the card's ``cancel``
effect, which follows it. A creature that is no longer one makes no further attack and is not discarded as its
attack ends (``combat/attacks.py``, ``combat/flow.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.cards import ChangedCard, changed
from ..core.errors import Verdict
from ..core.state import IN_PLAY, OFF_TO_THE_SIDE
from ..players.companies_closed_to_followers import closing_card
from ..primitives import effects

if TYPE_CHECKING:
    from ..core.behaviour import BecomeAlly, Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game

KEPT = ("name", "set", "alignment", "unique", "keywords", "race")   # what a creature become an ally keeps


def change_kind(state: State, inst: Instance, facts: dict[str, Any]) -> None:
    """The card in play ``inst`` now has these facts and no entry, until it leaves play."""
    printed = inst.card.printed if isinstance(inst.card, ChangedCard) and inst.card.printed else inst.card
    inst.card = changed(printed, facts)


def printed_again(state: State, inst: Instance, zone: str) -> None:
    """The ``moving`` hook: a card whose kind changed in play is its printed card again as it leaves play."""
    if isinstance(inst.card, ChangedCard) and inst.card.printed is not None:
        inst.card = inst.card.printed
        state.log.append(f"{inst.card.name} leaves play and is again the card it is printed as")


def ally_facts(creature: Instance, effect: BecomeAlly) -> dict[str, Any]:
    """The facts of a creature become an ally: what it keeps, and the attributes the card gives it."""
    facts = {key: creature.card.facts[key] for key in KEPT if key in creature.card.facts}
    printed = creature.card.fact("prowess") or 0
    facts.update(type="Resource", subtype="Ally", prowess=max(0, printed - effect.prowess_less), body=effect.body,
                 mind=effect.mind)
    return facts


def check_company_takes_an_ally(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``company_takes_an_ally``: the target character's company may take an ally in, no card keeping
    allies out of it (Fell Rider's "none may join the company": ``players/companies_closed_to_followers``). The
    engine's reading of a creature made an ally under a character of such a company: he cannot take it, so the
    card making it one is not played on him (and, were the company closed as it resolves, the effect does
    nothing)."""
    inst = state.cards.get(target or "")
    company = inst.company if inst is not None else None
    closing = closing_card(state, company) if company is not None else None
    if inst is None or closing is None:
        return Verdict.allow()
    return Verdict.refuse("company-closed", f"{card.name} would make an ally under {state.label(inst)}: none may join "
                          f"{company} while {state.label(closing)} is on it (its text).")


def become_ally(game: Game, entry: Declared, effect: BecomeAlly) -> bool:
    """Resolve the effect: the creature of the attack being faced becomes an ally under the target character, and
    the card played goes with it."""
    s = game.state
    by = effects.source_name(game, entry)
    combat = s.combat
    creature = s.cards.get(combat.attack.source) if combat is not None else None
    character = s.cards.get(entry.target or "")
    if creature is None or creature.zone != IN_PLAY or not creature.card.is_creature:
        s.log.append(f"{by} has no effect: no hazard creature's attack is being faced")
        return True
    if character is None or character.zone != IN_PLAY or not character.card.is_character:
        s.log.append(f"{by} has no effect: its character is no longer in play")
        return True
    company = character.company
    closing = closing_card(s, company) if company is not None else None
    if closing is not None:   # no ally may join it (Fell Rider): checked as the card is played, and again here
        s.log.append(f"{by} has no effect: no ally may join {company} while {s.label(closing)} is on it")
        return True
    change_kind(s, creature, ally_facts(creature, effect))
    creature.controller = character.controller
    s.move(creature.id, IN_PLAY, attached_to=character.id)
    ally = creature.card
    s.log.append(f"{s.label(creature)} becomes an ally under {s.label(character)}: prowess {ally.fact('prowess')}, "
                 f"body {ally.fact('body')}, mind {ally.fact('mind')}"
                 + (f", keywords {', '.join(ally.keywords)}" if ally.keywords else ""))
    if entry.card in s.cards:
        placed = OFF_TO_THE_SIDE if effect.card == "off to the side" else IN_PLAY
        s.move(entry.card, placed, attached_to=creature.id)
        s.log.append(f"{s._name(entry.card)} goes " + ("off to the side with " if placed == OFF_TO_THE_SIDE
                                                        else "into play on ") + s.label(creature))
    return True
