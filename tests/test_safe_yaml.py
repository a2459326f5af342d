"""Front matter read in one pass of events gives what reading events, then nodes, then values gave.

``two_passes`` is the reading ``safe_yaml.load`` replaced (checks on libyaml's
events, then composing and checking the nodes, then PyYAML's constructor):
every real page's front matter and generated texts full of refused things
(anchors, tags, repeated fields, deep nesting, second documents, bad YAML)
must give the same data, the same line for every field and the same problem.
"""
from __future__ import annotations

from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from meccg_rules.pages import safe_yaml
from meccg_rules.pages.safe_yaml import INT, MAX_DEPTH, MAX_DIGITS, STR, Loaded, _Loader, _Refused, load

DOCS = Path(__file__).resolve().parent.parent / "docs"


def two_passes(source: str) -> Loaded:
    def events() -> None:
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

    def nodes(node, where: tuple, lines: dict) -> None:
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
                nodes(value, where + (key.value,), lines)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                lines[where + (index,)] = item.start_mark.line
                nodes(item, where + (index,), lines)
        elif node.tag == INT and len(node.value.lstrip("+-")) > MAX_DIGITS:
            raise _Refused(node.start_mark.line, f"the number {node.value[:20]}... is too long; "
                                                 "quote it if it is meant as text")

    def read() -> tuple[object, dict]:
        events()
        loader = _Loader(source)
        try:
            node = loader.get_single_node()
            lines: dict = {}
            if node is not None:
                nodes(node, (), lines)
            loader.deep_construct = True  # in document order, as the one pass meets the values (a list's too)
            return (loader.construct_document(node) if node is not None else None), lines
        finally:
            loader.dispose()

    original, safe_yaml._read = safe_yaml._read, lambda _: read()
    try:
        return load(source)  # the same handling of problems around the reading
    finally:
        safe_yaml._read = original


def front_matters() -> list[str]:
    found = []
    for path in sorted(DOCS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        if text.startswith("---\n") and "\n---\n" in text[3:]:
            found.append(text[4:text.index("\n---\n", 3) + 1])
    return found


def same(source: str) -> None:
    expected, got = two_passes(source), load(source)
    assert (got.problem, got.data, got.lines) == (expected.problem, expected.data, expected.lines), source


def test_every_page_of_the_docs_reads_the_same():
    pages = front_matters()
    assert len(pages) > 300
    for source in pages:
        same(source)


FIXED = ["", "a: 1", "a: &x 1\nb: *x", "a: !!str 1", "a: ! 1", "a: " + "[" * (MAX_DEPTH + 1) + "1" + "]" * (MAX_DEPTH + 1),
         "a: 1\na: 2", "<<: {a: 1}", "'<<': 1", "? [1]\n: 2", "1: a", "true: x", "a: 1234567890123456789012", "a: " + "9" * 5000, "- " + "9" * 5000, "9" * 5000 + ": x",
         "a: 1\n---\nb: 2", "--- 1\n--- 2\n", "a: b: c", "a: [1, 2", "a: =", "a: 2025-03-01",
         "a: 0x1F\nb: 1_000\nc: 1:20\nd: .inf\ne: ~\nf: yes", "a: 1\na: 2\nb: *y", "- a: 1\n  a: 2\n- !!int x",
         "%YAML 1.1\n---\na: 1", "a: b\n c", "a: 1\n---\nb: &z 2"]


def test_refused_and_broken_texts_read_the_same():
    for source in FIXED:
        same(source)


SCALARS = st.sampled_from(["x", "'<<'", "<<", "1", "-7", "12345678901234567890123", "true", "~", "", "2025-03-01",
                           "&a x", "*a", "!!str y", "! z", "'q'", "=", "1.5", "[", "}", "a: b", '"\\u00e9"'])
KEYS = st.sampled_from(["id", "title", "id", "1", "<<", "[k]", "'id'", "? x", "&k key", "no"])


def node(depth: int):
    if depth == 0:
        return SCALARS
    inner = node(depth - 1)
    return st.one_of(
        SCALARS,
        st.lists(inner, max_size=2).map(lambda items: "[" + ", ".join(items) + "]"),
        st.lists(st.tuples(KEYS, inner), max_size=2).map(lambda pairs: "{" + ", ".join(f"{k}: {v}" for k, v in pairs)
                                                         + "}"),
    )


@settings(max_examples=500, deadline=None)
@given(st.lists(st.tuples(KEYS, node(MAX_DEPTH)), max_size=6),
       st.sampled_from(["", "---\nb: 1\n", "\n- x\n"]))
def test_generated_front_matter_reads_the_same(fields, tail):
    same("".join(f"{key}: {value}\n" for key, value in fields) + tail)
