"""What a page may put in a reader's browser: the tags, attributes and addresses the site keeps.

Markdown passes raw HTML through, so the site never trusts what a page
renders: every page's HTML goes through ``clean`` (nh3, an HTML sanitiser
built for this) before it is written, and ``meccg-rules check`` reports, from
the page's source, what ``clean`` would remove (``markup``). One policy serves
both. What an author writes (raw HTML, attribute lists) is held to
``AUTHOR``: the tags below, ``id`` and ``class`` (classes the site uses for
its own badges and boxes are reserved, and so are the ids of its examples,
``example-N``, where links to an example lead), addresses that are ``http``,
``https`` or relative (images: relative only, so a page never makes a reader's
browser ask another site for anything). What the site's extension adds (its
``data-*`` attributes, tooltips) is held to ``SITE``.

>>> clean('<p onclick="alert(1)">Hi <script>alert(2)</script><a href="javascript:x">a</a></p>')
'<p>Hi <a>a</a></p>'
>>> url_problem("&#106;avascript:alert(1)", image=False)
"a 'javascript:' address could run script in a reader's browser; link to a page of this site or an https:// address"
"""
from __future__ import annotations

import html
import re

import nh3

from .allowlist import IMAGE_SUFFIXES

TAGS = frozenset({
    "a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "dd", "del", "details", "div", "dl", "dt",
    "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark",
    "ol", "p", "pre", "q", "s", "samp", "small", "span", "strong", "sub", "summary", "sup", "table", "tbody", "td",
    "tfoot", "th", "thead", "time", "tr", "u", "ul", "var", "wbr",
})
REMOVED_WITH_CONTENT = frozenset({"script", "style", "template", "noscript", "iframe", "object", "embed", "svg",
                                  "math", "textarea", "title", "xmp", "noembed", "noframes", "select", "frameset"})
SCRIPT_LIKE = REMOVED_WITH_CONTENT | {"frame", "base", "meta", "link", "form", "button", "input", "applet",
                                      "portal", "video", "audio", "source", "picture", "dialog", "area", "map"}
AUTHOR_ATTRIBUTES = {
    "*": {"id", "class"},
    "a": {"href", "title"}, "img": {"src", "alt", "title", "width", "height"}, "abbr": {"title"},
    "ol": {"start"}, "td": {"colspan", "rowspan"}, "th": {"colspan", "rowspan", "scope"},
    "time": {"datetime"}, "details": {"open"}, "q": {"cite"}, "blockquote": {"cite"},
}
SITE_DATA = {  # what the site's own views add (an author's HTML never keeps them)
    "div": {"data-ruling-id", "data-examples-passed", "data-examples-failed", "data-examples-skipped",
            "data-card-id", "data-search-exclude", "data-rulings-filter", "data-status-words"},
    "ul": {"data-search-exclude"}, "dd": {"data-search-exclude"}, "table": {"data-search-exclude"},
    "tr": {"data-ruling", "data-section", "data-terms", "data-status"},  # the all-rulings table's filters
}
SITE_ATTRIBUTES = {tag: AUTHOR_ATTRIBUTES.get(tag, set()) | SITE_DATA.get(tag, set())
                   for tag in set(AUTHOR_ATTRIBUTES) | set(SITE_DATA)}
SITE_ATTRIBUTES["td"] = SITE_ATTRIBUTES["td"] | {"style"}  # Markdown tables align columns with text-align
SITE_ATTRIBUTES["th"] = SITE_ATTRIBUTES["th"] | {"style"}
URL_ATTRIBUTES = ("href", "src", "cite", "action", "formaction", "data", "poster", "background", "xlink:href",
                  "srcset", "ping", "manifest", "codebase", "longdesc", "lowsrc", "dynsrc")
RESERVED_CLASSES = ("meccg", "ruling", "scenario", "card-", "glossary", "md-")
SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*):")
PLAIN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_:.-]*\Z")
SITE_ANCHORS = re.compile(r"example-\d+\Z", re.IGNORECASE)  # each example's element (site/badges.example_anchor)
INVISIBLE = re.compile(r"[\t\n\r]")
ALIGNMENT = re.compile(r"\s*text-align\s*:\s*(left|right|center)\s*;?\s*")


def url_problem(value: str, *, image: bool) -> str | None:
    """Why the address ``value`` (as written, entities and all) is not kept, or ``None``."""
    address = INVISIBLE.sub("", html.unescape(value)).strip(" \x00-\x1f")
    scheme = SCHEME.match(address)
    if scheme:
        name = scheme.group(1).lower()
        if name in ("http", "https") and not image:
            return None
        if image and name not in ("javascript", "vbscript", "data"):
            return (f"an image from {name}: would make a reader's browser ask another site; put the image in docs/ "
                    "and give its relative path")
        return (f"a '{name}:' address could run script in a reader's browser; link to a page of this site or an "
                "https:// address" if name in ("javascript", "vbscript", "data") else
                f"a '{name}:' address is not kept; link to a page of this site or an https:// address")
    if address.replace("\\", "/").startswith("//"):
        return "an address starting with // leads to another site; write it out with https://"
    if image and not re.split(r"[?#]", address, maxsplit=1)[0].lower().endswith(IMAGE_SUFFIXES):
        return f"an image is a {', '.join(IMAGE_SUFFIXES)} file of this site; {address[:40]!r} is not"
    return None


# The id Material's tags plugin gives a listing's injection point (site/tags_listing.py): kept by the site's
# policy, which sees it only where the site's attribute lists let it through (an author's raw HTML is held to the
# author's policy first).
LISTING_ID = re.compile(r"[\w./-]+\.md:\d+-\d+/slug\Z")


def id_problem(value: str, site: bool = False) -> str | None:
    """Why an author's id (``site``: an id the site's own views set) is not kept, or ``None``."""
    if site and LISTING_ID.match(value):
        return None
    if not PLAIN_ID.match(value) or value.startswith("_"):
        return f"the id {value!r} is not kept: ids are letters, digits and '-', and do not start with '_'"
    if not site and SITE_ANCHORS.match(value):
        return (f"the id {value!r} is not kept: it is the site's anchor of an example (its mark, 'As in' "
                "lines, card pages and short links lead there); choose another")
    return None


def class_problem(value: str) -> str | None:
    reserved = [name for name in value.split() if name.lower().startswith(RESERVED_CLASSES)]
    if reserved:
        return f"the class {reserved[0]!r} is reserved for what the site adds (badges, examples, links)"
    return None


def attribute_problem(tag: str, name: str, value: str, allowed: dict = AUTHOR_ATTRIBUTES) -> str | None:
    """Why the attribute ``name="value"`` on ``<tag>`` is not kept (``None`` when it is)."""
    name = name.lower()
    if name.startswith("on"):
        return f"an event-handler attribute '{name}=' could run script in a reader's browser"
    if name not in allowed.get(tag, set()) | allowed["*"]:
        return f"the attribute {name!r} is not kept on <{tag}> (raw HTML and attribute lists keep id and class)"
    if name in ("href", "src", "cite"):
        return url_problem(value, image=(name == "src"))
    if name == "id":
        return id_problem(value, site=allowed is not AUTHOR_ATTRIBUTES)
    if name == "class" and allowed is AUTHOR_ATTRIBUTES:
        return class_problem(value)
    if name == "style" and not ALIGNMENT.fullmatch(value):
        return "style attributes are not kept"
    return None


def tag_problem(tag: str) -> str | None:
    if tag in TAGS:
        return None
    if tag in SCRIPT_LIKE:
        return f"a <{tag}> tag could run script, load another page or send a form in a reader's browser"
    return f"the tag <{tag}> is not kept"


def _filter(allowed: dict):
    """nh3's attribute filter for a policy: ``attribute_problem`` decides."""
    def keep(tag: str, name: str, value: str) -> str | None:
        return None if attribute_problem(tag, name, value, allowed) else value
    return keep


def _cleaner(allowed: dict, *, filtered: bool = True) -> nh3.Cleaner:
    """One sanitiser per policy, made once: handing nh3 the policy on every call cost as much as the cleaning.
    ``filtered=False``: without the Python filter (nh3's own rules only; see ``_site_clean``)."""
    return nh3.Cleaner(tags=set(TAGS), clean_content_tags=set(REMOVED_WITH_CONTENT),
                       attributes={tag: set(names) for tag, names in allowed.items()},
                       attribute_filter=_filter(allowed) if filtered else None, url_schemes={"http", "https"},
                       link_rel=None, strip_comments=True)


CLEANERS = {True: _cleaner(SITE_ATTRIBUTES), False: _cleaner(AUTHOR_ATTRIBUTES)}
# The site's policy without the filter: nh3 keeps only the attributes allowed on each tag and the http(s) or
# relative addresses; what the filter adds is looked at afterwards, in what nh3 wrote (``_site_clean``).
UNFILTERED = _cleaner(SITE_ATTRIBUTES, filtered=False)
# Where nh3's output may hold an attribute the filter would refuse: any ``style``, any ``src``, and each
# ``href``, ``cite`` or ``id`` whose value is not plainly fine (a relative address or fragment of letters,
# digits and ``./#?=%+~,-`` that does not start with ``//``; an id of PLAIN_ID). A match is the ``="`` after
# the name (the names are looked behind, the value ahead), so that the regex engine looks for ``="`` first and
# no match hides the next one; the same text in a paragraph may match too, and is then looked at as well.
NEEDS_A_LOOK = re.compile(r'="(?:(?<=\s(?:href|cite)=")(?!(?!//)[\w./#?=%+~,-]*")|'
                          r'(?<=\sid=")(?![A-Za-z0-9][A-Za-z0-9_:.-]*")|(?<=\ssrc=")|(?<=\sstyle="))(?=([^"]*)")')
ALLOWED_ON = {"href": "a", "cite": "q", "src": "img", "id": "p", "style": "td"}  # a tag each may be on


def clean(html_text: str, *, site: bool = True) -> str:
    """``html_text`` with only what the policy keeps (``site=False``: an author's raw HTML, stricter)."""
    return _site_clean(html_text) if site else CLEANERS[False].clean(html_text)


LONE_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?/?>\Z")
VOID = frozenset({"br", "hr", "img", "wbr"})


def clean_author_block(block: str) -> str:
    """A piece of a page's raw HTML held to the author's policy. Inline HTML comes one tag at a time (Markdown
    keeps ``<kbd>`` and ``</kbd>`` apart and the text between them is Markdown's), so a lone tag is cleaned as a
    tag: cleaned on its own, ``<kbd>`` would be closed at once and ``</kbd>`` dropped, leaving the text outside.
    The whole page is cleaned again at the end (``clean``), which closes whatever a page leaves open.

    >>> [clean_author_block(tag) for tag in ('<kbd>', '</kbd>', '<a href="javascript:x" onclick="y">', '</a>')]
    ['<kbd>', '</kbd>', '<a>', '</a>']
    >>> [clean_author_block(tag) for tag in ('<script src="x">', '</script>', '<br>', '<img src=x onerror=y>')]
    ['', '', '<br>', '<img>']
    """
    lone = LONE_TAG.match(block)
    if lone is None:
        return clean(block, site=False)
    name = lone.group(2).lower()
    if lone.group(1):
        return f"</{name}>" if name in TAGS and name not in VOID else ""
    if name in VOID:
        return clean(block, site=False)
    end = f"</{name}>"
    cleaned = clean(block + end, site=False)
    return cleaned[:-len(end)] if cleaned.endswith(end) else cleaned


def _site_clean(html_text: str) -> str:
    """The site's policy, with the filter called from nh3 only for pages that need it.

    nh3 calls the policy's Python filter for each of some two hundred attributes a page holds, and that costs
    as much as a third of the cleaning. nh3's own rules already keep only the attributes ``SITE_ATTRIBUTES``
    allows on each tag, so what the filter adds is the look into the values of ``href``, ``src``, ``cite``,
    ``id`` and ``style``. Cleaned
    without it, the output is the same unless one of those values is refused, and every such value is in the
    output as `` name="value"`` (nh3 writes each attribute so, escaping only ``&``, ``"`` and the no-break
    space). When ``NEEDS_A_LOOK`` finds one that ``attribute_problem`` refuses, the page is cleaned again with
    the filter."""
    cleaned = UNFILTERED.clean(html_text)
    for found in NEEDS_A_LOOK.finditer(cleaned):
        name = next(name for name in ALLOWED_ON if cleaned.endswith(name, 0, found.start()))
        if attribute_problem(ALLOWED_ON[name], name, html.unescape(found.group(1)), SITE_ATTRIBUTES):
            return CLEANERS[True].clean(html_text)
    return cleaned


def plain_text(text: str) -> str:
    """A title as plain text: entities decoded, tags and control characters taken out, one line (escape it to show it).

    >>> plain_text("A &amp; B <b>bold</b> <img src=x onerror=alert(1)> x < y")
    'A & B bold x < y'
    """
    text = TAG.sub("", html.unescape(text))
    return " ".join(CONTROLS.sub(" ", text).split())


TAG = re.compile(r"<[A-Za-z/!?][^<>]*>")
CONTROLS = re.compile(r"[\x00-\x1f\x7f]")
