"""A site of N ruling pages made from the real ones, for the build and edit-loop benchmarks.

``write_site(folder, size)`` copies the project's docs folder and ``mkdocs.yml``
into ``folder`` and makes it hold exactly ``size`` ruling pages:

- below the real number, the first ``size`` real rulings (in path order) are
  kept; links, ``related`` and ``superseded_by`` naming a ruling left out are
  dropped (a link keeps its text), so the site stays whole;
- above it, every real ruling is kept and copied again, generation after
  generation, into its own section folder: copy ``k`` of ``x.md`` is
  ``x-ck.md`` with id ``x-ck`` and ``(copy k)`` after its title; its links,
  ``related`` and ``superseded_by`` name the copies of the same generation
  (or the real ruling when the last, partial generation has no copy of it).

The pages keep their real examples, so they run what the real rulings run
(``check_all_pass`` tells whether every example passed or was skipped).
It also writes ``plain.yml``: the same site with Material and the same Markdown
extensions but without the project's extension and hooks (scenario blocks stay
code blocks, no badges, no card pages), the plain build the badged one is
measured against. The sections the hooks add to the nav are listed there.
"""
from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s#]+\.md)(#[^)\s]*)?\)")
RELATED = re.compile(r"^related: \[(.*)\]$", re.M)
SUPERSEDED = re.compile(r"^superseded_by: (\S+)$", re.M)
ID = re.compile(r"^id: (\S+)$", re.M)
TITLE = re.compile(r"^title: (.+)$", re.M)
CARDS = re.compile(r"^cards: \[.*\]$", re.M)
UNCITED = {"fellowship"}  # the card the examples' companies are named after: no page (test_site_readers says so)


def real_rulings(docs: Path) -> list[Path]:
    """The real ruling pages (``rulings/<section>/*.md`` and ``concordance/*.md`` but index pages and
    ``ruling: false`` pages), in path order."""
    pages = sorted(docs.glob("rulings/*/*.md")) + sorted(docs.glob("concordance/*.md"))
    return [p for p in pages if p.name != "index.md" and not re.search(r"^ruling: false$", p.read_text(), re.M)]


def copy_id(stem: str, k: int) -> str:
    """The id (and file name) of the ``k``-th copy of the ruling ``stem``: ``-c{k}`` added, the id cut short first
    where it would pass the 80 characters an id may have."""
    suffix = f"-c{k}"
    return stem[:80 - len(suffix)].rstrip("-") + suffix


def write_site(folder: Path, size: int, every_card: bool = False) -> dict[str, Path]:
    """Write the site of ``size`` ruling pages into ``folder``; returns the paths of its two configurations,
    ``badges`` (the project's own ``mkdocs.yml``, hooks included) and ``plain``. ``every_card``: every card of the
    catalogue gets a page (``cite_every_card``), as when every card's rulings are written."""
    docs = folder / "docs"
    shutil.copytree(ROOT / "docs", docs)
    shutil.copy(ROOT / "CONTRIBUTING.md", folder / "CONTRIBUTING.md")
    real = real_rulings(docs)
    stems = {p.stem for p in real}
    kept = real[:size]
    for page in real[size:]:
        page.unlink()
    generations: list[set[str]] = [{p.stem for p in kept}]
    copies: list[tuple[Path, int]] = []
    while len(kept) + len(copies) < size:
        k = len(generations)
        batch = real[:size - len(kept) - len(copies)]
        generations.append({p.stem for p in batch})
        copies += [(p, k) for p in batch]

    def name(stem: str, k: int) -> str | None:
        if stem in generations[k]:
            return copy_id(stem, k) if k else stem
        return stem if stem in generations[0] else None

    def rewrite(text: str, k: int) -> str:
        def link(found: re.Match) -> str:
            bang, label, target, anchor = found.groups()
            head, _, file = target.rpartition("/")
            stem = file[:-3]
            if stem not in stems:
                return found.group(0)
            new = name(stem, k)
            if new is None:
                return label
            return f"{bang}[{label}]({head + '/' if head else ''}{new}.md{anchor or ''})"

        def related(found: re.Match) -> str:
            ids = [name(i.strip(), k) if i.strip() in stems else i.strip() for i in found.group(1).split(",")]
            return f"related: [{', '.join(i for i in ids if i)}]"

        text = LINK.sub(link, text)
        text = RELATED.sub(related, text)
        return SUPERSEDED.sub(lambda m: f"superseded_by: {name(m.group(1), k) or m.group(1)}", text)

    for page in docs.rglob("*.md"):
        page.write_text(rewrite(page.read_text(encoding="utf-8"), 0), encoding="utf-8")
    for source, k in copies:
        text = rewrite(source.read_text(encoding="utf-8"), k)
        text = ID.sub(lambda m: f"id: {copy_id(m.group(1), k)}", text, count=1)
        text = TITLE.sub(lambda m: "title: " + json.dumps(f"{yaml.safe_load(m.group(1))} (copy {k})",
                                                          ensure_ascii=False), text, count=1)
        source.with_name(f"{copy_id(source.stem, k)}.md").write_text(text, encoding="utf-8")

    if every_card:
        cite_every_card(docs)
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config["hooks"] = [str(ROOT / "meccg_rules" / "site" / "hooks.py")]
    badges = folder / "mkdocs.yml"
    badges.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    plain = dict(config)
    plain.pop("hooks")
    sections = [p.relative_to(docs).as_posix() for p in sorted(docs.glob("rulings/*/index.md"))]
    if (docs / "concordance" / "index.md").exists():
        sections.append("concordance/index.md")
    plain["nav"] = []
    for entry in config["nav"]:
        if isinstance(entry, dict) and "Rulings" in entry:
            entry = {"Rulings": entry["Rulings"] + sections}
        if not (isinstance(entry, dict) and "Cards" in entry):
            plain["nav"].append(entry)
    plain["markdown_extensions"] = [e for e in config["markdown_extensions"] if e != "meccg_rules.site.extension"]
    plain["validation"] = {**config["validation"], "not_found": "info", "anchors": "info"}  # no card pages
    plain_path = folder / "plain.yml"
    plain_path.write_text(yaml.safe_dump(plain, sort_keys=False), encoding="utf-8")
    return {"plain": plain_path, "badges": badges}


def cite_every_card(docs: Path) -> int:
    """Each card name of the catalogue that no ruling lists in its ``cards`` is added to one ruling's list, one ruling
    after another: the build then makes a page for every card name (versions of one name share it) but ``UNCITED``.
    Returns how many were added."""
    sys.path.insert(0, str(ROOT))
    from meccg_rules.engine.core.cards import catalogue, fold

    pages = [p for p in sorted(docs.glob("rulings/*/*.md")) if p.name != "index.md" and CARDS.search(p.read_text())]
    listed = {fold(name) for p in pages for name in yaml.safe_load(CARDS.search(p.read_text()).group(0))["cards"]}
    missing = [name for name in catalogue().names() if fold(name) not in listed | UNCITED]
    for number, page in enumerate(pages):
        names = missing[number::len(pages)]
        if names:
            text = page.read_text(encoding="utf-8")
            added = ", ".join(json.dumps(name, ensure_ascii=False) for name in names)
            page.write_text(CARDS.sub(lambda m: m.group(0)[:-1] + (", " if m.group(0) != "cards: []" else "")
                                      + f"{added}]", text, count=1), encoding="utf-8")
    return len(missing)


def check_all_pass(site: Path, size: int) -> tuple[int, int, int]:
    """(passed, skipped, total) examples of the built site's ``rulings.json``; exits if one failed or if the
    site does not hold ``size`` rulings."""
    rulings = json.loads((site / "rulings.json").read_text(encoding="utf-8"))["rulings"]
    counts = [sum(r["examples"][key] for r in rulings) for key in ("passed", "failed", "skipped", "total")]
    if len(rulings) != size or counts[1]:
        raise SystemExit(f"the generated site has {len(rulings)} rulings (expected {size}) and {counts[1]} failing "
                         "examples (expected none)")
    return counts[0], counts[2], counts[3]


def write_between(page: Path, start: str, end: str, text: str) -> None:
    """Put ``text`` on the development ``page`` between its markers ``start`` and ``end`` (a benchmark's table)."""
    head, found, rest = page.read_text(encoding="utf-8").partition(start)
    if not found or end not in rest:
        sys.exit(f"{page}: the markers {start!r} and {end!r} are missing")
    page.write_text(f"{head}{start}\n{text}\n{end}{rest.partition(end)[2]}", encoding="utf-8")
