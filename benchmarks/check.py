"""`meccg-rules check` speed: 1,000 generated ruling pages (front matter and three examples each).

    .venv/bin/python benchmarks/check.py [--pages 1000]

Target: well under a second for a thousand pages. Prints the time; asserts nothing.
"""
from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from examples import generate

from meccg_rules.tools.check import check

ROOT = Path(__file__).resolve().parent.parent
FRONT = """---
id: gen-{n:04}
title: Generated ruling {n}
sources:
  - {{doc: CoE rules, rule: "2.V.6"}}
first_appeared: {{doc: CRF, version: unknown, date: unknown}}
terms: [on-guard card]
cards: [Glamdring, Weariness of the Heart]
related: []
status: current
---
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=1000)
    pages = parser.parse_args().pages
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        generate(root, pages)
        docs = root / "docs"
        shutil.copy(ROOT / "docs" / "glossary.md", docs / "glossary.md")
        (docs / "rulings" / "generated").mkdir(parents=True)
        for n, page in enumerate(sorted(docs.glob("page*.md"))):
            (docs / "rulings" / "generated" / f"gen-{n:04}.md").write_text(FRONT.format(n=n) + page.read_text())
            page.unlink()
        start = time.perf_counter()
        findings = check([str(docs)])
        elapsed = time.perf_counter() - start
    print(f"meccg-rules check: {pages} ruling pages in {elapsed:.2f} s ({1000 * elapsed / pages:.2f} ms a page), "
          f"{len(findings)} findings")


if __name__ == "__main__":
    main()
