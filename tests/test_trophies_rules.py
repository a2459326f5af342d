"""Trophies (trophies.py, CoE 3.IV) and detainment by the attacked company (detainment.py, CoE 3.II.2-3.II.4)."""
import pytest
from helpers import both_pass, setting_aside

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, TakeTrophy
from meccg_rules.engine.core.actions import Discard, Roll
from meccg_rules.engine.hazards.actions import DoneHazards
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.combat import strikes as combat, detainment, trophies
from meccg_rules.engine.organization import control
from meccg_rules.engine.end_of_game import scoring
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.players import alignments
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, MP_PILE, OUT_OF_PLAY

# these tests exercise other rules with these cards; what of their text is not modelled takes no part in them
_set_aside = setting_aside("Barad-dûr", "Elves upon Errantry", "Minas Morgul", "Saruman the Wise", "Shelob", "The Under-gates", "The Under-leas")


def _fight(alignment, characters, creature="Orc-patrol", keyed="Wilderness", rolls=12, origin="Dol Guldur",
           site="Moria"):
    """Alice's company (of ``alignment``) beats every strike of Bob's ``creature`` with rolls of ``rolls``."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", list(characters), site=site, origin=origin)
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, keyed))
    both_pass(game)
    for name in characters:
        if game.state.combat.step == "assign":
            game.apply(AssignStrike("Alice", name))
    for name in characters:
        if game.state.combat is None:
            break
        if game.state.combat.strike_of(game.state.find(name).id) is None:
            continue
        game.apply(ChooseStrike("Alice", name))
        game.apply(Roll("Alice", rolls, f"{name}'s strike"))
        if game.state.pending is not None and "body check" in game.state.pending.purpose:
            game.apply(Roll("Alice", 12, game.state.pending.purpose))
    return game


def test_an_orc_that_faced_a_strike_keeps_the_defeated_creature():
    game = _fight("Ringwraith", ["Shagrat", "Lagduf"])
    assert game.state.find("Orc-patrol").zone == OUT_OF_PLAY      # no star: removed from play (CoE 3.v.R1)
    game.apply(TakeTrophy("Alice", "Orc-patrol", "Shagrat"))
    trophy = game.state.find("Orc-patrol")
    assert (trophy.zone, trophy.attached_to, trophy.controller, trophy.trophy) == \
        (IN_PLAY, game.state.find("Shagrat").id, "Alice", trophies.DEFEATED)
    assert scoring.tally(game.state, "Alice")["kill"] == 0          # worth what it was worth: nothing


def test_the_offer_ends_with_the_next_action():
    game = _fight("Ringwraith", ["Shagrat", "Lagduf"])
    game.apply(DoneHazards("Bob"))
    verdict = game.check(TakeTrophy("Alice", "Orc-patrol", "Shagrat"))
    assert verdict.code == "no-trophy-offered"


def test_only_orcs_and_trolls_that_faced_a_strike_keep_trophies():
    game = _fight("Ringwraith", ["Shagrat", "Old Troll", "Ill-favoured Fellow"])
    assert game.check(TakeTrophy("Alice", "Orc-patrol", "Ill-favoured Fellow")).code == "trophy-keeper"  # Half-orc
    assert game.check(TakeTrophy("Alice", "Orc-patrol", "Old Troll"))     # a Troll
    assert game.check(TakeTrophy("Alice", "Orc-patrol", "Shagrat"))
    assert game.check(TakeTrophy("Bob", "Orc-patrol", "Shagrat")).code == "wrong-player"
    men = _fight("Ringwraith", ["Shagrat", "Asternak", "Lagduf"])
    assert men.check(TakeTrophy("Alice", "Orc-patrol", "Asternak")).code == "trophy-keeper"   # a Man


def test_a_character_that_did_not_face_a_strike_does_not_keep_it():
    game = _fight("Ringwraith", ["Shagrat", "Lagduf", "Radbug", "Muzgash"])   # three strikes, four Orcs
    faced = game.state.trophy_offer[2]
    idle = next(c for c in ("Shagrat", "Lagduf", "Radbug", "Muzgash") if game.state.find(c).id not in faced)
    assert game.check(TakeTrophy("Alice", "Orc-patrol", idle)).code == "trophy-keeper"


def test_an_attack_not_defeated_offers_no_trophy():
    game = _fight("Ringwraith", ["Shagrat", "Lagduf"], rolls=2)
    assert game.state.trophy_offer is None


@pytest.mark.parametrize("alignment, creature, kill", [
    ("Ringwraith", "Orc-patrol", 0), ("Ringwraith", "Elves upon Errantry", 1),
    ("Fallen-wizard", "Orc-patrol", 1), ("Fallen-wizard", "Elves upon Errantry", 0),
    ("Balrog", "Elves upon Errantry", 1), ("Wizard", "Orc-patrol", 1)])
def test_a_trophy_is_worth_what_the_creature_would_have_been(alignment, creature, kill):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", ["Shagrat"], site="Moria")
    game = setup.build()
    from meccg_rules.language.trophy_sentences import _setup_trophy
    _setup_trophy(setup, {"character": "Shagrat", "card": creature})
    assert scoring.tally(game.state, "Alice")["kill"] == kill


def _with_trophies(alignment, character, creatures):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", [character], site="Moria")
    from meccg_rules.language.trophy_sentences import _setup_trophy
    for name in creatures:
        _setup_trophy(setup, {"character": character, "card": name})
    return setup.build()


@pytest.mark.parametrize("creatures, di, prowess", [
    ((), 0, 0), (("Orc-patrol",), 1, 0), (("Orc-patrol", "Cave-drake"), 1, 1),
    (("Orc-patrol", "Galadhrim"), 2, 1), (("Galadhrim", "Galadhrim"), 2, 2), (("Saruman the Wise",), 2, 2)])
def test_bonuses_follow_the_printed_points(creatures, di, prowess):
    names = [n if i == 0 or n not in creatures[:i] else f"a second {n}" for i, n in enumerate(creatures)]
    game = _with_trophies("Fallen-wizard", "Muzgash", names)     # printed points count, worth nothing or not
    s = game.state
    muzgash = s.find("Muzgash").id
    assert trophies.bonuses(s, muzgash) == (di, prowess)
    assert control.unused_direct_influence(s, muzgash) == di
    assert combat.prowess(s, muzgash)[0] == 4 + prowess


def test_the_prowess_bonus_stops_at_nine():
    game = _with_trophies("Ringwraith", "Lieutenant of Morgul", ["Saruman the Wise"])   # prowess 8
    assert combat.prowess(game.state, game.state.find("Lieutenant of Morgul").id)[0] == 9


@pytest.mark.parametrize("alignment, creature, zone", [
    ("Fallen-wizard", "Orc-patrol", MP_PILE), ("Ringwraith", "Orc-patrol", OUT_OF_PLAY),
    ("Ringwraith", "Elves upon Errantry", MP_PILE), ("Fallen-wizard", "Elves upon Errantry", OUT_OF_PLAY)])
def test_a_discarded_trophy_scores_or_leaves_play(alignment, creature, zone):
    game = _with_trophies(alignment, "Shagrat", [creature])
    s = game.state
    s.move(s.find("Shagrat").id, DISCARD)          # its bearer leaves play: what he holds is discarded
    trophy = s.find(creature)
    assert trophy.zone == zone and not trophy.trophy
    assert trophy.controller == ("Alice" if zone == MP_PILE else "Bob")
    assert scoring.tally(s, "Alice")["kill"] == (1 if zone == MP_PILE else 0)


def test_characters_are_never_trophies():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat"], site="Bree")
    setup.agent("Bob", "Bill Ferny", "Bree", face_down=False)
    game = setup.build()
    assert game.check(TakeTrophy("Alice", "Bill Ferny", "Shagrat")).code == "character-trophy"


# ------------------------------------------------------------------ detainment by the company attacked
def _attack(alignment, characters, creature, keyed, origin, site, via=None):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", list(characters), site=site, origin=origin, via=via)
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, keyed))
    both_pass(game)
    return game.state.combat.attack, game


@pytest.mark.parametrize("alignment, keyed, detains", [
    ("Wizard", "Dark-domain", False), ("Ringwraith", "Dark-domain", True), ("Balrog", "Dark-domain", True),
    ("Ringwraith", "Wilderness", False), ("Fallen-wizard", "Dark-domain", False)])
def test_minion_companies_are_detained_by_dark_keying(alignment, keyed, detains):
    characters = ["Shagrat"] if alignment != "Wizard" else ["Aragorn II"]
    attack, _ = _attack(alignment, characters, "Orc-patrol", keyed, "Dol Guldur", "Moria",
                        via=["Southern Mirkwood", "Anduin Vales", "Wold & Foothills", "Redhorn Gate"])
    assert attack.detainment is detains


def test_a_shadow_land_detains_only_orcs_trolls_undead_and_men():
    attack, _ = _attack("Ringwraith", ["Shagrat"], "Lesser Spiders", "Shadow-land", "Dol Guldur", "Moria")
    assert attack.detainment is False
    attack, _ = _attack("Ringwraith", ["Shagrat"], "Orc-patrol", "Shadow-land", "Dol Guldur", "Moria")
    assert attack.detainment is True


def test_detainment_against_hero_companies_spares_minion_ones():
    setup = Setup("Alice", "Bob")
    setup.company("Heroes", ["Aragorn II"], site="Moria")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Orcs", ["Shagrat", "Radbug"], site="Moria", owner="Bob")
    game = setup.build()
    galadhrim = catalogue().get("Galadhrim")   # detainment and -2 prowess against hero companies
    assert detainment.creature_detains(game.state, galadhrim, "Heroes", "Wold & Foothills")
    assert not detainment.creature_detains(game.state, galadhrim, "Orcs", "Wold & Foothills")
    assert detainment.prowess_change(game.state, galadhrim, "Heroes") == -2
    assert detainment.prowess_change(game.state, galadhrim, "Orcs") == 0


def test_a_covert_company_holds_no_orc_troll_or_balrog():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Men", ["Asternak"], site="Moria")
    setup.company("Orcs", ["Shagrat"], site="Moria")
    setup.company("Half", ["Ill-favoured Fellow", "a second Asternak"], site="Bree")   # a Half-orc beside a Man
    setup.company("Mixed", ["Squint-eyed Brute", "Lieutenant of Morgul"], site="Bree")
    game = setup.build()
    assert not detainment.overt(game.state, "Men")
    assert detainment.overt(game.state, "Orcs")
    assert not detainment.overt(game.state, "Half")
    assert detainment.overt(game.state, "Mixed")


@pytest.mark.parametrize("site, detains", [("Moria", False), ("Mount Gundabad", True)])
def test_some_minion_sites_make_creatures_played_there_attack_normally(site, detains):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat"], site=site)
    game = setup.build()
    orc_patrol = catalogue().get("Orc-patrol")      # keyed to a Shadow-hold: detainment (CoE 3.II.2.R1)
    assert detainment.creature_detains(game.state, orc_patrol, "Host", "Shadow-hold") is detains


def _shelob_at_minas_morgul(alignment, moving):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", ["Shagrat"] if alignment != "Wizard" else ["Aragorn II"], site="Minas Morgul",
                  origin=("Lórien" if alignment == "Wizard" else "Dol Guldur") if moving else None)
    setup.hand("Bob", ["Shelob"])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Shelob", "Minas Morgul"))
    both_pass(game)
    return game


@pytest.mark.parametrize("alignment, detains", [("Ringwraith", True), ("Wizard", False)])
def test_an_attack_keyed_to_a_darkhaven_by_name_is_detainment(alignment, detains):
    # a Spider: the Shadow-land rule does not apply
    game = _shelob_at_minas_morgul(alignment, moving=True)
    assert game.state.combat.attack.detainment is detains


@pytest.mark.parametrize("alignment, moving, cancelled", [
    ("Ringwraith", False, True), ("Balrog", False, False), ("Ringwraith", True, False)])
def test_a_darkhaven_cancels_attacks_only_on_a_minion_company_at_it(alignment, moving, cancelled):
    # a Balrog player's Minas Morgul is the Balrog Dark-hold, not a Darkhaven with that text
    game = _shelob_at_minas_morgul(alignment, moving)
    assert (game.state.combat is None) is cancelled
    assert (game.state.find("Shelob").zone == DISCARD) is cancelled


# ------------------------------------------------------------------ thieving attacks (thieving.py)
def _robbed(creature, keyed, strike_to, holdings, alignment="Ringwraith"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", ["Shagrat", "Lagduf"], site="Moria", origin="Dol Guldur",
                  via=["Southern Mirkwood", "Anduin Vales", "Wold & Foothills", "Redhorn Gate"])
    from meccg_rules.language.trophy_sentences import _setup_trophy
    for character, cards in holdings.items():
        for name in cards:
            if name in ("Orc-patrol", "Elves upon Errantry"):
                _setup_trophy(setup, {"character": character, "card": name})
            else:
                setup.give(character, [name])
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, keyed))
    both_pass(game)
    game.apply(AssignStrike("Alice", strike_to))
    game.apply(ChooseStrike("Alice", strike_to))
    game.apply(Roll("Alice", 2, f"{strike_to}'s strike"))
    return game


def test_a_thief_takes_an_item_of_the_company_and_harms_no_one():
    game = _robbed("Thief", "Border-land", "Lagduf", {"Shagrat": ["Dagger of Westernesse"]})
    s = game.state
    assert not s.find("Lagduf").wounded and not s.chains
    assert s.pending is not None and s.pending.player == "Alice"
    game.apply(Discard("Alice", "Dagger of Westernesse"))
    assert s.find("Dagger of Westernesse").zone == DISCARD and s.pending is None


def test_a_pick_pocket_takes_only_what_the_character_bears():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat", "Lagduf"], site="Dale", origin="Dol Guldur")
    setup.give("Shagrat", ["Dagger of Westernesse"])
    from meccg_rules.language.trophy_sentences import _setup_trophy
    _setup_trophy(setup, {"character": "Lagduf", "card": "Orc-patrol"})
    setup.hand("Bob", ["Pick-pocket"])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Pick-pocket", "Border-hold"))
    both_pass(game)
    game.apply(AssignStrike("Bob", "Lagduf"))       # the attacker chooses
    game.apply(ChooseStrike("Alice", "Lagduf"))
    game.apply(Roll("Alice", 2, "Lagduf's strike"))
    assert game.check(Discard("Alice", "Dagger of Westernesse")).code == "not-stolen-item"
    game.apply(Discard("Alice", "Orc-patrol"))
    assert game.state.find("Orc-patrol").zone == OUT_OF_PLAY    # worth nothing to a Ringwraith player


def test_a_trophy_satisfies_a_thief_and_goes_to_its_pile():
    game = _robbed("Thief", "Border-land", "Shagrat", {"Shagrat": ["Elves upon Errantry"],
                                                       "Lagduf": ["Dagger of Westernesse"]})
    assert game.check(Discard("Alice", "Thief")).code == "not-stolen-item"
    game.apply(Discard("Alice", "Elves upon Errantry"))
    s = game.state
    assert s.find("Elves upon Errantry").zone == MP_PILE and scoring.tally(s, "Alice")["kill"] == 1
    assert s.find("Dagger of Westernesse").zone == IN_PLAY


def test_with_nothing_to_take_a_thief_does_nothing():
    game = _robbed("Thief", "Border-land", "Shagrat", {})
    s = game.state
    assert s.pending is None and not s.find("Shagrat").wounded


def test_the_offer_is_among_the_legal_actions():
    game = _fight("Ringwraith", ["Shagrat", "Asternak", "Lagduf"])
    offered = [a for a in game.legal_actions() if isinstance(a, TakeTrophy)]
    keepers = {game.state.cards[a.character].name for a in offered}
    assert keepers == {"Shagrat", "Lagduf"}                 # Asternak, a Man, faced a strike too


def test_a_trophy_is_neither_transferred_nor_stored():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat", "Gorbag"], site="Minas Morgul")
    from meccg_rules.language.trophy_sentences import _setup_trophy
    _setup_trophy(setup, {"character": "Shagrat", "card": "Orc-patrol"})
    setup.set_phase("organization")
    game = setup.build()
    from meccg_rules.engine.organization.actions import StoreItem, TransferItem
    assert game.check(TransferItem("Alice", "Orc-patrol", "Gorbag")).code == "trophy-kept"
    assert game.check(StoreItem("Alice", "Orc-patrol")).code == "trophy-kept"


def test_balrog_sites_keep_their_own_text():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Deep", ["Azog"], site="The Under-gates")
    setup.company("Host", ["Bolg"], site="Minas Morgul")          # the Balrog Dark-hold: creatures attack normally
    game = setup.build()
    s = game.state
    from meccg_rules.engine.players.alignments import protecting_darkhaven
    assert protecting_darkhaven(s, s.companies["Deep"]) is not None
    assert detainment.creature_detains(s, catalogue().get("Orc-patrol"), "Deep", "The Under-gates")
    assert not detainment.creature_detains(s, catalogue().get("Orc-patrol"), "Host", "Dark-hold")
    assert not detainment.creature_detains(s, catalogue().get("Indûr Dawndeath"), "Host", "Minas Morgul")
    moria = Setup("Alice", "Bob")
    moria.alignment("Alice", "Ringwraith")
    moria.company("Host", ["Shagrat"], site="Moria")             # the minion Moria: Nazgûl still detain
    assert detainment.creature_detains(moria.build().state, catalogue().get("Indûr Dawndeath"), "Host", "Moria")


@pytest.mark.parametrize("characters, overt", [(["Shagrat"], True), (["Beretar"], False)])
def test_a_fallen_wizards_companies_are_hero_companies_for_detainment(characters, overt):
    # CoE 2.IV.vii.F1: covert or overt, a Fallen-wizard's company is a hero company when deciding detainment; for
    # the other effects of a hazard, only his covert company is
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Band", characters, site="Bree")
    game = setup.build()
    galadhrim = catalogue().get("Galadhrim")   # detainment and -2 prowess against hero companies
    assert detainment.overt(game.state, "Band") is overt
    assert detainment.creature_detains(game.state, galadhrim, "Band", "Rhudaur")
    assert detainment.prowess_change(game.state, galadhrim, "Band") == (0 if overt else -2)
    elf_lord = catalogue().get("Elf-lord Revealed in Wrath")   # detainment against hero companies
    assert detainment.creature_detains(game.state, elf_lord, "Band", "Rhudaur")


@pytest.mark.parametrize("alignment, creature, zone", [
    ("Wizard", "Orc-patrol", MP_PILE), ("Ringwraith", "Elves upon Errantry", MP_PILE)])
def test_a_wizard_player_removes_a_starred_creature_he_defeats(alignment, creature, zone):
    # CoE 3.v.W1: a Wizard player's defeated creature with a star is removed from play, not scored
    characters = ["Aragorn II", "Legolas"] if alignment == "Wizard" else ["Shagrat", "Lagduf"]
    game = _fight(alignment, characters, creature=creature, origin="Lórien" if alignment == "Wizard" else
                  "Dol Guldur")
    assert game.state.find(creature).zone == zone


def test_a_wizard_players_starred_creature_defeated_is_removed_from_play():
    # the starred creatures a Wizard player meets all detain him or may not be played against him (Elves upon
    # Errantry: minion companies only), so the rule is asked directly of a starred creature in play
    setup = Setup("Alice", "Bob")
    setup.company("Host", ["Aragorn II"], site="Rivendell")
    setup.in_play("Elves upon Errantry", owner="Bob")
    state = setup.build().state
    assert alignments.removed_when_defeated(state, "Alice", state.find("Elves upon Errantry"))
    assert not alignments.removed_when_defeated(state, "Alice", state.find("Aragorn II"))


def test_a_defeated_ahunt_is_scored_whatever_its_star():
    # the star rules of CoE 3.v name creatures; a Dragon's Ahunt long-event goes to the pile (g.man.3), so as a
    # trophy it is worth its points to a Ringwraith player too (3.IV.2)
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Lieutenant of Angmar"], site="Moria")
    from meccg_rules.language.trophy_sentences import _setup_trophy
    _setup_trophy(setup, {"character": "Lieutenant of Angmar", "card": "Smaug Ahunt"})
    game = setup.build()
    assert scoring.tally(game.state, "Alice")["kill"] == 5


@pytest.mark.parametrize("alignment, site, creature, detains", [
    ("Balrog", "Cirith Ungol", "Orc-patrol", False), ("Balrog", "Barad-dûr", "Indûr Dawndeath", False),
    ("Balrog", "The Under-leas", "Orc-patrol", False), ("Ringwraith", "The Under-leas", "Orc-patrol", False),
    ("Ringwraith", "The Under-leas", "Indûr Dawndeath", True), ("Ringwraith", "The Under-gates", "Orc-patrol", False),
    ("Ringwraith", "Cirith Ungol", "Orc-patrol", True)])
def test_every_site_whose_text_says_so_makes_creatures_attack_normally(alignment, site, creature, detains):
    # the Balrog Dark-holds and Shadow-holds: every creature keyed to them; the minion Under-deeps Shadow-holds The
    # Under-gates and The Under-leas: creatures other than Nazgûl (their card texts); the minion Cirith Ungol has no
    # such text
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Host", ["Shagrat"], site=site)
    game = setup.build()
    assert detainment.creature_detains(game.state, catalogue().get(creature), "Host", site) is detains
