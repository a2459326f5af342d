"""Count every bullet of CRF 22 and write the census ``meccg_rules/pages/data/crf22.json``.

    python -m meccg_rules.tools.census ../shared/reference/crf-22.md            # write the data file
    python -m meccg_rules.tools.census ../shared/reference/crf-22.md --check    # only say if it is up to date

The CRF is read from the path given (the project does not ship it). A bullet is
a list item, a line starting with ``- ``, in one of the four parts (Turn
Sequence Rulings, Rulings by Term, Tournament Rulings, Card Errata and
Rulings); the paragraphs that follow it without a dash belong to it; the site's
footer (from the ``2026 &bull; ...`` line to the next heading) is not part of
the CRF. An indented list item is a sub-bullet of the bullet above it. The
Markdown copy of CRF 22 has lost that indentation, so its groups of sub-bullets
are listed in ``SUB_BULLETS`` (read from the CRF and from the seed copy of the
on-guard section, which shows them indented). Each bullet gets
the label we wrote for it in ``crf22-labels.txt``: a few words of ours, never
the CRF's sentence, which is checked here (no run of ``COPIED_RUN`` words
shared with the bullet). A "See ..." bullet (tagged ``see also``) only sends the
reader elsewhere; its label ends with ``-> <section id> ...``, the sections it
names, which the census checks and writes as ``points_to``.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.core.errors import nearest
from ..pages.crf import DATA

LABELS = DATA.with_name("crf22-labels.txt")
PARTS = {"Turn Sequence Rulings": "ts", "Rulings by Term": "term", "Tournament Rulings": "tour",
         "Card Errata and Rulings": "card"}
# parent bullet -> how many of the bullets after it are its sub-bullets
SUB_BULLETS = {
    "ts.site-phase.on-guard-cards.7": 5,          # the five kinds of card that cannot be revealed
    "ts.end-of-game.6": 4,                         # the four steps of counting marshalling points
    "term.card-effect-limitations.1": 8,           # the cards not playable against a Ringwraith or Sauron
    "term.card-effect-limitations.3": 3,           # the cards whose MELE limitation was changed
    "term.removed-from-the-game-removed-from-play.3": 6,  # the list inside the quoted Dragon rule, old and new
}
COPIED_RUN = 6          # a label may not share this many words in a row with its bullet
LABEL_WORDS = (2, 10)   # a label's length in words, at least and at most
HEADING = re.compile(r"(#{2,6})\s+(.*?)\s*#*\s*\Z")
LETTER_GROUP = re.compile(r"-=\s*\w+\s*=-\Z")
FOOTER = re.compile(r"\d{4} &bull; ")
MARK = re.compile(r"\[((?:Ruled by |CoE|COE|ICE|Van )[^\]\n]*?)\s*(?:\]|$)", re.M)
ERRATUM = re.compile(r"(?:\((?P<before>[^)]*)\)\s*)?(?P<kind>rules|card)\s+err+atum\s*(?:\((?P<after>[^)]*)\))?",
                     re.I)
VERSION = re.compile(r"\((hero|minion|both hero and minion) versions?\)", re.I)
ANNOTATION = re.compile(r"(\(amendment to original version of )?annotation (\d+[a-z]?)", re.I)
# a correction of a preconstructed deck's list: which icon (play deck or sideboard) a card should show there
DECK_LIST_FIX = re.compile(r"\bshould (?:have|bear|show) the (?:icon|symbol) for an? (?:play deck|sideboard) card\b",
                           re.I)
WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


class CensusError(Exception):
    """The CRF or the labels cannot be read as expected; the message names the file and line."""


@dataclass
class RawBullet:
    id: str
    section: str
    line: int
    text: str
    children: int = 0                      # how many sub-bullets still belong to it
    tags: list[str] = field(default_factory=list)


def slug(name: str) -> str:
    """``Dwarven Ring of Bávor’s/Drúin’s Tribe`` -> ``dwarven-ring-of-bavors-druins-tribe``."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    plain = re.sub(r"['’‘`]", "", plain.replace("&amp;", "&").lower())
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def read_crf(text: str, path: str = "crf-22.md",
             sub_bullets: dict[str, int] | None = None) -> tuple[list[dict], list[dict], list[RawBullet]]:
    """The parts, sections and bullets of the CRF, in its order (labels not yet attached).

    ``sub_bullets`` names the bullets whose sub-bullets lost their indentation (parent id -> how many);
    by default ``SUB_BULLETS``, those of CRF 22."""
    reader = _Reader(path, SUB_BULLETS if sub_bullets is None else sub_bullets)
    for number, line in enumerate(text.splitlines(), 1):
        reader.line(line, number)
    return reader.finish()


class _Reader:
    """Reads the CRF line by line, keeping the part, the heading path and the last top-level bullet."""

    def __init__(self, path: str, sub_bullets: dict[str, int]):
        self.path, self.sub_bullets = path, sub_bullets
        self.parts: list[dict] = []
        self.sections: list[dict] = []
        self.bullets: list[RawBullet] = []
        self.part: tuple[str, str] | None = None    # (id, name) of the part being read
        self.stack: list[tuple[int, str]] = []       # the headings above, (depth, name)
        self.section: dict | None = None
        self.parent: RawBullet | None = None         # the last top-level bullet
        self.counters: dict[str, int] = {}           # section or bullet id -> bullets numbered in it
        self.in_footer = False

    def line(self, line: str, number: int) -> None:
        heading = HEADING.match(line)
        if heading:
            self.in_footer = False
            self.heading(len(heading.group(1)), heading.group(2), number)
        elif self.part is None or self.in_footer:
            return
        elif FOOTER.match(line):
            self.in_footer, self.parent = True, None
        elif re.match(r"\s*- ", line):
            self.bullet(line, number)
        elif line.strip() and self.parent is not None:
            self.parent.text += "\n" + line.strip()   # a paragraph of the bullet (quoted card text, its mark)

    def heading(self, depth: int, name: str, number: int) -> None:
        self.parent = None
        if depth == 2 and name in PARTS:
            self.part, self.stack, self.section = (PARTS[name], name), [], None
            self.parts.append({"id": PARTS[name], "name": name})
            return
        if self.part is None:
            return
        self.stack = [(d, n) for d, n in self.stack if d < depth]
        if LETTER_GROUP.match(name):   # "-= AAA =-" groups the cards by letter; it is no section
            self.section = None
            return
        self.stack.append((depth, name))
        section_id = ".".join([self.part[0]] + [slug(n) for _, n in self.stack])
        taken, base, count = {s["id"] for s in self.sections}, section_id, 2
        while section_id in taken:  # two headings of one name ("In the Heart of his Realm" and "...His Realm")
            section_id, count = f"{base}-{count}", count + 1
        self.section = {"id": section_id, "path": [self.part[1]] + [n for _, n in self.stack], "line": number}
        self.sections.append(self.section)

    def bullet(self, line: str, number: int) -> None:
        if self.section is None:
            raise CensusError(f"{self.path}:{number}: a bullet before any section heading of {self.part[1]}")
        item = line.split("- ", 1)[1].strip()
        parent = self.parent
        if parent is not None and (parent.children or line[0].isspace()):
            parent.children = max(parent.children - 1, 0)
            self.counters[parent.id] += 1
            self.bullets.append(RawBullet(f"{parent.id}.{self.counters[parent.id]}", self.section["id"], number, item))
            return
        self.counters[self.section["id"]] = self.counters.get(self.section["id"], 0) + 1
        bullet_id = f"{self.section['id']}.{self.counters[self.section['id']]}"
        self.parent = RawBullet(bullet_id, self.section["id"], number, item, self.sub_bullets.get(bullet_id, 0))
        self.counters[bullet_id] = 0
        self.bullets.append(self.parent)

    def finish(self) -> tuple[list[dict], list[dict], list[RawBullet]]:
        missing = [name for name in PARTS if name not in [p["name"] for p in self.parts]]
        if missing:
            raise CensusError(f"{self.path}: no heading '## {missing[0]}'; CRF 22 has four parts: {', '.join(PARTS)}")
        known = {b.id for b in self.bullets}
        for parent_id in self.sub_bullets:
            if parent_id not in known:
                raise CensusError(f"{self.path}: SUB_BULLETS names {parent_id!r}, which is no bullet")
        for bullet in self.bullets:
            if bullet.children:
                raise CensusError(f"{self.path}:{bullet.line}: {bullet.id} should have {self.sub_bullets[bullet.id]} "
                                  "sub-bullets; its section ends first")
            bullet.tags = tags_of(bullet.text)
        held = {b.section for b in self.bullets}
        return self.parts, [s for s in self.sections if s["id"] in held], self.bullets


def tags_of(text: str) -> list[str]:
    """What the CRF marks a bullet with: new (@), rules/card erratum, version, annotation, see also, its date; and
    "deck list correction" for a bullet that fixes the icon a card shows in a preconstructed deck's list."""
    tags = []
    plain = text.replace("*", "").strip()
    if plain.startswith("@"):
        tags.append("new")
        plain = plain[1:].strip()
    erratum = ERRATUM.match(plain)
    if erratum:
        tags.append(f"{erratum.group('kind').lower()} erratum")
    version = VERSION.match(plain) or (erratum and VERSION.match(f"({erratum.group('before') or erratum.group('after')})"))
    if version:
        tags.append(version.group(1).lower() + (" versions" if "both" in version.group(1).lower() else " version"))
    annotation = ANNOTATION.match(plain)
    if annotation:
        tags.append(f"annotation {annotation.group(2)}" + (" amendment" if annotation.group(1) else ""))
    if re.match(r"see\b", plain, re.I):
        tags.append("see also")
    if DECK_LIST_FIX.search(plain):
        tags.append("deck list correction")
    tags.extend(" ".join(mark.split()) for mark in MARK.findall(text))
    return tags


def read_labels(text: str, path: str = "crf22-labels.txt") -> dict[str, tuple[str, int]]:
    """``== <section id>`` then ``<position> <label>`` lines -> {bullet id: (label, line)}."""
    labels: dict[str, tuple[str, int]] = {}
    section = None
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("=="):
            section = line[2:].strip()
            continue
        match = re.match(r"(\d+(?:\.\d+)?)\s+(\S.*)\Z", line)
        if section is None or not match:
            raise CensusError(f"{path}:{number}: expected '== <section id>' or '<position> <label>', "
                              f"e.g. '7.2 taps the company site'")
        bullet_id = f"{section}.{match.group(1)}"
        if bullet_id in labels:
            raise CensusError(f"{path}:{number}: a second label for {bullet_id} (first at line {labels[bullet_id][1]})")
        labels[bullet_id] = (match.group(2).strip(), number)
    return labels


def pointer_targets(label: str) -> tuple[str, list[str]]:
    """``pointer to Burglary Attempts -> term.burglary-attempts`` -> (the label, the section ids it points to)."""
    label, arrow, targets = label.partition(" -> ")
    return label.strip(), targets.split() if arrow else []


def copied_run(label: str, text: str, run: int = COPIED_RUN) -> str | None:
    """The first ``run`` words in a row that ``label`` shares with ``text`` (case and punctuation aside)."""
    words = [w.casefold() for w in WORD.findall(label)]
    source = " " + " ".join(w.casefold() for w in WORD.findall(text)) + " "
    for start in range(len(words) - run + 1):
        piece = " ".join(words[start:start + run])
        if f" {piece} " in source:
            return piece
    return None


def derive(crf_text: str, labels_text: str, crf_path: str = "crf-22.md",
           labels_path: str = "crf22-labels.txt", sub_bullets: dict[str, int] | None = None) -> dict:
    """The census as data: what ``crf22.json`` holds. Raises ``CensusError`` on any problem, with file:line."""
    parts, sections, bullets = read_crf(crf_text, crf_path, sub_bullets)
    labels = read_labels(labels_text, labels_path)
    problems = []
    for bullet in bullets:
        if bullet.id not in labels:
            problems.append(f"{labels_path}: no label for {bullet.id} ({crf_path}:{bullet.line})")
            continue
        label, line = labels[bullet.id]
        label, targets = pointer_targets(label)
        problems += _pointer_problems(bullet, targets, sections, f"{labels_path}:{line}")
        count = len(label.split())
        if not LABEL_WORDS[0] <= count <= LABEL_WORDS[1]:
            problems.append(f"{labels_path}:{line}: the label of {bullet.id} has {count} words; "
                            f"keep it to {LABEL_WORDS[0]}-{LABEL_WORDS[1]}")
        copied = copied_run(label, bullet.text)
        if copied:
            problems.append(f"{labels_path}:{line}: the label of {bullet.id} copies the CRF ({copied!r}); "
                            "say it in our own words")
    known = {b.id for b in bullets}
    problems += [f"{labels_path}:{line}: {bullet_id} is no bullet of the CRF"
                 for bullet_id, (_, line) in labels.items() if bullet_id not in known]
    if problems:
        raise CensusError("\n".join(problems))
    return {
        "source": {"document": "CRF 22", "file": Path(crf_path).name,
                   "sha256": hashlib.sha256(crf_text.encode("utf-8")).hexdigest()},
        "parts": parts,
        "sections": [{"id": s["id"], "path": s["path"]} for s in sections],
        "bullets": [_bullet_data(b, *pointer_targets(labels[b.id][0])) for b in bullets],
    }


def _bullet_data(bullet: "RawBullet", label: str, targets: list[str]) -> dict:
    return {"id": bullet.id, "section": bullet.section, "line": bullet.line, "label": label,
            **({"tags": bullet.tags} if bullet.tags else {}), **({"points_to": targets} if targets else {})}


def _pointer_problems(bullet: "RawBullet", targets: list[str], sections: list[dict], where: str) -> list[str]:
    """A "See ..." bullet names the sections it points to, each a section of the census; no other bullet does."""
    if "see also" not in bullet.tags:
        return [f"{where}: {bullet.id} is a ruling, not a pointer; remove ' -> ...' from its label"] if targets else []
    if not targets:
        return [f"{where}: {bullet.id} sends the reader elsewhere; end its label with ' -> <section id>' for each "
                f"section it names, e.g. '-> term.burglary-attempts'"]
    known = [s["id"] for s in sections]
    return [f"{where}: {bullet.id} points to {target!r}, which is no section of the census"
            + (f" (did you mean {near[0]!r}?)" if (near := nearest(target, known)) else "")
            for target in targets if target not in known]


def dumps(data: dict) -> str:
    """Compact JSON, one section or bullet per line, so that a change shows as a small diff."""
    def rows(key):
        return ",\n".join("  " + json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in data[key])
    head = {k: v for k, v in data.items() if k not in ("sections", "bullets")}
    return ("{" + json.dumps(head, ensure_ascii=False, separators=(",", ":"))[1:-1]
            + ',\n"sections":[\n' + rows("sections") + '\n],\n"bullets":[\n' + rows("bullets") + "\n]}\n")


def counts(data: dict) -> list[tuple[str, int, int, int]]:
    """Per part: its name, bullets, of which sub-bullets, sections."""
    result = []
    for part in data["parts"]:
        mine = [b for b in data["bullets"] if b["id"].split(".", 1)[0] == part["id"]]
        subs = sum(1 for b in mine if b["id"][len(b["section"]) + 1:].count("."))
        sections = sum(1 for s in data["sections"] if s["id"].split(".", 1)[0] == part["id"])
        result.append((part["name"], len(mine), subs, sections))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m meccg_rules.tools.census", description=__doc__.split("\n")[0])
    parser.add_argument("crf", help="path to crf-22.md")
    parser.add_argument("--labels", default=str(LABELS), help="our labels (default: %(default)s)")
    parser.add_argument("--out", default=str(DATA), help="the census to write (default: %(default)s)")
    parser.add_argument("--check", action="store_true", help="write nothing; fail if --out is not up to date")
    args = parser.parse_args(argv)
    try:
        crf_text = Path(args.crf).read_text(encoding="utf-8")
        labels_text = Path(args.labels).read_text(encoding="utf-8")
        data = derive(crf_text, labels_text, args.crf, args.labels)
    except (OSError, UnicodeDecodeError) as error:
        print(f"cannot read: {error}", file=sys.stderr)
        return 2
    except CensusError as error:
        print(error, file=sys.stderr)
        return 1
    text = dumps(data)
    for name, bullets, subs, sections in counts(data):
        print(f"{name}: {bullets} bullets ({subs} of them sub-bullets) in {sections} sections")
    print(f"in all: {len(data['bullets'])} bullets")
    out = Path(args.out)
    if args.check:
        current = out.read_text(encoding="utf-8") if out.exists() else ""
        if current != text:
            print(f"{out} is not up to date; run without --check to write it", file=sys.stderr)
            return 1
        return 0
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
