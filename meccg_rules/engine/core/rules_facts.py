"""The names the CoE rules and CRF 22's rulings themselves give (``data/rules/facts.toml``): sites, regions and
cards a rule lists.

A rule family reads them by their table's name (``facts("avatar_sites")``); no engine module writes a card's,
a site's or a region's name. Every name is checked against the reference data when the file is first read: a
misspelt one is a ``DataError`` naming the file, the line and the nearest known name.

>>> facts("avatar_sites")["Wizard"]
['Rivendell']
"""
from __future__ import annotations

import tomllib
from functools import cache
from typing import Any

from .cards import DATA, catalogue, fold, regions
from .errors import DataError, nearest

PATH = DATA / "rules" / "facts.toml"


@cache
def _table() -> dict[str, Any]:
    text = PATH.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DataError(str(PATH), getattr(error, "lineno", 1) or 1, f"not valid TOML: {error}") from None
    known = {fold(name): name for name in catalogue().names()} | {fold(name): name for name in regions()}
    for number, line in enumerate(text.splitlines(), start=1):
        for name in _names(line):
            if fold(name) not in known:
                close = nearest(name, list(known.values()))
                raise DataError(str(PATH), number, f"no card, site or region is called {name!r}"
                                + (f"; did you mean {close[0]!r}?" if close else ""))
    return data


def _names(line: str) -> list[str]:
    """The quoted names of one line (its comment aside): every value of the file is a name."""
    code = line.split("#", 1)[0]
    return [part for index, part in enumerate(code.split('"')) if index % 2]


def facts(table: str) -> Any:
    """One table of the file; an unknown table is a ``KeyError`` naming the tables there are."""
    data = _table()
    if table not in data:
        raise KeyError(f"no table {table!r} in {PATH.name}; the tables are: {', '.join(data)}")
    return data[table]
