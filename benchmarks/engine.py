"""Engine benchmark: cost per action, per scenario-sized run, and growth with chain depth.

    .venv/bin/python benchmarks/engine.py

Prints a table; nothing is asserted (timings on a shared machine are noise-prone,
so compare the ratios printed side by side in one run).
"""
from __future__ import annotations

import time

from meccg_rules.engine.actions import (
    Pass,
    PlayResource,
    RevealOnGuard,
    Roll,
    SupportCorruptionCheck,
)
from meccg_rules.engine.setup import Setup

CHARACTERS = ["Aragorn II", "Legolas", "Gimli", "Faramir", "Beorn", "Celeborn", "Elrond", "Glorfindel II",
              "Sam Gamgee", "Bilbo", "Frodo"]


def position(characters=CHARACTERS[:3]):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site="Moria", origin="Lórien")
    setup.hand("Alice", ["Glamdring"])
    setup.on_guard("Weariness of the Heart", "Fellowship")
    setup.faced("Fellowship")
    return setup.build()


SEQUENCE = [PlayResource("Alice", "Aragorn II", "Glamdring"),
            RevealOnGuard("Bob", "Weariness of the Heart", "Legolas", "the corruption check"),
            SupportCorruptionCheck("Alice", "Gimli", "Legolas"),
            Pass("Bob"), Pass("Alice"), Roll("Alice", 6, "Legolas's corruption check"),
            Pass("Alice"), Pass("Bob")]


def best_of(fn, repeat=5, number=200) -> float:
    """Best mean seconds per call over ``repeat`` rounds of ``number`` calls."""
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        rounds.append((time.perf_counter() - start) / number)
    return min(rounds)


def per_action() -> list[tuple[str, float]]:
    rows = []
    for index, action in enumerate(SEQUENCE):
        base = best_of(run_prefix(index))
        with_action = best_of(lambda index=index, action=action: run_prefix(index)().apply(action))
        rows.append((str(action), with_action - base))
    return rows


def run_prefix(index):
    def build():
        game = position()
        for earlier in SEQUENCE[:index]:
            game.apply(earlier)
        return game
    return build


def depth(d: int) -> float:
    """Seconds to declare ``d`` supports (each answered by a pass) and resolve the whole chain."""
    def run():
        game = position(CHARACTERS)
        game.apply(SEQUENCE[0])
        game.apply(SEQUENCE[1])
        for supporter in [c for c in CHARACTERS if c not in ("Aragorn II", "Legolas")][:d]:
            game.apply(SupportCorruptionCheck("Alice", supporter, "Legolas"))
            game.apply(Pass("Bob"))
        while game.state.pending_roll is None:
            game.apply(Pass(game.state.chains[-1].priority))
        game.apply(Roll("Alice", 6, "Legolas's corruption check"))
    return best_of(run, number=100)


def main() -> None:
    setup_cost = best_of(position)
    print(f"building the position: {setup_cost * 1e6:8.1f} µs")
    print("\nper action (state built and earlier actions applied, then subtracted):")
    for name, cost in per_action():
        print(f"  {cost * 1e6:8.1f} µs  {name}")
    whole = best_of(run_prefix(len(SEQUENCE)))
    game = position()
    legal = best_of(lambda: game.legal_actions(), number=50)
    print(f"\nscenario-sized run (set-up + {len(SEQUENCE)} actions): {whole * 1e6:8.1f} µs")
    print(f"legal_actions() at the start of that run:        {legal * 1e6:8.1f} µs")
    print("\nchain depth (supports declared, then everything resolved):")
    base = depth(0)
    print(f"  {'supports':>8} {'entries':>7} {'µs':>9} {'ratio to 0':>10}")
    for d in (0, 1, 2, 4, 6, 9):
        t = depth(d)
        print(f"  {d:>8} {d + 2:>7} {t * 1e6:9.1f} {t / base:10.2f}")


if __name__ == "__main__":
    main()
