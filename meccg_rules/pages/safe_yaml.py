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
        _check_events(source)
        loader = _Loader(source)
        try:
            node = loader.get_single_node()
            lines: dict = {}
            if node is not None:
                _check_nodes(node, (), lines)
            data = loader.construct_document(node) if node is not None else None
        finally:
            loader.dispose()
    except _Refused as refused:
        return Loaded(problem=(refused.line, refused.message))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        context = getattr(error, "context", None)
        text = f"{context}, {problem}" if context and problem and context not in problem else problem
        return Loaded(problem=(mark.line if mark else 0, f"the front matter is not valid YAML: {text}"))
    return Loaded(data, lines)


def _check_events(source: str) -> None:
    depth = 0
    for event in yaml.parse(source, Loader=_Loader):
        line = event.start_mark.line
        if isinstance(event, yaml.AliasEvent):
            raise _Refused(line, "aliases (*name) are not allowed in front matter; write the value out")
        if getattr(event, "anchor", None) is not None:
            raise _Refused(line, "anchors (&name) are not allowed in front matter; write the value out")
        tag = getattr(event, "tag", None)
        if tag is not None and not (isinstance(event, yaml.ScalarEvent) and tag == "!"):
            shown = tag.replace("tag:yaml.org,2002:", "!!")
            raise _Refused(line, f"tags such as {shown!r} are not allowed in front matter; write plain values")
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise _Refused(line, f"the front matter nests lists and mappings more than {MAX_DEPTH} deep")
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1


def _check_nodes(node, where: tuple, lines: dict) -> None:
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key, value in node.value:
            line = key.start_mark.line
            if isinstance(key, yaml.ScalarNode) and key.value == "<<":
                raise _Refused(line, "merge keys (<<) are not allowed in front matter; write the fields out")
            if not isinstance(key, yaml.ScalarNode) or key.tag != STR:
                shown = key.value if isinstance(key, yaml.ScalarNode) else "a list or mapping"
                raise _Refused(line, f"field names are words, not {shown!r}; quote it if it is meant as text")
            if key.value in seen:
                raise _Refused(line, f"the field {key.value!r} is given twice in the same mapping; keep one")
            seen.add(key.value)
            lines[where + (key.value,)] = line
            _check_nodes(value, where + (key.value,), lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            lines[where + (index,)] = item.start_mark.line
            _check_nodes(item, where + (index,), lines)
    elif node.tag == INT and len(node.value.lstrip("+-")) > MAX_DIGITS:
        raise _Refused(node.start_mark.line, f"the number {node.value[:20]}... is too long; "
                                             "quote it if it is meant as text")
