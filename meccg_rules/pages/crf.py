"""The census of CRF 22: every bullet of the Collected Rulings File, with a stable id, its section and our label.

``data/crf22.json`` is made by ``python -m meccg_rules.tools.census PATH/TO/crf-22.md`` from the CRF's text
(which the project does not ship) and the labels we wrote in ``data/crf22-labels.txt``. A bullet's id is its
part, its section path and its position, e.g. ``ts.site-phase.on-guard-cards.7`` (a sub-bullet adds one more
number: ``ts.site-phase.on-guard-cards.7.2``). Ruling pages name the bullets they cover in their front matter,
``crf: [ts.site-phase.on-guard-cards.7]``.

>>> bullet = census().find("ts.site-phase.on-guard-cards.2")
>>> bullet.part, census().sections[bullet.section].name
('ts', 'Turn Sequence Rulings > Site Phase > On-Guard Cards')
"""
from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path

from ..engine.core.errors import nearest

DATA = Path(__file__).resolve().parent / "data" / "crf22.json"


@dataclass(frozen=True)
class Part:
    id: str    # ts, term, tour, card
    name: str  # as the CRF names it: "Turn Sequence Rulings"


@dataclass(frozen=True)
class Section:
    id: str           # "ts.site-phase.on-guard-cards"
    path: tuple       # ("Turn Sequence Rulings", "Site Phase", "On-Guard Cards")

    @property
    def name(self) -> str:
        """The section path as pages write it: ``Turn Sequence Rulings > Site Phase > On-Guard Cards``."""
        return " > ".join(self.path)

    @property
    def part(self) -> str:
        return self.id.split(".", 1)[0]


@dataclass(frozen=True)
class Bullet:
    id: str
    section: str      # the id of its section
    line: int         # its line in crf-22.md
    label: str        # a few words of ours saying what it is about
    tags: tuple = ()  # what the CRF marks it with: "CoE 2025", "rules erratum", "new", "annotation 25" ...
    points_to: tuple = ()  # a "See ..." bullet: the ids of the sections it sends the reader to

    @property
    def part(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def is_pointer(self) -> bool:
        """A bullet that rules nothing itself: it sends the reader to other sections (``points_to``)."""
        return bool(self.points_to)

    @property
    def is_erratum(self) -> bool:
        """A correction of a card's text or of a rule (the CRF marks it "Card Erratum" or "Rules Erratum")."""
        return any(tag.endswith("erratum") for tag in self.tags)

    @property
    def corrects_a_deck_list(self) -> bool:
        """A fix of which icon a card shows in a preconstructed deck's list (tagged "deck list correction")."""
        return "deck list correction" in self.tags

    @property
    def position(self) -> str:
        """``7`` or, for a sub-bullet, ``7.2``."""
        return self.id[len(self.section) + 1:]


class Census:
    """The parts, sections and bullets of CRF 22, in the CRF's order."""

    def __init__(self, data: dict):
        self.source = data.get("source", {})
        self.parts = [Part(p["id"], p["name"]) for p in data["parts"]]
        self.sections = {s["id"]: Section(s["id"], tuple(s["path"])) for s in data["sections"]}
        self.bullets = {b["id"]: Bullet(b["id"], b["section"], b["line"], b["label"], tuple(b.get("tags", ())),
                                        tuple(b.get("points_to", ()))) for b in data["bullets"]}
        self._by_section: dict[str, list[Bullet]] = {}
        for bullet in self.bullets.values():
            self._by_section.setdefault(bullet.section, []).append(bullet)

    def find(self, bullet_id: str) -> Bullet | None:
        return self.bullets.get(bullet_id)

    def in_section(self, section_id: str) -> list[Bullet]:
        return self._by_section.get(section_id, [])

    def in_part(self, part_id: str) -> list[Bullet]:
        return [b for b in self.bullets.values() if b.part == part_id]

    def folder(self, section_id: str) -> str:
        """The folder under ``docs/rulings/`` that holds the pages of a section.

        A Turn Sequence section has its own folder, its id without the part, dots made dashes
        (``ts.movement-hazard-phase.combat.attack`` -> ``movement-hazard-phase-combat-attack``); the other three
        parts have one folder each, named after the part (their sections are single terms or single cards).

        >>> crf = census()
        >>> crf.folder("ts.site-phase.on-guard-cards"), crf.folder("term.agent"), crf.folder("card.healing-herbs")
        ('site-phase-on-guard-cards', 'rulings-by-term', 'card-errata-and-rulings')
        """
        part, _, rest = section_id.partition(".")
        if part == "ts":
            return rest.replace(".", "-")
        name = next(p.name for p in self.parts if p.id == part)
        return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")

    def folder_rank(self, folder: str) -> int | None:
        """Where a rulings folder comes in the CRF: its first section's place, or ``None`` for a folder of no section.

        >>> crf = census()
        >>> crf.folder_rank("movement-hazard-phase-general") < crf.folder_rank("movement-hazard-phase-combat-attack")
        True
        >>> crf.folder_rank("site-phase-on-guard-cards") < crf.folder_rank("rulings-by-term")
        True
        >>> crf.folder_rank("rulings-by-term") < crf.folder_rank("card-errata-and-rulings")
        True
        >>> crf.folder_rank("on-guard-chain") is None
        True
        """
        for rank, section in enumerate(self.sections):
            if self.folder(section) == folder:
                return rank
        return None

    def unknown(self, bullet_id: str) -> tuple[str, str | None]:
        """What to tell an author who wrote an id that is no bullet's: a message and the nearest id."""
        section = next((s for s in sorted(self.sections, key=len, reverse=True)
                        if bullet_id.startswith(s + ".")), None)
        if section is not None:
            inside = [b.id for b in self.in_section(section)]
            found = nearest(bullet_id, inside)
            return (f"CRF 22 has no bullet {bullet_id!r}: {section} has bullets "
                    f"{inside[0][len(section) + 1:]} to {inside[-1][len(section) + 1:]}",
                    found[0] if found else inside[-1])
        head = re.sub(r"(\.\d+)+\Z", "", bullet_id)
        if head == bullet_id or "." not in head:
            return (f"{bullet_id!r} is not a CRF 22 bullet id: it is <part>.<section>.<position>, "
                    "e.g. ts.site-phase.on-guard-cards.7"), None
        found = nearest(bullet_id, list(self.bullets))
        return f"CRF 22 has no bullet {bullet_id!r}: there is no section {head!r}", found[0] if found else None


def load_census(path: str | Path = DATA) -> Census:
    return Census(json.loads(Path(path).read_text(encoding="utf-8")))


@functools.cache
def census() -> Census:
    """The committed census (read once)."""
    return load_census(DATA)
