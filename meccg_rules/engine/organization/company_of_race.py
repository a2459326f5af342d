"""A card on a company that makes it a company of one race (``company_of_race``: An Unexpected Party, Dwarves).

While the card is on the company (its text, with the CRF 22 erratum and ruling):

- characters of the race with a mind of ``free_mind`` or less in the company need no influence to be controlled:
  they count nothing against general or direct influence (``control.mind``);
- the company has no size limit (``composition``);
- during the organization phase in which the card is played (CRF 22 erratum [CoE 2026]: "during this organization
  phase", not "on a given turn"), any number of characters of the race may be brought into play with the company,
  besides the one character a turn (CoE 2.II.2): so its player may bring in one character of another race and any
  number of the race in that phase (CRF 22 [CoE 2024]). A character of the race brought in so never uses up the one
  character a turn, whether he comes before or after the other;
- the card is discarded as soon as the company has more than ``most_high_minds`` non-Wizard characters with a mind
  above ``high_mind``, or more than ``most_others`` characters of other races, or no character of the race with a
  mind above ``high_mind``.

The engine's readings, where the sources are silent: "brought into play with the company" is played into the company
or as a follower of one of its characters; a mind is the character's mind as it stands (``values.mind``); the
discard is checked as soon as no chain of effects is open (the ``after chains`` hook), as for a card needing another
in play.

Not modelled: a player over his general influence at the end of the phase while a character of the race brought in
so this turn is still in play. CoE 2.II.8 has the characters brought into play this turn go back to the hand first,
but with several of them it does not say which; the engine refuses to end the phase, "not modelled", rather than
choose.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import NotModelledError
from ..core.state import DISCARD, IN_PLAY, Instance, State
from ..primitives import values

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game
    from .keys import CompanyOfRace

PLAYED = "company of race played"   # Turn.per_turn[(PLAYED, card id)]: declared in this turn's organization phase
BROUGHT = "brought in besides the one character"   # Turn.per_turn[(BROUGHT, character id)]: the card's id


def _rule(inst: Instance) -> CompanyOfRace | None:
    return inst.card.trait("company_of_race")


def _on(state: State, company: str | None) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and company and i.attached_to == company
            and _rule(i) is not None]


def declared(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: such a card declared in an organization phase is played in that phase."""
    s = game.state
    inst = s.cards.get(entry.card)
    if inst is not None and _rule(inst) is not None and s.phase == "organization":
        s.turn.per_turn[(PLAYED, inst.id)] = True


def brought_freely(state: State, inst: Instance, company: str | None) -> str:
    """The card letting ``inst`` come into ``company`` besides the one character a turn ("" if none)."""
    return next((state.label(card) for card in _on(state, company) if _frees(state, card, inst)), "")


def _frees(state: State, card: Instance, inst: Instance) -> bool:
    rule = _rule(card)
    return rule is not None and inst.card.race == rule.race and bool(state.turn.per_turn.get((PLAYED, card.id))) \
        and state.phase == "organization"


def brought_in(state: State, inst: Instance) -> None:
    """``inst`` has come into play besides the one character a turn (``brought_freely``): noted for the turn."""
    state.turn.per_turn[(BROUGHT, inst.id)] = next(c.id for c in _on(state, inst.company) if _frees(state, c, inst))


def refuse_several_brought_in(state: State) -> None:
    """Over general influence as the organization phase ends, with a character brought in besides the one character
    a turn still in play: which characters played this turn go back (CoE 2.II.8) is not modelled."""
    for key, card in state.turn.per_turn.items():
        if isinstance(key, tuple) and key[0] == BROUGHT and state.cards[str(key[1])].zone == IN_PLAY:
            clause = ("over general influence at the end of the organization phase with characters brought in "
                      "besides the one character a turn: which go back to the hand (CoE 2.II.8)")
            raise NotModelledError(modelled.message(state.cards[card].card, clause))


def needs_no_influence(state: State, inst: Instance) -> bool:
    """A character of the race, of a mind low enough, in a company with such a card."""
    for card in _on(state, inst.company):
        rule = _rule(card)
        if rule is not None and rule.free_mind is not None and inst.card.race == rule.race \
                and values.mind(state, inst) <= rule.free_mind:
            return True
    return False


def no_size_limit(state: State, companies: tuple[str, ...]) -> bool:
    """A company carrying the cards of these companies (one of them with such a card) has no size limit."""
    return any(_on(state, c) for c in companies)


def _breaks(state: State, card: Instance, rule: CompanyOfRace) -> str:
    members = state.characters(card.attached_to or "")
    minds = {c.id: values.mind(state, c) for c in members}
    high = [c for c in members if c.card.race != "Wizard" and minds[c.id] > rule.high_mind]
    if len(high) > rule.most_high_minds:
        return f"more than {rule.most_high_minds} non-Wizard character with a mind above {rule.high_mind}"
    if len([c for c in members if c.card.race != rule.race]) > rule.most_others:
        return f"more than {rule.most_others} characters who are not {rule.race}s"
    if not any(c.card.race == rule.race and minds[c.id] > rule.high_mind for c in members):
        return f"no {rule.race} with a mind above {rule.high_mind}"
    return ""


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: discard such a card whose company breaks its conditions."""
    s = game.state
    for card in [i for i in s.cards.values() if i.zone == IN_PLAY and _rule(i) is not None]:
        rule = _rule(card)
        if rule is None or card.attached_to not in s.companies:
            continue
        why = _breaks(s, card, rule)
        if why:
            s.move(card.id, DISCARD)
            s.log.append(f"{s.label(card)} is discarded: {card.attached_to} has {why}")
