"""A site's note on a starred type of item (CoE 2.V.2; the "Playable:" line): "Items (minor, major*) *-weapon, armor,
shield, or helmet only" lets only those major items be played there, "*-Palantíri only" only Palantíri, "*-hero item
only" only hero items, "*-Scroll of Isildur only" only that item (CRF 22, Tolfalas erratum). The import reads the
note into the facts' ``playable.only``; ``site_phase/playable.py`` reads it."""
from helpers import setting_aside

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource

# the items' own clauses not modelled yet (a ring test bonus, a Palantír's use) do not matter to where they are played
_set_aside = setting_aside("Scroll of Isildur", "Palantír of Annúminas")


def at(site, characters, hand, alignment=None):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Raiders", list(characters), site=site)
    setup.hand("Alice", list(hand))
    setup.faced("Raiders")
    setup.set_phase("site", "Raiders")
    return setup.build()


def plays(game, character, item):
    verdict = game.check(PlayResource("Alice", character, item))
    return verdict.allowed or verdict.code


def test_the_import_reads_the_note_as_keywords_alignments_or_names():
    assert catalogue().get("LE-358").fact("playable")["only"] == {"major": {"keywords": ["Weapon", "Armor", "Shield",
                                                                                        "Helmet"]}}
    assert catalogue().get("TW-409").fact("playable")["only"] == {"greater": {"keywords": ["Palantír"]}}
    assert catalogue().get("LE-350").fact("playable")["only"] == {"greater": {"alignments": ["Hero"]}}
    assert catalogue().get("TW-433").fact("playable")["only"] == {"greater": {"names": ["Scroll of Isildur"]}}
    for site in ("LE-358", "TW-409", "LE-350", "TW-433"):
        assert catalogue().get(site).status == "full"


def test_every_item_a_note_names_is_an_item():
    items = {card.name for card in catalogue()._by_id.values() if card.kind == "item"}
    named = {name for card in catalogue()._by_id.values() if card.kind == "site"
             for only in card.fact("playable", {}).get("only", {}).values() for name in only.get("names", ())}
    assert named and named <= items


def test_weapon_armor_shield_or_helmet_only_among_major_items():
    game = at("Cameth Brin", ["Gorbag"], ["Broad-headed Spear", "Black-mail Coat", "Torque of Hues", "Orc-draughts"],
              alignment="Ringwraith")
    assert plays(game, "Gorbag", "Broad-headed Spear") is True        # a major weapon
    assert plays(game, "Gorbag", "Black-mail Coat") is True           # major armor
    assert plays(game, "Gorbag", "Torque of Hues") == "not-playable-at-site"   # a major item of no such kind
    assert plays(game, "Gorbag", "Orc-draughts") is True              # minor items are not starred


def test_palantiri_only_among_greater_items():
    game = at("Lossadan Cairn", ["Aragorn II"], ["Palantír of Annúminas", "Narsil", "Glamdring"])
    assert plays(game, "Aragorn II", "Palantír of Annúminas") is True
    assert plays(game, "Aragorn II", "Narsil") == "not-playable-at-site"   # a greater item, not a Palantír
    assert plays(game, "Aragorn II", "Glamdring") is True                  # a major item


def test_only_the_named_item_among_greater_items():
    game = at("Tolfalas", ["Aragorn II"], ["Scroll of Isildur", "Narsil", "Glamdring"])
    assert plays(game, "Aragorn II", "Scroll of Isildur") is True
    assert plays(game, "Aragorn II", "Narsil") == "not-playable-at-site"
    assert plays(game, "Aragorn II", "Glamdring") is True


def test_hero_items_only_among_greater_items():
    game = at("Bag End", ["Gorbag"], ["TW-341", "LE-325"], alignment="Ringwraith")
    assert plays(game, "Gorbag", "The Arkenstone") is True             # a hero greater item
    assert plays(game, "Gorbag", "The Mithril-coat") == "not-playable-at-site"   # a minion greater item
