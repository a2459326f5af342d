"""One regular expression that finds any of many names (card names, glossary terms), the longest first.

A plain alternation of thousands of names (``Aragorn II|Legolas|...``) makes
the regular expression engine try every name at every position of the text;
the same names as a tree of shared beginnings (``(?:Ar(?:agorn II|wen)|...)``)
try only the names that begin as the text does. Where two names match at one
place, the longer wins, as in an alternation sorted longest first: each branch
tries to go on before it stops, and backtracks to a shorter name when what
follows the longer one does not fit (the caller's ``(?![\\w-])``).

>>> import re
>>> pattern = re.compile(r"(?<!\\w)(?:%s)(?!\\w)" % alternation(["Bree", "Bree Gate", "Brego"]))
>>> [m.group(0) for m in pattern.finditer("Bree Gates, Bree Gate and Brego at Bree")]
['Bree', 'Bree Gate', 'Brego', 'Bree']
"""
from __future__ import annotations

import re


def alternation(names: list[str], *, fold: bool = False) -> str:
    """A regular expression (without anchors) matching any of ``names``, the longest where several match.

    ``fold``: the names are compared in lower case (for a pattern compiled with ``re.IGNORECASE``).
    """
    tree: dict = {}
    for name in filter(None, names):
        node = tree
        for char in name.lower() if fold else name:
            node = node.setdefault(char, {})
        node[""] = {}
    return _branches(tree) or r"(?!x)x"


def _branches(node: dict) -> str:
    """The names below ``node``: each longer one first, then stopping here if a name ends here."""
    goes_on = [re.escape(char) + _branches(child) for char, child in sorted(node.items()) if char]
    if not goes_on:
        return ""
    body = goes_on[0] if len(goes_on) == 1 else "(?:" + "|".join(goes_on) + ")"
    return f"(?:{body})?" if "" in node else body
