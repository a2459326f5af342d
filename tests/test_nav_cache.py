"""The partials rendered once per build (``site.nav_cache``) are, on every page, the bytes Material renders."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from mkdocs.utils import normalize_url
from site_helpers import ROOT, build_site

from meccg_rules.site import nav_cache

pytestmark = pytest.mark.heavy(6)  # seconds, roughly: pytest-xdist hands the heaviest files out first


class Both:
    """Every call of a render function of ``kind`` (``nav_cache.Kept``), rendered both ways: (partial or block,
    page URL or None, kept, Material's)."""

    def __init__(self, monkeypatch, kind: type = nav_cache.Once) -> None:
        self.calls: list[tuple[str, str | None, str | None, str]] = []
        both = self

        def call(once, context):
            kept = once.rendered(context)
            material = "".join(once.original(context))
            page = context.get("page")
            both.calls.append((getattr(once, "name", kind.__name__), page.url if page is not None else None, kept,
                               material))
            yield material

        monkeypatch.setattr(kind, "__call__", call)

    def kept(self) -> list[tuple]:
        return [call for call in self.calls if call[2] is not None]

    def differing(self) -> list[tuple[str, str | None]]:
        return [(name, url) for name, url, kept, material in self.calls if kept is not None and kept != material]


# pyproject allows any Material 9.7+: under another one than nav_cache was checked against, Material renders every
# page itself (nothing to compare), and the tests of the kept renderings say so as a skip
checked_here = pytest.mark.skipif(not nav_cache.SUPPORTED, reason="another Material or MkDocs than nav_cache was "
                                  "checked against: every page goes through Material's own template")


PAGES = {
    "index.md": "# Home\n",
    "guide/index.md": "# Guide\n\n## Part\n",
    "guide/setup.md": "---\ntitle: Setup\n---\n\n# Setup\n\n## Step one\n",
    "guide/deep/outside.md": "# Outside\n\nNot in the nav.\n",
    "outside.md": "# Top outside\n",
}


def _small_site(folder: Path, nav_title: str = "Setup", theme_extra: dict | None = None) -> Path:
    """A small Material site with the project's theme features, a nav of sections and pages outside it, whose
    hooks render the nav once (``nav_cache``), the ``config`` block once per depth (``config_block``), and share
    compiled templates as ``serve`` does (``theme_cache``)."""
    project = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    for uri, text in PAGES.items():
        (folder / "docs" / uri).parent.mkdir(parents=True, exist_ok=True)
        (folder / "docs" / uri).write_text(text, encoding="utf-8")
    (folder / "hooks.py").write_text(
        "from meccg_rules.site import config_block, nav_cache, theme_cache\n"
        "def on_config(config):\n    theme_cache.share(config.theme)\n"
        "def on_env(env, config, files):\n    nav_cache.render_once(env)\n    config_block.render_once(env)\n",
        encoding="utf-8")
    config = {
        "site_name": "Small", "site_url": "https://example.org/small/",
        "validation": {"omitted_files": "ignore"},
        "theme": {"name": "material", "features": project["theme"]["features"], **(theme_extra or {})},
        "markdown_extensions": [{"toc": {"permalink": True}}],
        "nav": [{"Home": "index.md"}, {"Guide": ["guide/index.md", {nav_title: "guide/setup.md"}]}],
        "hooks": ["hooks.py"],
    }
    (folder / "mkdocs.yml").write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    return folder / "mkdocs.yml"


@checked_here
def test_a_rebuild_never_shows_the_nav_of_the_build_before(tmp_path, monkeypatch):
    both = Both(monkeypatch)
    config = _small_site(tmp_path)
    assert build_site(config, tmp_path / "site").aborted is None
    first = len(both.calls)
    _small_site(tmp_path, nav_title="Setting up")  # as ``serve`` rebuilds after an edit of mkdocs.yml
    assert build_site(config, tmp_path / "site").aborted is None
    assert both.differing() == []
    again = [kept for name, url, kept, _ in both.calls[first:] if kept is not None and name == "partials/nav.html"]
    assert again and all("Setting up" in kept and "Setup" not in kept for kept in again)
    outside = (tmp_path / "site" / "guide" / "deep" / "outside" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../setup/"' in outside and "Setting up" in outside


def test_within_a_build_a_changed_title_renders_the_nav_again():
    nav = type("Nav", (), {})()
    from mkdocs.structure.nav import Section
    section = Section("Guide", [])
    nav.items = [section]
    before = nav_cache.outside_state(nav, None)
    section.title = "Guides"
    assert nav_cache.outside_state(nav, None) != before
    renamed = nav_cache.outside_state(nav, None)
    section.active = True  # the section a page outside the nav belongs to (wayfinding.belongs_to)
    assert nav_cache.outside_state(nav, None) not in (None, renamed)


def test_it_stands_aside_for_another_material_or_mkdocs(tmp_path, monkeypatch):
    both = Both(monkeypatch)
    monkeypatch.setattr(nav_cache, "SUPPORTED", False)
    assert build_site(_small_site(tmp_path), tmp_path / "site").aborted is None
    assert both.calls == []


@checked_here
def test_it_stands_aside_when_the_site_overrides_a_partial(tmp_path, monkeypatch):
    both = Both(monkeypatch)
    (tmp_path / "overrides" / "partials").mkdir(parents=True)
    (tmp_path / "overrides" / "partials" / "nav-item.html").write_text(
        "{% macro render(nav_item, path, level, parent) %}<li>{{ nav_item.title }}</li>{% endmacro %}",
        encoding="utf-8")
    config = _small_site(tmp_path, theme_extra={"custom_dir": "overrides"})
    assert build_site(config, tmp_path / "site").aborted is None
    assert Counter(name for name, *_ in both.calls)["partials/tabs.html"] == len(PAGES) + 1  # and the 404 page
    assert "partials/nav.html" not in {name for name, *_ in both.calls}
    assert both.differing() == []



@checked_here
def test_the_header_shows_each_pages_own_title_and_is_left_to_the_template_with_sticky_tabs(tmp_path, monkeypatch):
    both = Both(monkeypatch)
    assert build_site(_small_site(tmp_path), tmp_path / "site").aborted is None
    headers = [(url, kept) for name, url, kept, _ in both.kept() if name == "partials/header.html"]
    assert len(headers) == len(PAGES) and both.differing() == []  # titles from the pages' headings, no meta
    assert len({kept for _, kept in headers}) == len(PAGES)
    features = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))["theme"]["features"]
    sticky = Both(monkeypatch)
    config = _small_site(tmp_path, theme_extra={"features": [*features, "navigation.tabs.sticky"]})
    assert build_site(config, tmp_path / "site").aborted is None
    assert [url for name, url, kept, _ in sticky.calls if name == "partials/header.html" and kept is not None] == []
    assert sticky.differing() == []


URL_PARTS = st.sampled_from(["", ".", "..", "a", "b.html", "c", "index.html", "x.y", "/", "//", "#top", "?q"])


@checked_here
@settings(max_examples=500, deadline=None)
@given(st.lists(st.lists(URL_PARTS, max_size=5).map("/".join), min_size=1, max_size=6),
       st.lists(URL_PARTS, max_size=4).map("/".join) | st.sampled_from(["", "a/", "a/b.html", "https://e.org/x"]))
def test_the_addresses_are_mkdocs_url_filters_answers(values, page_url):
    page = type("Page", (), {"url": page_url})()
    expected = [normalize_url(value, page=page) for value in values]
    assert nav_cache._addresses([nav_cache._target(value) for value in values], page) == expected
