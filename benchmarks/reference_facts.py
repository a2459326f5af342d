"""Reference facts benchmark: size and load time of engine/data/reference.json, beside other layouts of the same data.

    .venv/bin/python benchmarks/reference_facts.py [--import ../shared/reference/cards.json]

Prints medians of repeated runs side by side (the layouts take turns); nothing is asserted. With --import it
also times a whole import of the card database (what the freshness test does).
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from meccg_rules.tools import import_facts


def medians_ms(calls: dict, rounds: int = 40) -> dict[str, float]:
    """Median milliseconds of each call, the calls taking turns in every round (so load on the machine hits all)."""
    times: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(rounds):
        for name, fn in calls.items():
            start = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(found) * 1000 for name, found in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--import", dest="database", type=Path, help="also time an import of this cards.json")
    args = parser.parse_args()
    path = import_facts.OUTPUT
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    layouts = {
        "reference.json as written (one card per line)": text,
        "same data, indent=1": json.dumps(data, ensure_ascii=False, indent=1),
        "same data, one line, ASCII escapes": json.dumps(data, separators=(",", ":")),
    }
    calls = {name: (lambda b=body: json.loads(b)) for name, body in layouts.items()}
    calls["read the file and json.loads"] = lambda: json.loads(path.read_text(encoding="utf-8"))
    sizes = {name: len(body.encode()) for name, body in layouts.items()}
    sizes["read the file and json.loads"] = path.stat().st_size
    print(f"{'layout':50} {'bytes':>10} {'json.loads ms':>14}")
    for name, ms in medians_ms(calls).items():
        print(f"{name:50} {sizes[name]:>10,} {ms:>14.1f}")
    if args.database:
        ms = medians_ms({"import": lambda: import_facts.build(args.database)}, rounds=5)["import"]
        print(f"{'import of ' + str(args.database):50} {'':>10} {ms:>14.1f}")


if __name__ == "__main__":
    main()
