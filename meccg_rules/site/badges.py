"""Badges and marks: what running a page's examples gave, said in a few words.

>>> from types import SimpleNamespace as R
>>> ex = lambda status, message="": R(status=status, message=message)
>>> badge_text(R(examples=[ex("passed")] * 3))
'3 examples pass'
>>> badge_text(R(examples=[ex("passed"), ex("failed"), ex("passed")]))
'1 of 3 fails'
>>> badge_text(R(examples=[ex("skipped", "the engine has no combat yet")]))
'skipped: the engine has no combat yet'
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

MARKS = {"passed": "✔", "failed": "✘", "skipped": "⏸"}


def counts(result) -> dict[str, int]:
    found = {"passed": 0, "failed": 0, "skipped": 0}
    for example in result.examples:
        found[example.status] = found.get(example.status, 0) + 1
    return found


def state(result) -> str:
    """passed, failed, skipped or none: the colour of the page's badge."""
    found = counts(result)
    if found["failed"]:
        return "failed"
    if found["passed"]:
        return "passed"
    return "skipped" if found["skipped"] else "none"


def badge_text(result) -> str:
    found, total = counts(result), len(result.examples)
    if not total:
        return "no examples"
    if found["failed"]:
        return f"{found['failed']} of {total} fail{'s' if found['failed'] == 1 else ''}"
    skipped = f"{found['skipped']} skipped" if found["skipped"] else ""
    if not found["passed"]:
        reasons = sorted({e.message.strip() for e in result.examples if e.message.strip()})
        return f"skipped: {reasons[0]}" if len(reasons) == 1 else f"{total} skipped"
    passing = f"{found['passed']} example{'s pass' if found['passed'] > 1 else ' passes'}"
    return f"{passing}, {skipped}" if skipped else passing


def badge(result) -> etree.Element:
    """``<span class="ruling-badge ruling-badge--passed">✔ 3 examples pass</span>``."""
    element = etree.Element("span", {"class": f"ruling-badge ruling-badge--{state(result)}"})
    element.text = f"{MARKS.get(state(result), '○')} {badge_text(result)}"
    return element


def mark(example, number: int) -> etree.Element:
    """The line above one example: its number and what running it gave."""
    element = etree.Element("p", {"class": f"scenario-mark scenario-mark--{example.status}"})
    words = {"passed": "passes", "failed": "fails", "skipped": "skipped"}.get(example.status, example.status)
    element.text = f"{MARKS.get(example.status, '?')} Example {number} {words}"
    if example.status == "skipped" and example.message.strip():
        element.text += f": {example.message.strip()}"
    return element


def attributes(result) -> dict[str, str]:
    found = counts(result)
    return {f"data-examples-{key}": str(found[key]) for key in ("passed", "failed", "skipped")}
