"""``known_links.faster`` gives MkDocs's own answer for every link, and leaves every warning to MkDocs: the same
URL and the same anchors registered for a link to a page that exists, MkDocs's warning (so a strict build's
failure) for a link to one that does not."""
from __future__ import annotations

import logging

import pytest
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import _RelativePathTreeprocessor

from meccg_rules.site import known_links

LINKS = ["/cards/river.md", "/glossary.md#tap", "/rulings/sec/a.md#example-2", "/coverage.md#ts.site-phase.x.2",
         "/rulings/sec/index.md", "/cards/missing.md", "/glossary.md?x=1#tap", "/rulings/../glossary.md",
         "/cards/", "/cards/river.md#", "../../glossary.md#tap", "b.md", "#here", "https://example.org/x.md",
         "/cards/r%69ver.md", "//example.org/x.md", "/r/a/index.html"]


def _processor(tmp_path, page_uri: str) -> _RelativePathTreeprocessor:
    (tmp_path / "docs").mkdir(exist_ok=True)
    config = MkDocsConfig()
    config.load_dict({"site_name": "x", "docs_dir": str(tmp_path / "docs"), "site_dir": str(tmp_path / "site"),
                      "validation": {"absolute_links": "relative_to_docs", "anchors": "warn"}})
    errors, _ = config.validate()
    assert not errors
    uris = ["index.md", "glossary.md", "coverage.md", "cards/river.md", "rulings/sec/index.md", "rulings/sec/a.md",
            "rulings/sec/b.md"]
    files = Files([File(uri, config.docs_dir, config.site_dir, config.use_directory_urls)
                   for uri in uris + ["r/a/index.html"]])
    return _RelativePathTreeprocessor(files.get_file_from_path(page_uri), files, config)


@pytest.mark.parametrize("page", ["rulings/sec/a.md", "index.md", "cards/river.md"])
def test_every_link_gets_mkdocs_own_url_anchors_and_warnings(tmp_path, caplog, page):
    plain, fast = _processor(tmp_path, page), _processor(tmp_path, page)
    known_links.faster(fast)
    for link in LINKS:
        caplog.clear()
        with caplog.at_level(logging.INFO, logger="mkdocs"):
            expected = plain.path_to_url(link)
            warned = [r.getMessage() for r in caplog.records]
            caplog.clear()
            got = fast.path_to_url(link)
            assert got == expected, link
            assert [r.getMessage() for r in caplog.records] == warned, link
    assert {file.src_uri: anchors for file, anchors in fast.links_to_anchors.items()} == \
           {file.src_uri: anchors for file, anchors in plain.links_to_anchors.items()}


def test_a_link_to_a_page_that_does_not_exist_still_warns(tmp_path, caplog):
    fast = _processor(tmp_path, "rulings/sec/a.md")
    known_links.faster(fast)
    with caplog.at_level(logging.WARNING, logger="mkdocs"):
        assert fast.path_to_url("/cards/missing.md") == "/cards/missing.md"
    assert any("not found among documentation files" in r.getMessage() for r in caplog.records)
