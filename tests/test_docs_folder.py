"""The project's own docs folder publishes nothing it should not: no links, plain names, pages and images only."""
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
