"""The catalogue: every reference card, tolerant lookup, authored behaviour validated at file:line, derived traits."""
import json
import re

import pytest

from meccg_rules.engine.core.cards import load_entries as load_behaviour
from meccg_rules.engine.core.cards import DATA, catalogue
from meccg_rules.engine.core.errors import DataError, UnknownNameError

from helpers import shared_reference

REFERENCE = shared_reference("cards.json")


def test_lookup_tolerates_case_diacritics_and_apostrophes():
    cards = catalogue()
    assert cards.get("LORIEN").name == "Lórien"
    assert cards.get("storms of osse").name == "Storms of Ossë"
    assert cards.get("Thranduil's Halls").name == "Thranduil’s Halls"
    assert cards.get("tw-111").name == "Weariness of the Heart"


def test_typo_suggests_the_nearest_name():
    with pytest.raises(UnknownNameError) as error:
        catalogue().get("Wearines of the Hart")
    assert error.value.suggestions == ["Weariness of the Heart"]


def test_every_reference_card_is_known_with_its_facts():
    cards = catalogue()
    assert len(cards) == 1683
    assert cards.get("Aragorn II").fact("direct_influence") == 3
    assert cards.get("Moria").fact("automatic_attacks")[0]["strikes"] == 4
    assert cards.get("Lórien").fact("site_type") == "Haven"
    assert cards.get("Glamdring").fact("corruption_points") == 1
    assert cards.get("Frodo").fact("corruption_check_modifier") == 4
    assert cards.get("Orc-patrol").fact("strikes") == 3


def test_a_name_shared_by_hero_and_minion_versions_finds_the_hero_one():
    versions = catalogue().versions("Rivendell")
    assert [c.alignment for c in versions][:2] == ["Hero", "Minion"]
    assert catalogue().get("Rivendell").alignment == "Hero"


def test_heedless_revelry_exception_is_data_on_the_card():
    card = catalogue().get("Heedless Revelry")
    assert "taps-character" in card.traits and "taps-character" in card.trait("on_guard").allowed
    assert card.trait("on_guard").immediately is True


@pytest.mark.parametrize("name, trait", [
    ("Seek without Success", "returns-to-site-of-origin"), ("Storms of Ossë", "taps-site"),
    ("River", "company-does-nothing"), ("New Moon", "taps-character"), ("Call of Home", "removes-character"),
    ("Stay Her Appetite", "may-remove-ally"),
])
def test_on_guard_traits_are_derived_from_the_primitives(name, trait):
    assert trait in catalogue().get(name).traits


def test_a_card_with_no_harmful_primitive_has_no_on_guard_trait():
    assert catalogue().get("Weariness of the Heart").traits == frozenset()


@pytest.mark.skipif(not REFERENCE.exists(), reason=f"the reference card database is not at {REFERENCE}")
def test_summaries_and_clauses_not_modelled_are_our_own_words():
    texts = {c["id"]: re.sub(r"<[^>]+>", " ", c["text"]["en"]).lower()
             for s in json.loads(REFERENCE.read_text(encoding="utf-8")).values() for c in s["cards"].values()}
    for card in catalogue().authored:
        text = " ".join(re.findall(r"[\w'’-]+", texts[card.id]))
        for what, ours in [("summary", card.summary)] + [("clause not modelled", g.clause) for g in card.gaps]:
            words = re.findall(r"[\w'’-]+", ours.lower())
            runs = [" ".join(words[i:i + 6]) for i in range(len(words) - 5)]
            copied = [run for run in runs if run in text]
            assert not copied, f"{card.name}: the {what} repeats the card text: {copied[0]!r}"
    for card in catalogue().cards:   # the import's names of clauses: ours too
        text = " ".join(re.findall(r"[\w'’-]+", texts[card.id]))
        for clause in card.clauses:
            words = re.findall(r"[\w'’-]+", clause.name.lower())
            copied = [run for run in (" ".join(words[i:i + 6]) for i in range(len(words) - 5)) if run in text]
            assert not copied, f"{card.name}: the import's clause name repeats the card text: {copied[0]!r}"


BAD = [
    ("unknown key", 'id = "TW-111"\nsummary = "x"\ntarget = "character"\neffect = "attach"\n', 4,
     "unknown key 'effect'"),
    ("unknown primitive", 'id = "TW-111"\nsummary = "x"\neffects = [{ do = "explode" }]\n', 3,
     "unknown primitive 'explode'"),
    ("wrong type", 'id = "TW-111"\nsummary = "x"\neffects = [{ do = "modify", stat = "prowess", by = "one" }]\n', 3,
     "by"),
    ("missing summary", 'id = "TW-111"\ntarget = "character"\n', 0, "summary: this key is required"),
    ("unknown target kind", 'id = "TW-111"\nsummary = "x"\ntarget = "charactr"\n', 3, "target"),
    # a static takes only what the rule reading its stat interprets (behaviour.STATICS)
    ("static of a stat nobody reads", 'id = "TW-111"\nsummary = "x"\nstatic = [{ stat = "stays untapped", by = 1 }]\n', 3,
     "static.stat: no rule reads a static 'stays untapped'"),
    ("prowess static of a mode on a company", 'id = "TW-111"\nsummary = "x"\n'
     'static = [{ stat = "prowess", by = 1, who = "company", in_mode = "Fell Rider" }]\n', 3,
     "static.in_mode: a 'prowess' static on who = 'company' does not take 'in_mode'"),
    ("prowess static on the site", 'id = "TW-111"\nsummary = "x"\nstatic = [{ stat = "prowess", by = 1, '
     'who = "site" }]\n', 3, "static.who: a 'prowess' static changes who = 'characters' or who = 'bearer' or "
     "who = 'company', not 'site'"),
    ("static qualifier of another stat", 'id = "TW-111"\nsummary = "x"\neffects = [{ do = "attach" }]\nstatic = [\n'
     '  { stat = "corruption points", by = 1 },\n  { stat = "hazard limit", by = 1, who = "moving companies", at = "Moria" },\n'
     ']\n', 6, "static.at: a 'hazard limit' static does not take 'at' (it takes: size_below, having, minimum, "
               "movement)"),
    ("static minimum of an increase", 'id = "TW-111"\nsummary = "x"\neffects = [{ do = "attach" }]\n'
     'static = [{ stat = "hazard limit", by = 1, who = "company", minimum = 2 }]\n', 4,
     "static.minimum: a minimum bounds a decrease"),
    ("static who of another stat", 'id = "TW-111"\nsummary = "x"\neffects = [{ do = "tap", who = "target" }]\n'
     'static = [{ stat = "hand size", by = 1, who = "bearer" }]\n', 4,
     "static.who: a 'hand size' static takes no who (it is its player's)"),
    ("static without the who of its stat", 'id = "TW-111"\nsummary = "x"\n'
     'static = [{ stat = "strikes", by = 1, races = ["Orcs"] }]\n', 3,
     "static.who: a 'strikes' static changes who = 'attack', not 'bearer'"),
]


@pytest.mark.parametrize("name, body, line, message", BAD, ids=[b[0] for b in BAD])
def test_a_data_file_mistake_names_the_file_and_the_line(tmp_path, name, body, line, message):
    path = tmp_path / "cards.toml"
    path.write_text("# a comment\n[[card]]\n" + body, encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_behaviour(path)
    assert error.value.path == str(path) and error.value.line == line + 2, str(error.value)
    assert message in error.value.message


def test_the_project_data_files_are_valid():
    assert sum(len(load_behaviour(path)) for path in DATA.glob("*.toml")) == len(
        {c.authored.id for c in catalogue().authored})


def test_a_reprint_shares_what_we_author_for_its_card():
    printings = catalogue().versions("Minions Stir")
    assert len(printings) == 2 and all(c.authored is printings[0].authored for c in printings)


def test_an_unknown_region_in_authored_behaviour_names_the_file_and_the_nearest_region(tmp_path):
    import shutil

    from meccg_rules.engine.core.cards import load
    shutil.copy(DATA / "reference.json", tmp_path / "reference.json")
    (tmp_path / "x.toml").write_text('[[card]]\nid = "DM-44"\nsummary = "x"\n'
                                     'key_as = [{ region_type = "shadow-land", regions = ["Arthedian"] }]\n',
                                     encoding="utf-8")
    with pytest.raises(DataError, match="unknown region 'Arthedian'; did you mean 'Arthedain'"):
        load(tmp_path)


def test_a_misprinted_region_an_ally_may_not_leave_fails_to_load(tmp_path):
    import shutil

    from meccg_rules.engine.core.cards import load
    shutil.copy(DATA / "reference.json", tmp_path / "reference.json")
    (tmp_path / "x.toml").write_text('[[card]]\nid = "TW-353"\nsummary = "x"\n'
                                     'stays_in_regions = ["Fangorn", "Redhorn Gap"]\n', encoding="utf-8")
    with pytest.raises(DataError, match="unknown region 'Redhorn Gap'; did you mean 'Redhorn Gate'"):
        load(tmp_path)


def test_a_prowess_static_of_a_mode_names_a_mode_some_card_gives():
    """``in_mode`` is free text in the kernel (a mode's name is a card's): a misspelt one would never apply."""
    authored = catalogue().authored
    modes = {card.trait("ringwraith_mode") for card in authored} - {""}
    named = {(card.name, static.in_mode) for card in authored for static in card.statics if static.in_mode}
    assert named and all(mode in modes for _, mode in named), sorted(named)
