"""Reading card text for facts: plain text, sentences, symbols, names and what is left over.

Nothing read here is kept as text. The parsers take names, numbers and symbols out
of a sentence; what remains after that (``residue``) tells whether the sentence
held more than the facts taken from it, in which case the card's field is marked
partial.
"""
from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable

REGION_TYPES = {"w": "wilderness", "s": "shadow-land", "d": "dark-domain", "c": "coastal sea",
                "f": "free-domain", "b": "border-land"}
SITE_TYPES = {"H": "Haven", "F": "Free-hold", "B": "Border-hold", "R": "Ruins & Lairs",
              "S": "Shadow-hold", "D": "Dark-hold", "DH": "Darkhaven"}
SYMBOL = re.compile(r"\{(\w+)\}")
# the plural race words of card text, and the race names characters carry
RACE_OF_PLURAL = {"Wizards": "Wizard", "Men": "Man", "Dúnedain": "Dúnadan", "Elves": "Elf",
                  "Dwarves": "Dwarf", "Hobbits": "Hobbit", "Orcs": "Orc", "Trolls": "Troll",
                  "Ringwraiths": "Ringwraith", "Fallen-wizards": "Fallen-wizard", "Balrogs": "Balrog"}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10}


def plain(markup: str) -> str:
    """Card text without markup: paragraphs and line breaks become sentence ends, quotes are straight."""
    text = re.sub(r"</p>|<br\s*/?>", " \n ", markup or "")
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"').replace("\xa0", " ")
    text = text.replace("—", " - ").replace("–", " - ")
    text = "\n".join(re.sub(r"[ \t]+", " ", line).strip() for line in text.split("\n") if line.strip())
    text = re.sub(r"(?<![.:!?)])\n(?=[a-z(])", " ", text)  # a paragraph break inside a sentence
    # a line break after a word that cannot end a sentence ("Any Undead creature or" / "Pûkel-creature ...")
    return re.sub(r"(?:(?<= or)|(?<= and)|(?<=\(except)|(?<= with)|(?<= the)|(?<= -))\n(?=[A-Z\d])", " ", text)


def sentences(text: str) -> list[str]:
    """The sentences of plain card text (lines, then full stops before a capital letter)."""
    found = []
    for line in text.split("\n"):
        for part in re.split(r"(?<!\bi\. e)(?<!\bMt)\.\s*(?=[A-Z\"\[])|(?<!\bi\. e)\.\s+(?=[+-]?\s?\d)", line):
            part = part.strip().rstrip(".").strip()
            if part:
                found.append(part)
    return found


def fold(text: str) -> str:
    """Lower case without diacritics, one character for one character (so offsets stay valid)."""
    out = []
    for char in text:
        base = unicodedata.normalize("NFKD", char)[0]
        out.append((base if base.isascii() else char).lower()[:1] or char)
    return "".join(out).replace("’", "'").replace("-", " ")


def number(word: str) -> int | None:
    """A number written as digits or as a word ("Three")."""
    word = word.strip().lower()
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


class Lexicon:
    """Known names (sites, regions, factions...) found in text whatever the case, diacritics or apostrophe."""

    def __init__(self, names: Iterable[str]):
        self.canonical: dict[str, str] = {}
        for name in names:
            self.canonical.setdefault(fold(name.replace("’", "'")), name)
        alternatives = sorted(self.canonical, key=len, reverse=True)
        self.pattern = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, alternatives)) + r")(?![\w-])")

    def __contains__(self, name: str) -> bool:
        return fold(name.replace("’", "'")) in self.canonical

    def get(self, name: str) -> str | None:
        """The canonical spelling of a name, or None."""
        return self.canonical.get(fold(name.replace("’", "'")))

    def find(self, text: str) -> list[str]:
        """The known names in the text, in order, each once."""
        found: list[str] = []
        for match in self.pattern.finditer(fold(text)):
            name = self.canonical[match.group(0)]
            if name not in found:
                found.append(name)
        return found

    def remove(self, text: str) -> str:
        """The text with every known name cut out."""
        folded = fold(text)
        kept, last = [], 0
        for match in self.pattern.finditer(folded):
            kept.append(text[last:match.start()])
            last = match.end()
        kept.append(text[last:])
        return " ".join(kept)


def symbols(text: str) -> list[str]:
    """The symbols ({w}, {R}, {DH}...) in text, in order."""
    return SYMBOL.findall(text)


def region_type_counts(text: str) -> dict[str, int]:
    """How many of each region-type symbol a text holds: {"wilderness": 2, ...}."""
    counts: dict[str, int] = {}
    for symbol in symbols(text):
        if symbol in REGION_TYPES:
            counts[REGION_TYPES[symbol]] = counts.get(REGION_TYPES[symbol], 0) + 1
    return counts


def site_types(text: str) -> list[str]:
    """The site types named by symbols in text, in order, each once."""
    found: list[str] = []
    for symbol in symbols(text):
        if symbol in SITE_TYPES and SITE_TYPES[symbol] not in found:
            found.append(SITE_TYPES[symbol])
    return found


def unknown_symbols(text: str) -> set[str]:
    """Symbols that are neither a region type nor a site type."""
    return {s for s in symbols(text) if s not in REGION_TYPES and s not in SITE_TYPES}


def race_name(word: str) -> str:
    """The race name characters carry for a (possibly plural) race word: "Dúnedain" -> "Dúnadan"."""
    return RACE_OF_PLURAL.get(word, word)


def residue(text: str, filler: Iterable[str], *lexicons: Lexicon) -> list[str]:
    """The words of text that are not names, symbols, numbers or filler: what a parse did not explain."""
    for lexicon in lexicons:
        text = lexicon.remove(text)
    text = SYMBOL.sub(" ", text)
    for phrase in sorted(filler, key=len, reverse=True):
        text = re.sub(r"(?<![\w-])" + re.escape(phrase) + r"(?![\w-])", " ", text, flags=re.IGNORECASE)
    return [w for w in re.findall(r"[^\W\d_][\w'&-]*", text) if w]
