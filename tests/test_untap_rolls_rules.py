"""Characters who untap in the untap phase only by a roll (turn/untap_rolls.py; Worn and Famished): a non-Wizard
character whose company is not at a Haven, Free-hold or Border-hold does not untap normally; his player rolls adding
his mind and he untaps above 12; a minion player's characters untap normally (CoE 1.8.1, the card's text)."""
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndPhase

END_UNTAP = EndPhase("Alice", "untap")


def untap_phase(companies, tapped, card=True, alignment=None, wounded=()):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    for name, (site, characters) in companies.items():
        setup.company(name, characters, site=site)
    for who in tapped:
        setup.tap(who)
    for who in wounded:
        setup.wound(who)
    if card:
        setup.in_play("Worn and Famished", owner="Bob")
    setup.set_phase("untap")
    game = setup.build()
    game.apply(END_UNTAP)
    return game


def tapped(game, name):
    return game.state.find(name).tapped


def test_away_from_the_sites_named_a_character_untaps_only_by_a_roll_adding_his_mind_above_12():
    game = untap_phase({"Fellowship": ("Weathertop", ["Aragorn II", "Legolas"])}, ["Aragorn II", "Legolas"])
    assert game.state.phase == "untap" and tapped(game, "Aragorn II") and tapped(game, "Legolas")
    game.apply(Roll("Alice", 3, "untapping Aragorn II"))     # 3 + 9 = 12: not above 12
    assert tapped(game, "Aragorn II")
    game.apply(Roll("Alice", 12, "untapping Legolas"))
    assert not tapped(game, "Legolas")
    assert game.state.phase == "organization"


def test_a_roll_above_12_untaps_him():
    game = untap_phase({"Fellowship": ("Weathertop", ["Aragorn II"])}, ["Aragorn II"])
    game.apply(Roll("Alice", 4, "untapping Aragorn II"))     # 4 + 9 = 13
    assert not tapped(game, "Aragorn II")


def test_a_wizard_and_characters_at_a_haven_free_hold_or_border_hold_untap_normally():
    game = untap_phase({"Fellowship": ("Weathertop", ["Gandalf"]), "A": ("Rivendell", ["Legolas"]),
                        "B": ("Minas Tirith", ["Gimli"]), "C": ("Bree", ["Frodo"])},
                       ["Gandalf", "Legolas", "Gimli", "Frodo"])
    assert game.state.pending is None and game.state.phase == "organization"
    assert not any(tapped(game, c) for c in ("Gandalf", "Legolas", "Gimli", "Frodo"))


def test_without_the_card_everyone_untaps():
    game = untap_phase({"Fellowship": ("Weathertop", ["Aragorn II"])}, ["Aragorn II"], card=False)
    assert not tapped(game, "Aragorn II") and game.state.phase == "organization"


def test_a_minion_player_is_untouched():
    game = untap_phase({"Raiders": ("Weathertop", ["Gorbag", "Grishnákh"])}, ["Gorbag"], alignment="Ringwraith")
    assert not tapped(game, "Gorbag") and game.state.phase == "organization"


def test_a_wounded_character_does_not_roll():
    game = untap_phase({"Fellowship": ("Weathertop", ["Aragorn II"])}, [], wounded=["Aragorn II"])
    assert game.state.pending is None and game.state.find("Aragorn II").wounded
