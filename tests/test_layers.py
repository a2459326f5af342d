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
