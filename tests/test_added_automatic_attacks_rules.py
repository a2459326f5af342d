"""An automatic-attack a card in play adds to sites of some kinds (site_phase/automatic_attacks.py), as The Black
Enemy's Wrath adds Lava Flows to every Under-deeps site, Dark-hold and Shadow-hold: one strike against each
character at 6 prowess, which cannot be cancelled, weapons not counting against it, and -5 (not -3) for an untapped
character not tapping; none in the site phase of a minion player (its text, CoE 1.8.1)."""
from meccg_rules.engine.combat.actions import ChooseStrike, StayUntapped
from meccg_rules.engine.combat.strikes import prowess
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import EnterSite
from meccg_rules.engine.site_phase.automatic_attacks import added_attacks

WRATH = "The Black Enemy’s Wrath"


def at(site, characters=("Aragorn II", "Legolas"), alignment=None, wrath=True, give=()):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site)
    for character, items in give:
        setup.give(character, list(items))
    if wrath:
        setup.in_play(WRATH, owner="Bob")
    setup.set_phase("site", "Fellowship")
    return setup.build()


def added_to(game):
    return [added for _, _, added in added_attacks(game.state, game.state.site_of("Fellowship").card)]


def test_every_dark_hold_shadow_hold_and_under_deeps_site_gets_it_and_no_other():
    for site in ("Mount Doom", "Dol Guldur", "The Gem-deeps"):   # Shadow-hold, Dark-hold, an Under-deeps Ruins & Lairs
        assert len(added_to(at(site))) == 1, site
    for site in ("Weathertop", "Bree", "Rivendell"):
        assert added_to(at(site)) == [], site


def test_its_attack_is_one_strike_against_each_character_at_6_that_cannot_be_cancelled():
    game = at("Mount Doom")
    game.apply(EnterSite("Alice", "Fellowship"))
    attack = game.state.combat.attack
    assert (attack.each_character, attack.prowess, attack.cannot_be_cancelled) == (True, 6, True)
    assert attack.no_weapons and attack.stay_untapped_penalty == 5
    assert len(game.state.combat.strikes) == 2


def test_weapons_do_not_modify_prowess_against_it():
    game = at("Mount Doom", characters=("Frodo",), give=[("Frodo", ["Dagger of Westernesse"])])
    game.apply(EnterSite("Alice", "Fellowship"))
    assert prowess(game.state, game.state.find("Frodo").id, game.state.combat.attack)[0] == 1
    assert prowess(game.state, game.state.find("Frodo").id, None)[0] == 2


def test_not_tapping_costs_5_against_it():
    game = at("Mount Doom", characters=("Aragorn II",))
    game.apply(EnterSite("Alice", "Fellowship"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    assert game.check(StayUntapped("Alice", "Aragorn II")).code == "stay-untapped-penalty"
    assert game.check(StayUntapped("Alice", "Aragorn II", 5))


def test_a_minion_player_is_untouched():
    game = at("Mount Gram", characters=("Gorbag", "Grishnákh"), alignment="Ringwraith")
    assert added_to(game) == []
