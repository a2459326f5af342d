"""The theme's templates compiled, and its files listed, once per ``mkdocs serve`` (``site.theme_cache``)."""
from __future__ import annotations

import jinja2

from meccg_rules.site.theme_cache import keep_compiled, listing


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



def test_the_theme_is_listed_once_without_hidden_files_and_again_when_a_folder_changes(tmp_path):
    for name in ("main.html", "assets/site.css", ".icons/brand/logo.svg", "assets/.hidden.css"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x", encoding="utf-8")
    loader = jinja2.FileSystemLoader([str(tmp_path)])
    every = loader.list_templates()
    assert listing([str(tmp_path)]) == [n for n in every if not any(p.startswith(".") for p in n.split("/"))]
    assert listing([str(tmp_path)]) == ["assets/site.css", "main.html"]
    (tmp_path / "assets" / "more.js").write_text("x", encoding="utf-8")
    assert listing([str(tmp_path)]) == ["assets/more.js", "assets/site.css", "main.html"]
