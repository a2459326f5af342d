"""Rulings with nothing to run and pointers: what a page may say it cannot prove, and how coverage counts both.

An erratum that cannot change play is "documented: nothing to run" (grey, counted apart); a "See ..." bullet is a
pointer, covered once the sections it names hold rulings. What can run must run: ``check`` refuses the field on
a ruling about play, on a page that holds examples, and beyond each range's share.
"""
import pytest
from test_check_corpus import GLOSSARY, GOOD_EXAMPLE, SECOND_EXAMPLE

from meccg_rules.pages import documented
from meccg_rules.pages.crf import census
from meccg_rules.pages.runner import run_file
from meccg_rules.site import badges
from meccg_rules.site.coverage import cover, coverage_view, tally
from meccg_rules.site.index import index_for
from meccg_rules.tools.check import check
from meccg_rules.tools.cli import main

FRONT = """---
id: {id}
title: A ruling {id}
section: "Card Errata and Rulings > {card}"
crf: [{crf}]
sources:
  - {{doc: CRF, version: 22, section: "Card Errata and Rulings > {card}", kind: card-erratum}}
first_appeared: {{doc: CRF, version: unknown, date: unknown}}
cards: [{card}]
{extra}status: current
---

# A ruling {id}

**Ruling.** The card's text changes in a way no rule reads.
"""
NOTHING = 'nothing_to_run: "only a keyword no rule reads is added"\n'


@pytest.fixture
def docs(tmp_path):
    root = tmp_path / "docs"
    folder = root / "rulings" / "card-errata-and-rulings"
    folder.mkdir(parents=True)
    (root / "glossary.md").write_text(GLOSSARY, encoding="utf-8")
    (folder / "index.md").write_text("---\ntitle: Card Errata and Rulings\n---\n\n# Card Errata and Rulings\n",
                                     encoding="utf-8")
    return root


def write(docs, name, crf, card="Giant", extra=NOTHING, body=""):
    path = docs / "rulings" / "card-errata-and-rulings" / f"{name}.md"
    path.write_text(FRONT.format(id=name, crf=crf, card=card, extra=extra) + body, encoding="utf-8")
    return path


def test_an_erratum_that_cannot_change_play_is_documented_with_a_grey_badge(docs):
    path = write(docs, "giant-keyword", "card.giant.1")
    assert check([str(docs)]) == []
    result = run_file(path, docs)
    assert result.examples == [] and result.documented == "only a keyword no rule reads is added"
    assert badges.state(result) == "documented" and badges.badge_text(result) == "documented: nothing to run"
    badge = badges.badge(result)
    assert "ruling-badge--documented" in badge.get("class") and "no rule reads" in badge.get("title")
    assert main(["bullets", "--docs", str(docs), "card.giant"]) == 0


def test_nothing_to_run_is_refused_for_a_ruling_on_play(docs):
    path = write(docs, "gandalf-rings", "card.gandalf.1", card="Gandalf")
    findings = check([str(docs)])
    assert [(f.path, f.line) for f in findings] == [(str(path), 5)]
    assert "card.gandalf.1 is a ruling on play" in findings[0].message
    assert "nothing_to_run is only for errata that cannot change play" in findings[0].message


def test_a_deck_list_correction_may_be_documented_but_not_a_ruling_on_play_of_its_section(docs):
    """The census tags a bullet that fixes the icon a card shows in a challenge deck's list; such a bullet may be
    documented, its neighbours of the same section (which decide play) may not."""
    crf = census()
    assert crf.find("term.challenge-decks.3").corrects_a_deck_list
    assert not any(b.corrects_a_deck_list for b in crf.in_section("term.challenge-decks") if b.position != "3")
    assert write(docs, "arkenstone-icon", "term.challenge-decks.3", card="The Arkenstone") and check([str(docs)]) == []
    path = write(docs, "old-forest-words", "term.challenge-decks.4", card="Old Forest")
    findings = check([str(docs)])
    assert [(f.path, f.line) for f in findings] == [(str(path), 5)]
    assert "term.challenge-decks.4 is a ruling on play" in findings[0].message
    assert "for corrections of a deck list (which icon a card shows there)" in findings[0].message


def test_a_page_with_nothing_to_run_that_holds_examples_fails(docs):
    path = write(docs, "giant-keyword", "card.giant.1", body=GOOD_EXAMPLE + SECOND_EXAMPLE)
    findings = check([str(docs)])
    assert any("says it has nothing to run" in f.message and f.path == str(path) for f in findings), findings
    result = run_file(path, docs)
    assert [e.status for e in result.examples] == ["failed"] and badges.state(result) == "failed"


def test_each_range_may_document_only_its_share(docs, monkeypatch):
    monkeypatch.setitem(documented.BUDGETS, "Card Errata and Rulings, cards A to G",
                        (("card.a", "card.b", "card.c", "card.d", "card.e", "card.f", "card.g"),
                         documented.Fraction(1, 177)))
    giant = write(docs, "giant-keyword", "card.giant.1")
    assert check([str(docs)]) == []
    write(docs, "agburanar-ahunt-wording", "card.agburanar-ahunt.1", card="Agburanar Ahunt")
    findings = check([str(docs)])
    assert [f.path for f in findings] == [str(giant)]   # Giant comes after Agburanar Ahunt in the CRF
    assert "2 bullets of Card Errata and Rulings, cards A to G are documented with nothing to run; at most 1" \
        in findings[0].message


def test_coverage_counts_proven_documented_and_pointers_apart(docs):
    write(docs, "giant-keyword", "card.giant.1")
    write(docs, "burglary-ruling", "term.burglary-attempts.1", card="Burglary", extra="",
          body=GOOD_EXAMPLE + SECOND_EXAMPLE)
    index = index_for(docs)
    crf = census()
    assert cover(index, crf.find("card.giant.1")) == "documented"
    assert cover(index, crf.find("term.burglary-attempts.1")) == "proven"
    assert cover(index, crf.find("card.burglary.2")) == "pointer"       # its section now holds a ruling
    assert cover(index, crf.find("card.akhorahil.2")) == ""             # the Nazgûl term holds none here
    counted = tally(index, crf.in_part("card"))
    assert (counted.proven, counted.documented, counted.pointer) == (0, 1, 1)
    everywhere = tally(index, list(crf.bullets.values()))
    assert (everywhere.proven, everywhere.pointer) == (1, 3)  # three bullets point to Burglary Attempts
    html = coverage_view(index)
    row = html.find(".//tr[@id='card.burglary.2']")
    assert "crf-pointer" in row.get("class")
    link = row.find("td[4]/a")
    assert link.get("href") == "/coverage.md#term.burglary-attempts"
    assert link.text == "Rulings by Term > Burglary Attempts"
    waiting = html.find(".//tr[@id='card.akhorahil.2']")
    assert waiting.get("class") == "crf-not-covered" and "no ruling there yet" in waiting.find("td[4]").text
    head = [th.text for th in html.find(".//table[@class='crf-coverage-totals']/thead/tr")]
    assert head == ["Part", "Bullets", "Covered", "Proven by examples", "Documented, nothing to run", "Pointers",
                    "Share"]


def test_a_card_page_sends_the_reader_where_the_crf_does(docs):
    from meccg_rules.site.card_pages import card_view
    write(docs, "burglary-ruling", "term.burglary-attempts.1", card="Burglary", extra="",
          body=GOOD_EXAMPLE + SECOND_EXAMPLE)
    index = index_for(docs)
    page = card_view(index, index.catalogue.get("Burglary"))
    line = page.find("p[@class='card-pointers']")
    assert "".join(line.itertext()) == "CRF 22 also sends the reader to Rulings by Term > Burglary Attempts."
    assert line.find("a").get("href") == "/coverage.md#term.burglary-attempts"
    assert card_view(index, index.catalogue.get("Gandalf")).find("p[@class='card-pointers']") is None


def test_a_card_page_lists_its_rulings_with_what_they_say_and_marks_its_errata(docs):
    from meccg_rules.site.card_pages import card_view
    write(docs, "giant-keyword", "card.giant.1")
    index = index_for(docs)
    items = card_view(index, index.catalogue.get("Giant")).findall("ul[@class='ruling-list card-rulings']/li")
    assert len(items) == 1
    assert items[0][0].get("class") == "card-erratum-label" and items[0][0].text == "Erratum"
    assert items[0].find("a").text == "A ruling giant-keyword"
    assert "ruling-badge--documented" in items[0].find("span[@title]").get("class")
    assert items[0].find("p[@class='card-ruling-statement']").text == \
        "The card's text changes in a way no rule reads."
