"""Covert and overt companies (players/covert_and_overt.py; CoE glossary: covert, overt): the status a Fallen-wizard
player's company has, the site versions it may use (CoE 2.II.7.F1), and the status fixed as an attack begins
(CoE 3.4)."""
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import DeclareMovement
from meccg_rules.engine.players import covert_and_overt
from meccg_rules.engine.setup import Setup


def _game(characters=("Faramir",), allies=(), site="Bree", minion=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", list(characters), site=site)
    if allies:
        setup.give(characters[0], list(allies))
    setup.location_deck("Alice", list(minion))
    for name in minion:
        setup.version(name, "minion")
    setup.set_phase("organization")
    return setup.build()


def test_a_company_is_overt_with_an_orc_a_troll_or_an_ally_that_makes_it_so():
    assert not covert_and_overt.overt(_game().state, "Travellers")
    assert covert_and_overt.overt(_game(characters=("Shagrat",)).state, "Travellers")
    assert covert_and_overt.overt(_game(characters=("Faramir",), allies=("Cave Troll",)).state, "Travellers")
    covert = _game().state
    assert covert_and_overt.hero_company(covert, "Travellers")   # CoE 2.IV.vii.F1
    overt = _game(characters=("Shagrat",)).state
    assert not covert_and_overt.hero_company(overt, "Travellers")
    assert covert_and_overt.hero_company_for_detainment(overt, "Travellers")


def test_a_covert_company_uses_hero_sites_and_either_version_of_a_ruins_and_lairs():
    """CoE 2.II.7.F1: covert, only hero sites, but either version of a Ruins & Lairs."""
    game = _game(minion=("Dunnish Clan-hold",))
    refused = game.check(DeclareMovement("Alice", "Travellers", "Dunnish Clan-hold",
                                         via=("Arthedain", "Cardolan", "Enedhwaith", "Dunland")))
    assert refused.code == "fallen-wizard-site-version", refused
    assert _game().check(DeclareMovement("Alice", "Travellers", "Dunnish Clan-hold",
                                         via=("Arthedain", "Cardolan", "Enedhwaith", "Dunland")))   # the hero card
    ruins = _game(minion=("Ettenmoors",))
    assert ruins.check(DeclareMovement("Alice", "Travellers", "Ettenmoors", via=("Arthedain", "Rhudaur")))


def test_an_overt_company_uses_minion_border_holds_and_havens_and_hero_shadow_holds():
    """CoE 2.II.7.F1: overt, the minion Border-holds, Free-holds and Wizards' Havens, the hero Shadow-holds,
    Dark-holds and Ringwraiths' Darkhavens."""
    s = _game(characters=("Shagrat",)).state
    versions = {name: covert_and_overt.site_version_for(s, "Travellers", _site(name))
                for name in ("Dunnish Clan-hold", "Rivendell", "Moria", "Dol Guldur", "Ettenmoors", "Edoras")}
    assert versions == {"Dunnish Clan-hold": "Minion", "Rivendell": "Minion", "Moria": "Hero", "Dol Guldur": "Hero",
                        "Ettenmoors": "", "Edoras": "Minion"}
    covert = _game().state
    assert covert_and_overt.site_version_for(covert, "Travellers", _site("Rivendell")) == "Hero"
    overt = _game(characters=("Shagrat",))
    refused = overt.check(DeclareMovement("Alice", "Travellers", "Dunnish Clan-hold",
                                          via=("Arthedain", "Cardolan", "Enedhwaith", "Dunland")))   # the hero card
    assert refused.code == "fallen-wizard-site-version", refused
    assert _game(characters=("Shagrat",), minion=("Dunnish Clan-hold",)).check(DeclareMovement(
        "Alice", "Travellers", "Dunnish Clan-hold", via=("Arthedain", "Cardolan", "Enedhwaith", "Dunland")))


def _site(name):
    return next(c for c in covert_and_overt.catalogue().versions(name) if c.is_site and c.alignment == "Hero")


def test_the_status_is_fixed_as_the_attack_begins():
    """CoE 3.4: the Cave Troll leaving play during the Galadhrim's attack leaves the company overt for that attack
    (no -2 against hero companies), and covert once it is over."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Moria", origin="Lórien")
    setup.give("Legolas", ["Cave Troll"])
    setup.hand("Bob", ["Galadhrim"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Galadhrim", "Wold & Foothills"))
    both_pass(game)
    s = game.state
    assert s.combat is not None and s.combat.overt is True
    s.move(s.find("Cave Troll").id, DISCARD)
    assert covert_and_overt.overt(s, "Fellowship")
    assert not covert_and_overt.composition_overt(s, "Fellowship")
    assert not covert_and_overt.hero_company(s, "Fellowship")
    s.combat = None
    assert covert_and_overt.hero_company(s, "Fellowship")


def test_a_half_orc_makes_his_company_overt_beside_other_characters_not_allies():
    """CoE glossary, overt: a Half-orc and other characters that are neither Men nor Half-orcs; an ally beside a
    Half-orc and a Man is no such character."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Half", ["Ill-favoured Fellow", "Asternak"], site="Bree")
    setup.give("Asternak", ["Gwaihir"])
    setup.company("Mixed", ["Squint-eyed Brute", "Lieutenant of Morgul"], site="Moria")
    s = setup.build().state
    assert not covert_and_overt.overt(s, "Half")
    assert covert_and_overt.overt(s, "Mixed")


def test_freeze_the_flesh_makes_the_company_of_the_character_it_is_on_overt():
    """Freeze the Flesh: "The character's company is now overt" (the fact ``makes_company_overt`` of a card on one
    of the company's characters); the engine's reading: while it stays on him, the company he is in."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Faramir"], site="Bree")
    setup.company("Others", ["Legolas"], site="Bree")
    setup.in_play("Freeze the Flesh", on="Faramir", owner="Alice")
    s = setup.build().state
    assert covert_and_overt.overt(s, "Travellers")
    assert not covert_and_overt.hero_company(s, "Travellers")   # CoE 2.IV.vii.F1: a minion company for hazards
    assert not covert_and_overt.overt(s, "Others")
    s.move(s.find("Freeze the Flesh").id, DISCARD)
    assert not covert_and_overt.overt(s, "Travellers")
