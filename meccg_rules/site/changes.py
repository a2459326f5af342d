"""What changed: per build (``[CHANGES]``, from git) and per CRF version (``[CRF-CHANGES]``, from the pages).

Per build. Every commit that changed a ruling page is a build of the site;
for the latest ``BUILDS`` of them this lists the rulings added, changed (the
ruling statement before and after, word by word), superseded, moved to
another section and removed; other edits (examples, sources) are named in
one line. The page is for readers: a second-level heading per day, the changes of that day's builds under it,
newest first, without commit hashes or messages; ``feeds.py`` makes the RSS and Atom feeds from the same
builds, an item per ruling added, changed or superseded. ``history.py`` reads the history (git is asked twice per
build of the site, whatever its size) and holds what it reads to the limits
of a page; a statement longer than ``MAX_DIFF_WORDS`` words is not compared
word by word but shown rewritten.

Per CRF version. The history entries of the pages, by the CRF version they
name; for CRF 22, the bullets it marks with the year a ruling was added, with
the pages covering them; and the history entries from other sources by date.
"""
from __future__ import annotations

import difflib
import re
import weakref
import xml.etree.ElementTree as etree
from dataclasses import dataclass, field
from datetime import date as Date

from ..pages.crf import census
from ..pages.front_matter import is_ruling_path, parse_page
from ..pages.markup import MAX_LINE, MAX_PARAGRAPH
from ..pages.statement import statement
from . import history
from .build_info import git
from .coverage import bullet_href
from .index import Ruling, SiteIndex

E = etree.Element
S = etree.SubElement
BUILDS = 30
# The word diff compares statements of at most this many words; a longer one is shown "rewritten" (all of the old
# statement struck through, all of the new one underlined). difflib's matcher takes up to the cube of the length
# on text built for it (two words repeated: 8,000 words, 9 s; a statement of 16,000 characters may hold that
# many); at 400 words its worst case stays a few hundredths of a second, and the longest statement of the
# project today has 125 words.
MAX_DIFF_WORDS = 400
RULING_FOLDERS = ("rulings", "concordance")
CRF_VERSION = re.compile(r"^CRF (\d+)\b")  # a history entry whose source is that CRF itself
DATED_MARK = re.compile(r"\b(?:19|20)\d\d\b|^new$")


@dataclass
class Change:
    kind: str            # added, changed, rewritten (too long to compare word by word), superseded, moved,
    #                      removed, edited
    id: str
    title: str
    before: str = ""     # the ruling statement before (changed), or the old section (moved)
    after: str = ""      # the ruling statement after (added, changed), or the new section (moved)


@dataclass
class Build:
    commit: str
    date: str
    subject: str
    time: str = ""       # the commit's time to the second (ISO 8601)
    start: bool = False  # the first commit git knows: everything in it is where the history starts
    changes: list[Change] = field(default_factory=list)


# ------------------------------------------------------------------ per build
_read: "weakref.WeakKeyDictionary[SiteIndex, list[Build] | None]" = weakref.WeakKeyDictionary()


def builds(index: SiteIndex, limit: int = BUILDS) -> list[Build] | None:
    """The latest builds that changed ruling pages, newest first; None when the docs are not in a git checkout.
    The page and the feeds of one site build read git once (kept with the build's index)."""
    if limit == BUILDS and index in _read:
        return _read[index]
    found = _builds(index, limit)
    if limit == BUILDS:
        _read[index] = found
    return found


def _builds(index: SiteIndex, limit: int) -> list[Build] | None:
    folder = index.docs_dir
    prefix = git(folder, "rev-parse", "--show-prefix")
    if prefix is None:
        return None
    prefix = prefix.strip()
    log = history.commits(folder, prefix, limit, RULING_FOLDERS)
    if log is None:
        return None
    texts = history.page_texts(folder, prefix, [version for commit in log for version in commit.versions()])
    found = []
    for commit in log:
        build = Build(commit.commit, commit.date, commit.subject, commit.time, start=not commit.parents.strip())
        for status, old, new in commit.entries:
            if not (is_ruling_path(new) or is_ruling_path(old)):
                continue
            change = _change(status, texts.get((build.commit + "^", old)), texts.get((build.commit, new)), old, new)
            if change is not None:
                build.changes.append(change)
        if build.changes:
            found.append(build)
    return found


def _meta(text: str | None, path: str):
    if text is None:
        return None
    page = parse_page(text, path)  # never raises; a page whose front matter was broken then has no id
    return page if page.is_ruling and page.id else None


def _statement(page) -> str:
    """A page's statement held to the longest paragraph a page may have (history is not held to it)."""
    return history.held(statement(page.body), MAX_PARAGRAPH)


def _change(status: str, old_text: str | None, new_text: str | None, old: str, new: str) -> Change | None:
    before, after = _meta(old_text, old), _meta(new_text, new)
    if after is None and before is None:
        return None
    if after is None:
        return Change("removed", history.held(before.id or old, MAX_LINE), history.held(before.title, MAX_LINE))
    page_id, title = history.held(after.id or new, MAX_LINE), history.held(after.title, MAX_LINE)
    if before is None:
        return Change("added", page_id, title, after=_statement(after))
    if before.meta.get("status") != "superseded" and after.meta.get("status") == "superseded":
        return Change("superseded", page_id, title,
                      after=history.held(str(after.meta.get("superseded_by", "")), MAX_LINE))
    old_statement, new_statement = _statement(before), _statement(after)
    if old_statement != new_statement:
        longest = max(len(old_statement.split()), len(new_statement.split()))
        return Change("changed" if longest <= MAX_DIFF_WORDS else "rewritten", page_id, title, old_statement,
                      new_statement)
    if status == "R" and old.rsplit("/", 1)[0] != new.rsplit("/", 1)[0]:
        return Change("moved", page_id, title, old.rsplit("/", 1)[0], new.rsplit("/", 1)[0])
    return Change("edited", page_id, title)


def builds_view(index: SiteIndex) -> etree.Element:
    box = E("div", {"class": "ruling-changes"})
    found = builds(index)
    if found is None:
        S(box, "p").text = ("This site was not built from a git checkout, so it cannot say what each build "
                            "changed.")
        return box
    if git(index.docs_dir, "rev-parse", "--is-shallow-repository") == "true\n":
        S(box, "p", {"class": "ruling-changes-shallow"}).text = (
            "This build was made from a shallow git checkout, so only its latest commits are listed "
            "(a full checkout, such as fetch-depth: 0 in CI, lists them all).")
    if not found:
        S(box, "p").text = "No build has changed a ruling page yet."
    days: dict[str, list[Build]] = {}
    for build in found:
        days.setdefault(build.date, []).append(build)
    for day, built in days.items():
        S(box, "h2", {"id": f"day-{day}"}).text = _day(day)
        listing = S(box, "ul", {"class": "ruling-change-list"})
        for build in built:
            if build.start:
                S(listing, "li").text = (f"The history known to this site starts here, with {len(build.changes)} "
                                         f"ruling page{'s' if len(build.changes) != 1 else ''}.")
            else:
                for change in build.changes:
                    if change.kind != "edited":
                        _change_item(S(listing, "li"), change, index)
        edited = list({c.id: c for b in built if not b.start for c in b.changes if c.kind == "edited"}.values())
        if edited:
            item = S(listing, "li")
            S(item, "strong").text = "Edited"
            item[-1].tail = " (examples, sources or explanation; the ruling stays the same): "
            for position, change in enumerate(edited):
                _ruling_ref(item, change, index)
                item[-1].tail = (item[-1].tail or "") + (", " if position < len(edited) - 1 else "")
    return box


def _day(day: str) -> str:
    """``2026-12-02`` as a reader writes it: ``2 December 2026`` (left as it is if it is no date)."""
    try:
        when = Date.fromisoformat(day)
    except ValueError:
        return day
    return f"{when.day} {when:%B %Y}"


def _change_item(item: etree.Element, change: Change, index: SiteIndex) -> None:
    S(item, "strong").text = change.kind.capitalize()
    item[-1].tail = " "
    _ruling_ref(item, change, index)
    if change.kind == "added" and change.after:
        item[-1].tail = (item[-1].tail or "") + ": " + change.after
    elif change.kind == "changed":
        item[-1].tail = (item[-1].tail or "") + ": "
        diff = S(item, "span", {"class": "ruling-diff"})
        _word_diff(diff, change.before, change.after)
    elif change.kind == "rewritten":
        item[-1].tail = (item[-1].tail or "") + ": "
        diff = S(item, "span", {"class": "ruling-diff"})
        S(diff, "del").text = change.before
        diff[-1].tail = " "
        S(diff, "ins").text = change.after
    elif change.kind == "superseded" and change.after:
        item[-1].tail = (item[-1].tail or "") + f" by {change.after}"
    elif change.kind == "moved":
        item[-1].tail = (item[-1].tail or "") + f" from {change.before} to {change.after}"


def _ruling_ref(parent: etree.Element, change: Change, index: SiteIndex) -> None:
    ruling = index.rulings.get(change.id)
    if ruling is not None:
        S(parent, "a", {"href": ruling.href}).text = ruling.title
    else:
        S(parent, "span", {"class": "ruling-gone"}).text = f"{change.title} ({change.id})"


def _word_diff(parent: etree.Element, before: str, after: str) -> None:
    """The two statements word by word: removed words in <del>, added ones in <ins> (at most ``MAX_DIFF_WORDS``
    words each: ``_change`` calls longer ones rewritten)."""
    old, new = before.split(), after.split()
    last = None
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        pieces = []
        if tag == "equal":
            pieces.append((None, " ".join(old[i1:i2])))
        if tag in ("replace", "delete"):
            pieces.append(("del", " ".join(old[i1:i2])))
        if tag in ("replace", "insert"):
            pieces.append(("ins", " ".join(new[j1:j2])))
        for element_tag, text in pieces:
            if element_tag is None:
                if last is None:
                    parent.text = (parent.text or "") + text + " "
                else:
                    last.tail = (last.tail or "") + text + " "
                continue
            last = S(parent, element_tag)
            last.text = text
            last.tail = " "


# ------------------------------------------------------------ per CRF version
def crf_view(index: SiteIndex) -> etree.Element:
    box = E("div", {"class": "ruling-changes-crf"})
    versions: dict[int, list[tuple[Ruling, dict]]] = {}
    others: list[tuple[Ruling, dict]] = []
    citing: dict[int, int] = {}
    for ruling in index.in_crf_order:
        for version in {s.get("version") for s in ruling.page.mappings("sources") if s.get("doc") == "CRF"}:
            if isinstance(version, int):
                citing[version] = citing.get(version, 0) + 1
                versions.setdefault(version, [])
        for entry in ruling.page.mappings("history"):
            found = CRF_VERSION.search(str(entry.get("source", "")))
            if found:
                versions.setdefault(int(found.group(1)), []).append((ruling, entry))
            else:
                others.append((ruling, entry))
    for version in sorted(versions, reverse=True):
        S(box, "h2", {"id": f"crf-{version}"}).text = f"CRF {version}"
        S(box, "p").text = f"{citing.get(version, 0)} rulings here cite CRF {version}."
        if versions[version]:
            box.append(_history_table(versions[version]))
        if version == 22:
            _marked_bullets(box, index)
    if others:
        S(box, "h2", {"id": "other-sources"}).text = "Digests, errata and other sources"
        box.append(_history_table(sorted(others, key=lambda pair: str(pair[1].get("date", "")), reverse=True)))
    return box


def _history_table(entries: list[tuple[Ruling, dict]]) -> etree.Element:
    table = E("table")
    head = S(S(table, "thead"), "tr")
    for title in ("Date", "Ruling", "Source", "What changed"):
        S(head, "th").text = title
    body = S(table, "tbody")
    for ruling, entry in entries:
        row = S(body, "tr")
        S(row, "td").text = str(entry.get("date", ""))
        S(S(row, "td"), "a", {"href": ruling.href}).text = ruling.title
        S(row, "td").text = str(entry.get("source", ""))
        S(row, "td").text = str(entry.get("change", ""))
    return table


def _marked_bullets(box: etree.Element, index: SiteIndex) -> None:
    """The covered CRF 22 bullets that the CRF marks with a year (or as new), newest mark first."""
    by_mark: dict[str, list] = {}
    for bullet_id, rulings in index.crf_pages.items():
        bullet = census().find(bullet_id)
        for tag in (bullet.tags if bullet else ()):
            if DATED_MARK.search(tag):
                by_mark.setdefault(tag, []).append((bullet, rulings))
    if not by_mark:
        return
    S(box, "h3", {"id": "crf-22-marks"}).text = "Bullets CRF 22 marks with when they were added, covered here"
    listing = S(box, "ul", {"class": "ruling-crf-marks"})
    for tag in sorted(by_mark, key=lambda t: (re.findall(r"\d{4}", t)[-1:] or ["9999"], t), reverse=True):
        item = S(listing, "li")
        S(item, "strong").text = f"[{tag}]"
        inner = S(item, "ul")
        for bullet, rulings in by_mark[tag]:
            line = S(inner, "li")
            S(S(line, "a", {"href": bullet_href(bullet.id)}), "code").text = bullet.id
            line[-1].tail = f" {bullet.label}: "
            for position, ruling in enumerate(rulings):
                S(line, "a", {"href": ruling.href}).text = ruling.title
                line[-1].tail = "; " if position < len(rulings) - 1 else ""
