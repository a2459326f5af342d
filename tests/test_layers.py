"""The package's layers and the engine's shape, read from the imports of every module (none is run).

- The sub-packages are layers and imports point one way: site, tools -> pages -> language -> engine.
- Within a group of modules that import each other, a module is imported as a module, never names from it.
"""
from __future__ import annotations

import ast
from functools import cache
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


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


@cache
def imports(path: Path, module_level_only: bool = False) -> list[tuple[int, str, bool]]:
    """The modules of the package ``path`` imports: (line, module, whether names are taken from it).

    Imports inside functions count (they run later, but they are still an edge between the modules), those
    under ``if TYPE_CHECKING:`` do not; with ``module_level_only``, only those run when the module is loaded.
    """
    known = modules()
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: list[tuple[int, str, bool]] = []

    def visit(node: ast.AST, top: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if _type_checking(child):
                continue
            inside = top and not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            if isinstance(child, ast.ImportFrom) and (top or not module_level_only):
                if child.level:
                    base = package.split(".")[: len(package.split(".")) - child.level + 1]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                for alias in child.names:
                    if f"{target}.{alias.name}" in known:
                        found.append((child.lineno, f"{target}.{alias.name}", False))
                    elif target in known:
                        found.append((child.lineno, target, True))
            elif isinstance(child, ast.Import) and (top or not module_level_only):
                found.extend((child.lineno, a.name, False) for a in child.names if a.name in known)
            visit(child, inside)

    visit(parsed(path), True)
    return found


@cache
def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@cache
def graph(module_level_only: bool = False) -> dict[str, set[str]]:
    return {name: {target for _, target, _ in imports(path, module_level_only) if target != name}
            for name, path in modules().items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or not (strongly connected, more than one)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                connect(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                other = stack.pop()
                group.append(other)
                if other == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            connect(node)
    return groups


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_imports_point_one_way(layer):
    wrong = []
    for name, path in modules().items():
        if name.split(".")[1:2] != [layer]:
            continue
        for line, target, _ in imports(path):
            other = target.split(".")[1] if "." in target else ""
            if other and other != layer and other not in ALLOWED[layer]:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {target}")
    assert wrong == [], "imports against the layering:\n" + "\n".join(wrong)


def test_every_module_is_in_a_layer():
    loose = [p.name for p in PACKAGE.glob("*.py") if p.name != "__init__.py"]
    assert loose == []


def test_each_module_can_be_imported_first():
    """Within a group of modules that import each other, a module is imported as a module, never names from it.

    ``from .playing import cancel`` fails when ``playing`` is the module imported first (``playing`` is still
    half-loaded when the cycle comes back to it); ``from . import playing`` and ``playing.cancel`` at call time
    works whichever module of the group a reader or a tool imports first.
    """
    found = {name: imports(path, module_level_only=True) for name, path in modules().items()}
    edges = {name: {target for _, target, _ in found_here} for name, found_here in found.items()}
    wrong = [f"{modules()[name].relative_to(PACKAGE.parent)}:{line} takes names from {target}, which imports it back"
             for group in cycles(edges) for name in group
             for line, target, names in found[name] if names and target in group]
    assert wrong == [], "\n".join(wrong)


# ------------------------------------------------------------------ the engine: a kernel and rule families
ENGINE = "meccg_rules.engine"
FOLDERS = ("core", "primitives")


def family_order() -> list[str]:
    """The families' folders in the order ``families.py`` lists them (read from its source, not run)."""
    tree = ast.parse((PACKAGE / "engine" / "families.py").read_text(encoding="utf-8"))
    folder = {alias.asname: node.module.split(".")[0] for node in tree.body if isinstance(node, ast.ImportFrom)
              and node.module and node.module.endswith(".family") for alias in node.names}
    listed = next(node.value for node in tree.body if isinstance(node, ast.AnnAssign)
                  and getattr(node.target, "id", "") == "FAMILIES")
    return [folder[element.id] for element in listed.elts]


def part_of(module: str) -> str:
    """The kernel, the primitives, a family's folder, or the module itself for the engine's top modules."""
    parts = module.split(".")
    return parts[2] if len(parts) > 3 or (len(parts) == 3 and (PACKAGE / "engine" / parts[2]).is_dir()) else module


def test_no_import_cycle_anywhere():
    """No group of modules imports one another, at module level or inside functions (TYPE_CHECKING aside)."""
    found = cycles(graph())
    assert found == [], "modules importing each other:\n" + "\n".join(" <-> ".join(group) for group in found)


def test_the_kernel_imports_no_rule_and_a_family_only_what_comes_before_it():
    order = family_order()
    allowed = {"core": {"core"}, "primitives": {"core", "primitives"}}
    for number, family in enumerate(order):
        allowed[family] = {"core", "primitives", *order[: number + 1]}
    wrong = []
    for name, targets in graph().items():
        if not name.startswith(ENGINE + ".") or part_of(name) not in allowed:
            continue
        for target in sorted(targets):
            if target.startswith(ENGINE) and part_of(target) not in allowed[part_of(name)]:
                wrong.append(f"{name} imports {target}")
    assert wrong == [], "\n".join(wrong)


def test_every_engine_module_is_in_the_kernel_the_primitives_or_a_listed_family():
    places = set(FOLDERS) | set(family_order())
    # the engine's interfaces: the game, building a position, the families' order, the card vocabulary they make
    top = {f"{ENGINE}.{name}" for name in ("game", "setup", "families", "vocabulary")} | {ENGINE}
    loose = [name for name in modules() if name.startswith(ENGINE) and name not in top
             and part_of(name) not in places]
    assert loose == []


def test_families_py_alone_imports_every_family_and_game_py_only_the_kernel_and_families_py():
    order = family_order()
    importing_all = [name for name, targets in graph().items()
                     if {part_of(t) for t in targets if t.startswith(ENGINE)} >= set(order)]
    assert importing_all == [f"{ENGINE}.families"]
    game = {part_of(t) for t in graph()[f"{ENGINE}.game"] if t.startswith(ENGINE)}
    assert game <= {"core", f"{ENGINE}.families"}, game


def test_no_card_site_or_region_name_in_engine_code():
    """A rule keyed on a card is data (a key of the card's entry, or the rules facts the CoE rules name):
    no string in the engine's code, docstrings and comments aside, is a card's, a site's or a region's name.
    Race words that are also card names ("Hobbits", "Wolves") are races, not cards."""
    from meccg_rules.engine.core.cards import catalogue, fold
    from meccg_rules.engine.primitives.races import RACE_WORDS

    cards = catalogue()
    races = {race.strip() for card in cards.cards for race in str(card.fact("race") or "").split(",")}
    races = {fold(word) for race in races for word in (race, race + "s", RACE_WORDS.get(race, race))}
    names = ({fold(name) for name in cards.names()} | {fold(name) for name in cards.regions}) - races
    found = []
    for name, path in modules().items():
        if not name.startswith(ENGINE + "."):
            continue
        tree = parsed(path)
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)
                      and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings \
                    and fold(node.value.strip()) in names:
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} names {node.value!r}")
    assert found == [], "\n".join(found)


def test_a_familys_sentences_are_read_from_the_family():
    """The language reads each family's own sentence modules from ``Family.sentences``; a module of sentences that
    is neither general nor named by a family would never be tried."""
    from meccg_rules.engine.core.registry import REGISTRY
    from meccg_rules.language.sentences import FAMILY_FORMS

    named = [name for family in REGISTRY.families for name in family.sentences]
    general = {"setup_sentences", "play_sentences", "expect_sentences"}
    modules = {path.stem for path in (PACKAGE / "language").glob("*_sentences.py")}
    assert sorted(modules - general) == sorted(named), "name each family's sentence module in its Family.sentences"
    assert FAMILY_FORMS
