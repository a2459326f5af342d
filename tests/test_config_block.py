"""Material's ``config`` block, kept per set of answers (``site.config_block``), is on every page the text Material
renders."""
from __future__ import annotations

import pytest
from site_helpers import build_site
from test_nav_cache import PAGES, Both, _small_site, checked_here

from meccg_rules.site import config_block

pytestmark = pytest.mark.heavy(7)  # seconds, roughly: pytest-xdist hands the heaviest files out first


@checked_here
def test_a_page_whose_addresses_differ_at_the_same_depth_gets_its_own_text(tmp_path, monkeypatch):
    """A page under ``assets/`` reaches the search worker by a shorter path than another page as deep."""
    both = Both(monkeypatch, config_block.ConfigBlock)
    config = _small_site(tmp_path)
    (tmp_path / "docs" / "assets" / "notes.md").parent.mkdir(parents=True)
    (tmp_path / "docs" / "assets" / "notes.md").write_text("# Notes\n", encoding="utf-8")
    assert build_site(config, tmp_path / "site").aborted is None
    assert both.differing() == []
    texts = {url: kept for _, url, kept, _ in both.calls if url in ("assets/notes/", "guide/setup/")}
    assert len(texts) == 2 and texts["assets/notes/"] != texts["guide/setup/"]


@checked_here
def test_each_build_keeps_its_own_texts(tmp_path, monkeypatch):
    both = Both(monkeypatch, config_block.ConfigBlock)
    config = _small_site(tmp_path)
    assert build_site(config, tmp_path / "site").aborted is None
    first = len(both.calls)
    config.write_text(config.read_text(encoding="utf-8").replace("theme:\n", "theme:\n  language: fr\n"),
                      encoding="utf-8")  # as serve rebuilds after an edit of mkdocs.yml
    assert build_site(config, tmp_path / "site").aborted is None
    assert both.differing() == [] and len(both.calls) == 2 * first == 2 * (len(PAGES) + 1)
    assert all("Copier" in material for *_, material in both.calls[first:])


@checked_here
def test_it_stands_aside_when_the_site_overrides_the_page_template(tmp_path, monkeypatch):
    both = Both(monkeypatch, config_block.ConfigBlock)
    (tmp_path / "overrides").mkdir()
    (tmp_path / "overrides" / "main.html").write_text(
        '{% extends "base.html" %}\n{% block config %}<script id="__config">{}</script>{% endblock %}\n',
        encoding="utf-8")
    config = _small_site(tmp_path, theme_extra={"custom_dir": "overrides"})
    assert build_site(config, tmp_path / "site").aborted is None
    assert both.calls == []
    assert '<script id="__config">{}</script>' in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
