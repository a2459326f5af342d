"""pytest collects tests/ (engine tests) and every example in docs/ through Sybil."""
from meccg_rules.runner import make_sybil

pytest_collect_file = make_sybil("docs").pytest()
