"""Names for the theme's two unnamed widgets, so that a screen reader can say what they are.

Material gives its page-loading progress bar ``role="progressbar"`` and its search box ``role="dialog"``, but no
accessible name; axe-core counts both as serious violations (``tests/test_site_accessibility.py`` runs it). The hooks
name them in every page they write (``on_post_page``): the site has no template overrides (``nav_cache`` renders
Material's own partials once for the whole site), so the name is added to what the theme wrote.

>>> named('<div class="md-progress" data-md-component="progress" role="progressbar">')
'<div class="md-progress" data-md-component="progress" role="progressbar" aria-label="Loading the page">'
"""
from __future__ import annotations

WIDGETS = (
    ('<div class="md-progress" data-md-component="progress" role="progressbar">', "Loading the page"),
    ('<div class="md-search" data-md-component="search" role="dialog">', "Search"),
)


def named(page: str) -> str:
    """``page`` with each of the theme's unnamed widgets given its name (once: each is on a page once)."""
    for tag, name in WIDGETS:
        page = page.replace(tag, f'{tag[:-1]} aria-label="{name}">', 1)
    return page
