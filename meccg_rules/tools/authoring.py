"""What ``check`` asks of a ruling page beyond its front matter: the author's own words and enough examples.

- no instruction of the template is left (``scaffold.PLACEHOLDERS``), nor one of its examples;
- a page under ``docs/rulings/`` states its ruling in a paragraph starting
  with **Ruling.** (the site shows it first);
- at least two examples (one where the ruling applies, one where it does
  not), unless the whole page is skipped with a reason;
- a skipped example is still read: an unknown card, character, site or
  company in it, or a block that is not a block, is a finding. A sentence the
  language does not have yet, or a part of the game the engine does not
  model, is what the skip is for, so it is not (the skip's reason says so).
  (``check`` also runs it: one that passes is a finding of its own.)
"""
from __future__ import annotations

import difflib
import re

from ..engine.core.cards import catalogue
from ..language.scenario import ScenarioError, parse_block
from ..pages.front_matter import Finding
from ..pages.statement import has_lead
from .scaffold import PLACEHOLDERS, TEMPLATE

MIN_EXAMPLES = 2
MAX_SET_ASIDE = 20  # unknown names read past in one skipped example; then the first ones are enough to fix
UNKNOWN_NAME = re.compile(r"\bunknown (?:card|character|site|company) (['\"])(.*)\1")
PLAYER = re.compile(r"^\s*(\w+) is the (?:resource|hazard) player", re.MULTILINE)
CONNECTORS = {"of", "the", "and", "to", "in", "on", "a", "an", "from", "with", "at", "by", "for", "under"}
PRONOUNS = {"it", "him", "her", "them", "this", "that"}   # "to cancel it": a word for what came before, never a name
NOT_YET_SAID = re.compile(r"^(?:unknown (?:Setup|Play|Expect) sentence|this sentence belongs under|the engine does not "
                          r"model|after '(?:can|cannot)' write)")


def _example_lines(source: str) -> tuple[str, ...]:
    """An example's lines without indentation and without the template's placeholder lines."""
    return tuple(line.strip() for line in source.strip().splitlines()
                 if not any(placeholder in line for placeholder in PLACEHOLDERS))


# the template's own examples, as their lines read: left on a page, they prove nothing about it
TEMPLATE_EXAMPLES = {_example_lines(block) for block in re.findall(r"```scenario\n(.*?)```", TEMPLATE, re.DOTALL)}


def authoring_findings(text: str, shown: str, body: str, body_line: int, *, in_rulings: bool, page_skip: bool,
                       scenarios: list) -> list[Finding]:
    """The findings about the author's text; ``scenarios`` are the page's scenario regions (Sybil)."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for placeholder in PLACEHOLDERS:
            if placeholder in line:
                found.append(Finding(shown, number, f"the template's text is still here ('{placeholder}'): replace "
                                                    "it with your own words, or your own example"))
    for scenario in scenarios:
        if _example_lines(scenario.parsed.source) in TEMPLATE_EXAMPLES:
            found.append(Finding(shown, scenario.parsed.fence_line, "this is the template's example, unchanged: "
                                 "replace it with an example of your ruling"))
    if in_rulings and not has_lead(body):
        found.append(Finding(shown, body_line, "state the ruling in a paragraph that starts with **Ruling.** "
                                               "(the site shows it first, under the title)"))
    if not page_skip and len(scenarios) < MIN_EXAMPLES:
        found.append(Finding(shown, scenarios[-1].parsed.fence_line if scenarios else body_line,
                             f"a ruling needs at least {MIN_EXAMPLES} examples, one where it applies and one where "
                             f"it does not (with the reason); this page has {len(scenarios)}"))
    return found


def skipped_example_findings(example, shown: str) -> list[Finding]:
    """Unknown names and broken structure in a skipped example, read past the sentences the language lacks.

    Each unknown name is set aside and the block read again, at most ``MAX_SET_ASIDE`` times, so that a
    long block full of names costs a bounded number of readings.
    """
    parsed = example.parsed
    if parsed.error is None:
        return []
    lines = parsed.source.splitlines()
    found, set_aside = [], 0
    for _ in range(min(len(lines), MAX_SET_ASIDE) + 1):
        try:
            parse_block("\n".join(lines), parsed.path, parsed.fence_line, None, parsed.shared)
            break
        except ScenarioError as error:
            unknown = UNKNOWN_NAME.search(error.message)
            if unknown and _misspelt(unknown.group(2), error.suggestion, set(PLAYER.findall("\n".join(lines)))):
                found.append(Finding(shown, error.line, f"in a skipped example: {error.message}", error.suggestion))
            elif not unknown and not NOT_YET_SAID.match(error.message):
                if not (set_aside and error.message.endswith("section is empty")):
                    found.append(Finding(shown, error.line, f"in a skipped example: {error.message}"))
                break
            index = error.line - parsed.fence_line - 1
            if not 0 <= index < len(lines):
                break
            lines[index] = "  # " + lines[index].strip()  # read on past it: a comment line
            set_aside += 1
    return found


def _misspelt(name: str, suggestion: str | None, players: set[str]) -> bool:
    """Whether an unknown name in a sentence the language may not have is a misspelt name, not the rest of a
    sentence: close to a known name, or written like a name (capitalised words) that is no player's."""
    if name.casefold() in PRONOUNS:
        return False
    if suggestion:
        lead = name[: len(name) - len(suggestion)]
        if name.casefold().endswith(" " + suggestion.casefold()) and lead.strip() and lead == lead.lower():
            return False  # words before a known name ("take Wizard's Fire"): a sentence the language lacks
    if suggestion and difflib.SequenceMatcher(None, name.casefold(), suggestion.casefold()).ratio() >= 0.8:
        return True
    pieces = re.split(r"\s+(?:%s)\s+" % "|".join(sorted(CONNECTORS)), name)
    if len(pieces) > 1 and any(catalogue().find(piece) for piece in pieces):
        return False  # known names joined by words ("Marvels Told on Icy Touch"): a sentence the language lacks
    words = name.split()
    return bool(words) and name not in players and words[0][:1].isupper() and all(
        word[:1].isupper() or word[:1].isdigit() or word.casefold() in CONNECTORS for word in words)
