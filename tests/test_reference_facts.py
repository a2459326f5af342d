"""The reference facts file: every card of the database, what a fresh import writes, facts and never card text."""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from meccg_rules.tools import import_facts
from meccg_rules.tools.card_facts.sites import path_fits
from meccg_rules.tools.card_facts.text import plain

from helpers import shared_reference

ROOT = Path(__file__).resolve().parent.parent
DATABASE = shared_reference("cards.json")
needs_database = pytest.mark.skipif(
    not DATABASE.exists(), reason=f"the reference card database is not at {DATABASE} (../shared/reference/cards.json"
                                  " from the project root); the import cannot be compared with it here")


@pytest.fixture(scope="module")
def text() -> str:
    return import_facts.OUTPUT.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def reference(text) -> dict:
    return json.loads(text)


@pytest.fixture(scope="module")
def database() -> dict[str, dict]:
    return import_facts.load(DATABASE)


@needs_database
def test_the_file_holds_every_card_of_the_database(reference, database):
    assert set(reference["cards"]) == set(database)
    assert len(reference["cards"]) == 1683


@needs_database
def test_the_file_is_what_a_fresh_import_writes(text):
    fresh, unknown = import_facts.build(DATABASE)
    assert import_facts.render(fresh) == text, "run: python -m meccg_rules.tools.import_facts ../shared/reference/cards.json"
    assert unknown == {}, f"symbols no map knows: {unknown}"


@needs_database
def test_the_source_is_named_and_its_digest_is_the_files(reference):
    source = reference["source"]
    assert source["sha256"] == hashlib.sha256(DATABASE.read_bytes()).hexdigest()
    assert source["repository"] == "wigy/meccg" and source["path"] == "data/cards.json"
    assert re.fullmatch(r"[0-9a-f]{40}", source["commit"])


def test_one_card_per_line_in_set_and_number_order(text, reference):
    lines = [line for line in text.splitlines() if re.match(r'"[A-Z]+-\d+":\{', line)]
    assert len(lines) == len(reference["cards"])
    ids = [line.split('"')[1] for line in lines]
    assert ids == sorted(ids, key=import_facts.sort_key) == list(reference["cards"])
    assert all(line.rstrip(",").endswith("}") for line in lines)


def _strings(value, key=""):
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k, key)
            yield from _strings(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v, key)


def test_no_card_text_is_carried(reference):
    for cid, card in reference["cards"].items():
        assert "text" not in card and "quote" not in card, cid
        long = [s for key, s in _strings(card) if key != "name" and len(s) > 60]
        assert not long, f"{cid}: {long}"


@needs_database
def test_no_run_of_six_words_of_card_text_is_carried(reference, database):
    names = {c["name"] for c in reference["cards"].values()}
    for cid, card in reference["cards"].items():
        words = re.findall(r"[\w'’-]+", plain(database[cid]["text"].get("en", "")).lower())
        runs = {" ".join(words[i:i + 6]) for i in range(len(words) - 5)}
        for key, value in _strings(card):
            if key == "name" or value in names:
                continue
            own = " ".join(re.findall(r"[\w'’-]+", value.lower()))
            assert not any(run in own for run in runs), f"{cid} {key}: {value!r} repeats card text"


# (id, facts the printed card gives): a subset of the entry, compared key by key
SPOT_CHECKS = [
    ("TW-120", {"name": "Aragorn II", "race": "Dúnadan", "prowess": 6, "body": 9, "mind": 9, "direct_influence": 3,
                "skills": ["Warrior", "Scout", "Ranger"], "home_sites": ["Bree"], "unique": True,
                "marshalling_points": 3, "mp_type": "character"}),
    ("TW-152", {"name": "Frodo", "race": "Hobbit", "corruption_check_modifier": 4, "home_sites": ["Bag End"]}),
    ("TW-156", {"name": "Gandalf", "race": "Wizard", "avatar": True, "direct_influence": 10,
                "home_sites": ["Any Haven"], "skills": ["Warrior", "Scout", "Sage", "Diplomat"]}),
    ("LE-58", {"name": "The Witch-king", "race": "Ringwraith", "prowess": 9, "body": 12, "avatar": True,
               "home_sites": ["Any site in Imlad Morgul"]}),
    ("DM-5", {"name": "Deallus", "agent": True, "home_sites": ["Dunnish Clan-hold", "Bree", "Cameth Brin"]}),
    ("TW-74", {"name": "Orc-patrol", "race": "Orcs", "strikes": 3, "prowess": 6, "body": None,
               "keyed_to": {"region_types": {"wilderness": 1, "shadow-land": 1, "dark-domain": 1},
                            "site_types": ["Ruins & Lairs", "Shadow-hold", "Dark-hold"]}}),
    ("TW-20", {"name": "Cave-drake", "strikes": 2, "prowess": 10, "attacker_chooses": True,
               "keyed_to": {"region_types": {"wilderness": 2}, "site_types": ["Ruins & Lairs"]}}),
    ("TW-110", {"name": "Watcher in the Water", "strikes": None, "each_character": True,
                "keyed_to": {"region_types": {"wilderness": 2, "coastal sea": 1}, "sites": ["Moria"]}}),
    ("TW-90", {"name": "Smaug", "strikes": 2, "prowess": 17, "body": 8, "keyed_to": {"sites": ["The Lonely Mountain"]}}),
    ("LE-69", {"name": "Elf-lord Revealed in Wrath", "detainment": True, "detainment_against": ["hero"],
               "keyed_to_if": {"Doors of Night not in play": {"region_types": {"shadow-land": 1}}}}),
    # the detainment note belongs to the attack of its permanent-event form, not to the creature
    ("DM-110", {"name": "Spider of the Môrlat", "strikes": 2, "detainment": "(absent)"}),
    ("LE-60", {"name": "Arthadan Rangers", "detainment": True, "detainment_against": ["covert", "hero"]}),
    ("DM-107", {"name": "Durin's Bane", "keyed_to": {"sites": ["The Under-gates"], "and_adjacent_sites": True},
                "keyed_to_if": {"Doors of Night in play": {"under_deeps": True}}}),
    ("TW-89", {"name": "Slayer", "attacks": 2, "strikes": 1, "attacker_chooses": True}),   # "of one strike each"
    ("TD-81", {"name": "Wild Fell Beast", "keyed_to": {"region_types": {"shadow-land": 2}}}),
    ("TW-413", {"name": "Moria", "site_type": "Shadow-hold", "region": "Redhorn Gate", "nearest_haven": "Lórien",
                "site_path": ["wilderness", "wilderness"], "automatic_attacks": [{"race": "Orcs", "strikes": 4, "prowess": 7}],
                "playable": {"items": ["minor", "major", "greater", "gold ring"]}}),
    ("TW-421", {"name": "Rivendell", "site_type": "Haven", "haven": True, "region": "Rhudaur",
                "haven_paths": {"Lórien": ["wilderness", "border-land", "wilderness", "wilderness"],
                                "Grey Havens": ["free-domain", "wilderness", "wilderness"]}}),
    ("AS-160", {"name": "Rivendell", "site_type": "Free-hold", "nearest_haven": "Carn Dûm",
                "automatic_attacks": [{"race": "Elves", "strikes": 4, "prowess": 8},
                                      {"race": "Dúnedain", "strikes": 3, "prowess": 10}],
                "playable": {"items": ["minor", "major", "greater", "gold ring"], "information": True}}),
    ("LE-356", {"name": "Bree", "automatic_attacks": [{"race": "Dúnedain", "strikes": None, "prowess": 7,
                                                       "each_character": True, "detainment": True,
                                                       "detainment_against": ["covert"]}]}),
    ("AS-167", {"name": "The Under-leas", "under_deeps": True,
                "adjacent": {"Mount Gundabad": 0, "The Iron-deeps": 5, "The Under-gates": 5, "The Under-grottos": 7,
                             "The Under-vaults": 6}}),
    ("LE-388", {"name": "Lossadan Cairn", "playable": {"items": ["minor", "major", "greater"],
                                                       "only": {"greater": {"keywords": ["Palantír"]}}}}),
    ("TW-482", {"name": "Rhudaur", "region_type": "wilderness",
                "adjacent": ["Angmar", "Arthedain", "Cardolan", "High Pass", "Hollin"]}),
    ("TW-244", {"name": "Glamdring", "prowess_bonus": 3, "prowess_max": 8, "prowess_max_against": {"Orcs": 9},
                "corruption_points": 1, "marshalling_points": 2, "keywords": ["Weapon"]}),
    ("TW-295", {"name": "Orcrist", "prowess_bonus": 3, "prowess_max": 9, "prowess_bonus_against": {"Orcs": 4},
                "prowess_max_against": {"Orcs": 10}}),
    ("TW-333", {"name": "Sting", "prowess_bonus": 1, "prowess_max": 8, "prowess_bonus_for": {"Hobbit": 2}}),
    ("TW-345", {"name": "The Mithril-coat", "body_bonus": 3, "body_max": 10, "keywords": ["Armor"]}),
    ("TW-231", {"name": "Fair Gold Ring", "ring_test": {"The One Ring": [11, None], "Dwarven Ring": [9, None],
                                                        "Magic Ring": [1, 6], "Lesser Ring": [None, None]}}),
    ("TW-213", {"name": "Dwarven Ring of Barin’s Tribe", "corruption_points": 3, "corruption_points_for": {"Dwarf": 5},
                "ring_test_result": "Dwarven Ring"}),
    ("AS-125", {"name": "Goblin Earth-plumb", "playable_on": ["Orc", "Troll"]}),
    ("TW-311", {"name": "Rangers of the North", "playable_at": ["Bree"], "influence_number": 9,
                "standard_modifications": {"Dúnadan": 1}}),
    ("AS-58", {"name": "Angmarim", "influence_number": 11, "standard_modifications": {"Wizard": -5, "Man": 1}}),
    ("LE-278", {"name": "Orcs of Moria", "influence_number_in_play": 0,
                "standard_modifications": {"Goblins of Goblin-gate": 2, "Orcs of Dol Guldur": -2}}),
    ("TW-246", {"name": "Gollum", "prowess": 2, "body": 9, "mind": 4, "skills": ["Scout"],
                "playable_at": ["Goblin-gate", "Moria"]}),
    ("AS-72", {"name": "Black Horse", "playable_on": ["Ringwraith"], "playable_site_types": ["Darkhaven"],
               "taps_site": False}),
    ("LE-152", {"name": "Blackbole", "playable_in_regions": ["Western Mirkwood", "Heart of Mirkwood", "Southern Mirkwood"],
                "except_sites": ["Dol Guldur"]}),
]


@pytest.mark.parametrize("card_id, expected", SPOT_CHECKS, ids=[f"{i} {e['name']}" for i, e in SPOT_CHECKS])
def test_facts_agree_with_the_printed_card(reference, card_id, expected):
    card = reference["cards"][card_id]
    assert {key: card.get(key, "(absent)") for key in expected} == expected
    assert "partial" not in card


def test_the_regions_map_is_symmetric_and_typed(reference):
    regions = reference["regions"]
    assert len(regions) == 52
    for name, region in regions.items():
        assert region["type"] in {"wilderness", "shadow-land", "dark-domain", "coastal sea", "free-domain", "border-land"}
        for other in region["adjacent"]:
            assert name in regions[other]["adjacent"], f"{name} -> {other} but not back"
    assert regions["Rhudaur"] == {"type": "wilderness", "adjacent": ["Angmar", "Arthedain", "Cardolan", "High Pass", "Hollin"]}


# Hero site paths the database prints that no walk through the region cards gives:
# Cirith Gorgor has a shadow-land where Rohan (border-land) lies between Wold & Foothills and
# Anórien; Nûrniag Camp's path ends in Khand (shadow-land), one region short of Nurn.
PATHS_OFF_THE_MAP = {"AS-137", "AS-140"}


def test_hero_site_paths_are_walks_through_the_region_map(reference):
    cards, regions = reference["cards"], reference["regions"]
    havens = {c["name"]: c["region"] for c in cards.values() if c.get("haven") and c["alignment"] == "Hero"}
    off = {cid for cid, card in cards.items()
           if card["type"] == "Site" and card["alignment"] == "Hero" and "site_path" in card
           and not path_fits(havens[card["nearest_haven"]], card["region"], card["site_path"], regions)}
    assert off == PATHS_OFF_THE_MAP
    lorien = havens["Lórien"]
    assert path_fits(lorien, "Redhorn Gate", ["wilderness", "wilderness"], regions)
    assert not path_fits(lorien, "Redhorn Gate", ["wilderness", "shadow-land"], regions)


def test_parse_coverage_does_not_fall(reference):
    """Cards read in full, per kind (the importer lists the others with --unparsed)."""
    counted = import_facts.coverage(reference)
    floors = {"creature": 146, "site": 218, "faction": 77, "ally": 33, "item": 143}
    for kind, floor in floors.items():
        assert counted[kind]["complete"] >= floor, (kind, counted[kind]["partial"])
    for kind, found in counted.items():
        assert found["complete"] + len(found["partial"]) == found["cards"]
        assert all(reference["cards"][cid]["partial"] == fields for cid, fields in found["partial"].items())


def test_a_missing_database_is_named(tmp_path, capsys):
    assert import_facts.main([str(tmp_path / "cards.json"), "--output", str(tmp_path / "out.json")]) == 1
    assert "cards.json: no such file" in capsys.readouterr().err
    assert not (tmp_path / "out.json").exists()


def test_malformed_json_gives_file_line_and_column(tmp_path, capsys):
    bad = tmp_path / "cards.json"
    bad.write_text('{"TW": {"cards": {\n  "TW-1": {,}\n}}}', encoding="utf-8")
    assert import_facts.main([str(bad), "--output", str(tmp_path / "out.json")]) == 1
    assert re.search(r"cards\.json:2:\d+: not valid JSON", capsys.readouterr().err)


def test_a_card_of_an_unexpected_shape_is_named(tmp_path, capsys):
    bad = tmp_path / "cards.json"
    bad.write_text(json.dumps({"TW": {"cards": {"TW-482": {
        "set": "TW", "name": {"en": "Rhudaur"}, "type": "Region", "alignment": "Neutral", "text": {},
        "attributes": {"regionType": "{w}"}}}}}), encoding="utf-8")
    assert import_facts.main([str(bad), "--output", str(tmp_path / "out.json")]) == 1
    assert "card TW-482 (Rhudaur): an attribute is missing" in capsys.readouterr().err


def test_a_changed_database_needs_its_sources_entry_updated(tmp_path, capsys):
    copy = tmp_path / "cards.json"
    copy.write_text('{"TW": {"cards": {}}}', encoding="utf-8")
    (tmp_path / "SOURCES.md").write_text(
        "| `cards.json` | wigy/meccg `data/cards.json` | `" + "a" * 40 + "` | 1 | `" + "0" * 64 + "` |\n", encoding="utf-8")
    assert import_facts.main([str(copy), "--output", str(tmp_path / "out.json")]) == 1
    assert "update SOURCES.md" in capsys.readouterr().err
