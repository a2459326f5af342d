#!/usr/bin/env python3
"""Build time of the site against its size: 200, 800 and 1,600 generated ruling pages.

    .venv/bin/python benchmarks/site_build.py [--sizes 200,800,1600]

For each size it writes a site into a temporary folder: the project's own
non-ruling pages (home, glossary, status, development) and N generated
ruling pages in 8 sections, each page with front matter, prose using
glossary terms, a link and a related ruling, and two scenario examples that
the engine runs. It then builds it twice, each time in a fresh process:

- plain:  Material and the same Markdown, without the extension and hooks
          (scenario blocks stay code blocks, no badges, no card pages);
- badges: the real configuration, which runs every example and renders
          badges, play-by-plays, links, card pages and rulings.json.

It prints the wall time, the time per ruling page, badges/plain, and (from a
third, instrumented build) the seconds spent running the examples for the
badges and their share of the badged build.
Target: 1,600 pages in at most 25 s, badges adding at most 20 %.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SECTIONS = 8
KEEP = ["index.md", "glossary.md", "status.md", "tags.md", "assets", "development"]

PAGE = """---
id: {id}
title: Generated ruling {number} about revealing on-guard cards
sources:
  - {{doc: CRF, version: 22, section: "Turn Sequence Rulings > Site Phase > On-Guard Cards", kind: ruling}}
  - {{doc: CoE rules, rule: "2.V.6"}}
first_appeared: {{doc: CRF, version: unknown, date: unknown}}
terms: [on-guard card, reveal, site phase, chain of effects]
cards: [Weariness of the Heart, Glamdring]
related: [{related}]
history:
  - {{date: 1997, source: CRF 4, change: "first stated"}}
status: current
---

# Generated ruling {number} about revealing on-guard cards

**Ruling.** The hazard player may reveal an on-guard card during the site
phase when the resource player declares a resource that would tap the site,
provided the card could have been played during the movement/hazard phase.
See also [the neighbouring ruling]({neighbour}.md).

## Why

The revealed card takes effect in a chain of effects of its own, declared just
before the chain that the resource started; a corruption check it causes is
made when it resolves.

## Examples

```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
  Alice holds Glamdring.
  Bob has Weariness of the Heart on-guard on Fellowship.
  Fellowship has faced the automatic-attacks.
Play
  Alice taps Aragorn II to play Glamdring.
Expect
  Bob can reveal Weariness of the Heart on-guard on Legolas, choosing the corruption check.
```

```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
  Alice holds Glamdring.
  Bob has Seek without Success on-guard on Fellowship.
  Fellowship has faced the automatic-attacks.
Play
  Alice taps Aragorn II to play Glamdring.
Expect
  Bob cannot reveal Seek without Success on-guard on Fellowship: it returns the company to its site of origin.
```
"""


def write_site(folder: Path, size: int) -> dict[str, Path]:
    docs = folder / "docs"
    docs.mkdir(parents=True)
    for name in KEEP:
        source = ROOT / "docs" / name
        if source.is_dir():
            shutil.copytree(source, docs / name)
        elif source.exists():
            shutil.copy(source, docs / name)
    sections = []
    for s in range(SECTIONS):
        slug = f"section-{s + 1}"
        sections.append(f"rulings/{slug}/index.md")
        (docs / "rulings" / slug).mkdir(parents=True)
        (docs / "rulings" / slug / "index.md").write_text(f"---\ntitle: Section {s + 1}\n---\n\n# Section {s + 1}\n\n"
                                                          "Generated rulings.\n", encoding="utf-8")
    per_section = -(-size // SECTIONS)
    for number in range(size):
        section, place = divmod(number, per_section)
        first = section * per_section
        neighbour = f"gen-{first + (place + 1) % min(per_section, size - first):05d}"
        text = PAGE.format(id=f"gen-{number:05d}", number=number, related=neighbour, neighbour=neighbour)
        (docs / "rulings" / f"section-{section + 1}" / f"gen-{number:05d}.md").write_text(text, encoding="utf-8")

    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config["strict"] = False
    for entry in config["nav"]:
        if isinstance(entry, dict) and "Rulings" in entry:
            entry["Rulings"] = sections
    config["nav"] = [e for e in config["nav"] if not (isinstance(e, dict) and "Development" in e)]
    hooks = folder / "hooks.py"
    shutil.copy(ROOT / "meccg_rules" / "site" / "hooks.py", hooks)
    config["hooks"] = [str(hooks)]
    badges = folder / "badges.yml"
    badges.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    config.pop("hooks")
    config["nav"] = [e for e in config["nav"] if not (isinstance(e, dict) and "Cards" in e)]
    config["markdown_extensions"] = [e for e in config["markdown_extensions"] if e != "meccg_rules.site.extension"]
    plain = folder / "plain.yml"
    plain.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    return {"plain": plain, "badges": badges}


def build(config: Path, site: Path) -> float:
    mkdocs = Path(sys.executable).with_name("mkdocs")
    start = time.perf_counter()
    done = subprocess.run([str(mkdocs), "build", "-q", "-f", str(config), "-d", str(site)],
                          capture_output=True, text=True, env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"})
    elapsed = time.perf_counter() - start
    if done.returncode:
        sys.exit(f"build of {config.name} failed:\n{done.stderr[-3000:]}")
    return elapsed


TIMED_BUILD = """
import sys, time
import meccg_rules.pages.runner as runner
spent = [0.0]
real = runner.run_page
def timed(text, path):
    start = time.perf_counter()
    try:
        return real(text, path)
    finally:
        spent[0] += time.perf_counter() - start
runner.run_page = timed            # before MkDocs imports the extension, which imports run_page
from mkdocs.commands.build import build
from mkdocs.config import load_config
build(load_config(sys.argv[1], site_dir=sys.argv[2]))
print(spent[0])
"""


def running_examples(config: Path, site: Path) -> float:
    """Seconds the badged build spends inside run_page (running the examples), measured in that build."""
    done = subprocess.run([sys.executable, "-c", TIMED_BUILD, str(config), str(site)], capture_output=True,
                          text=True, env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"})
    if done.returncode:
        sys.exit(f"timed build of {config.name} failed:\n{done.stderr[-3000:]}")
    return float(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="200,800,1600")
    sizes = [int(s) for s in parser.parse_args().sizes.split(",")]
    print(f"{'rulings':>8} {'plain s':>9} {'badges s':>9} {'ms/page':>8} {'badges/plain':>13} "
          f"{'running examples s':>19} {'share of build':>15} {'examples':>9}")
    for size in sizes:
        with tempfile.TemporaryDirectory(prefix=f"meccg-bench-{size}-") as temp:
            folder = Path(temp)
            configs = write_site(folder, size)
            plain = build(configs["plain"], folder / "site-plain")
            badged = build(configs["badges"], folder / "site-badges")
            running = running_examples(configs["badges"], folder / "site-timed")
            rulings = json.loads((folder / "site-badges" / "rulings.json").read_text())["rulings"]
            passed = sum(r["examples"]["passed"] for r in rulings)
            total = sum(r["examples"]["total"] for r in rulings)
            print(f"{size:>8} {plain:>9.1f} {badged:>9.1f} {1000 * badged / size:>8.1f} {badged / plain:>13.2f} "
                  f"{running:>19.2f} {running / badged:>14.0%} {passed:>4}/{total:<4}", flush=True)


if __name__ == "__main__":
    main()
