"""The Writing examples pages cannot drift: together they use every sentence form, and the first page's tables come
from the language."""
from pathlib import Path

from meccg_rules.engine.core.errors import INPUT_CODES, REASONS
from meccg_rules.language.sentences import FORMS, SECTIONS
from meccg_rules.pages.runner import ParsedScenario, parse_document
from meccg_rules.site import language_tables

PAGE = Path(__file__).parent.parent / "docs" / "writing-examples.md"
BY_TOPIC = PAGE.with_name("writing-examples-by-topic.md")   # the same language at work, one part of the game a page


def used_forms() -> set[str]:
    keys = set()
    for page in (PAGE, BY_TOPIC):
        keys |= _forms_used_on(page)
    return keys


def _forms_used_on(page: Path) -> set[str]:
    document = parse_document(page.read_text(encoding="utf-8"), str(page))
    keys = set()
    for example in document.examples():
        parsed = example.parsed
        if isinstance(parsed, ParsedScenario) and parsed.block is not None:
            for section in parsed.block.sections:
                for step in section.steps:
                    keys.add(step.form.key + "@" + section.kind)
                    inner = step.binding.values.get("play")
                    if inner is not None:  # "Alice cannot put Gimli into her sideboard: ...": the play it asks about
                        keys.add(inner.form.key + "@" + inner.form.section)
    return keys


def test_every_sentence_form_has_a_running_example_on_the_page():
    used = used_forms()
    missing = [f"{f.section}: {f.sample}" for f in FORMS if f"{f.key}@{f.section}" not in used]
    assert not missing, "forms without an example on the Writing examples pages: " + "; ".join(missing)


def test_the_page_shows_the_generated_tables():
    text = PAGE.read_text(encoding="utf-8")
    for directive in language_tables.DIRECTIVES:
        assert f"\n{directive}\n" in text, f"the page lacks the paragraph {directive}"


def _cells(element) -> list[list[str]]:
    return [["".join(td.itertext()) for td in tr] for tr in element.iter("tr")][1:]


def test_each_section_table_lists_its_forms_with_samples_and_meanings():
    for section in SECTIONS:
        rows = _cells(language_tables.sentences_table(section))
        assert rows == [[f.sample, f.meaning] for f in FORMS if f.section == section]


def test_the_reasons_table_lists_every_refusal_with_its_code_and_rule():
    rows = _cells(language_tables.reasons_table())
    assert rows == [[r.phrase, r.code, r.rule] for r in REASONS.values() if r.code not in INPUT_CODES]
    assert all(code in PAGE.read_text(encoding="utf-8") for code in INPUT_CODES)
