"""YAML for front matter: plain data only, read in linear time, every problem at its line.

Front matter is a mapping of field names to text, numbers, true/false, lists
and mappings. Refused, each with its line:

- anchors (``&name``) and aliases (``*name``): a few lines of aliases can stand
  for billions of values, and nothing a page says needs them;
- explicit tags (``!!binary``, ``!!python/...``): only plain values;
- nesting deeper than ``MAX_DEPTH`` levels, and numbers longer than ``MAX_DIGITS`` digits;
- a field given twice in the same mapping, and field names that are not text.

Dates stay text (``2025-03-01``), so an impossible date is the schema's
finding, not a crash. The loader is libyaml's when available.

>>> load("id: a\\nterms: [x, y]\\nhistory:\\n  - {date: 2025-03-01}\\n").data
{'id': 'a', 'terms': ['x', 'y'], 'history': [{'date': '2025-03-01'}]}
>>> load("a: &x [1]\\nb: *x\\n").problem
(0, 'anchors (&name) are not allowed in front matter; write the value out')
"""
from __future__ import annotations

from dataclasses import dataclass, field

import yaml

MAX_DEPTH = 8
MAX_DIGITS = 18
_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
INT = "tag:yaml.org,2002:int"
STR = "tag:yaml.org,2002:str"


class _Loader(_Base):
    """The safe loader without the implicit timestamp type: dates are read as text."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in _Base.yaml_implicit_resolvers.items()
}


@dataclass
class Loaded:
    """The data (a mapping, when all went well), the line of every field, or the first problem."""

    data: object = None
    lines: dict = field(default_factory=dict)   # field path (tuple) -> 0-based line in the YAML text
    problem: tuple[int, str] | None = None      # (0-based line, message)


class _Refused(Exception):
    def __init__(self, line: int, message: str):
        super().__init__(message)
        self.line, self.message = line, message


def load(source: str) -> Loaded:
    """Parse ``source`` (the text between the front matter's ``---`` lines); never raises."""
    try:
        data, lines = _read(source)
    except _Refused as refused:
        return Loaded(problem=(refused.line, refused.message))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        context = getattr(error, "context", None)
        text = f"{context}, {problem}" if context and problem and context not in problem else problem
        return Loaded(problem=(mark.line if mark else 0, f"the front matter is not valid YAML: {text}"))
    return Loaded(data, lines)


class _Open:
    """A mapping or list being read: its path, and in a mapping the field waiting for its value."""

    __slots__ = ("value", "where", "key", "seen")

    def __init__(self, value, where: tuple):
        self.value, self.where, self.key, self.seen = value, where, None, set()


_NOT_A_FIELD = object()  # stands for a refused field name, so that reading goes on to the end


def _read(source: str) -> tuple[object, dict]:
    """The data and the line of every field, read from libyaml's events in one pass.

    Anchors, aliases, tags, deep nesting and YAML that does not parse are refused where they come. Other
    problems are kept and the first of the earliest kind is raised at the end: a second document, then a
    problem with a field or a value (a field twice, a field name that is not text, a merge key, a number too
    long), then a value the constructor refuses. A page with several problems is thus told the one it would
    be told by checking events, then nodes, then values, each over the whole text."""
    loader = _Loader(source)
    later: list = [None, None, None]
    open_: list[_Open] = []
    data, lines, first, documents = None, {}, None, 0
    try:
        while True:
            event = loader.get_event()
            kind = type(event)
            if kind is yaml.ScalarEvent or kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
                _check_event(event, kind, len(open_))
                if kind is yaml.ScalarEvent:
                    tag = loader.resolve(yaml.ScalarNode, event.value, event.implicit)
                    value = event.value if tag == STR else None if _too_long(event, tag) else \
                        _construct(loader, event, tag, later)
                else:
                    tag, value = None, ({} if kind is yaml.MappingStartEvent else [])
                where = _place(open_, event, value, tag, lines, later)
                if where is None:
                    pass  # a field name: its value comes next
                elif open_:
                    container = open_[-1]
                    if type(container.value) is list:
                        container.value.append(value)
                    else:
                        container.value[container.key] = value
                        container.key = None
                elif documents == 1:
                    data = value
                if kind is not yaml.ScalarEvent:
                    open_.append(_Open(value, where or ()))
            elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
                open_.pop()
            elif kind is yaml.AliasEvent:
                raise _Refused(event.start_mark.line,
                               "aliases (*name) are not allowed in front matter; write the value out")
            elif kind is yaml.DocumentStartEvent:
                documents += 1
                if first is None:
                    first = event
                elif later[0] is None:
                    later[0] = yaml.composer.ComposerError("expected a single document in the stream",
                                                           first.start_mark, "but found another document",
                                                           event.start_mark)
            elif kind is yaml.StreamEndEvent:
                break
    finally:
        loader.dispose()
    problem = next((found for found in later if found is not None), None)
    if problem is not None:
        raise problem
    return data, lines


def _check_event(event, kind, depth: int) -> None:
    line = event.start_mark.line
    if event.anchor is not None:
        raise _Refused(line, "anchors (&name) are not allowed in front matter; write the value out")
    if event.tag is not None and not (kind is yaml.ScalarEvent and event.tag == "!"):
        shown = event.tag.replace("tag:yaml.org,2002:", "!!")
        raise _Refused(line, f"tags such as {shown!r} are not allowed in front matter; write plain values")
    if kind is not yaml.ScalarEvent and depth >= MAX_DEPTH:
        raise _Refused(line, f"the front matter nests lists and mappings more than {MAX_DEPTH} deep")


def _too_long(event, tag: str | None) -> bool:
    return tag == INT and len(event.value.lstrip("+-")) > MAX_DIGITS


def _construct(loader, event, tag: str, later: list):
    """A scalar that is not text (a number, true/false, null), as the safe constructor makes it."""
    try:
        return loader.construct_object(yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark,
                                                       event.style))
    except yaml.YAMLError as error:
        later[2] = later[2] or error
        return None


def _place(open_: list[_Open], event, value, tag: str | None, lines: dict, later: list) -> tuple | None:
    """The path of a value (its line recorded), or ``None`` for a field name (checked, its line recorded)."""
    line = event.start_mark.line
    if open_:
        container = open_[-1]
        if type(container.value) is list:
            where = container.where + (len(container.value),)
            lines[where] = line
        elif container.key is None:
            name = value if tag == STR else None
            if tag is not None and event.value == "<<":
                problem = "merge keys (<<) are not allowed in front matter; write the fields out"
            elif name is None:
                shown = event.value if tag is not None else "a list or mapping"
                problem = f"field names are words, not {shown!r}; quote it if it is meant as text"
            elif name in container.seen:
                problem = f"the field {name!r} is given twice in the same mapping; keep one"
            else:
                problem = None
                container.seen.add(name)
                lines[container.where + (name,)] = line
            if problem:
                later[1] = later[1] or _Refused(line, problem)
            container.key = name if not problem else _NOT_A_FIELD
            return None
        else:
            where = container.where + (container.key,)
    else:
        where = ()
    if _too_long(event, tag):
        later[1] = later[1] or _Refused(line, f"the number {event.value[:20]}... is too long; "
                                              "quote it if it is meant as text")
    return where
