"""The public addresses of the documents ruling pages cite, so that a reader can open the source.

A page's source may give its own ``url`` (a digest's forum thread, a list of
changes); one that does not, and cites a document with a public address, links
there. The addresses are the ones the copies we read give at their head as
their source:

- CRF 22 (the Collected Rulings and Errata, published on 21 January 2026) is
  at meccg.com, the site of the Rules Committee that wrote it;
- the Council of Elrond's rules are at councilofelrond.org.

Neither page has an address for a section or a rule within it that we could
check, so a source links to the whole document; the page still names the
section, bullet or rule. The Council of Elrond's card database has no page per
card that we could check, so card sources are not linked.

>>> address({"doc": "CRF", "version": 22, "section": "Site Phase > General"})
'https://meccg.com/rules/collected-rulings-and-errata-crf/crf-22/'
>>> address({"doc": "CoE rules", "rule": "2.V.6"})
'https://www.councilofelrond.org/rules/'
>>> address({"doc": "CRF", "version": 21}) is None, address({"doc": "CoE digest", "number": 207}) is None
(True, True)
"""
from __future__ import annotations

CRF_22 = "https://meccg.com/rules/collected-rulings-and-errata-crf/crf-22/"
COE_RULES = "https://www.councilofelrond.org/rules/"


def address(source: dict) -> str | None:
    """Where a reader can read ``source`` (a page's ``sources`` entry): its own ``url``, or its document's."""
    if source.get("url"):
        return str(source["url"])
    if source.get("doc") == "CRF" and str(source.get("version")) == "22":
        return CRF_22
    if source.get("doc") == "CoE rules":
        return COE_RULES
    return None
