"""Golden transcripts: each page's playthrough matches the one committed under tests/transcripts/.

A difference is a change in the engine's behaviour (or in the page): review it, then regenerate with
``.venv/bin/meccg-rules transcripts`` (or ``python -m meccg_rules.tools.transcripts``) and commit the diff.
"""
import difflib

import pytest

from helpers import GLAMDRING_PLAYED

from meccg_rules.tools.transcripts import DOCS, OUT, ROOT, main, pages, target, transcript_of

PAGES = pages()


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(DOCS).as_posix() for p in PAGES])
def test_the_playthrough_matches_the_committed_transcript(page):
    fresh = transcript_of(page)
    path = target(page)
    if fresh is None:
        assert not path.exists(), f"{path.relative_to(ROOT)} is left from an example that no longer passes"
        return
    assert path.exists(), (f"{page.relative_to(ROOT)} has no transcript yet: run `.venv/bin/meccg-rules "
                           "transcripts` and commit tests/transcripts/")
    kept = path.read_text(encoding="utf-8")
    if kept != fresh:
        diff = list(difflib.unified_diff(kept.splitlines(), fresh.splitlines(), "committed", "now", lineterm=""))
        shown = "\n".join(diff[:80]) + ("\n..." if len(diff) > 80 else "")
        pytest.fail(f"the playthrough of {page.relative_to(ROOT)} changed; if the change is intended, run "
                    f"`.venv/bin/meccg-rules transcripts` and commit it:\n{shown}")


def test_no_transcript_is_left_without_its_page():
    kept = {p for p in OUT.rglob("*.txt")}
    assert kept <= {target(p) for p in PAGES}, sorted(str(p) for p in kept - {target(p) for p in PAGES})


PAGE = f"# A page\n\n```scenario\n{GLAMDRING_PLAYED}```\n"


def test_a_failing_example_keeps_its_pages_transcript_and_is_named(tmp_path, capsys):
    docs, out = tmp_path / "docs", tmp_path / "tests" / "transcripts"
    docs.mkdir()
    (docs / "page.md").write_text(PAGE, encoding="utf-8")
    assert main([], docs, out) == 0
    written = (out / "page.txt").read_text(encoding="utf-8")
    assert "Aragorn II" in written

    (docs / "page.md").write_text(PAGE.replace("Aragorn II has Glamdring.", "Legolas has Glamdring."), encoding="utf-8")
    assert main([], docs, out) == 1
    said = capsys.readouterr().out
    assert "docs/page.md:" in said and "docs/page.md:3: page.md" not in said and "left as it is" in said, said
    assert (out / "page.txt").read_text(encoding="utf-8") == written  # neither rewritten nor removed
    assert main(["--check"], docs, out) == 1
