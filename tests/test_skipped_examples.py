"""A skipped example is still read and run: failing, it stays skipped with its reason; passing, it is a failure.

The same page is run by the runner (``run_page``), pytest (through Sybil), ``meccg-rules run`` and
``meccg-rules check``; each must say the same thing about it.
"""
import subprocess
import sys
import textwrap
from pathlib import Path

from helpers import GLAMDRING_SETUP

from meccg_rules.pages.runner import parse_document, run_page
from meccg_rules.tools.cli import main

SETUP = GLAMDRING_SETUP
# line numbers below are those of PAGE
PAGE = textwrap.dedent("""\
    # Skipped examples

    ```scenario
    {setup}  Aragorn II has Glamdring.
    ```

    <!-- skip: next "the engine could not play Glamdring once" -->

    ```scenario
    {setup}  Aragorn II has Glamdring.
    ```

    <!-- skip: next "the engine does not model burglary yet" -->

    ```scenario
    {setup}  Aragorn II does not have Glamdring.
    ```

    <!-- skip: start "the language has no burglary sentence" -->

    ```scenario
    {setup}  Alice burgles Moria with Gimli.
    ```

    ```scenario
    {setup}  Gimli has Glamdrung.
    ```

    <!-- skip: end -->
    """).format(setup=SETUP)
PASSING, STALE, FAILING, UNKNOWN_SENTENCE, MISSPELT = 3, 19, 35, 51, 65
STALE_SKIP, START = 17, 49


def page_text() -> str:
    text = PAGE
    lines = text.splitlines()
    assert lines[PASSING - 1] == lines[STALE - 1] == "```scenario", "the line numbers above are out of date"
    assert lines[STALE_SKIP - 1].startswith("<!-- skip: next") and lines[START - 1].startswith("<!-- skip: start")
    return text


def test_each_skipped_example_runs_and_only_a_failing_one_stays_skipped():
    result = run_page(page_text(), "page.md")
    got = [(e.line, e.status) for e in result.examples]
    assert got == [(PASSING, "passed"), (STALE, "failed"), (FAILING, "skipped"), (UNKNOWN_SENTENCE, "skipped"),
                   (MISSPELT, "skipped")]
    stale = result.examples[1]
    assert stale.passes_now and stale.skip == "the engine could not play Glamdring once"
    assert stale.message == (f'page.md:{STALE}: this skipped example passes now: remove its skip (line {STALE_SKIP}: '
                             '"the engine could not play Glamdring once") so that it runs as a test')
    failing, unknown, misspelt = result.examples[2:]
    assert failing.message == "the engine does not model burglary yet" and not failing.passes_now
    assert failing.failure.startswith(f"page.md:{FAILING + 11}: expectation does not hold")
    assert unknown.message == misspelt.message == "the language has no burglary sentence"
    assert unknown.failure.startswith(f"page.md:{UNKNOWN_SENTENCE + 11}: unknown Expect sentence")
    assert misspelt.failure.startswith(f"page.md:{MISSPELT + 11}: unknown card 'Glamdrung'")
    assert "Did you mean 'Glamdring'?" in misspelt.failure


def test_a_skip_start_and_the_page_skip_say_which_skip_to_remove():
    in_start = page_text().replace("  Alice burgles Moria with Gimli.", "  Aragorn II has Glamdring.")
    result = run_page(in_start, "page.md")
    assert result.examples[3].passes_now
    assert f"move it out of the 'skip: start' of line {START}" in result.examples[3].message
    whole = "---\nskip: the whole page waits for burglary\n---\n" + page_text()
    result = run_page(whole, "page.md")
    assert [e.status for e in result.examples] == ["failed", "failed", "skipped", "skipped", "skipped"]
    assert all(e.skip == "the whole page waits for burglary" for e in result.examples)
    assert "remove that 'skip' field and skip only the examples that still fail" in result.examples[0].message


def test_a_skipped_example_runs_whatever_the_order_the_examples_are_run_in():
    """pytest may run one example alone (``-k``, a node id): its skip does not depend on the directive having run."""
    document = parse_document(page_text(), "page.md")
    failing = next(e for e in document.examples() if e.line == FAILING)
    try:
        failing.evaluate()
    except Exception as skip:  # noqa: BLE001 - the test is which exception
        assert type(skip).__name__ == "StillFails" and str(skip) == "the engine does not model burglary yet"
    else:
        raise AssertionError("the skipped example that fails was not skipped")


def test_a_skipped_example_that_passes_records_no_transcript():
    recorded = {}
    run_page(page_text(), "page.md", transcripts=recorded)
    assert set(recorded) == {PASSING}


def write_project(tmp_path: Path, text: str) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "page.md").write_text(text, encoding="utf-8")
    (tmp_path / "conftest.py").write_text(
        "from pathlib import Path\nfrom meccg_rules.pages.page_items import make_sybil\n"
        "pytest_collect_file = make_sybil(Path(__file__).parent / 'docs').pytest()\n", encoding="utf-8")
    return tmp_path


def run_pytest(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-rfs", "-p", "no:cacheprovider", "docs"], cwd=root,
                          capture_output=True, text=True)


def test_pytest_fails_a_skipped_example_that_passes_and_skips_the_others(tmp_path):
    run = run_pytest(write_project(tmp_path, page_text()))
    out = run.stdout
    assert run.returncode == 1, out
    assert "FAILED docs/page.md::examples - 1 of 5 examples fails (line 19)" in out, "the page is one item"
    assert f"docs/page.md:{STALE}: this skipped example passes now: remove its skip (line {STALE_SKIP}" in out
    assert f"FAILED docs/page.md:{STALE} - this skipped example passes now: remove its skip (line {STALE_SKIP}" in out
    assert f"SKIPPED docs/page.md:{FAILING}: the engine does not model burglary yet" in out
    assert f"SKIPPED docs/page.md:{UNKNOWN_SENTENCE}: the language has no burglary sentence" in out
    assert f"SKIPPED docs/page.md:{MISSPELT}: the language has no burglary sentence" in out
    assert "examples: 1 passed, 1 failed, 3 skipped" in out, "a skip directive is no example of its own"
    assert out.splitlines()[-1].startswith("1 failed in "), out.splitlines()[-1]
    assert "Traceback" not in out


def test_pytest_fails_a_page_with_every_failing_example_and_skips_a_page_whose_examples_are_all_skipped(tmp_path):
    broken = page_text().replace("{setup}  Aragorn II has Glamdring.\n```".format(setup=SETUP),
                                 "{setup}  Aragorn II has Glamdrig.\n```".format(setup=SETUP), 1)
    root = write_project(tmp_path, broken)
    (root / "docs" / "skipped.md").write_text(page_text()[page_text().index("<!-- skip: next \"the engine does not"):],
                                               encoding="utf-8")
    out = run_pytest(root).stdout
    assert "FAILED docs/page.md::examples - 2 of 5 examples fail (lines 3, 19)" in out, out
    failures = out[out.index("= FAILURES ="):out.index("= examples =")]
    misspelt, stale = f"page.md:{PASSING + 11}: unknown card 'Glamdrig'", f"page.md:{STALE}: this skipped"
    assert failures.index(misspelt) < failures.index(stale), "every failing example of the page is shown, in order"
    assert "Did you mean 'Glamdring'?" in failures
    first = FAILING - (page_text().count("\n", 0, page_text().index("<!-- skip: next \"the engine does not")))
    assert f"SKIPPED [1] docs/skipped.md:{first}: the engine does not model burglary yet (line {first}); the " \
           f"language has no burglary sentence (lines {first + 16}, {first + 30})" in out, "a page all skipped"
    assert "examples: 0 passed, 2 failed, 6 skipped" in out
    assert out.splitlines()[-1].startswith("1 failed, 1 skipped in "), out.splitlines()[-1]


def test_run_reports_a_skipped_example_that_passes_as_its_own_outcome(tmp_path, capsys):
    page = tmp_path / "page.md"
    page.write_text(page_text(), encoding="utf-8")
    assert main(["run", str(page)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f'UNSKIP {page}:{STALE}  (passes now: remove the skip "the engine could not play Glamdring once")' in out
    assert f"    {page}:{STALE}: this skipped example passes now: remove its skip (line {STALE_SKIP}: " \
           '"the engine could not play Glamdring once") so that it runs as a test' in out
    assert f"SKIP {page}:{FAILING}  (the engine does not model burglary yet)" in out
    assert f"    still fails, as a skipped example should: {page}:{MISSPELT + 11}: unknown card 'Glamdrung' " \
           "(Did you mean 'Glamdring'?)" in out
    assert out[-1] == "1 passed, 0 failed, 3 skipped, 1 skipped but passing now (remove their skip)"
    without = page_text().replace('<!-- skip: next "the engine could not play Glamdring once" -->\n', "")
    page.write_text(without, encoding="utf-8")
    assert main(["run", "-q", str(page)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "2 passed, 0 failed, 3 skipped"
