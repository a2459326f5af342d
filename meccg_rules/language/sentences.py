"""The one table of sentence forms, and reading a sentence with it.

``FORMS`` is every form of the three sections, in the order they are tried
(each section's module holds its forms with their handlers). ``read`` finds
the form a sentence is written in; when none fits it tells apart three
problems: an unknown name (with the nearest spelling), a concept the engine
does not model yet, and a sentence that is not one of the forms (with the
nearest sample).
"""
from __future__ import annotations

import difflib
import re

from ..engine.core.cards import catalogue
from importlib import import_module

from ..engine.core.registry import REGISTRY
from . import expect_sentences, play_sentences, setup_sentences
from .forms import (COMPANY_KINDS, PLAYER_KINDS, Binding, Form, SentenceError, fold, folded_sentence, loose_pattern,
                    match)
from .lexicon import Lexicon, cards_lexicon, suggest_card_names

SETUP, PLAY, EXPECT = setup_sentences.SETUP, play_sentences.PLAY, expect_sentences.EXPECT
SECTIONS = (SETUP, PLAY, EXPECT)
# the general forms, then each rule family's own (the modules its ``Family.sentences`` names), in its order
FAMILY_FORMS: tuple[Form, ...] = tuple(form for family in REGISTRY.families for name in family.sentences
                                       for form in import_module(f"{__package__}.{name}").FORMS)
FORMS: tuple[Form, ...] = setup_sentences.FORMS + play_sentences.FORMS + expect_sentences.FORMS + FAMILY_FORMS
MAX_LENGTH = 400

# words that name a part of the game the engine does not model yet, and how to say so
NOT_MODELLED = (
    (re.compile(r"\bprisoner|\bhazard host|\brescue", re.I), "prisoners and rescue"),
    (re.compile(r"\bshuffles?\b", re.I), "shuffling (a scenario states the order of a play deck)"),
)


_BY_SECTION: dict[str, list[Form]] = {}
for _form in FORMS:
    _BY_SECTION.setdefault(_form.section, []).append(_form)


# Which form is the first that may match a sentence: the first whose loose pattern fits it (``loose_pattern``).
# Testing every form's pattern costs more than the rest of reading most sentences, so each section's forms are
# indexed by the word a variant puts first (a literal that opens it: "company ...", "both ...") or right after
# a player's name (the player slot is one word: "{player} taps ..."); a form is tried only if one of its variants
# can fit the sentence's first two words, or it has a variant that neither opens (those are always tried).
_FITS = {section: [re.compile(loose_pattern(form)).match for form in forms] for section, forms in _BY_SECTION.items()}
_OPENING = re.compile(r"([^ ]*)(?: ([^ ]*))?")      # a sentence's first word, and its second
_PLAYER_FIRST = re.compile(r"[\w-]+ ")              # what the player slot takes before a literal opening with a space


def _head(tokens: tuple) -> tuple[int, str] | None:
    """Where every sentence a variant fits has a word: (0, w) first, (1, w) second; None if no word is sure.

    A literal word counts when a space follows it inside the literal (a word the sentence must hold whole).
    """
    if isinstance(tokens[0], str):
        position, literal = 0, tokens[0]
    elif tokens[0].kind in PLAYER_KINDS and len(tokens) > 1 and isinstance(tokens[1], str) \
            and tokens[1].startswith(" "):
        position, literal = 1, tokens[1][1:]  # the name is one word: the literal's first word is the second
    else:
        return None
    word, space, _ = literal.partition(" ")
    return (position, word) if space and word else None


def _index(forms: list[Form]) -> tuple[dict[tuple[int, str], set[int]], set[int]]:
    """The forms (by their place in ``forms``) each opening word may begin, and those tried for any sentence."""
    by_word: dict[tuple[int, str], set[int]] = {}
    always: set[int] = set()
    for i, form in enumerate(forms):
        for tokens in form.variants:
            head = _head(tokens)
            if head is None:
                always.add(i)
            else:
                by_word.setdefault(head, set()).add(i)
    return by_word, always


_INDEX = {section: _index(forms) for section, forms in _BY_SECTION.items()}
_TRIED: dict[tuple[str, str | None, str | None], tuple[int, ...]] = {}  # (section, first, second) -> forms in order


def _tried(section: str, folded: str) -> tuple[int, ...]:
    """The forms of ``section`` (their places, in order) that can fit a sentence, by its first two words."""
    by_word, always = _INDEX[section]
    opening = _OPENING.match(folded)
    first = opening.group(1) if (0, opening.group(1)) in by_word else None
    second = opening.group(2) if _PLAYER_FIRST.match(folded) and (1, opening.group(2)) in by_word else None
    key = (section, first, second)
    found = _TRIED.get(key)
    if found is None:
        found = _TRIED[key] = tuple(sorted(always | by_word.get((0, first or ""), set())
                                           | by_word.get((1, second or ""), set())))
    return found


def forms_of(section: str) -> list[Form]:
    return _BY_SECTION.get(section, [])


def _candidates(section: str, folded: str) -> list[Form]:
    """The forms of ``section`` from the first one that may match ``folded`` on (none if none may)."""
    forms, fits = _BY_SECTION[section], _FITS[section]
    for i in _tried(section, folded):
        if forms[i].may_match(folded) and fits[i](folded):
            return forms[i:]
    return []


# sentences already read: (section, text, the example's company names, its players) -> (form, binding).
# Nothing else a reading depends on changes in a process (the card and ability lexicons are built once);
# a sentence that does not read raises and is not kept.
_READ: dict[tuple, tuple[Form, Binding, tuple[str, ...]]] = {}  # and the slots that hold a list
READ_CACHE_SIZE = 8192


def read(section: str, text: str, companies: Lexicon, players: set[str], shown: str = "") -> tuple[Form, Binding]:
    """The form and binding of a sentence of ``section``; a ``SentenceError`` says what is wrong.

    ``shown`` is the sentence as the author wrote it (with its full stop), for messages. The same sentence
    among the same companies and players reads the same way, so a sentence met before is not matched again
    (most steps of a page repeat earlier ones: 'Both players pass.'); the caller gets its own binding.
    """
    key = (section, text, frozenset(companies.names), frozenset(players))
    found = _READ.get(key)
    if found is None:
        form, binding = _read(section, text, companies, players, shown)
        found = form, binding, tuple(k for k, v in binding.values.items() if isinstance(v, list))
        if len(_READ) >= READ_CACHE_SIZE:
            _READ.clear()
        _READ[key] = found
    form, binding, lists = found
    return form, binding.copy(lists)


def _read(section: str, text: str, companies: Lexicon, players: set[str], shown: str) -> tuple[Form, Binding]:
    if len(text) > MAX_LENGTH:
        raise SentenceError(f"this sentence is {len(text)} characters long; a step is one sentence of at most "
                            f"{MAX_LENGTH}", "Split it into several steps.")
    names = cards_lexicon()
    best: tuple[Form, Binding] | None = None
    folded = folded_sentence(text)
    for form in _candidates(section, folded):
        if not form.may_match(folded):
            continue
        binding = match(form, text, names, companies, players, folded)
        if binding is None:
            continue
        if not binding.unknown:
            return form, binding
        if best is None or _unexplained(binding) < _unexplained(best[1]):
            best = form, binding
    concept = next((name for pattern, name in NOT_MODELLED if pattern.search(text)), None)
    if concept and _misspelt_known_sentence(section, text, players):
        raise _unknown_sentence(section, text, shown)
    if concept:
        raise SentenceError(f"the engine does not model {concept} yet",
                            "Skip this example with a reason: <!-- skip: next \"the engine does not model "
                            f"{concept} yet\" --> (see CONTRIBUTING, 'When the engine cannot express your ruling').")
    if best is not None:
        kind, name = best[1].unknown[0]
        known, rest = _known_then_words(name) if kind not in COMPANY_KINDS else _company_then_words(name, companies)
        if known:  # "Healing Herbs to heal Legolas": a card and words no sentence has, not a misspelt card
            what = "a company" if kind in COMPANY_KINDS else "a card"
            raise _unknown_sentence(section, text, shown, f" ({known!r} is {what}, but no {section} sentence goes "
                                                          f"on with {rest!r})")
        raise _unknown_name(*best, companies)
    elsewhere = [s for s in SECTIONS if s != section and _fits(s, text, companies, players)]
    if elsewhere:
        raise SentenceError(f"this sentence belongs under {' or '.join(elsewhere)}, but it stands under {section}",
                            f"Move it under {' or '.join(elsewhere)}.")
    raise _unknown_sentence(section, text, shown)


def _misspelt_known_sentence(section: str, text: str, players: set[str]) -> bool:
    """Whether ``text`` is a known sentence misspelt rather than a part of the game not modelled: a form whose sample
    names the same part (a shuffle of the discard pile is modelled, of the play deck is not) is spelt almost as
    ``text`` is, once the players are the sample's ("Bob shuffles his discard pil." and "Alice shuffles her discard
    pile."). Such a sentence is answered with the nearest known sentences, not with "not modelled"."""
    ours = re.sub(r"\b(?:his|their)\b", "her", re.sub("|".join(map(re.escape, sorted(players, key=len, reverse=True)))
                                                    or r"(?!)", "Alice", text)).lower().rstrip(".")
    return any(difflib.SequenceMatcher(None, ours, form.sample.lower().rstrip(".")).ratio() >= 0.9
               for form in forms_of(section) for pattern, _ in NOT_MODELLED if pattern.search(form.sample))


def _unexplained(binding: Binding) -> tuple[int, int]:
    """How much of the sentence a form leaves unread: its unknown names, then their length. Of two forms with one
    unknown name each, the one that reads more words as its own is the author's ("Bob starts at Minas Morgl, and at
    Dol Guldur with Shagrat": the site 'Minas Morgl', not 'Minas Morgl, and at Dol Guldur with Shagrat')."""
    return len(binding.unknown), sum(len(name) for _, name in binding.unknown)


def _unknown_sentence(section: str, text: str, shown: str, why: str = "") -> SentenceError:
    def advice() -> tuple[str, None]:
        near = nearest_forms(section, text)
        return ("The nearest known sentences are: " + "; ".join(f"'{sample}'" for sample in near)
                + " (the Writing examples page lists every form).", None)
    return SentenceError(f"unknown {section} sentence: {shown or text!r}{why}", later=advice)


def _fits(section: str, text: str, companies: Lexicon, players: set[str]) -> bool:
    names = cards_lexicon()
    folded = folded_sentence(text)
    return any(f.may_match(folded) and (b := match(f, text, names, companies, players, folded)) is not None
               and not b.unknown for f in _candidates(section, folded))


def _unknown_name(form: Form, binding: Binding, companies: Lexicon) -> SentenceError:
    kind, name = binding.unknown[0]
    if kind in COMPANY_KINDS:
        close = difflib.get_close_matches(name.lower(), sorted(companies.names), n=1, cutoff=0.5)
        return SentenceError(f"unknown company {name!r}",
                             f"Did you mean {companies.spelled[close[0]]!r}?" if close else
                             "Companies are named in the Setup ('Company NAME stays at SITE: ...').",
                             companies.spelled[close[0]] if close else None)

    def advice() -> tuple[str, str | None]:  # among every card name: found only when the message is read
        close = suggest_card_names(name)
        hint = f"Did you mean {close[0]!r}?" if close else "No card name is close to it."
        return f"{hint} ({catalogue_hint()})", close[0] if close else None
    word = kind if kind in ("character", "site") else "card"
    return SentenceError(f"unknown {word} {name!r}", later=advice)


def catalogue_hint() -> str:
    """What an author who named an unknown card needs to know: how many cards the engine has, and how to add one."""
    return (f"The engine knows the {len(catalogue()):,} cards of the reference data, by their printed English "
            "names; 'Adding a card' in docs/development/engine.md says how to add one or give it behaviour.")


def _known_then_words(name: str) -> tuple[str | None, str]:
    """A known card name followed by lower-case words (``Healing Herbs to heal Legolas``, ``Moria, its site path
    to be declared latr``): the card and the rest."""
    words = name.split()
    for cut in range(len(words) - 1, 0, -1):
        if words[cut][:1].islower() and (card := catalogue().find(" ".join(words[:cut]).rstrip(","))) is not None:
            return card.name, " ".join(words[cut:])
    return None, ""


def _company_then_words(name: str, companies: Lexicon) -> tuple[str | None, str]:
    """A known company followed by words after a comma (``Fellowship, its site path by starter movment``, a
    misspelt ending of an optional part): the company and the rest."""
    head, comma, rest = name.partition(",")
    key = fold(head.strip())
    return (companies.spelled[key], rest.strip()) if comma and key in companies.names else (None, "")


def nearest_forms(section: str, text: str, count: int = 3) -> list[str]:
    """The samples of the ``count`` forms of ``section`` nearest to ``text``: most words in common first (a word is
    known by its first four letters, so "heal" meets "healing"), then the closest spelling."""
    def words(sentence: str) -> set[str]:
        return {word[:4] for word in re.findall(r"[a-z0-9]+", sentence.lower())}
    wanted = words(text)

    def closeness(sample: str) -> tuple[float, float]:
        have = words(sample)
        return len(wanted & have) / len(wanted | have), difflib.SequenceMatcher(None, text, sample).ratio()
    return sorted((f.sample for f in forms_of(section)), key=closeness, reverse=True)[:count]
