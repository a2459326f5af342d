"""The hostile corpus: pages and files a stranger's pull request could hold, each with the exact outcome expected.

Each ``Case`` is one corpus entry: a page (``docs/rulings/corpus/<slug>.md``)
and any other files or symbolic links, the findings ``meccg-rules check docs``
must give for it (file, line, words of the message; exactly these, no more),
the failures running the page must give (pytest, ``meccg-rules run``, the
site's badge), and whether the corpus site build renders it (its HTML is then
audited: no script, no event handler, no address that runs script or reaches
another host). ``tests/test_hostile.py`` runs every case; the classes are those
of issue 12 plus ours.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from helpers import GLAMDRING_PLAYED

CHECK_ONLY = ("paragraph that starts with **Ruling.**",)  # authoring findings of check that the build leaves alone
SECRET = "LEAK-SENTINEL-7f3a"   # in every file outside docs/ that a case tries to reach
FIRST_APPEARED = "first_appeared: {doc: Other, title: Corpus, date: unknown}"
LEAD = "**Ruling.** A page of the hostile corpus.\n\n"  # the ruling paragraph check asks of a page in rulings/
FRONT = ("---\nid: {slug}\ntitle: A corpus page\nsources:\n  - {doc: Other, title: Corpus}\n"
         "skip: a page of the hostile corpus\nstatus: current\n" + FIRST_APPEARED + "\n---\n\n# A corpus page\n\n"
         + LEAD)
BODY = 15       # the line of the first body line under FRONT
RUN_FRONT = ("---\nid: {slug}\ntitle: A corpus page\nsources:\n  - {doc: Other, title: Corpus}\nstatus: current\n"
             + FIRST_APPEARED + "\n---\n\n" + LEAD)
RUN_BODY = 12   # the first body line under RUN_FRONT
EXAMPLE = "```scenario{arguments}\n" + GLAMDRING_PLAYED.replace("{", "{{").replace("}", "}}") + "```\n"
EXAMPLE_LINES = EXAMPLE.count("\n")  # 13
PYTHON_RUNS = "PYTHON-RAN"
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082")


def example(name: str | None = None, setup: str = "", expect: str = "") -> str:
    text = EXAMPLE.format(arguments=f" name={name}" if name else "")
    if setup:
        text = text.replace("Setup\n", f"Setup\n{setup}", 1)
    if expect:
        text = text.replace("  Aragorn II has Glamdring.\n", expect)
    return text


def unmodelled() -> str:
    """An example as a skip would cover it: one the engine cannot model yet, so it runs and fails (a skipped
    example that passes is a failure of its own: 'passes now, remove the skip')."""
    return example(expect="  Aragorn II does not have Glamdring.\n")


@dataclass(frozen=True)
class Case:
    cls: str
    name: str
    page: str | bytes | None = None   # the text (or bytes) of the corpus page; "{slug}" is its id
    findings: tuple = ()              # (path below docs/ or "" for the page, line, words of the message)
    fails: tuple = ()                 # (line, words) of each failure running the page gives
    files: tuple = ()                 # (path below the project root, text or bytes)
    links: tuple = ()                 # (path below the project root, where it points, relative to the root)
    build: bool = True                # rendered in the corpus site and audited
    skipped: int = 0                  # examples running the page reports skipped
    passed: int = 0                   # examples running the page reports passed

    @property
    def slug(self) -> str:
        return ("c-" + re.sub(r"[^a-z0-9]+", "-", self.name.lower()).strip("-"))[:60].strip("-")

    def text(self):
        if isinstance(self.page, bytes):
            return self.page.replace(b"{slug}", self.slug.encode())
        return None if self.page is None else self.page.replace("{slug}", self.slug)


def body(text: str) -> str:
    """A skipped ruling page (lines 1-11) with ``text`` from line ``BODY`` on."""
    return FRONT + text


def runs(text: str) -> str:
    """A ruling page whose examples run (front matter lines 1-7), ``text`` from line ``RUN_BODY``."""
    return RUN_FRONT + text


def front(*lines: str, rest: str = "\n# A corpus page\n\n" + LEAD) -> str:
    """A ruling page with the front matter lines given (line 2 on)."""
    return "---\n" + "".join(line + "\n" for line in lines) + "---\n" + rest


def complete(*lines: str) -> str:
    """A ruling page whose front matter has ``lines`` from line 2, then whichever standard fields they left out."""
    given = {line.split(":", 1)[0] for line in lines}
    rest = [line for line in ("id: {slug}", "title: x", "sources: [{doc: Other, title: x}]", "skip: x",
                              "status: current", FIRST_APPEARED) if line.split(":", 1)[0] not in given]
    return front(*lines, *rest)


def fm(field_lines: str) -> str:
    """A complete ruling front matter with ``field_lines`` appended at line 7 (before status is line 8)."""
    return ("---\nid: {slug}\ntitle: A corpus page\nsources:\n  - {doc: Other, title: Corpus}\n"
            "skip: a page of the hostile corpus\n" + field_lines + "\nstatus: current\n" + FIRST_APPEARED
            + "\n---\n\n# A corpus page\n\n" + LEAD)


def source_url(url: str) -> str:
    """A ruling whose one source (line 5) gives ``url``."""
    return front("id: {slug}", "title: x", "sources:", f"  - {{doc: Other, title: y, url: \"{url}\"}}", "skip: x",
                 "status: current", FIRST_APPEARED)


SCRIPT = "a <script> tag could run script"
HANDLER = "an event-handler attribute"
JS = "a 'javascript:' address could run script"
CODE = "a Python block here would not run"
SKIP_REASON = "needs a reason in quotes"
TYPE_TEXT = "must be one line of text"
IMG = "an image is a .png, .jpg, .jpeg, .gif, .webp file of this site; 'x' is not"

# ----------------------------------------------------------------- code from a page
CODE_FROM_A_PAGE = [
    Case("code", "python block with a doctest",
         body(f"```python\n>>> print('{PYTHON_RUNS}')\n{PYTHON_RUNS}\n```\n"),
         findings=(("", BODY, CODE),), fails=((BODY, CODE),)),
    Case("code", "python block of plain code",
         body(f"```python\nopen('{PYTHON_RUNS}', 'w')\n```\n"), findings=(("", BODY, CODE),), fails=((BODY, CODE),)),
    Case("code", "py block", body("```py\nimport os\n```\n"), findings=(("", BODY, CODE),), fails=((BODY, CODE),)),
    Case("code", "pycon block", body(">>> is not run\n\n```pycon\n>>> import os\n```\n"),
         findings=(("", BODY + 2, CODE),), fails=((BODY + 2, CODE),)),
    Case("code", "python3 block", body("```python3\nimport os\n```\n"), findings=(("", BODY, CODE),),
         fails=((BODY, CODE),)),
    Case("code", "python block with a class marker", body("```.python\nimport os\n```\n"),
         findings=(("", BODY, CODE),), fails=((BODY, CODE),)),
    Case("code", "invisible code block in a comment",
         body(f"<!-- invisible-code-block: python\nopen('{PYTHON_RUNS}', 'w')\n-->\n"),
         findings=(("", BODY, "'invisible-code-block' would run Python"),),
         fails=((BODY, "'invisible-code-block' would run Python"),)),
    Case("code", "code-block directive", body("<!-- code-block: python\nimport os\n-->\n"),
         findings=(("", BODY, "'code-block' would run Python"),), fails=((BODY, "'code-block' would run Python"),)),
    Case("code", "clear-namespace directive", body("<!-- clear-namespace -->\n"),
         findings=(("", BODY, "'clear-namespace' would run Python"),),
         fails=((BODY, "'clear-namespace' would run Python"),)),
    Case("code", "skip with a python condition", body("<!-- skip: next if(True) -->\n\n" + unmodelled()),
         findings=(("", BODY, SKIP_REASON),), fails=((BODY, SKIP_REASON),), skipped=1),
    Case("code", "skip whose reason is a call",
         body(f"<!-- skip: next __import__('os').system('touch {PYTHON_RUNS}') -->\n\n" + unmodelled()),
         findings=(("", BODY, SKIP_REASON),), fails=((BODY, SKIP_REASON),), skipped=1),
    Case("code", "skip start with a condition", body("<!-- skip: start sys.exit(0) -->\n\n" + unmodelled()),
         findings=(("", BODY, SKIP_REASON),), fails=((BODY, SKIP_REASON),), skipped=1),
    Case("code", "skip end with a condition",
         body("<!-- skip: start \"x\" -->\n\n" + unmodelled() + "\n<!-- skip: end os.system('x') -->\n"),
         findings=(("", BODY, "'skip: start' has no 'skip: end'"), ("", BODY + 16, "'skip: end' takes no reason")),
         fails=((BODY, "'skip: start' has no 'skip: end'"), (BODY + 16, "'skip: end' takes no reason")), skipped=1),
    Case("code", "skip reason as an f-string",
         body("<!-- skip: next f\"{__import__('os').getcwd()}\" -->\n\n" + unmodelled()),
         findings=(("", BODY, SKIP_REASON),), fails=((BODY, SKIP_REASON),), skipped=1),
    Case("code", "skip reason quoted then code",
         body("<!-- skip: next \"x\" + __import__('os').sep -->\n\n" + unmodelled()),
         findings=(("", BODY, SKIP_REASON),), fails=((BODY, SKIP_REASON),), skipped=1),
    Case("code", "skip with an unknown action", body("<!-- skip: all \"x\" -->\n\n" + unmodelled()),
         findings=(("", BODY, "'skip: all' is not a skip directive"),),
         fails=((BODY, "'skip: all' is not a skip directive"),), skipped=1),
    Case("code", "skip directive over two lines", body("<!-- skip: next\n\"x\" -->\n\n" + unmodelled()),
         findings=(("", BODY, "write the skip directive on one line"),),
         fails=((BODY, "write the skip directive on one line"),), skipped=1),
    Case("code", "doctest on a page that is not a ruling", None,
         files=(("docs/notes.md", "---\ntitle: Notes\n---\n\n```python\n>>> 1 + 1\n2\n```\n"),),
         findings=(("notes.md", 5, CODE),)),
    Case("code", "doctest on another development page", None,
         files=(("docs/development/other.md", "---\ntitle: Other\n---\n\n```pycon\n>>> import os\n```\n"),),
         findings=(("development/other.md", 5, CODE),)),
    Case("code", "a copy of the allowlisted path inside rulings", None,
         files=(("docs/rulings/corpus/docs/development/engine.md",
                 "---\nid: engine\ntitle: Engine\nsources:\n  - {doc: Other, title: x}\nskip: x\nstatus: current\n"
                 + FIRST_APPEARED + "\n---\n\n```python\n>>> 1\n1\n```\n\n" + LEAD),),
         findings=(("rulings/corpus/docs/development/engine.md", 11, CODE),)),
    Case("code", "a block that would end the run early",
         runs("```python\n>>> import os; os._exit(0)\n```\n\n" + example(expect="  Aragorn II is untapped.\n")),
         findings=(("", RUN_BODY, CODE),), fails=((RUN_BODY, CODE), (RUN_BODY + 4, "expectation does not hold"))),
    Case("code", "a skip before a python block does not hide it",
         body("<!-- skip: next \"hide the code\" -->\n```python\nimport os\n```\n"),
         findings=(("", BODY, "'skip: next' is not followed by an example"), ("", BODY + 1, CODE)),
         fails=((BODY, "'skip: next' is not followed by an example"), (BODY + 1, CODE))),
    Case("code", "a valid skip with more dashes is accepted",
         runs("<!--- skip: next \"no combat yet\" --->\n\n" + unmodelled()), skipped=1),
    Case("code", "a valid skip in single quotes is accepted",
         runs("<!-- skip: next 'no combat yet' -->\n\n" + unmodelled()), skipped=1),
    Case("code", "python in a text block is shown, not run",
         runs("```text\n>>> import os\n```\n\n" + example()), passed=1),
]

# ----------------------------------------------------------------- silent accepts
def doubling() -> Case:
    """Thirty blocks, each taking the set-up of the one before twice: 2**30 steps if nothing stopped it."""
    blocks = [example("b0")] + [example(f"b{n}", setup=f"  As in b{n - 1}.\n  As in b{n - 1}.\n").replace(
        "  Alice is the resource player.\n  Bob is the hazard player.\n", "") for n in range(1, 31)]
    line = [RUN_BODY]
    for block in blocks[:-1]:
        line.append(line[-1] + block.count("\n") + 1)
    findings = (("", line[5] + 1, "with its 'As in' lines this set-up has 253 steps; at most 200"),)
    findings += tuple(("", line[n] + 2, f"no earlier block on this page is named 'b{n - 1}'") for n in range(6, 31))
    fails = tuple((line[n], "company Fellowship is described twice") for n in range(1, 5))  # the engine says so
    fails += ((line[5], "at most 200"),) + tuple((line[n], "has an error of its own") for n in range(6, 31))
    return Case("silent", "as in doubling thirty times", runs("\n".join(blocks)), findings=findings, fails=fails,
                passed=1)


SILENT = [
    Case("silent", "skip start without end hides the examples after it",
         runs("<!-- skip: start \"later\" -->\n\n" + example(expect="  Aragorn II is untapped.\n")),
         findings=(("", RUN_BODY, "'skip: start' has no 'skip: end'"),),
         fails=((RUN_BODY, "'skip: start' has no 'skip: end'"), (RUN_BODY + 2, "expectation does not hold"))),
    Case("silent", "skip next at the end of the page", runs(example() + "\n<!-- skip: next \"nothing\" -->\n"),
         findings=(("", RUN_BODY + EXAMPLE_LINES + 1, "'skip: next' is not followed by an example"),),
         fails=((RUN_BODY + EXAMPLE_LINES + 1, "'skip: next' is not followed by an example"),), passed=1),
    Case("silent", "two skip next in a row",
         runs("<!-- skip: next \"a\" -->\n<!-- skip: next \"b\" -->\n\n" + unmodelled()),
         findings=(("", RUN_BODY, "'skip: next' is not followed by an example"),),
         fails=((RUN_BODY, "'skip: next' is not followed by an example"),), skipped=1),
    Case("silent", "skip start inside skip start",
         runs("<!-- skip: start \"a\" -->\n<!-- skip: start \"b\" -->\n\n" + unmodelled() + "\n<!-- skip: end -->\n"),
         findings=(("", RUN_BODY + 1, "a second 'skip: start'"),),
         fails=((RUN_BODY + 1, "a second 'skip: start'"),), skipped=1),
    Case("silent", "skip end without start", runs(example() + "\n<!-- skip: end -->\n"),
         findings=(("", RUN_BODY + EXAMPLE_LINES + 1, "'skip: end' without a 'skip: start'"),),
         fails=((RUN_BODY + EXAMPLE_LINES + 1, "'skip: end' without a 'skip: start'"),), passed=1),
    Case("silent", "skip next inside skip start",
         runs("<!-- skip: start \"a\" -->\n<!-- skip: next \"b\" -->\n\n" + unmodelled() + "\n<!-- skip: end -->\n"),
         findings=(("", RUN_BODY + 1, "'skip: next' inside the 'skip: start'"),),
         fails=((RUN_BODY + 1, "'skip: next' inside the 'skip: start'"),), skipped=1),
    Case("silent", "skip next without a reason", runs("<!-- skip: next -->\n\n" + example()),
         findings=(("", RUN_BODY, SKIP_REASON),), fails=((RUN_BODY, SKIP_REASON),), passed=1),
    Case("silent", "skip next with an empty reason", runs("<!-- skip: next \"  \" -->\n\n" + example()),
         findings=(("", RUN_BODY, SKIP_REASON),), fails=((RUN_BODY, SKIP_REASON),), passed=1),
    Case("silent", "cyclic as in",
         runs(example("a", setup="  As in b.\n") + "\n" + example("b", setup="  As in a.\n")),
         findings=(("", RUN_BODY + 2, "no earlier block on this page is named 'b'"),
                   ("", RUN_BODY + EXAMPLE_LINES + 4, "no earlier block on this page is named 'a'")),
         fails=((RUN_BODY, "The block named 'b' comes later"), (RUN_BODY + EXAMPLE_LINES + 2,
                                                                "has an error of its own"))),
    Case("silent", "as in its own block", runs(example("a", setup="  As in a.\n")),
         findings=(("", RUN_BODY + 2, "no earlier block on this page is named 'a'"),),
         fails=((RUN_BODY, "A block cannot take its own set-up"),)),
    Case("silent", "three blocks in a cycle",
         runs(example("a", setup="  As in c.\n") + "\n" + example("b", setup="  As in a.\n") + "\n"
              + example("c", setup="  As in b.\n")),
         findings=(("", RUN_BODY + 2, "named 'c'"), ("", RUN_BODY + 1 * (EXAMPLE_LINES + 2) + 2, "named 'a'"),
                   ("", RUN_BODY + 2 * (EXAMPLE_LINES + 2) + 2, "named 'b'")),
         fails=((RUN_BODY, "comes later"), (RUN_BODY + EXAMPLE_LINES + 2, "has an error of its own"),
                (RUN_BODY + 2 * (EXAMPLE_LINES + 2), "has an error of its own"))),
    Case("silent", "as in a later block",
         runs(example("first", setup="  As in second.\n") + "\n" + example("second")),
         findings=(("", RUN_BODY + 2, "no earlier block on this page is named 'second'"),),
         fails=((RUN_BODY, "comes later"),), passed=1),
    Case("silent", "two blocks with the same name", runs(example("same") + "\n" + example("same")),
         findings=(("", RUN_BODY + EXAMPLE_LINES + 1, "another block on this page is already named 'same'"),),
         fails=((RUN_BODY + EXAMPLE_LINES + 1, f"already named 'same' (line {RUN_BODY})"),), passed=1),
    doubling(),
    Case("silent", "an unknown argument after scenario", runs(example().replace("```scenario", "```scenario x=1")),
         findings=(("", RUN_BODY, "after ```scenario is not understood"),),
         fails=((RUN_BODY, "after ```scenario is not understood"),)),
    Case("silent", "a scenario block indented in a list",
         runs("- item\n\n    ```scenario\n    Setup\n      Moria is tapped.\n    ```\n\n" + example()),
         findings=(("", RUN_BODY + 2, "a scenario block starts at the very beginning of a line"),),
         fails=((RUN_BODY + 2, "a scenario block starts at the very beginning of a line"),), passed=1),
    Case("silent", "a scenario block in a quote",
         runs("> ```scenario\n> Setup\n> ```\n\n" + example()),
         findings=(("", RUN_BODY, "a scenario block starts at the very beginning of a line"),),
         fails=((RUN_BODY, "a scenario block starts at the very beginning of a line"),), passed=1),
    Case("silent", "a scenario fence one space in", runs(" " + example()),
         findings=(("", RUN_BODY, "a scenario block starts at the very beginning of a line"),
                   ("", RUN_BODY + EXAMPLE_LINES - 1, "is never closed"),
                   ("", 1, "a ruling needs at least one ```scenario example")),
         fails=((RUN_BODY, "a scenario block starts at the very beginning of a line"),
                (RUN_BODY + EXAMPLE_LINES - 1, "is never closed"))),
    Case("silent", "an unclosed scenario block", runs(example().rsplit("```", 1)[0]),
         findings=(("", RUN_BODY, "is never closed"), ("", 1, "a ruling needs at least one ```scenario example")),
         fails=((RUN_BODY, "is never closed"),)),
    Case("silent", "a code fence swallowing the example", runs("```text\nopen\n\n" + example()),
         findings=(("", 1, "a ruling needs at least one ```scenario example"),)),
    Case("silent", "a ruling without any example", body("Nothing to run.\n").replace(
         "skip: a page of the hostile corpus\n", "title2: x\n"),
         findings=(("", 6, "unknown field 'title2'"), ("", 1, "a ruling needs at least one ```scenario example"))),
    Case("silent", "an example hidden in a comment",
         runs("<!--\n" + example() + "-->\n"),
         findings=(("", RUN_BODY + 1, "inside an HTML comment"),),
         fails=((RUN_BODY + 1, "inside an HTML comment"),)),
]

# ----------------------------------------------------------------- script in the site
SCRIPT_IN_THE_SITE = [
    Case("script", "title holding a script", front("id: {slug}", "title: \"<script>alert('title')</script>\"",
                                                   "sources: [{doc: Other, title: x}]", "skip: x", "status: current", FIRST_APPEARED),
         findings=(("", 3, "a title is plain text"),), fails=((3, "a title is plain text"),)),
    Case("script", "title closing the title element",
         front("id: {slug}", "title: \"</title><script>alert('t2')</script>\"", "sources: [{doc: Other, title: x}]",
               "skip: x", "status: current", FIRST_APPEARED),
         findings=(("", 3, "a title is plain text"),), fails=((3, "a title is plain text"),)),
    Case("script", "title with an image handler",
         front("id: {slug}", "title: \"<img src=x onerror=alert('t3')>\"", "sources: [{doc: Other, title: x}]",
               "skip: x", "status: current", FIRST_APPEARED),
         findings=(("", 3, "a title is plain text"),), fails=((3, "a title is plain text"),)),
    Case("script", "title with entities stays text",
         front("id: {slug}", "title: \"&lt;script&gt;alert('t4')&lt;/script&gt; quoted\"",
               "sources: [{doc: Other, title: x}]", "skip: x", "status: current", FIRST_APPEARED)),
    Case("script", "title breaking out of an attribute",
         front("id: {slug}", "title: 'x\" onmouseover=\"alert(5)'", "sources: [{doc: Other, title: x}]", "skip: x",
               "status: current", FIRST_APPEARED)),
    Case("script", "section index title holding a script", None,
         files=(("docs/rulings/corpus-section/index.md",
                 "---\ntitle: \"<script>alert('nav')</script>\"\n---\n\n# Section\n"),),
         findings=(("rulings/corpus-section/index.md", 2, "a title is plain text"),)),
    Case("script", "heading holding raw html reaches the toc",
         body("## <img src=x onerror=alert('toc')> Heading\n"), findings=(("", BODY, IMG), ("", BODY, HANDLER))),
    Case("script", "source url with javascript", source_url("javascript:alert('u')"),
         findings=(("", 5, "url \"javascript:alert('u')\" must be a web address"),),
         fails=((5, "must be a web address"),)),
    Case("script", "source url with data", source_url("data:text/html,<script>alert('d')</script>"),
         findings=(("", 5, "must be a web address"),), fails=((5, "must be a web address"),)),
    Case("script", "source url without a scheme", source_url("//evil.example/x"),
         findings=(("", 5, "must be a web address"),), fails=((5, "must be a web address"),)),
    Case("script", "source url entity encoded", source_url("&#106;avascript:alert(1)"),
         findings=(("", 5, "must be a web address"),), fails=((5, "must be a web address"),)),
    Case("script", "source title holding a script",
         fm("").replace("{doc: Other, title: Corpus}", "{doc: Other, title: \"<script>alert('st')</script>\"}")),
    Case("script", "history change holding a script",
         fm("history:\n  - {date: 1997, source: CRF 4, change: \"<img src=x onerror=alert('h')>\"}")),
    Case("script", "section field holding a script", fm("section: \"<script>alert('sec')</script>\"")),
    Case("script", "terms holding a script", fm("terms: [\"<script>alert('tag')</script>\"]"),
         findings=(("", 7, "is not a glossary term"),)),
    Case("script", "cards holding a script", fm("cards: [\"<img src=x onerror=alert('c')>\"]"),
         findings=(("", 7, "is not a card the engine knows"),)),
    Case("script", "related holding a script", fm("related: [\"<script>x</script>\"]"),
         findings=(("", 7, "does not exist"),)),
    Case("script", "script tag", body("<script>alert('script')</script>\n"), findings=(("", BODY, SCRIPT),)),
    Case("script", "script tag in capitals", body("<SCRIPT>alert('caps')</SCRIPT>\n"), findings=(("", BODY, SCRIPT),)),
    Case("script", "script split across a tag", body("<scr<script>ipt>alert('split')</script>\n"),
         findings=(("", BODY, "the tag <scr> is not kept"), ("", BODY, SCRIPT))),
    Case("script", "image with onerror", body("<img src=x onerror=alert('img')>\n"),
         findings=(("", BODY, IMG), ("", BODY, HANDLER))),
    Case("script", "svg with onload", body("<svg onload=alert('svg')></svg>\n"),
         findings=(("", BODY, "a <svg> tag could run script"),)),
    Case("script", "iframe", body("<iframe src=\"https://evil.example\"></iframe>\n"),
         findings=(("", BODY, "a <iframe> tag"),)),
    Case("script", "object", body("<object data=\"x.swf\"></object>\n"), findings=(("", BODY, "a <object> tag"),)),
    Case("script", "embed", body("<embed src=\"x.swf\">\n"), findings=(("", BODY, "a <embed> tag"),)),
    Case("script", "link with javascript", body("<a href=\"javascript:alert('a')\">x</a>\n"),
         findings=(("", BODY, JS),)),
    Case("script", "link with an entity-encoded scheme", body("<a href=\"&#106;avascript:alert('e')\">x</a>\n"),
         findings=(("", BODY, JS),)),
    Case("script", "link with a tab in the scheme", body("<a href=\"java&#x09;script:alert('t')\">x</a>\n"),
         findings=(("", BODY, JS),)),
    Case("script", "link with a leading space", body("<a href=\" javascript:alert('s')\">x</a>\n"),
         findings=(("", BODY, JS),)),
    Case("script", "link in mixed case", body("<a href=\"JaVaScRiPt:alert('m')\">x</a>\n"), findings=(("", BODY, JS),)),
    Case("script", "vbscript link", body("<a href=\"vbscript:msgbox(1)\">x</a>\n"),
         findings=(("", BODY, "a 'vbscript:' address could run script"),)),
    Case("script", "data link", body("<a href=\"data:text/html,<script>alert(1)</script>\">x</a>\n"),
         findings=(("", BODY, "a 'data:' address could run script"), ("", BODY, SCRIPT))),
    Case("script", "markdown link with javascript", body("[x](javascript:alert('md'))\n"), findings=(("", BODY, JS),)),
    Case("script", "markdown link entity encoded", body("[x](&#x6A;avascript:alert('md2'))\n"),
         findings=(("", BODY, JS),)),
    Case("script", "markdown link with angle brackets", body("[x](<javascript:alert('md3')>)\n"),
         findings=(("", BODY, JS),)),
    Case("script", "reference link with javascript", body("[x][evil]\n\n[evil]: javascript:alert('ref')\n"),
         findings=(("", BODY + 2, JS),)),
    Case("script", "reference definition on the next line", body("[x][evil]\n\n[evil]:\n  javascript:alert('r2')\n"),
         findings=(("", BODY + 2, JS),)),
    Case("script", "autolink with javascript", body("<javascript:alert('auto')>\n"), findings=(("", BODY, JS),)),
    Case("script", "mail autolink", body("<someone@evil.example>\n"),
         findings=(("", BODY, "an e-mail address in <...> becomes a mailto: link"),)),
    Case("script", "image with javascript", body("![x](javascript:alert('i'))\n"),
         findings=(("", BODY, JS),)),
    Case("script", "image from another host", body("![x](https://evil.example/track.png)\n"),
         findings=(("", BODY, "an image from https: would make a reader's browser ask another site"),)),
    Case("script", "raw image from another host", body("<img src=\"https://evil.example/t.png\">\n"),
         findings=(("", BODY, "an image from https: would make"),)),
    Case("script", "image through a backslash", body("<img src=\"/\\evil.example/t.png\">\n"),
         findings=(("", BODY, "an address starting with // leads to another site"),)),
    Case("script", "attribute list with onclick", body("## Heading {: onclick=\"alert('al')\" }\n"),
         findings=(("", BODY, "an event-handler attribute 'onclick='"),)),
    Case("script", "attribute list on a paragraph", body("Text\n{: onmouseover=\"alert('p')\" }\n"),
         findings=(("", BODY + 1, "an event-handler attribute 'onmouseover='"),)),
    Case("script", "attribute list with style", body("Text\n{: style=\"position:fixed\" }\n"),
         findings=(("", BODY + 1, "attribute lists keep only id (#name) and class (.name); 'style'"),)),
    Case("script", "attribute list with an href", body("[x](https://ok.example){: href=\"javascript:alert(1)\" }\n"),
         findings=(("", BODY, "attribute lists keep only id (#name) and class (.name); 'href'"),)),
    Case("script", "attribute list faking a ruling root", body("Text\n{: data-ruling-id=\"fake\" }\n"),
         findings=(("", BODY + 1, "'data-ruling-id' is dropped"),)),
    Case("script", "attribute list with a reserved class", body("Text\n{: .ruling-badge .ruling-badge--passed }\n"),
         findings=(("", BODY + 1, "the class 'ruling-badge' is reserved"),
                   ("", BODY + 1, "the class 'ruling-badge--passed' is reserved"))),
    Case("script", "raw html faking a passing badge",
         body("<span class=\"ruling-badge ruling-badge--passed\">✔ 9 examples pass</span>\n"),
         findings=(("", BODY, "the class 'ruling-badge' is reserved"),)),
    Case("script", "raw html with a data attribute", body("<div data-ruling-id=\"fake\">x</div>\n"),
         findings=(("", BODY, "the attribute 'data-ruling-id' is not kept on <div>"),)),
    Case("script", "form posting elsewhere", body("<form action=\"https://evil.example\"><button>Go</button></form>\n"),
         findings=(("", BODY, "a <form> tag"), ("", BODY, "a <button> tag"))),
    Case("script", "button with formaction", body("<button formaction=\"javascript:alert('f')\">x</button>\n"),
         findings=(("", BODY, "a <button> tag"),)),
    Case("script", "input with autofocus", body("<input autofocus onfocus=\"alert('in')\">\n"),
         findings=(("", BODY, "a <input> tag"),)),
    Case("script", "style element", body("<style>body { display: none }</style>\n"), findings=(("", BODY, "a <style> tag"),)),
    Case("script", "stylesheet from elsewhere", body("<link rel=\"stylesheet\" href=\"https://evil.example/x.css\">\n"),
         findings=(("", BODY, "a <link> tag"),)),
    Case("script", "style attribute", body("<p style=\"background:url(https://evil.example/x)\">x</p>\n"),
         findings=(("", BODY, "the attribute 'style' is not kept on <p>"),)),
    Case("script", "meta refresh", body("<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">\n"),
         findings=(("", BODY, "a <meta> tag"),)),
    Case("script", "base element", body("<base href=\"https://evil.example/\">\n"), findings=(("", BODY, "a <base> tag"),)),
    Case("script", "html between indented fences", body("Text\n    ```\n<script>alert('indent')</script>\n    ```\n"),
         findings=(("", BODY + 2, SCRIPT),)),
    Case("script", "html after a fence closed by a longer run",
         body("```\ncode\n`````\n<script>alert('long')</script>\n"),
         findings=(("", BODY, "is never closed"), ("", BODY + 3, SCRIPT)), fails=((BODY, "is never closed"),)),
    Case("script", "html after a fence with text on its closing line",
         body("```\ncode\n``` x\n<img src=x onerror=alert('cl')>\n```\n\n<img src=x onerror=alert('after')>\n"),
         findings=(("", BODY + 6, IMG), ("", BODY + 6, HANDLER))),
    Case("script", "tag spread over lines", body("<img\n  src=x\n  onerror=alert('lines')>\n"),
         findings=(("", BODY + 1, IMG), ("", BODY + 2, HANDLER))),
    Case("script", "closing bracket inside quotes", body("<a title=\"x>\" onclick=alert('q')>x</a>\n"),
         findings=(("", BODY, HANDLER),)),
    Case("script", "script inside an attribute value", body("<a title=\"<script>alert('av')</script>\">x</a>\n"),
         findings=(("", BODY, SCRIPT),)),
    Case("script", "details with ontoggle", body("<details open ontoggle=alert('dt')>x</details>\n"),
         findings=(("", BODY, "an event-handler attribute 'ontoggle='"),)),
    Case("script", "id clobbering the theme's config", body("<div id=\"__config\">{\"search\": \"x\"}</div>\n"),
         findings=(("", BODY, "the id '__config' is not kept"),)),
    Case("script", "math with a link", body("<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>\n"),
         findings=(("", BODY, "a <math> tag"), ("", BODY, "the tag <mi> is not kept"))),
    Case("script", "template holding a script", body("<template><script>alert('tpl')</script></template>\n"),
         findings=(("", BODY, "a <template> tag"), ("", BODY, SCRIPT))),
    Case("script", "noscript mutation", body("<noscript><p title=\"</noscript><img src=x onerror=alert('ns')>\">\n"),
         findings=(("", BODY, "a <noscript> tag"), ("", BODY, "the attribute 'title' is not kept on <p>"),
                   ("", BODY, IMG), ("", BODY, HANDLER))),
    Case("script", "comment trick", body("<!--><img src=x onerror=alert('cm')>-->\n"),
         findings=(("", BODY, IMG), ("", BODY, HANDLER))),
    Case("script", "comment closed the other way", body("<!-- x --!><img src=x onerror=alert('cm2')>\n"),
         findings=(("", BODY, IMG), ("", BODY, HANDLER))),
    Case("script", "link opening a new window", body("<a href=\"https://ok.example\" target=\"_blank\">x</a>\n"),
         findings=(("", BODY, "the attribute 'target' is not kept on <a>"),)),
    Case("script", "image with srcset", body("<img src=\"../a.png\" srcset=\"https://evil.example/x 1x\">\n"),
         findings=(("", BODY, "the attribute 'srcset' is not kept on <img>"),),
         files=(("docs/rulings/corpus/a.png", PNG),)),
    Case("script", "video with a poster", body("<video poster=\"https://evil.example/p.png\"></video>\n"),
         findings=(("", BODY, "a <video> tag"),)),
    Case("script", "glossary term holding a script", None,
         files=(("docs/glossary.md", "---\ntitle: Glossary\n---\n\n# Glossary\n\n## on-guard card\n\nA face-down hazard."
                 "\n\n## <img src=x onerror=alert('term')>\n\nA bad term <script>alert('def')</script>.\n"),),
         findings=(("glossary.md", 11, IMG), ("glossary.md", 11, HANDLER), ("glossary.md", 13, SCRIPT))),
    Case("script", "skip reason holding html", runs("<!-- skip: next \"<img src=x onerror=alert('why')>\" -->\n\n"
                                                     + unmodelled()),
         findings=(("", RUN_BODY, IMG), ("", RUN_BODY, HANDLER)), skipped=1),
    Case("script", "scenario text holding html",
         runs(example().replace("Alice holds Glamdring.", "Alice holds <script>alert('sc')</script>.")),
         findings=(("", RUN_BODY + 5, "unknown card \"<script>alert('sc')</script>\""),),
         fails=((RUN_BODY, "unknown card"),)),
    Case("script", "card directive with a script", None,
         files=(("docs/card-trick.md", "---\ntitle: Card\ncard: \"<script>x</script>\"\n---\n\n[CARD]\n"),),
         findings=(("card-trick.md", 6, "only the pages the build generates for cards hold [CARD]"),)),
    Case("script", "allowed html is kept", body("<b>bold</b>, <em>em</em>, <abbr title=\"x\">x</abbr>, "
                                                 "<a href=\"https://ok.example\">ok</a>\n")),
    Case("script", "code spans show html", body("`<script>alert('code')</script>` and ``<img onerror=x>``\n")),
    Case("script", "a fenced html block shows html", body("```html\n<script>alert('fence')</script>\n```\n")),
    Case("script", "a fence inside a longer fence", body("````markdown\n```\n<script>alert(1)</script>\n```\n````\n")),
    Case("script", "a link to a relative page is kept", body("See [the index](index.md) and [a site](https://ok.example).\n")),
]

# ----------------------------------------------------------------- front matter
FRONT_MATTER = [
    Case("front matter", "billion laughs", "---\na: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + n)}: &{chr(98 + n)} [" + ", ".join([f"*{chr(97 + n)}"] * 10) + "]\n" for n in range(9))
        + "---\n", findings=(("", 2, "anchors (&name) are not allowed"),), fails=((2, "anchors (&name)"),)),
    Case("front matter", "an alias", front("id: {slug}", "title: &t A title", "sources: *t", "status: current", FIRST_APPEARED),
         findings=(("", 3, "anchors (&name) are not allowed"),), fails=((3, "anchors"),)),
    Case("front matter", "a merge key", front("id: {slug}", "<<: {title: x}", "status: current", FIRST_APPEARED),
         findings=(("", 3, "merge keys (<<) are not allowed"),), fails=((3, "merge keys"),)),
    Case("front matter", "a python tag", front("id: !!python/object/apply:os.system [\"touch x\"]"),
         findings=(("", 2, "tags such as '!!python/object/apply:os.system' are not allowed"),),
         fails=((2, "tags such as"),)),
    Case("front matter", "a binary tag", front("id: !!binary aGVsbG8="),
         findings=(("", 2, "tags such as '!!binary'"),), fails=((2, "tags such as"),)),
    Case("front matter", "a set tag", front("terms: !!set {a: null}"), findings=(("", 2, "tags such as '!!set'"),),
         fails=((2, "tags such as"),)),
    Case("front matter", "a duplicate key", front("id: {slug}", "title: A", "title: B"),
         findings=(("", 4, "the field 'title' is given twice"),), fails=((4, "given twice"),)),
    Case("front matter", "a duplicate key in a source", front("sources:", "  - {doc: CRF, doc: Other}"),
         findings=(("", 3, "the field 'doc' is given twice"),), fails=((3, "given twice"),)),
    Case("front matter", "an impossible date", fm("history:\n  - {date: 2025-13-45, source: CRF 22, change: x}"),
         findings=(("", 8, "date 2025-13-45 must be a year (2025)"),), fails=((8, "must be a year (2025)"),)),
    Case("front matter", "a day that does not exist", fm("history:\n  - {date: 2023-02-29, source: CRF 22, change: x}"),
         findings=(("", 8, "date 2023-02-29 must be a year (2025)"),), fails=((8, "must be a year (2025)"),)),
    Case("front matter", "a date with a time", fm("history:\n  - {date: 2025-01-01 10:00, source: CRF, change: x}"),
         findings=(("", 8, "date 2025-01-01 10:00 must be a year (2025)"),), fails=((8, "must be a year"),)),
    Case("front matter", "a list where the id is expected", complete("id: [a, b]", "title: x"),
         findings=(("", 2, "id must be one line of text, not a list"),), fails=((2, "not a list"),)),
    Case("front matter", "a mapping where the title is expected", complete("id: {slug}", "title: {a: b}"),
         findings=(("", 3, "title must be a non-empty line of text"),), fails=((3, "non-empty line"),)),
    Case("front matter", "a number as the title", complete("id: {slug}", "title: 12"),
         findings=(("", 3, "title must be a non-empty line of text"),), fails=((3, "non-empty line"),)),
    Case("front matter", "a title over two lines", complete("id: {slug}", "title: \"a\\nb\""),
         findings=(("", 3, "title must be a non-empty line of text"),), fails=((3, "non-empty line"),)),
    Case("front matter", "a title too long", complete("id: {slug}", "title: " + "x" * 201),
         findings=(("", 3, "the title is 201 characters; at most 200"),), fails=((3, "at most 200"),)),
    Case("front matter", "sources as a mapping", complete("id: {slug}", "sources: {doc: CRF}"),
         findings=(("", 3, "sources must be a list with at least one source"),), fails=((3, "must be a list"),)),
    Case("front matter", "a source that is text", complete("id: {slug}", "sources: [CRF 22]"),
         findings=(("", 3, "each source is a mapping"),), fails=((3, "each source is a mapping"),)),
    Case("front matter", "terms as text", fm("terms: on-guard card"), findings=(("", 7, "terms must be a list"),),
         fails=((7, "must be a list"),)),
    Case("front matter", "terms as numbers", fm("terms: [1, 2]"),
         findings=(("", 7, "terms entries are names (text), not a number"),), fails=((7, "not a number"),)),
    Case("front matter", "bullets as text, not a list", fm("crf: \"ts.site-phase.on-guard-cards.3\""),
         findings=(("", 7, "crf must be a list"),), fails=((7, "crf must be a list"),)),
    Case("front matter", "a bullet as a number", fm("crf: [-1]"),
         findings=(("", 7, "crf entries are names (text), not a number"),), fails=((7, "not a number"),)),
    Case("front matter", "a bullet holding a script", fm("crf: [\"<script>alert('crf')</script>\"]"),
         findings=(("", 7, "<script>alert('crf')</script>"),)),
    Case("front matter", "a version as text",
         fm("").replace("{doc: Other, title: Corpus}", "{doc: CRF, version: \"22\", section: x}"),
         findings=(("", 5, "version must be a whole number"),), fails=((5, "whole number"),)),
    Case("front matter", "related as a mapping", fm("related: {a: b}"), findings=(("", 7, "related must be a list"),),
         fails=((7, "must be a list"),)),
    Case("front matter", "history as text", fm("history: \"1997\""), findings=(("", 7, "history must be a list"),),
         fails=((7, "must be a list"),)),
    Case("front matter", "a history date as a list", fm("history:\n  - {date: [1997], source: CRF, change: x}"),
         findings=(("", 8, "must be a year"),), fails=((8, "must be a year"),)),
    Case("front matter", "status as a list", fm("").replace("status: current", "status: [current]"),
         findings=(("", 8, "status must be one line of text, not a list"),), fails=((8, "not a list"),)),
    Case("front matter", "superseded_by as a list", fm("superseded_by: [x]"),
         findings=(("", 7, "superseded_by must be one line of text"),), fails=((7, "one line of text"),)),
    Case("front matter", "skip as a list", fm("").replace("skip: a page of the hostile corpus", "skip: [x]"),
         findings=(("", 6, "skip must be text"),), fails=((6, "skip must be text"),)),
    Case("front matter", "ruling set to yes", fm("ruling: yes"),
         findings=(("", 7, "ruling: false marks a page"),), fails=((7, "ruling: false marks"),)),
    Case("front matter", "hide with an unknown value", None,
         files=(("docs/hidden.md", "---\ntitle: Hidden\nhide: [everything]\n---\n\n# Hidden\n"),),
         findings=(("hidden.md", 3, "hide entries are among"),)),
    Case("front matter", "bytes that are not utf-8 in the body", body("caf\xe9\n").encode("latin-1"),
         findings=(("", BODY, "the byte 0xe9 at column 4 is not UTF-8"),), fails=((BODY, "is not UTF-8"),),
         build=False),
    Case("front matter", "bytes that are not utf-8 in the front matter",
         "---\nid: x\ntitle: caf\xe9\n---\n".encode("latin-1"),
         findings=(("", 3, "the byte 0xe9 at column 11 is not UTF-8"),), fails=((3, "is not UTF-8"),), build=False),
    Case("front matter", "a utf-16 page", body("x\n").encode("utf-16"),
         findings=(("", 1, "is not UTF-8"),), fails=((1, "is not UTF-8"),), build=False),
    Case("front matter", "a byte order mark is read", ("\ufeff" + runs(example())).encode("utf-8"), passed=1),
    Case("front matter", "windows line endings are read", runs(example()).replace("\n", "\r\n").encode("utf-8"),
         passed=1),
    Case("front matter", "front matter never closed", "---\nid: x\ntitle: y\n\n# Body\n",
         findings=(("", 1, "no closing '---' line"),), fails=((1, "no closing '---' line"),)),
    Case("front matter", "front matter that is a list", "---\n- a\n- b\n---\n",
         findings=(("", 2, "the front matter must be a mapping"),), fails=((2, "must be a mapping"),)),
    Case("front matter", "front matter that is text", "---\njust words\n---\n",
         findings=(("", 2, "the front matter must be a mapping"),), fails=((2, "must be a mapping"),)),
    Case("front matter", "empty front matter on a ruling", "---\n---\n\n# Nothing\n",
         findings=(("", 1, "the field 'id' is missing"), ("", 1, "the field 'title' is missing"),
                   ("", 1, "the field 'sources' is missing"), ("", 1, "the field 'status' is missing"),
                   ("", 1, "the field 'first_appeared' is missing"), ("", 3, "paragraph that starts with **Ruling.**"),
                   ("", 1, "a ruling needs at least one ```scenario example"))),
    Case("front matter", "tabs in the front matter", "---\nid: x\n\ttitle: y\n---\n",
         findings=(("", 3, "the front matter is not valid YAML"),), fails=((3, "not valid YAML"),)),
    Case("front matter", "an unclosed bracket", "---\nid: x\ntitle: [unclosed\nstatus: current\n---\n",
         findings=(("", 4, "not valid YAML"),), fails=((4, "not valid YAML"),)),
    Case("front matter", "nesting nine deep", "---\nid: " + "[" * 9 + "x" + "]" * 9 + "\n---\n",
         findings=(("", 2, "nests lists and mappings more than 8 deep"),), fails=((2, "more than 8 deep"),)),
    Case("front matter", "nesting ten thousand deep", "---\nid: " + "[" * 10000 + "]" * 10000 + "\n---\n",
         findings=(("", 2, "the front matter is not valid YAML: while increasing flow level, exceeded maximum "
                           "nesting depth"), ("", 2, "the line is 20,004 characters long")),
         fails=((2, "exceeded maximum nesting depth"),)),
    Case("front matter", "a number of five thousand digits", "---\ncrf_bullet: " + "9" * 5000 + "\n---\n",
         findings=(("", 2, "is too long; quote it if it is meant as text"),
                   ("", 2, "the line is 5,012 characters long")), fails=((2, "too long"),)),
    Case("front matter", "a number as a field name", "---\n1: x\n---\n",
         findings=(("", 2, "field names are words, not '1'"),), fails=((2, "field names are words"),)),
    Case("front matter", "yes as a field name", "---\nyes: x\n---\n",
         findings=(("", 2, "field names are words, not 'yes'"),), fails=((2, "field names are words"),)),
    Case("front matter", "a list as a field name", "---\n? [a, b]\n: x\n---\n",
         findings=(("", 2, "field names are words, not 'a list or mapping'"),), fails=((2, "field names"),)),
    Case("front matter", "a nul character", body("a\x00b\n"),
         findings=(("", BODY, "the control character U+0000 is not allowed"),), fails=((BODY, "U+0000"),),
         build=False),
    Case("front matter", "a page over the size cap", body("words " * 25000 + "\n"),
         findings=(("", 1, "a page holds at most 131,072 bytes"),), fails=((1, "at most 131,072 bytes"),),
         build=False),
    Case("front matter", "a ruling without front matter", "# A ruling\n\n" + example(),
         findings=(("", 1, "a page in a rulings folder starts with its front matter"),),
         fails=((1, "starts with its front matter"),)),
    Case("front matter", "an id climbing out", front("id: ../../evil", "title: x", "sources: [{doc: Other, title: x}]",
                                                     "skip: x", "status: current", FIRST_APPEARED),
         findings=(("", 2, "id '../../evil' must be kebab-case"),)),
    Case("front matter", "an id too long", front("id: " + "a-" * 45 + "a", "title: x",
                                                 "sources: [{doc: Other, title: x}]", "skip: x", "status: current", FIRST_APPEARED),
         findings=(("", 2, "must be kebab-case (lower-case words joined by -), at most 80 characters"),)),
    Case("front matter", "a page starting with a rule", "---\n\nText under a rule.\n",
         findings=(("", 1, "no closing '---' line"),), fails=((1, "no closing"),)),
    Case("front matter", "three dots close the front matter",
         runs(example()).replace(FIRST_APPEARED + "\n---\n", FIRST_APPEARED + "\n...\n"), passed=1),
    Case("front matter", "an unknown field holding html", fm("\"<script>x</script>\": 1"),
         findings=(("", 7, "unknown field '<script>x</script>'"),)),
    Case("front matter", "an http source url is kept", fm("").replace("{doc: Other, title: Corpus}",
                                                                     "{doc: Other, title: x, url: \"http://ok.example\"}")),
]

# ----------------------------------------------------------------- files from outside docs/
OUTSIDE = [
    Case("files", "a page that links to a secret file", None, links=(("docs/rulings/corpus/leak.md", "secret.txt"),),
         findings=(("rulings/corpus/leak.md", 1, "a symbolic link under the docs folder is refused"),)),
    Case("files", "an image that links to a secret file", None, links=(("docs/assets/leak.png", "secret.txt"),),
         findings=(("assets/leak.png", 1, "a symbolic link under the docs folder is refused"),)),
    Case("files", "a page that links to the git config", None, links=(("docs/rulings/corpus/git.md", ".git/config"),),
         findings=(("rulings/corpus/git.md", 1, "a symbolic link under the docs folder is refused"),)),
    Case("files", "a dangling link", None, links=(("docs/dangling.md", "nowhere.md"),),
         findings=(("dangling.md", 1, "a symbolic link under the docs folder is refused"),)),
    Case("files", "include the git config", body("--8<-- \".git/config\"\n"),
         findings=(("", BODY, "an include marker (--8<--) would put another file into this page"),)),
    Case("files", "include an absolute path", body("--8<-- \"/etc/passwd\"\n"),
         findings=(("", BODY, "an include marker"),)),
    Case("files", "include climbing out", body("--8<-- \"../../secret.txt\"\n"), findings=(("", BODY, "an include marker"),)),
    Case("files", "include the allowlisted file from a ruling", body("--8<-- \"CONTRIBUTING.md\"\n"),
         findings=(("", BODY, "an include marker"),)),
    Case("files", "include block form", body("--8<--\nsecret.txt\n--8<--\n"),
         findings=(("", BODY, "an include marker"), ("", BODY + 2, "an include marker"))),
    Case("files", "include with a line range", body("--8<-- \"mkdocs.yml:1:3\"\n"), findings=(("", BODY, "an include marker"),)),
    Case("files", "include section marker", body("text --8<-- [start:x]\n"), findings=(("", BODY, "an include marker"),)),
    Case("files", "include with one dash", body("-8<- \"secret.txt\"\n"), findings=(("", BODY, "an include marker"),)),
    Case("files", "include inside a code block", body("```text\n--8<-- \"secret.txt\"\n```\n"),
         findings=(("", BODY + 1, "an include marker"),)),
    Case("files", "include a web address", body("--8<-- \"https://evil.example/x.md\"\n"),
         findings=(("", BODY, "an include marker"),)),
    Case("files", "an escaped include marker is text", body(";--8<-- \"secret.txt\"\n")),
    Case("files", "an html file", None, files=(("docs/evil.html", "<script>alert('html')</script>"),),
         findings=(("evil.html", 1, "the site publishes pages (.md) and images"),)),
    Case("files", "a script file", None, files=(("docs/evil.js", "alert('js')"),),
         findings=(("evil.js", 1, "the site publishes pages (.md) and images"),)),
    Case("files", "an svg image", None, files=(("docs/evil.svg", "<svg onload=\"alert('svg')\"/>"),),
         findings=(("evil.svg", 1, "the site publishes pages (.md) and images"),)),
    Case("files", "a stylesheet that is not allowlisted", None,
         files=(("docs/assets/evil.css", "@import url(https://evil.example/x.css);"),),
         findings=(("assets/evil.css", 1, "the site publishes pages (.md) and images"),)),
    Case("files", "a file name with a quote", None,
         files=(("docs/rulings/corpus/a\"onmouseover=alert(1).md", "# x\n"),),
         findings=(("rulings/corpus/a\"onmouseover=alert(1).md", 1, "is not plain"),)),
    Case("files", "a file name with angle brackets", None, files=(("docs/<b>.md", "# x\n"),),
         findings=(("<b>.md", 1, "is not plain"),)),
    Case("files", "a folder name with a space", None, files=(("docs/a folder/page.md", "# x\n"),),
         findings=(("a folder", 1, "is not plain"),)),
    Case("files", "a png image is published", None, files=(("docs/assets/ok.png", b"\x89PNG\r\n\x1a\n"),)),
]

# ----------------------------------------------------------------- classes of our own: page limits
LIMITS = [
    Case("limits", "a line over two thousand characters", body("x" * 2001 + "\n"),
         findings=(("", BODY, "the line is 2,001 characters long; at most 2,000"),)),
    Case("limits", "a paragraph over sixteen thousand characters", body(("word " * 300 + "\n") * 12),
         findings=(("", BODY, "at most 16,000 (leave a blank line between paragraphs)"),)),
    Case("limits", "unclosed brackets", body("[a " * 9 + "\n"), findings=(("", BODY, "nests '[' 9 deep"),)),
    Case("limits", "brackets nested deep", body("[" * 9 + "x" + "]" * 9 + "\n"),
         findings=(("", BODY, "nests '[' 9 deep"),)),
    Case("limits", "brackets at the limit", body("[a " * 8 + "\n")),
    Case("limits", "escaped brackets are text", body("\\[" * 100 + "\n")),
    Case("limits", "unclosed tags", body("<a " * 21 + "\n"), findings=(("", BODY, "21 '<' that open a tag"),)),
    Case("limits", "nested list markers", body("- " * 11 + "x\n"), findings=(("", BODY, "more than 10 list or quote"),)),
    Case("limits", "nested quotes", body("> " * 11 + "x\n"), findings=(("", BODY, "more than 10 list or quote"),)),
    Case("limits", "deep indentation", body("x\n\n" + " " * 41 + "- y\n"),
         findings=(("", BODY + 2, "indented more than 40 columns"),)),
    Case("limits", "a long definition list", body("".join(f"term {n}\n: definition {n}\n" for n in range(101))),
         findings=(("", BODY, "has 101 definitions"),)),
]

# ----------------------------------------------------------------- silent accepts (issue 31)
BIDI = "bidirectional control character"
ANCHOR = "it is the site's anchor of an example"
SILENT_ACCEPTS = [
    Case("silent", "a title with a right-to-left override", complete("id: {slug}", "title: \"Ruling \u202egnp.exe\""),
         findings=(("", 3, BIDI + " U+202E at character 8"),), fails=((3, BIDI),)),
    Case("silent", "a title with a right-to-left isolate", complete("id: {slug}", "title: \"a \u2067b\u2069 c\""),
         findings=(("", 3, BIDI + " U+2067"),), fails=((3, BIDI),)),
    Case("silent", "a title with a right-to-left mark", complete("id: {slug}", "title: \"a\u200f b\""),
         findings=(("", 3, BIDI + " U+200F"),), fails=((3, BIDI),)),
    Case("silent", "a section title with an override", None,
         files=(("docs/rulings/corpus-bidi/index.md", "---\ntitle: \"Section \u202dX\"\n---\n\n# Section\n"),),
         findings=(("rulings/corpus-bidi/index.md", 2, BIDI + " U+202D"),)),
    Case("silent", "headings taking the anchors of the examples",
         runs(example() + "\n" + example() + "\n## Why {: #example-1 }\n\n<h3 id=\"example-2\">Again</h3>\n\n"
              "## Example 1\n\nA heading named so keeps an id of its own.\n"),
         findings=(("", RUN_BODY + 2 * EXAMPLE_LINES + 2, ANCHOR), ("", RUN_BODY + 2 * EXAMPLE_LINES + 4, ANCHOR)),
         passed=2),
    Case("silent", "superseded by itself",
         complete("id: {slug}", "status: superseded", "superseded_by: {slug}"),
         findings=(("", 4, "a ruling is not superseded by itself"),)),
]

# ----------------------------------------------------------------- the build's own addresses and directives (issue 31)
SPOOF = "SPOOF-ADDRESS-TAKEN"   # in every page that tries to take an address of the build's: no built file holds it
# a ruling of the project's docs (one that names no other ruling: the corpus site holds it alone, hostile_project.py),
# whose short link r/<id>/ a page takes
SPOOFED_RULING = "a-strident-spawn-is-unique"
SPOOFED_SECTION = "card-errata-and-rulings"  # its section's folder under docs/rulings/
SPOOFED_CARD = "glamdring"                   # a card the corpus's examples cite, so the build makes its page
IN_FOLDER = "a page there would replace what the build writes"
DOTTED = "has a '.' in"
SAME_ADDRESS = "would both be published as"
SITE_DIRECTIVES = ("[STATUS]", "[RULINGS]", "[COVERAGE]", "[COVERAGE ts.end-of-game]", "[CHANGES]", "[CRF-CHANGES]",
                   "[CARDS]", "[CARD]", "[ENGINE]", "[SENTENCES Setup]", "[REASONS]")
OLD_PLACEHOLDERS = ("MECCG-SCENARIO-0", "MECCG-SCENARIO-7")  # what the build once took for its examples' places


def spoof(path: str, *findings: tuple) -> Case:
    """A plain page at ``path`` (below docs/), taking an address of the build's: refused at line 1."""
    return Case("files", f"a page at {path}", None, files=((f"docs/{path}", f"# Spoof\n\n{SPOOF}\n"),),
                findings=findings or ((path, 1, DOTTED),))


def directives(count: int) -> Case:
    """A ruling holding ``count`` of the site's directive paragraphs: 150 made a build take 52 s and 1.4 GB."""
    text = "".join(SITE_DIRECTIVES[n % len(SITE_DIRECTIVES)] + "\n\n" for n in range(count))
    return Case("limits", f"{count} of the site's directives on a ruling", body(text),
                findings=tuple(("", BODY + 2 * n, "is one of the site's own directives") for n in range(count)))


ADDRESSES = [
    spoof("rulings.json.md"),
    spoof("search/search_index.json.md", ("search/search_index.json.md", 1, IN_FOLDER)),
    spoof("sitemap.xml.md"),
    spoof("sitemap.xml/index.md", ("sitemap.xml/index.md", 1, DOTTED)),
    spoof("changes.rss.xml.md"),
    spoof("changes.atom.xml.md"),
    spoof("404.html.md"),
    spoof("tags.json.md"),
    spoof("assets/rulings-table.js.md", ("assets/rulings-table.js.md", 1, IN_FOLDER)),
    spoof(f"r/{SPOOFED_RULING}.md", (f"r/{SPOOFED_RULING}.md", 1, IN_FOLDER)),
    spoof(f"r/{SPOOFED_RULING}/index.md", (f"r/{SPOOFED_RULING}/index.md", 1, IN_FOLDER)),
    spoof(f"cards/{SPOOFED_CARD}.md", (f"cards/{SPOOFED_CARD}.md", 1, IN_FOLDER)),
    spoof("cards/index.md", ("cards/index.md", 1, IN_FOLDER)),
    Case("files", "a page at the address of another page", None,
         files=(("docs/status.md", "---\ntitle: Status\n---\n\n# Status\n"),
                ("docs/status/README.md", f"# Spoof\n\n{SPOOF}\n")),
         findings=(("status.md", 1, SAME_ADDRESS + " status/"), ("status/README.md", 1, SAME_ADDRESS + " status/"))),
    directives(150),
    directives(1),
    Case("limits", "a directive indented or in a list is refused too", body(" [STATUS]\n\n- [RULINGS]\n"),
         findings=(("", BODY, "[STATUS] is one of the site's own directives"),)),
    Case("limits", "a directive that takes nothing given something", body("[STATUS now]\n"),
         findings=(("", BODY, "[STATUS] takes nothing after its name"),)),
    Case("limits", "Material's tags listing marker on a ruling",
         body("<!-- material/tags -->\n\nText.\n\n<!--\n  Material/Tags { include: [x] }\n-->\n"),
         findings=(("", BODY, "<!-- material/tags --> makes the list of every term"),
                   ("", BODY + 4, "<!-- material/tags --> makes the list of every term"))),
    Case("silent", "the old example placeholders are text",
         runs("".join(f"{text}\n\n" for text in OLD_PLACEHOLDERS) + example()), passed=1),
    Case("silent", "the example placeholder's mark is refused", body("\x07MECCG-SCENARIO-0\x07\n"),
         findings=(("", BODY, "the control character U+0007 is not allowed"),), fails=((BODY, "U+0007"),),
         build=False),
]

CORPUS = (CODE_FROM_A_PAGE + SILENT + SCRIPT_IN_THE_SITE + FRONT_MATTER + OUTSIDE + LIMITS + SILENT_ACCEPTS
          + ADDRESSES)
