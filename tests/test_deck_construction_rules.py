"""Deck construction (CoE 1.3-1.8; CRF 22, Rulings by Term: Agent, Fallen-wizard, Manifestations, MELE vs. METW,
Ringwraith, Sideboard, Wizard): ``deck_construction.breaches``."""
import pytest

from meccg_rules.engine.start_of_game import deck_construction as D
from meccg_rules.engine.core.errors import REASONS, InputError, NotModelledError
from meccg_rules.engine.setup import Setup


def deck(play=(), side=(), pool=(), alignment=None, filler=True, opponent=(), length=None, versions=(),
         declared=None, player="Alice"):
    """The codes of the rules ``player``'s deck breaks; ``filler`` adds 30 resources and 30 hazards, 12 creatures."""
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment(player, alignment)
    if opponent:
        setup.deck("Bob" if player == "Alice" else "Alice", list(opponent))
    if play:
        setup.deck(player, list(play))
    if side:
        setup.sideboard(player, list(side))
    if pool:
        setup.pool(player, list(pool))
    for name, word in versions:
        setup.version(name, word)
    if length:
        setup.length(length)
    if declared:
        D.declare_fallen_wizard(setup.state, player, setup.card(declared, player))
    if filler:
        D.add_filler(setup.state, player, resources=30, hazards=30, creatures=12)
    return [b.code for b in D.breaches(setup.state, player)]


def test_every_code_has_a_reason():
    from meccg_rules.language.deck_sentences import DECK_CODES
    assert all(code in REASONS for code in DECK_CODES)


def test_an_empty_deck_breaks_the_play_deck_sizes_only():
    assert deck(filler=False) == ["deck-resources", "deck-creatures"]


def test_filler_alone_is_a_legal_deck():
    assert deck() == []


def test_resources_and_hazards_must_balance_and_stay_between_30_and_50():
    assert deck(play=["Glamdring"]) == ["deck-hazards"]
    assert deck(play=["Glamdring", "Orc-patrol"]) == []
    assert deck(play=["Glamdring"], filler=False) == ["deck-resources", "deck-hazards", "deck-creatures"]


def test_a_card_playable_as_resource_or_hazard_counts_as_either():
    assert deck(play=["Twilight"]) == ["deck-hazards"]   # 30 and 31 whichever side Twilight counts on
    assert deck(play=["Twilight", "a second Twilight"]) == []
    assert deck(play=["Glamdring", "Twilight"]) == []


def test_half_creatures_round_down():
    setup = Setup("Alice", "Bob")
    setup.deck("Alice", ["Smaug Ahunt", "Shelob"])
    D.add_filler(setup.state, "Alice", resources=32, hazards=30, creatures=10)
    assert [b.code for b in D.breaches(setup.state, "Alice")] == ["deck-creatures"]   # 10 + 2 halves = 11
    setup.deck("Alice", ["Ghouls"])
    D.add_filler(setup.state, "Alice", resources=1)
    assert [b.code for b in D.breaches(setup.state, "Alice")] == []                   # 11 + 1


def test_ten_non_avatar_characters_agents_counting_for_ringwraith_players_only():
    ten = ["Gimli", "Legolas", "Faramir", "Frodo", "Sam Gamgee", "Merry", "Pippin", "Bilbo", "Beregond", "Bergil"]
    assert deck(play=ten) == []
    assert deck(play=ten + ["Elrond"]) == ["deck-characters"]
    assert deck(play=ten[:9] + ["Bill Ferny"]) == ["deck-hazards"]      # a Wizard's agent is a hazard
    orcs = ["Shagrat", "Gorbag", "Lugdush", "Muzgash", "Ufthak", "Radbug", "Grishnákh", "Orc Captain",
            "Orc Veteran", "Orc Tracker"]
    assert deck(play=orcs, alignment="Ringwraith") == []
    assert deck(play=orcs + ["Bill Ferny"], alignment="Ringwraith") == ["deck-characters"]


def test_avatars_in_the_play_deck():
    assert deck(play=["Gandalf", "a second Gandalf", "a third Gandalf"]) == []
    assert deck(play=["Gandalf", "a second Gandalf", "Saruman"]) == []
    assert deck(play=["Gandalf", "Saruman"]) == []
    assert deck(play=["Gandalf", "Saruman", "Radagast"]) == ["three-different-avatars"]
    assert deck(play=["Gandalf", "a second Gandalf", "a third Gandalf", "Saruman"]) == ["deck-avatars"]


def test_a_third_ringwraith_needs_three_wizards_in_the_opponents_play_deck():
    three = ["The Witch-king", "a second The Witch-king", "Khamûl the Ringwraith"]
    assert deck(play=three[:2], alignment="Ringwraith") == []
    assert deck(play=three, alignment="Ringwraith") == ["three-ringwraiths"]
    assert deck(play=three, alignment="Ringwraith", opponent=["Gandalf", "a second Gandalf", "Alatar"]) == []
    assert deck(play=three, alignment="Ringwraith", opponent=["Gandalf", "Alatar"]) == ["three-ringwraiths"]


def test_avatars_in_the_sideboard():
    assert deck(play=["Gandalf", "a second Gandalf"], side=["Saruman", "Radagast", "Alatar", "Pallando"]) == []
    assert deck(play=["Gandalf", "a second Gandalf"], side=["a third Gandalf"]) == []
    assert deck(play=["Gandalf", "a second Gandalf"], side=["a third Gandalf", "a fourth Gandalf"]) == [
        "avatar-copies"]
    assert deck(play=["Gandalf", "a second Gandalf"], side=["Saruman", "a second Saruman"]) == ["duplicated-avatars"]


def test_unique_cards_once_in_the_whole_deck():
    assert deck(play=["Glamdring", "Orc-patrol"], side=["a second Glamdring"]) == ["unique-copies"]
    assert deck(play=["Aragorn II"], pool=["a second Aragorn II"]) == ["unique-copies"]
    assert deck(play=["Aragorn II", "Strider"]) == []      # manifestations of a character: not a resource


def test_hero_and_minion_versions_of_a_unique_item():
    assert deck(play=["The Arkenstone", "a second The Arkenstone", "Orc-patrol", "Cave-drake"],
                versions=[("the second The Arkenstone", "minion")]) == ["unique-item-versions"]
    assert deck(play=["The Arkenstone", "Orc-patrol"], alignment="Ringwraith") == []   # a hero item in a minion deck


def test_manifestations_of_one_unique_resource():
    both = ["Gollum", "Stinker", "Orc-patrol", "Cave-drake"]
    assert deck(play=both, alignment="Fallen-wizard", declared="Saruman",
                side=["Saruman"]) == ["unique-manifestations"]
    assert deck(play=["Dunlendings", "a second Dunlendings", "Orc-patrol", "Cave-drake"], alignment="Fallen-wizard",
                versions=[("the second Dunlendings", "minion")], declared="Saruman",
                side=["Saruman"]) == ["unique-manifestations"]


def test_three_copies_of_a_non_unique_card_two_for_a_fallen_wizard():
    three = ["Orc-patrol", "a second Orc-patrol", "a third Orc-patrol"]
    assert deck(play=three + ["Glamdring", "Sting", "Orcrist"]) == []
    assert deck(play=three + ["Glamdring", "Sting", "Orcrist"], side=["a fourth Orc-patrol"]) == ["card-copies"]
    daggers = ["Dagger of Westernesse", "a second Dagger of Westernesse", "a third Dagger of Westernesse"]
    assert deck(play=daggers + ["Orc-patrol", "a second Orc-patrol", "a third Orc-patrol"]) == []
    assert deck(play=daggers + ["Orc-patrol", "a second Orc-patrol", "a third Orc-patrol"], alignment="Fallen-wizard",
                declared="Saruman", side=["Saruman"]) == ["fallen-wizard-copies"]


def test_the_agents_mind_across_play_deck_sideboard_and_pool():
    agents = ["Golodhros", "Baduila", "Elerína", "The Grimburgoth"]      # 9 + 8 + 8 + 8 = 33
    assert deck(play=agents, alignment="Ringwraith") == []
    assert deck(play=agents, side=["Bill Ferny"], alignment="Ringwraith") == []          # 36
    assert deck(play=agents, side=["Bill Ferny"], pool=["Eun"], alignment="Ringwraith") == ["agent-mind"]  # 39
    assert deck(play=agents + ["Anarin"]) == ["deck-hazards", "agent-mind"]   # a Wizard's agents: hazards, 40 mind


def test_sideboard_size_by_the_games_length():
    setup = Setup("Alice", "Bob")
    D.add_filler(setup.state, "Alice", resources=30, hazards=30, creatures=12, sideboard=30)
    assert D.breaches(setup.state, "Alice") == []
    D.add_filler(setup.state, "Alice", sideboard=1)
    assert [b.code for b in D.breaches(setup.state, "Alice")] == ["sideboard-size"]
    for length, legal in (("starter", False), ("long", True), ("campaign", True)):
        setup.length(length)
        assert (D.breaches(setup.state, "Alice") == []) is legal


def test_a_fallen_wizard_declares_himself_and_has_his_card():
    assert deck(alignment="Fallen-wizard") == ["no-fallen-wizard-declared"]
    assert deck(alignment="Fallen-wizard", declared="Saruman") == ["declared-fallen-wizard-missing"]
    assert deck(alignment="Fallen-wizard", declared="Saruman", side=["Saruman"]) == []
    assert deck(alignment="Fallen-wizard", declared="Saruman", play=["Saruman"]) == []
    assert deck(alignment="Fallen-wizard", declared="Saruman", play=["Gandalf"]) == ["declared-fallen-wizard-missing"]


def test_declaring_a_fallen_wizard_is_checked():
    setup = Setup("Alice", "Bob")
    with pytest.raises(InputError, match="only a Fallen-wizard player"):
        D.declare_fallen_wizard(setup.state, "Alice", setup.card("Saruman", "Alice"))
    setup.alignment("Bob", "Fallen-wizard")
    with pytest.raises(InputError, match="is not a Fallen-wizard"):
        D.declare_fallen_wizard(setup.state, "Bob", setup.card("Legolas", "Bob"))
    with pytest.raises(InputError, match="cannot be creatures"):
        D.add_filler(setup.state, "Bob", hazards=3, creatures=4)


ELEVEN = ["Aragorn II", "Legolas", "Gimli", "Frodo", "Faramir", "Beregond", "Bergil", "Anborn", "Damrod",
          "Halbarad", "Éowyn"]


def test_a_pool_holds_up_to_ten_characters():
    assert deck(pool=ELEVEN[:10]) == []
    assert deck(pool=ELEVEN) == ["pool-characters"]


def test_the_starting_company_counts_with_the_pool():
    setup = Setup("Alice", "Bob")
    setup.pool("Alice", ELEVEN[:6])
    setup.starting_company("Alice", ELEVEN[6:])
    D.add_filler(setup.state, "Alice", resources=30, hazards=30, creatures=12)
    assert [b.code for b in D.breaches(setup.state, "Alice")] == ["pool-characters"]


def test_a_pool_holds_up_to_two_non_unique_non_hoard_minor_items():
    assert deck(pool=["Aragorn II", "Dagger of Westernesse", "Elf-stone"]) == []
    assert deck(pool=["Dagger of Westernesse", "Elf-stone", "a second Dagger of Westernesse"]) == ["pool-items"]
    assert deck(pool=["Rumours of Rings", "Elf-stone"]) == []     # in place of a minor item
    assert deck(pool=["Rumours of Rings", "Elf-stone", "Dagger of Westernesse"]) == ["pool-items"]


def test_nothing_else_goes_into_a_pool():
    assert deck(pool=["Glamdring"]) == ["pool-cards"]      # a major item
    assert deck(pool=["Magical Harp"]) == ["pool-cards"]   # a hoard item
    assert deck(pool=["Gandalf"]) == ["pool-cards"]        # an avatar
    assert deck(pool=["Orc-patrol"]) == ["pool-cards"]


def test_only_the_players_own_kind_of_avatar():
    assert deck(play=["Gandalf"], side=["Saruman"]) == []
    assert deck(play=["Gandalf"], side=["Khamûl the Ringwraith"]) == ["avatar-kind"]
    assert deck(play=["Khamûl the Ringwraith"], side=["Ren the Ringwraith"], alignment="Ringwraith") == []
    assert deck(play=["Khamûl the Ringwraith"], side=["Gandalf"], alignment="Ringwraith") == ["avatar-kind"]


def test_resources_of_the_other_alignment_only_as_items():
    """CoE 1.3.W3, 1.3.R3: a Wizard's resources are hero ones and a Ringwraith's minion ones, the other side's items
    excepted; the opponent's alignment does not matter (CRF 22, Tournament Rulings > Deck Construction)."""
    assert "resource-alignment" not in deck(play=["Elven Rope"], alignment="Ringwraith", player="Bob")
    assert "resource-alignment" in deck(play=["Noble Hound"], alignment="Ringwraith", player="Bob")
    assert "resource-alignment" not in deck(play=["Goblin Earth-plumb"])
    assert "resource-alignment" in deck(play=["Great Army of the North"])
    assert "resource-alignment" not in deck(play=["Noble Hound"])


def test_resource_alignment_spares_either_cards_and_other_players():
    """CoE 1.3.3: a resource that may be played as a hazard may count as a hazard, so Sudden Call (a minion
    resource its text lets a Wizard's deck hold as a hazard) passes; a Fallen-wizard's deck may hold hero and minion
    resources (1.3.F1): 1.3.W3/R3 are not applied to him; a Balrog's are minion resources, no hero item (1.3.B3)."""
    assert "resource-alignment" not in deck(play=["Sudden Call"])
    assert "resource-alignment" not in deck(play=["Noble Hound", "Great Army of the North"], alignment="Fallen-wizard")
    assert "resource-alignment" in deck(play=["Noble Hound"], alignment="Balrog")
    # a hero resource whose text lets a minion player use it too: refused as not modelled, never called illegal
    with pytest.raises(NotModelledError):
        deck(play=["Lure of MECCG"], alignment="Ringwraith", player="Bob")


def test_a_fallen_wizard_pool_holds_stage_resources_worth_three_stage_points():
    """CoE 1.7.F1: up to three Stage resource permanent-events, exactly three stage points, one not unique; a pool
    with no card named is not checked; a Wizard's pool of the same cards breaks 1.7 instead."""
    fw = {"alignment": "Fallen-wizard", "declared": "Saruman", "side": ["Saruman"]}
    assert deck(pool=["Gimli", "Hidden Haven", "Wizard's Myrmidon", "Thrall of the Voice"], **fw) == []
    assert deck(pool=["Gimli", "Hidden Haven", "Wizard's Myrmidon"], **fw) == ["pool-stage-resources"]   # 2 points
    assert deck(pool=["Gimli"], **fw) == ["pool-stage-resources"]                      # none
    assert deck(pool=["Gimli", "The Fortress of Isen"], **fw) == ["pool-stage-resources"]   # 3 points, all unique
    assert deck(pool=["Gimli", "Hidden Haven", "Wizard's Myrmidon", "Thrall of the Voice", "Guarded Haven"],
                **fw) == ["pool-stage-resources"]   # four cards, four points
    assert deck(**fw) == []
    assert deck(pool=["Gimli", "Hidden Haven"]) == ["resource-alignment", "pool-cards"]   # Stage: 1.3.W3 too


def test_characters_of_the_players_own_alignment():
    """CoE 1.3.W2, 1.3.R2, 1.3.F4, 1.3.B2: hero characters for a Wizard, minion ones for a Ringwraith or Balrog,
    either for a Fallen-wizard; an agent is a Wizard's or a Balrog's hazard, no character."""
    assert deck(play=["Shagrat"]) == ["character-alignment"]
    assert deck(play=["Gimli"], alignment="Ringwraith") == ["character-alignment"]
    assert deck(play=["Gimli", "Shagrat"], alignment="Fallen-wizard", declared="Saruman", side=["Saruman"]) == []
    assert deck(play=["Gimli"], alignment="Balrog") == ["character-alignment", "balrog-characters"]
    assert "character-alignment" not in deck(play=["Bill Ferny"])
    assert deck(play=["Shagrat"], alignment="Ringwraith") == []


def test_resources_of_the_players_own_alignment_stage_and_dual_ones():
    """CoE 1.3.W3, 1.3.R3, 1.3.B3: Stage resources are a Fallen-wizard's alone; a Balrog includes no hero item; the
    engine's reading: a Dual resource is a hero and a minion resource both."""
    assert "resource-alignment" in deck(play=["Hidden Haven"])
    assert "resource-alignment" in deck(play=["Hidden Haven"], alignment="Balrog")
    assert "resource-alignment" in deck(play=["Elven Rope"], alignment="Balrog")
    assert "resource-alignment" not in deck(play=["Elven Rope"], alignment="Ringwraith")
    for alignment in ("Wizard", "Ringwraith", "Balrog"):
        assert "resource-alignment" not in deck(play=["Beasts of the Wood"], alignment=alignment)


def test_a_resource_his_deck_may_not_hold_is_not_played():
    """The ``may play card`` query (the engine's reading of CoE 1.3.W3, 1.3.R3, 1.3.B3): a Ringwraith player plays no
    hero event put in his hand, a Wizard player's own hero one passes; items of the other alignment pass as the deck
    rules let them in, a Balrog's aside; a Fallen-wizard player's resources are not limited by alignment."""
    from meccg_rules.engine.playing.actions import PlayEvent
    from meccg_rules.engine.start_of_game import cards_a_player_may_include as may_include

    def play(alignment):
        setup = Setup("Alice", "Bob")
        if alignment:
            setup.alignment("Alice", alignment)
        setup.company("Rangers", ["Aragorn II"] if alignment in (None, "Fallen-wizard") else ["Shagrat"], site="Bree")
        setup.hand("Alice", ["Gates of Morning"])
        setup.set_phase("long-event")
        return setup.build().check(PlayEvent("Alice", "Gates of Morning"))
    refused = play("Ringwraith")
    assert not refused and refused.code == "resource-not-his-alignment", refused
    assert "Gates of Morning" in str(refused) and "1.3.R3" in str(refused)
    assert play(None) and play("Fallen-wizard")
    for alignment, name, refused in (("Wizard", "Black Mace", False), ("Balrog", "Elven Rope", True),
                                     ("Wizard", "Hidden Ways", True), ("Balrog", "Hidden Ways", False)):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", alignment)
        card = setup.card(name, "Alice")
        verdict = may_include.check_play(setup.state, "Alice", card)
        assert (verdict is not None and not verdict) == refused, (alignment, name, verdict)


def test_a_balrog_players_characters_and_factions():
    """CoE 1.3.B4: Orcs and Trolls of mind less than 9 unless Balrog specific; Orc, Troll, Wolf, Animal or Dragon
    factions; each breach names the card."""
    balrog = {"alignment": "Balrog"}
    assert deck(play=["Shagrat", "Umagaur"], **balrog) == []
    assert deck(play=["Ciryaher"], **balrog) == ["balrog-characters"]
    assert deck(play=["Lieutenant of Angmar"], **balrog) == ["balrog-characters"]
    assert deck(play=["Goblins of Goblin-gate", "Misty Mountain Wargs", "Orc-patrol", "Wolves"], **balrog) == []
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.deck("Alice", ["Easterlings"])
    D.add_filler(setup.state, "Alice", resources=29, hazards=30, creatures=12)
    found = D.breaches(setup.state, "Alice")
    assert [b.code for b in found] == ["balrog-factions"]
    assert "Easterlings" in found[0].detail and "CoE 1.3.B4" in found[0].detail


def test_ringwraith_unleashed_cards_are_barred_to_a_balrog():
    """CoE 1.3.B5 names the Ringwraith Unleashed cards: a Balrog's deck holds none; a Ringwraith's may."""
    assert deck(play=["Dwar Unleashed", "Orc-patrol"], alignment="Balrog") == ["barred-card"]
    assert deck(play=["Dwar Unleashed", "Orc-patrol"], alignment="Ringwraith") == []


def test_cards_specific_to_another_player_or_avatar():
    """CoE 1.3.4: a Balrog specific card in a Balrog's deck only; an avatar's specific card in the deck of the player
    who declared that avatar (CoE 1.8.F1)."""
    assert deck(play=["Great Troll", "Orc-patrol"], alignment="Ringwraith") == ["specific-to-another"]
    assert deck(play=["Great Troll", "Orc-patrol"], alignment="Balrog") == []
    fw = {"alignment": "Fallen-wizard", "side": ["Saruman", "Radagast"]}
    assert deck(play=["Radagast's Black Bird", "Orc-patrol"], declared="Saruman", **fw) == ["specific-to-another"]
    assert deck(play=["Radagast's Black Bird", "Orc-patrol"], declared="Radagast", **fw) == []


def test_ten_sideboard_cards_kept_for_a_fallen_wizard_opponent():
    """CoE 1.6.1: up to ten more sideboard cards kept for a Fallen-wizard opponent, outside the length's limit; an
    eleventh breaks the rule of ten, and only that one (the engine's reading: it is not counted against the limit)."""
    setup = Setup("Alice", "Bob")
    D.add_filler(setup.state, "Alice", resources=30, hazards=30, creatures=12, sideboard=30, kept_for_fallen_wizard=10)
    assert D.breaches(setup.state, "Alice") == []
    D.add_filler(setup.state, "Alice", kept_for_fallen_wizard=1)
    assert [b.code for b in D.breaches(setup.state, "Alice")] == ["fallen-wizard-sideboard"]
    D.add_filler(setup.state, "Alice", sideboard=1)
    assert [b.code for b in D.breaches(setup.state, "Alice")] == ["fallen-wizard-sideboard", "sideboard-size"]
