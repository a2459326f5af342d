"""Ring tests (CoE 6.2): a gold ring item tested is discarded, and its player may at once play in its place a
special ring item of a kind the final roll gives on the gold ring's card.

The gold ring's card lists, for each kind of special ring (The One Ring, Dwarven Ring, Magic Ring, Spirit Ring,
Lesser Ring), the results that allow it (its ``ring_test`` fact: ``[lowest, highest]``, None for no bound); a
special ring says which kind it is (``ring_test_result``). The roll is modified by the effect that tests the ring
(an ability's), by the text of the site where it is tested (its ``ring_test_modifier``: the minion Barad-dûr's -3
is 6.2.R2), by the text of an item borne in the company (its ``ring_test_in_company``: Scroll of Isildur), by -1 for
a hero gold ring a Fallen-wizard player tests (6.2.F1), by -2 in a Ringwraith's company (6.2.R1) or a Balrog's
(6.2.B1) and by -2 for a gold ring stored at a Darkhaven, which is tested at once (6.2.3; ``organization/storing.py``).

The special ring is played as the next action ("Alice plays Magic Ring of Guile."): one of the player's alignment
(6.2.2; a Fallen-wizard player's of any, 6.2.F2), from his hand, on the gold ring's bearer, or stored if the gold
ring was being stored. A gold ring whose text lets its player search his play deck or discard pile for a Lesser
Ring (``ring_from_piles``: Bright Gold Ring) lets a Lesser Ring be played from there too; taken from the play
deck, the deck is then shuffled (CRF 22, Rulings by Term > Ring Items), so the example no longer knows its order; a
discard pile is not shuffled (CRF 22, Tournament Rulings: only when an effect requires it). While a card cancelling
such searching is in play (Bane of the Ithil-stone, unless it has no effect on the player: a minion player), taking
it from a pile is refused as not modelled. A special ring that cannot be duplicated on its bearer (Minor Ring) is
refused on a bearer who has one already (``bearing.check_bearer``, which also checks it when an item is given or
taken later); one played only after a test not made in storing (``ring_test_not_stored``: the minion The One Ring)
is refused after a gold ring's test as it is stored. It needs no site phase, no untapped site or character (6.2.1). The
engine's reading: it comes into play at once, replacing the gold ring, rather than being declared in a chain of
effects of its own. The rings a Ringwraith's or a Balrog's company and Barad-dûr test by themselves as the
end-of-turn phase begins (6.2.R1, R2, B1) are tested through ``test`` too (``automatic_ring_tests.py``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import fold
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, HAND, IN_PLAY, MP_PILE, OFF_TO_THE_SIDE, PLAY_DECK
from ..players import alignments
from ..primitives import effects
from . import instead, kept_rings
from .bearing import check_bearer
from ..primitives.unique import check_unique

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.behaviour import RingTest
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game

TESTED = ("ring tested",)   # state.turn.per_phase key: the special rings that may replace the ring just tested


@dataclass(frozen=True)
class Tested:
    """A gold ring just tested: who may replace it, on whom, by which kinds of special ring."""
    player: str
    ring: str           # the gold ring's name
    alignment: str      # the gold ring's alignment (6.2.2)
    bearer: str         # the character the special ring goes on ("" once stored)
    kinds: tuple[str, ...]
    stored: bool
    any_kind: bool = False          # no roll was made: any kind of special ring but those of ``kinds`` (Ringlore)
    from_piles: str = ""            # the kind of special ring that may come from the play deck or discard pile
    by_roll: bool = False           # no gold ring: a card's roll lets a ring be played with ``bearer``, who taps


def modifiers(state: State, ring: Instance, player: str, bearer: Instance | None) -> list[tuple[int, str]]:
    """What the rules, the site and the items borne in the company add to a ring test roll beyond the effect's own
    modifier (CoE 6.2.F1, R1, R2; an item's ``ring_test_in_company``)."""
    alignment = alignments.alignment_of(state, player)
    found = []
    if alignment == alignments.FALLEN_WIZARD and ring.card.alignment == "Hero":
        found.append((-1, "a hero gold ring tested by a Fallen-wizard player, CoE 6.2.F1"))
    company = state.company_of(bearer.id) if bearer is not None else None
    if company is not None and alignments.ringwraith_company(state, company.id):
        found.append((-2, "in a Ringwraith's company, CoE 6.2.R1"))
    elif company is not None and alignments.balrog_company(state, company.id):
        found.append((-2, "in a Balrog's company, CoE 6.2.B1"))
    site = state.cards[company.site] if company is not None else None
    if site is not None and site.card.fact("ring_test_modifier"):   # the site's text (minion Barad-dûr: 6.2.R2)
        found.append((site.card.fact("ring_test_modifier"), state.label(site)))
    members = {c.id for c in state.characters(company.id)} if company is not None else set()
    for item in state.cards.values():   # an item borne in the company (Scroll of Isildur)
        if item.zone == IN_PLAY and item.attached_to in members and item.card.trait("ring_test_in_company", 0):
            found.append((item.card.trait("ring_test_in_company"), state.label(item)))
    return found


def resolve(game: Game, entry: Declared, effect: RingTest) -> bool:
    """The ``ring-test`` effect, whichever card's it is (Gandalf's ability, a site's): the gold ring it selects."""
    s = game.state
    rings = effects.select(game, entry, effect.who)
    if not rings:
        s.log.append(f"{s._name(entry.target)} is no longer in play: there is no ring to test")
        return True
    ring = s.cards[rings[0]]
    bearer = s.cards.get(ring.attached_to or "")
    company = s.company_of(bearer.id) if bearer is not None else None
    modelled.refuse_any([ring.card] + ([s.cards[company.site].card] if company else []), ("ring test",))
    if effect.no_roll:
        return _test_without_roll(game, entry, ring, bearer, effect.except_kinds)
    extra = ((effect.modifier, s._name(entry.card or "")),) if effect.modifier else ()
    return test(game, entry, ring, bearer, extra)


def _test_without_roll(game: Game, entry: Declared, ring: Instance, bearer: Instance | None,
                       excluded: tuple[str, ...]) -> bool:
    """A test the effect makes with no roll (Ringlore, as CRF 22 words it): the gold ring is discarded, as in every
    ring test (CRF 22, Rulings by Term > Gold Ring Item), and any special ring but the kinds ``excluded`` may replace
    it, whatever results its card lists; the alignment of the ring still counts (CoE 6.2.2)."""
    s = game.state
    gone = _discard(game, entry, ring)
    if gone is None:
        return False
    but = f" but {' or '.join(excluded)}" if excluded else ""
    s.log.append(f"ring test of {s._name(ring.id)} with no roll: {s._name(ring.id)} {gone}, and {entry.player} may "
                 f"play in its place any special ring{but}")
    s.turn.per_phase[TESTED] = Tested(entry.player, ring.name, ring.card.alignment,
                                      bearer.id if bearer is not None else "", excluded, False, any_kind=True)
    return True


def _discard(game: Game, entry: Declared, ring: Instance) -> str | None:
    """The tested ring is discarded, or a card that may go in its place (Leaf Brooch: items/instead.py) once its
    player has said whether it does: how the log says it, or None while that answer is awaited."""
    settled = instead.discarding(game, entry, ring.id) if ring.zone == IN_PLAY else None
    if settled is False:
        return None
    if settled is None:
        game.state.move(ring.id, DISCARD)
    return "is discarded" if ring.zone != IN_PLAY else "stays, another card discarded in its place"


def label(entry: Declared, state: State) -> str:
    """How an ability testing a ring reads in a chain of effects: "Gandalf tests Precious Gold Ring"."""
    return f"{state._name(entry.actor)} tests {state._name(entry.target)}"


def test(game: Game, entry: Declared, ring: Instance, bearer: Instance | None, extra: tuple[tuple[int, str], ...] = (),
         stored: bool = False) -> bool:
    """The ring test of ``ring`` (the roll awaited first): it is discarded and the special rings its table gives
    for the final result may replace it. True once done."""
    s = game.state
    table = ring.card.fact("ring_test")
    if not table:
        raise NotModelledError(f"not modelled: {ring.name}: which special rings a ring test of it allows")
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, "the ring test")
    parts = [*extra, *modifiers(s, ring, entry.player, bearer)]
    result = entry.roll + sum(by for by, _ in parts)
    kinds = tuple(kind for kind, (low, high) in table.items()
                  if (low is None or result >= low) and (high is None or result <= high))
    # a card that may be discarded in the gold ring's place (Leaf Brooch: items/instead.py) is offered first; the
    # special ring still goes to the gold ring's bearer (CRF 22, Leaf Brooch)
    gone = _discard(game, entry, ring)
    if gone is None:
        return False
    shown = "".join(f" {by:+d} ({why})" for by, why in parts)
    s.log.append(f"ring test of {s._name(ring.id)}: {entry.roll}{shown} = {result}; {s._name(ring.id)} {gone}, "
                 f"and {entry.player} may play in its place {either(kinds)}")
    s.turn.per_phase[TESTED] = Tested(entry.player, ring.name, ring.card.alignment,
                                      bearer.id if bearer is not None and not stored else "", kinds, stored,
                                      from_piles=ring.card.trait("ring_from_piles", ""))
    return True


def either(kinds: tuple[str, ...]) -> str:
    """The kinds of special ring, as a phrase ("a Magic Ring or a Lesser Ring"; a kind that is one card keeps its
    article)."""
    return " or ".join(k if k.startswith("The ") else f"a {k}" for k in kinds) or "no special ring"


def waiting(state: State) -> Tested | None:
    return state.turn.per_phase.get(TESTED)


def check_play(game: Game, player: str, inst: Instance) -> Verdict | None:
    """A special ring item played from hand right after a ring test (the hook ``item played from hand``); None
    for an item this rule does not play."""
    kind = inst.card.fact("ring_test_result")
    if not kind:
        return None
    s = game.state
    tested = waiting(s)
    if tested is None or tested.player != player:
        return Verdict.refuse("no-ring-test", f"{inst.name} is a special ring: it is played only in place of a gold "
                              "ring just tested (CoE 6.2).")
    if _from_pile(tested, player, inst):
        _refuse_cancelled_search(s, player)
    elif not (held := kept_rings.held(s, player, inst)):   # or as though in hand (Rumours of Rings)
        return held
    if tested.by_roll:
        return _check_by_roll(s, player, inst, tested, kind)
    if tested.any_kind and kind in tested.kinds:
        return Verdict.refuse("wrong-ring", f"The test of {tested.ring} allows any special ring but "
                              f"{either(tested.kinds)}, not {inst.name} ({kind}).")
    if not tested.any_kind and kind not in tested.kinds:
        return Verdict.refuse("wrong-ring", f"The test of {tested.ring} allows {either(tested.kinds)}, not "
                              f"{inst.name} ({kind}).")
    fallen = alignments.alignment_of(s, player) == alignments.FALLEN_WIZARD   # any alignment (6.2.F2)
    if not fallen and inst.card.alignment != tested.alignment:
        return Verdict.refuse("wrong-ring", f"{tested.ring} is a {tested.alignment.lower()} ring: only a special ring "
                              "of that alignment replaces it (CoE 6.2.2).")
    if tested.stored and inst.card.trait("ring_test_not_stored"):
        return Verdict.refuse("wrong-ring", f"{inst.name} is played only after a test not made in storing a gold "
                              f"ring; {tested.ring} was tested as it was stored (CoE 6.2.3).")
    if tested.bearer and not s.in_play(tested.bearer):
        return Verdict.refuse("wrong-ring", f"{s._name(tested.bearer)} who bore {tested.ring} is no longer in play.")
    if tested.bearer and not (bears := check_bearer(s, inst.card, tested.bearer)):
        return bears
    return check_unique(s, inst)


def _check_by_roll(s: State, player: str, inst: Instance, tested: Tested, kind: str) -> Verdict:
    """A special ring played with a character by a card's roll (Black Rain: ``rings_by_roll.py``): of a kind the
    result allows; of the card's alignment (CoE 9.2.4), any for a Fallen-wizard player (6.2.F2); with its character
    still in play and untapped, since he taps for it."""
    if kind not in tested.kinds:
        return Verdict.refuse("wrong-ring", f"The roll of {tested.ring} allows {either(tested.kinds)}, not "
                              f"{inst.name} ({kind}).")
    fallen = alignments.alignment_of(s, player) == alignments.FALLEN_WIZARD
    if not fallen and inst.card.alignment != tested.alignment:
        return Verdict.refuse("ring-of-other-alignment", f"{tested.ring} is a {tested.alignment.lower()} resource: its effect lets "
                              f"only a {tested.alignment.lower()} item be played from hand (CoE 9.2.4; a "
                              "Fallen-wizard player's of any alignment, 6.2.F2).")
    if not s.in_play(tested.bearer) or s.cards[tested.bearer].tapped:
        return Verdict.refuse("wrong-ring", f"{s._name(tested.bearer)} must be in play and untapped: he taps to "
                              "play the ring.")
    if not (bears := check_bearer(s, inst.card, tested.bearer)):
        return bears
    return check_unique(s, inst)


def _refuse_cancelled_search(state: State, player: str) -> None:
    """A card in play that would cancel this search (Bane of the Ithil-stone, but not for a minion player when it
    has no effect on one): not modelled, said."""
    minion = alignments.alignment_of(state, player) in alignments.MINION_PLAYERS
    for inst in state.cards.values():
        if inst.zone == IN_PLAY and not (minion and inst.card.trait("no_effect_on_minion")):
            modelled.refuse(inst.card, ("searching",))


def _from_pile(tested: Tested, player: str, inst: Instance) -> bool:
    """A special ring its player takes from his play deck or discard pile, as the gold ring tested allows (a Lesser
    Ring)."""
    return bool(tested.from_piles) and inst.card.fact("ring_test_result") == tested.from_piles and \
        inst.owner == player and inst.zone in (PLAY_DECK, DISCARD)


def play(game: Game, player: str, inst: Instance) -> bool:
    """Put the special ring in play in place of the tested gold ring; False for an item this rule does not play."""
    if not inst.card.fact("ring_test_result"):
        return False
    s = game.state
    tested = s.turn.per_phase.pop(TESTED)
    searched = inst.zone if _from_pile(tested, player, inst) else None
    if searched:
        s.log.append(f"{player} searches his {searched} for {s.label(inst)}")
    if (host := kept_rings.host_of(s, player, inst)) is not None:
        s.log.append(f"{s.label(inst)} is played from off to the side with {s.label(host)}, as though in hand")
    if tested.stored:
        s.move(inst.id, MP_PILE)
        s.log.append(f"{s.label(inst)} replaces {tested.ring}, stored in {player}'s marshalling point pile "
                     "(CoE 6.2.3)")
        _shuffle_searched(s, player, searched)
        return True
    s.move(inst.id, IN_PLAY, attached_to=tested.bearer)
    if tested.by_roll:
        s.tap(tested.bearer)
        s.log.append(f"{s.label(inst)} is played with {s._name(tested.bearer)}, who taps ({tested.ring})")
    else:
        s.log.append(f"{s.label(inst)} replaces {tested.ring} under {s._name(tested.bearer)} (CoE 6.2)")
    _shuffle_searched(s, player, searched)
    bearer = s.cards[tested.bearer]
    if bearer.company is not None:
        s.emit("item-gained-in-company", company=bearer.company, character=bearer.id, item=inst.id)
        # a special ring is an item played, at its bearer's site (CRF 22, Card Errata and Rulings, Greed); a
        # transfer plays no item and says nothing of the kind (organization/transfers.py)
        s.emit("item-played-at-site", company=bearer.company, character=bearer.id,
               site=s.companies[bearer.company].site, item=inst.id)
    return True


def _shuffle_searched(state: State, player: str, searched: str | None) -> None:
    """A play deck searched is shuffled after (CRF 22, Ring Items); a discard pile is left as it is."""
    if searched == PLAY_DECK:
        state.described_decks.discard(player)
        state.log.append(f"{player} shuffles his play deck: its order is not known to the example any more")


def close(game: Game, action: Action) -> None:
    """The chance passes with the next action unless it plays a special ring ("immediately", CoE 6.2)."""
    s = game.state
    if TESTED not in s.turn.per_phase:   # no gold ring just tested: nothing to close (every action asks)
        return
    named = getattr(action, action.plays, None) if action.plays else None
    if not isinstance(named, str) or not special_ring(s, named):
        del s.turn.per_phase[TESTED]


def special_ring(state: State, ref: str) -> bool:
    """Does the action name a special ring? As ``State.find`` reads a name: tolerant of case, accents and the
    apostrophe's form (Dwarven Ring of Barin's Tribe, printed with a typographic one)."""
    inst = state.cards.get(ref)
    if inst is None:
        inst = next((i for i in state.cards.values() if i.zone in (HAND, PLAY_DECK, DISCARD, OFF_TO_THE_SIDE)
                     and fold(i.name) == fold(ref)), None)
    return inst is not None and bool(inst.card.fact("ring_test_result"))


def describe(state: State) -> list[str]:
    tested = waiting(state)
    if tested is None:
        return []
    kinds = either(tested.kinds)
    if tested.any_kind:
        kinds = f"any special ring but {kinds}" if tested.kinds else "any special ring"
    if tested.by_roll:
        return [f"{tested.player} may play {kinds} with {state._name(tested.bearer)} ({tested.ring})"]
    return [f"{tested.player} may play {kinds} in place of {tested.ring}"]
