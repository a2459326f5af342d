"""Players' alignments (alignments.py): versions of cards by name, Darkhavens, cross-alignment influence, hazards
barred against Ringwraith players, Ringwraith companies, Wizard and Fallen-wizard companies moving to or from
Gorgoroth, minion corruption checks and defeated creatures."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.influence.actions import InfluenceOpponent
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.organization.actions import PlayCharacter
from meccg_rules.engine.turn.actions import BeginMovementHazard, EndPhase
from meccg_rules.engine.players.alignments import card_for, cross_alignment_modifier, parse
from meccg_rules.engine.core.errors import InputError
from meccg_rules.engine.setup import Setup

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Barad-dûr", "Khamûl the Ringwraith", "Last Child of Ungoliant", "Minas Morgul", "Mount Doom", "Mûmak (Oliphant)", "Reluctant Final Parting", "Saruman", "The White Towers")


def test_a_name_stands_for_the_version_of_the_players_alignment():
    assert card_for("Minas Morgul", "Wizard").id == "TW-411"          # the hero Dark-hold
    assert card_for("Minas Morgul", "Ringwraith").id == "LE-390"      # the Darkhaven
    assert card_for("Saruman", "Fallen-wizard").id == "WH-9"
    assert card_for("The White Towers", "Fallen-wizard").id == "WH-58"  # a Wizardhaven
    assert card_for("Orc-patrol", "Ringwraith").id == "TW-74"          # one version only: the same for all


def test_the_set_up_names_an_alignment_before_the_players_cards():
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Ringwraith")
    setup.mp_pile("Bob", ["Beornings"])
    assert setup.state.find("Beornings").card.id == "LE-261"
    setup.hand("Alice", ["Glamdring"])
    with pytest.raises(InputError, match="before naming any of his cards"):
        setup.alignment("Alice", "Balrog")
    with pytest.raises(InputError, match="did you mean 'Ringwraith'"):
        parse("Ringwrath")


def test_a_named_version_replaces_the_default_one():
    setup = Setup("Alice", "Bob")
    setup.hand("Alice", ["Dunlendings"])
    setup.version("Dunlendings", "minion")
    assert setup.state.find("Dunlendings").card.id == "LE-263"
    with pytest.raises(InputError, match="no Fallen-wizard version"):
        setup.version("Dunlendings", "Fallen-wizard")


def _influencing(bob_alignment, own, theirs):
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", bob_alignment)
    setup.turn_number(3)
    setup.company("Grey", ["Gandalf", "Legolas"], site="Beorn's House", origin="Lórien")
    setup.mp_pile("Bob", ["Beornings"])
    setup.company("Orcs", ["Shagrat", "Grishnákh", "Ufthak", "Orc Brawler"], site="Minas Morgul", owner="Bob")
    setup.company("Uruks", ["Gorbag"], site="Minas Morgul", owner="Bob")   # a second leader: not a Haven for heroes
    game = setup.build()
    game.apply(InfluenceOpponent("Alice", "Gandalf", "Beornings"))
    both_pass(game)
    game.apply(Roll("Alice", own, "Gandalf's influence attempt"))
    game.apply(Roll("Bob", theirs, "the roll against Gandalf's influence attempt"))
    return game.state.find("Beornings").zone, game.state.log[-1]


def test_influencing_a_ringwraith_players_faction_takes_minus_five_and_his_extra_general_influence():
    zone, log = _influencing("Ringwraith", 11, 3)
    assert zone == "marshalling point pile"
    assert "= 8, not more than 9" in log   # 11 + 10 - 5 (extra GI) - 3 - 5 (cross-alignment), the minion card's 9


def test_against_a_wizard_player_neither_applies():
    zone, log = _influencing("Wizard", 11, 3)
    assert zone == "discard pile"          # 11 + 10 - 3 = 18 > 7, the hero card's number
    assert "= 18 > 7" in log


def _raiders(alignment, hazard):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Raiders", ["Shagrat", "Lugdush"], site="Henneth Annûn", origin="Minas Morgul",
                  via=["Imlad Morgul", "Ithilien"])
    setup.hand("Bob", [hazard])
    setup.set_phase("movement/hazard", "Raiders")
    return setup.build()


def test_mumak_cannot_be_played_against_a_ringwraith_player():
    verdict = _raiders("Ringwraith", "Mûmak (Oliphant)").check(PlayCreature("Bob", "Mûmak (Oliphant)", "Ithilien"))
    assert verdict.code == "not-against-ringwraith"
    assert _raiders("Wizard", "Mûmak (Oliphant)").check(PlayCreature("Bob", "Mûmak (Oliphant)", "Ithilien"))
    # against a Balrog player CoE 1.8.1 does not bar it, but its "no effect on a minion player" is not modelled for
    # a creature's attack: refused as not modelled, never played on as though it had no such clause
    refused = _raiders("Balrog", "Mûmak (Oliphant)").check(PlayCreature("Bob", "Mûmak (Oliphant)", "Ithilien"))
    assert refused.code == "not-modelled" and "Balrog" in refused.sentence



def test_bane_of_the_ithil_stone_is_barred_against_a_ringwraith_player_only():
    """CoE 1.8.1 bars it against a Ringwraith player; 1.8.2 does not name it, and its text only leaves a minion player
    untouched: against a Balrog player it may be played (its effects pass over his cards)."""
    from meccg_rules.engine.playing.actions import PlayEvent
    play = PlayEvent("Bob", "Bane of the Ithil-stone")
    assert _raiders("Ringwraith", "Bane of the Ithil-stone").check(play).code == "not-against-ringwraith"
    assert _raiders("Balrog", "Bane of the Ithil-stone").check(play)

def test_a_hazard_needing_an_agent_is_refused_against_a_minion_player_by_the_alignment():
    from meccg_rules.engine.playing.actions import PlayEvent
    for alignment, code in (("Ringwraith", "not-against-ringwraith"), ("Balrog", "not-against-balrog")):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", alignment)
        setup.company("Raiders", ["Shagrat", "Lugdush"], site="Henneth Annûn", origin="Minas Morgul",
                      via=["Imlad Morgul", "Ithilien"])
        setup.agent("Bob", "Jûoma", "Weathertop", False)
        setup.hand("Bob", ["Never Seen Him"])
        setup.set_phase("movement/hazard", "Raiders")
        assert setup.build().check(PlayEvent("Bob", "Never Seen Him", target="Jûoma")).code == code


def _wraith_beside_orcs(orcs_move):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Shagrat", "Muzgash"], site="Cirith Ungol")
    setup.hand("Alice", ["The Witch-king"])
    setup.location_deck("Alice", ["Minas Morgul"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayCharacter("Alice", "The Witch-king", site="Cirith Ungol", new_company="Wraiths"))
    if orcs_move:
        from meccg_rules.engine.organization.actions import DeclareMovement
        game.apply(DeclareMovement("Alice", "Orcs", "Minas Morgul"))
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    for company in ("Orcs", "Wraiths"):
        game.apply(BeginMovementHazard("Alice", company))
        game.apply(EndPhase("Alice", "movement/hazard", company))
    return game.state


def test_a_company_beside_a_new_ringwraith_company_away_from_a_darkhaven_is_discarded():
    state = _wraith_beside_orcs(orcs_move=False)
    assert state.find("Shagrat").zone == "discard pile"
    assert state.find("The Witch-king").company == "Wraiths"
    moved = _wraith_beside_orcs(orcs_move=True)
    assert moved.find("Shagrat").zone == "in play"


def test_a_ringwraith_avatar_is_played_at_his_home_site_or_a_darkhaven_of_the_rules():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Orcs", ["Shagrat"], site="Minas Morgul")
    setup.hand("Alice", ["The Witch-king", "Khamûl the Ringwraith"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayCharacter("Alice", "Khamûl the Ringwraith", site="Dol Guldur", new_company="East"))
    assert not game.check(PlayCharacter("Alice", "The Witch-king", site="Rivendell", new_company="West"))


def _near_miss(alignment, character, roll):
    from meccg_rules.engine.organization.actions import StoreItem
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Company", [character, "Legolas"] if alignment == "Fallen-wizard" else [character, "Muzgash"],
                  site="Minas Morgul" if alignment == "Ringwraith" else "The White Towers")
    setup.give(character, ["Dagger of Westernesse"])
    setup.in_play("Lure of Expedience", on=character)
    setup.set_phase("organization")
    game = setup.build()
    game.apply(StoreItem("Alice", "Dagger of Westernesse"))
    both_pass(game)
    game.apply(Roll("Alice", roll, f"{character}'s corruption check"))
    return game.state.find(character)


def test_a_minion_character_taps_on_a_roll_equal_to_his_corruption_points():
    shagrat = _near_miss("Ringwraith", "Shagrat", 3)
    assert shagrat.zone == "in play" and shagrat.tapped


def test_a_fallen_wizard_players_non_orc_character_counts_as_hero():
    assert _near_miss("Fallen-wizard", "Gimli", 3).zone == "discard pile"


def test_a_character_in_a_ringwraiths_company_adds_two_to_his_corruption_check():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["The Witch-king", "Shagrat"], site="Minas Morgul")
    from meccg_rules.engine.players.alignments import corruption_check_bonus
    game = setup.build()
    assert corruption_check_bonus(game.state, game.state.find("Shagrat")) == 2
    assert corruption_check_bonus(game.state, game.state.find("The Witch-king")) == 0


@pytest.mark.parametrize("alignment, zone", [("Ringwraith", "out-of-play pile"), ("Wizard", "marshalling point pile")])
def test_a_creature_without_a_star_defeated_by_a_ringwraith_player_leaves_play(alignment, zone):
    from meccg_rules.engine.players.alignments import defeated_creature
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", ["Shagrat"], site="Minas Morgul")
    setup.in_play("Orc-patrol")
    game = setup.build()
    defeated_creature(game.state, "Alice", game.state.find("Orc-patrol").id)
    assert game.state.find("Orc-patrol").zone == zone


@pytest.mark.parametrize("mine, theirs, value", [
    ("Wizard", "Ringwraith", -5), ("Wizard", "Balrog", -5), ("Wizard", "Fallen-wizard", 0),
    ("Ringwraith", "Wizard", -5), ("Ringwraith", "Fallen-wizard", -5), ("Ringwraith", "Balrog", 0),
    ("Fallen-wizard", "Ringwraith", -5), ("Fallen-wizard", "Wizard", 0), ("Balrog", "Fallen-wizard", -5)])
def test_the_minus_five_of_an_influence_attempt_against_the_other_side(mine, theirs, value):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", mine)
    setup.alignment("Bob", theirs)
    setup.mp_pile("Bob", ["Dunlendings"])
    game = setup.build()
    assert cross_alignment_modifier(game.state, "Alice", game.state.find("Dunlendings"))[0] == value


def _fallen_wizard_at(site, characters, hand=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", list(characters), site=site)
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


def test_a_fallen_wizard_player_has_no_starter_movement():
    from meccg_rules.engine.organization.actions import DeclareMovement
    game = _fallen_wizard_at("Rivendell", ["Faramir"])
    assert game.check(DeclareMovement("Alice", "Travellers", "Weathertop")).code == "no-starter-movement"
    assert game.check(DeclareMovement("Alice", "Travellers", "Weathertop", via=("Rhudaur", "Arthedain")))


def test_a_fallen_wizard_player_plays_no_character_of_mind_over_five():
    game = _fallen_wizard_at("Isengard", ["Gimli"], hand=["Legolas", "Faramir"])
    assert game.check(PlayCharacter("Alice", "Legolas", company="Travellers")).code == "mind-over-five"
    assert game.check(PlayCharacter("Alice", "Faramir", company="Travellers"))


def test_a_fallen_wizard_player_plays_an_orc_or_troll_only_with_a_stage_resource_allowing_it():
    """CoE 2.II.2.2.F2: Bad Company lets in every Orc and Troll, A Strident Spawn Half-orcs only (CRF 22); not a
    Wizard player's concern."""
    from meccg_rules.engine.organization.control import mind
    game = _fallen_wizard_at("The White Towers", ["Gimli"], hand=["Sly Southerner", "Orc Veteran"])
    for orc in ("Sly Southerner", "Orc Veteran"):
        assert game.check(PlayCharacter("Alice", orc, company="Travellers")).code == "orc-or-troll-needs-a-stage-card"
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gimli"], site="The White Towers")
    setup.hand("Alice", ["Sly Southerner", "Orc Veteran"])
    setup.in_play("A Strident Spawn", owner="Alice")
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayCharacter("Alice", "Orc Veteran", company="Travellers")).code == \
        "orc-or-troll-needs-a-stage-card"
    game.apply(PlayCharacter("Alice", "Sly Southerner", company="Travellers"))
    assert mind(game.state, game.state.find("Sly Southerner")) == 1   # one less influence to control a Half-orc
    setup = Setup("Alice", "Bob")
    setup.company("Travellers", ["Gimli"], site="Rivendell")
    setup.hand("Alice", ["Orc Veteran"])
    setup.set_phase("organization")
    assert setup.build().check(PlayCharacter("Alice", "Orc Veteran", company="Travellers")).code != \
        "orc-or-troll-needs-a-stage-card"


def test_a_strident_spawn_lets_half_orcs_be_played_at_wizardhavens_away_from_the_avatar():
    """A Strident Spawn (the key ``played_at_wizardhavens``): with Saruman in play at Isengard, a Half-orc may still be
    played at The White Towers, another of his Wizardhavens; an Orc that is no Half-orc may not, nor may a Half-orc
    at a site that is not a Wizardhaven of his (CoE 2.II.2.2)."""
    from meccg_rules.engine.start_of_game.deck_construction import declare_fallen_wizard
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    declare_fallen_wizard(setup.state, "Alice", setup.card("Saruman", "Alice"))
    setup.company("Wizards", ["Saruman"], site="Isengard")
    setup.company("Travellers", ["Gimli"], site="The White Towers")
    setup.company("Walkers", ["Faramir"], site="Dol Guldur")   # a Dark-hold, Sly Southerner's home site
    setup.in_play("A Strident Spawn", owner="Alice")
    setup.in_play("Bad Company", owner="Alice")
    setup.hand("Alice", ["Sly Southerner", "Orc Veteran"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayCharacter("Alice", "Orc Veteran", company="Travellers")).code == "avatar-site"
    assert game.check(PlayCharacter("Alice", "Sly Southerner", company="Walkers")).code == "avatar-site"
    assert game.check(PlayCharacter("Alice", "Sly Southerner", company="Travellers"))


def test_a_revealed_fallen_wizards_general_influence_is_his_printed_one():
    from meccg_rules.engine.organization.control import general_influence
    game = _fallen_wizard_at("Isengard", ["Legolas"], hand=["Saruman"])
    assert general_influence(game.state, "Alice") == 20
    game.apply(PlayCharacter("Alice", "Saruman", company="Travellers"))
    assert general_influence(game.state, "Alice") == 15


def test_a_fallen_wizard_cannot_use_another_version_of_a_site_in_his_discard_pile():
    from meccg_rules.engine.organization.actions import DeclareMovement
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Faramir"], site="Isengard")
    setup.location_deck("Alice", ["Dunnish Clan-hold"])
    setup.version("Dunnish Clan-hold", "minion")
    setup.discard_pile("Alice", ["a second Dunnish Clan-hold"])
    setup.set_phase("organization")
    game = setup.build()
    move = DeclareMovement("Alice", "Travellers", "Dunnish Clan-hold", via=("Gap of Isen", "Enedhwaith", "Dunland"))
    assert game.check(move).code == "one-site-version"


def test_a_ringwraith_players_ally_compares_darkhavens():
    from meccg_rules.engine.players.havens import far_from_home
    for site, far in (("Minas Morgul", False), ("Dol Guldur", True)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Raiders", ["Shagrat"], site=site)
        setup.give("Shagrat", ["Last Child of Ungoliant"])
        game = setup.build()
        assert far_from_home(game.state, game.state.find("Last Child of Ungoliant")) is far


def test_a_ringwraiths_company_uses_starter_movement_only():
    from meccg_rules.engine.organization.actions import DeclareMovement
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["The Witch-king"], site="Cirith Ungol")
    setup.company("Orcs", ["Shagrat"], site="Cirith Ungol")
    setup.set_phase("organization")
    game = setup.build()
    region = ("Imlad Morgul",)
    assert game.check(DeclareMovement("Alice", "Wraiths", "Shelob's Lair", via=region)).code == "ringwraith-movement"
    assert game.check(DeclareMovement("Alice", "Orcs", "Shelob's Lair", via=region))
    assert game.check(DeclareMovement("Alice", "Wraiths", "Minas Morgul"))


def test_reluctant_final_parting_cannot_be_played_against_a_balrog_player():
    from meccg_rules.engine.playing.actions import PlayEvent
    for alignment, code in (("Balrog", "not-against-balrog"), ("Ringwraith", None)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", alignment)
        setup.company("Host", ["Shagrat"], site="Moria")
        setup.hand("Bob", ["Reluctant Final Parting"])
        setup.set_phase("movement/hazard", "Host")
        assert setup.build().check(PlayEvent("Bob", "Reluctant Final Parting")).code == code


def _travellers_at(alignment, site, characters, *, mode=None, ally=None):
    from meccg_rules.engine.organization.actions import DeclareMovement
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Travellers", list(characters), site=site)
    if mode:
        setup.in_play(mode, on="Travellers")
    if ally:
        setup.give(characters[0], [ally])
    setup.set_phase("organization")
    game = setup.build()
    return lambda new_site, *via: game.check(DeclareMovement("Alice", "Travellers", new_site, via=via))


def test_a_wizard_players_company_uses_no_starter_movement_to_or_from_gorgoroth():
    move = _travellers_at("Wizard", "Lórien", ["Aragorn II"])
    assert move("Minas Morgul")          # Imlad Morgul; Lórien is its nearest Haven, as for Mount Doom
    assert move("Mount Doom").code == "gorgoroth-starter-movement"
    assert move("Barad-dûr").code == "gorgoroth-starter-movement"
    move = _travellers_at("Wizard", "Mount Doom", ["Aragorn II"])
    assert move("Lórien").code == "gorgoroth-starter-movement"
    assert move("Minas Morgul", "Gorgoroth", "Imlad Morgul")
    move = _travellers_at("Ringwraith", "Minas Morgul", ["Shagrat"])   # the Darkhaven, Mount Doom's nearest
    assert move("Mount Doom")


def test_region_movement_to_or_from_gorgoroth_crosses_imlad_morgul_only_starting_or_stopping_there():
    path = ("Ithilien", "Imlad Morgul", "Gorgoroth")
    for alignment in ("Wizard", "Fallen-wizard"):
        move = _travellers_at(alignment, "Henneth Annûn", ["Faramir"])
        assert move("Mount Doom", *path).code == "gorgoroth-through-imlad-morgul"
        assert move("Minas Morgul", "Ithilien", "Imlad Morgul")            # not to Gorgoroth
        move = _travellers_at(alignment, "Mount Doom", ["Faramir"])
        assert move("Henneth Annûn", *reversed(path)).code == "gorgoroth-through-imlad-morgul"
        assert move("Minas Morgul", "Gorgoroth", "Imlad Morgul")           # stops in Imlad Morgul
        move = _travellers_at(alignment, "Minas Morgul", ["Faramir"])
        assert move("Mount Doom", "Imlad Morgul", "Gorgoroth")             # starts in Imlad Morgul
        move = _travellers_at(alignment, "Nûrniag Camp", ["Faramir"])
        assert move("Mount Doom", "Nurn", "Gorgoroth")                     # not through Imlad Morgul
    for alignment in ("Ringwraith", "Balrog"):
        move = _travellers_at(alignment, "Henneth Annûn", ["Shagrat"])
        assert move("Mount Doom", *path)


def test_dwar_unleashed_opens_region_movement_but_no_coastal_sea():
    """CoE 2.II.7.R1: a Ringwraith's company, even by region movement under Dwar Unleashed, has no Coastal Sea
    region in its site path."""
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["Dwar the Ringwraith"], site="Henneth Annûn")
    setup.in_play("Black Rider", on="Wraiths")
    setup.hand("Alice", ["Dwar Unleashed"])
    setup.location_deck("Alice", ["Pelargir"])
    setup.set_phase("organization")
    game = setup.build()
    by_sea = DeclareMovement("Alice", "Wraiths", "Pelargir", via=("Ithilien", "Harondor", "Mouths of the Anduin",
                                                                  "Lebennin"))
    by_land = DeclareMovement("Alice", "Wraiths", "Pelargir", via=("Ithilien", "Anórien", "Lebennin"))
    assert game.check(by_land).code == "ringwraith-movement"
    game.apply(PlayEvent("Alice", "Dwar Unleashed", target="Wraiths"))
    both_pass(game)
    assert game.check(by_land)
    assert game.check(by_sea).code == "ringwraith-movement"


def test_a_ringwraith_in_fell_rider_mode_makes_his_company_overt():
    """CoE glossary, overt: a Ringwraith in Fell Rider mode makes his company overt; in another mode, or none, not."""
    from meccg_rules.engine.combat.detainment import overt
    for mode, expected in ((None, False), ("Black Rider", False), ("Fell Rider", True)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Wraiths", ["The Witch-king"], site="Minas Morgul")
        if mode:
            setup.in_play(mode, on="Wraiths")
        game = setup.build()
        assert overt(game.state, "Wraiths") is expected, mode


def _wraith_with(ally, *, alone=True):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["The Witch-king"] if alone else ["The Witch-king", "Shagrat"], site="Minas Morgul")
    setup.give("The Witch-king", [ally])
    setup.set_phase("organization")
    return setup


@pytest.mark.parametrize("ally, mode", [("Creature of an Older World", "Fell Rider"), ("Black Horse", "Black Rider")])
def test_a_mode_ally_leaving_play_ends_the_mode_and_declares_its_ringwraiths_return(ally, mode):
    """CoE 2.II.7.R3: the mode ends at once; the ally's own clause returns its Ringwraith to the hand, a passive
    condition declared for the next chain of effects (CoE 9.6.1), not cancelled for its source being gone."""
    from meccg_rules.engine.core.state import DISCARD
    from meccg_rules.engine.players.ringwraith_modes import mode_of
    game = _wraith_with(ally).build()
    s = game.state
    king = s.find("The Witch-king")
    assert mode_of(s, king) == mode
    s.move(s.find(ally).id, DISCARD)
    assert mode_of(s, king) is None
    assert [(e.kind, e.target, e.data["what"]) for e in s.triggered] == [("passive", king.id, "return to the hand")]


def test_a_mode_ally_leaving_with_its_ringwraith_sets_nothing_off():
    from meccg_rules.engine.core.state import DISCARD, HAND
    game = _wraith_with("Black Horse").build()
    s = game.state
    s.move(s.find("The Witch-king").id, HAND)
    assert s.find("Black Horse").zone == DISCARD and s.triggered == []


def test_a_mode_card_displacing_a_mode_ally_discards_it_and_its_ringwraith_goes_home():
    """g.mode.1 discards the ally (no longer refused as not modelled); its leaving play then sends him home."""
    from meccg_rules.engine.core.state import DISCARD, HAND
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = _wraith_with("Creature of an Older World")
    setup.hand("Alice", ["Heralded Lord"])
    game = setup.build()
    game.apply(PlayEvent("Alice", "Heralded Lord", target="Wraiths"))
    both_pass(game)
    s = game.state
    assert s.find("Creature of an Older World").zone == DISCARD
    assert [e.target for c in s.chains for e in c.entries] == [s.find("The Witch-king").id]
    both_pass(game)
    assert s.find("The Witch-king").zone == HAND


def test_a_card_barring_its_players_cards_discards_them_and_refuses_their_play():
    """bars_own (The Lidless Eye, CRF 22 erratum): its own player's Bade to Rule goes, and he may not play one while
    it is in play. general_influence: +7 for The Lidless Eye, +5 for Bade to Rule."""
    from meccg_rules.engine.core.state import DISCARD
    from meccg_rules.engine.organization.control import general_influence
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat"], site="Dol Guldur")
    setup.in_play("Bade to Rule")
    setup.hand("Alice", ["The Lidless Eye", "a second Bade to Rule"])
    setup.set_phase("organization")
    game = setup.build()
    s = game.state
    assert general_influence(s, "Alice") == 25
    game.apply(PlayEvent("Alice", "The Lidless Eye"))
    both_pass(game)
    assert s.find("the first Bade to Rule").zone == DISCARD and general_influence(s, "Alice") == 27
    assert game.check(PlayEvent("Alice", "the second Bade to Rule")).code == "barred-to-its-player"


def test_the_lidless_eye_gives_its_player_one_more_card_in_hand():
    from meccg_rules.engine.turn.phases import hand_size
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Shagrat"], site="Dol Guldur")
    setup.in_play("The Lidless Eye")
    game = setup.build()
    assert (hand_size(game.state, "Alice"), hand_size(game.state, "Bob")) == (9, 8)


def test_a_ringwraith_moves_to_a_non_darkhaven_site_only_in_a_mode():
    """CoE 2.II.7.R1: from a Darkhaven, a company with a Ringwraith goes to a non-Darkhaven site only with him in a
    mode (a mode card on the company, or an ally giving one); to a Darkhaven it needs none."""
    for mode, ally, expected in ((None, None, "ringwraith-moves-in-no-mode"), ("Black Rider", None, None),
                                 (None, "Black Horse", None)):
        move = _travellers_at("Ringwraith", "Minas Morgul", ["The Witch-king"], mode=mode, ally=ally)
        assert move("Mount Doom").code == expected, (mode, ally)
        assert move("Dol Guldur"), (mode, ally)                 # a Darkhaven: no mode needed
    move = _travellers_at("Ringwraith", "Mount Doom", ["The Witch-king"])
    assert move("Minas Morgul")                                 # back to a Darkhaven, in no mode
    move = _travellers_at("Ringwraith", "Minas Morgul", ["Shagrat"])
    assert move("Mount Doom")                                   # no Ringwraith in the company


def test_a_ringwraith_follower_moves_with_his_ringwraith_in_no_mode(monkeypatch):
    """CoE 2.II.7.R2: only the Ringwraith who is no follower must be in a mode; his follower goes with him. Black
    Horse gives its mode only "if each Ringwraith in a company has" one: his Ringwraith follower too (a Ringwraith,
    CoE glossary), so one on Ren alone leaves the company in no mode."""
    from meccg_rules.engine.organization.actions import DeclareMovement
    from meccg_rules.engine.players import ringwraith_modes
    refused = "ringwraith-moves-in-no-mode"
    for horses, expected in (((), refused), (("Ren the Ringwraith",), refused),
                             (("Ren the Ringwraith", "Dwar the Ringwraith"), None)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Riders", ["Ren the Ringwraith", "Dwar the Ringwraith"], site="Minas Morgul")
        setup.follower("Dwar the Ringwraith", "Ren the Ringwraith")
        for rider, horse in zip(horses, ("Black Horse", "a second Black Horse")):
            setup.give(rider, [horse])
        setup.set_phase("organization")
        game = setup.build()
        assert game.check(DeclareMovement("Alice", "Riders", "Mount Doom")).code == expected, horses
    # the follower's own mode is not asked (R2): with Ren alone in one, the company goes
    ren_only = ringwraith_modes.mode_of
    monkeypatch.setattr(ringwraith_modes, "mode_of", lambda state, c: ren_only(state, c)
                        if c.card.name == "Ren the Ringwraith" else None)
    assert ringwraith_modes.modeless_ringwraith(game.state, "Riders") is None
    monkeypatch.setattr(ringwraith_modes, "mode_of", lambda state, c: ren_only(state, c)
                        if c.card.name == "Dwar the Ringwraith" else None)
    assert ringwraith_modes.modeless_ringwraith(game.state, "Riders") == "Ren the Ringwraith"


def test_a_mode_lost_after_the_movement_is_declared_does_not_stop_it():
    """CoE 2.II.7.R3: the mode is asked when the movement is declared; lost after, the company still moves."""
    from meccg_rules.engine.core.state import DISCARD
    from meccg_rules.engine.organization.actions import DeclareMovement
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["The Witch-king"], site="Minas Morgul")
    setup.in_play("Black Rider", on="Wraiths")
    setup.location_deck("Alice", ["Mount Doom"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(DeclareMovement("Alice", "Wraiths", "Mount Doom"))
    s = game.state
    s.move(s.find("Black Rider").id, DISCARD)
    game.apply(EndPhase("Alice", "organization"))
    game.apply(EndPhase("Alice", "long-event"))
    game.apply(BeginMovementHazard("Alice", "Wraiths"))
    assert s.cards[s.companies["Wraiths"].site].card.name == "Mount Doom"


@pytest.mark.parametrize("mode, followers_go", [("Black Rider", True), ("Heralded Lord", True), ("Fell Rider", False)])
def test_a_mode_card_goes_in_a_later_organization_phase_at_a_darkhaven(mode, followers_go):
    """The mode cards' own text: discarded as its player's organization phase begins with the company at a
    Darkhaven, Black Rider and Heralded Lord with the company's Ringwraith followers; away from one, they stay."""
    from meccg_rules.engine.core.state import DISCARD, IN_PLAY
    for site, at_darkhaven in (("Minas Morgul", True), ("Mount Doom", False)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Riders", ["Ren the Ringwraith", "Dwar the Ringwraith"], site=site)
        setup.follower("Dwar the Ringwraith", "Ren the Ringwraith")
        setup.in_play(mode, on="Riders")
        setup.set_phase("untap")
        game = setup.build()
        game.apply(EndPhase("Alice", "untap"))
        s = game.state
        assert s.find(mode).zone == (DISCARD if at_darkhaven else IN_PLAY), site
        assert s.find("Dwar the Ringwraith").zone == (DISCARD if at_darkhaven and followers_go else IN_PLAY), site
        assert s.find("Ren the Ringwraith").zone == IN_PLAY


def test_the_balrog_ally_and_the_black_council_are_not_played_by_a_balrog_players_opponent():
    """CoE 1.8.2: the two resources of the list are refused to a player with a Balrog opponent (in a game of three,
    any other player who is a Balrog player); against a Ringwraith player the rule does not refuse them (their own
    texts then decide: ``test_the_black_council_*``)."""
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.players import balrog_opponents
    ally = next(c for c in catalogue().versions("The Balrog") if c.type == "Resource")
    council = catalogue().versions("The Black Council")[0]
    for players, balrog, refused in ((("Alice", "Bob"), "Bob", True), (("Alice", "Bob"), None, False),
                                     (("Alice", "Bob", "Carol"), "Carol", True)):
        setup = Setup(*players[:2])
        if len(players) > 2:
            setup.player(players[2], "third")
        setup.alignment("Alice", "Ringwraith")
        if balrog:
            setup.alignment(balrog, "Balrog")
        state = setup.build().state
        for card in (ally, council):
            verdict = balrog_opponents.check_play(state, "Alice", card)
            assert (verdict is not None and verdict.code == "not-against-balrog") == refused
    avatar = next(c for c in catalogue().versions("The Balrog") if c.is_character)
    setup = Setup("Alice", "Bob")
    setup.alignment("Bob", "Balrog")
    assert balrog_opponents.check_play(setup.build().state, "Alice", avatar) is None


def _council(site="Minas Morgul", bob="Ringwraith", bobs=("Gorbag",), alices=("The Witch-king", "Perchen", "Lugdush"),
             phase=("organization",), apart=()):
    """Alice, a Ringwraith player, holds two copies of The Black Council; her company at ``site`` (and ``apart``, a
    second company of hers at Minas Morgul), Bob's (a player of ``bob``) at Dol Guldur: Perchen 2 points and Lugdush 1
    against Gorbag's 2, by default."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.alignment("Bob", bob)
    setup.company("Host", list(alices), site=site)
    if apart:
        setup.company("Band", list(apart), site="Minas Morgul")
    if bobs:
        setup.company("Hunters", list(bobs), site="Dol Guldur" if bob != "Wizard" else "Rivendell", owner="Bob")
    setup.hand("Alice", ["The Black Council", "a second The Black Council"])
    setup.set_phase(*phase)
    return setup.build()


def _council_play(game, which=0):
    from meccg_rules.engine.playing.actions import PlayEvent
    card = [i for i in game.state.cards.values() if i.name == "The Black Council" and i.zone == "hand"][which]
    return PlayEvent("Alice", card.id)


def test_the_black_council_goes_to_its_players_marshalling_point_pile_once_a_turn():
    from meccg_rules.engine.core.state import MP_PILE
    from meccg_rules.engine.end_of_game import scoring
    game = _council()
    assert scoring.current_total(game.state, "Alice") == 3
    game.apply(_council_play(game))
    both_pass(game)
    played = [i for i in game.state.cards.values() if i.name == "The Black Council" and i.zone == MP_PILE]
    assert len(played) == 1 and scoring.current_total(game.state, "Alice") == 4   # one miscellaneous point
    refused = game.check(_council_play(game))   # "Cannot be duplicated on a given turn"
    assert refused.code == "cannot-be-duplicated", refused
    game.state.turn.per_turn.clear()   # another turn: another copy may come
    assert game.check(_council_play(game))


def test_a_second_black_council_is_not_declared_in_answer_to_the_first():
    """Both would resolve this turn: the second copy is refused while the first is declared (g.cbd.1)."""
    from meccg_rules.engine.core.actions import Pass
    game = _council()
    game.apply(_council_play(game))
    game.apply(Pass("Bob"))
    refused = game.check(_council_play(game))
    assert refused.code == "cannot-be-duplicated", refused


@pytest.mark.parametrize("change, code", [
    ({"bobs": ("Gorbag", "Shagrat")}, "not-more-points"),            # 3 against 4
    ({"alices": ("The Witch-king", "Perchen")}, "not-more-points"),   # 2 against 2: not more
    ({"bob": "Wizard", "bobs": ("Aragorn II",)}, "opponent-not-ringwraith"),
    # away from a Darkhaven the Witch-king's company holds only Ringwraiths (CoE 2.II.2.1.R3): his points wait apart
    ({"site": "Dunnish Clan-hold", "alices": ("The Witch-king",), "apart": ("Perchen", "Lugdush")},
     "avatar-not-at-darkhaven"),
    ({"alices": ("Perchen", "Lugdush")}, "avatar-not-at-darkhaven"),   # no Ringwraith in play at all
    ({"phase": ("site", "Host")}, "wrong-phase"),
])
def test_the_black_council_asks_each_condition_of_its_text(change, code):
    game = _council(**change)
    refused = game.check(_council_play(game))
    assert refused.code == code, refused


def test_a_ringwraith_follower_waiting_for_his_ringwraith_is_not_your_ringwraith():
    """R5, R8: one left under no one's influence at a Darkhaven does not let The Black Council be played."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Host", ["Dwar the Ringwraith", "Perchen"], site="Minas Morgul")
    setup.uncontrolled("Dwar the Ringwraith")
    setup.hand("Alice", ["The Black Council"])
    setup.set_phase("organization")
    game = setup.build()
    refused = game.check(_council_play(game))
    assert refused.code == "avatar-not-at-darkhaven", refused
