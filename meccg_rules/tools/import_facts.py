"""Write ``engine/data/reference.json``: the facts of every card of the reference card database.

Facts (names, numbers, types, symbols, and short tokens read from card text such
as a weapon's maximum or a faction's influence number) carry over; no sentence of
card text does. Run from the project root::

    python -m meccg_rules.tools.import_facts ../shared/reference/cards.json
    python -m meccg_rules.tools.import_facts ../shared/reference/cards.json --unparsed   # list partial cards

The file holds one card per line, sorted by set and number, so a change to the
data reads as a small diff.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

from .card_facts.cards import KINDS, card_facts, kind_of
from .card_facts.clauses import clauses
from .card_facts.playable import Names
from .card_facts.sites import path_fits
from .card_facts.text import RACE_OF_PLURAL, REGION_TYPES, Lexicon, fold, symbols, unknown_symbols

VERSION = 1
OUTPUT = Path(__file__).resolve().parent.parent / "engine" / "data" / "reference.json"
CLAUSES = "clauses.json"   # written beside the output: each card's text as clauses (card_facts/clauses.py)


class InputError(Exception):
    """The card database cannot be read: the message says which file and what is wrong."""


def load(path: Path) -> dict[str, dict]:
    """The cards of the database, by id; a clear InputError for a missing or malformed file."""
    try:
        database = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(f"{path}: no such file (expected the reference card database cards.json)") from None
    except json.JSONDecodeError as error:
        raise InputError(f"{path}:{error.lineno}:{error.colno}: not valid JSON: {error.msg}") from None
    if not isinstance(database, dict) or not all(isinstance(s, dict) and "cards" in s for s in database.values()):
        raise InputError(f"{path}: expected an object of sets, each with a 'cards' map")
    cards = {cid: card for s in database.values() for cid, card in s["cards"].items()}
    for cid, card in cards.items():
        missing = [k for k in ("set", "name", "type", "alignment", "attributes", "text") if k not in card]
        if missing:
            raise InputError(f"{path}: card {cid} has no {', '.join(missing)}")
    return cards


def source(path: Path) -> dict:
    """Where the database comes from: its sha256 and, from SOURCES.md beside it, the repository and commit."""
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    found = {"file": path.name, "sha256": digest}
    sources = path.parent / "SOURCES.md"
    if not sources.exists():
        return found
    for line in sources.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 5 and cells[0] == f"`{path.name}`":
            repository = re.match(r"([\w.-]+/[\w.-]+)\s+`([^`]+)`", cells[1])
            commit = re.search(r"[0-9a-f]{40}", cells[2])
            if digest not in cells[4]:
                raise InputError(f"{sources}: the sha256 given for {path.name} is not the file's ({digest});"
                                 " update SOURCES.md for the new copy")
            if repository:
                found.update(repository=repository.group(1), path=repository.group(2))
            if commit:
                found["commit"] = commit.group(0)
    return found


def sort_key(card_id: str) -> tuple[str, int, str]:
    """Set, then card number: TW-2 before TW-10."""
    prefix, _, rest = card_id.partition("-")
    digits = re.match(r"\d+", rest)
    return prefix, int(digits.group(0)) if digits else 0, rest


def lexicons(cards: dict[str, dict]) -> Names:
    """The names parsers look for in card text."""
    def named(kind: str) -> list[str]:
        return [c["name"]["en"].strip() for c in cards.values() if kind_of(c["type"], c["attributes"].get("subtype", "") or "") == kind]
    races = {c["attributes"]["race"] for c in cards.values() if c["type"] == "Character"}
    return Names(sites=Lexicon(named("site")), regions=Lexicon(named("region")),
                 factions=Lexicon(named("faction")), races=Lexicon(sorted(races | set(RACE_OF_PLURAL.values()))))


def regions_map(cards: dict[str, dict]) -> dict[str, dict]:
    """Every region: its type and the regions it is adjacent to."""
    found = {}
    for card in sorted(cards.values(), key=lambda c: c["name"]["en"]):
        if card["type"] == "Region":
            a = card["attributes"]
            found[card["name"]["en"].strip()] = {"type": REGION_TYPES[symbols(a["regionType"])[0]],
                                                 "adjacent": [r.strip() for r in a["moveTo"].split(",")]}
    return found


def build(path: Path) -> tuple[dict, dict[str, list[str]]]:
    """The reference facts of the database at path, and the symbols no map knows, by card id; the facts hold,
    under ``clauses``, each card's text as clauses (written to their own file by ``main``)."""
    cards = load(path)
    names = lexicons(cards)
    keywords = sorted({k for c in cards.values() for k in c["attributes"].get("keywords", [])})
    facts: dict[str, dict] = {}
    texts: dict[str, list] = {}
    unknown: dict[str, list[str]] = {}
    every = {fold(c["name"]["en"].strip()): c["name"]["en"].strip() for c in cards.values()}
    for cid in sorted(cards, key=sort_key):
        raw = cards[cid]
        try:
            card, partial = card_facts(raw, names, keywords)
        except (KeyError, IndexError, TypeError, AttributeError) as error:
            raise InputError(f"{path}: card {cid} ({raw['name'].get('en', '?')}): an attribute is missing or"
                             f" not of the expected shape ({type(error).__name__}: {error})") from None
        if partial:
            card["partial"] = sorted(partial)
        if "manifestation_of" in card:
            card["manifestation_of"] = [entity_name(name, every) for name in card["manifestation_of"]]
        facts[cid] = card
        texts[cid] = [c.record() for c in clauses(raw, card)]
        strange = unknown_symbols(raw["text"].get("en", "") + " ".join(
            v for v in raw["attributes"].values() if isinstance(v, str)))
        if strange:
            unknown[cid] = sorted(strange)
    return {"version": VERSION, "source": source(path), "regions": regions_map(cards), "cards": facts,
            "clauses": texts}, unknown


def entity_name(name: str, every: dict[str, str]) -> str:
    """The card a text's "Manifestation of ..." names, as that card spells it: "The Witch-king of Angmar" is the
    card Witch-king of Angmar, "Bert" the card “Bert” (Bûrat); a name no card has is kept as written."""
    key = fold(name)
    found = every.get(key) or every.get(key.removeprefix("the ")) or every.get("the " + key)
    nicknamed = [full for folded, full in every.items() if re.sub(r'["“”]', "", folded).startswith(key + " (")]
    return found or (nicknamed[0] if len(nicknamed) == 1 else name)


def render(reference: dict) -> str:
    """The file's text: one region and one card per line, compact JSON, keys in a fixed order."""
    def line(value) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    def block(name: str, entries: dict) -> str:
        rows = ",\n".join(f"{line(key)}:{line(value)}" for key, value in entries.items())
        return f"{line(name)}:{{\n{rows}\n}}"

    head = f'{{"version":{reference["version"]},\n"source":{line(reference["source"])},\n'
    return head + block("regions", reference["regions"]) + ",\n" + block("cards", reference["cards"]) + "}\n"


def render_clauses(reference: dict) -> str:
    """The clauses file: one card per line (its clauses: name in our words, scope, 1 when its facts model it)."""
    def line(value) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    rows = ",\n".join(f"{line(cid)}:{line(found)}" for cid, found in reference["clauses"].items())
    return f'{{"version":{reference["version"]},\n"cards":{{\n{rows}\n}}}}\n'



def coverage(reference: dict) -> dict[str, dict]:
    """For each counted kind: how many cards, how many read in full, and the partial ones with their fields."""
    result: dict[str, dict] = {kind: {"cards": 0, "complete": 0, "partial": {}} for kind in KINDS}
    for cid, card in reference["cards"].items():
        kind = kind_of(card["type"], card["subtype"])
        if kind not in result:
            continue
        result[kind]["cards"] += 1
        if card.get("partial"):
            result[kind]["partial"][cid] = card["partial"]
        else:
            result[kind]["complete"] += 1
    return result


def paths_off_the_map(reference: dict) -> list[str]:
    """Sites whose site path from their nearest haven is not a walk through adjacent regions."""
    cards, regions = reference["cards"], reference["regions"]
    haven_region = {c["name"]: c.get("region") for c in cards.values() if c.get("haven")}
    off = []
    for cid, card in cards.items():
        start = haven_region.get(card.get("nearest_haven", ""))
        if card.get("site_path") and start and not path_fits(start, card.get("region", ""), card["site_path"], regions):
            off.append(f"{cid} {card['name']}: {card['site_path']} from {card['nearest_haven']}")
        for haven, path in card.get("haven_paths", {}).items():
            if haven_region.get(haven) and not path_fits(haven_region[haven], card["region"], path, regions):
                off.append(f"{cid} {card['name']}: {path} from {haven}")
    return off


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m meccg_rules.tools.import_facts",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("cards", type=Path, help="the reference card database (cards.json)")
    parser.add_argument("--output", type=Path, default=OUTPUT, help=f"where to write (default {OUTPUT})")
    parser.add_argument("--unparsed", action="store_true", help="list the cards whose facts are partial")
    args = parser.parse_args(argv)
    try:
        reference, unknown = build(args.cards)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    text = render(reference)
    args.output.write_text(text, encoding="utf-8")
    args.output.with_name(CLAUSES).write_text(render_clauses(reference), encoding="utf-8")
    print(f"wrote {len(reference['cards'])} cards and {len(reference['regions'])} regions to {args.output}"
          f" ({len(text.encode()):,} bytes)")
    for kind, counted in coverage(reference).items():
        print(f"  {kind}: {counted['complete']} of {counted['cards']} read in full")
        if args.unparsed:
            for cid, fields in counted["partial"].items():
                print(f"    {cid} {reference['cards'][cid]['name']}: {', '.join(fields)}")
    for cid, found in unknown.items():
        print(f"  unknown symbol in {cid}: {', '.join(found)}")
    if args.unparsed:
        for entry in paths_off_the_map(reference):
            print(f"  site path not a walk through the region map: {entry}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
