"""The card vocabulary: every key a card's entry may use, read from the schema itself, each with an example.

``meccg-rules vocabulary`` prints it (``tools/vocabulary.py``); the engine page and the Writing examples page show
it (``[VOCABULARY]``, ``site/language_tables.py``), so neither can drift from what the engine reads: a key is
listed because the schema has it (the kernel's ``Behaviour`` merged with every rule family's ``Keys``), with the
comment beside its declaration and the first line of the card data that uses it.
"""
from __future__ import annotations

import ast
import inspect
import re
import typing
from typing import cast
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from . import game  # noqa: F401  (the families register their keys when the engine is imported)
from pydantic import BaseModel

from .core import behaviour, modelled
from .core.cards import DATA
from .core.registry import REGISTRY


@dataclass(frozen=True)
class Part:
    name: str                    # the word the command takes
    title: str
    headings: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def parts() -> tuple[Part, ...]:
    return (_keys(), _primitives(), _model("conditions", "Conditions for playing a card (playable_if)",
                                           behaviour.Condition),
            _statics(), _model("passive", "Passive conditions (when)", behaviour.When), _status())


def _keys() -> Part:
    owners = {name: "kernel" for name in behaviour.Behaviour.model_fields}
    comments = _comments(behaviour.Behaviour)
    for family in REGISTRY.families:
        if family.keys is not None:
            keys = cast(type[BaseModel], family.keys)
            comments.update(_comments(keys))
            owners.update({name: family.name for name in keys.model_fields if name not in owners})
    rows = tuple((name, owners[name], _type(field.annotation), comments.get(name, ""), _example(name))
                 for name, field in cast(type[BaseModel], REGISTRY.card_schema()).model_fields.items())
    return Part("keys", "Keys of a card's entry", ("key", "owner", "value", "what it says", "example"), rows)


def _primitives() -> Part:
    rows = []
    for model in typing.get_args(typing.get_args(behaviour.Primitive)[0]):
        do = typing.get_args(model.model_fields["do"].annotation)[0]
        fields = ", ".join(f"{n} ({_type(f.annotation)})" for n, f in model.model_fields.items() if n != "do")
        rows.append((do, fields or "(nothing more)", (model.__doc__ or "").strip().split("\n")[0],
                     _example(f'do = "{do}"', literal=True)))
    return Part("primitives", "Effect primitives (effects = [{ do = ... }])", ("do", "its keys", "what it does",
                                                                              "example"), tuple(rows))


def _model(name: str, title: str, model: type[BaseModel]) -> Part:
    comments = _comments(model)
    rows = tuple((key, _type(field.annotation), comments.get(key, ""), _example(key))
                 for key, field in model.model_fields.items())
    return Part(name, title, ("key", "value", "what it says", "example"), rows)


def _statics() -> Part:
    rows = tuple((stat, ", ".join(whos) or "its player", ", ".join(qualifiers) or "none",
                  _example(f'stat = "{stat}"', literal=True)) for stat, (whos, qualifiers) in behaviour.STATICS.items())
    return Part("statics", "Statics: what a card changes while in play (static = [{ stat = ... }])",
                ("stat", "who", "qualifiers", "example"), rows)


def _status() -> Part:
    rows = tuple((status, "status", meaning, "") for status, meaning in modelled.STATUSES.items())
    rows += tuple((scope, "scope", meaning, _example(f'scope = "{scope}"', literal=True))
                  for scope, meaning in modelled.SCOPES.items())
    return Part("status", "What of a card is modelled (status, not_modelled = [{ clause, scope }])",
                ("word", "kind", "meaning", "example"), rows)


def _type(annotation: object) -> str:
    """A field's type as a reader says it: "yes/no", "a number", "one of: a, b, c", "a list of ..."."""
    text = str(annotation).replace("typing.", "")
    text = re.sub(r"<class '(?:[\w.]+\.)?(\w+)'>", r"\1", text)
    text = re.sub(r"Annotated\[Union\[[^]]*\], FieldInfo\([^)]*\)\]", "primitive", text)
    text = re.sub(r"\b(?:[a-z_]+\.)+([A-Z]\w*)", r"\1", text)
    text = re.sub(r"Optional\[(.*)\]$", r"\1 | None", text)
    text = re.sub(r"Literal\[([^]]*)\]", lambda m: _choices(m.group(1)), text)
    text = re.sub(r"tuple\[(.*), \.\.\.\]", r"list of \1", text)
    return {"bool": "yes/no", "int": "a number", "str": "text", "int | None": "a number"}.get(text, text)


def _choices(inside: str) -> str:
    words = [w.strip(" '") for w in inside.split(",") if w.strip(" '")]
    shown = ", ".join(words[:6]) + (f", ... ({len(words)} in all)" if len(words) > 6 else "")
    return f"one of: {shown}"


def _comments(model: type[BaseModel]) -> dict[str, str]:
    """The comment beside each field's declaration in the model's source: on its line, on the deeper-indented
    lines under it, or on the lines just above it at the field's own indentation."""
    found: dict[str, str] = {}
    last: str | None = None
    above: list[str] = []
    for line in _source(model):
        declared = re.match(r"\s{4}(\w+):[^#]*(?:#\s*(.*))?$", line)
        comment = re.match(r"(\s+)#\s*(.*)$", line)
        if declared:
            last = declared.group(1)
            found[last] = " ".join(above + [(declared.group(2) or "").strip()]).strip()
            above = []
        elif comment and len(comment.group(1)) > 4 and last:
            found[last] = (found[last] + " " + comment.group(2).strip()).strip()
        elif comment:
            above.append(comment.group(2).strip())
            last = None
        else:
            last, above = None, []
    return found


def _source(model: type[BaseModel]) -> list[str]:
    """The lines of the model's class statement (``inspect.getsource`` parses the whole module again for every class
    it is asked about: 38 parses of the schema's modules for one set of tables)."""
    path = inspect.getsourcefile(model)
    lines, classes = _module(path) if path else ([], {})
    if model.__qualname__ not in classes:
        return inspect.getsource(model).splitlines()
    first, last = classes[model.__qualname__]
    return lines[first - 1:last]


@cache
def _module(path: str) -> tuple[list[str], dict[str, tuple[int, int]]]:
    """A module's lines, and each of its class statements by qualified name: its first line (decorators included)
    and its last."""
    text = Path(path).read_text(encoding="utf-8")
    classes: dict[str, tuple[int, int]] = {}

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                first = min([node.lineno] + [d.lineno for d in node.decorator_list])
                classes[prefix + node.name] = (first, node.end_lineno or node.lineno)
                visit(node.body, f"{prefix}{node.name}.")

    visit(ast.parse(text).body, "")
    return text.splitlines(), classes


@cache
def _data_lines() -> tuple[str, ...]:
    return tuple(line.strip() for path in sorted(Path(DATA).glob("*.toml"))
                 for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
                 and not line.lstrip().startswith("#"))


@cache
def _data_text() -> str:
    return "\n".join(_data_lines())


_ASSIGNED = re.compile(r"[^\S\n]*=")  # after a key: its assignment, on the same line


def _example(key: str, literal: bool = False) -> str:
    """The first line of the card data that uses the key (cut to 90 characters), or nothing: for a literal, the
    first line holding it; otherwise the first whose key is assigned (``key =``, after a space, ``{`` or ``,``).
    The data's text is searched at once, not line by line (which took two seconds for the whole vocabulary)."""
    text = _data_text()
    start = text.find(key)
    while start >= 0 and not (literal or ((start == 0 or text[start - 1].isspace() or text[start - 1] in "{,")
                                          and _ASSIGNED.match(text, start + len(key)))):
        start = text.find(key, start + 1)
    if start < 0:
        return ""
    end = text.find("\n", start)
    line = text[text.rfind("\n", 0, start) + 1:end if end >= 0 else len(text)]
    return line if len(line) <= 90 else line[:87] + "..."

