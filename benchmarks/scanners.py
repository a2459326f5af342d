"""Scanners on hostile input: the one-pass scanners against the regexes they replaced, by input size.

    .venv/bin/python benchmarks/scanners.py [--sizes 10000 20000 40000 80000] [--repeat 3]

For each input (built to make a backtracking scanner work hard) and size,
prints the median time of the page's scan (``markup.scan``, the fence lexer
and the link scan together), and the median time of the old regexes of
``pages/safety.py``, ``tools/check.py`` and ``site/index.py`` on the same text
(skipped once one run passes ``--give-up`` seconds). Asserts nothing.
"""
from __future__ import annotations

import argparse
import re
import statistics
import time

from meccg_rules.pages.lexer import lex
from meccg_rules.pages.markup import link_targets, scan

OLD = {  # the scanners issue 12 replaced, as they were
    "html tags": re.compile(r"<[a-z][^>]*\s(on[a-z]+\s*=)", re.IGNORECASE),
    "fences": re.compile(r"^[ \t]*(`{3,}|~{3,}).*?^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL),
    "check links": re.compile(r"\]\(\s*([^)\s#]+\.md)(?:#[^)\s]*)?\s*\)"),
    "index links": re.compile(r"\]\(\s*<?([^)\s>#]+\.md)(?:#[^)\s>]*)?>?(?:\s+\"[^\"]*\")?\s*\)"),
}
INPUTS = {
    "tag openers": lambda n: "<a " * (n // 3),
    "link openers": lambda n: "](" * (n // 2),
    "fence openers": lambda n: "```a\n" * (n // 5),
}


def timed(function, repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def new_scan(text: str) -> None:
    scan(text, "page.md")
    lex(text)
    link_targets(text)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 20_000, 40_000, 80_000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--give-up", type=float, default=20.0)
    args = parser.parse_args()
    print(f"{'input':15} {'chars':>7} {'one pass (s)':>13}  " + "  ".join(f"{name:>12}" for name in OLD))
    for name, make in INPUTS.items():
        slow = set()
        for size in args.sizes:
            text = make(size)
            new = timed(lambda: new_scan(text), args.repeat)
            cells = []
            for old, pattern in OLD.items():
                if old in slow:
                    cells.append(f"{'> ' + str(args.give_up):>12}")
                    continue
                took = timed(lambda: list(pattern.finditer(text)), 1)
                slow.add(old) if took > args.give_up else None
                cells.append(f"{took:12.3f}")
            print(f"{name:15} {len(text):7} {new:13.3f}  " + "  ".join(cells), flush=True)


if __name__ == "__main__":
    main()
