"""Events and the passive conditions that wait for them (CoE 9.6; CRF Passive Conditions).

Every state change records an ``Event``; ``dispatch`` hands each one to the
cards in play whose ``when`` clauses wait for it, and ends what was in effect
"until the end of the phase/turn". A triggered action is declared at the start
of the next chain of effects (CoE 9.6.1; Annotation 9), unless the card says it
happens immediately: then it resolves at once, with no responses (CoE 9.5.3),
before the rest of the current chain.

When two or more actions must start the chain that follows (CoE 9.6.1; CRF
Annotation 10), the resource player chooses the order in which they are
declared: ``follow_up`` stops with a pending choice (``to_act()`` names it),
and an ``OrderTriggered`` action states it ("Alice declares Gimli's
corruption check (Greed), then Legolas's corruption check (Lure of
Expedience)."); nothing else may be done meanwhile, and the engine never picks
an order. A single action is declared without asking. The engine's reading,
where the rules are silent: a passive condition makes one action for each
character it acts on (each is supported, rolled and cancelled on its own), so
one card acting on several characters at once (Greed, Barrow-wight) needs the
order too. Actions named alike (the same card, the same character, the same
kind of action) cannot be told apart and keep the order they were triggered
in. Stating the order is part of declaring them, not an action of the phase:
it closes no moment (``Family.closing``). Actions that happen immediately
(CoE 9.5.3) start no chain and are left out of this: several at once resolve
the last triggered first (only Lure of Power happens immediately today).

Copies of one card set off by the same event on the same subject make one passive condition occurring several
times at once: it is declared once, and every copy counts as initiated, so a card discarded after its effect
goes to the discard pile, every copy of it (CoE 9.6.7; CRF 22, Lure of Power: a single check at -4, and both copies go).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .behaviour import Check, When
from .cards import fold
from .chain import PASSIVE, Chain, Declared
from .errors import InputError, Verdict, nearest
from .state import ZONE_ORDER, Event, Pending
from .zones import IN_PLAY

if TYPE_CHECKING:
    from .cards import Card
    from .state import Company, Instance

if TYPE_CHECKING:
    from ..game import Game
    from .actions import OrderTriggered
    from .state import State

EXPIRES = {"phase-ended": "end-of-phase", "turn-ended": "end-of-turn"}
# the selections a passive condition's effect makes from the whole company of its card: one action, on that company
COMPANY_WIDE = ("characters", "characters and allies")
WOUNDS = ("wounded", "wounded-by-strike")   # the events of a wound: its ``card`` is the one wounded
ATTACK_BEGINS = "attack-begins"   # an attack begins against a company: its ``attack``, ``company`` and ``source``
ITEMS_PLAYED = "items played at"   # Turn.per_turn[(ITEMS_PLAYED, site)]: the items played there this turn
ORDER = "order"   # Pending.kind while the resource player orders the triggered actions (Annotation 10)


def dispatch(game: Game) -> None:
    s = game.state
    if not s.events:
        return
    listening = None
    while s.events:
        event = s.events.pop(0)
        if event.kind in EXPIRES:
            s.ongoing = [o for o in s.ongoing if o.until != EXPIRES[event.kind]]
        if event.kind == "strike-ended":
            s.ongoing = [o for o in s.ongoing if o.until != "end-of-strike"]
        if event.kind == "item-played-at-site":   # the items played at each site this turn (hazards/creature_grants)
            key = (ITEMS_PLAYED, event.get("site"))
            s.turn.per_turn[key] = (*s.turn.per_turn.get(key, ()), event.get("item"))
            item, site = s.cards.get(str(event.get("item"))), s.cards.get(str(event.get("site")))
            if item is not None and site is not None:   # where it was played (a Balrog's hero item: CoE 10.B1)
                item.played_at = site.name
        if event.kind not in s.listened:  # no card of this game waits for it (State.listen)
            continue
        if listening is None:  # the cards in play that wait for events, in play order, at the first event one waits for
            cards = s.cards    # (the index of passive conditions, State.listen, names the few that may)
            listening = sorted((cards[ref] for ref in s.listeners
                                if cards[ref].zone == IN_PLAY and cards[ref].card.whens), key=ZONE_ORDER)
        declared: dict[tuple[str, int, str], Declared] = {}   # this event's: one for each passive condition
        for source in listening:
            if source.zone != IN_PLAY:
                continue
            for index, when in enumerate(source.card.whens):
                if when.event == event.kind:
                    _trigger(game, source, when, event, (source.card.key, index), declared)


def _applies(state: State, source: Instance, when: When, event: Event) -> bool:
    if when.at_haven is not None and _at_haven(state, source) is not when.at_haven:
        return False
    if when.event == "item-played-at-site":
        site: object = event.get("site")
        return source.attached_to == site
    if when.event == "item-gained-in-company":
        bearer = state.cards.get(source.attached_to or "")
        return bearer is not None and bearer.company == event.get("company")
    if when.event == "end-of-untap-phase":  # "his untap phase": that of the player controlling the bearer
        bearer = state.cards.get(source.attached_to or "")
        return bearer is not None and bearer.controller == event.get("player")
    if when.event == "start-of-organization-phase":   # "your organization phase": that of the card's controller
        return bool(source.controller == event.get("player"))
    if when.event == "end-of-movement-hazard-phase":  # that of the bearer's company (of any, any_company); a check
        bearer = state.cards.get(source.attached_to or "")   # counted per region needs one such region in its path
        company = state.company_of(bearer.id) if bearer is not None else None
        counted = [e.per_region for e in when.effects if isinstance(e, Check) and e.per_region]
        if company is None or (when.moved_to_haven and not moved_to_haven(state, company,
                                                                           source.card.type == "Hazard")):
            return False
        return (when.any_company or company.id == event.get("company")) and all(
            (kind == "region" and event.get("regions")) or kind in event.get("regions", ()) for kind in counted)
    if when.event == "end-of-opponents-turn":   # the turn ending is that of a player other than its controller
        if when.his_turns:   # or, "each of his turns", that of the player controlling the bearer
            bearer = state.cards.get(source.attached_to or "")
            return bearer is not None and bearer.controller == event.get("player")
        return bool(source.controller != event.get("player"))
    if when.event == ATTACK_BEGINS:   # against the card's company; or the card's own attack, on any company
        if when.its_own_attack:
            return bool(event.get("source") == source.id)
        return bool(_company(state, source) == event.get("company"))
    if when.event in WOUNDS:  # a character or ally (his controller's company) of the card's company
        wounded = state.company_of(event.get("card"))
        return wounded is not None and wounded.id == _company(state, source)
    return True


def _company(state: State, source: Instance) -> str | None:
    """The company the card is on, or the company of the card it is on."""
    holder = source.attached_to or ""
    if holder in state.companies:
        return holder
    company = state.company_of(holder)
    return company.id if company is not None else None


def _at_haven(state: State, source: Instance) -> bool | None:
    """Is the card's bearer at a Haven (or Darkhaven: a Haven of its alignment)? None when it has no company. For a
    hazard's condition, a Haven that counts as another type for hazards is none (``is_haven``)."""
    company = state.company_of(source.attached_to or "")
    return None if company is None else is_haven(state.cards[company.site].card, source.card.type == "Hazard")


def is_haven(site: Card, for_hazard: bool = False) -> bool:
    """Is the site a Haven; ``for_hazard``: as a hazard reads it, no Haven if its card counts it as another type "for
    the purposes of playing and interpreting hazards" (the key ``hazard_site_type``: Geann a-Lisch, a Ruins & Lairs;
    ``primitives/regions.haven_for_hazards`` says the same)?"""
    return site.is_haven and not (for_hazard and site.trait("hazard_site_type"))


MOVED_TO_HAVEN = "moved to a Haven"   # Turn.per_turn[(MOVED_TO_HAVEN, company)]: a movement/hazard phase of the
#                                       company ended at a Haven it moved to, before it moved on (Bridge); the value
HAZARD_HAVEN = "a Haven for hazards too"   # HAZARD_HAVEN when that Haven is one for hazards as well, else True


def moved_to_haven(state: State, company: Company, for_hazard: bool = False) -> bool:
    """Has the company moved this turn to a Haven (or Darkhaven)? Not one sent back to its site of origin: it did not
    move there (CRF 22, Returning to Site of Origin [CoE 2002]; ``return_to_origin`` leaves it not moving). A company
    that moved on from that Haven in the same turn (Bridge) still did (its phase's end noted it, MOVED_TO_HAVEN).
    ``for_hazard``: as a hazard's condition reads it (``is_haven``)."""
    noted = state.turn.per_turn.get((MOVED_TO_HAVEN, company.id))
    return bool(company.moving and not company.returned and is_haven(state.cards[company.site].card, for_hazard)) \
        or (noted == HAZARD_HAVEN if for_hazard else bool(noted))


def _subjects(state: State, source: Instance, when: When, event: Event) -> list[str]:
    """Who acts: one declared action per subject (each makes its own check)."""
    who = getattr(when.effects[0], "who", "target") if when.effects else "target"
    if when.event == ATTACK_BEGINS:   # the attacked company: one action on it, or one for each of its characters
        attacked = event.get("company")
        if who != "characters":
            return [attacked] if attacked in state.companies else []
        found = [c.id for c in state.characters(attacked)]
    elif who == "bearer":
        found = [source.attached_to] if source.attached_to in state.cards else []
    elif who == "event character":   # of a wound: the character (or ally) wounded
        found = [event.get("card") if when.event in WOUNDS else event.get("character")]
    elif who == "other characters":
        found = [c.id for c in state.characters(event.get("company")) if c.id != event.get("character")]
    elif who == "others at the site":   # of every company there: a site of the same name is the same place
        here = state.cards[event.get("site")].name if event.get("site") in state.cards else None
        found = [c.id for c in state.characters() if c.id != event.get("character") and c.company is not None
                 and state.cards[state.companies[c.company].site].name == here]
    elif who == "at the bearer's site":   # of every company there, the bearer's own included (Plague)
        bearers = state.company_of(source.attached_to or "")
        at = state.cards[bearers.site].name if bearers is not None else None
        found = [c.id for c in state.characters() if c.company is not None
                 and state.cards[state.companies[c.company].site].name == at] if at is not None else []
    elif who in COMPANY_WIDE:  # one action on the company of the card
        company = _company(state, source)
        return [company] if company is not None else []
    else:
        found = [event.get("character")]
    excluded = set(when.except_races) | set(getattr(when.effects[0], "except_races", ()) if when.effects else ())
    return [f for f in found if f in state.cards and state.cards[f].card.race not in excluded]


def _trigger(game: Game, source: Instance, when: When, event: Event, condition: tuple[str, int],
             declared: dict[tuple[str, int, str], Declared]) -> None:
    """Declare what ``when`` of ``source`` does on each of its subjects; ``condition`` names the passive condition
    (the card's name and which of its clauses), the same for every copy of the card. A condition already declared
    on that subject for this event, by another copy, is declared only once; the copy is initiated all the same
    (``data["also"]``: a card to discard after its effect goes too; CoE 9.6.7)."""
    s = game.state
    if not _applies(s, source, when, event):
        return
    # what a strike's wound sets off resolves at once, with no responses (CoE 3.iv.7, 3.iv.7.1); the engine's
    # reading: one that rolls (responses to a roll are allowed there) is declared in the chain that follows, which
    # combat opens at once, before the body check (combat/strikes.py)
    rolls = any(isinstance(e, Check) for e in when.effects)
    immediately = when.immediately or (bool(event.get("immediately")) and not rolls)
    for subject in _subjects(s, source, when, event):
        first = declared.get((*condition, subject))
        if first is not None:
            first.data.setdefault("also", []).append(source.id)
            s.log.append(f"{s.label(source)}: the same passive condition on {s._name(subject)} at the same time, "
                         "declared once (CoE 9.6.7)")
            if when.once:
                break
            continue
        retargeted = tuple(e.model_copy(update={"who": "target"}) if _retargeted(when, e) else e for e in when.effects)
        what = "corruption check" if any(isinstance(e, Check) and e.kind == "corruption" for e in retargeted) \
            else "effect"
        entry = Declared(s.resource_player, "passive", source.id, target=subject,
                         data={"effects": retargeted, "once": when.once, "what": what,
                               "event": dict(event.data)})
        if what == "effect":
            said = "is affected at once" if immediately else "is to be affected"
        else:
            said = f"immediately makes a {what}" if immediately else f"must make a {what}"
        if immediately:
            s.chains.append(Chain(PASSIVE, s.resource_player, [entry], immediate=True, resolving=True))
        else:
            s.triggered.append(entry)
        s.log.append(f"{s.label(source)}: {s._name(subject)} {said}")
        declared[(*condition, subject)] = entry
        if when.once:
            break


def _retargeted(when: When, effect: object) -> bool:
    """Does the effect act on the action's subject (who = "target")? Every selection but the whole company of the
    card's, and the card itself ("self": it taps or goes itself); as an attack begins, the characters of the attacked
    company each have an action of their own."""
    who = getattr(effect, "who", None)
    if who is None or who == "self":
        return False
    return who not in COMPANY_WIDE or (when.event == ATTACK_BEGINS and who == "characters")


# ------------------------------------------------------------------ the chain that follows (CoE 9.6.1; Annotation 10)
def follow_up(game: Game) -> None:
    """Open the next chain with the triggered actions first, or wait for the resource player's order of them."""
    s = game.state
    labels = triggered_labels(s)
    if len(labels) > 1:
        s.pending = Pending(s.resource_player, f"the order in which {listed(labels)} are declared", kind=ORDER)
        s.log.append(f"{len(labels)} triggered actions must start the next chain of effects: {s.resource_player} "
                     "chooses the order in which they are declared (CRF Annotation 10)")
        return
    _open(s)


def _open(s: State) -> None:
    s.chains.append(Chain(PASSIVE, s.resource_player, list(s.triggered)))
    s.triggered.clear()
    s.log.append("passive conditions open a new chain of effects")


def triggered_labels(s: State) -> list[str]:
    """The triggered actions as a scenario names them, each once (actions named alike cannot be told apart)."""
    return list(dict.fromkeys(entry.label(s) for entry in s.triggered))


def listed(labels: list[str]) -> str:
    """Names joined as a sentence says them: "A, B and C"."""
    return ", ".join(labels[:-1]) + " and " + labels[-1] if len(labels) > 1 else "".join(labels)


def waiting(pending: Pending) -> Verdict:
    """The refusal of anything but the order while the engine waits for it."""
    return Verdict.refuse("waiting-for-order", f"First {pending.player} must state {pending.purpose} "
                          "(CRF Annotation 10).")


def named_order(order: tuple[str, ...], labels: list[str], what: str,
                short: dict[str, str] | None = None) -> list[str]:
    """The ``labels`` in the order named, each named once and none left out (the triggered actions the resource
    player orders, a strike's special actions the defending player orders); ``what`` names them in the messages,
    ``short`` gives a label a shorter name that is enough when no other label has it."""
    short = short or {}
    chosen: list[str] = []
    for ref in order:
        found = [label for label in labels if fold(ref.strip()) == fold(label)] or \
                [label for label in labels if label in short and fold(ref.strip()) == fold(short[label])]
        if not found:
            hint = nearest(ref, labels)
            raise InputError(f"{ref!r} is not one of the {what} waiting: {listed(labels)}"
                             + (f"; did you mean {hint[0]!r}?" if hint else ""))
        if len(found) > 1:
            raise InputError(f"{ref!r} could be {' or '.join(found)}; say which")
        if found[0] in chosen:
            raise InputError(f"{found[0]} is named twice in the order")
        chosen.append(found[0])
    missing = [label for label in labels if label not in chosen]
    if missing:
        raise InputError(f"the order must name every {what[:-1] if what.endswith('s') else what} waiting "
                         f"({listed(labels)}); it leaves out {listed(missing)}")
    return chosen


def _chosen(s: State, order: tuple[str, ...]) -> list[str]:
    """The labels of the triggered actions in the order named; each must be named once, none left out."""
    labels = triggered_labels(s)
    return named_order(order, labels, "triggered actions",
                       {label: label.rsplit(" (", 1)[0] for label in labels})   # without "(Greed)", when enough


def check_order(game: Game, action: OrderTriggered) -> Verdict:
    s = game.state
    if s.pending is None or s.pending.kind != ORDER:
        return Verdict.refuse("no-order-needed", "No triggered actions are waiting for their order: a single one "
                              "is declared without it.")
    if action.player != s.resource_player:
        return Verdict.refuse("wrong-player", f"The player whose turn it is ({s.resource_player}) chooses the order "
                              "of the triggered actions (CRF Annotation 10).",
                              "CRF 22, Passive Conditions, Annotation 10; CoE 9.6.1")
    _chosen(s, action.order)
    return Verdict.allow()


def order(game: Game, action: OrderTriggered) -> None:
    """Declare the triggered actions in the order stated: the first named is the first declared (resolves last)."""
    s = game.state
    chosen = _chosen(s, action.order)
    s.triggered.sort(key=lambda entry: chosen.index(entry.label(s)))   # stable: actions named alike keep their order
    s.pending = None
    _open(s)
