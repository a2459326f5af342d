"""The sub-packages are layers and imports point one way: site, tools -> pages -> language -> engine."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "meccg_rules"
# each layer, and the layers it may import
ALLOWED = {
    "engine": set(),
    "language": {"engine"},
    "pages": {"language", "engine"},
    "site": {"pages", "language", "engine"},
    "tools": {"pages", "language", "engine"},
}


def imported_layers(path: Path) -> set[tuple[int, str]]:
    layer = path.relative_to(PACKAGE).parts[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module and node.module.startswith("meccg_rules."):
                found.add((node.lineno, node.module.split(".")[1]))
            elif node.level == 1:
                found.add((node.lineno, layer))
            elif node.level == 2 and node.module:
                found.add((node.lineno, node.module.split(".")[0]))
        elif isinstance(node, ast.Import):
            found |= {(node.lineno, a.name.split(".")[1]) for a in node.names if a.name.startswith("meccg_rules.")}
    return found


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_imports_point_one_way(layer):
    wrong = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for line, other in imported_layers(path):
            if other != layer and other not in ALLOWED[layer]:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports meccg_rules.{other}")
    assert wrong == [], "imports against the layering:\n" + "\n".join(wrong)


def test_every_module_is_in_a_layer():
    loose = [p.name for p in PACKAGE.glob("*.py") if p.name != "__init__.py"]
    assert loose == []


def module_imports(path: Path) -> list[tuple[int, str, bool]]:
    """The sibling modules ``path`` imports when it is loaded: (line, module, whether names are taken from it)."""
    found = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:  # module level: imports inside functions run later
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module is None:
                found += [(node.lineno, alias.name, False) for alias in node.names]
            else:
                found.append((node.lineno, node.module.split(".")[0], True))
    return found


def cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The groups of modules that import each other, directly or not (strongly connected, more than one)."""
    def reach(start: str) -> set[str]:
        seen, todo = set(), [start]
        while todo:
            for other in graph.get(todo.pop(), ()):
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        return seen
    reached = {module: reach(module) for module in graph}
    groups = {frozenset({m} | {o for o in reached[m] if m in reached[o]}) for m in graph if m in reached[m]}
    return [set(group) for group in groups]


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_each_module_can_be_imported_first(layer):
    """Within a group of modules that import each other, a module is imported as a module, never names from it.

    ``from .playing import cancel`` fails when ``playing`` is the module imported first (``playing`` is still
    half-loaded when the cycle comes back to it); ``from . import playing`` and ``playing.cancel`` at call time
    works whichever module of the group a reader or a tool imports first.
    """
    paths = {path.stem: path for path in (PACKAGE / layer).glob("*.py")}
    imports = {name: module_imports(path) for name, path in paths.items()}
    graph = {name: {module for _, module, _ in found if module in paths} for name, found in imports.items()}
    wrong = [f"{paths[name].relative_to(PACKAGE.parent)}:{line} takes names from .{module}, which imports it back"
             for group in cycles(graph) for name in sorted(group)
             for line, module, names in imports[name] if names and module in group]
    assert wrong == [], "\n".join(wrong)
