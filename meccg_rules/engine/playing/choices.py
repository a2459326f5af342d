"""A choice an effect leaves to the target character's player: the primitive ``choice`` (A Lie in Your Eyes).

As the effect resolves, the engine waits for the player of the target character (its controller) to choose one of
the effect's named options (``ChooseOption``); the option's effects then run, with the same target, and may wait for
a roll in their turn. An option the engine cannot carry out (its ``not_modelled``) is refused when chosen, never
played as if it did nothing. A target no longer in play leaves nothing to choose. While he chooses, only his choice
may be made.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.actions import Action
from ..core.chain import Declared
from ..core.listing import Listing
from ..core.errors import NotModelledError, Verdict
from ..core.state import IN_PLAY, Pending, State
from ..primitives import effects

if TYPE_CHECKING:
    from ..game import Game
    from .actions import ChooseOption

REF = "choice of an option"   # Pending.ref while the player chooses
CHOSEN = "option chosen"      # Declared.data: the name of the option chosen, None while he chooses


def _awaiting(state: State) -> Declared | None:
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if CHOSEN in e.data and e.data[CHOSEN] is None), None)


def _effect(entry: Declared) -> B.Choice:
    found: B.Choice = next(e for e in B.walk(entry.data.get("effects", ())) if isinstance(e, B.Choice))
    return found


def choice(game: Game, entry: Declared, effect: B.Choice) -> bool:
    s = game.state
    chosen = entry.data.get(CHOSEN, "")
    if chosen is None:
        return False
    if chosen:   # resumed: the option's effects, which may wait for a roll
        option = next(o for o in effect.options if o.name == chosen)
        if not effects.run(game, entry, option.effects, key="option pc"):
            return False
        entry.data.pop(CHOSEN)
        entry.data.pop("option pc", None)
        return True
    target = s.cards.get(entry.target or "")
    if target is None or target.zone != IN_PLAY:
        return True
    chooser = target.controller or target.owner
    name = effects.source_name(game, entry)
    s.log.append(f"{name}: {chooser} chooses one of {', '.join(o.name for o in effect.options)}")
    s.pending = Pending(chooser, f"an option of {name}", kind="choice", ref=REF)
    entry.data[CHOSEN] = None
    return False


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def gate(pending: Pending, action: Action) -> Verdict:
    """While he chooses, only his choice."""
    from .actions import ChooseOption
    if isinstance(action, ChooseOption):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-option", f"First {pending.player} must choose {pending.purpose}.")


def check(game: Game, action: ChooseOption) -> Verdict:
    s = game.state
    entry = _awaiting(s)
    if entry is None or s.pending is None or not waiting(s):
        return Verdict.refuse("no-option-awaited", "No effect waits for a choice now.")
    if entry.card != s.find(action.card).id:
        return Verdict.refuse("no-option-awaited", f"{s.label(s.find(action.card))} waits for no choice.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    option = next((o for o in _effect(entry).options if o.name.casefold() == action.option.strip().casefold()), None)
    if option is None:
        names = ", ".join(o.name for o in _effect(entry).options)
        return Verdict.refuse("unknown-option", f"{action.option!r} is none of the options of "
                              f"{s.label(s.find(action.card))}: {names}.")
    if option.not_modelled:
        raise NotModelledError(f"not modelled: {s.find(action.card).name}: {option.not_modelled}")
    return Verdict.allow()


def candidates(listing: Listing) -> list[Action]:
    """While a player chooses: each option of the effect waiting."""
    from .actions import ChooseOption
    s = listing.state
    entry = _awaiting(s) if waiting(s) else None
    if entry is None or s.pending is None or entry.card is None:
        return []
    return [ChooseOption(s.pending.player, o.name, entry.card) for o in _effect(entry).options]


def choose(game: Game, action: ChooseOption) -> None:
    s = game.state
    entry = _awaiting(s)
    assert entry is not None, "check found the entry"
    option = next(o for o in _effect(entry).options if o.name.casefold() == action.option.strip().casefold())
    entry.data[CHOSEN] = option.name
    s.log.append(f"{action.player} chooses {option.name} for {effects.source_name(game, entry)}")
    s.pending = None
