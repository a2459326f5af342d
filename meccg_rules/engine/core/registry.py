"""The registry: what the rule families declared, in one place the kernel and the general rules can ask.

The kernel (``engine/core``) and the primitives import no rule family. Where they need a rule's answer (where a
card leaving play goes instead, what a state's description adds, who adds to a prowess) they ask this registry,
which ``engine/families.py`` fills, family by family in the order it lists them, when the engine is imported.
A family declares everything it owns in one ``Family`` value, in its folder's ``family.py``.

A *hook* is a named question a module asks without naming who answers: the kernel's are in ``HOOKS``; a family
that asks one of its own declares it in ``Family.calls``. Only a hook declared by the kernel, by the family
itself or by a family listed before it may be answered.

>>> from meccg_rules.engine.game import Game
>>> from meccg_rules.engine.core.registry import REGISTRY
>>> REGISTRY.family("combat").rules
'CoE 3'
>>> REGISTRY.owner[REGISTRY.resolver_kinds["body-check"]]
'combat'
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import OrderTriggered
from .behaviour import card_schema
from .errors import REASONS, Reason

Fn = Callable[..., Any]

# the kernel's hooks, and what each is asked
HOOKS = {
    "moving": "(state, card, zone) -> (zone, pile_of) or None: where a card leaving play goes instead ('in play': "
              "it does not move at all; 'off to the side': pile_of names its host card)",
    "instead": "(state, card, change, position) -> position or None: a card in play would untap or heal (change: "
               "'untapping' or 'healing') into position ('untapped' or 'tapped'); the position it takes instead (a "
               "replacement effect: 'untapped', 'tapped' or 'wounded')",
    "discarded from a chain": "(state, card) -> zone or None: a card declared in a chain of effects goes to its "
                              "discard pile (resolved or cancelled); the zone it goes to instead, or None (a magic "
                              "card Akhôrahil used: 'play deck', shuffled in)",
    "discarding an item": "(game, entry, item) -> True, False or None: a card's effect discards an item in play: "
                          "True once it or a card in its place is discarded, False while its player chooses, None: "
                          "nothing replaces it (Leaf Brooch)",
    "discarded": "(state, card) -> None: a card has just gone to its discard pile from play, the chain of effects or "
                 "on-guard, seen going there (a stored card's offer may open: stored_removals.py)",
    "left play": "(state, card, zone) -> None: a card has just left play for that zone, the cards on it gone with "
                 "it (what follows its leaving: a Fallen-wizard's Stage permanent-events specific to his avatar "
                 "discarded, CoE 2.2.F1); not asked when a ``moving`` answer keeps it in play",
    "leaving a pile": "(state, card, zone) -> None: a card is leaving its marshalling point pile for that zone, "
                      "still there (a card it lies under may go with it: Sentinels of Númenor)",
    "describe": "(state) -> lines: what a family adds to the canonical description of a state",
    "item in use": "(state, item) -> bool: is this item in use (CoE 6.1), so that what it gives its bearer holds "
                   "(a skill: ``primitives/skills``)",
    "declared": "(game, entry) -> None: an action was declared (it may end what lasts until the next one)",
    "after chains": "(game) -> None: no chain of effects is open any more (combat goes on, the turn goes on ...)",
    "settled": "(game) -> None: the game waits for someone (``Game.settle`` is done): a position the rules end the "
               "game in ends it (CoE 10.1.R1)",
    "regions named": "(card entry) -> region names its keys give, checked against the map when cards load",
    "corruption check": "(game, entry, character, modifier, source, keep_in_play) -> bool: the ``check`` "
                        "primitive's corruption check, True once made (False while its roll is awaited); with "
                        "keep_in_play, a failure leaves him in play and says so in entry.data['corruption check "
                        "failed']",
    "order of corruption checks": "(game, entry, subjects) -> subjects: the ``check`` primitive's corruption checks "
                                  "of several characters, in the order they are made (the moving player's first: "
                                  "CRF 22, Ren the Unclean)",
    "next corruption check": "(game, entry, subjects, index) -> bool: may the subject at index make his corruption "
                             "check now? False while his player is asked to name the next one (each player orders "
                             "his own: CRF 22, Ren the Unclean)",
    "influence check": "(game, entry, character, check) -> bool: the ``check`` primitive's influence check (one "
                       "that is no influence attempt: Flatter a Foe's), True once made (False while its roll is "
                       "awaited)",
    "body check": "(game, entry, character, check) -> bool: the ``check`` primitive's body check (one a card's "
                  "effect makes outside combat: Veils Flung Away's), True once made (False while its roll is awaited)",
    "unused general influence": "(state, player) -> int: the player's unused general influence as a roll plus it "
                                "counts it (the ``check`` primitive's ``add``: Muster Disperses)",
    "discarded face-up": "(state, card) -> bool: does this card, going to its discard pile, go face-up (an effect in "
                         "play says so: Pallando)? Discard piles are face-down (CoE glossary: discard pile)",
    "information playable": "(state, site, player) -> card name or None: an effect lets this player play "
                            "information at this site though its card does not list it (A Panoply of Wings); the "
                            "card that does, or None",
    "position set up": "(state) -> None: a position an example sets up is complete (``Setup.build``): raise "
                       "InputError if a rule forbids it (a company's composition away from a Haven)",
    "considered in play": "(state, name, on_table) -> True, False or None: an effect in play has a card of that name "
                          "considered in play though no copy is on the table, or out of play though one is "
                          "(``State.in_effect``; on_table: whether a copy is); None: no such effect",
}
# the kernel's named queries (core/queries.py), and what each is asked; any family may answer them
QUERIES = {
    "direct influence": "(state, character) -> (amount, why): unrestricted direct influence beyond the printed",
    "prowess": "(state, character, attack) -> (amount, why): a character's prowess in a strike beyond the printed, "
               "his weapon and what is in effect on him",
    "body": "(state, card) -> (amount, why): a character's or an attacker's body beyond the printed",
    "mind": "(state, character) -> (amount, why): a character's (or an ally's) mind beyond the printed, wherever a "
            "rule reads it (``primitives/values.py``)",
    "marshalling points": "(state, card) -> (amount, why): what a card is worth now in marshalling points beyond "
                          "the printed (or its bearer's, ``primitives/bearer_values.py``), a trophy's too",
    "strikes": "(state, attack) -> (amount, why): an attack's strikes beyond the printed",
    "attack prowess": "(state, attack) -> (amount, why): an attack's prowess beyond the printed",
    "hazard limit": "(state, company) -> (amount, why): a company's hazard limit beyond the one fixed for its phase",
    "corruption check": "(state, character) -> (amount, why): a character's corruption check beyond the roll, his "
                        "support and the card that calls for it",
    "may play character": "(state, player, character, site, follower) -> Verdict: may this character be played there "
                          "(``follower``: under a character's direct influence)",
    "may join company": "(state, company, cards) -> Verdict: may these cards come into the company (characters "
                        "moving or played into it, companies joining, an ally played there; ``coming_with``)",
    "may play card": "(state, player, card) -> Verdict: may this player play (or draft) this card at all, wherever "
                     "and however: a card specific to one player, a resource of an alignment his deck may not hold "
                     "(asked before the action's own check)",
    "haven actions": "(state, site, player) -> Verdict: may this player take an action the rules allow at a haven "
                     "(heal, discard a character, store) at this haven site",
    "may untap": "(state, card) -> Verdict: may this card untap, in the untap phase or by an effect",
    "may be untapped by": "(state, card, actor) -> Verdict: may an effect the card ``actor`` uses (a character, "
                          "or the bearer of an item used) untap this card",
    "may move to": "(state, company, origin, site, via) -> Verdict: may the company declare this movement (its "
                   "path aside: starter or region movement is checked after); asked again as its new site is "
                   "revealed, when a movement become illegal is negated (CoE 2.IV.i.2)",
    "may be played on company": "(state, card, company) -> Verdict: may this card be played on this company as a "
                                "whole (a card in play keeping some kinds off some companies: Stormcrow)",
    "may be played against": "(state, card) -> Verdict: may this hazard be played against the resource player",
    "may end the site phase": "(state, company) -> Verdict | None: may the company's site phase end now (not before "
                              "a choice a card lets something follow is declared: ``site_phase.stayed_out``)",
}


@dataclass(frozen=True)
class Closes:
    """A moment the next action may end: ``hook(game, action)``, called before a legal action is applied.

    ``phase``: the phase it is asked in ("*": every phase); ``not_by``: the kinds of action that never end it
    (a pass or a roll is not an action of the phase); ``while_``: an attribute of the state, asked only while
    it is set (an offer standing). The hook decides the rest; the kinds and the attribute only spare the
    calls that would find nothing to close: they are tested once per phase and kind of action (a table),
    not at every action.
    """

    hook: Fn
    phase: str = "*"
    not_by: tuple[type, ...] = ()
    while_: str | None = None


@dataclass(frozen=True)
class Family:
    """One rule family: a folder of the engine named after a chapter of the CoE rules, and what it owns.

    - ``actions``: action type -> (check, apply); each check returns a ``Verdict``, each apply changes a
      checked state.
    - ``resolvers``: the kind of a declared action -> resolver(game, entry), True once it has resolved.
    - ``labels``: the kind of a declared action -> label(entry, state), how a chain of effects shows it.
    - ``rolls``: the ``ref`` of a pending roll -> what the roll does, handler(game, value).
    - ``waiting``: the ``ref`` or ``kind`` of what the engine waits for -> gate(pending, action) refusing the
      actions that cannot be taken meanwhile.
    - ``first_gates`` / ``gates``: phase -> gate(game, action) asked in that phase before every other check
      (``first_gates``), or after the checks of rolls and of what the engine waits for (``gates``).
    - ``reasons``: its refusal reasons (code, the phrase an example writes after "cannot ...:", the rule).
    - ``keys``: the card keys only it reads (its ``keys.Keys``), merged into the card schema.
    - ``closing``: the moments an action ends (``Closes``): before an action is applied, the hook of each
      moment of its phase that this kind of action may end (CoE 2.II.1, 9.6.5, 3.IV.1 ...).
    - ``calls``: the hooks, named queries and tables the family asks of the families after it, and what each
      is asked; ``hooks``: its answers to hooks; ``modifiers``: its answers to named queries, which a query
      adds up or in which it looks for a refusal (``core/queries.py``); ``entries``: table -> its entries,
      name -> value, in a table a family before it reads (the kinds of attack combat asks about).
    - ``effects``: effect primitive type -> what it does, for the primitives the family implements.
    - ``selectors``: a primitive's ``who`` -> selector(game, entry), for the selections the family implements.
    - ``conditions``: a key of a card's ``playable_if`` -> check(state, card, condition, target) -> Verdict,
      for the conditions the family decides.
    - ``candidates``: functions(listing) listing the actions worth asking ``check`` about; a ``Listing``
      (``core/listing.py``) holds the state, whether the listing is gated, and its cards sorted by where they are.
    - ``sentences``: the modules of the scenario language (``meccg_rules/language``) holding the family's own
      sentence forms, if any; the language tries them after the general forms, in the families' order.
    """

    name: str
    title: str
    rules: str
    actions: Mapping[type, tuple[Fn, Fn]] = field(default_factory=dict)
    resolvers: Mapping[str, Fn] = field(default_factory=dict)
    labels: Mapping[str, Fn] = field(default_factory=dict)
    rolls: Mapping[str, Fn] = field(default_factory=dict)
    waiting: Mapping[str, Fn] = field(default_factory=dict)
    first_gates: Mapping[str, Fn] = field(default_factory=dict)
    gates: Mapping[str, Fn] = field(default_factory=dict)
    reasons: Sequence[Reason] = ()
    keys: type | None = None
    closing: Sequence[Closes] = ()
    calls: Mapping[str, str] = field(default_factory=dict)
    hooks: Mapping[str, Sequence[Fn]] = field(default_factory=dict)
    modifiers: Mapping[str, Sequence[Fn]] = field(default_factory=dict)
    entries: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    effects: Mapping[type, Fn] = field(default_factory=dict)
    selectors: Mapping[str, Fn] = field(default_factory=dict)
    conditions: Mapping[str, Fn] = field(default_factory=dict)
    candidates: Sequence[Fn] = ()
    sentences: tuple[str, ...] = ()


class Registry:
    """Every family's declarations, merged; a declaration owned twice is a mistake, raised at import."""

    def __init__(self) -> None:
        self.families: list[Family] = []
        self.actions: dict[type, tuple[Fn, Fn]] = {}
        self.resolver_kinds: dict[str, Fn] = {}
        self.labels: dict[str, Fn] = {}
        self.rolls: dict[str, Fn] = {}
        self.waiting: dict[str, Fn] = {}
        self.first_gates: dict[str, Fn] = {}
        self.gates: dict[str, Fn] = {}
        self.effects: dict[type, Fn] = {}
        self.selectors: dict[str, Fn] = {}
        self.conditions: dict[str, Fn] = {}
        self.candidates: tuple[Fn, ...] = ()
        self.calls: dict[str, str] = {**HOOKS, **QUERIES}
        self.owner: dict[object, str] = {}
        self._hooks: dict[str, tuple[Fn, ...]] = {}
        self._modifiers: dict[str, tuple[Fn, ...]] = {}
        self._tables: dict[str, dict[str, Any]] = {}
        self.closes: tuple[Closes, ...] = ()
        self.closing = _Closing(self)  # (phase, kind of action) -> what it may close, read before every action

    def add(self, family: Family) -> None:
        """Enter a family's declarations; a mistake raises before anything of the family is entered."""
        self._check(family)
        self.families.append(family)
        for table, declared in self._tables_of(family):
            for key, value in declared.items():
                table[key] = value
                self.owner[value] = family.name
        self.calls.update(family.calls)
        for reason in family.reasons:
            REASONS[reason.code] = reason
        for name, hooks in family.hooks.items():
            self._hooks[name] = self._hooks.get(name, ()) + tuple(hooks)
        for query, functions in family.modifiers.items():
            self._modifiers[query] = self._modifiers.get(query, ()) + tuple(functions)
        for name, entries in family.entries.items():
            self._tables.setdefault(name, {}).update(entries)
        self.closes += tuple(family.closing)
        self.closing.clear()
        self.candidates += tuple(family.candidates)

    def _tables_of(self, family: Family) -> tuple[tuple[dict[Any, Any], Mapping[Any, Any]], ...]:
        return ((self.actions, family.actions), (self.resolver_kinds, family.resolvers), (self.labels, family.labels),
                (self.rolls, family.rolls), (self.waiting, family.waiting), (self.first_gates, family.first_gates),
                (self.gates, family.gates), (self.effects, family.effects), (self.selectors, family.selectors),
                (self.conditions, family.conditions))

    def _check(self, family: Family) -> None:
        """Raise (and enter nothing) if the family repeats what is owned, or answers what nobody declared."""
        if any(f.name == family.name for f in self.families):
            raise ValueError(f"the family {family.name!r} is registered twice")
        for table, declared in self._tables_of(family):
            for key in declared:
                if key in table:
                    raise ValueError(f"{family.name}: {key!r} is already owned by {self.owner[table[key]]}")
        for reason in family.reasons:
            if reason.code in REASONS:
                raise ValueError(f"{family.name}: the reason {reason.code!r} is already given")
        for name in family.calls:
            if name in self.calls:
                raise ValueError(f"{family.name}: the hook {name!r} is already declared")
        declared = {**self.calls, **family.calls}
        for answers, kind in ((family.hooks, "hook"), (family.modifiers, "query"), (family.entries, "table")):
            for name in answers:
                if name not in declared:
                    raise ValueError(f"{family.name}: no {kind} {name!r} is declared by the kernel or by a family "
                                     f"before it; the ones declared are: {', '.join(declared)}")
        for name, entries in family.entries.items():
            for key in entries:
                if key in self._tables.get(name, {}):
                    raise ValueError(f"{family.name}: {key!r} is already in the table {name!r}")

    def card_schema(self) -> type:
        """The schema of a card's entry: the kernel's keys and every registered family's (``behaviour.card_schema``)."""
        return card_schema(tuple(f.keys for f in self.families if f.keys is not None))

    def family(self, name: str) -> Family:
        return next(f for f in self.families if f.name == name)

    def hooks(self, name: str) -> tuple[Fn, ...]:
        """The answers to a hook, in the families' order."""
        return self._hooks.get(name, ())

    def modifiers(self, query: str) -> tuple[Fn, ...]:
        return self._modifiers.get(query, ())

    def table(self, name: str) -> dict[str, Any]:
        """The entries families made in a table: name -> value."""
        return self._tables.setdefault(name, {})


class _Closing(dict[tuple[str, type], tuple[tuple[str | None, Fn], ...]]):
    """(phase, kind of action) -> (``while_``, hook) of each moment such an action may end in that phase, made at
    the first asking: one dictionary lookup before every action (``Game.apply``), no call for a moment that
    action cannot end. Ordering the triggered actions (CRF 22, Annotation 10) is part of declaring them: the
    engine's reading is that it ends nothing."""

    def __init__(self, registry: Registry) -> None:
        super().__init__()
        self.registry = registry

    def __missing__(self, key: tuple[str, type]) -> tuple[tuple[str | None, Fn], ...]:
        phase, kind = key
        found = () if issubclass(kind, OrderTriggered) else tuple(
            (c.while_, c.hook) for c in self.registry.closes
            if c.phase in ("*", phase) and not issubclass(kind, c.not_by))
        self[key] = found
        return found


REGISTRY = Registry()
