"""The feeds of What changed, written for readers: one item per ruling added, changed or superseded.

Each item is titled by what happened and the ruling's title (``Changed: Revealing an on-guard card``), dated by
the commit that made the change (its committer time, to the second), links to the ruling's page by its absolute
address (the site's ``site_url`` and the page's URL), and says the ruling in a sentence: the new ruling, the
old and new wording of a changed one, or the ruling that supersedes it. Items come newest first, at most one per
ruling and commit; a ruling since removed links to the What changed page instead. Both RSS 2.0
(``changes.rss.xml``) and Atom (``changes.atom.xml``) are written by the hooks after each build, from the history
``changes.builds`` reads for the page itself, so they say what the page says.

>>> from meccg_rules.site.changes import Build, Change
>>> build = Build("0123456789abcdef", "2026-12-02", "a subject", time="2026-12-02T07:30:05+00:00",
...               changes=[Change("added", "herbs", "Herbs heal", after="Herbs heal a wounded character.")])
>>> [(i.title, i.link, i.time) for i in items([build], {"herbs": "rulings/x/herbs/"}, "https://s.example/site/")]
[('Added: Herbs heal', 'https://s.example/site/rulings/x/herbs/', '2026-12-02T07:30:05+00:00')]
"""
from __future__ import annotations

import xml.etree.ElementTree as etree
from dataclasses import dataclass
from datetime import datetime, timezone
from email.utils import format_datetime

from .changes import Build, Change

E = etree.Element
S = etree.SubElement
RSS, ATOM = "changes.rss.xml", "changes.atom.xml"
FOR_READERS = ("added", "changed", "rewritten", "superseded")  # what a reader follows; edits and moves are not
WORDS = {"added": "Added", "changed": "Changed", "rewritten": "Changed", "superseded": "Superseded"}
ATOM_NS = "http://www.w3.org/2005/Atom"


@dataclass(frozen=True)
class Item:
    title: str
    link: str
    time: str      # ISO 8601, the commit's committer time
    text: str      # the ruling in a sentence (or what became of it)
    guid: str


def items(builds: list[Build], urls: dict[str, str], site_url: str) -> list[Item]:
    """One item per ruling added, changed or superseded, newest first; ``urls`` maps a ruling's id to its URL
    in the built site (a ruling no longer there is linked by the What changed page)."""
    base = site_url.rstrip("/") + "/"
    found = []
    for build in builds:
        if build.start:
            continue  # where the history starts: every ruling then present, not news
        for change in build.changes:
            if change.kind not in FOR_READERS:
                continue
            link = base + urls[change.id] if change.id in urls else base + "changes/"
            found.append(Item(f"{WORDS[change.kind]}: {change.title}", link, build.time or build.date,
                              _text(change), f"{link}#{change.kind}-{build.commit[:12]}"))
    return found


def _text(change: Change) -> str:
    if change.kind == "added":
        return change.after
    if change.kind in ("changed", "rewritten"):
        return f"Before: {change.before} Now: {change.after}"
    return f"Superseded by the ruling {change.after}." if change.after else "Superseded by a later ruling."


def head_links(prefix: str) -> str:
    """The ``<link rel="alternate">`` tags by which a feed reader finds both feeds from a page."""
    return (f'<link rel="alternate" type="application/rss+xml" title="What changed (RSS)" href="{prefix}{RSS}">'
            f'<link rel="alternate" type="application/atom+xml" title="What changed (Atom)" href="{prefix}{ATOM}">')


def rss(found: list[Item], title: str, page: str, description: str) -> str:
    rss_element = E("rss", {"version": "2.0"})
    channel = S(rss_element, "channel")
    for tag, text in (("title", title), ("link", page), ("description", description)):
        S(channel, tag).text = text
    if found:
        S(channel, "lastBuildDate").text = _rfc822(found[0].time)
    for item in found:
        entry = S(channel, "item")
        S(entry, "title").text = item.title
        S(entry, "link").text = item.link
        S(entry, "description").text = item.text
        S(entry, "pubDate").text = _rfc822(item.time)
        S(entry, "guid", {"isPermaLink": "false"}).text = item.guid
    return _xml(rss_element)


def atom(found: list[Item], title: str, page: str, feed_url: str, author: str) -> str:
    feed = E("feed", {"xmlns": ATOM_NS})
    S(feed, "title").text = title
    S(feed, "link", {"href": page, "rel": "alternate"})
    S(feed, "link", {"href": feed_url, "rel": "self"})
    S(feed, "id").text = feed_url
    S(feed, "updated").text = _iso(found[0].time) if found else _iso("1970-01-01")
    S(S(feed, "author"), "name").text = author
    for item in found:
        entry = S(feed, "entry")
        S(entry, "title").text = item.title
        S(entry, "link", {"href": item.link, "rel": "alternate"})
        S(entry, "id").text = item.guid
        S(entry, "updated").text = _iso(item.time)
        S(entry, "summary").text = item.text
    return _xml(feed)


def _when(text: str) -> datetime:
    """A commit's time (``2026-12-02T07:30:05+01:00``), or a bare date at noon UTC (a history without times)."""
    moment = datetime.fromisoformat(text) if "T" in text else datetime.fromisoformat(f"{text}T12:00:00+00:00")
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _rfc822(text: str) -> str:
    return format_datetime(_when(text))


def _iso(text: str) -> str:
    return _when(text).isoformat()


def _xml(root: etree.Element) -> str:
    return '<?xml version="1.0" encoding="utf-8"?>\n' + etree.tostring(root, encoding="unicode") + "\n"
