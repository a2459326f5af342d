"""pytest collects tests/ (engine tests) and every example in docs/ through Sybil."""
from pathlib import Path

from meccg_rules.runner import make_sybil

pytest_collect_file = make_sybil(Path(__file__).parent / "docs").pytest()
