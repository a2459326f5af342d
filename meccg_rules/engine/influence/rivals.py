"""A character's rival at his site: a roll of his influence against an opponent's character sharing his home site
(the condition ``rival_at_site``, the effect ``roll-against-rival``: Treason the Greatest Foe).

The rival of the target character is a hero character of the other player at the same site, not of ``except_races``
(a Wizard), who shares one of the target's home sites (their printed home sites). As the effect resolves, the
card's player rolls: a result plus the target's unused direct influence greater than the rival's mind plus his
player's unused general influence runs ``on_pass`` on the rival (discarding him: his non-follower cards go with
him and his followers stay in play, as for any discard, ``State.move``), any other result ``on_fail``. With
several rivals the card's player would choose one: not modelled, refused as the card is played (its clause of the
scope ``play in a case``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.cards import Card, fold
from ..core.chain import Declared
from ..core import modelled
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from ..organization import control
from ..primitives import effects, values

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..game import Game


def _home_sites(inst: Instance) -> set[str]:
    return {fold(h) for h in inst.card.fact("home_sites", ()) or ()}


def rivals(state: State, target: Instance, except_races: tuple[str, ...] = ("Wizard",)) -> list[Instance]:
    """The other player's hero characters at the target's site, not of those races, sharing one of its home
    sites."""
    company = state.company_of(target.id)
    if company is None or not _home_sites(target):
        return []
    here = state.cards[company.site].card.name   # each player has his own copy of the site card
    return [c for other in state.companies.values() if other.owner != company.owner and other.site in state.cards
            and state.cards[other.site].card.name == here
            for c in state.characters(other.id)
            if c.zone == IN_PLAY and c.card.alignment == "Hero" and c.card.race not in except_races
            and _home_sites(c) & _home_sites(target)]


def check_rival_at_site(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``rival_at_site``: such a rival is at the target's site; several are not modelled (his player's choice)."""
    inst = state.cards.get(target or "")
    found = rivals(state, inst) if inst is not None and inst.card.is_character else []
    if not found:
        who = state.label(inst) if inst is not None else "no one"
        return Verdict.refuse("no-rival-at-site", f"{card.name} needs a non-Wizard hero of the other player "
                              f"at {who}'s site sharing his home site; there is none.")
    if len(found) > 1:
        modelled.refuse_case(card, "several heroes")
    return Verdict.allow()


def roll_against_rival(game: Game, entry: Declared, effect: B.RollAgainstRival) -> bool:
    s = game.state
    target = s.cards.get(entry.target or "")
    if target is None or target.zone != IN_PLAY:
        return True
    found = rivals(s, target)
    if not found:   # gone meanwhile: nothing to roll against
        s.log.append(f"{effects.source_name(game, entry)}: no rival of {s.label(target)} at his site any more")
        effects.run_on(game, entry, entry.target or "", effect.on_fail)
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, effects.source_name(game, entry))
    rival = found[0]
    ours = entry.roll + control.unused_direct_influence(s, target.id)
    theirs = values.mind(s, rival) + control.unused_general_influence(s, rival.owner)
    above = ours > theirs
    s.log.append(f"{effects.source_name(game, entry)}: {entry.roll} (roll) + {s.label(target)}'s unused direct "
                 f"influence = {ours}, {'greater' if above else 'not greater'} than {s.label(rival)}'s mind + "
                 f"{rival.owner}'s unused general influence = {theirs}")
    effects.run_on(game, entry, rival.id if above else target.id, effect.on_pass if above else effect.on_fail)
    return True
