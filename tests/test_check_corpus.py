"""`meccg-rules check`: a corpus of bad pages, each with its exact finding (file, line, message, suggestion)."""
import json
import textwrap

import pytest
from helpers import GLAMDRING_PLAYED

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.tools.check import check
from meccg_rules.tools.cli import main

GLOSSARY = "---\ntitle: Glossary\n---\n\n# Glossary\n\n## on-guard card\n\nA face-down hazard.\n\n## target\n\nWhat an action is played on.\n"

GOOD_EXAMPLE = "\n```scenario\n" + GLAMDRING_PLAYED + "```\n"


SECOND_EXAMPLE = """
```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Gimli.
  Alice holds Glamdring.
Expect
  Alice cannot tap Aragorn II to play Glamdring: the automatic-attacks have not been faced.
```
"""
RULING = "\n**Ruling.** A ruling in our own words.\n"


def page(front: str, body: str = GOOD_EXAMPLE, name: str | None = None, rest: bool = True) -> tuple[str, str]:
    """A page: front matter, title, ``body``, then (``rest``) a second example and the ruling paragraph."""
    tail = SECOND_EXAMPLE + RULING if rest else ""
    return name, f"---\n{textwrap.dedent(front).strip()}\n---\n\n# A ruling\n{body}{tail}"


def front(**changes) -> str:
    fields = {"id": "id: bad-page", "title": "title: A ruling",
              "sources": 'sources:\n  - {doc: CRF, version: 22, section: "Site Phase > On-Guard Cards"}',
              "terms": "terms: [on-guard card]", "cards": "cards: [Weariness of the Heart]",
              "related": "related: [good-page]", "status": "status: current",
              "first_appeared": "first_appeared: {doc: CRF, version: unknown, date: unknown}"}
    fields.update(changes)
    return "\n".join(v for v in fields.values() if v)


CORPUS = [
    # (name, (file name or None, text), line, message part, suggestion)
    ("missing id", page(front(id="")), 1, "the field 'id' is missing", None),
    ("id not kebab-case", page(front(id="id: Bad_Page"), name="Bad_Page.md"), 2, "must be kebab-case", "bad-page"),
    ("id differs from file name", page(front(id="id: another-page")), 2, "differs from the file name", None),
    ("duplicate id", page(front(id="id: good-page"), name="good-page-copy.md"), 2, "already used by", None),
    ("unknown field", page(front() + "\ntitel: Typo"), 11, "unknown field 'titel'", "title"),
    ("missing title", page(front(title="")), 1, "the field 'title' is missing", None),
    ("missing sources", page(front(sources="")), 1, "the field 'sources' is missing", None),
    ("sources not a list", page(front(sources="sources: CRF 22")), 4, "sources must be a list", None),
    ("unknown source document", page(front(sources='sources:\n  - {doc: CFR, version: 22, section: "x"}')), 5,
     "unknown source document 'CFR'", "CRF"),
    ("CRF source without version", page(front(sources='sources:\n  - {doc: CRF, section: "x"}')), 5,
     "a CRF source needs 'version'", None),
    ("unknown term", page(front(terms="terms: [on-gaurd card]")), 6, "'on-gaurd card' is not a glossary term",
     "on-guard card"),
    ("unknown card", page(front(cards="cards: [Weariness of the Hart]")), 7, "is not a card the engine knows",
     "Weariness of the Heart"),
    ("related id missing", page(front(related="related: [good-pag]")), 8, "related ruling 'good-pag' does not exist",
     "good-page"),
    ("status typo", page(front(status="status: curent")), 9, "status 'curent' must be current or superseded",
     "current"),
    ("superseded without successor", page(front(status="status: superseded")), 9, "names its successor", None),
    ("superseded_by unknown", page(front(status="status: superseded\nsuperseded_by: good-pgae")), 10,
     "superseded_by names 'good-pgae'", "good-page"),
    ("history entry without change", page(front() + '\nhistory:\n  - {date: 1997, source: "CRF 4"}'), 12,
     "the history entry has no 'change'", None),
    ("history date malformed", page(front() + '\nhistory:\n  - {date: "spring 1997", source: "CRF 4", change: "x"}'),
     12, "must be a year", None),
    ("missing first_appeared", page(front(first_appeared="")), 1, "the field 'first_appeared' is missing", None),
    ("first_appeared date impossible",
     page(front(first_appeared="first_appeared: {doc: CoE digest, number: 207, date: 2025-02-30}")), 10,
     "date 2025-02-30 must be a year (2025), a year-month (2025-06), a date (2026-01-21) or unknown", None),
    ("first_appeared date misspelt",
     page(front(first_appeared="first_appeared: {doc: CoE digest, number: 207, dtae: 2025}")), 10,
     "unknown source field 'dtae'", "date"),
    ("unknown CRF bullet", page(front() + "\ncrf: [ts.site-phase.on-guard-cards.2, ts.site-phase.on-guard-card.7]"), 11,
     "CRF 22 has no bullet 'ts.site-phase.on-guard-card.7': there is no section 'ts.site-phase.on-guard-card'",
     "ts.site-phase.on-guard-cards.7"),
    ("CRF bullet past the section's end",
     page(front() + "\ncrf:\n  - ts.site-phase.on-guard-cards.2\n  - term.timing.9"), 13,
     "CRF 22 has no bullet 'term.timing.9': term.timing has bullets 1 to 4", "term.timing.4"),
    ("a ruling id where a bullet id belongs", page(front() + "\ncrf: [onguard-chain]"), 11,
     "'onguard-chain' is not a CRF 22 bullet id", None),
    ("crf not a list", page(front() + "\ncrf: ts.site-phase.on-guard-cards.2"), 11, "crf must be a list", None),
    ("the old crf_bullet field", page(front() + "\ncrf_bullet: 2"), 11, "unknown field 'crf_bullet'", "crf"),
    ("invalid YAML", (None, "---\nid: bad-page\ntitle: [unclosed\n---\n\nBody\n"), 4, "not valid YAML", None),
    ("no example", page(front(), body="\nNo example here.\n" + RULING, rest=False), 12, "needs at least 2 examples",
     None),
    ("one example", page(front(), body=RULING + GOOD_EXAMPLE, rest=False), 17, "this page has 1", None),
    ("no ruling paragraph", page(front(), body=GOOD_EXAMPLE + SECOND_EXAMPLE, rest=False), 12,
     "a paragraph that starts with **Ruling.**", None),
    ("template text left", page(front(), body="\nExplain it for a newcomer: why it exists, what it prevents.\n"
                                             + GOOD_EXAMPLE), 15, "the template's text is still here", None),
    ("misspelt card in a skipped example", page(front(), body='\n<!-- skip: next "no combat yet" -->\n'
                                                + GOOD_EXAMPLE.replace("holds Glamdring", "holds Glamdrung")),
     22, "in a skipped example: unknown card 'Glamdrung'", "Glamdring"),
    ("broken block in a skipped example", page(front(), body='\n<!-- skip: next "no combat yet" -->\n'
                                               + GOOD_EXAMPLE.replace("Setup\n", "")),
     18, "in a skipped example: a step comes before any section heading", None),
    ("skip without reason", page(front(), body="\n<!-- skip: next -->\n" + GOOD_EXAMPLE), 15, "needs a reason", None),
    ("skipped example that passes now", page(front(), body='\n<!-- skip: next "no combat yet" -->\n' + GOOD_EXAMPLE),
     17, 'this skipped example passes now: remove its skip (line 15: "no combat yet") so that it runs as a test',
     None),
    ("unknown sentence in an example", page(front(), body=GOOD_EXAMPLE.replace("Both players pass.", "Both pass.")),
     24, "unknown Play sentence: 'Both pass.'", None),
    ("unknown card in an example", page(front(), body=GOOD_EXAMPLE.replace("holds Glamdring", "holds Glamdrin")),
     20, "unknown card 'Glamdrin'", "Glamdring"),
    ("script tag", page(front(), body="\n<script>alert(1)</script>\n" + GOOD_EXAMPLE), 15, "a <script> tag", None),
    ("inline event handler", page(front(), body='\n<img src="x.png" onerror="alert(1)">\n' + GOOD_EXAMPLE), 15,
     "event-handler attribute 'onerror='", None),
    ("javascript link", page(front(), body="\n[click](javascript:alert(1))\n" + GOOD_EXAMPLE), 15,
     "a 'javascript:' address", None),
    ("iframe", page(front(), body='\n<iframe src="https://example.org"></iframe>\n' + GOOD_EXAMPLE), 15,
     "a <iframe> tag", None),
    ("broken link", page(front(), body="\nSee [the other](../sect/good-page.md).\n" + GOOD_EXAMPLE), 15,
     "the link to '../sect/good-page.md' leads nowhere", "good-page.md"),
]


@pytest.fixture
def docs(tmp_path):
    root = tmp_path / "docs"
    (root / "rulings" / "section").mkdir(parents=True)
    (root / "glossary.md").write_text(GLOSSARY, encoding="utf-8")
    good_front = front(id="id: good-page", related="related: []")
    (root / "rulings" / "section" / "good-page.md").write_text(page(good_front)[1], encoding="utf-8")
    return root


def test_a_good_page_has_no_findings(docs):
    assert check([str(docs)]) == []


@pytest.mark.parametrize("name, bad, line, message, suggestion", CORPUS, ids=[c[0] for c in CORPUS])
def test_each_mistake_gives_its_finding(docs, name, bad, line, message, suggestion):
    file_name, text = bad
    path = docs / "rulings" / "section" / (file_name or "bad-page.md")
    path.write_text(text, encoding="utf-8")
    findings = check([str(path)])
    matching = [f for f in findings if message in f.message]
    assert matching, f"no finding says {message!r}: {[str(f) for f in findings]}"
    finding = matching[0]
    assert (finding.path, finding.line) == (str(path), line), str(finding)
    assert finding.suggestion == suggestion or (suggestion and suggestion in (finding.suggestion or ""))


def test_the_corpus_is_large_enough():
    assert len(CORPUS) >= 25


def test_a_skipped_example_may_use_sentences_the_language_does_not_have(docs):
    missing = GOOD_EXAMPLE.replace("Both players pass.", "Alice taps Aragorn II to remove Lure of Expedience.\n"
                                   "  Alice discards Noble Hound to cancel the attack.")
    missing = missing.replace("Alice holds Glamdring.", "Bob has played 1 hazard on Fellowship.\n  Alice holds Glamdring.")
    missing = missing.replace("Aragorn II has Glamdring.", "Alice can tap Legolas to play Glamdring on Aragorn II.")
    _, text = page(front(), body='\n<!-- skip: next "no sentence for it yet" -->\n' + missing)
    path = docs / "rulings" / "section" / "bad-page.md"
    path.write_text(text, encoding="utf-8")
    assert check([str(path)]) == []


def test_a_skipped_example_that_still_fails_is_no_finding(docs, capsys):
    failing = GOOD_EXAMPLE.replace("Aragorn II has Glamdring.", "Aragorn II does not have Glamdring.")
    _, text = page(front(), body='\n<!-- skip: next "the engine cannot do it yet" -->\n' + failing)
    path = docs / "rulings" / "section" / "bad-page.md"
    path.write_text(text, encoding="utf-8")
    assert check([str(path)]) == []
    path.write_text(text.replace("does not have Glamdring", "has Glamdring"), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        f'{path}:17: this skipped example passes now: remove its skip (line 15: "the engine cannot do it yet") so '
        "that it runs as a test", "1 finding(s) in 1 file(s)"]


def test_command_line_exit_codes_and_json(docs, capsys):
    assert main(["check", str(docs)]) == 0
    assert capsys.readouterr().out.strip() == "no findings"
    bad = docs / "rulings" / "section" / "bad-page.md"
    bad.write_text(page(front(terms="terms: [on-gaurd card]"))[1], encoding="utf-8")
    assert main(["check", "--format", "json", str(bad)]) == 1
    found = json.loads(capsys.readouterr().out)
    assert found == [{"path": str(bad), "line": 6, "message": "'on-gaurd card' is not a glossary term: the terms are "
                      "the '## ' headings of docs/glossary.md (add it there with a one-paragraph definition, or use "
                      "one that exists)", "suggestion": "on-guard card"}]


def test_new_then_check_then_run(docs, capsys):
    assert main(["new", "--docs", str(docs), "--title", "Revealed cards stop being on-guard", "--section", "section",
                 "--crf-section", "Turn Sequence Rulings > Site Phase > On-Guard Cards", "--coe-rule", "2.V.6.6",
                 "--term", "On-guard card", "--card", "weariness of the heart", "--related", "good-page"]) == 0
    path = docs / "rulings" / "section" / "revealed-cards-stop-being-on-guard.md"
    assert path.exists()
    assert main(["check", str(path)]) == 1, "an untouched template passes check"
    out = capsys.readouterr().out
    assert out.count("the template's text is still here") == 7, out
    assert out.count("this is the template's example, unchanged") == 2, out
    assert main(["run", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("SKIP") == 2 and "example not written yet" in out
    text = path.read_text(encoding="utf-8").replace('<!-- skip: next "example not written yet" -->\n', "")
    path.write_text(text, encoding="utf-8")
    assert main(["run", str(path)]) == 1, "an example left as the template wrote it fails once its skip is removed"
    assert "unknown Expect sentence: 'Replace this example with one of your ruling.'" in capsys.readouterr().out
    text = text.replace("  Replace this example with one of your ruling.\n", "")
    text = text.replace("State the ruling in one or two plain sentences, in your own", "Revealed cards stop being")
    text = text.replace("Explain it for a newcomer: why it exists, what it prevents.", "It is face up now.")
    text = text.replace("Write at least two examples: one where the thing is allowed", "Two examples")
    path.write_text(text, encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert capsys.readouterr().out.count("this is the template's example, unchanged") == 2, "examples left as they were"
    text = text.replace("Aragorn II, Legolas.", "Aragorn II, Gimli.")
    path.write_text(text, encoding="utf-8")
    assert main(["check", str(path)]) == 0, capsys.readouterr().out
    assert main(["run", str(path)]) == 0
    assert "2 passed, 0 failed, 0 skipped" in capsys.readouterr().out, "the template's two examples run once unskipped"
    assert main(["new", "--docs", str(docs), "--title", "Revealed cards stop being on-guard",
                 "--section", "section", "--coe-rule", "2.V.6"]) == 2
    assert "already used" in capsys.readouterr().err


def test_new_starts_a_section_when_asked(docs, capsys):
    assert main(["new", "--docs", str(docs), "--title", "A first ruling", "--section", "combat-strikes",
                 "--coe-rule", "3.I"]) == 2
    error = capsys.readouterr().err
    assert "unknown section 'combat-strikes'" in error and "--new-section" in error and "did you mean" not in error
    assert not (docs / "rulings" / "combat-strikes").exists()
    assert main(["new", "--docs", str(docs), "--title", "A first ruling", "--section", "combat-strikes",
                 "--new-section", "--section-title", "Combat: strikes", "--coe-rule", "3.I"]) == 0
    index = (docs / "rulings" / "combat-strikes" / "index.md").read_text(encoding="utf-8")
    assert index.startswith('---\ntitle: "Combat: strikes"\n---\n\n# Combat: strikes\n')
    assert (docs / "rulings" / "combat-strikes" / "a-first-ruling.md").exists()
    assert main(["new", "--docs", str(docs), "--title", "Another", "--section", "combat-strikes", "--new-section",
                 "--coe-rule", "3.I"]) == 2
    assert "already exists; leave out --new-section" in capsys.readouterr().err
    assert main(["new", "--docs", str(docs), "--title", "Another", "--section", "Combat Strikes", "--new-section",
                 "--coe-rule", "3.I"]) == 2
    assert "'combat-strikes'" in capsys.readouterr().err


def test_new_explains_unknown_terms_and_cards(docs, capsys):
    assert main(["new", "--docs", str(docs), "--title", "x", "--section", "section", "--coe-rule", "1",
                 "--term", "on-gaurd card"]) == 2
    assert "docs/glossary.md" in capsys.readouterr().err
    assert main(["new", "--docs", str(docs), "--title", "x", "--section", "section", "--coe-rule", "1",
                 "--card", "Zorblax the Unprinted"]) == 2
    error = capsys.readouterr().err
    assert f"{len(catalogue()):,} cards" in error and "Adding a card" in error and "nothing was written" in error


def test_new_takes_the_bullets_it_covers_and_their_section(docs, capsys):
    assert main(["new", "--docs", str(docs), "--title", "Revealed cards stop being on-guard", "--section", "section",
                 "--crf", "ts.site-phase.on-guard-cards.10"]) == 0
    text = (docs / "rulings" / "section" / "revealed-cards-stop-being-on-guard.md").read_text(encoding="utf-8")
    assert 'section: "Turn Sequence Rulings > Site Phase > On-Guard Cards"\ncrf: [ts.site-phase.on-guard-cards.10]\n' in text
    assert 'section: "Turn Sequence Rulings > Site Phase > On-Guard Cards"}' in text
    assert main(["new", "--docs", str(docs), "--title", "Another", "--section", "section",
                 "--crf", "ts.site-phase.on-guard-cards.17"]) == 2
    error = capsys.readouterr().err
    assert "CRF 22 has no bullet 'ts.site-phase.on-guard-cards.17'" in error and "nothing was written" in error
    assert not (docs / "rulings" / "section" / "another.md").exists()
    assert main(["new", "--docs", str(docs), "--title", "x", "--section", "sectoin", "--coe-rule", "2.V.6"]) == 2
    assert "did you mean 'section'" in capsys.readouterr().err
    assert main(["new", "--docs", str(docs), "--title", "y", "--section", "section", "--coe-rule", "1",
                 "--card", "Glamdrin"]) == 2
    assert "did you mean 'Glamdring'" in capsys.readouterr().err
    assert not (docs / "rulings" / "section" / "y.md").exists()


def test_the_project_docs_pass_check():
    from pathlib import Path
    docs = Path(__file__).resolve().parents[1] / "docs"
    assert [str(f) for f in check([str(docs)])] == []


def test_new_names_every_problem_at_once_and_a_bullet_that_has_a_page(docs, capsys):
    covered = docs / "rulings" / "section" / "good-page.md"
    covered.write_text(covered.read_text(encoding="utf-8").replace("status: current",
                       "crf: [ts.site-phase.on-guard-cards.10]\nstatus: current"), encoding="utf-8")
    assert main(["new", "--docs", str(docs), "--title", "Another", "--section", "section",
                 "--crf", "ts.site-phase.on-guard-cards.10", "--term", "on-gaurd card", "--card", "Healing Herb",
                 "--related", "god-page"]) == 2
    err = capsys.readouterr().err
    assert "4 problems" in err and err.rstrip().endswith("nothing was written"), err
    for said in (f"ts.site-phase.on-guard-cards.10 is covered by {covered} already", "'on-guard card'",
                 "'Healing Herbs'", "'good-page'"):
        assert said in err, err


def test_a_new_section_for_a_bullet_is_the_folder_of_its_part(docs, capsys):
    assert main(["new", "--docs", str(docs), "--title", "Herbs heal their bearer", "--section", "healing-herbs",
                 "--new-section", "--crf", "card.healing-herbs.3"]) == 2
    assert "go in the section folder 'card-errata-and-rulings', not 'healing-herbs'" in capsys.readouterr().err
    assert main(["new", "--docs", str(docs), "--title", "Herbs heal their bearer", "--section",
                 "card-errata-and-rulings", "--new-section", "--crf", "card.healing-herbs.3"]) == 0
    index = (docs / "rulings" / "card-errata-and-rulings" / "index.md").read_text(encoding="utf-8")
    assert 'title: "Card Errata and Rulings"' in index, index


def test_bullets_lists_each_bullet_with_its_page_or_not_yet(docs, capsys):
    covered = docs / "rulings" / "section" / "good-page.md"
    covered.write_text(covered.read_text(encoding="utf-8").replace("status: current",
                       "crf: [term.hobbits.1]\nstatus: current"), encoding="utf-8")
    assert main(["bullets", "--docs", str(docs), "term.hobbits", "term.haven"]) == 0
    out = capsys.readouterr().out
    assert "term.hobbits.1 " in out and str(covered) in out
    assert "term.haven.1 " in out and "not yet (pages go in docs/rulings/rulings-by-term/)" in out
    assert out.rstrip().endswith("1 of 3 bullets covered (1 proven by examples, 0 documented with nothing to run, "
                                 "0 pointers); 2 not yet"), out
    assert main(["bullets", "--docs", str(docs), "--uncovered", "term.hobbits"]) == 0
    assert capsys.readouterr().out.strip() == ("1 of 1 bullets covered (1 proven by examples, 0 documented with "
                                               "nothing to run, 0 pointers)")
    assert main(["bullets", "--docs", str(docs), "term.agnet"]) == 2
    assert "did you mean 'term.agent'?" in capsys.readouterr().err
