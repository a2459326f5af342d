"""The Writing examples page cannot drift: it uses every sentence form and lists every reason."""
import re
from pathlib import Path

from meccg_rules.engine.errors import REASONS
from meccg_rules.language.sentences import FORMS
from meccg_rules.pages.runner import ParsedScenario, parse_page

PAGE = Path(__file__).parent.parent / "docs" / "writing-examples.md"


def used_forms() -> set[str]:
    document = parse_page(PAGE.read_text(encoding="utf-8"), str(PAGE))
    keys = set()
    for example in document.examples():
        parsed = example.parsed
        if isinstance(parsed, ParsedScenario) and parsed.block is not None:
            keys |= {step.form.key + "@" + section.kind for section in parsed.block.sections for step in section.steps}
    return keys


def test_every_sentence_form_has_a_running_example_on_the_page():
    used = used_forms()
    missing = [f"{f.section}: {f.sample}" for f in FORMS if f"{f.key}@{f.section}" not in used]
    assert not missing, "forms without an example on the Writing examples page: " + "; ".join(missing)


def test_every_reason_is_listed_with_its_code():
    text = PAGE.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| ([^|`]+?) \| `([a-z-]+)` \|", text, re.MULTILINE))
    listed = {code: phrase for phrase, code in rows.items()}
    for code, reason in REASONS.items():
        if code in ("unknown-name", "choice-needed"):
            assert f"`{code}`" in text
            continue
        assert listed.get(code) == reason.phrase, f"{code}: the page says {listed.get(code)!r}"
    assert set(listed) <= set(REASONS)
