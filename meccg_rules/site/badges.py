"""Badges and marks: what running a page's examples gave, said in a few words.

A page is green only when every example ran and passed. A skipped example is
one the engine cannot model yet: the badge turns amber and says how many. A
skipped example that passes now is a failure (red): its skip is no longer true
and must be removed.
An example that states an outcome the engine does not compute (``Fellowship
defeats Orc-guard.``, ``A Lie in Your Eyes has no effect.``) still runs, and
the page says so beside its badge.

>>> from types import SimpleNamespace as R
>>> ex = lambda status, message="", stated=(): R(status=status, message=message, stated=stated)
>>> badge_text(R(examples=[ex("passed")] * 3))
'3 examples pass'
>>> badge_text(R(examples=[ex("passed"), ex("failed"), ex("passed")]))
'1 of 3 fails'
>>> now = R(status="failed", message="", stated=(), passes_now=True)
>>> badge_text(R(examples=[ex("passed"), now, ex("skipped", "no combat yet")]))
'1 of 3 skipped but passes now'
>>> state(R(examples=[ex("passed"), now]))
'failed'
>>> badge_text(R(examples=[ex("passed"), ex("passed"), ex("skipped", "no combat yet")]))
'2 pass, 1 not yet modelled'
>>> badge_text(R(examples=[ex("skipped", "the engine has no combat yet")]))
'not yet modelled: the engine has no combat yet'
>>> state(R(examples=[ex("passed"), ex("skipped")]))
'skipped'
>>> stated_outcome(R(examples=[ex("passed", stated=("Fellowship defeats Orc-guard",))]))
True

A ruling no example can show (an erratum that cannot change play, ``nothing_to_run``) is grey and says so:

>>> erratum = R(examples=[], documented="only the name's spelling changed")
>>> state(erratum), badge_text(erratum)
('documented', 'documented: nothing to run')
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

# every mark is in the fonts a default Debian or Windows install has (DejaVu Sans, Segoe UI)
MARKS = {"passed": "✔", "failed": "✘", "skipped": "○", "none": "○", "documented": "–"}
NOT_MODELLED = "not yet modelled"
STATED = "outcome stated, not computed"
DOCUMENTED = "documented: nothing to run"


def counts(result) -> dict[str, int]:
    found = {"passed": 0, "failed": 0, "skipped": 0}
    for example in result.examples:
        found[example.status] = found.get(example.status, 0) + 1
    return found


def state(result) -> str:
    """The colour of the page's badge: failed (red), skipped (amber: some example is not modelled yet),
    passed (green: every example ran and passed), documented (grey: a ruling no example can show) or none (grey:
    no examples)."""
    found = counts(result)
    if getattr(result, "documented", "") and not found["failed"]:
        return "documented"
    if found["failed"]:
        return "failed"
    if found["skipped"]:
        return "skipped"
    return "passed" if found["passed"] else "none"


def badge_text(result) -> str:
    found, total = counts(result), len(result.examples)
    if getattr(result, "documented", "") and not found["failed"]:
        return DOCUMENTED
    if not total:
        return "no examples"
    if found["failed"]:
        now = sum(1 for example in result.examples if getattr(example, "passes_now", False))
        if now == found["failed"]:
            return f"{now} of {total} skipped but pass{'es' if now == 1 else ''} now"
        return f"{found['failed']} of {total} fail{'s' if found['failed'] == 1 else ''}"
    if not found["passed"]:
        reasons = sorted({e.message.strip() for e in result.examples if e.message.strip()})
        return f"{NOT_MODELLED}: {reasons[0]}" if len(reasons) == 1 else f"{total} {NOT_MODELLED}"
    if found["skipped"]:
        return f"{found['passed']} pass, {found['skipped']} {NOT_MODELLED}"
    return f"{found['passed']} example{'s pass' if found['passed'] > 1 else ' passes'}"


def stated_outcome(result) -> bool:
    """Whether an example of the page states an outcome instead of having the engine compute it."""
    return any(getattr(example, "stated", ()) for example in result.examples)


def badge(result) -> etree.Element:
    """``<span class="ruling-badge ruling-badge--passed">✔ 3 examples pass</span>``."""
    element = etree.Element("span", {"class": f"ruling-badge ruling-badge--{state(result)}"})
    if state(result) == "documented":
        element.set("title", f"No example can show this ruling: {result.documented}")
    element.text = f"{MARKS[state(result)]} {badge_text(result)}"
    return element


def stated_note(result) -> etree.Element | None:
    """The note beside a badge when the page's examples rely on stated outcomes."""
    if not stated_outcome(result):
        return None
    element = etree.Element("span", {"class": "ruling-note ruling-note--stated",
                                     "title": "An example states the result of combat or of a card's effect, "
                                              "which the engine takes as given."})
    element.text = STATED
    return element


def mark(example, number: int, name: str | None = None) -> etree.Element:
    """The line above one example: a link to it (its number and name) and what running it gave."""
    element = etree.Element("p", {"class": f"scenario-mark scenario-mark--{example.status}"})
    element.text = f"{MARKS.get(example.status, '?')} "
    link = etree.SubElement(element, "a", {"href": f"#{example_anchor(number)}", "class": "example-anchor",
                                           "title": "Link to this example"})
    link.text = f"Example {number}" + (f" “{name}”" if name else "")
    words = {"passed": "passes", "failed": "fails", "skipped": NOT_MODELLED}.get(example.status, example.status)
    if getattr(example, "passes_now", False):
        words = "is skipped but passes now: remove its skip"
    link.tail = f" {words}"
    if example.status == "skipped" and example.message.strip():
        link.tail += f": {example.message.strip()}"
    if getattr(example, "stated", ()):
        note = etree.SubElement(element, "span", {"class": "ruling-note ruling-note--stated"})
        note.text = STATED
        note.tail = ""
        link.tail += " "
    return element


def example_anchor(number: int) -> str:
    return f"example-{number}"


def attributes(result) -> dict[str, str]:
    found = counts(result)
    return {f"data-examples-{key}": str(found[key]) for key in ("passed", "failed", "skipped")}
