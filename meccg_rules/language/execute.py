"""Running one parsed scenario block against the engine.

Set-up sentences build the position, plays are applied in order, expectations
are checked where they stand. Every failure is a ``ScenarioError`` at the line
that caused it, with the state on one screen.
"""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.errors import (
    REASONS,
    IllegalActionError,
    InputError,
    UnknownNameError,
    nearest,
)
from ..engine.game import Game
from ..engine.setup import Setup
from .expectations import check_expectation
from .plays import actions_of
from .report import name_error, state_detail
from .scenario import Block, ScenarioError, Step
from .sentences import PLAY, split_names


def run_block(block: Block, shared: dict[str, Block] | None = None) -> Game:
    steps = _setup_steps(block, shared or {})
    game = _build(block, steps)
    for section in block.sections[1:]:
        for step in section.steps:
            if section.kind == PLAY:
                _play(block, game, step)
            else:
                check_expectation(block, game, step)
    _nothing_left_waiting(block, game)
    return game




# --- set-up
def _setup_steps(block: Block, shared: dict[str, Block]) -> list[Step]:
    steps = []
    for step in block.setup.steps:
        if step.form.key == "as-in":
            name = step.match["block"]
            if name not in shared or shared[name] is block:
                hint = nearest(name, [n for n in shared if shared[n] is not block])
                raise ScenarioError(block.path, step.line, f"no earlier block on this page is named {name!r}",
                                    f"Did you mean {hint[0]!r}?" if hint else
                                    "Name a block with ```scenario name=NAME before using 'As in NAME.'.")
            steps.extend(_setup_steps(shared[name], shared))
        else:
            steps.append(step)
    return steps


def _build(block: Block, steps: list[Step]) -> Game:
    roles = {s.match["role"].lower(): s for s in steps if s.form.key == "role"}
    for role in ("resource", "hazard"):
        if role not in roles:
            raise ScenarioError(block.path, block.setup.line, f"the set-up does not say who the {role} player is",
                                f"Add a line such as '{'Alice' if role == 'resource' else 'Bob'} is the {role} "
                                "player.'")
    setup = None
    try:
        setup = Setup(roles["resource"].match["player"], roles["hazard"].match["player"])
    except InputError as error:
        raise ScenarioError(block.path, roles["hazard"].line, str(error)) from None
    for step in steps:
        try:
            _setup_step(setup, step)
        except UnknownNameError as error:
            raise name_error(block, step.line, error) from None
        except InputError as error:
            raise ScenarioError(block.path, step.line, str(error)) from None
    try:
        return setup.build()
    except InputError as error:
        raise ScenarioError(block.path, block.setup.line, str(error)) from None


def _setup_step(setup: Setup, step: Step) -> None:
    g, key = step.match, step.form.key
    if key == "role":
        return
    if key == "ruleset":
        setup.ruleset(g["name"].strip().lower())
    elif key in ("moved", "stays"):
        setup.company(g["company"], split_names(g["names"]), site=g["site"],
                      origin=g["origin"] if key == "moved" else None)
    elif key == "holds":
        setup.hand(g["player"], split_names(g["names"]))
    elif key == "has-on-guard":
        if g["player"] != setup.state.hazard_player:
            raise InputError(f"only the hazard player ({setup.state.hazard_player}) has cards on-guard")
        setup.on_guard(g["card"], g["company"])
    elif key == "has":
        setup.give(g["character"], split_names(g["names"]))
    elif key == "phase":
        setup.set_phase(g["phase"].lower(), g["company"])
    elif key == "faced":
        setup.faced(g["company"])
    elif key == "late":
        setup.came_into_play_this_site_phase(g["name"])
    elif key == "tapped":
        setup.tap(g["name"])
    elif key == "in-play":
        setup.in_play(g["card"])
    elif key == "on":
        setup.in_play(g["card"], on=g["holder"])


# --- plays

def _play(block: Block, game: Game, step: Step) -> None:
    for action in actions_of(game, step):
        try:
            game.apply(action)
        except IllegalActionError as error:
            verdict = error.verdict
            reason = REASONS[verdict.code]
            raise ScenarioError(
                block.path, step.line, f"the engine refuses this play: {verdict.sentence}",
                f"  Reason: {reason.phrase} [{verdict.code}; {reason.rule}]\n"
                f"  If the refusal is the point of the example, state it under Expect:\n"
                f"    {_cannot_line(action, reason.phrase)}\n{state_detail(game)}") from None
        except UnknownNameError as error:
            raise name_error(block, step.line, error, game) from None
        except InputError as error:
            raise ScenarioError(block.path, step.line, str(error), state_detail(game)) from None


def _cannot_line(action: Action, phrase: str) -> str:
    text = str(action)
    player, _, rest = text.partition(" ")
    verb, _, tail = rest.partition(" ")
    base = {"passes": "pass"}.get(verb, verb[:-1] if verb.endswith("s") else verb)
    return f"{player} cannot {' '.join(filter(None, (base, tail)))}: {phrase}."


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

