"""The Markdown of a page, scanned once: what the site would remove, where a page's limits are passed, its links.

``meccg-rules check`` cannot build the site, yet it reports at file:line
what the site's sanitiser (``html_policy.clean``) would take out of a page:
raw HTML tags and attributes the policy does not keep, addresses that are not
``http``, ``https`` or relative (entity-encoded or not, in raw HTML, inline
links, images, reference definitions and ``<...>`` autolinks), attribute lists
with more than ``id`` and ``class``, and include markers (``--8<--``) outside
the allowlisted pages. The site build reports the same findings, then
sanitises what it renders whatever they are.

Code is shown, not rendered, so fenced blocks (the one page lexer's) and
inline code spans are blanked first; everything else is read as the browser
would (a tag may span lines, ``>`` inside quotes does not end it), so the scan
reports at least what the page renders. ``limits`` keeps pages within what the
site's Markdown renders in reasonable time (it slows down with the square of
some constructs, such as unmatched ``[``).

Every scan here is one pass over the page, or a bounded amount of work per
character, whatever the input.

>>> [f.message[:50] for f in scan("Hi <img src=x.png onerror=alert(1)> `<b onclick=x>`\\n", "p.md")]
["an event-handler attribute 'onerror=' could run sc"]
>>> [(line, target) for line, target in link_targets("See [a](other.md#x) and\\n[b]( ../b.md ).")]
[(1, 'other.md'), (2, '../b.md')]
"""
from __future__ import annotations

import re
from bisect import bisect_right

from markdown.extensions.attr_list import get_attrs_and_remainder

from .findings import Finding
from .html_policy import attribute_problem, class_problem, id_problem, tag_problem, url_problem
from .lexer import Lexed, lex

MAX_LINE = 2000
MAX_PARAGRAPH = 16000
MAX_BRACKET_DEPTH = 8
MAX_OPEN_TAGS = 20
MAX_NESTING = 10
MAX_DEFINITIONS = 100
MAX_INDENT = 40
MAX_ATTRIBUTES = 64
TAG_START = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9-]*)")
ATTRIBUTE = re.compile(r"""[\s/]*([^\s"'<>/=]+)(?:\s*=\s*(?:(["'])|([^\s"'<>`=]*)))?""")
DESTINATION = re.compile(r"[ \t]*<?([^\s()<>]*)")
REFERENCE = re.compile(r" {0,3}\[[^\]]*\]:[ \t]*<?([^\s>]*)")
BRACES = re.compile(r"\{([^{}\n]*)\}")
INCLUDE = re.compile(r"[ \t]*-+8<-+(?:[ \t]|$)")
SECTION = re.compile(r"-8<-+[ \t]+\[[ \t]*(?:start|end)[ \t]*:")
AUTOLINK = re.compile(r"[^\s<>]*")
MARKERS = re.compile(r"(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$))+")


def visible(text: str, lexed: Lexed, first_line: int) -> list[str]:
    """The page's lines with front matter, fenced blocks and inline code spans blanked (same lengths)."""
    lines = list(lexed.lines)
    inside = lexed.in_fence()
    for index, line in enumerate(lines):
        if index < first_line or inside[index]:
            lines[index] = " " * len(line)
        elif "`" in line:
            lines[index] = _blank_code_spans(line)
    return lines


def _blank_code_spans(line: str) -> str:
    runs = [(m.start(), m.end()) for m in re.finditer(r"`+", line) if not line[max(0, m.start() - 1):m.start()] == "\\"]
    nxt: dict[int, int] = {}
    following: list[int | None] = [None] * len(runs)
    for index in range(len(runs) - 1, -1, -1):
        length = runs[index][1] - runs[index][0]
        following[index] = nxt.get(length)
        nxt[length] = index
    out, last, index = [], 0, 0
    while index < len(runs):
        close = following[index]
        if close is None:
            index += 1
            continue
        start, end = runs[index][0], runs[close][1]
        out.append(line[last:start] + " " * (end - start))
        last, index = end, close + 1
    out.append(line[last:])
    return "".join(out)


def over_limits(text: str, path: str, first_line: int = 0) -> list[Finding]:
    """Only the limits the page passes (the site shows such a page as a notice, not rendered)."""
    lexed = lex(text, first_line)
    return limits(lexed, visible(text, lexed, first_line), path, first_line)


def scan(text: str, path: str, *, first_line: int = 0, may_include: bool = False,
         passed: list[Finding] | None = None) -> list[Finding]:
    """Every finding of the page ``text`` (its body starting at the 0-based ``first_line``); ``passed``: the
    limits it passes, when ``over_limits`` gave them already."""
    lexed = lex(text, first_line)
    lines = visible(text, lexed, first_line)
    found = _includes(lexed.lines, path, first_line) if not may_include else []
    found += limits(lexed, lines, path, first_line) if passed is None else passed
    joined = "\n".join(lines)
    starts = lexed.offsets
    found += _tags(joined, starts, path)
    for index, line in enumerate(lines):
        if index < first_line:
            continue
        found += _links(line, lines, index, path)
        found += _attribute_lists(line, index + 1, path)
        if HEADING_WITHOUT_SPACE.match(line):
            found.append(Finding(path, index + 1, f"this line starts with {line.split()[0][:12]!r}, which the site's "
                                 "Markdown reads as a heading (no space is needed after '#'): rewrap the paragraph "
                                 "so that no line starts with '#', or write '# ' for a heading"))
    return sorted(found, key=lambda f: (f.line, f.message))


HEADING_WITHOUT_SPACE = re.compile(r" {0,3}#{1,6}[^#\s]")


def _line_of(starts: list[int], offset: int) -> int:
    return bisect_right(starts, offset)


def _tags(text: str, starts: list[int], path: str) -> list[Finding]:
    found = []
    quotes = {q: [m.start() for m in re.finditer(q, text)] for q in "\"'"}
    for match in TAG_START.finditer(text):
        line = _line_of(starts, match.start())
        name = match.group(2).lower()
        after = text[match.end():match.end() + 1]
        if after == ":":
            problem = url_problem(AUTOLINK.match(text, match.start() + 1).group(), image=False)
            if problem:
                found.append(Finding(path, line, problem))
            continue
        if after == "@":
            found.append(Finding(path, line, "an e-mail address in <...> becomes a mailto: link, which the site "
                                             "does not keep; write the address as plain text"))
            continue
        if match.group(1):
            continue  # a closing tag
        problem = tag_problem(name)
        if problem:
            found.append(Finding(path, line, f"{problem}; the site removes it"))
            continue
        found += _attributes(text, match.end(), name, quotes, starts, path)
    return found


def _attributes(text: str, position: int, tag: str, quotes: dict, starts: list[int], path: str) -> list[Finding]:
    found = []
    for _ in range(MAX_ATTRIBUTES):
        attribute = ATTRIBUTE.match(text, position)
        if attribute is None or attribute.end() == position:
            break
        name, quote = attribute.group(1), attribute.group(2)
        position = attribute.end()
        value = attribute.group(3) or ""
        if quote:
            closing = quotes[quote]
            index = bisect_right(closing, position - 1)
            if index == len(closing):
                break  # never closed: the browser drops the tag
            value, position = text[position:min(closing[index], position + 2048)], closing[index] + 1
        problem = attribute_problem(tag, name, value)
        if problem:
            found.append(Finding(path, _line_of(starts, attribute.start(1)), f"{problem}; the site removes it"))
    return found


def _links(line: str, lines: list[str], index: int, path: str) -> list[Finding]:
    found, position = [], line.find("](")
    images = _image_ends(line) if position >= 0 else set()
    while position >= 0:
        destination = DESTINATION.match(line, position + 2)
        image = position in images
        problem = url_problem(destination.group(1), image=image) if destination.group(1) else None
        if problem:
            found.append(Finding(path, index + 1, problem))
        position = line.find("](", destination.end())
    reference = REFERENCE.match(line)
    if reference:
        target = reference.group(1) or (lines[index + 1].strip().split(" ")[0] if index + 1 < len(lines) else "")
        problem = url_problem(target, image=False) if target else None
        if problem:
            found.append(Finding(path, index + 1, problem))
    return found


def _image_ends(line: str) -> set[int]:
    """The positions of the ``]`` that close the text of an image (``![...]``), in one pass over the line."""
    ends, opened = set(), []
    for position, char in enumerate(line):
        if char == "[":
            opened.append(position)
        elif char == "]" and opened:
            start = opened.pop()
            if start > 0 and line[start - 1] == "!":
                ends.add(position)
    return ends


def _attribute_lists(line: str, number: int, path: str) -> list[Finding]:
    found = []
    for braces in BRACES.finditer(line):
        inside = braces.group(1).strip()
        inside = inside[1:].strip() if inside.startswith(":") else inside
        if not inside or not (inside[0] in "#." or "=" in inside):
            continue
        attributes, remainder = get_attrs_and_remainder(inside)
        if remainder.strip():
            continue  # not an attribute list: the text stays as written
        for name, value in attributes:
            if name == "id":
                problem = id_problem(value)
            elif name == ".":
                problem = class_problem(value)
            else:
                problem = (f"attribute lists keep only id (#name) and class (.name); {name!r} is dropped"
                           if not name.startswith("on") else
                           f"an event-handler attribute '{name}=' could run script in a reader's browser; it is "
                           "dropped")
            if problem:
                found.append(Finding(path, number, problem))
    return found


def _includes(lines: list[str], path: str, first_line: int) -> list[Finding]:
    return [Finding(path, index + 1, "an include marker (--8<--) would put another file into this page; only the "
                                     "pages listed in meccg_rules/pages/allowlist.py may include files")
            for index, line in enumerate(lines)
            if index >= first_line and "8<-" in line and (INCLUDE.match(line) or SECTION.search(line))]


def limits(lexed: Lexed, lines: list[str], path: str, first_line: int) -> list[Finding]:
    """Where the page passes the limits within which the site's Markdown renders it in reasonable time."""
    found = []
    inside = lexed.in_fence()
    for index, line in enumerate(lexed.lines):
        if len(line) > MAX_LINE:
            found.append(Finding(path, index + 1, f"the line is {len(line):,} characters long; at most {MAX_LINE:,}"))
        if index < first_line or inside[index]:
            continue
        markers = MARKERS.match(line)
        if markers and len(re.findall(r"(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]|$)", markers.group())) > MAX_NESTING:
            found.append(Finding(path, index + 1, f"more than {MAX_NESTING} list or quote markers open this line"))
        elif len(line) - len(line.lstrip(" \t")) > MAX_INDENT and line.strip():
            found.append(Finding(path, index + 1, f"the line is indented more than {MAX_INDENT} columns"))
    start = first_line
    for index in range(first_line, len(lines) + 1):
        if index == len(lines) or not lines[index].strip():
            if index > start:
                found += _paragraph(lines, start, index, path)
            start = index + 1
    return found


BRACKETS = re.compile(r"\\[\s\S]?|[\[\]]")


def _paragraph(lines: list[str], start: int, end: int, path: str) -> list[Finding]:
    text = "\n".join(lines[start:end])
    found = []
    if len(text) > MAX_PARAGRAPH:
        found.append(Finding(path, start + 1, f"the paragraph starting here is {len(text):,} characters long; at "
                                              f"most {MAX_PARAGRAPH:,} (leave a blank line between paragraphs)"))
    depth = deepest = 0
    for bracket in BRACKETS.findall(text) if "[" in text else ():  # a backslash and the character it escapes
        if bracket == "[":
            depth += 1
            deepest = max(deepest, depth)
        elif bracket == "]" and depth:
            depth -= 1
    if deepest > MAX_BRACKET_DEPTH:
        found.append(Finding(path, start + 1, f"the paragraph starting here nests '[' {deepest} deep (a '[' left "
                                              f"open counts until the paragraph ends); at most {MAX_BRACKET_DEPTH} "
                                              "(write \\[ for a bracket that is text)"))
    definitions = sum(1 for line in lines[start:end] if line.startswith(":"))
    if definitions > MAX_DEFINITIONS:
        found.append(Finding(path, start + 1, f"the list starting here has {definitions} definitions (lines "
                                              f"starting with ':'); at most {MAX_DEFINITIONS}"))
    opens = [m.start() for m in re.finditer("<", text)]
    closes = [m.start() for m in re.finditer(">", text)]
    open_tags = 0
    for match in TAG_START.finditer(text):
        following = bisect_right(opens, match.start())
        close = bisect_right(closes, match.start())
        if close == len(closes) or (following < len(opens) and opens[following] < closes[close]):
            open_tags += 1
    if open_tags > MAX_OPEN_TAGS:
        found.append(Finding(path, start + 1, f"the paragraph starting here has {open_tags} '<' that open a tag "
                                              f"and never close it; at most {MAX_OPEN_TAGS} (write &lt; for a '<' "
                                              "that is text)"))
    return found


def link_targets(text: str) -> list[tuple[int, str]]:
    """``(line, target)`` of every inline link to a ``.md`` page outside code, the ``#anchor`` left off."""
    lexed = lex(text)
    found = []
    for index, line in enumerate(visible(text, lexed, 0)):
        position = line.find("](")
        while position >= 0:
            destination = DESTINATION.match(line, position + 2)
            target = destination.group(1).split("#", 1)[0]
            if target.endswith(".md"):
                found.append((index + 1, target))
            position = line.find("](", destination.end())
    return found
