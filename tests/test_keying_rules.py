"""Keying creatures (CoE 2.IV.vii.2; CRF 22, Movement/Hazard Phase > Playing Hazards): sites "in" a region
are keyed to by name, and cards such as Angmar Arises lend region names to creatures of one single region."""
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup
from helpers import setting_aside

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Angmar Arises", "Knights of the Prince", "Wild Fell Beast")


def moved(site, origin, hand, *in_play, characters=("Aragorn II", "Legolas")):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    setup.hand("Bob", list(hand))
    for card in in_play:
        setup.in_play(card)
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_a_creature_played_at_sites_in_a_region_is_keyed_to_the_site_by_name():
    game = moved("The Stones", "Edhellond", ["Pûkel-men", "Knights of the Prince"])
    assert game.check(PlayCreature("Bob", "Pûkel-men", "The Stones")).allowed      # a Ruins & Lairs in Andrast
    assert game.check(PlayCreature("Bob", "Pûkel-men", "Ruins & Lairs")).code == "not-keyable"  # not by type
    assert game.check(PlayCreature("Bob", "Knights of the Prince", "The Stones")).code == "not-keyable"


def test_sites_in_a_region_of_any_type_when_none_is_printed():
    game = moved("Pelargir", "Edhellond", ["Knights of the Prince", "Pûkel-men"])
    assert game.check(PlayCreature("Bob", "Knights of the Prince", "Pelargir")).allowed   # a Free-hold in Lebennin
    assert game.check(PlayCreature("Bob", "Pûkel-men", "Pelargir")).code == "not-keyable"


def test_angmar_arises_lends_its_region_names_to_creatures_of_one_single_shadow_land():
    game = moved("Bree", "Rivendell", ["Orc-watch", "Wild Fell Beast"], "Angmar Arises")
    assert game.check(PlayCreature("Bob", "Orc-watch", "Arthedain")).allowed
    assert game.check(PlayCreature("Bob", "Wild Fell Beast", "Arthedain")).code == "not-keyable"   # two needed
    assert game.check(PlayCreature("Bob", "Orc-watch", "Shadow-land")).code == "not-keyable"      # no symbol


def test_without_angmar_arises_the_region_name_is_not_a_key():
    game = moved("Bree", "Rivendell", ["Orc-watch"])
    assert game.check(PlayCreature("Bob", "Orc-watch", "Arthedain")).code == "not-keyable"


def test_an_under_deeps_site_is_not_one_of_the_sites_in_its_surface_region():
    # the card data puts The Pûkel-deeps in Rohan, the region of Dunharrow above it; the engine's reading
    # is that a creature played "at sites in" Rohan does not reach it (CoE 2.IV.ii)
    below = moved("The Pûkel-deeps", None, ["Stout Men of Gondor"])
    assert below.check(PlayCreature("Bob", "Stout Men of Gondor", "The Pûkel-deeps")).code == "not-keyable"
    above = moved("Dunharrow", None, ["Stout Men of Gondor"])
    assert above.check(PlayCreature("Bob", "Stout Men of Gondor", "Dunharrow")).allowed   # a site in Rohan


def test_pukel_men_reach_the_pukel_deeps_by_the_site_s_text_alone():
    # "R sites in Rohan" on Pûkel-men does not reach the Under-deeps site, so its race decides there
    game = moved("The Pûkel-deeps", None, ["Pûkel-men", "Orc-guard"])
    assert game.check(PlayCreature("Bob", "Pûkel-men", "The Pûkel-deeps")).allowed
    assert game.check(PlayCreature("Bob", "Orc-guard", "The Pûkel-deeps")).code == "not-keyable"


def test_a_keying_its_text_allows_only_in_a_case_not_modelled_is_refused_as_not_modelled():
    # Mûmak's Gondor-coast keying needs Corsairs of Umbar played that turn on the company: not modelled
    at_the_stones = moved("The Stones", "Edhellond", ["Mûmak (Oliphant)"])     # a Ruins & Lairs in Andrast
    refused = at_the_stones.check(PlayCreature("Bob", "Mûmak (Oliphant)", "The Stones"))
    assert refused.code == "not-modelled" and "Corsairs of Umbar" in refused.sentence
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Dol Amroth", origin="Minas Tirith",
                  via=["Anórien", "Lebennin", "Belfalas"])
    setup.hand("Bob", ["Mûmak (Oliphant)"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    assert game.check(PlayCreature("Bob", "Mûmak (Oliphant)", "Lebennin")).code == "not-modelled"
    assert game.check(PlayCreature("Bob", "Mûmak (Oliphant)", "Anórien")).code == "not-keyable"   # no case: refused


def _ring_bearers(site, origin, ring, alignment="Wizard", characters=None):
    setup = Setup("Alice", "Bob")
    characters = characters or (["Frodo", "Aragorn II"] if alignment == "Wizard" else ["Shagrat", "Lugdush"])
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", characters, site=site, origin=origin)
    if ring:
        setup.give(characters[0], [ring])
    setup.hand("Bob", ["Adûnaphel", "Cave-drake"])
    setup.in_play("The Nazgûl are Abroad")
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_the_nazgul_are_abroad_lets_nazgul_reach_a_hero_company_bearing_a_ring():
    """ring_bearer_keying: The One Ring's bearer at any site but a Free-hold or Haven; any ring's bearer in a
    Shadow-land or at a Shadow-hold; only Nazgûl; nothing for a company bearing no ring."""
    assert _ring_bearers("Bree", "Rivendell", "The One Ring").check(PlayCreature("Bob", "Adûnaphel", "Bree")).allowed
    game = _ring_bearers("Moria", "Lórien", "Precious Gold Ring")
    assert game.check(PlayCreature("Bob", "Adûnaphel", "Shadow-hold")).allowed
    assert game.check(PlayCreature("Bob", "Adûnaphel", "Moria")).code == "not-keyable"      # by name: The One Ring
    assert game.check(PlayCreature("Bob", "Cave-drake", "Shadow-hold")).code == "not-keyable"   # not a Nazgûl
    bare = _ring_bearers("Moria", "Lórien", None)
    assert bare.check(PlayCreature("Bob", "Adûnaphel", "Shadow-hold")).code == "not-keyable"


def test_the_nazgul_are_abroad_gives_nothing_against_a_minion_company():
    """CRF 22, Card Effect Limitations: its first two paragraphs are ignored against a Ringwraith player."""
    game = _ring_bearers("Moria", "Dol Guldur", "A Little Gold Ring", alignment="Ringwraith")
    assert game.check(PlayCreature("Bob", "Adûnaphel", "Shadow-hold")).code == "not-keyable"


def test_every_player_takes_one_nazgul_permanent_event_back_with_doors_of_night():
    from meccg_rules.engine.turn.actions import TakeBackFromDiscard
    for doors, expected in ((True, None), (False, "no-take-back")):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Raiders", ["Shagrat"], site="Dol Guldur")
        setup.in_play("The Nazgûl are Abroad")
        if doors:
            setup.in_play("Doors of Night")
        setup.discard_pile("Alice", ["Adûnaphel", "Orc-patrol", "Ren the Unclean"])
        setup.discard_pile("Bob", ["Akhôrahil"])
        setup.set_phase("end-of-turn")
        game = setup.build()
        assert game.check(TakeBackFromDiscard("Bob", "Akhôrahil")).code == expected
        if doors:
            assert game.check(TakeBackFromDiscard("Alice", "Orc-patrol")).code == "not-the-kind-taken-back"
            assert game.check(TakeBackFromDiscard("Alice", "Akhôrahil")).code == "not-in-own-discard"
            game.apply(TakeBackFromDiscard("Alice", "Adûnaphel"))
            assert game.state.find("Adûnaphel").zone == "hand"
            assert game.check(TakeBackFromDiscard("Alice", "Ren the Unclean")).code == "taken-back-already"


def test_the_nazgul_are_abroad_against_a_fallen_wizard_company_follows_its_covert_or_overt_status():
    """A Fallen-wizard player's covert company is a hero company for hazards (CoE 2.IV.vii.F1): Nazgûl reach its
    ring's bearer; his overt one (Orcs in it) a minion company: the paragraphs give nothing."""
    covert = _ring_bearers("Moria", "Lórien", "A Little Gold Ring", alignment="Fallen-wizard",
                           characters=["Frodo", "Aragorn II"])
    assert covert.check(PlayCreature("Bob", "Adûnaphel", "Shadow-hold")).allowed
    overt = _ring_bearers("Moria", "Lórien", "A Little Gold Ring", alignment="Fallen-wizard")
    assert overt.check(PlayCreature("Bob", "Adûnaphel", "Shadow-hold")).code == "not-keyable"


def test_in_a_multi_player_game_only_the_resource_and_hazard_players_take_a_nazgul_back():
    """CRF 22, Multi-player Games: only the resource player and the hazard player take advantage of the draws of
    cards like The Nazgûl are Abroad; a further player may not take a Nazgûl permanent-event back with it."""
    from meccg_rules.engine.turn.actions import TakeBackFromDiscard
    setup = Setup("Alice", "Bob")
    setup.player("Carol", "third")
    setup.company("Raiders", ["Aragorn II"], site="Rivendell")
    setup.in_play("The Nazgûl are Abroad")
    setup.in_play("Doors of Night")
    setup.discard_pile("Bob", ["Akhôrahil"])
    setup.discard_pile("Carol", ["Adûnaphel"])
    setup.set_phase("end-of-turn")
    game = setup.build()
    assert game.check(TakeBackFromDiscard("Bob", "Akhôrahil")).allowed
    assert game.check(TakeBackFromDiscard("Carol", "Adûnaphel")).code == "not-drawing-player"
