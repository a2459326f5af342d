"""The extension on its own, as a host other than MkDocs would use it: plain Python-Markdown."""
from __future__ import annotations

import markdown
import pytest
from site_helpers import ROOT

from meccg_rules.pages.runner import run_page
from meccg_rules.site import index as site_index
from meccg_rules.site.extension import RulingsExtension

DOCS = ROOT / "docs"


@pytest.fixture
def ruling_uri():
    site_index.forget()
    index = site_index.index_for(DOCS)
    ruling = next(r for r in index.by_uri.values() if "```scenario" in r.page.text)
    yield ruling.src_uri
    site_index.forget()


def test_a_ruling_page_converts_without_mkdocs(ruling_uri):
    path = DOCS / ruling_uri
    text = path.read_text(encoding="utf-8")
    body = text.split("\n---", 1)[1].split("\n", 1)[1]  # what a host passes: the page without front matter
    html = markdown.markdown(body, extensions=[RulingsExtension(docs_dir=str(DOCS), page=ruling_uri)])
    result = run_page(text, str(path))
    assert f'data-examples-passed="{result.passed}"' in html
    assert f'data-examples-failed="{result.failed}"' in html
    assert html.count('class="scenario-mark') == len(result.examples)
    assert "```scenario" not in html and "ruling-badge" in html


def test_a_page_outside_any_docs_folder_is_left_alone():
    html = markdown.markdown("Some *text* about an on-guard card.", extensions=[RulingsExtension()])
    assert html == "<p>Some <em>text</em> about an on-guard card.</p>"


def test_every_sentence_that_names_a_new_company_is_read_as_one():
    """A company may be named as a card is (a company 'Fellowship', the card Fellowship): the site reads the
    company names from the sentences that make a company, so that neither the example's links nor the card's page
    take the company for the card. Each form whose pattern makes a company is read by ``company_names``."""
    from meccg_rules.language.sentences import FORMS
    from meccg_rules.site.scenario import company_names

    making = [form for form in FORMS if "{newcompany}" in form.pattern]
    assert {form.key for form in making} == {"moved", "stays", "play-character-new", "form-company"}, \
        "a new form makes a company: read it in site/scenario.py NEW_COMPANY"
    for form in making:
        names = company_names("  " + form.sample)
        assert len(names) == 1 and next(iter(names)) in form.sample, (form.key, form.sample, names)


def test_a_company_named_as_a_card_is_not_linked_to_the_card():
    import xml.etree.ElementTree as etree

    from meccg_rules.site.index import index_for
    from meccg_rules.site.scenario import company_names, render

    index = index_for(str(ROOT / "docs"))
    source = ("Setup\n  Company Fellowship stays at Rivendell: Aragorn II.\n"
              "Expect\n  Aragorn II is in Fellowship.\n")
    assert index.catalogue.find("Fellowship") is not None, "a card of that name exists"
    shown = etree.tostring(render(source, index.linker, 1, set(), {}, company_names(source)), encoding="unicode")
    assert "cards/fellowship" not in shown and "cards/aragorn-ii" in shown
