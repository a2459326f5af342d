"""A sentence form: a pattern with typed slots, matched against a sentence with the lexicon.

``"{player} taps {character} to play {card}"`` has three slots. Literal words
match case-insensitively; a name slot (``card``, ``character``, ``site``,
``company``, ``target``, ...) tries every known name at its position, longest
first, and also the text up to the next literal as an *unknown* name, so a
misspelt name still finds its form and gets a "did you mean" answer. A list
slot (``cards``, ``characters``, ``regions``) is names joined by "," and "and".
Among the ways a sentence matches, the one with the fewest unknown names wins.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from ..engine.core.cards import FOLDED
from .lexicon import Lexicon, abilities_lexicon

SLOT = re.compile(r"\{(\w+)(?::(\w+))?\}")
NAME_KINDS = {"card", "character", "site", "target", "attack", "checker", "holder", "name"}
LIST_KINDS = {"cards", "characters", "regions"}
FREE_KINDS = {"text", "purpose", "reason", "mode", "block", "phase", "role", "ruleset", "newcompany", "rest",
              "keying", "attack_name", "rule"}
ABILITY_KINDS = {"ability"}
NUMBER_KINDS = {"number"}
PLAYER_KINDS = {"player"}
COMPANY_KINDS = {"company"}
SEPARATOR = re.compile(r",\s+and\s+|,\s*|\s+and\s+")


class Advised(Exception):
    """An error with advice for the author: a hint and the nearest correct spelling, if any.

    The advice may be given ``later``: a function returning ``(hint, suggestion)``, called the first time
    either is read. Looking for the nearest spelling among thousands of card names or every sentence form
    takes a while, and most such errors are never shown (an example skipped on purpose still runs, and
    fails, in every run).
    """

    def _advise(self, hint: str, suggestion: str | None, later: Callable[[], tuple[str, str | None]] | None):
        self._hint, self._suggestion, self._later = hint, suggestion, later

    def _settle(self) -> None:
        if self._later is not None:
            later, self._later = self._later, None
            self._hint, self._suggestion = later()

    @property
    def hint(self) -> str:
        self._settle()
        return self._hint

    @property
    def suggestion(self) -> str | None:
        self._settle()
        return self._suggestion


class SentenceError(Advised):
    """A problem a sentence's handler found; the runner reports it at the sentence's line."""

    def __init__(self, message: str, hint: str = "", suggestion: str | None = None,
                 later: Callable[[], tuple[str, str | None]] | None = None):
        self.message = message
        self._advise(hint, suggestion, later)
        super().__init__(message)


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Case- and accent-insensitive, one character for each character (spaces kept as they are)."""
    return text.translate(FOLDED)


@dataclass(frozen=True)
class Slot:
    name: str      # the binding's name ("card", or "target" in "{target:card}")
    kind: str      # what it holds

    @property
    def is_list(self) -> bool:
        return self.kind in LIST_KINDS


@dataclass(frozen=True)
class Form:
    """One sentence form: everything about it is here (pattern, sample, meaning, handler)."""

    section: str
    key: str
    pattern: str
    sample: str
    meaning: str
    handler: Callable
    variants: tuple = field(default=(), compare=False)
    quick: tuple = field(default=(), compare=False)
    literals: tuple = field(default=(), compare=False)
    keys: tuple = field(default=(), compare=False)  # each variant's longest literal: a sentence lacking all skips the form

    def __post_init__(self):
        variants = tuple(_tokens(p) for p in _expand(self.pattern))
        object.__setattr__(self, "variants", variants)
        object.__setattr__(self, "quick", tuple(_regex(v) for v in variants))
        object.__setattr__(self, "literals", tuple(tuple(tok.strip() for tok in v if isinstance(tok, str) and tok.strip())
                                                   for v in variants))
        object.__setattr__(self, "keys", tuple(max(lits, key=len, default="") for lits in self.literals))

    def may_match(self, folded: str) -> bool:
        """A quick test on the folded sentence: some variant's longest literal occurs in it."""
        for key in self.keys:
            if key in folded:
                return True
        return False

    @property
    def slots(self) -> list[Slot]:
        return [t for t in self.variants[0] if isinstance(t, Slot)]


def _expand(pattern: str) -> list[str]:
    """Every pattern an optional part "[...]" allows, the longest first."""
    m = re.search(r"\[([^\]]*)\]", pattern)
    if not m:
        return [pattern]
    with_it = pattern[:m.start()] + m.group(1) + pattern[m.end():]
    without = pattern[:m.start()] + pattern[m.end():]
    return _expand(with_it) + _expand(without)


def _tokens(pattern: str) -> tuple:
    """Literals (already folded) and slots."""
    tokens: list = []
    last = 0
    for m in SLOT.finditer(pattern):
        if m.start() > last:
            tokens.append(fold(pattern[last:m.start()]))
        tokens.append(Slot(m.group(1), m.group(2) or m.group(1)))
        last = m.end()
    if last < len(pattern):
        tokens.append(fold(pattern[last:]))
    return tuple(tokens)


def _pattern(tokens: tuple, named: bool) -> str:
    """The variant as regular-expression text: literals escaped, each slot as its kind allows.

    Named, the slots are groups and a name or free slot takes some text; loose, there are no groups and such a
    slot takes any text, even none.
    """
    parts = []
    for token in tokens:
        if isinstance(token, str):
            parts.append(re.escape(token))
            continue
        if token.kind in NUMBER_KINDS:
            body = r"-?\d+"
        elif token.kind in PLAYER_KINDS:
            body = r"[\w-]+"
        else:
            body = ".+?" if named else ".*?"
        parts.append(f"(?P<{token.name}>{body})" if named else body)
    return "".join(parts) + r"\Z"


def _regex(tokens: tuple) -> re.Pattern:
    """The variant as one regular expression over the folded sentence: the quick way to split it."""
    return re.compile(_pattern(tokens, named=True))


def loose_pattern(form: Form) -> str:
    """A regular expression (no groups) that every sentence the form can match fits, known names or not.

    Name and free slots take any text, even none; so a sentence that fits no form's loose pattern matches
    no form at all, and the first form whose loose pattern fits is the first that may match.
    """
    return "|".join(f"(?:{_pattern(tokens, named=False)})" for tokens in form.variants)


def _quick(tokens: tuple, pattern: re.Pattern, text: str, folded: str, names: Lexicon,
           companies: Lexicon) -> Binding | None:
    """The split the regular expression finds, if every name in it is known (else the full search decides)."""
    m = pattern.match(folded)
    if m is None:
        return None
    binding = Binding()
    for token in tokens:
        if isinstance(token, str):
            continue
        start, end = m.span(token.name)
        value = text[start:end]
        kind = token.kind
        if kind in PLAYER_KINDS and not value[:1].isupper():
            return None
        if token.is_list:
            items, unknown = _split(value, names)
            if unknown or not items:
                return None
            binding.values[token.name] = items
        elif kind in FREE_KINDS or kind in NUMBER_KINDS or kind in PLAYER_KINDS:
            binding.values[token.name] = value.strip()
        elif kind in ABILITY_KINDS:
            if not abilities_lexicon().knows(value):
                return None
            binding.values[token.name] = value
        else:
            known = companies.knows(value) if kind in COMPANY_KINDS else (
                names.knows(value) or (kind in ("target", "holder", "name") and companies.knows(value))
                or (kind == "attack" and fold(value) == "the automatic-attacks"))
            if not known:
                return None
            binding.values[token.name] = value
        binding.spans.append((start, end, kind, binding.values[token.name]))
    return binding


def _may_fit(literals: tuple, folded: str) -> bool:
    """A quick test: every literal of the pattern occurs in the sentence, in order."""
    pos = 0
    for literal in literals:
        pos = folded.find(literal, pos)
        if pos < 0:
            return False
    return True


@dataclass
class Binding:
    """A way a sentence matched a form: each slot's text (or list of texts) and where it stands."""

    values: dict = field(default_factory=dict)
    spans: list = field(default_factory=list)   # (start, end, slot kind, text) in sentence order
    unknown: list = field(default_factory=list)  # (slot kind, text) of names the lexicon does not know

    def __getitem__(self, key: str):
        return self.values.get(key)

    def get(self, key: str, default=None):
        return self.values.get(key, default)

    def copy(self, lists: tuple[str, ...]) -> "Binding":
        """A binding of its own: adding to it, or to one of its ``lists`` (the slots holding a list), leaves this
        one as it is."""
        values = dict(self.values)
        for key in lists:
            values[key] = list(values[key])
        return Binding(values, list(self.spans), list(self.unknown))


def folded_sentence(text: str) -> str:
    """The sentence folded for matching literals, one character for each character."""
    folded = fold(text)
    return folded if len(folded) == len(text) else text.lower()


def match(form: Form, text: str, names: Lexicon, companies: Lexicon, players: set[str],
          folded: str | None = None) -> Binding | None:
    """The best way ``text`` matches ``form`` (fewest unknown names), or None."""
    if folded is None:
        folded = folded_sentence(text)
    best: Binding | None = None
    fitting = [(tokens, pattern) for tokens, pattern, literals in zip(form.variants, form.quick, form.literals)
               if _may_fit(literals, folded)]
    for tokens, pattern in fitting:
        quick = _quick(tokens, pattern, text, folded, names, companies)
        if quick is not None:
            return quick
    for tokens, _pattern in fitting:
        for binding in _walk(tokens, 0, text, folded, 0, Binding(), names, companies, players):
            if best is None or len(binding.unknown) < len(best.unknown):
                best = binding
                if not best.unknown:
                    return best
    return best


def _walk(tokens, i, text, folded, pos, binding, names, companies, players):
    if i == len(tokens):
        if pos == len(text):
            yield binding
        return
    token = tokens[i]
    if isinstance(token, str):
        lit = token
        if folded.startswith(lit, pos):
            yield from _walk(tokens, i + 1, text, folded, pos + len(lit), binding, names, companies, players)
        return
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    for end, value, unknown in _slot_ends(token, text, folded, pos, following, names, companies, players):
        bound = Binding(dict(binding.values), list(binding.spans), list(binding.unknown))
        bound.values[token.name] = value
        bound.spans.append((pos, end, token.kind, value))
        bound.unknown += [(token.kind, u) for u in unknown]
        yield from _walk(tokens, i + 1, text, folded, end, bound, names, companies, players)


def _free_ends(text: str, folded: str, pos: int, following) -> list[int]:
    """Ends for a free stretch of text: just before each place the next literal matches."""
    if following is None:
        return [len(text)] if len(text) > pos else []
    if not isinstance(following, str):
        return [pos + m.start() for m in re.finditer(" ", text[pos:])]
    lit = following
    ends, start = [], pos + 1
    while True:
        found = folded.find(lit, start)
        if found < 0:
            return ends
        ends.append(found)
        start = found + 1


def _slot_ends(slot: Slot, text, folded, pos, following, names, companies, players):
    """(end, value, unknown names) for each way the slot can end; known names first, longest first."""
    kind = slot.kind
    if kind in NUMBER_KINDS:
        m = re.match(r"-?\d+", text[pos:])
        if m:
            yield pos + m.end(), text[pos:pos + m.end()], []
        return
    if kind in PLAYER_KINDS:
        m = re.match(r"[A-Z][\w-]*", text[pos:])
        if m:
            yield pos + m.end(), m.group(0), []
        return
    if kind in FREE_KINDS:
        for end in _free_ends(text, folded, pos, following):
            yield end, text[pos:end].strip(), []
        return
    if slot.is_list:
        yield from _list_ends(slot, text, folded, pos, following, names)
        return
    lexicon = companies if kind in COMPANY_KINDS else abilities_lexicon() if kind in ABILITY_KINDS else names
    known = lexicon.reference_ends(text, folded, pos)
    if kind in ("target", "holder", "name"):
        known = sorted(set(known) | set(companies.ends(folded, pos)), reverse=True)
    if kind == "attack" and folded.startswith("the automatic-attacks", pos):
        known = [pos + len("the automatic-attacks")] + known
    fits = set(_free_ends(text, folded, pos, following))
    for end in known:
        if end in fits:
            yield end, text[pos:end], []
    for end in sorted(fits, reverse=True):
        if end not in known:
            value = text[pos:end].strip()
            if value:
                yield end, value, [value]


def _list_ends(slot, text, folded, pos, following, names):
    fits = set(_free_ends(text, folded, pos, following))
    for end in sorted(fits, reverse=True):
        items, unknown = _split(text[pos:end], names)
        if items:
            yield end, items, unknown


def _split(text: str, names: Lexicon) -> tuple[list[str], list[str]]:
    """'A, B and C' into names, preferring known names (which may contain "and" or ",")."""
    folded = fold(text)
    if len(folded) != len(text):
        folded = text.lower()
    items, unknown, pos = [], [], 0
    while pos < len(text):
        ends = names.reference_ends(text, folded, pos)
        end = next((e for e in ends if e == len(text) or SEPARATOR.match(text, e)), None)
        if end is None:
            sep = SEPARATOR.search(text, pos)
            end = sep.start() if sep else len(text)
            unknown.append(text[pos:end].strip())
        items.append(text[pos:end].strip())
        sep = SEPARATOR.match(text, end)
        pos = sep.end() if sep else len(text)
        if sep and pos == len(text):
            return [], []
    return [i for i in items if i], unknown
