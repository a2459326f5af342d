"""Git histories built to crash What changed or make it run for minutes, and the child that reads them.

History is not held to ``check``'s limits: a commit on main may carry a
message that is not UTF-8, a page of megabytes or a statement of 120,000
characters, whatever ``check`` says of the pages today. Each attack is a
repository of its own (``make``); the pages it commits are ruling pages a
build would list. Before issue 31 the first crashed the build (a
UnicodeDecodeError), and the second and third took minutes (the word diff,
the statement reader's regexes).

Run as a script (``python tests/history_attacks.py DIR [NAME...]``), it
reads the history of every attack (or those named) in ``DIR/<name>`` as a build does
(``changes.builds`` and ``changes.builds_view``) and prints one JSON line per
attack: what the builds list, the page it renders, and the work it was
handed: the longest page text given to the page reader and the longest word
lists given to the word diff. ``tests/test_changes_history.py`` runs it in a
child process whose timeout only detects a hang.
"""
from __future__ import annotations

import json
import random
import sys
import traceback
from pathlib import Path

from git_history import commit, commit_bytes, git, write_ruling

NOT_UTF8_SUBJECT = b"caf\xe9 \x1b[2J ruling"  # Latin-1 and a terminal escape: neither is UTF-8 text
LATIN_STATEMENT = "Caf\xe9 \x1b[31m rules."   # committed as Latin-1 bytes, with an escape character
REORDERED_WORDS = 30_000                       # two words, 60,000 characters: minutes in the old word diff
AT_BOUND = 400                                 # MAX_DIFF_WORDS in meccg_rules/site/changes.py
EMPHASIS = "*a " * 40_000                      # 120,000 characters of emphasis that never closes
BRACKETS = "[" * 120_000                       # ... and of links that never close
HUGE = "word " * 600_000                       # a 3 MB page: more than any page check reads (128 KiB)
ATTACKS = ("not-utf8", "reordered", "long-statements")


def words(count: int, seed: int) -> str:
    chooser = random.Random(seed)
    return " ".join(chooser.choice("ab") for _ in range(count))


def make(name: str, repo: Path) -> None:
    """The repository of the attack ``name``: a first commit with one ruling, then the attack's commits."""
    git(repo.parent, "init", "-q", str(repo))
    write_ruling(repo, "a", "base", "A ruling the history starts with.")
    commit(repo, "the first ruling")
    if name == "not-utf8":
        write_ruling(repo, "a", "latin", LATIN_STATEMENT, encoding="latin-1")
        commit_bytes(repo, NOT_UTF8_SUBJECT + b"\n\nThe body, in Latin-1 too: \xe9.\n")
    elif name == "reordered":
        write_ruling(repo, "a", "reordered", words(REORDERED_WORDS, 1))
        write_ruling(repo, "a", "at-bound", words(AT_BOUND, 2))
        write_ruling(repo, "a", "over-bound", words(AT_BOUND + 1, 3))
        commit(repo, "long statements")
        write_ruling(repo, "a", "reordered", words(REORDERED_WORDS, 4))
        write_ruling(repo, "a", "at-bound", words(AT_BOUND, 5))
        write_ruling(repo, "a", "over-bound", words(AT_BOUND + 1, 6))
        commit(repo, "the same words in another order")
    elif name == "long-statements":
        write_ruling(repo, "a", "emphasis", EMPHASIS)
        write_ruling(repo, "a", "brackets", BRACKETS)
        write_ruling(repo, "a", "huge", HUGE)
        commit(repo, "very long statements")
    else:
        raise ValueError(name)


def main(folder: Path, names: list[str]) -> None:
    import difflib
    import xml.etree.ElementTree as etree

    from meccg_rules.site import changes
    from meccg_rules.site.index import SiteIndex

    handed = {"page_text": 0, "diff_words": 0}
    read_page, matcher = changes.parse_page, difflib.SequenceMatcher

    def counted_page(text, path):
        handed["page_text"] = max(handed["page_text"], len(text))
        return read_page(text, path)

    def counted_matcher(junk, a, b, **options):
        handed["diff_words"] = max(handed["diff_words"], len(a), len(b))
        return matcher(junk, a, b, **options)

    changes.parse_page = counted_page
    difflib.SequenceMatcher = counted_matcher
    for name in names:
        print(json.dumps({"started": name}), flush=True)
        handed.update(page_text=0, diff_words=0)
        try:
            index = SiteIndex(folder / name / "docs")
            builds = [{"subject": b.subject, "start": b.start, "changes": [vars(c) for c in b.changes]}
                      for b in changes.builds(index)]
            html = etree.tostring(changes.builds_view(index), encoding="unicode")
        except Exception:
            print(json.dumps({"name": name, "error": traceback.format_exc(limit=-3)}), flush=True)
            continue
        print(json.dumps({"name": name, "builds": builds, "html": html, **handed}), flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:] or list(ATTACKS))
