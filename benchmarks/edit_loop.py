#!/usr/bin/env python3
"""The edit loop: how long after saving a ruling page ``mkdocs serve`` shows its new badge, at 1,600 rulings.

    .venv/bin/python benchmarks/edit_loop.py [--size 1600] [--edits 6] [--against main] [--write-docs]

It writes a site of ``--size`` ruling pages made from the real ones
(``generated_site``), starts ``mkdocs serve --dirty`` on it (what ``python3
dev.py serve`` runs) and waits for the first build. Then, ``--edits`` times, it
edits one ruling page, alternately adding an example that fails and taking it
away again, and polls the served page, and the page of its section, until each
shows the new badge (``data-examples-failed`` of the page, the badge in the
section's list), then ``rulings.json`` until it holds the edit (written by
the second rebuild, after the pages summarising every ruling); the next edit
is saved once the whole site holds the last one. It prints the median, min and
max of the seconds from saving the file to each page showing it, with the 3 s
target beside them.
``--against REF`` first measures the same on the package as it is at the git
``REF`` (its hooks, and its ``meccg_rules`` ahead of the installed one), one
tree after the other in the same run. ``--write-docs`` puts the table into
``docs/development/site.md`` between its ``edit_loop`` markers.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generated_site import ROOT, write_between, write_site  # noqa: E402

TARGET = 3.0
DOC = ROOT / "docs" / "development" / "site.md"
START, END = "<!-- edit_loop table: written by benchmarks/edit_loop.py -->", "<!-- end of edit_loop table -->"
FAILING = """
```scenario
Setup
  Alice is the resource player.
Expect
  Alice has never heard of this sentence.
```
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.read().decode("utf-8")
    except OSError:
        return None


def wait_for(url: str, holds, server: subprocess.Popen, seconds: float, step: float = 0.05) -> float:
    """Seconds until the page at ``url`` holds; exits if the server stops or it never does."""
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        if server.poll() is not None:
            sys.exit("mkdocs serve stopped")
        page = fetch(url)
        if page is not None and holds(page):
            return time.perf_counter() - start
        time.sleep(step)
    sys.exit(f"{url} did not show the change within {seconds} s")


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.2f} ({min(values):.2f}-{max(values):.2f})"


def serve_and_edit(folder: Path, config: Path, edits: int, env: dict[str, str]) -> tuple[float, dict]:
    """Serve the site of ``config`` and edit one of its rulings ``edits`` times; returns the seconds of the first
    build and, for each edit, the seconds until the page, its section's list and ``rulings.json`` showed it."""
    port = free_port()
    base = f"http://127.0.0.1:{port}/meccg-rules/"
    mkdocs = Path(sys.executable).with_name("mkdocs")
    server = subprocess.Popen([str(mkdocs), "serve", "--dirty", "--dev-addr", f"127.0.0.1:{port}", "-f", str(config)],
                              cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        first = wait_for(base + "rulings.json", lambda page: True, server, 1800, step=1)
        rulings = json.loads(fetch(base + "rulings.json"))["rulings"]
        middle = [r for r in rulings if r["examples"]["total"] == r["examples"]["passed"] > 0]
        ruling = middle[len(middle) // 2]
        page_url, source = base + ruling["url"], folder / ruling["source_file"]
        section_url = base + ruling["url"].rsplit("/", 2)[0] + "/"
        original = source.read_text(encoding="utf-8")
        wait_for(page_url, lambda page: 'data-examples-failed="0"' in page, server, 60)
        times: dict[str, list[float]] = {"page": [], "section": [], "site": []}
        for edit in range(edits):
            broken = edit % 2 == 0
            failed = 'data-examples-failed="1"' if broken else 'data-examples-failed="0"'
            badge = "ruling-badge--failed" if broken else "ruling-badge--passed"
            time.sleep(1.5)  # the server's file watcher settles; the next save is a new change
            saved = time.perf_counter()
            source.write_text(original + FAILING if broken else original, encoding="utf-8")
            wait_for(page_url, lambda page: failed in page, server, 120)
            times["page"].append(time.perf_counter() - saved)
            wait_for(section_url, lambda page: _badge_in_list(page, ruling["url"], badge), server, 120)
            times["section"].append(time.perf_counter() - saved)
            wait_for(base + "rulings.json", lambda text: _failed(text, ruling["id"]) == broken, server, 300, 0.25)
            times["site"].append(time.perf_counter() - saved)
    finally:
        server.terminate()
        server.wait(30)
    return first, times


def export(ref: str, folder: Path) -> str:
    """The package ``meccg_rules`` as it is at the git ``ref``, written under ``folder``; returns its short commit."""
    commit = subprocess.run(["git", "rev-parse", "--short", ref], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip()
    archive = subprocess.run(["git", "archive", commit, "meccg_rules"], cwd=ROOT, capture_output=True, check=True)
    folder.mkdir(parents=True)
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return commit


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", type=int, default=1600)
    parser.add_argument("--edits", type=int, default=6)
    parser.add_argument("--against", metavar="REF", help="measure the package at this git ref first (e.g. main)")
    parser.add_argument("--write-docs", action="store_true", help=f"write the table into {DOC.relative_to(ROOT)}")
    arguments = parser.parse_args()
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    rows = []
    with tempfile.TemporaryDirectory(prefix="meccg-edit-loop-") as temp:
        trees: list[tuple[str, Path | None]] = []
        if arguments.against:
            package = Path(temp, "against")
            commit = export(arguments.against, package)
            trees.append((f"`{arguments.against}` ({commit})", package))
        here = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True).stdout.strip()
        trees.append((f"this tree ({here or 'no commit'})", None))
        for number, (label, package) in enumerate(trees):
            folder = Path(temp, f"site-{number}")
            folder.mkdir()
            config = write_site(folder, arguments.size)["badges"]
            served = dict(env)
            if package is not None:  # its hooks, and its package ahead of the installed one
                hooks = str(package / "meccg_rules")
                config.write_text(config.read_text(encoding="utf-8").replace(str(ROOT / "meccg_rules"), hooks),
                                  encoding="utf-8")
                served["PYTHONPATH"] = os.pathsep.join(filter(None, [str(package), env.get("PYTHONPATH")]))
            first, times = serve_and_edit(folder, config, arguments.edits, served)
            rows.append(f"| {label} | {arguments.size:,} | {first:.0f} | {spread(times['page'])} | "
                        f"{spread(times['section'])} | {spread(times['site'])} |")
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    worst = statistics.median(times["section"])
    against = f" --against {arguments.against}" if arguments.against else ""
    text = "\n".join([
        f"Measured {when} on {platform.node() or 'this machine'} ({machine}, shared with other work) by "
        f"`.venv/bin/python benchmarks/edit_loop.py --size {arguments.size} --edits {arguments.edits}{against} "
        "--write-docs`: seconds from saving a ruling page to the served page showing its new badge, median of the "
        "edits (min-max), alternately breaking and fixing an example; the trees one after the other in one run. "
        "The last column is when `rulings.json` holds the edit: the second rebuild, which writes the pages "
        "summarising every ruling, has ended (the next edit is saved after it).",
        "", "| tree | ruling pages | first build (s) | the edited page (target <= 3 s) | "
            "its section's list (target <= 3 s) | the whole site (`rulings.json`) |",
        "| --- | ---: | ---: | ---: | ---: | ---: |", *rows, "",
        f"- target (both pages within {TARGET:.0f} s, median, this tree): {'met' if worst <= TARGET else 'NOT met'}"])
    print(text)
    if arguments.write_docs:
        write_between(DOC, START, END, text)


def _failed(rulings_json: str, ruling_id: str) -> bool:
    """Whether ``rulings.json`` says an example of the ruling ``ruling_id`` fails."""
    try:
        entry = next(r for r in json.loads(rulings_json)["rulings"] if r["id"] == ruling_id)
    except (ValueError, StopIteration):
        return False
    return entry["examples"]["failed"] > 0


def _badge_in_list(page: str, url: str, badge: str) -> bool:
    """Whether the section's list shows ``badge`` on the item linking to the ruling at ``url`` (a section page
    may link to it elsewhere too, as the coverage tables of the rulings-by-term section do)."""
    name = url.rstrip("/").rsplit("/", 1)[-1]
    return any(badge in item.split("</li>", 1)[0] for item in page.split(f'<li><a href="{name}/">')[1:])


if __name__ == "__main__":
    main()
