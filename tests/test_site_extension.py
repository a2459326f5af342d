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
