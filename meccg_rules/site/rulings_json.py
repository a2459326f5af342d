"""``site/rulings.json``: every ruling, machine-readable, with what running its examples gave.

Also every CRF 22 bullet with the rulings covering it (``crf_bullets``) and the counts by part
(``crf_coverage``), from ``coverage``. ``schema_version`` goes up when a field changes meaning or
goes away (adding one does not change it); ``built`` and ``commit`` say which build this is. Paths are
the repository's (``docs/rulings/...``), never the build machine's.
"""
from __future__ import annotations

import datetime
import json

from . import badges
from .coverage import coverage_data
from .index import SiteIndex

SCHEMA_VERSION = 2  # 2: built, commit, short_url, date, statement, badge; example messages without machine paths


def rulings_json(index: SiteIndex, urls: dict[str, str]) -> str:
    """The JSON text; ``urls`` maps each page's source path to its URL in the built site."""
    rulings = []
    for ruling in index.by_uri.values():
        meta, result = ruling.page.meta, index.result(ruling)
        rulings.append({
            "id": ruling.id,
            "title": ruling.title,
            "url": urls.get(ruling.src_uri, ""),
            "short_url": ruling.short_href.lstrip("/").removesuffix("index.html"),
            "source_file": ruling.page.path,
            "statement": ruling.statement,
            "date": ruling.date,
            "section": ruling.section,
            "crf_section": meta.get("section"),
            "crf": ruling.page.strings("crf"),
            "sources": ruling.page.mappings("sources"),
            "first_appeared": meta.get("first_appeared"),
            "terms": ruling.page.strings("terms"),
            "cards": ruling.page.strings("cards"),
            "related": [other.id for other in index.related(ruling)],
            "history": ruling.page.mappings("history"),
            "status": meta.get("status"),
            "superseded_by": meta.get("superseded_by"),
            "badge": {"state": badges.state(result), "text": badges.badge_text(result),
                      "outcome_stated": badges.stated_outcome(result)},
            "examples": {**badges.counts(result), "total": len(result.examples)},
            "example_results": [{"line": e.line, "status": e.status, "message": e.message,
                                 "stated_outcomes": list(getattr(e, "stated", ()))} for e in result.examples],
        })
    build = {"schema_version": SCHEMA_VERSION, "built": index.build.built, "commit": index.build.commit,
             "commit_dirty": index.build.dirty}
    return json.dumps({**build, "rulings": rulings, **coverage_data(index)}, ensure_ascii=False, indent=1,
                      default=_plain)


def _plain(value):
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    return str(value)
