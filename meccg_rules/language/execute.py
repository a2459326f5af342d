"""Running one parsed scenario block against the engine.

Set-up sentences build the position, plays are applied in order, expectations
are checked where they stand. Every failure is a ``ScenarioError`` at the line
that caused it, with the state on one screen. ``run_block`` also returns the
playthrough: each step with the state after it, for golden transcripts.
"""
from __future__ import annotations

from ..engine.core.errors import REASONS, AmbiguousNameError, IllegalActionError, InputError, UnknownNameError
from ..engine.core.events import ORDER, triggered_labels
from ..engine.game import Game
from ..engine.players.multi_player import SEATS
from ..engine.setup import Setup
from .forms import SentenceError
from .play_sentences import base_form
from .report import name_error, state_detail
from .scenario import Block, ScenarioError, Step
from .sentences import PLAY


def setup_steps(block: Block, shared: dict[str, Block], seen: tuple = ()) -> list[Step]:
    """The block's set-up with every 'As in NAME.' replaced by that block's set-up."""
    steps = []
    for step in block.setup.steps:
        if step.form.key != "as-in":
            steps.append(step)
            continue
        name = step.binding["block"]
        target = shared.get(name)
        if target is None or target is block:
            from ..engine.core.errors import nearest
            hint = nearest(name, [n for n in shared if shared[n] is not block])
            raise ScenarioError(block.path, step.line, f"no earlier block on this page is named {name!r}",
                                f"Did you mean {hint[0]!r}?" if hint else
                                "Name a block with ```scenario name=NAME before using 'As in NAME.'.")
        if name in seen:
            raise ScenarioError(block.path, step.line, f"'As in {name}.' makes a cycle: "
                                f"{' -> '.join(seen + (name,))}", "A block can only start from an earlier one.")
        steps.extend(setup_steps(target, shared, seen + (name,)))
    return steps


def run_block(block: Block, shared: dict[str, Block] | None = None, transcript: list[str] | None = None) -> Game:
    """Run the block; with ``transcript``, append the playthrough: each step, what it did, the state after."""
    steps = setup_steps(block, shared or {}, (block.name,) if block.name else ())
    game = _build(block, steps)
    if transcript is not None:
        transcript += ["Setup"] + _indented(game.describe())
    for section in block.sections[1:]:
        for step in section.steps:
            seen = len(game.state.log)
            if section.kind == PLAY:
                _play(block, game, step)
            else:
                _expect(block, game, step)
            if transcript is not None:
                transcript.append(f"{section.kind}: {step.text}.")
                if section.kind == PLAY:
                    transcript += [f"  > {line}" for line in game.state.log[seen:]] + _indented(game.describe())
    _nothing_left_waiting(block, game)
    return game


def _indented(text: str) -> list[str]:
    return ["  " + line for line in text.splitlines()]


# ------------------------------------------------------------------ set-up
def _build(block: Block, steps: list[Step]) -> Game:
    roles: dict = {}
    for step in steps:
        if step.form.key != "role":
            continue
        role = step.binding["role"].lower()
        if role not in ("resource", "hazard", *SEATS):
            raise ScenarioError(block.path, step.line, f"a player is the resource, hazard, third or fourth player, "
                                f"not the {step.binding['role']} player")
        if role in roles and roles[role].binding["player"] != step.binding["player"]:
            raise ScenarioError(block.path, step.line, f"the set-up names two {role} players: "
                                f"{roles[role].binding['player']} and {step.binding['player']}")
        roles[role] = step
    for role in ("resource", "hazard"):
        if role not in roles:
            raise ScenarioError(block.path, block.setup.line, f"the set-up does not say who the {role} player is",
                                f"Add a line such as '{'Alice' if role == 'resource' else 'Bob'} is the {role} "
                                "player.'")
    try:
        setup = Setup(roles["resource"].binding["player"], roles["hazard"].binding["player"])
    except InputError as error:
        raise ScenarioError(block.path, roles["hazard"].line, str(error)) from None
    for seat in SEATS:  # a multi-player game's further players, before their cards are named
        if seat in roles:
            try:
                setup.player(roles[seat].binding["player"], seat)
            except InputError as error:
                raise ScenarioError(block.path, roles[seat].line, str(error)) from None
    for step in steps:
        try:
            step.form.handler(setup, step.binding)
        except (UnknownNameError, AmbiguousNameError) as error:
            raise name_error(block, step.line, error) from None
        except InputError as error:
            raise ScenarioError(block.path, step.line, str(error)) from None
    try:
        return setup.build()
    except InputError as error:   # a position the rules forbid: at the line describing the company it names
        raise ScenarioError(block.path, _company_line(steps, str(error)) or block.setup.line, str(error)) from None


def _company_line(steps: list[Step], message: str) -> int | None:
    """The line of the set-up sentence describing the company a set-up error starts by naming ("company Wraiths
    ..."), if any."""
    named = message.split(" ", 2)[1] if message.startswith("company ") else None
    return next((step.line for step in steps if named and step.binding.get("newcompany") == named), None)


# ------------------------------------------------------------------ plays and expectations
def _play(block: Block, game: Game, step: Step) -> None:
    try:
        actions = step.form.handler(game, step.binding)
    except (UnknownNameError, AmbiguousNameError) as error:
        raise name_error(block, step.line, error, game) from None
    for action in actions:
        try:
            game.apply(action)
        except IllegalActionError as error:
            verdict = error.verdict
            reason = REASONS[verdict.code]
            raise ScenarioError(
                block.path, step.line, f"the engine refuses this play: {verdict.sentence}",
                f"  Reason: {reason.phrase} [{verdict.code}; {reason.rule}]\n"
                f"  If the refusal is the point of the example, state it under Expect:\n"
                f"    {base_form(str(action))}: {reason.phrase}.\n{state_detail(game)}") from None
        except (UnknownNameError, AmbiguousNameError) as error:
            raise name_error(block, step.line, error, game) from None
        except InputError as error:
            raise ScenarioError(block.path, step.line, str(error), state_detail(game)) from None


def _expect(block: Block, game: Game, step: Step) -> None:
    try:
        ok, actual = step.form.handler(game, step.binding, step)
    except (UnknownNameError, AmbiguousNameError) as error:
        raise name_error(block, step.line, error, game) from None
    except SentenceError as error:
        raise ScenarioError(block.path, step.line, error.message,
                            later=lambda error=error: (error.hint, None)) from None
    except InputError as error:
        raise ScenarioError(block.path, step.line, str(error), state_detail(game)) from None
    if ok:
        return
    s = game.state
    hint = ""
    if s.pending_roll:
        hint = (f"\n  Note: the engine is still waiting for {s.pending_roll.player}'s roll for "
                f"{s.pending_roll.purpose}; add it under Play.")
    elif s.pending is not None and s.pending.kind == ORDER:
        hint = (f"\n  Note: the engine is waiting for {s.pending.player} to state {s.pending.purpose}; "
                f"add it under Play, in the order {s.pending.player} chooses: {_order_sample(game)}")
    elif s.chains and step.form.key not in ("cannot", "can", "in-chain", "chain-empty"):
        hint = "\n  Note: a chain of effects is still open; have both players pass to resolve it."
    raise ScenarioError(block.path, step.line, "expectation does not hold",
                        f"  Expected: {step.text}.\n  Actual:   {actual}{hint}\n{state_detail(game)}")


def _nothing_left_waiting(block: Block, game: Game) -> None:
    s = game.state
    last = block.sections[-1]
    if s.pending_roll and not any(st.form.key == "must-roll" for st in last.steps):
        r = s.pending_roll
        raise ScenarioError(block.path, last.line, f"the example leaves the engine waiting for {r.player}'s roll "
                            f"for {r.purpose}",
                            f"  Add under Play: '{r.player} rolls N for {r.purpose}.' (or expect it with "
                            f"'{r.player} must roll for {r.purpose}.')\n{state_detail(game)}")
    if s.pending_outcome:
        raise ScenarioError(block.path, last.line, f"the example leaves the engine waiting for the outcome of "
                            f"{s.pending_outcome}",
                            f"  Add under Play: '{s.pending_outcome} has no effect.' or "
                            f"'{s.pending_outcome} removes NAME.'\n{state_detail(game)}")
    if s.pending is not None and s.pending.kind == ORDER:
        raise ScenarioError(block.path, last.line, f"the example leaves the engine waiting for {s.pending.player} "
                            f"to state {s.pending.purpose}",
                            f"  Add under Play, in the order {s.pending.player} chooses: {_order_sample(game)}\n"
                            f"{state_detail(game)}")
    if s.pending is not None and s.pending.kind == "keep":
        raise ScenarioError(block.path, last.line, f"the example leaves the engine waiting for {s.pending.player} "
                            f"to choose {s.pending.purpose}",
                            f"  Add under Play: '{s.pending.player} keeps COMPANY at SITE.'\n{state_detail(game)}")


def _order_sample(game: Game) -> str:
    """The sentence that states the order of the triggered actions waiting, as the engine lists them."""
    s = game.state
    return f"'{s.resource_player} declares {', then '.join(triggered_labels(s))}.'"
