"""Stage points and Stage resources (engine/players/stage.py): what the pages do not show."""
import pytest

from meccg_rules.engine.core.errors import NotModelledError
from meccg_rules.engine.core.zones import OUT_OF_PLAY
from meccg_rules.engine.players.stage import stage_points
from meccg_rules.engine.setup import Setup
from helpers import both_pass, setting_aside

# Inner Rot's and Rhosgobel's own texts take no part here: only the stage points they print; nor does Gandalf's,
# only his being in play as a host
_set_aside = setting_aside("Inner Rot", "Rhosgobel", "Gandalf")


def _pallando_with_hood():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Pallando", "Legolas"], site="The White Towers")
    return setup


def test_the_avatar_leaving_play_discards_his_players_stage_permanent_events_specific_to_him():
    """CoE 2.2.F1: Pallando eliminated, Alice's Pallando's Hood (Pallando specific) is discarded at once; her Bad
    Company (specific to no one) and Bob's Pallando's Hood stay."""
    from meccg_rules.engine.core.zones import DISCARD, IN_PLAY
    setup = _pallando_with_hood()
    setup.in_play("Pallando's Hood", owner="Alice")
    setup.in_play("Bad Company", owner="Alice")
    setup.in_play("a second Pallando's Hood", owner="Bob")
    game = setup.build()
    s = game.state
    assert stage_points(s, "Alice") == 1 + 2
    s.move(s.find("Pallando").id, OUT_OF_PLAY)
    hoods = {i.controller: i.zone for i in s.cards.values() if i.card.name == "Pallando’s Hood"}
    assert hoods == {"Alice": DISCARD, "Bob": IN_PLAY}
    assert s.find("Bad Company").zone == IN_PLAY and stage_points(s, "Alice") == 2


def test_a_hazard_with_stage_points_on_a_character_is_refused_where_the_total_is_asked():
    setup = _pallando_with_hood()
    setup.in_play("Inner Rot", on="Legolas")
    game = setup.build()
    with pytest.raises(NotModelledError, match="stage points a hazard"):
        stage_points(game.state, "Alice")


def test_a_site_gives_its_stage_points_only_while_a_company_of_its_player_is_there():
    # Rhosgobel (WH): "You receive the stage point if any of your companies are at this site."; only Radagast's
    # companies may use it, so Alice declared herself Radagast
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Radagast"
    setup.company("Travellers", ["Legolas"], site="Rhosgobel")
    game = setup.build()
    site = game.state.find("Rhosgobel")
    assert site.card.fact("stage_points") == 1
    assert stage_points(game.state, "Alice") == 1
    for company in game.state.companies.values():
        company.site = ""
    assert stage_points(game.state, "Alice") == 0


def test_guarded_haven_is_not_played_on_the_three_named_wizardhavens_and_is_never_drafted():
    """CRF 22, Guarded Haven's corrected text: "other than Isengard, The White Towers, or Rhosgobel" (a "not" about
    the site a card goes on is a target refused: ``invalid-target``), "May not be used as a starting stage card"."""
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.primitives.conditions import check_conditions
    from meccg_rules.engine.setup import Setup
    from meccg_rules.engine.start_of_game.starting_company import draftable
    guarded = catalogue().find("Guarded Haven")
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Keepers", ["Faramir"], site="Isengard")
    setup.company("Seekers", ["Anborn"], site="Weathertop")
    state = setup.build().state
    assert check_conditions(state, guarded, guarded.trait("playable_if"), state.find("Isengard").id).code \
        == "invalid-target"
    assert not check_conditions(state, guarded, guarded.trait("playable_if"), state.find("Weathertop").id)  # no haven
    assert draftable(state, "Alice", guarded).code == "not-a-starting-stage-card"


def test_stage_cards_built_from_existing_mechanics():
    """Bad Company and Wizard's Myrmidon cannot be duplicated by a given player (``cannot_be_duplicated = "by
    player"``); Double-dealing goes with its site as any card on a site (its only unmodelled clause before)."""
    from meccg_rules.engine.core.state import DISCARD, LOCATION_DECK
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Fallen-wizard")
    setup.company("Travellers", ["Faramir", "Anborn"], site="Isengard")
    setup.company("Others", ["Legolas"], site="The White Towers", owner="Bob")
    setup.in_play("Bad Company", owner="Alice")
    setup.in_play("Wizard's Myrmidon", on="Faramir")
    setup.in_play("Double-dealing", on="Isengard")
    setup.hand("Alice", ["a second Bad Company", "a second Wizard's Myrmidon"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "the second Bad Company")).code == "cannot-be-duplicated"
    assert game.check(PlayEvent("Alice", "the second Wizard's Myrmidon", "Anborn")).code == "cannot-be-duplicated"
    state = game.state
    dealing = state.find("Double-dealing")
    state.move(dealing.attached_to, LOCATION_DECK)
    assert dealing.zone == DISCARD
    from meccg_rules.engine.core.cards import catalogue
    for name in ("Bad Company", "Wizard's Myrmidon", "Double-dealing", "Great Ruse"):
        assert catalogue().get(name).status == "full"


def test_a_stage_resource_one_per_player_is_drafted_once():
    """Bad Company ("Cannot be duplicated by a given player"): a second copy is refused in the draft once the first
    is in play under its player; the other player may draft his own."""
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.setup import Setup
    from meccg_rules.engine.start_of_game.starting_company import draftable
    bad = catalogue().find("Bad Company")
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Fallen-wizard")
    setup.company("Keepers", ["Faramir"], site="Isengard")
    setup.in_play("Bad Company", owner="Alice")
    state = setup.build().state
    assert draftable(state, "Alice", bad).code == "cannot-be-duplicated"
    assert draftable(state, "Bob", bad)


def _fallen_wizard_scoring(in_play=(), bob_in_play=(), allies=False):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Aragorn II", "Legolas"], site="Isengard")
    setup.give("Legolas", ["Magic Ring of Lore", "Glamdring"])
    if allies:
        setup.give("Aragorn II", ["Bill the Pony"])
    for card in in_play:
        setup.in_play(card, owner="Alice")
    for card in bob_in_play:
        setup.in_play(card, owner="Bob")
    setup.free_council()
    return setup.build()


def test_stage_resources_make_ring_or_non_ring_items_worth_full_points_past_10_f1():
    """CoE 10.F1 keeps a change by a Stage resource: Blind to All Else (ring items), Legacy of Smiths (non-ring
    items); Magic Ring of Lore prints 3, Glamdring 2, each otherwise one point to a Fallen-wizard player."""
    from meccg_rules.engine.end_of_game.scoring import tally
    item = {(): 2, ("Blind to All Else",): 3 + 1, ("Legacy of Smiths",): 1 + 2,
            ("Blind to All Else", "Legacy of Smiths"): 3 + 2}
    for cards, points in item.items():
        assert tally(_fallen_wizard_scoring(cards).state, "Alice")["item"] == points, cards
    # another player's Stage resource changes nothing of Alice's points
    assert tally(_fallen_wizard_scoring(bob_in_play=("Blind to All Else",)).state, "Alice")["item"] == 2


def test_great_patron_sets_characters_printing_two_or_more_to_two():
    """Great Patron: Aragorn II (3) and Legolas (2) are each worth 2, not 10.F1's one; Bill the Pony, an ally
    printing 1, stays at 1; it leaves items alone."""
    from meccg_rules.engine.end_of_game.scoring import tally
    counted = tally(_fallen_wizard_scoring(allies=True).state, "Alice")
    assert (counted["character"], counted["ally"]) == (2, 1)
    counted = tally(_fallen_wizard_scoring(("Great Patron",), allies=True).state, "Alice")
    assert (counted["character"], counted["ally"], counted["item"]) == (4, 1, 2)


def test_legacy_of_smiths_is_playable_only_with_more_than_six_stage_points():
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.primitives.conditions import check_conditions
    legacy = catalogue().find("Legacy of Smiths")
    for others, allowed in ((("Great Patron", "Blind to All Else", "Bad Company"), False),   # 6 stage points
                            (("Great Patron", "Blind to All Else", "Bad Company", "Wizard's Trove"), True)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Fallen-wizard")
        setup.company("Travellers", ["Legolas"], site="Isengard")
        for card in others:
            setup.in_play(card, owner="Alice")
        setup.set_phase("organization")
        state = setup.build().state
        verdict = check_conditions(state, legacy, legacy.trait("playable_if"), None)
        assert bool(verdict) is allowed, (stage_points(state, "Alice"), verdict)
        if not allowed:
            assert verdict.code == "too-few-stage-points"


def test_the_point_changing_stage_resources_are_played_into_play_and_one_per_player():
    from meccg_rules.engine.core.state import IN_PLAY
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.in_play("Bad Company", owner="Alice")
    setup.in_play("Wizard's Trove", owner="Alice")
    setup.hand("Alice", ["Great Patron", "Blind to All Else", "Legacy of Smiths", "a second Great Patron"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "Legacy of Smiths")).code == "too-few-stage-points"   # 3 stage points
    for name in ("the first Great Patron", "Blind to All Else", "Legacy of Smiths"):   # 3, 5, then 7 stage points
        game.apply(PlayEvent("Alice", name))
        both_pass(game)
        assert game.state.find(name).zone == IN_PLAY
    assert game.check(PlayEvent("Alice", "the second Great Patron")).code == "cannot-be-duplicated"


@pytest.mark.parametrize("merrier", [True, False])
def test_a_merrier_world_gives_the_full_kill_points_of_the_hazards_his_companies_defeat(merrier):
    """A Merrier World: Assassin (2 kill points) in Alice's pile gives her 2, not CoE 10.F1's one; Legolas's items
    and his own points are not hazards defeated and stay at one."""
    from meccg_rules.engine.end_of_game.scoring import tally
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.give("Legolas", ["Glamdring"])
    setup.mp_pile("Alice", ["Assassin"])
    if merrier:
        setup.in_play("A Merrier World", owner="Alice")
    setup.free_council()
    counted = tally(setup.build().state, "Alice")
    assert (counted["kill"], counted["item"], counted["character"]) == (2 if merrier else 1, 1, 1)


def test_a_merrier_world_is_playable_only_with_more_than_seven_stage_points():
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    for card in ("Legacy of Smiths", "Bad Company", "Wizard's Trove"):   # 4 + 2 + 1 = 7 stage points
        setup.in_play(card, owner="Alice")
    setup.hand("Alice", ["A Merrier World", "Great Patron"])
    setup.set_phase("organization")
    game = setup.build()
    assert game.check(PlayEvent("Alice", "A Merrier World")).code == "too-few-stage-points"
    game.apply(PlayEvent("Alice", "Great Patron"))   # 9 stage points
    both_pass(game)
    assert game.check(PlayEvent("Alice", "A Merrier World"))


@pytest.mark.parametrize("merrier", [True, False])
def test_a_merrier_world_reaches_a_trophy_too(merrier):
    """Assassin (2 kill points) kept as a trophy by Muzgash is a hazard his company defeated: 2 with A Merrier World,
    one without (CoE 10.F1)."""
    from meccg_rules.engine.end_of_game.scoring import tally
    from meccg_rules.language.trophy_sentences import _setup_trophy
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Host", ["Muzgash"], site="Moria")
    _setup_trophy(setup, {"character": "Muzgash", "card": "Assassin"})
    if merrier:
        setup.in_play("A Merrier World", owner="Alice")
    state = setup.build().state
    assert state.find("Assassin").card.fact("marshalling_points") == 2
    assert tally(state, "Alice")["kill"] == (2 if merrier else 1)


@pytest.mark.parametrize("card", ["Bad Company", "Great Patron"])
def test_a_stage_permanent_event_stays_in_play_attached_to_nothing_or_not(card):
    """CoE 5.3: a permanent-event played stays in play until discarded, Bad Company though its entry attaches it to
    nothing (``card_events.stays_in_play``), as Great Patron, whose entry does."""
    from meccg_rules.engine.core.state import IN_PLAY
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.hand("Alice", [card])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", card))
    both_pass(game)
    assert game.state.find(card).zone == IN_PLAY


@pytest.mark.parametrize("phase", ["organization", "site"])
def test_a_stage_permanent_event_is_played_in_the_organization_phase_unless_its_text_says_otherwise(phase):
    """CoE 5.F1: A Merrier World only in the organization phase (``stage.check_play_phase``, the ``may play card``
    query); Mischief in a Mean Way, "playable during the site phase", only there, its text winning (CoE 9.4.3)."""
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Bree", origin="Rivendell")
    for card in ("Legacy of Smiths", "Bad Company", "Great Patron", "Blind to All Else"):   # 10 stage points
        setup.in_play(card, owner="Alice")
    setup.hand("Alice", ["A Merrier World", "Mischief in a Mean Way"])
    setup.set_phase(phase, *(["Travellers"] if phase == "site" else []))
    game = setup.build()
    bree = game.state.companies["Travellers"].site
    merrier = game.check(PlayEvent("Alice", "A Merrier World"))
    mischief = game.check(PlayEvent("Alice", "Mischief in a Mean Way", bree))
    if phase == "organization":
        assert merrier, merrier
        assert mischief.code == "wrong-phase" and "site phase only" in mischief.sentence
    else:
        assert merrier.code == "wrong-phase" and "CoE 5.F1" in merrier.sentence
        assert mischief, mischief


def _fallen_wizard_with_events(in_play=(), pile=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Saruman", "Legolas"], site="Isengard")
    for card in in_play:
        setup.in_play(card, owner="Alice")
    setup.mp_pile("Alice", list(pile))
    setup.free_council()
    return setup.build().state


@pytest.mark.parametrize("man_of_skill", [True, False])
def test_man_of_skill_makes_permanent_events_asking_information_worth_two(man_of_skill):
    """Man of Skill: That Ain't No Secret (its play asks for a site where Information is playable; 1 point, stored)
    is worth 2, not CoE 10.F1's one; Align Palantír (2 points, played on a Palantír, no Information) keeps one, and
    so does Scatha at Home, a hazard defeated (5 kill points)."""
    from meccg_rules.engine.end_of_game.scoring import points_of
    state = _fallen_wizard_with_events(("Man of Skill",) if man_of_skill else (),
                                       ("That Ain't No Secret", "Align Palantír", "Scatha at Home"))
    secret, align = state.find("That Ain't No Secret"), state.find("Align Palantír")
    assert (points_of(state, secret, "Alice"), points_of(state, align, "Alice")) == ((2, 1) if man_of_skill
                                                                                      else (1, 1))
    # a hazard permanent-event her companies defeated is no permanent-event of hers: one kill point, never asked
    assert points_of(state, state.find("Scatha at Home"), "Alice") == 1


def test_man_of_skill_refuses_a_permanent_event_whose_play_is_not_modelled():
    """Whether Dreams of Lore's play asks for an Information site is its unmodelled play clause: refused."""
    from meccg_rules.engine.end_of_game.scoring import tally
    state = _fallen_wizard_with_events(("Man of Skill",), ("Dreams of Lore",))
    with pytest.raises(NotModelledError, match="Dreams of Lore: a sage plays it"):
        tally(state, "Alice")


def test_that_aint_no_secret_is_played_on_an_untapped_character_where_information_is_playable():
    """Its play: in the site phase, on an untapped character at a site listing Information (Dimrill Dale, not
    Moria); the character taps, the site does not."""
    from meccg_rules.engine.playing.actions import PlayEvent
    from meccg_rules.engine.core.state import IN_PLAY
    for site, allowed in (("Dimrill Dale", True), ("Moria", False)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("Spies", ["Lugdush", "Muzgash"], site=site)
        setup.hand("Alice", ["That Ain't No Secret"])
        setup.set_phase("site", "Spies")
        setup.faced("Spies")
        game = setup.build()
        play = PlayEvent("Alice", "That Ain't No Secret", target="Lugdush")
        if not allowed:
            assert game.check(play).code == "not-playable-at-site"
            continue
        game.apply(play)
        both_pass(game)
        s = game.state
        assert s.find("That Ain't No Secret").zone == IN_PLAY
        assert s.find("Lugdush").tapped and not s.find(site).tapped


@pytest.mark.parametrize("tapped, phase", [(True, "site"), (False, "organization")])
def test_that_aint_no_secret_is_not_played_on_a_tapped_character_nor_outside_the_site_phase(tapped, phase):
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Spies", ["Lugdush", "Muzgash"], site="Dimrill Dale")
    setup.hand("Alice", ["That Ain't No Secret"])
    if tapped:
        setup.tap("Lugdush")
    setup.set_phase(phase, "Spies")
    if phase == "site":
        setup.faced("Spies")
    verdict = setup.build().check(PlayEvent("Alice", "That Ain't No Secret", target="Lugdush"))
    assert verdict.code == ("card-tapped" if tapped else "wrong-phase"), verdict


def _hunters(join_the_hunt=True, avatar=True):
    """Join the Hunt's company is its player's avatar's (Alatar's: the Fallen-wizard Alatar's own card is not
    modelled in play, so Saruman stands for the avatar here; the key is read of any avatar)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Hunters", ["Saruman", "Aragorn II"] if avatar else ["Aragorn II"], site="Isengard")
    setup.company("Others", ["Legolas"], site="Isengard")
    setup.give("Aragorn II", ["Glamdring", "Magic Ring of Lore", "Gwaihir", "Nenseldë the Wingild"])
    setup.give("Legolas", ["Orcrist", "Shadowfax"])
    if join_the_hunt:
        setup.in_play("Join the Hunt", owner="Alice")
    setup.free_council()
    return setup.build().state


@pytest.mark.parametrize("join_the_hunt", [True, False])
def test_join_the_hunt_gives_full_points_to_weapons_and_allies_with_prowess_in_the_avatars_company(join_the_hunt):
    """Join the Hunt: Glamdring (a weapon, 2) and Gwaihir (an ally with a prowess, 2) in the avatar's company count
    2 each; Orcrist and Shadowfax in another company and Nenseldë the Wingild (2, no prowess) keep 10.F1's one, and
    the ring (no weapon) is not reached (it scores 3 by Saruman's own ability)."""
    from meccg_rules.engine.end_of_game.scoring import full_points, points_of
    state = _hunters(join_the_hunt)
    full = 2 if join_the_hunt else 1
    expected = {"Glamdring": full, "Gwaihir": full, "Orcrist": 1, "Shadowfax": 1, "Nenseldë the Wingild": 1,
                "Magic Ring of Lore": 3}   # Saruman's own ability: his non-weapon items in full
    assert {name: points_of(state, state.find(name), "Alice") for name in expected} == expected
    assert not [full for full in full_points(state, state.find("Magic Ring of Lore"), "Alice") if full.keywords]


def test_join_the_hunt_does_nothing_without_the_avatar_in_the_company():
    from meccg_rules.engine.end_of_game.scoring import points_of
    state = _hunters(avatar=False)
    assert [points_of(state, state.find(name), "Alice") for name in ("Glamdring", "Gwaihir")] == [1, 1]


@pytest.mark.parametrize("on_gandalf", [True, False])
def test_give_welcome_makes_unique_non_characters_printing_one_worth_two_while_on_gandalf(on_gandalf):
    """Give Welcome to the Unexpected on Gandalf (``while_on``, as Grey Embassy): Shadowfax (unique, 1) and A
    Strident Spawn (a unique Stage card, 1) are worth 2; Gwaihir (unique, 2) is not reached, nor are Aragorn II (a
    character) and Noble Hound (1, not unique): those are what Gandalf's own ability makes them, his characters and
    hero allies in full (Gwaihir 2, Aragorn II 3, Noble Hound 1); off Gandalf it changes nothing."""
    from meccg_rules.engine.end_of_game.scoring import points_of
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Gandalf", "Aragorn II"], site="Isengard")
    setup.give("Aragorn II", ["Shadowfax", "Gwaihir", "Noble Hound"])
    setup.in_play("A Strident Spawn", owner="Alice")
    setup.in_play("Give Welcome to the Unexpected", on="Gandalf" if on_gandalf else None, owner="Alice")
    setup.free_council()
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    state = game.state
    two = 2 if on_gandalf else 1
    expected = {"Shadowfax": two, "A Strident Spawn": two, "Gwaihir": 2, "Aragorn II": 3, "Noble Hound": 1}
    assert {name: points_of(state, state.find(name), "Alice") for name in expected} == expected


@pytest.mark.parametrize("gandalf", [True, False])
def test_give_welcome_is_placed_on_gandalf_if_he_is_in_play_else_on_its_own(gandalf):
    """"Place this card on Gandalf if he is in play": played on him then, on its own only while he is not (the
    condition ``specific_avatar_away``, as Grey Embassy)."""
    from meccg_rules.engine.core.zones import IN_PLAY
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"] + (["Gandalf"] if gandalf else []), site="Isengard")
    setup.hand("Alice", ["Give Welcome to the Unexpected"])
    setup.set_phase("organization")
    game = setup.build()
    game.state.fallen_wizards["Alice"] = "Gandalf"
    if gandalf:
        assert game.check(PlayEvent("Alice", "Give Welcome to the Unexpected")).code == "avatar-in-play"
        game.apply(PlayEvent("Alice", "Give Welcome to the Unexpected", "Gandalf"))
    else:
        game.apply(PlayEvent("Alice", "Give Welcome to the Unexpected"))
    both_pass(game)
    welcome = game.state.find("Give Welcome to the Unexpected")
    assert welcome.zone == IN_PLAY
    assert welcome.attached_to == (game.state.find("Gandalf").id if gandalf else None)


def _shameful(deeds=True, pile=(), declared="Saruman"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = declared   # "Alice's declared Fallen-wizard is ..." (CoE 1.8.F1)
    setup.company("Travellers", ["Legolas"], site="Isengard")
    if deeds:
        setup.in_play("Shameful Deeds", owner="Alice")
    setup.mp_pile("Alice", list(pile))
    setup.free_council()
    return setup.build().state


@pytest.mark.parametrize("deeds", [True, False])
def test_shameful_deeds_makes_hazards_with_an_asterisk_attack_normally(deeds):
    """Durin's Folk ("2*": detainment against hero companies, which a Fallen-wizard's companies are when detainment
    is decided, CoE 2.IV.vii.F1) attacks normally while Shameful Deeds is Alice's; Assassin, no asterisk, is
    unchanged (normal either way), and Bob's Shameful Deeds would not touch Alice's companies."""
    from meccg_rules.engine.combat.detainment import creature_detains
    from meccg_rules.engine.core.cards import catalogue
    state = _shameful(deeds)
    company = state.company_of(state.find("Legolas").id).id
    assert creature_detains(state, catalogue().find("Durin's Folk"), company, "") is not deeds
    assert creature_detains(state, catalogue().find("Assassin"), company, "") is False


def test_shameful_deeds_of_another_player_leaves_detainment_alone():
    from meccg_rules.engine.combat.detainment import creature_detains
    from meccg_rules.engine.core.cards import catalogue
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.alignment("Bob", "Fallen-wizard")
    setup.company("Travellers", ["Legolas"], site="Isengard")
    setup.company("Others", ["Gimli"], site="Isengard", owner="Bob")
    setup.in_play("Shameful Deeds", owner="Bob")
    state = setup.build().state
    company = state.company_of(state.find("Legolas").id).id
    assert creature_detains(state, catalogue().find("Durin's Folk"), company, "") is True


def test_a_hazard_with_an_asterisk_defeated_under_shameful_deeds_gives_its_full_kill_points():
    """Durin's Folk (2 kill points) defeated while Shameful Deeds is Alice's is marked and gives her 2, not CoE 10.F1's
    one, even once Shameful Deeds has left play; one not so marked gives the one; Assassin (2, no asterisk) gives
    nothing while Shameful Deeds is in play, and 10.F1's one without it."""
    from meccg_rules.engine.combat import asterisk_hazards
    from meccg_rules.engine.core.zones import DISCARD
    from meccg_rules.engine.end_of_game.scoring import points_of
    state = _shameful(pile=("Durin's Folk", "Assassin"))
    folk, assassin = state.find("Durin's Folk"), state.find("Assassin")
    assert [points_of(state, i, "Alice") for i in (folk, assassin)] == [1, 0]
    asterisk_hazards.defeated(state, folk.id, "Alice")
    assert folk.full_kill_points and points_of(state, folk, "Alice") == 2
    state.move(state.find("Shameful Deeds").id, DISCARD)
    assert [points_of(state, i, "Alice") for i in (folk, assassin)] == [2, 1]


def test_a_hazard_with_an_asterisk_is_not_marked_without_shameful_deeds():
    from meccg_rules.engine.combat import asterisk_hazards
    state = _shameful(deeds=False, pile=("Durin's Folk",))
    asterisk_hazards.defeated(state, state.find("Durin's Folk").id, "Alice")
    assert not state.find("Durin's Folk").full_kill_points


@pytest.mark.parametrize("declared, others, code", [
    ("Saruman", ("Legacy of Smiths", "Bad Company", "Wizard's Trove"), None),   # 7 stage points
    ("Saruman", ("Legacy of Smiths", "Bad Company"), "too-few-stage-points"),   # 6
    ("Alatar", ("Legacy of Smiths", "Bad Company", "Wizard's Trove"), "specific-card")])
def test_shameful_deeds_is_played_by_a_fallen_wizard_other_than_alatar_with_more_than_six_stage_points(
        declared, others, code):
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = declared   # "Alice's declared Fallen-wizard is ..." (CoE 1.8.F1)
    setup.company("Travellers", ["Legolas"], site="Isengard")
    for card in others:
        setup.in_play(card, owner="Alice")
    setup.hand("Alice", ["Shameful Deeds"])
    setup.set_phase("organization")
    verdict = setup.build().check(PlayEvent("Alice", "Shameful Deeds"))
    assert (verdict.code if not verdict else None) == code, verdict


@pytest.mark.parametrize("deeds, kill", [(True, 2), (False, 0)])
def test_durins_folk_defeated_under_shameful_deeds_is_scored_in_full(deeds, kill):
    """The whole course: with Shameful Deeds, Durin's Folk attacks Alice's company normally; defeated, it goes to her
    pile (its text wins over CoE 3.v.F1's removal from play) and gives its 2 kill points. Without it the attack is
    detainment and the creature is discarded: nothing."""
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    lines = ["Setup", "  Alice is the resource player.", "  Bob is the hazard player.",
             "  Alice is a Fallen-wizard player.", "  Alice's declared Fallen-wizard is Saruman.",
             "  Company Fellowship has moved from Lórien to Moria: Aragorn II, Legolas, Gimli.",
             *(["  Alice's Shameful Deeds is in play."] if deeds else []),
             "  Bob holds Durin's Folk.", "  It is the movement/hazard phase of Fellowship.",
             "Play", "  Bob plays Durin's Folk keyed to Wilderness.", "  Both players pass.",
             *(f"  Alice assigns a strike to {name}." for name in ("Aragorn II", "Legolas", "Gimli")),
             *(line for name in ("Aragorn II", "Legolas", "Gimli")
               for line in (f"  Alice resolves {name}'s strike.", f"  Alice rolls 12 for {name}'s strike.")),
             "Expect", f"  Alice has {kill} kill points.",
             "  Durin's Folk is in Alice's marshalling point pile." if deeds else
             "  Durin's Folk is in Bob's discard pile."]
    run_block(parse_block("\n".join(lines) + "\n", "test.md", 1))


@pytest.mark.parametrize("deeds", [True, False])
def test_a_starred_creature_defeated_by_a_stated_outcome_under_shameful_deeds_is_scored_in_full(deeds):
    """The stated outcome ("Fellowship defeats Galadhrim", site_phase/defeats.py) marks the creature as a fought
    attack does: Galadhrim (2*) revealed on-guard at the Ettenmoors and so defeated while Shameful Deeds is Alice's
    goes to her pile with its 2 kill points; without it, CoE 3.v.F1 removes it from play."""
    from meccg_rules.language.execute import run_block
    from meccg_rules.language.scenario import parse_block
    lines = ["Setup", "  Alice is the resource player.", "  Bob is the hazard player.",
             "  Alice is a Fallen-wizard player.", "  Alice's declared Fallen-wizard is Saruman.",
             "  Company Fellowship has moved from Rivendell to Ettenmoors: Aragorn II, Legolas.",
             *(["  Alice's Shameful Deeds is in play."] if deeds else []),
             "  Bob has Galadhrim on-guard on Fellowship.",
             "Play", "  Bob reveals Galadhrim on-guard.", "  Fellowship defeats the automatic-attacks.",
             "  Fellowship defeats Galadhrim.",
             "Expect", f"  Alice has {2 if deeds else 0} kill points.",
             "  Galadhrim is in Alice's marshalling point pile." if deeds else
             "  Galadhrim is in Bob's out-of-play pile."]
    run_block(parse_block("\n".join(lines) + "\n", "test.md", 1))


def test_give_welcome_played_while_gandalf_is_not_in_play_stays_on_its_own_and_changes_nothing():
    """Alice declared Gandalf, who is not in play: Give Welcome to the Unexpected comes into play on its own (its
    "Place this card on Gandalf if he is in play"), so Shadowfax (unique, 1) keeps its one point."""
    from meccg_rules.engine.core.state import IN_PLAY
    from meccg_rules.engine.end_of_game.scoring import points_of
    from meccg_rules.engine.playing.actions import PlayEvent
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.state.fallen_wizards["Alice"] = "Gandalf"   # "Alice's declared Fallen-wizard is Gandalf." (CoE 1.8.F1)
    setup.company("Travellers", ["Aragorn II"], site="Isengard")
    setup.give("Aragorn II", ["Shadowfax"])
    setup.hand("Alice", ["Give Welcome to the Unexpected"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "Give Welcome to the Unexpected"))
    both_pass(game)
    s = game.state
    welcome = s.find("Give Welcome to the Unexpected")
    assert (welcome.zone, welcome.attached_to) == (IN_PLAY, None)
    assert points_of(s, s.find("Shadowfax"), "Alice") == 1
