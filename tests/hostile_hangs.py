"""Hostile inputs against the scanners: pages built to make a backtracking or quadratic scanner run for minutes.

Each case is a page of up to the page size cap (128 KiB), with the findings
``meccg-rules check`` must give (words of the message, and how many). The
scanners of issue 12 (the HTML, link and fence regexes, Sybil's lexers, the
YAML loader) took minutes on inputs like these; the one-pass scanners must
give their outcome, and the site must render each page (or show it as a
notice), without hanging. ``tests/test_hostile_hangs.py`` runs them all in a
child process, with a timeout that only detects a hang.

Run as a script (``python tests/hostile_hangs.py DIR``), it checks, runs and
renders every case (a project of its own in ``DIR/<slug>``) and prints one
JSON line per case.
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

FRONT = ("---\nid: {slug}\ntitle: A hostile page\nsources:\n  - {{doc: Other, title: Corpus}}\n"
         "skip: a page of the hostile corpus\nstatus: current\n"
         "first_appeared: {{doc: Other, title: Corpus, date: unknown}}\n---\n\n"
         "**Ruling.** A hostile page.\n\n")  # the ruling paragraph check asks of a page in rulings/
BODY = 13
SIZE = 120_000


@dataclass(frozen=True)
class Hang:
    name: str
    body: str
    findings: dict = field(default_factory=dict)   # words of a message -> how many findings say them
    lines: dict = field(default_factory=dict)      # words -> the line of the first finding saying them
    raw: bool = False                              # the body is the whole page (its own front matter)

    @property
    def slug(self) -> str:
        return "h-" + "-".join("".join(c if c.isalnum() else " " for c in self.name.lower()).split())

    def text(self) -> str:
        return self.body if self.raw else FRONT.format(slug=self.slug) + self.body


def fill(unit: str, size: int = SIZE) -> str:
    return unit * (size // len(unit))


def lines_of(unit: str, width: int = 1000, size: int = SIZE, gap: str = "\n") -> str:
    """``unit`` repeated in lines of ``width`` characters (``gap="\\n\\n"``: each line a paragraph)."""
    line = fill(unit, width)
    return (line + gap) * (size // (len(line) + len(gap)))


LONG = "characters long; at most 2,000"
PARAGRAPH = "at most 16,000 (leave a blank line between paragraphs)"
NEVER_CLOSED = "is never closed"
OPEN_TAGS = "'<' that open a tag and never close it"
MARKERS = "more than 10 list or quote markers"
ALIASES = ("---\na: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + n)}: &{chr(98 + n)} [" + ", ".join([f"*{chr(97 + n)}"] * 10) + "]\n" for n in range(9))
    + "".join(f"k{n}: *j\n" for n in range(5000)) + "---\n")
HANGS = [
    Hang("link openers on one line", fill("]("), {LONG: 1, PARAGRAPH: 1}, {LONG: BODY}),
    Hang("link openers on many lines", lines_of("]("), {PARAGRAPH: 1}, {PARAGRAPH: BODY}),
    Hang("links to a missing page", lines_of("[a](b.md) ", gap="\n\n"),
         {"the link to 'b.md' leads nowhere": 119}, {"leads nowhere": BODY}),
    Hang("tag openers on one line", fill("<a "), {LONG: 1, PARAGRAPH: 1, OPEN_TAGS: 1}),
    Hang("tag openers with spaces", "<a" + " " * (SIZE - 10), {LONG: 1, PARAGRAPH: 1}),
    Hang("event handlers without a closing bracket", fill("<a onclick=x "),
         {LONG: 1, PARAGRAPH: 1, OPEN_TAGS: 1, "an event-handler attribute 'onclick='": 1}),
    Hang("quotes that never close", fill("<a title=\""), {LONG: 1, PARAGRAPH: 1, OPEN_TAGS: 1}),
    Hang("javascript with tabs", "[x](java" + "\t" * (SIZE - 30) + "script:alert(1))", {LONG: 1, PARAGRAPH: 1}),
    Hang("entities in a link", "[x](" + fill("&#", SIZE - 20) + ")", {LONG: 1, PARAGRAPH: 1}),
    Hang("fence openers never closed", "```a\n" * (SIZE // 5), {NEVER_CLOSED: 1, PARAGRAPH: 1},
         {NEVER_CLOSED: BODY}),
    Hang("fences of both kinds interleaved", "```a\n~~~\n" * (SIZE // 9), {NEVER_CLOSED: 1, PARAGRAPH: 1}),
    Hang("fence openers of growing length", "".join("`" * (3 + n % 40) + "x\n\n" for n in range(4000)),
         {NEVER_CLOSED: 1}),
    Hang("skip directives never closed", "<!-- skip: next \"x\"\n\n" * 5000,
         {"write the skip directive on one line": 5000}),
    Hang("comment openers", "<!--\n\n" * 20000),
    Hang("backtick runs of every length", "\n\n".join(" ".join("`" * n for n in range(1, 60)) for _ in range(60))),
    Hang("brace runs", fill("{"), {LONG: 1, PARAGRAPH: 1}),
    Hang("attribute lists that never close", lines_of("{: #a ", gap="\n\n")),
    Hang("an include marker on a long dashed line", "-" * (SIZE - 10) + "8<-",
         {LONG: 1, PARAGRAPH: 1, "an include marker": 1}),
    Hang("brackets at the limit in long paragraphs", ("[a " * 8 + "\n" + lines_of("word ", 1990, 15_000) + "\n") * 7),
    Hang("unknown tags left open in long paragraphs", ("<x " * 20 + "\n" + lines_of("word ", 1990, 15_000) + "\n") * 7,
         {"the tag <x> is not kept": 7}),
    Hang("list markers on one line", "- " * 5000 + "x", {LONG: 1, MARKERS: 1}),
    Hang("a definition list of five thousand", "".join(f"t{n}\n: d{n}\n" for n in range(5000)),
         {"definitions (lines starting with ':')": 1, PARAGRAPH: 1}),
    Hang("emphasis openers", lines_of("*a ", 1990, gap="\n\n")),
    Hang("underscores", lines_of("_a ", 1990, gap="\n\n")),
    Hang("nested quotes", "> " * 5000 + "x", {LONG: 1, MARKERS: 1}),
    Hang("a thousand scenario blocks", "".join(
        "```scenario\nSetup\n  Alice is the resource player.\n  Bob is the hazard player.\nExpect\n"
        "  Moria is untapped.\n```\n\n" for _ in range(1000))),
    Hang("a billion laughs and five thousand aliases", ALIASES, {"anchors (&name) are not allowed": 1},
         {"anchors": 2}, raw=True),
    Hang("flow nesting a hundred thousand deep", "---\nid: " + "[" * 60000 + "]" * 60000 + "\n---\n",
         {"exceeded maximum nesting depth": 1, LONG: 1}, raw=True),
]


def main(folder: Path) -> None:
    import markdown

    from meccg_rules.pages.front_matter import load_page
    from meccg_rules.pages.runner import run_file
    from meccg_rules.site import index as site_index
    from meccg_rules.site.extension import RulingsExtension
    from meccg_rules.tools.check import check

    for case in HANGS:
        print(json.dumps({"started": case.slug}), flush=True)
        docs = folder / case.slug / "docs"
        path = docs / "rulings" / "corpus" / f"{case.slug}.md"
        findings = [{"line": f.line, "message": f.message} for f in check([str(path)])]
        result = run_file(path, docs)
        site_index.forget()
        page = load_page(path, docs)
        extensions = [RulingsExtension(docs_dir=str(docs), page=f"rulings/corpus/{case.slug}.md"), "toc",
                      "admonition", "def_list", "tables", "pymdownx.details", "pymdownx.superfences",
                      "pymdownx.highlight"]
        html = markdown.markdown(page.body, extensions=extensions)
        print(json.dumps({"slug": case.slug, "findings": findings, "failed": result.failed,
                          "examples": len(result.examples), "html": html}), flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
