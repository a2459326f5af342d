"""The census of CRF 22: every bullet counted, with a stable id, its section, its tags and our own label."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from meccg_rules.pages.crf import DATA, census
from meccg_rules.tools import census as census_tool
from meccg_rules.tools.census import LABELS, CensusError, copied_run, derive, dumps, main, read_crf, read_labels

from helpers import shared_reference

ROOT = Path(__file__).resolve().parents[1]
CRF = shared_reference("crf-22.md")
needs_crf = pytest.mark.skipif(not CRF.exists(), reason=f"the CRF 22 reference text is not here ({CRF}); "
                               "the committed census cannot be compared with a fresh one")
ID = re.compile(r"(ts|term|tour|card)(\.[a-z0-9]+(-[a-z0-9]+)*)+\.\d+(\.\d+)?\Z")


def test_every_part_is_counted_with_its_sub_bullets():
    bullets = list(census().bullets.values())
    by_part = {part.id: [b for b in bullets if b.part == part.id] for part in census().parts}
    assert {key: len(value) for key, value in by_part.items()} == {"ts": 162, "term": 269, "tour": 33, "card": 540}
    subs = {key: sum(1 for b in value if "." in b.position) for key, value in by_part.items()}
    assert subs == {"ts": 9, "term": 17, "tour": 0, "card": 0}
    assert len({s.id for s in census().sections.values() if s.part == "card"}) == 354


def test_ids_are_unique_readable_and_in_crf_order():
    bullets = list(census().bullets.values())
    assert len({b.id for b in bullets}) == len(bullets) == 1004
    assert all(ID.match(b.id) and b.id.startswith(b.section + ".") for b in bullets)
    assert [b.line for b in bullets] == sorted(b.line for b in bullets)


def test_known_bullets_keep_their_ids():
    on_guard = census().in_section("ts.site-phase.on-guard-cards")
    assert [b.position for b in on_guard][:12] == ["1", "2", "3", "4", "5", "6", "7", "7.1", "7.2", "7.3", "7.4",
                                                  "7.5"]
    assert on_guard[-1].id == "ts.site-phase.on-guard-cards.16" and on_guard[-1].tags == ("CoE 2023",)
    assert census().find("ts.site-phase.on-guard-cards.2").tags == ("CoE 2025",)
    assert census().find("ts.site-phase.on-guard-cards.1").tags == ("rules erratum",)
    assert census().find("ts.end-of-game.12").tags == ("new", "CoE 2026")
    assert census().find("term.timing.3").tags == ("annotation 24 amendment",)
    assert census().find("card.the-one-ring.5").tags == ("card erratum", "both hero and minion versions", "CoE 2025")
    assert census().sections["card.in-the-heart-of-his-realm-2"].path[-1] == "In the Heart of His Realm"
    assert census().sections["ts.movement-hazard-phase.combat.attack"].name == (
        "Turn Sequence Rulings > Movement/Hazard Phase > Combat > Attack")


def test_labels_are_short():
    assert all(2 <= len(b.label.split()) <= 10 for b in census().bullets.values())


@needs_crf
def test_the_committed_census_is_what_the_crf_and_our_labels_give():
    fresh = derive(CRF.read_text(encoding="utf-8"), LABELS.read_text(encoding="utf-8"), str(CRF), str(LABELS))
    assert dumps(fresh) == DATA.read_text(encoding="utf-8"), (
        "crf22.json is stale: run python -m meccg_rules.tools.census ../shared/reference/crf-22.md")


@needs_crf
def test_no_label_copies_its_bullet():
    _, _, bullets = read_crf(CRF.read_text(encoding="utf-8"))
    copied = [(b.id, copied_run(census().find(b.id).label, b.text)) for b in bullets]
    assert [c for c in copied if c[1]] == []


def test_a_copied_label_is_caught_in_any_case_and_punctuation():
    assert copied_run("on-guard cards belong to no player's hand", "The on-guard card is not considered "
                      "to be in any player's hand.") is None
    assert copied_run("it is not considered to be in any hand", "The on-guard card is not considered to be in "
                      "any player's hand.") == "is not considered to be in"


SAMPLE = """# CRF
## Introduction
- [ICE] a mark in the introduction, not a bullet
## Turn Sequence Rulings
## Untap Phase
- First ruling. [CoE 2024]
- Rules Erratum: second ruling:
  - an indented sub-bullet
  - another one
Card text that belongs to the second ruling.
[CoE IE 2018]
- @ Third ruling
2026 &bull; Developed by Kodi
- Disclaimer
## Rulings by Term
### Ally
- See also Rulings by Term, Company.
### Ally
- Another heading of the same name.
## Tournament Rulings
### General
- Dice.
## Card Errata and Rulings
## -= AAA =-
### Bill the Pony
- (Minion version) Card erratum: body 10.
"""


def test_derivation_of_a_small_crf():
    parts, sections, bullets = read_crf(SAMPLE, sub_bullets={})
    assert [p["id"] for p in parts] == ["ts", "term", "tour", "card"]
    assert [s["id"] for s in sections] == ["ts.untap-phase", "term.ally", "term.ally-2", "tour.general",
                                           "card.bill-the-pony"]
    assert [(b.id, b.tags) for b in bullets] == [
        ("ts.untap-phase.1", ["CoE 2024"]),
        ("ts.untap-phase.2", ["rules erratum", "CoE IE 2018"]),
        ("ts.untap-phase.2.1", []),
        ("ts.untap-phase.2.2", []),
        ("ts.untap-phase.3", ["new"]),
        ("term.ally.1", ["see also"]),
        ("term.ally-2.1", []),
        ("tour.general.1", []),
        ("card.bill-the-pony.1", ["card erratum", "minion version"]),
    ]
    assert "Card text that belongs" in bullets[1].text


def test_a_deck_list_correction_is_tagged_from_its_words():
    """Only a bullet fixing which icon (play deck or sideboard) a card shows in a deck's list is tagged so: a bullet
    about a symbol that is read in play (a site type, a Fallen-wizard's influence) is not."""
    from meccg_rules.tools.census import tags_of
    assert tags_of("In deck (X), the Arkenstone should have the icon for a play deck card, not a sideboard card.") \
        == ["deck list correction"]
    assert tags_of("@ The Ring should show the symbol for a sideboard card. [CoE 2024]") \
        == ["new", "deck list correction", "CoE 2024"]
    assert tags_of("Card Erratum: Change the Shadow-hold symbol into a Ruins & Lairs symbol.") == ["card erratum"]
    assert tags_of("The white hand symbol on the card is his general influence.") == []
    assert tags_of("Old Forest should read «healing effects,» not «healing cards.»") == []


def test_a_missing_part_is_named():
    with pytest.raises(CensusError, match=r"crf-22.md: no heading '## Tournament Rulings'"):
        read_crf(SAMPLE.replace("## Tournament Rulings", "## Tournaments"), sub_bullets={})


def test_label_file_mistakes_name_the_line():
    labels = "== ts.untap-phase\n1 first thing ruled\n2 second thing ruled\n"
    with pytest.raises(CensusError) as caught:
        derive(SAMPLE, labels + "9 no such bullet here\nnonsense\n", "crf.md", "labels.txt", {})
    assert "labels.txt:5: expected '== <section id>' or '<position> <label>'" in str(caught.value)
    with pytest.raises(CensusError) as caught:
        derive(SAMPLE, labels + "9 no such bullet here\n2 twice labelled here\n", "crf.md", "labels.txt", {})
    assert "labels.txt:5: a second label for ts.untap-phase.2 (first at line 3)" in str(caught.value)
    with pytest.raises(CensusError) as caught:
        derive(SAMPLE, labels + "9 no such bullet here\n", "crf.md", "labels.txt", {})
    message = str(caught.value)
    assert "labels.txt: no label for ts.untap-phase.2.1 (crf.md:8)" in message
    assert "labels.txt:4: ts.untap-phase.9 is no bullet of the CRF" in message
    assert read_labels(labels)["ts.untap-phase.2"] == ("second thing ruled", 3)


def test_a_pointer_names_the_sections_it_sends_the_reader_to():
    """A "See ..." bullet rules nothing: its label ends with the sections it names, each checked; the census keeps
    them (the coverage page links there) and no other bullet may have them."""
    labels = {"ts.untap-phase": ["1 one", "2 two here", "2.1 sub one", "2.2 sub two", "3 three here"],
              "term.ally": ["1 pointer to the other ally entry -> term.ally-2"], "term.ally-2": ["1 an ally ruling"],
              "tour.general": ["1 a tournament ruling"], "card.bill-the-pony": ["1 erratum: body"]}

    def labelled(**changed):
        merged = {**labels, **changed}
        return "".join(f"== {section}\n" + "".join(f"{line}\n" for line in lines) for section, lines in merged.items())
    with pytest.raises(CensusError, match="label of ts.untap-phase.1 has 1 words"):
        derive(SAMPLE, labelled(), "crf.md", "labels.txt", {})
    labels["ts.untap-phase"][0] = "1 first thing ruled"
    data = derive(SAMPLE, labelled(), "crf.md", "labels.txt", {})
    pointer = next(b for b in data["bullets"] if b["id"] == "term.ally.1")
    assert pointer["label"] == "pointer to the other ally entry" and pointer["points_to"] == ["term.ally-2"]
    assert all("points_to" not in b for b in data["bullets"] if b["id"] != "term.ally.1")
    with pytest.raises(CensusError) as caught:
        derive(SAMPLE, labelled(**{"term.ally": ["1 pointer to the other ally entry"]}), "crf.md", "labels.txt", {})
    assert "sends the reader elsewhere; end its label with ' -> <section id>'" in str(caught.value)
    with pytest.raises(CensusError) as caught:
        derive(SAMPLE, labelled(**{"term.ally": ["1 pointer to the other entry -> term.aly-2"]}), "crf.md",
               "labels.txt", {})
    assert "term.ally.1 points to 'term.aly-2', which is no section of the census (did you mean 'term.ally-2'?)" \
        in str(caught.value)
    with pytest.raises(CensusError) as caught:
        derive(SAMPLE, labelled(**{"term.ally-2": ["1 an ally ruling -> term.ally"]}), "crf.md", "labels.txt", {})
    assert "term.ally-2.1 is a ruling, not a pointer; remove ' -> ...' from its label" in str(caught.value)
    assert census().find("card.burglary.2").points_to == ("term.burglary-attempts",)
    assert sum(b.is_pointer for b in census().bullets.values()) == 48


def test_sub_bullet_groups_must_match_the_crf():
    with pytest.raises(CensusError, match=r"crf-22.md: SUB_BULLETS names 'ts.untap-phase.9', which is no bullet"):
        read_crf(SAMPLE, sub_bullets={"ts.untap-phase.9": 2})
    with pytest.raises(CensusError, match=r"crf-22.md:12: ts.untap-phase.3 should have 4 sub-bullets"):
        read_crf(SAMPLE, sub_bullets={"ts.untap-phase.3": 4})
    flattened = read_crf(SAMPLE.replace("  - an indented", "- an indented"), sub_bullets={"ts.untap-phase.2": 2})[2]
    assert [b.id for b in flattened][:5] == [b.id for b in read_crf(SAMPLE, sub_bullets={})[2]][:5]


def test_the_command_writes_and_checks(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(census_tool, "SUB_BULLETS", {})
    crf, labels, out = tmp_path / "crf.md", tmp_path / "labels.txt", tmp_path / "census.json"
    crf.write_text(SAMPLE, encoding="utf-8")
    ids = [b.id for b in read_crf(SAMPLE)[2]]
    labels.write_text("".join(f"== {i.rsplit('.', 1)[0]}\n{i.rsplit('.', 1)[1]} label number {n}"
                              + (" -> term.ally-2" if i == "term.ally.1" else "") + "\n"
                              for n, i in enumerate(i for i in ids if i.count(".") == 2)), encoding="utf-8")
    assert main([str(crf), "--labels", str(labels), "--out", str(out)]) == 1  # the sub-bullets have no label
    assert "no label for ts.untap-phase.2.1" in capsys.readouterr().err
    labels.write_text(labels.read_text(encoding="utf-8") + "== ts.untap-phase\n2.1 first sub\n2.2 second sub\n",
                      encoding="utf-8")
    assert main([str(crf), "--labels", str(labels), "--out", str(out), "--check"]) == 1
    assert main([str(crf), "--labels", str(labels), "--out", str(out)]) == 0
    assert "Turn Sequence Rulings: 5 bullets (2 of them sub-bullets) in 1 sections" in capsys.readouterr().out
    assert main([str(crf), "--labels", str(labels), "--out", str(out), "--check"]) == 0


def test_the_bullets_command_says_why_a_prefix_matches_nothing():
    from meccg_rules.tools.bullets import unknown_prefixes

    assert unknown_prefixes(["card.gollum", "term.agent"]) == []
    cut, misspelt = unknown_prefixes(["card.g", "card.golum"])
    assert "'card.g' ends inside a part" in cut and "card.gandalf" in cut and "more" in cut
    assert misspelt == "no CRF 22 bullet id starts with 'card.golum'; did you mean 'card.gollum'?"
