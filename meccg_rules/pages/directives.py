"""Directives and code on a page: the skip directive, and what only the allowlisted pages may hold.

The one directive a page may hold is the skip directive, on one line, in one of three forms:

    <!-- skip: next "why the next example cannot be modelled yet" -->
    <!-- skip: start "why" -->  ...the examples to skip...  <!-- skip: end -->

The reason is text in quotes and is never evaluated (Sybil's own skip parser
evaluates it as Python). A ``start`` needs its ``end``, a ``next`` needs an
example after it, and nothing nests, so no directive can hide the examples that
follow it. Sybil's code directives (``invisible-code-block``, ``code-block``,
``clear-namespace``) and Python code blocks run only on the pages of
``allowlist.CODE_PAGES``; elsewhere each is a problem at its line.

The site's own directives, paragraphs such as ``[STATUS]`` or ``[COVERAGE
<section>]`` that the site replaces by a view of every ruling, are expanded
only on the pages of ``allowlist.DIRECTIVE_PAGES``, each at most once a page
(``site_directives``): 150 of them on one page made a build take 52 s
instead of 4 and peak at 1.4 GB.

>>> from meccg_rules.pages.lexer import lex
>>> [(d.action, d.reason, d.problem) for d in directives(lex('<!-- skip: next "no combat yet" -->'), 0, False)]
[('next', 'no combat yet', None)]
>>> directives(lex("<!-- skip: next __import__('os') -->"), 0, False)[0].problem[:40]
"'skip: next' needs a reason in quotes, e"
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .allowlist import DIRECTIVE_PAGES, directive_pages, may_hold_directive
from .findings import Finding
from .lexer import Fence, Lexed
from .tags_marker import misplaced

START = re.compile(r"[ \t]*<!--+[ \t]*;?[ \t]*([A-Za-z][\w-]*)")
QUOTED = re.compile(r"\"([^\"]*)\"\Z|'([^']*)'\Z")
CODE_DIRECTIVES = ("invisible-code-block", "invisible-code", "code-block", "code", "clear-namespace")
ACTIONS = ("next", "start", "end")
PYTHON = ("python", "py", "python3", "py3", "pycon")
FENCE_CHARS = " \t>*+-0123456789.)"
SITE_DIRECTIVE = re.compile(r"\[(STATUS|CARDS|CARD|COVERAGE|SENTENCES|REASONS|RULINGS|CHANGES|CRF-CHANGES|ENGINE|"
                            r"VOCABULARY)"
                            r"(?: ([\w.-]+))?\]\Z")  # a paragraph of exactly this, stripped, is expanded


@dataclass(frozen=True)
class Directive:
    """A directive comment (one line), or a problem found at a line: the problem is the message, if any."""

    line: int            # 1-based
    offset: int          # the region it covers: the line, or nothing (end_offset == offset)
    end_offset: int
    action: str | None = None
    reason: str | None = None
    problem: str | None = None


def directives(lexed: Lexed, first_line: int, code_page: bool) -> list[Directive]:
    """Every directive comment outside the fences, from ``first_line`` (0-based) on, in page order."""
    found = []
    inside = lexed.in_fence()
    for index in range(first_line, len(lexed.lines)):
        line = lexed.lines[index]
        match = START.match(line) if not inside[index] else None
        if match is None:
            continue
        here = lexed.offsets[index]
        name = match.group(1)
        if name == "skip":
            found.append(_skip(line, match.end(), index + 1, here, here + len(line)))
        elif name in CODE_DIRECTIVES and not code_page:
            found.append(Directive(index + 1, here, here, problem=(
                f"'{name}' would run Python; Python runs only on the development pages listed in "
                "meccg_rules/pages/allowlist.py (a ruling's only examples are scenario blocks)")))
    return found


def _skip(line: str, start: int, number: int, offset: int, end_offset: int) -> Directive:
    end = line.find("-->", start)
    if end < 0:
        return Directive(number, offset, offset, problem="write the skip directive on one line, e.g. "
                                                         "<!-- skip: next \"why it cannot be modelled yet\" -->")
    body = line[start:end].rstrip("-").strip()
    body = body[1:].strip() if body.startswith(":") else body
    action, _, rest = body.partition(" ")
    rest = rest.strip()
    if action not in ACTIONS:
        return Directive(number, offset, offset, problem=(
            f"'skip: {action}' is not a skip directive; write skip: next \"reason\", skip: start \"reason\" "
            "or skip: end"))
    if action == "end":
        if rest:
            return Directive(number, offset, offset, problem="'skip: end' takes no reason or condition")
        return Directive(number, offset, end_offset, action)
    quoted = QUOTED.match(rest)
    reason = (quoted.group(1) if quoted.group(1) is not None else quoted.group(2)).strip() if quoted else ""
    if not reason:
        return Directive(number, offset, offset, problem=(
            f"'skip: {action}' needs a reason in quotes, e.g. <!-- skip: {action} \"why it cannot be modelled yet\" "
            "-->; a condition is never evaluated"))
    return Directive(number, offset, end_offset, action, reason)


def check_sequence(items: list[tuple[int, Directive | None]]) -> list[Directive]:
    """The directives, with a problem on each skip that would not close or not skip an example.

    ``items`` are ``(offset, directive)`` in page order, with ``None`` for each example.
    """
    out: dict[int, Directive] = {}
    pending: Directive | None = None
    opened: Directive | None = None

    def fail(directive: Directive, message: str) -> None:
        out[directive.offset] = replace(directive, end_offset=directive.offset, action=None, problem=message)

    def unfollowed(directive: Directive) -> None:
        fail(directive, "'skip: next' is not followed by an example; remove it or put it just before the example")

    for _, directive in items:
        if directive is None:
            pending = None
            continue
        out[directive.offset] = directive
        if directive.problem:
            continue
        if pending is not None:
            unfollowed(pending)
            pending = None
        if directive.action == "next":
            if opened is not None:
                fail(directive, f"'skip: next' inside the 'skip: start' of line {opened.line}; close that first")
            else:
                pending = directive
        elif directive.action == "start":
            if opened is not None:
                fail(directive, f"a second 'skip: start' before the 'skip: end' of the one at line {opened.line}")
            else:
                opened = directive
        elif opened is None:
            fail(directive, "'skip: end' without a 'skip: start' before it")
        else:
            opened = None
    if pending is not None:
        unfollowed(pending)
    if opened is not None:
        fail(opened, "'skip: start' has no 'skip: end' after it: add <!-- skip: end --> after the last example "
                     "to skip, so that the examples after it still run")
    return [out[offset] for offset, directive in items if directive is not None]


def code_problems(lexed: Lexed, first_line: int, code_page: bool, ruling: bool) -> list[Directive]:
    """Python blocks where Python does not run, unclosed fences, and scenario blocks not at a line's start."""
    found = []
    for fence in lexed.fences:
        if code_page or fence.start < first_line or _language(fence) not in PYTHON:
            continue
        if ruling or any(line.lstrip().startswith(">>>") for line in fence.source.split("\n")):
            found.append(Directive(fence.line, fence.offset, fence.end_offset, problem=(
                "a Python block here would not run: Python runs only on the development pages listed in "
                "meccg_rules/pages/allowlist.py; a ruling's examples are scenario blocks, and code shown but not "
                "run goes in a ```text block")))
    if lexed.unclosed is not None:
        fence = lexed.unclosed
        found.append(Directive(fence.line, fence.offset, fence.offset, problem=(
            f"the fence {fence.marker}{fence.info} opened here is never closed (a line holding exactly "
            f"{fence.marker}); everything after it is shown as text and no example after it runs")))
    found += _in_comments(lexed, first_line)
    inside = lexed.in_fence()
    for index in range(first_line, len(lexed.lines)):
        line = lexed.lines[index]
        if inside[index] or "scenario" not in line:
            continue
        stripped = line.lstrip(FENCE_CHARS)
        if stripped != line and stripped[:3] in ("```", "~~~") and stripped.lstrip("`~").strip().startswith(
                "scenario"):
            found.append(Directive(index + 1, lexed.offsets[index], lexed.offsets[index], problem=(
                "a scenario block starts at the very beginning of a line (not indented, not in a list or a "
                "quote); as written it is neither run nor shown")))
    return found


def _in_comments(lexed: Lexed, first_line: int) -> list[Directive]:
    """Scenario blocks inside an HTML comment that starts a line: the site would not show them."""
    found, opened = [], False
    fences = {fence.start: fence for fence in lexed.fences}
    index = first_line
    while index < len(lexed.lines):
        fence = fences.get(index)
        if fence is not None:
            if opened and fence.is_scenario:
                found.append(Directive(fence.line, fence.offset, fence.end_offset, problem=(
                    "a scenario block inside an HTML comment would run but not be shown; take it out of the "
                    "comment")))
            index = fence.end + 1
            continue
        line = lexed.lines[index]
        if opened:
            opened = "-->" not in line
        elif line.lstrip(" \t").startswith("<!--"):
            opened = "-->" not in line[line.index("<!--") + 4:]
        index += 1
    return found


def site_directives(lexed: Lexed, first_line: int, uri: str | None, path: str) -> list[Finding]:
    """Each line outside the fences that is exactly one of the site's directives, on a page that may not hold it
    (``uri``, relative to the docs folder), or a second time on a page that may; and Material's tags listing
    marker off the Terms page (``tags_marker``); ``path`` names the page."""
    found, seen = [], {}
    inside = lexed.in_fence()
    for index in range(first_line, len(lexed.lines)):
        line = lexed.lines[index]
        if inside[index] or "[" not in line:
            continue
        text = line.strip()
        match = SITE_DIRECTIVE.match(text)
        if match is None:
            continue
        name, argument = match.groups()
        if not may_hold_directive(uri, name, argument):
            found.append(Finding(path, index + 1, _misplaced(text, name, argument)))
        elif text in seen:
            found.append(Finding(path, index + 1, f"{text} is already on line {seen[text]}; the site expands it once "
                                                  "a page: remove this one"))
        else:
            seen[text] = index + 1
    return found + misplaced(lexed.text, uri, path)


def _misplaced(text: str, name: str, argument: str | None) -> str:
    pages = directive_pages(name, argument)
    if argument and f"{name} <argument>" not in DIRECTIVE_PAGES:
        where = f"[{name}] takes nothing after its name"
    elif pages:
        where = f"the site expands it only on {' and '.join(pages)}"
    else:
        where = f"only the pages the build generates for cards hold [{name}]"
    return (f"{text} is one of the site's own directives: {where} (meccg_rules/pages/allowlist.py); here it is "
            "not expanded but shown as text: remove it")


def _language(fence: Fence) -> str:
    return fence.info.split()[0].lstrip(".").lower() if fence.info.split() else ""
