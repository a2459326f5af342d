"""The card vocabulary is read from the schema: every key a card's entry may use is listed, with its owner and an
example from the card data when one uses it, in a terminal (``meccg-rules vocabulary``) and on the site."""
from meccg_rules.engine.core import modelled
from meccg_rules.engine.core.behaviour import PRIMITIVES, STATICS
from meccg_rules.engine.core.registry import REGISTRY
from meccg_rules.engine.vocabulary import parts
from meccg_rules.tools.cli import main


def test_every_key_primitive_static_and_scope_is_listed():
    found = {part.name: part for part in parts()}
    assert [row[0] for row in found["keys"].rows] == list(REGISTRY.card_schema().model_fields)
    assert [row[0] for row in found["primitives"].rows] == list(PRIMITIVES)
    assert [row[0] for row in found["statics"].rows] == list(STATICS)
    words = [row[0] for row in found["status"].rows]
    assert words == list(modelled.STATUSES) + list(modelled.SCOPES)


def test_a_key_the_data_uses_shows_a_line_of_the_data_and_its_owner():
    keys = {row[0]: row for row in next(p for p in parts() if p.name == "keys").rows}
    assert keys["heals_all"][1] == "kernel" and keys["heals_all"][4] == 'heals_all = "at the site"'
    assert keys["creatures_attack_normally"][1] == "combat"
    assert "Old Forest" in keys["heals_all"][3]   # the comment beside its declaration


def test_the_command_prints_one_part_and_names_the_nearest_part_for_a_typo(capsys):
    assert main(["vocabulary", "statics"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Statics: what a card changes while in play") and "hand size | its player | at" in out
    assert main(["vocabulary", "statix"]) == 2
    assert "did you mean 'statics'?" in capsys.readouterr().out


def test_the_engine_and_writing_examples_pages_show_the_vocabulary_tables():
    from site_helpers import real_site
    site = real_site()
    assert site.aborted is None, site.problem()
    for page in ("development/engine", "writing-examples"):
        html = (site.site_dir / page / "index.html").read_text(encoding="utf-8")
        assert html.count('class="language-table vocabulary-table"') == len(parts()), page
        assert "<code>cancel-effects</code>" in html and "<code>opponent influence</code>" in html, page
