"""What search does with a question (meccg_rules/site/search_words.py), short of a browser: the weights it gives
the index, the script it puts in the worker, and the questions the browser test asks (tests/search-questions.toml).
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from site_helpers import ROOT

from meccg_rules.site import search_words

QUESTIONS = ROOT / "tests" / "search-questions.toml"


def test_the_questions_are_enough_and_name_rulings_that_exist():
    asked = tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))["question"]
    rulings = {path.stem for path in (ROOT / "docs" / "rulings").glob("*/*.md") if path.name != "index.md"}
    assert len(asked) >= 40
    assert len({question["ask"] for question in asked}) == len(asked), "a question is asked twice"
    for question in asked:
        assert set(question) == {"ask", "rulings"} and question["rulings"], question
        unknown = [ruling for ruling in question["rulings"] if ruling not in rulings]
        assert not unknown, f"{question['ask']!r} names rulings that do not exist: {unknown}"


def test_a_rulings_statement_weighs_most_and_its_examples_least():
    entries = [
        {"location": "rulings/site-phase-general/a-ruling/", "title": "A ruling", "text": ""},
        {"location": "rulings/site-phase-general/a-ruling/#a-ruling", "title": "A ruling", "text": "Ruling. ..."},
        {"location": "rulings/site-phase-general/a-ruling/#why", "title": "Why", "text": "..."},
        {"location": "rulings/site-phase-general/a-ruling/#examples", "title": "Examples", "text": "..."},
        {"location": "rulings/site-phase-general/", "title": "Site phase", "text": "..."},
        {"location": "rulings/site-phase-general/#examples", "title": "Examples", "text": "..."},
        {"location": "cards/glamdring/#examples", "title": "Examples", "text": "..."},
        {"location": "rulings/untap-phase/b/#b", "title": "B", "text": "..."},
    ]
    search_words.weigh(entries)
    assert [entry.get("boost") for entry in entries] == [
        None, search_words.STATEMENT, None, search_words.EXAMPLES, None, None, None, search_words.STATEMENT]


def test_the_worker_reads_a_questions_words_once_however_often_the_site_is_built(tmp_path: Path):
    workers = tmp_path / "assets" / "javascripts" / "workers"
    workers.mkdir(parents=True)
    worker = workers / "search.0123abcd.min.js"
    worker.write_text("(()=>{/* the theme's worker */})();\n", encoding="utf-8")
    (workers / "search.0123abcd.min.js.map").write_text("{}", encoding="utf-8")
    assert search_words.add_words(str(tmp_path)) == [worker]
    assert search_words.add_words(str(tmp_path)) == []  # a rebuild that kept the file
    text = worker.read_text(encoding="utf-8")
    assert text.count(search_words.MARK) == 1 and text.endswith("/* the theme's worker */})();\n")
    assert '"mps": "marshalling points"' in text and '"respond"' in text and '"can"' in text
    assert (workers / "search.0123abcd.min.js.map").read_text(encoding="utf-8") == "{}"
