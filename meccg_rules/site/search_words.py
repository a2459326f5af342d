"""Search that answers a player's question: the ruling's statement weighs most, and a question's words are read.

Material's search (lunr, in a web worker) indexes each page in sections and
matches every word of a query as the start of a word (``guard`` finds
``guarded``), any word being enough. Asked as players ask ("can I respond to
an on-guard card"), that went wrong twice: the question words matched as
word starts (``can`` finds ``cancel``, ``i`` finds ``item``), and a play-by-play
that names many cards outweighed the one sentence that answers the question.
``tests/search-questions.toml`` holds the questions the site must answer.

Two changes, both small and both made where the theme leaves room:

- ``weigh``: in the index the plugin writes, each ruling page's statement
  section (the page's first section: its title, the ruling and its sources)
  weighs ``STATEMENT`` times a plain section and its Examples section
  ``EXAMPLES`` times; every other entry keeps the plugin's weight.
- ``worker_words``: a few lines run in the search worker before Material's own
  code and read each query before the worker does: question and filler words
  are dropped (``DROP``: lunr's English stop words, which the index never
  holds, and a few more), the game's abbreviations and spellings become the
  site's words (``SAME``: ``MP`` is marshalling points, ``onguard`` on-guard,
  ``respond`` finds response), a plural or ``-ed``/``-ing`` form is cut to its
  stem (the worker finds every word that starts with it), and ``-2`` is the
  number 2 (lunr would read it as "without 2"). A query that uses the search's
  own syntax (``+``, ``-``, ``*``, ``~``, ``^``, ``"``, ``field:``) is left as
  typed, and so is one made only of dropped words.

``add_words`` writes that script at the head of the theme's worker file in the
built site (once: a rebuild finds it there already).
"""
from __future__ import annotations

import json
import re
from pathlib import Path

STATEMENT = 5.0  # the statement section of a ruling page, against 1 for a plain section
EXAMPLES = 0.5  # its Examples section: play-by-plays name many cards and words, and answer no question alone
RULING_PAGE = re.compile(r"rulings/[^/#]+/[^/#]+/(#.*)?$")  # a ruling's page (a section's own page has one part less)

# lunr's English stop words (never in the index: as word starts they only find other words), then question words
DROP = frozenset("""
a able about across after all almost also am among an and any are as at be because been but by can cannot could
dear did do does either else ever every for from get got had has have he her hers him his how however i if in into
is it its just least let like likely may me might most must my neither no nor not of off often on only or other our
own rather said say says she should since so some than that the their them then there these they this tis to too
twas us wants was we were what when where which while who whom why will with would yet you your
anything gets happen happened happens many much something still can't cant don't dont doesn't isn't i'm
""".split())

# a player's word -> the site's words (the index splits words at spaces and hyphens only, and keeps "on" out)
SAME = {
    "onguard": "guard", "on-guard": "guard",
    "respond": "respon", "responds": "respon", "responding": "respon", "response": "respon", "responses": "respon",
    "mp": "marshalling points", "mps": "marshalling points", "kp": "kill points",
    "di": "direct influence", "gi": "general influence",
    "cp": "corruption points", "cps": "corruption points", "cc": "corruption check",
    "cvcc": "company combat", "aa": "automatic attack", "aas": "automatic attack",
    "m/h": "movement hazard", "mh": "movement hazard", "hl": "hazard limit",
    "fw": "fallen wizard", "rw": "ringwraith",
}

MARK = "/* meccg-rules: a question's words (meccg_rules/site/search_words.py) */"
SCRIPT = MARK + """
(() => {
  const DROP = new Set(%(drop)s), SAME = %(same)s
  const stem = w => {
    if (w.length < 5) return w
    if (/ies$/.test(w)) return w.slice(0, -3) + "y"
    if (/(ing|ed)$/.test(w) && w.length > 5) {
      const s = w.replace(/(ing|ed)$/, "")
      return /([bdgklmnprt])\\1$/.test(s) ? s.slice(0, -1) : s
    }
    return /[^su]s$/.test(w) ? w.slice(0, -1) : w
  }
  const read = query => {
    const words = query.trim().split(/\\s+/)
    if (words.some(w => /^[+\\-]|[:*~^"]/.test(w) && !/^[-+]\\d+$/.test(w))) return query
    const kept = []
    for (const word of words) {
      const w = word.toLowerCase().replace(/[?!.,;]+$/, "").replace(/['\u2019]s$/, "").replace(/^[-+](\\d+)$/, "$1")
      if (w && Object.hasOwn(SAME, w)) kept.push(SAME[w])
      else if (w && !DROP.has(w)) kept.push(stem(w))
    }
    return kept.length ? kept.join(" ") : query
  }
  const listen = self.addEventListener.bind(self)
  self.addEventListener = (type, listener, options) => listen(type, type !== "message" ? listener : event => (
    event.data && event.data.type === 2 && typeof event.data.data === "string"  /* 2: a query (Material 9) */
      ? listener({data: {type: 2, data: read(event.data.data)}}) : listener(event)), options)
})();
"""


def worker_words() -> str:
    """The script that reads a query's words, with the tables above."""
    return SCRIPT % {"drop": json.dumps(sorted(DROP)), "same": json.dumps(SAME, sort_keys=True)}


def weigh(entries: list[dict]) -> None:
    """Give each ruling page's statement section and Examples section their weights, in the plugin's entries."""
    pages: set[str] = set()
    for entry in entries:
        match = RULING_PAGE.match(entry["location"])
        if match is None or match.group(1) is None:
            continue
        page = entry["location"].split("#")[0]
        if page not in pages:
            pages.add(page)
            entry["boost"] = STATEMENT
        elif entry["title"] == "Examples":
            entry["boost"] = EXAMPLES


def weighed(search_plugin) -> None:
    """Have the search plugin's index weigh its entries (``weigh``) each time it writes them."""
    index = getattr(search_plugin, "search_index", None)
    if index is None or getattr(index.generate_search_index, "weighed", False):
        return
    generate = index.generate_search_index

    def generate_search_index(prev):
        weigh(index.entries)  # a dirty rebuild's entries are one page's: the kept ones were weighed when written
        return generate(prev)

    generate_search_index.weighed = True
    index.generate_search_index = generate_search_index


def add_words(site_dir: str) -> list[Path]:
    """Put ``worker_words`` at the head of the theme's search worker in ``site_dir``; the files changed."""
    changed = []
    for worker in Path(site_dir, "assets", "javascripts", "workers").glob("search.*.js"):
        text = worker.read_text(encoding="utf-8")
        if not text.startswith(MARK):
            worker.write_text(worker_words() + text, encoding="utf-8")
            changed.append(worker)
    return changed
