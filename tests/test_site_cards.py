"""What readers learn of the cards from the built site: cards.json, each card page's status, the Status page's
counts by kind and status; each checked against the engine's catalogue, never against numbers written here."""
from __future__ import annotations

import html
import json
import re
from collections import Counter

import pytest
from site_helpers import real_site

from meccg_rules.engine.core import modelled
from meccg_rules.engine.core.cards import catalogue

pytestmark = pytest.mark.heavy(5, shared_site=True)  # seconds, roughly; reads the run's one build


@pytest.fixture(scope="module")
def site():
    return real_site()  # whether the strict build passes is test_site_build's to say


@pytest.fixture(scope="module")
def cards(site):
    data = json.loads((site.site_dir / "cards.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == 1
    return data["cards"]


def test_cards_json_lists_every_reference_card_by_id_with_what_the_engine_models(cards):
    reference = {card.id: card for card in catalogue().cards}
    assert len(reference) == 1683
    assert [card["id"] for card in cards] == sorted(reference)
    for record in cards:
        card = reference[record["id"]]
        assert record["status"] in modelled.STATUSES
        assert (record["name"], record["type"], record["alignment"], record["kind"], record["status"]) == \
            (card.name, card.type, card.alignment, card.kind, card.status), record["id"]
        assert record["not_modelled"] == [{"clause": gap.clause, "scope": gap.scope} for gap in card.gaps]
        assert record["status"] != "partial" or record["not_modelled"], f"{record['id']} names no gap"
    assert {record["status"] for record in cards} >= {"partial"}, "no partly modelled card to check"


def test_cards_json_gives_each_card_its_page_and_the_rulings_citing_it(site, cards):
    """A card with a page lists the rulings its page shows as about it, first, among those citing it; a card
    without one is cited by no ruling. Every id is a ruling's of rulings.json."""
    rulings = {r["id"]: r for r in json.loads((site.site_dir / "rulings.json").read_text(encoding="utf-8"))["rulings"]}
    with_page = [record for record in cards if record["page"]]
    assert len({record["page"] for record in with_page}) == len(list((site.site_dir / "cards").glob("*/index.html")))
    for record in cards:
        assert set(record["rulings"]) <= set(rulings), record["id"]
        assert record["rulings"][:len(record["rulings_about"])] == record["rulings_about"], record["id"]
        if not record["page"]:
            assert record["rulings"] == [], record["id"]
            continue
        folder = site.site_dir / record["page"]
        page = (folder / "index.html").read_text(encoding="utf-8")
        about = page[page.index('id="rulings-about-this-card"'):]
        about = about[:about.index("</ul>")] if 'class="ruling-list card-rulings"' in about[:400] else ""
        shown = {(folder / href).resolve().relative_to(site.site_dir.resolve()).as_posix() + "/"
                 for href in re.findall(r'<a href="([^"]+)"', about)}
        assert shown == {rulings[ruling]["url"] for ruling in record["rulings_about"]}, record["id"]
    assert any(record["rulings_about"] for record in cards), "no card with a ruling about it"


def test_a_card_page_says_what_of_the_card_is_modelled(site):
    """A partly modelled card's page names each clause not modelled and when it matters; the others say in a
    sentence that the card is modelled in full, or only its facts."""
    seen: Counter = Counter()
    for path in sorted((site.site_dir / "cards").glob("*/index.html")):
        page = path.read_text(encoding="utf-8")
        found = re.search(r'data-card-id="([^"]+)"', page)
        if found is None:
            continue  # the list of cards
        card = catalogue().find(found.group(1))
        block = re.search(r'<div class="card-status card-status--(\w+)">(.*?)</div>', page, re.S)
        assert block is not None, f"{path.parent.name}: no status"
        assert block.group(1) == card.status, path.parent.name
        shown = html.unescape(re.sub(r"<[^>]+>", "", block.group(2))).strip()
        if card.status == "partial":
            assert shown.startswith("Partly modelled. Not modelled yet:"), path.parent.name
            items = [html.unescape(re.sub(r"<[^>]+>", "", item))
                     for item in re.findall(r"<li>(.*?)</li>", block.group(2))]
            assert items == [f"{gap.clause} — {modelled.SCOPES[gap.scope]}" for gap in card.gaps], path.parent.name
        else:
            assert shown == {"full": "Modelled in full: every clause of its text is modelled by the engine.",
                             "facts": "Only its facts are modelled: an example that needs its text is refused as "
                                      "not modelled."}[card.status], path.parent.name
        seen[card.status] += 1
    assert seen["partial"], "no card page of a partly modelled card"


def test_the_status_page_counts_the_cards_by_kind_and_status_as_the_catalogue_does(site):
    page = (site.site_dir / "status" / "index.html").read_text(encoding="utf-8")
    table = page[page.index('id="cards-modelled"'):]
    table = table[table.index("<table"):table.index("</table>")]
    head = [html.unescape(cell) for cell in re.findall(r'<th scope="col">(.*?)</th>', table)]
    statuses = [title.lower() for title in head[1:-1]]
    assert sorted(statuses) == sorted(modelled.STATUSES) and head[-1] == "Total"
    rows = {}
    for row in re.findall(r"<tr><th scope=\"row\">(.*?)</th>(.*?)</tr>", table, re.S):
        rows[row[0].lower()] = [int(re.sub(r"<[^>]+>", "", cell)) for cell in re.findall(r"<td>(.*?)</td>", row[1])]
    total = rows.pop("all cards")
    expected = Counter((card.kind, card.status) for card in catalogue().cards)
    kinds = {kind for kind, _ in expected}
    assert set(rows) == kinds
    for kind, values in rows.items():
        assert values == [expected[kind, status] for status in statuses] + [sum(values[:-1])], kind
    assert total == [sum(rows[kind][i] for kind in rows) for i in range(len(head) - 1)]
    assert total[-1] == len(catalogue().cards) == 1683
