"""Front matter checks: each mistake an author can make is reported with file, line and nearest spelling."""
from __future__ import annotations

from pathlib import Path

import pytest

from meccg_rules.pages.findings import Finding
from meccg_rules.pages.front_matter import load_page
from meccg_rules.pages.validation import validate_pages

GOOD = """\
---
id: {id}
title: Targets must have existed during the movement/hazard phase
sources:
  - {{doc: CRF, version: 22, section: "Site Phase > On-Guard Cards", kind: rules-erratum}}
  - {{doc: CoE rules, rule: "2.V.6.3"}}
first_appeared: {{doc: CRF, version: 4, date: unknown}}
terms: [on-guard card, target]
cards: [Foolish Words]
related: [{related}]
history:
  - {{date: 1997, source: CRF 4, change: "first stated"}}
status: current
---

# Body
"""


class Cards:
    """A stand-in catalogue with the two methods validate_pages uses."""

    names_ = ["Foolish Words", "Glamdring"]

    def find(self, name):
        return name if name in self.names_ else None

    def names(self):
        return self.names_


TERMS = ["on-guard card", "target", "chain of effects"]


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / "rulings" / "section" / f"{name}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def check(tmp_path, text: str, *others: str) -> list[Finding]:
    paths = [write(tmp_path, "subject", text)]
    paths += [write(tmp_path, other, GOOD.format(id=other, related="subject")) for other in others]
    return [f for f in validate_pages(paths, terms=TERMS, cards=Cards()) if f.path == str(paths[0])]


def good(**changes) -> str:
    return GOOD.format(**{"id": "subject", "related": "other", **changes})


def test_a_good_page_has_no_findings(tmp_path):
    assert check(tmp_path, good(), "other") == []


@pytest.mark.parametrize("old, new, line, words, suggestion", [
    ("doc: CRF,", "doc: CFR,", 5, "unknown source document 'CFR'", "CRF"),
    ("kind: rules-erratum", "kind: rules-eratum", 5, "unknown source kind", "rules-erratum"),
    ("version: 22, ", "", 5, "a CRF source needs 'version'", None),
    ("rule: \"2.V.6.3\"", "rules: \"2.V.6.3\"", 6, "unknown source field 'rules'", "rule"),
    ("terms: [on-guard card, target]", "terms: [on-guard card, targt]", 8, "'targt' is not a glossary term",
     "target"),
    ("cards: [Foolish Words]", "cards: [Foolish Wrods]", 9, "'Foolish Wrods' is not a card", "Foolish Words"),
    ("related: [other]", "related: [othr]", 10, "related ruling 'othr' does not exist", "other"),
    ("status: current", "status: curent", 13, "status 'curent' must be current or superseded", "current"),
    ("status: current", "status: superseded", 13, "names its successor in superseded_by", None),
    ("status: current", "status: superseded\nsuperseded_by: nobody", 14, "superseded_by names 'nobody'", None),
    ("date: 1997", "date: nineties", 12, "date nineties must be a year", None),
    ("date: 1997", "date: 1997-13", 12, "date 1997-13 must be a year", None),
    ("date: unknown}", "date: 2025-02-30}", 7, "date 2025-02-30 must be a year", None),
    ("date: unknown}", "date: 1890}", 7, "outside the game's history", None),
    ("date: unknown}", "dat: 2025}", 7, "unknown source field 'dat'", "date"),
    ("date: unknown}", "}", 7, "first_appeared needs a date", None),
    ("version: 4, date", "version: four, date", 7, "a CRF version is a number, e.g. 22, or unknown", None),
    ("version: 4, date", "date", 7, "a CRF source needs 'version'", None),
    ("{doc: CRF, version: 4", "{doc: CFR, version: 4", 7, "unknown source document 'CFR'", "CRF"),
    ("first_appeared: {doc: CRF, version: 4, date: unknown}", "first_appeared: 2025", 7,
     "first_appeared is one mapping", None),
    ("change: \"first stated\"", "chnage: \"first stated\"", 12, "unknown history field 'chnage'", "change"),
    ("title: Targets", "titel: Targets", 3, "unknown field 'titel'", "title"),
    ("id: subject", "id: Subject_Page", 2, "must be kebab-case", "subject-page"),
])
def test_each_mistake_is_named_with_its_line_and_nearest_spelling(tmp_path, old, new, line, words, suggestion):
    text = good()
    assert old in text
    findings = check(tmp_path, text.replace(old, new, 1), "other")
    assert any(words in f.message and f.line == line for f in findings), findings
    matching = [f for f in findings if words in f.message]
    if suggestion:
        assert matching[0].suggestion == suggestion
        assert f"did you mean {suggestion!r}" in str(matching[0])
    assert str(matching[0]).startswith(f"{matching[0].path}:{line}: ")


def test_missing_required_fields_are_named(tmp_path):
    findings = check(tmp_path, "---\nid: subject\nterms: [target]\n---\nBody\n")
    assert {f.message for f in findings} >= {"the field 'title' is missing", "the field 'sources' is missing",
                                             "the field 'first_appeared' is missing", "the field 'status' is missing"}


def test_duplicate_ids_name_both_files(tmp_path):
    first = write(tmp_path, "subject", good(related="subject-two"))
    second = tmp_path / "rulings" / "other-section" / "subject.md"
    second.parent.mkdir(parents=True)
    second.write_text(good(related="subject"), encoding="utf-8")
    findings = validate_pages([first, second], terms=TERMS, cards=Cards())
    duplicate = [f for f in findings if "already used" in f.message]
    assert len(duplicate) == 1 and str(first) in duplicate[0].message and duplicate[0].line == 2


def test_the_id_must_be_the_file_name(tmp_path):
    findings = check(tmp_path, good(id="another-name"), "other")
    assert any("differs from the file name" in f.message for f in findings)


def test_broken_yaml_is_a_finding_with_its_line_not_a_traceback(tmp_path):
    path = write(tmp_path, "subject", "---\nid: subject\ntitle: [unclosed\nstatus: current\n---\n")
    page = load_page(path)
    assert page.meta == {} and [p.line for p in page.problems] == [4]
    findings = validate_pages([path], terms=TERMS, cards=Cards())
    assert len(findings) == 1 and "not valid YAML" in findings[0].message and findings[0].line in (3, 4, 5)


def test_a_page_in_a_ruling_folder_is_a_ruling_unless_it_says_ruling_false(tmp_path):
    assert check(tmp_path, "---\ntitle: Coverage table\nruling: false\n---\n| a | b |\n") == []
    missing = {f.message for f in check(tmp_path, "---\ntitle: Coverage table\n---\n| a | b |\n")}
    assert missing == {"the field 'id' is missing", "the field 'sources' is missing", "the field 'status' is missing",
                       "the field 'first_appeared' is missing"}


def test_a_page_in_a_ruling_folder_without_front_matter_is_an_error(tmp_path):
    findings = check(tmp_path, "# A ruling\n\nNo front matter.\n")
    assert [(f.line, f.message[:50]) for f in findings] == [
        (1, "a page in a rulings folder starts with its front m")]


def test_the_real_docs_glossary_and_catalogue_are_the_defaults():
    docs = Path(__file__).resolve().parents[1] / "docs"
    findings = validate_pages(sorted(docs.rglob("*.md")))
    assert all(isinstance(f, Finding) for f in findings)
    assert not [f for f in findings if "not a glossary term" in f.message or "not a card" in f.message], findings


def test_unknown_is_an_honest_date_and_a_yaml_date_is_a_date(tmp_path):
    text = good().replace("date: 1997", "date: unknown").replace("version: 4, date: unknown", "version: 22, date: 2026-01-21")
    assert check(tmp_path, text, "other") == []


def test_the_glossary_is_in_alphabetical_order():
    from meccg_rules.pages.glossary import load_glossary
    terms = list(load_glossary(Path(__file__).resolve().parent.parent / "docs" / "glossary.md").terms)
    assert terms == sorted(terms, key=str.casefold)


def test_every_ruling_page_says_where_it_first_appeared_in_agreement_with_the_crf_marks():
    """A page whose CRF 22 bullets all carry a dated mark ([CoE 2025], [Van 1999] ...) gives one of those years."""
    from meccg_rules.pages.crf import census
    from meccg_rules.pages.dating import UNKNOWN, what_the_marks_say, year_of
    docs = Path(__file__).resolve().parent.parent / "docs"
    pages = [load_page(p) for p in sorted(docs.rglob("*.md"))]
    rulings = [p for p in pages if p.is_ruling]
    assert rulings
    for page in rulings:
        first = page.meta.get("first_appeared")
        assert isinstance(first, dict), f"{page.path} has no first_appeared"
        years = {what_the_marks_say(census().find(b).tags).year for b in page.strings("crf")}
        if years and None not in years and first["date"] != UNKNOWN:
            assert year_of(first["date"]) in years, (page.path, first["date"], years)
