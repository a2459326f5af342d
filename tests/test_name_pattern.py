"""The tree-shaped name pattern finds exactly what an alternation of the names sorted longest first finds."""
import re

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.pages.name_pattern import alternation


def _plain(names, flags=0):
    ordered = sorted(names, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:%s)(?:e?s)?(?![\w-])" % "|".join(map(re.escape, ordered)), flags)


def _tree(names, flags=0, fold=False):
    return re.compile(r"(?<![\w-])(?:%s)(?:e?s)?(?![\w-])" % alternation(names, fold=fold), flags)


def _found(pattern, text):
    return [(m.start(), m.group(0)) for m in pattern.finditer(text)]


def test_every_card_name_and_its_near_misses_match_as_an_alternation_does():
    names = catalogue().names()
    text = " ".join(names + [n + "x" for n in names] + [n[:-1] for n in names] + ["-".join(names[:50])]
                    + [f"{a} {b}" for a, b in zip(names, names[1:])])
    assert _found(_tree(names), text) == _found(_plain(names), text)


def test_folded_names_match_in_any_case_the_longest_first():
    names = ["hazard", "hazard limit", "Hazard Player", "site", "site phase"]
    text = "The HAZARD LIMITS, a hazard player, site phases, sites, Site Phase, hazard-limit"
    flags = re.IGNORECASE
    assert _found(_tree(names, flags, fold=True), text) == _found(_plain(names, flags), text)
    assert [m for _, m in _found(_tree(names, flags, fold=True), text)][:2] == ["HAZARD LIMITS", "hazard player"]


def test_no_names_match_nothing():
    assert re.compile(alternation([])).search("anything") is None
    assert re.compile(alternation([""])).search("anything") is None
