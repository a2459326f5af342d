"""Printed numbers with an alternative in parentheses ("3(5)"), and what the card text says the alternative is for."""
from __future__ import annotations

import re

from .text import Lexicon, race_name

ALTERNATIVE = re.compile(r"^[+-]?\d+\s*\(([+-]?\d+)\)$")


def printed_number(value) -> tuple[int | None, str | None]:
    """A printed number: (the number, None) when plain; (its leading number or None, the printed form) otherwise."""
    text = str(value).strip()
    if re.fullmatch(r"[+-]?\d+", text):
        return int(text), None
    if text in ("", "-"):
        return None, None
    leading = re.match(r"[+-]?\d+", text)
    return (int(leading.group(0)) if leading else None), text


def alternatives(facts: dict, body: str, sites: Lexicon) -> set[str]:
    """Read what the alternative printed values of a card stand for; return the keys so explained.

    Adds ``<key>_for`` ({race: value}) for values that apply to a bearer of a race,
    ``marshalling_points_stored`` ({where: points}) and ``<key>_restored``.
    """
    alternative = {key[:-len("_printed")]: int(m.group(1)) for key, value in facts.items()
                   if key.endswith("_printed") and (m := ALTERNATIVE.match(str(value)))}
    explained: set[str] = set()
    bearer = re.search(r"Values in parentheses(?: and brackets)? apply to an? ([\w-]+) bearer", body)
    if bearer:
        for key, value in alternative.items():
            facts[f"{key}_for"] = {race_name(bearer.group(1)): value}
            explained.add(key)
    held = re.search(r"If held by an? ([\w-]+),(?: [\w ]+? gives)? (\d+) marshalling points and (\d+) corruption points",
                     body)
    if held:
        race = race_name(held.group(1))
        for key, value in (("marshalling_points", int(held.group(2))), ("corruption_points", int(held.group(3)))):
            if alternative.get(key) == value:
                facts[f"{key}_for"] = {race: value}
                explained.add(key)
    restored = re.search(r"Once restored, .*? gives (\d+) marshalling points(?:,| and) (\d+) corruption points", body)
    if restored:
        for key, value in (("marshalling_points", int(restored.group(1))), ("corruption_points", int(restored.group(2)))):
            if alternative.get(key) == value:
                facts[f"{key}_restored"] = value
                explained.add(key)
    for where, points in _stored(body, sites):
        if alternative.get("marshalling_points") == points:
            facts.setdefault("marshalling_points_stored", {})[where] = points
            explained.add("marshalling_points")
    return explained


def _stored(body: str, sites: Lexicon) -> list[tuple[str, int]]:
    found = []
    for points, place in re.findall(r"(\d+) marshalling (?:points?|pts\.) if stored (?:at|in) (?:an? )?"
                                    r"([A-Z][\w'’ -]*?)(?:\s*\[\{\w+\}\])?(?=\.|$|\n)", body):
        found.append((sites.get(place) or place, int(points)))
    for place, points in re.findall(r"May be stored at (?:an? )?([A-Z][\w'’ -]*?) for (\d+) marshalling points", body):
        found.append((sites.get(place) or place, int(points)))
    for points in re.findall(r"is worth (\d+) marshalling points when stored", body):
        found.append(("any", int(points)))
    return found
