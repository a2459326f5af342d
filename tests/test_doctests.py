"""The short examples in the engine's docstrings are run too."""
import doctest
import importlib
import pkgutil

import pytest

import meccg_rules


def modules_with_examples() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(meccg_rules.__path__, "meccg_rules."):
        module = importlib.import_module(info.name)
        if any(test.examples for test in doctest.DocTestFinder().find(module)):
            names.append(info.name)
    return sorted(names)


@pytest.mark.parametrize("name", modules_with_examples())
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
