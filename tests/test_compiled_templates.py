"""The theme's templates compiled once per ``mkdocs serve`` (``meccg_rules.site.compiled_templates``)."""
from __future__ import annotations

import jinja2

from meccg_rules.site.compiled_templates import keep_compiled


def _environment(folder) -> tuple[jinja2.Environment, list[str]]:
    """A new environment, as MkDocs makes one per rebuild, counting what it compiles."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader([str(folder)]), auto_reload=False)
    compiled = []
    compile_source = env._compile

    def counting(source, filename):
        compiled.append(filename)
        return compile_source(source, filename)

    env._compile = counting
    keep_compiled(env, [str(folder)])
    return env, compiled


def test_a_new_environment_reuses_what_an_earlier_one_compiled_and_compiles_an_edited_template(tmp_path):
    (tmp_path / "page.html").write_text("<p>{{ title }}</p>", encoding="utf-8")
    first, compiled = _environment(tmp_path)
    assert first.get_template("page.html").render(title="One") == "<p>One</p>" and len(compiled) == 1

    second, compiled = _environment(tmp_path)
    assert second.get_template("page.html").render(title="Two") == "<p>Two</p>" and compiled == []

    (tmp_path / "page.html").write_text("<h1>{{ title }}</h1>", encoding="utf-8")
    third, compiled = _environment(tmp_path)
    assert third.get_template("page.html").render(title="Three") == "<h1>Three</h1>" and len(compiled) == 1

