"""What readers get from the built site: paths, rulings.json, search text, short links, order, badges, changes."""
from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as etree
from pathlib import Path
from urllib.parse import unquote

import pytest
from git_history import commit, write_ruling
from site_helpers import ROOT, real_site

from meccg_rules.engine.core.cards import fold
from meccg_rules.pages import public_sources
from meccg_rules.pages.crf import census
from meccg_rules.site import badges, changes, feeds
from meccg_rules.site.index import SiteIndex

pytestmark = pytest.mark.heavy(14, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def site():
    build = real_site()
    assert build.aborted is None, build.problem()
    return build


@pytest.fixture(scope="module")
def data(site):
    return json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))


def test_no_absolute_path_anywhere_in_the_site(site):
    machine = [str(ROOT), str(site.site_dir), str(Path.home())]
    for path in site.site_dir.rglob("*"):
        if path.is_file() and path.suffix in (".html", ".json", ".xml", ".js"):
            text = path.read_text(encoding="utf-8", errors="replace")
            for prefix in machine:
                assert prefix + "/" not in text, f"{path.relative_to(site.site_dir)} names {prefix}"


def test_rulings_json_says_which_build_and_schema(data):
    assert data["schema_version"] == 2
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", data["built"])
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    assert data["commit"] == (head or None)
    for ruling in data["rulings"]:
        assert ruling["source_file"].startswith("docs/")
        assert ruling["short_url"] == f"r/{ruling['id']}/"
        assert ruling["statement"], f"{ruling['id']} has no ruling paragraph"


def test_every_ruling_has_a_short_link_to_where_it_lives(site, data):
    for ruling in data["rulings"]:
        page = (site.site_dir / ruling["short_url"] / "index.html").read_text(encoding="utf-8")
        assert f'<link rel="canonical" href="../../{ruling["url"]}">' in page
        assert f'content="0; url=../../{ruling["url"]}"' in page
        assert "<script>" not in page, "no inline script"


def test_search_indexes_sources_rule_numbers_bullets_and_card_facts_as_words(site, data):
    index = json.loads((site.site_dir / "search" / "search_index.json").read_text(encoding="utf-8"))
    text_of: dict[str, str] = {}
    for doc in index["docs"]:
        text_of.setdefault(doc["location"].split("#")[0], "")
        text_of[doc["location"].split("#")[0]] += " " + doc["text"]
    for ruling in data["rulings"]:
        text = text_of[ruling["url"]]
        for source in ruling["sources"]:
            if source.get("rule"):
                assert f"{source['doc']} {source['rule']}" in text, ruling["id"]
            if source.get("number"):
                assert f"#{source['number']}" in text, ruling["id"]
        for bullet in ruling["crf"]:
            assert bullet in text, ruling["id"]
    cave_drake = text_of["cards/cave-drake/"]
    assert "Strikes 2" in cave_drake and "Keyed to Wilderness ×2, Ruins &amp; Lairs" in cave_drake


def test_section_pages_list_their_rulings_in_crf_order(site, data):
    positions = {bullet_id: n for n, bullet_id in enumerate(census().bullets)}
    for section in {r["section"] for r in data["rulings"]}:
        page = (site.site_dir / section / "index.html").read_text(encoding="utf-8")
        listed = page[page.index('id="rulings-in-this-section"'):]
        shown = [r for r in data["rulings"] if r["section"] == section]
        order = sorted(shown, key=lambda r: listed.index(f'href="{r["url"].removeprefix(section + "/")}"'))
        firsts = [positions[r["crf"][0]] for r in order if r["crf"]]
        assert firsts == sorted(firsts), section


def test_a_page_with_a_skipped_example_is_amber_never_green(site, data):
    partial = [r for r in data["rulings"] if r["examples"]["skipped"]]
    assert partial
    for ruling in partial:
        assert ruling["badge"]["state"] == "skipped"
        html = (site.site_dir / ruling["url"] / "index.html").read_text(encoding="utf-8")
        assert "ruling-badge--skipped" in html and "ruling-badge--passed" not in html.split("ruling-about")[0]
        if ruling["examples"]["passed"]:
            assert f"{ruling['examples']['passed']} pass, {ruling['examples']['skipped']} not yet modelled" in html


STATED_PAGE = """---
id: stated-outcome-page
title: A page whose example states an outcome
sources:
  - {doc: CoE rules, rule: "2.V.1.1"}
status: current
---

# A page whose example states an outcome

**Ruling.** Resources come after the automatic-attacks.

```scenario
Setup
  Alice is the resource player.
  Bob is the hazard player.
  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas.
  Alice holds Glamdring.
Play
  Fellowship defeats the automatic-attacks.
  Alice taps Aragorn II to play Glamdring.
  Both players pass.
Expect
  Aragorn II has Glamdring.
```
"""


def test_a_page_whose_examples_state_outcomes_says_so(tmp_path, site, data):
    import markdown

    from meccg_rules.site import index as site_index
    from meccg_rules.site.extension import RulingsExtension

    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    uri = "rulings/rulings-by-term/stated-outcome-page.md"
    (docs / uri).write_text(STATED_PAGE, encoding="utf-8")
    site_index.forget()
    try:
        html = markdown.markdown(STATED_PAGE.split("---\n", 2)[2],
                                 extensions=[RulingsExtension(docs_dir=str(docs), page=uri)])
    finally:
        site_index.forget()
    lead = html.split("ruling-about")[0]
    assert "ruling-badge--passed" in lead and badges.STATED in lead
    assert f"Example 1</a> passes <span class=\"ruling-note ruling-note--stated\">{badges.STATED}" in html
    for ruling in data["rulings"]:  # and the published pages say it exactly when their examples do
        says = badges.STATED in (site.site_dir / ruling["url"] / "index.html").read_text(encoding="utf-8")
        assert says == ruling["badge"]["outcome_stated"] == any(e["stated_outcomes"] for e in ruling["example_results"])


# ------------------------------------------------------------------ what changed, from a small git history
def three_commits(repo: Path) -> None:
    """A history: three rulings; one changed and one added; one superseded, one moved and one removed."""
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    write_ruling(repo, "a", "old-rule", "A revealed card stays on-guard until the end.")
    write_ruling(repo, "a", "kept-rule", "Something stays the same.")
    write_ruling(repo, "a", "gone-rule", "This one goes.")
    commit(repo, "first rulings")
    write_ruling(repo, "a", "old-rule", "A revealed card stops being on-guard until the end.")
    write_ruling(repo, "a", "new-rule", "A new thing is ruled.")
    commit(repo, "a ruling changes, one is added")
    write_ruling(repo, "a", "old-rule", "A revealed card stops being on-guard until the end.", "superseded",
                 "superseded_by: new-rule\n")
    kept = repo / "docs" / "rulings" / "a" / "kept-rule.md"
    (repo / "docs" / "rulings" / "b").mkdir()
    kept.rename(repo / "docs" / "rulings" / "b" / "kept-rule.md")
    (repo / "docs" / "rulings" / "a" / "gone-rule.md").unlink()
    commit(repo, "supersede, move, remove")


def test_what_changed_lists_added_changed_superseded_moved_and_removed(tmp_path):
    repo = tmp_path
    three_commits(repo)
    index = SiteIndex(repo / "docs")
    builds = changes.builds(index)

    assert [b.subject for b in builds] == ["supersede, move, remove", "a ruling changes, one is added",
                                           "first rulings"]
    latest = {c.id: c for c in builds[0].changes}
    assert latest["old-rule"].kind == "superseded" and latest["old-rule"].after == "new-rule"
    assert (latest["kept-rule"].kind, latest["kept-rule"].before, latest["kept-rule"].after) == \
        ("moved", "rulings/a", "rulings/b")
    assert latest["gone-rule"].kind == "removed"
    middle = {c.id: c for c in builds[1].changes}
    assert middle["new-rule"].kind == "added" and middle["new-rule"].after == "A new thing is ruled."
    assert (middle["old-rule"].kind, middle["old-rule"].before, middle["old-rule"].after) == \
        ("changed", "A revealed card stays on-guard until the end.", "A revealed card stops being on-guard until the end.")
    assert builds[2].start, "the first commit is where the history starts, not three additions"

    view = changes.builds_view(index)
    headings = [h.text for h in view.iter("h2")]
    assert len(headings) == 1 and re.fullmatch(r"\d{1,2} [A-Z][a-z]+ \d{4}", headings[0]), headings  # one day
    shown = etree.tostring(view, encoding="unicode")
    assert builds[0].commit[:10] not in shown and "supersede, move, remove" not in shown, "no hash, no subject"
    assert "The history known to this site starts here, with 3 ruling pages." in shown
    diff = next(span for span in view.iter("span") if span.get("class") == "ruling-diff")
    assert [e.text for e in diff.iter("del")] == ["stays"]
    assert [e.text for e in diff.iter("ins")] == ["stops being"]
    assert "on-guard" in etree.tostring(diff, encoding="unicode")


def test_the_feeds_have_an_item_per_ruling_added_changed_or_superseded(tmp_path):
    """Items for readers: titled by what happened and the ruling, linked by the ruling's absolute address,
    dated by the commit's own time; moves, removals and the history's first commit are not news."""
    repo = tmp_path
    three_commits(repo)
    found = changes.builds(SiteIndex(repo / "docs"))
    times = subprocess.run(["git", "-C", str(repo), "log", "--format=%cI"], capture_output=True, text=True,
                           check=True).stdout.split()
    listed = feeds.items(found, {"new-rule": "rulings/a/new-rule/", "old-rule": "rulings/a/old-rule/"},
                         "https://example.org/site")
    assert [(i.title, i.link, i.time) for i in listed] == [
        ("Superseded: Old rule", "https://example.org/site/rulings/a/old-rule/", times[0]),
        ("Added: New rule", "https://example.org/site/rulings/a/new-rule/", times[1]),
        ("Changed: Old rule", "https://example.org/site/rulings/a/old-rule/", times[1])]
    assert listed[1].text == "A new thing is ruled." and "Now: A revealed card stops being" in listed[2].text
    assert len({i.guid for i in listed}) == 3
    rss = etree.fromstring(feeds.rss(listed, "T", "https://example.org/site/changes/", "D").encode())
    assert [e.findtext("link") for e in rss.iter("item")] == [i.link for i in listed]
    assert all(e.findtext("pubDate").endswith(("+0000", "-0000")) or "+" in e.findtext("pubDate")
               for e in rss.iter("item"))
    atom = etree.fromstring(feeds.atom(listed, "T", "https://example.org/site/changes/",
                                       "https://example.org/site/changes.atom.xml", "us").encode())
    entries = atom.findall("{http://www.w3.org/2005/Atom}entry")
    assert [e.find("{http://www.w3.org/2005/Atom}link").get("href") for e in entries] == [i.link for i in listed]


def test_what_changed_says_so_outside_a_git_checkout(tmp_path):
    write_ruling(tmp_path, "a", "some-rule", "Something.")
    index = SiteIndex(tmp_path / "docs")
    if changes.builds(index) is not None:
        pytest.skip("the temporary folder is inside a git checkout")
    assert "not built from a git checkout" in etree.tostring(changes.builds_view(index), encoding="unicode")


def test_the_published_feeds_link_each_item_to_its_ruling_by_absolute_address(site, data):
    rss = etree.fromstring((site.site_dir / "changes.rss.xml").read_bytes())
    page = (site.site_dir / "changes" / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<h2 id="day-\d{4}-\d\d-\d\d"', page), "the changes page lists no day"
    assert 'href="../changes.rss.xml"' in page and 'href="../changes.atom.xml"' in page
    head = page[:page.index("</head>")]
    assert 'rel="alternate" type="application/rss+xml"' in head and 'type="application/atom+xml"' in head
    items = list(rss.iter("item"))
    assert items, "no ruling was added, changed or superseded in the history the feed reads"
    urls = {"https://meccg-rules.github.io/meccg-rules/" + r["url"]: r["title"] for r in data["rulings"]}
    for item in items:  # its title is the ruling's title when it changed, which may since have been retitled
        kind, _, title = item.findtext("title").partition(": ")
        assert kind in ("Added", "Changed", "Superseded") and title
        link = item.findtext("link")
        assert link in urls or link.endswith("/changes/"), (link, title)


def test_what_changed_by_crf_version_groups_the_history_by_the_crf_that_made_it(site, data):
    page = (site.site_dir / "changes-by-crf" / "index.html").read_text(encoding="utf-8")
    versions = re.findall(r'<h2 id="crf-(\d+)"', page)
    assert versions == sorted(versions, key=int, reverse=True) and "22" in versions
    for ruling in data["rulings"]:
        for entry in ruling["history"]:
            found = re.match(r"CRF (\d+)\b", str(entry["source"]))
            if found:
                part = page[page.index(f'id="crf-{found.group(1)}"'):]
                part = part[:part.index("<h2", 10)] if "<h2" in part[10:] else part
                assert f'href="../{ruling["url"]}"' in part, (ruling["id"], entry["source"])
    marked = {b["id"] for b in data["crf_bullets"] if b["pages"] and any(re.search(r"\b20\d\d\b", t) for t in b["tags"])}
    for bullet_id in marked:
        assert bullet_id in page, f"{bullet_id} is marked with a year by CRF 22 and covered, but not listed"


def test_the_terms_page_lists_every_term_with_the_rulings_about_it(site, data):
    """The Terms page is Material's tags listing (site/tags_listing.py): a heading per term, A to Z, and under it
    a link to each ruling whose front matter names the term; nothing of the listing's injection point is left."""
    article = _article(site.site_dir / "tags" / "index.html")
    listed = re.findall(r'<h2 id="tag:([^"]+)">\s*<span class="md-tag">([^<]+)</span>', article)
    names = [name for _, name in listed]
    assert names == sorted(names, key=str.casefold) and len(names) == len(set(names))
    under = dict(zip((slug for slug, _ in listed), re.split(r'<h2 id="tag:[^"]+">', article)[1:]))
    terms = {term for ruling in data["rulings"] for term in ruling["terms"]}
    assert {name for name in names} == terms, sorted(terms.symmetric_difference(names))
    for ruling in data["rulings"]:
        for term in ruling["terms"]:
            slug = next(slug for slug, name in listed if name == term)
            assert f'href="../{ruling["url"]}"' in under[slug], f"{ruling['id']} is not listed under {term}"
    assert ".md:" not in article and "<h6" not in article and "on-guard-card" in under


def test_every_link_to_a_place_on_a_page_finds_it(site):
    """Every internal link with a fragment (``page/#id``) names an id that page holds: the Terms page's anchors,
    the glossary's, the headings'; none points at a code line the site took the id of."""
    ids: dict[Path, set[str]] = {}
    links: list[tuple[Path, str]] = []
    for path in site.site_dir.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        ids[path.resolve()] = set(re.findall(r'\sid="([^"]*)"', text)) | set(re.findall(r'\sname="([^"]*)"', text))
        links += [(path, href) for href in re.findall(r'\shref="([^"#:]*#[^"]+)"', text)]
    missing = []
    for path, href in links:
        address, fragment = (html.unescape(part) for part in href.split("#", 1))
        target = (path.parent / unquote(address)).resolve() if address else path.resolve()
        target = target / "index.html" if target.is_dir() else target
        if target in ids and unquote(fragment) not in ids[target]:
            missing.append(f"{path.relative_to(site.site_dir)}: {href}")
    assert len(links) > 10_000 and missing == [], f"{len(missing)} of {len(links)}: {missing[:10]}"


def _words(fragment: str) -> str:
    """A heading as a reader reads it: tags, Markdown emphasis and links' addresses left out."""
    text = html.unescape(re.sub(r"<[^>]+>", "", fragment)).replace("¶", "")
    return " ".join(re.sub(r"[*_`]|\]\([^)]*\)|[\[\]]|\s\{[^}]*\}\s*$", " ", text).split())


def _article(path: Path) -> str:
    """The page's own content (a short link's redirect page has none: all of it)."""
    page = path.read_text(encoding="utf-8")
    start = page.find("<article")
    return page[start:page.index("</article>")] if start >= 0 else page


def test_every_heading_of_a_ruling_page_is_one_its_author_wrote(site, data):
    """A line that starts with '#' but no space ('#207, question 4') is a heading to the site's Markdown: none of
    the headings on a ruling page may come from anywhere but a heading of its source, or the site's own list of
    the pages that link here."""
    from meccg_rules.pages.lexer import lex

    for ruling in data["rulings"]:
        lexed = lex((ROOT / ruling["source_file"]).read_text(encoding="utf-8"))
        written = {_words(line.lstrip(" #")) for line, fenced in zip(lexed.lines, lexed.in_fence())
                   if not fenced and re.match(r" {0,3}#{1,6}\s", line)}
        for fragment in re.findall(r"<h[1-6][^>]*>(.*?)</h[1-6]>", _article(site.site_dir / ruling["url"] /
                                                                         "index.html"), re.S):
            assert _words(fragment) in written | {"Pages that link here"}, (ruling["id"], _words(fragment))


def test_every_page_is_titled_as_its_front_matter_says(site):
    """In the window title (and so in the navigation and search): a '#' in a title does not cut it short."""
    from meccg_rules.pages.front_matter import load_page

    for path in sorted((ROOT / "docs").rglob("*.md")):
        title = load_page(path, ROOT / "docs").meta.get("title")
        uri = path.relative_to(ROOT / "docs").with_suffix("").as_posix()
        built = site.site_dir / (uri.removesuffix("index") if uri.endswith("index") else uri + "/") / "index.html"
        if title:
            shown = re.search(r"<title>(.*?)</title>", built.read_text(encoding="utf-8"), re.S).group(1)
            assert html.unescape(shown).startswith(title), (uri, title, shown)


def test_inline_html_keeps_what_it_holds(site):
    """Markdown hands inline HTML over one tag at a time: '<kbd>/</kbd>' must not become '<kbd></kbd>/'."""
    home = _article(site.site_dir / "index.html")
    assert "<kbd>/</kbd>" in home and '<a href="rulings.json"><code>rulings.json</code></a>' in home
    for path in site.site_dir.rglob("*.html"):
        empty = re.findall(r"<(kbd|code|em|strong|b|i|abbr|q|a)(?:\s[^>]*)?>\s*</\1>", _article(path))
        assert empty == [], f"{path.relative_to(site.site_dir)}: {empty[:5]}"


def test_readers_see_the_crfs_own_section_names_and_bullet_numbers(site, data):
    """The all-rulings table and each ruling's facts name a bullet as the CRF does (its section's name and its
    number there), the whole path in the tooltip; the project's bullet ids stay in the links' addresses."""
    table = (site.site_dir / "rulings" / "index.html").read_text(encoding="utf-8")
    shown = re.findall(r'<td class="rulings-crf">(.*?)</td>', table)
    assert len(shown) == len(data["rulings"])
    names = re.findall(r'<a href="[^"]*#([^"]+)" title="CRF 22 &gt; [^"]+">([^<]+)</a>', "".join(shown))
    assert len(names) == sum(len(r["crf"]) for r in data["rulings"]) > 300
    for bullet_id, name in names:
        assert re.fullmatch(r"\D.*, bullet \d+(\.\d+)?", name) and bullet_id not in name, (bullet_id, name)
    ruling = next(r for r in data["rulings"] if r["crf"])
    page = (site.site_dir / ruling["url"] / "index.html").read_text(encoding="utf-8")
    assert f'">{ruling["crf"][0]}</a>' not in page and ", bullet " in page


def test_a_source_with_a_public_address_is_a_link_to_it(site, data):
    """Each source line of a ruling that cites CRF 22 or the Council's rules links to where they are published
    (``public_sources``); a source with its own address links there."""
    sourced = [(ruling, source) for ruling in data["rulings"] for source in ruling["sources"]]
    linked = 0
    for ruling, source in sourced:
        url = public_sources.address(source)
        if url is None:
            continue
        page = (site.site_dir / ruling["url"] / "index.html").read_text(encoding="utf-8")
        about = page[page.index('class="ruling-about'):]
        assert f'<li><a href="{html.escape(url)}">' in about[:about.index("</dl>")], (ruling["id"], source)
        linked += 1
    assert linked > 0.9 * len(sourced), f"only {linked} of {len(sourced)} source lines are links"


def test_each_ruling_says_where_it_is_and_leads_to_the_rulings_before_and_after_it(site, data):
    """Above the title: All rulings › its section; at the end: what the badges mean, then the previous and the
    next ruling in the CRF's order. Following 'next' from the first ruling visits every ruling once, and each
    'previous' leads back."""
    nexts, prevs, firsts = {}, {}, []
    for ruling in data["rulings"]:
        folder = site.site_dir / ruling["url"]
        page = (folder / "index.html").read_text(encoding="utf-8")
        trail = re.search(r'<div class="ruling-path"[^>]*>(.*?)</div>', page).group(1)
        sections = re.findall(r'<a href="([^"]+)">', trail)
        assert [(folder / href).resolve() for href in sections] == [
            (site.site_dir / "rulings").resolve(), (folder / "..").resolve()], (ruling["id"], trail)
        assert "How to read a ruling page</a>" in page and "Badges: green" in page
        for rel, found in (("next", nexts), ("prev", prevs)):
            link = re.search(rf'<a class="ruling-neighbours__{rel}" href="([^"]+)">', page)
            if link:
                found[ruling["url"]] = (folder / link.group(1)).resolve().relative_to(site.site_dir.resolve())
        if not re.search(r'class="ruling-neighbours__prev"', page):
            firsts.append(ruling["url"])
    assert len(firsts) == 1
    seen, url = [], firsts[0]
    while url is not None:
        seen.append(url)
        following = nexts.get(url)
        url = f"{following.as_posix()}/" if following else None
        if url:
            assert f"{prevs[url].as_posix()}/" == seen[-1]
    assert sorted(seen) == sorted(r["url"] for r in data["rulings"])


def _folded(text: str) -> str:
    return fold(html.unescape(text))


def test_a_card_page_lists_first_the_rulings_about_the_card(site, data):
    """'Rulings about this card': a CRF ruling under the card, or a ruling that lists the card and names it in its
    title or statement; every such ruling, and no other. A ruling whose examples merely use the card is in the
    folded list of examples (Aragorn II was on 140 rulings' pages for playing in their examples)."""
    sections = {bullet["id"]: bullet["section"] for bullet in data["crf_bullets"]}
    listing: dict[str, list[dict]] = {}  # a card's folded name -> the rulings listing it in their front matter
    for ruling in data["rulings"]:
        for card in {_folded(card) for card in ruling["cards"]}:
            listing.setdefault(card, []).append(ruling)
    pages = sorted((site.site_dir / "cards").glob("*/index.html"))
    assert len(pages) > 300
    for path in pages:
        page = path.read_text(encoding="utf-8")
        name = html.unescape(re.search(r"<h1[^>]*>(.*?)<a ", page, re.S).group(1)).strip()
        after = page[page.index('id="rulings-about-this-card"'):]
        listed = after[:after.index("</ul>")] if after.find('class="ruling-list card-rulings"') < 400 and \
            'class="ruling-list card-rulings"' in after else ""
        shown = {(path.parent / href).resolve().relative_to(site.site_dir.resolve()).as_posix() + "/"
                 for href in re.findall(r'<a href="([^"]+)"', listed)}
        about = set()
        for ruling in listing.get(_folded(name), []):
            in_sections = any(sections.get(b, "").startswith("card.") and
                              _folded(name) in _folded(sections[b].replace("-", " ")) for b in ruling["crf"])
            named = re.search(rf"(?<!\w){re.escape(_folded(name))}(?!\w)",
                              _folded(f"{ruling['title']} {ruling['statement']}")) is not None
            if named or in_sections:
                about.add(ruling["url"])
        assert shown == about, (name, sorted(shown ^ about))
    assert not (site.site_dir / "cards" / "fellowship").exists(), "a company named Fellowship is not the card"
