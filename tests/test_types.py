"""The engine package passes mypy, with type hints on every function ([tool.mypy] in pyproject.toml)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_engine_passes_mypy():
    result = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 0, "mypy found problems in meccg_rules/engine:\n" + result.stdout + result.stderr
