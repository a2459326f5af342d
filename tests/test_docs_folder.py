"""The project's own docs folder publishes nothing it should not: no links, plain names, pages and images only."""
import re
import subprocess

from site_helpers import ROOT

from meccg_rules.pages.reading import walk


def test_the_docs_folder_holds_only_what_the_site_may_publish():
    refused = walk(ROOT / "docs").refused
    assert refused == [], "\n".join(str(finding) for finding in refused)


def test_code_owners_review_the_allowlist_and_everything_it_allows():
    from meccg_rules.pages.allowlist import CODE_PAGES, DIRECTIVE_PAGES, INCLUDE_FILES, STATIC_FILES

    owned = {line.split()[0] for line in (ROOT / ".github" / "CODEOWNERS").read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")}
    wanted = {"/meccg_rules/pages/allowlist.py", "/meccg_rules/engine/", "/.github/"}
    wanted |= {f"/docs/{page}" for page in CODE_PAGES + STATIC_FILES} | {f"/{name}" for name in INCLUDE_FILES}
    wanted |= {f"/docs/{page}" for pages in DIRECTIVE_PAGES.values() for page in pages if "*" not in page}
    assert wanted <= owned, sorted(wanted - owned)
    for path in wanted:
        assert (ROOT / path.lstrip("/")).exists(), path


def test_the_include_extension_lists_the_allowlisted_files_only():
    """The hooks enforce it in every build; mkdocs.yml says the same, for whoever reads it."""
    from meccg_rules.pages.allowlist import INCLUDE_FILES

    snippets = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").split("pymdownx.snippets:", 1)[1]
    assert f"base_path: [{', '.join(INCLUDE_FILES)}]" in snippets and "check_paths: false" in snippets


def owners(path: str) -> list[str] | None:
    """The code owners of ``path`` (from the repository root, with a leading /) by .github/CODEOWNERS: the last
    matching line decides; ``None`` where no line matches. Understands the forms the file uses: /folder/,
    /file, ``**/`` and ``*``."""
    found = None
    for line in (ROOT / ".github" / "CODEOWNERS").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pattern, *names = line.split()
        expression = re.escape(pattern).replace(r"\*\*/", "(?:.*/)?").replace(r"\*", "[^/]*")
        if re.match(expression + ("" if pattern.endswith("/") else r"\Z"), path):
            found = names
    return found


def test_code_owners_review_every_file_under_docs_that_is_not_a_page():
    tracked = subprocess.run(["git", "ls-files", "docs"], cwd=ROOT, capture_output=True, text=True).stdout.split()
    assert tracked, "git ls-files docs listed nothing"
    for name in tracked:
        assert owners(f"/{name}") if not name.endswith(".md") else True, f"{name} has no code owner"
    assert owners("/docs/rulings/x/conftest.py") and owners("/docs/assets/new.js") and owners("/docs/rulings/x/a.png")
    assert owners("/docs/rulings/x/page.md") == [] and owners("/docs/development/engine.md")


def test_ci_checks_the_pages_before_it_runs_anything_from_the_pull_request():
    """``check`` refuses any file under docs/ that is not a page or an allowed asset; it runs first."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ci.index("meccg-rules check docs") < ci.index("python3 dev.py test\n")
    workflow = (ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8")
    assert workflow.index("meccg-rules check docs") < workflow.index("run: python3 dev.py test\n")
