"""Leaders and the cards that change them (organization/leaders.py, primitives/leaders.py): a company away from a
Haven holds one leader unless a card on it lets in another (CoE 2.II.3.1.3; Orders from Lugbúrz: a Troll leader,
Orders from the Great Demon: one outside the size maximum); a card may make a character a leader (By the
Ringwraith's Word) and keep his body checks from discarding him (Obey Him or Die), and goes once his company holds
a higher mind; Orders from Lugbúrz helps the followers of Troll leaders resist corruption and goes when a leader
leaves the company or while Ren is its player's Ringwraith."""
from helpers import both_pass

from meccg_rules.engine.combat import discard_numbers
from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.corruption import checks_in_company
from meccg_rules.engine.organization import control, own_avatar
from meccg_rules.engine.organization.actions import DeclareMovement, JoinCompanies, MoveToCompany
from meccg_rules.engine.organization.composition import composition_problem
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.primitives.leaders import is_leader
from meccg_rules.engine.primitives.races import size_of
from meccg_rules.engine.setup import Setup


def _two(first, second, site="Ettenmoors", on_first=(), alignment="Ringwraith", hand=(), avatar=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("One", [*avatar, *first], site=site)
    setup.company("Two", list(second), site=site)
    for card in on_first:
        setup.in_play(card, on="One")
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


def _code(game, action):
    return game.check(action).code


# ------------------------------------------------------------------ one leader, and the cards letting in another
def test_two_leaders_cannot_join_away_from_a_haven():
    game = _two(["Orc Captain"], ["Troll-chief"])
    assert _code(game, JoinCompanies("Alice", "Two", "One")) == "company-composition"


def test_orders_from_lugburz_lets_in_a_troll_leader_besides_another():
    game = _two(["Orc Captain"], ["Troll-chief"], on_first=["Orders from Lugbúrz"])
    game.apply(JoinCompanies("Alice", "Two", "One"))
    assert game.state.find("Troll-chief").company == game.state.find("Orc Captain").company


def test_orders_from_lugburz_lets_in_no_second_orc_leader():
    game = _two(["Orc Captain"], ["Orc Chieftain"], on_first=["Orders from Lugbúrz"])
    assert _code(game, JoinCompanies("Alice", "Two", "One")) == "company-composition"


def _problem(game):
    s = game.state
    return composition_problem(s, s.characters("One") + s.characters("Two"), s.cards[s.companies["One"].site],
                               holders=("One",))


def test_orders_from_the_great_demon_lets_in_a_leader_outside_the_size_maximum():
    seven = ["Orc Captain", "Crook-legged Orc", "Mountain-maggot", "Orc Brawler", "Orc Tracker", "Orc Veteran",
             "Old Troll"]
    game = _two(seven, ["Orc Chieftain"], alignment="Balrog", on_first=["Orders from the Great Demon"])
    assert size_of(game.state, game.state.characters("One")) == 7
    assert _problem(game) == ""   # eight characters, the second leader not counted
    assert "at most 7" in _problem(_two(seven, ["Orc Chieftain"], alignment="Balrog"))   # both leaders count
    eight = _two(seven, ["Orc Chieftain", "Troll Lout"], alignment="Balrog", on_first=["Orders from the Great Demon"])
    assert "at most 7" in _problem(eight)   # the other newcomer counts


def test_a_haven_takes_any_number_of_leaders():
    game = _two(["Orc Captain"], ["Orc Chieftain"], site="Minas Morgul")
    game.apply(JoinCompanies("Alice", "Two", "One"))
    assert game.state.find("Orc Chieftain").company == game.state.find("Orc Captain").company


# ------------------------------------------------------------------ Orders from Lugbúrz in play
def test_orders_from_lugburz_adds_one_to_the_checks_of_troll_leaders_followers_only():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Troll-chief", "Lagduf", "Orc Captain", "Muzgash", "Orc Tracker"], site="Ettenmoors")
    setup.in_play("Orders from Lugbúrz", on="One")
    setup.follower("Lagduf", "Troll-chief")
    setup.follower("Muzgash", "Orc Captain")
    s = setup.build().state
    assert checks_in_company.corruption_check(s, s.find("Lagduf")) == (1, "Orders from Lugbúrz")
    assert checks_in_company.corruption_check(s, s.find("Muzgash")) is None   # an Orc leader's follower
    assert checks_in_company.corruption_check(s, s.find("Troll-chief")) is None   # the leader himself
    assert checks_in_company.corruption_check(s, s.find("Orc Tracker")) is None   # no one's follower


def test_orders_from_lugburz_goes_when_a_leader_leaves_the_company_not_another_character():
    game = _two(["Orc Captain", "Lagduf", "Muzgash"], ["Troll-chief"], on_first=["Orders from Lugbúrz"])
    s = game.state
    game.apply(MoveToCompany("Alice", "Lagduf", "Two"))
    assert s.find("Orders from Lugbúrz").zone == IN_PLAY
    s.move(s.find("Orc Captain").id, DISCARD)
    assert s.find("Orders from Lugbúrz").zone == DISCARD


def test_orders_from_lugburz_goes_while_ren_is_its_players_ringwraith():
    game = _two(["Orc Captain"], ["Troll-chief"], site="Minas Morgul", on_first=["Orders from Lugbúrz"],
                avatar=["Ren the Ringwraith"])
    own_avatar.after_chains(game)
    assert game.state.find("Orders from Lugbúrz").zone == DISCARD
    other = _two(["Orc Captain"], ["Troll-chief"], site="Minas Morgul", on_first=["Orders from Lugbúrz"],
                 avatar=["Dwar the Ringwraith"])
    own_avatar.after_chains(other)
    assert other.state.find("Orders from Lugbúrz").zone == IN_PLAY


# ------------------------------------------------------------------ a character made a leader
def _word(target, site="Minas Morgul", avatar=("Ren the Ringwraith",), others=("Muzgash",)):
    game = _two([target, *others], ["Orc Tracker"], site=site, hand=["By the Ringwraith’s Word", "I’ll Report You"],
                avatar=avatar)
    return game


def test_by_the_ringwraiths_word_makes_a_leader_who_may_then_take_command_cards():
    game = _word("Lagduf")
    s = game.state
    assert not is_leader(s, s.find("Lagduf"))
    game.apply(PlayEvent("Alice", "By the Ringwraith’s Word", "Lagduf"))
    both_pass(game)
    word = s.find("By the Ringwraith’s Word")
    assert word.zone == IN_PLAY and word.attached_to == s.find("Lagduf").id
    assert is_leader(s, s.find("Lagduf"))
    assert _code(game, PlayEvent("Alice", "I’ll Report You", "Lagduf")) is None   # "playable on a leader"
    assert _code(game, PlayEvent("Alice", "I’ll Report You", "Muzgash")) == "invalid-target"


def test_a_made_leader_is_a_leader_for_company_composition():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Lagduf"], site="Ettenmoors")
    setup.company("Two", ["Orc Captain"], site="Ettenmoors")
    setup.in_play("By the Ringwraith’s Word", on="Lagduf")
    game = setup.build()
    assert "one leader" in _problem(game)
    game.state.move(game.state.find("By the Ringwraith’s Word").id, DISCARD)
    assert _problem(game) == ""


def test_by_the_ringwraiths_word_is_played_only_at_the_darkhaven_of_its_players_ringwraith_on_another():
    assert _code(_word("Lagduf"), PlayEvent("Alice", "By the Ringwraith’s Word", "Ren the Ringwraith")) \
        == "invalid-target"
    assert _code(_word("Lagduf", avatar=()), PlayEvent("Alice", "By the Ringwraith’s Word", "Lagduf")) \
        == "invalid-target"
    assert _code(_word("Lagduf", site="Ettenmoors", avatar=()), PlayEvent("Alice", "By the Ringwraith’s Word",
                                                                           "Lagduf")) is not None
    # his Ringwraith at the same Darkhaven in another company is enough
    game = _two(["Lagduf"], ["Ren the Ringwraith"], site="Minas Morgul", hand=["By the Ringwraith’s Word"])
    assert _code(game, PlayEvent("Alice", "By the Ringwraith’s Word", "Lagduf")) is None


def test_by_the_ringwraiths_word_needs_a_ringwraith_not_a_fallen_wizard():
    """"as your Ringwraith": a Fallen-wizard, who may play minion resources (CoE 1.3.F1), has no Ringwraith, at a
    Haven of his with his avatar (Saruman at Isengard) or not."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("One", ["Saruman", "Lagduf"], site="Isengard")
    setup.hand("Alice", ["By the Ringwraith’s Word"])
    setup.set_phase("organization")
    game = setup.build()
    verdict = game.check(PlayEvent("Alice", "By the Ringwraith’s Word", "Lagduf"))
    assert verdict.code == "condition-missing" and "Ringwraith;" in verdict.sentence, verdict


def _word_on_the_tracker(other: str):
    """By the Ringwraith's Word on Orc Tracker (company One, with Lagduf); ``other`` in company Two; both at Minas
    Morgul, in the organization phase."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Orc Tracker", "Lagduf"], site="Minas Morgul")
    setup.company("Two", [other], site="Minas Morgul")
    setup.in_play("By the Ringwraith’s Word", on="Orc Tracker")
    setup.set_phase("organization")
    return setup.build()


def test_a_made_leaders_four_direct_influence_reach_only_characters_of_his_company():
    s = _word_on_the_tracker("Muzgash").state
    tracker = s.find("Orc Tracker")
    assert control.available_direct_influence(s, tracker.id, s.find("Lagduf")) == 4
    assert control.available_direct_influence(s, tracker.id, s.find("Muzgash")) == 0


def test_by_the_ringwraiths_word_goes_once_his_company_holds_a_higher_mind():
    game = _word_on_the_tracker("Orc Captain")
    s = game.state
    game.apply(MoveToCompany("Alice", "Lagduf", "Two"))   # mind 3, as his: nothing higher
    assert s.find("By the Ringwraith’s Word").zone == IN_PLAY
    game.apply(JoinCompanies("Alice", "Two", "One"))   # Orc Captain's mind 5 above Orc Tracker's 3
    assert s.find("By the Ringwraith’s Word").zone == DISCARD


def test_a_mind_equal_to_his_is_no_higher_mind():
    from meccg_rules.engine.organization import leaders
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Orc Tracker", "Lagduf"], site="Minas Morgul")   # both of mind 3
    setup.in_play("By the Ringwraith’s Word", on="Orc Tracker")
    game = setup.build()
    leaders.after_chains(game)
    assert game.state.find("By the Ringwraith’s Word").zone == IN_PLAY


def test_a_made_leaders_four_direct_influence_is_no_influence_against_factions():
    from meccg_rules.engine.influence.modifiers import modifiers
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Orc Tracker"], site="Minas Morgul")
    setup.in_play("By the Ringwraith’s Word", on="Orc Tracker")
    setup.hand("Alice", ["Morgul-orcs"])
    s = setup.build().state
    found = modifiers(s, s.find("Orc Tracker").id, s.find("Morgul-orcs"))
    assert not any("Ringwraith’s Word" in why for _, why in found), found


# ------------------------------------------------------------------ Obey Him or Die, and no discard by body check
def _balrog(target="Orc Captain", others=("Lagduf",)):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Demon", ["The Balrog", target, *others], site="Moria")
    setup.company("Others", ["Troll-chief"], site="Moria")
    setup.hand("Alice", ["Obey Him or Die"])
    setup.set_phase("organization")
    return setup.build()


def test_obey_him_or_die_is_played_on_a_leader_in_the_balrogs_company():
    assert _code(_balrog(), PlayEvent("Alice", "Obey Him or Die", "Lagduf")) == "invalid-target"   # no leader
    assert _code(_balrog(), PlayEvent("Alice", "Obey Him or Die", "Troll-chief")) == "invalid-target"   # elsewhere
    game = _balrog()
    game.apply(PlayEvent("Alice", "Obey Him or Die", "Orc Captain"))
    both_pass(game)
    s = game.state
    assert s.find("Obey Him or Die").attached_to == s.find("Orc Captain").id
    assert control.unused_direct_influence(s, s.find("Orc Captain").id) == 2


def test_obey_him_or_die_goes_once_a_higher_mind_joins_his_company():
    game = _balrog()
    game.apply(PlayEvent("Alice", "Obey Him or Die", "Orc Captain"))
    both_pass(game)
    s = game.state
    assert s.find("Obey Him or Die").zone == IN_PLAY   # The Balrog has no mind printed; Lagduf's 3 is lower
    game.apply(JoinCompanies("Alice", "Others", "Demon"))   # Troll-chief, mind 6 above Orc Captain's 5
    assert s.find("Obey Him or Die").zone == DISCARD


def test_a_card_that_keeps_him_from_discard_by_body_check_leaves_only_his_discard_number():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Troll-chief", "Orc Captain"], site="Minas Morgul")
    setup.in_play("By the Ringwraith’s Word", on="Troll-chief")
    s = setup.build().state
    assert not discard_numbers.discarded_on(s, s.find("Troll-chief"), 9, 9)   # his number: kept from it
    assert discard_numbers.discarded_on(s, s.find("Orc Captain"), 8, 8)       # his number, no such card
    assert not discard_numbers.discarded_on(s, s.find("Orc Captain"), 7, 8)


def _spiders_body_check(character, keeper, roll):
    """A body check of ``character`` after Giant Spiders' strike ("If the body check for a non-Wizard,
    non-Ringwraith character wounded by it equals his body, the character is discarded")."""
    from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Company", [character], site="Goblin-gate", origin="Moria",
                  via=["Redhorn Gate", "Wold & Foothills", "Anduin Vales", "High Pass"])
    if keeper:
        setup.in_play(keeper, on=character)
    setup.hand("Bob", ["Giant Spiders"])
    setup.set_phase("movement/hazard", "Company")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Giant Spiders", "Wilderness"))
    both_pass(game)
    game.apply(AssignStrike("Alice", character))
    game.apply(ChooseStrike("Alice", character))
    game.apply(Roll("Alice", 2, f"{character}'s strike"))
    both_pass(game)
    game.apply(Roll("Bob", roll, f"{character}'s body check"))
    return game.state.find(character).zone


def test_a_card_that_keeps_him_from_discard_by_body_check_keeps_him_from_a_creatures_discard_too():
    """Giant Spiders discard a character whose body check equals his body; "cannot be discarded by a body check"
    keeps him in play (Ciryaher's body 7: not failed)."""
    assert _spiders_body_check("Ciryaher", None, 7) == DISCARD
    assert _spiders_body_check("Ciryaher", "By the Ringwraith’s Word", 7) == IN_PLAY
    assert _spiders_body_check("Ciryaher", "By the Ringwraith’s Word", 8) == "out-of-play pile"


# ------------------------------------------------------------------ Foe Dismayed
def _facing(characters=("Orc Captain", "Lagduf"), hand=("Foe Dismayed",)):
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.movement_hazard.actions import PlayCreature
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Orcs", list(characters), site="Goblin-gate", origin="Moria",
                  via=["Redhorn Gate", "Wold & Foothills", "Anduin Vales", "High Pass"])
    setup.hand("Alice", list(hand))
    setup.hand("Bob", ["Orc-patrol"])
    setup.set_phase("movement/hazard", "Orcs")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Orc-patrol", "Wilderness"))
    game.apply(Pass("Alice"))
    game.apply(Pass("Bob"))
    return game


def test_foe_dismayed_gives_a_leaders_company_one_prowess_against_the_attack():
    from meccg_rules.engine.combat.strikes import prowess
    game = _facing()
    s = game.state
    assert _code(game, PlayEvent("Alice", "Foe Dismayed", "Lagduf", mode="the attack")) == "invalid-target"
    before = [prowess(s, s.find(n).id)[0] for n in ("Orc Captain", "Lagduf")]
    game.apply(PlayEvent("Alice", "Foe Dismayed", "Orc Captain", mode="the attack"))
    both_pass(game)
    assert [prowess(s, s.find(n).id)[0] for n in ("Orc Captain", "Lagduf")] == [p + 1 for p in before]


def test_foe_dismayed_is_played_only_for_a_leader_or_the_balrog():
    game = _facing(characters=("Lagduf", "Muzgash"))
    assert _code(game, PlayEvent("Alice", "Foe Dismayed", "Lagduf", mode="the attack")) == "invalid-target"


# ------------------------------------------------------------------ A Few Recruits
def test_a_few_recruits_is_played_at_no_dragons_lair_no_under_deeps_site_and_no_surface_site_of_one():
    from meccg_rules.engine.core.cards import catalogue
    from meccg_rules.engine.site_phase.playable import playable_here, qualified
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Orcs", ["Orc Captain"], site="Ettenmoors")
    s = setup.build().state
    card = catalogue().get("A Few Recruits")
    assert playable_here(s, card, s.cards[s.companies["Orcs"].site])   # a Ruins & Lairs, none of those
    for name in ("Gold Hill", "Goblin-gate", "The Under-leas"):   # a Dragon's lair, a surface site, an Under-deeps
        site = next(c for c in catalogue().versions(name) if c.alignment == "Minion")
        assert not qualified(s, card, site), name


def test_a_few_recruits_adds_two_for_a_leader_three_for_the_balrog():
    from meccg_rules.engine.influence.modifiers import modifiers
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Orcs", ["Orc Captain", "Lagduf"], site="Ettenmoors")
    setup.hand("Alice", ["A Few Recruits"])
    s = setup.build().state
    recruits = s.find("A Few Recruits")
    leader = (2, "A Few Recruits standard modification, Orc Captain is a leader")
    assert leader in modifiers(s, s.find("Orc Captain").id, recruits)   # besides his +3 against Orc factions
    assert modifiers(s, s.find("Lagduf").id, recruits) == []
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Demon", ["The Balrog"], site="Ettenmoors")
    setup.hand("Alice", ["A Few Recruits"])
    s = setup.build().state
    assert sum(v for v, _ in modifiers(s, s.find("The Balrog").id, s.find("A Few Recruits"))) == 3


# ------------------------------------------------------------------ the cards left partial
def _nonsense(on_other=(), named="Lagduf"):
    """Lieutenant of Morgul (prowess 8, direct influence 2) plays No More Nonsense against Lagduf (prowess 5)."""
    from meccg_rules.engine.core.actions import Pass
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Lieutenant of Morgul", "Lagduf", "Orc Tracker"], site="Ettenmoors")
    setup.company("Two", ["Orc Captain"], site="Ettenmoors")
    for card in on_other:
        setup.in_play(card, on="Lagduf")
    setup.hand("Alice", ["No More Nonsense"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "No More Nonsense", "Lieutenant of Morgul", named=named))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    return game


def _rolls(game, leader, other):
    from meccg_rules.engine.core.actions import Roll
    assert str(game.to_act()) == "Alice must roll for Lieutenant of Morgul's roll for No More Nonsense"
    game.apply(Roll("Alice", leader, "Lieutenant of Morgul's roll for No More Nonsense"))
    assert str(game.to_act()) == "Alice must roll for Lagduf's roll for No More Nonsense"
    game.apply(Roll("Alice", other, "Lagduf's roll for No More Nonsense"))
    return game.state


def test_no_more_nonsense_names_another_character_of_the_leaders_company():
    game = _two(["Orc Captain", "Lagduf"], ["Orc Tracker"], hand=["No More Nonsense"])
    assert _code(game, PlayEvent("Alice", "No More Nonsense", "Orc Captain")) == "must-name-companion"
    assert _code(game, PlayEvent("Alice", "No More Nonsense", "Orc Captain", named="Orc Tracker")) == \
        "invalid-companion"   # another company's
    assert _code(game, PlayEvent("Alice", "No More Nonsense", "Orc Captain", named="Orc Captain")) == \
        "invalid-companion"   # himself
    assert game.check(PlayEvent("Alice", "No More Nonsense", "Orc Captain", named="Lagduf")).allowed
    assert _code(game, PlayEvent("Alice", "No More Nonsense", "Lagduf", named="Orc Captain")) != "ok"   # no leader


def test_no_more_nonsense_won_discards_the_others_hazard_permanent_events_and_gives_two_influence():
    game = _nonsense(on_other=["Lure of the Senses"])
    s = _rolls(game, 3, 5)   # 3 + 8 = 11 against 5 + 5 = 10
    assert s.find("Lure of the Senses").zone == DISCARD
    nonsense = s.find("No More Nonsense")
    assert nonsense.zone == IN_PLAY and nonsense.attached_to == s.find("Lieutenant of Morgul").id
    assert control.unused_direct_influence(s, s.find("Lieutenant of Morgul").id) == 4
    s.move(nonsense.id, DISCARD)   # the +2 lasts while the card stays on him
    assert control.unused_direct_influence(s, s.find("Lieutenant of Morgul").id) == 2


def test_no_more_nonsense_tied_or_lost_takes_two_influence_and_leaves_the_hazards():
    for leader, other in ((2, 5), (2, 6)):   # 2 + 8 = 10: a tie is not greater; 10 against 11 less
        game = _nonsense(on_other=["Lure of the Senses"])
        s = _rolls(game, leader, other)
        assert s.find("Lure of the Senses").zone == IN_PLAY
        assert control.unused_direct_influence(s, s.find("Lieutenant of Morgul").id) == 0


def test_no_more_nonsense_with_the_other_gone_does_nothing_and_is_discarded():
    from meccg_rules.engine.core.actions import Pass
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", ["Lieutenant of Morgul", "Lagduf"], site="Ettenmoors")
    setup.hand("Alice", ["No More Nonsense"])
    setup.set_phase("organization")
    game = setup.build()
    game.apply(PlayEvent("Alice", "No More Nonsense", "Lieutenant of Morgul", named="Lagduf"))
    s = game.state
    s.move(s.find("Lagduf").id, DISCARD)   # gone before it resolves
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert s.find("No More Nonsense").zone == DISCARD
    assert control.unused_direct_influence(s, s.find("Lieutenant of Morgul").id) == 2


# ------------------------------------------------------------------ Descent through Fire
ORCS = ["Orc Captain", "Lagduf", "Orc Veteran", "Orc Brawler", "Orc Tracker"]


def _descent(site="The Under-galleries", balrog=True, hand=("Descent through Fire",)):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Demon", ["The Balrog", *ORCS] if balrog else ORCS, site=site)
    setup.hand("Alice", list(hand))
    setup.set_phase("site", "Demon")
    setup.faced("Demon")
    return setup.build()


def _face(game, strikes, prowess):
    """The Orcs take the attack's strikes, each staying untapped (-3) and rolling 12; The Balrog takes none."""
    from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, StayUntapped
    from meccg_rules.engine.core.actions import Roll
    assert (game.state.combat.attack.strikes, game.state.combat.attack.prowess) == (strikes, prowess)
    for orc in ORCS[:strikes]:
        game.apply(AssignStrike("Alice", orc))
    for orc in ORCS[:strikes]:
        game.apply(ChooseStrike("Alice", orc))
        game.apply(StayUntapped("Alice", orc))
        game.apply(Roll("Alice", 12, f"{orc}'s strike"))


def _descended(game):
    """Descent through Fire played and its three Troll attacks faced."""
    from meccg_rules.engine.core.actions import Pass
    game.apply(PlayEvent("Alice", "Descent through Fire"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    s = game.state
    assert s.find("The Under-galleries").tapped
    assert s.find("Descent through Fire").zone == IN_PLAY   # on the company while its attacks are faced
    for strikes, prowess in ((5, 8), (4, 10), (3, 12)):
        _face(game, strikes, prowess)
    assert s.combat is None and not s.attacks
    return s


def test_descent_through_fire_is_played_by_the_balrogs_company_at_an_untapped_under_galleries():
    assert _descent().check(PlayEvent("Alice", "Descent through Fire")).allowed
    assert _code(_descent(site="Moria"), PlayEvent("Alice", "Descent through Fire")) == \
        "not-playable-at-site"
    assert _code(_descent(balrog=False), PlayEvent("Alice", "Descent through Fire")) == "invalid-target"
    game = _descent()
    game.state.tap(game.state.find("The Under-galleries").id)
    assert not game.check(PlayEvent("Alice", "Descent through Fire")).allowed


def test_descent_through_fire_kept_by_the_balrog_tapping_after_its_three_attacks():
    from meccg_rules.engine.combat.actions import TapToPlace
    from meccg_rules.engine.core.state import MP_PILE
    game = _descent()
    s = _descended(game)
    keep = TapToPlace("Alice", "The Balrog", "Descent through Fire", keep=True)
    assert _code(game, TapToPlace("Alice", "Orc Captain", "Descent through Fire", keep=True)) == "not-the-taker"
    assert _code(game, TapToPlace("Alice", "The Balrog", "Descent through Fire")) == "placed-elsewhere"
    game.apply(keep)
    assert s.find("The Balrog").tapped
    assert s.find("Descent through Fire").zone == MP_PILE


def test_descent_through_fire_is_discarded_unless_the_balrog_taps_at_once():
    from meccg_rules.engine.turn.actions import EndSitePhase
    game = _descent()
    s = _descended(game)
    game.apply(EndSitePhase("Alice", "Demon"))   # any other action: the offer is gone
    assert s.find("Descent through Fire").zone == DISCARD


def test_descent_through_fire_is_discarded_at_once_with_the_balrog_tapped():
    from meccg_rules.engine.core.actions import Pass
    game = _descent()
    game.apply(PlayEvent("Alice", "Descent through Fire"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    s = game.state
    s.tap(s.find("The Balrog").id)   # as though a strike had tapped him
    for strikes, prowess in ((5, 8), (4, 10), (3, 12)):
        _face(game, strikes, prowess)
    assert s.find("Descent through Fire").zone == DISCARD


def test_descent_through_fire_cannot_be_duplicated_at_a_given_site():
    from meccg_rules.engine.core.actions import Pass
    from meccg_rules.engine.playing import duplication
    game = _descent(hand=("Descent through Fire", "a second Descent through Fire"))
    game.apply(PlayEvent("Alice", "the first Descent through Fire"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    s = game.state
    card = s.find("the second Descent through Fire").card
    assert duplication.check(s, card, "", None).code == "cannot-be-duplicated"   # the first on the company there
    s.move(s.find("the first Descent through Fire").id, DISCARD)
    assert duplication.check(s, card, "", None).allowed


def test_descent_through_fire_in_the_pile_gives_its_players_characters_prowess_and_leaders_influence():
    from meccg_rules.engine.combat.strikes import prowess
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.alignment("Bob", "Ringwraith")
    setup.company("Demon", ["The Balrog", "Orc Captain", "Lagduf"], site="The Under-galleries")
    setup.company("Orcs", ["Orc Chieftain"], site="Ettenmoors", owner="Bob")
    setup.mp_pile("Alice", ["Descent through Fire"])
    s = setup.build().state

    def value(name):
        return prowess(s, s.find(name).id)[0]
    assert (value("Orc Captain"), value("Lagduf"), value("Orc Chieftain")) == (6, 6, 4)   # not the other player's
    assert control.unused_direct_influence(s, s.find("Orc Captain").id) == 1   # a leader: 0 + 1
    assert control.unused_direct_influence(s, s.find("Lagduf").id) == 0        # no leader
    assert control.unused_direct_influence(s, s.find("Orc Chieftain").id) == \
        (s.find("Orc Chieftain").card.fact("direct_influence") or 0)   # the other player's leader: nothing
    s.move(s.find("Descent through Fire").id, DISCARD)
    assert value("Orc Captain") == 5 and control.unused_direct_influence(s, s.find("Orc Captain").id) == 0


def _recruiting(foe_dismayed, roll=3):
    from meccg_rules.engine.core.actions import Roll
    from meccg_rules.engine.influence.actions import InfluenceFaction
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Balrog")
    setup.company("Orcs", ["Orc Captain"], site="Ettenmoors")
    setup.hand("Alice", ["A Few Recruits", "Foe Dismayed"])
    setup.set_phase("site", "Orcs")
    setup.faced("Orcs")
    game = setup.build()
    game.apply(InfluenceFaction("Alice", "Orc Captain", "A Few Recruits"))
    if foe_dismayed:
        from meccg_rules.engine.core.actions import Pass
        game.apply(Pass("Bob"))
        game.apply(PlayEvent("Alice", "Foe Dismayed", "Orc Captain", mode="the influence attempt"))
    both_pass(game)
    game.apply(Roll("Alice", roll, "Orc Captain's influence check"))
    return game.state.find("A Few Recruits").zone, [line for line in game.state.log if "influence check:" in line]


def test_foe_dismayed_adds_three_to_a_leaders_influence_check():
    from meccg_rules.engine.core.state import MP_PILE
    # 3, +2 as a leader (A Few Recruits), +3 against Orc factions (Orc Captain): 8, not above 8
    zone, log = _recruiting(foe_dismayed=False)
    assert zone == DISCARD and "= 8, not more than 8" in log[0]
    zone, log = _recruiting(foe_dismayed=True)
    assert zone == MP_PILE and "+3 (Foe Dismayed) = 11 > 8" in log[0]


# ------------------------------------------------------------------ leaving a Haven (composition.check_leaving)
def _at_haven(characters, on=()):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("One", list(characters), site="Dol Guldur")
    for card in on:
        setup.in_play(card, on="One")
    setup.set_phase("organization")
    return setup.build()


def test_a_company_with_two_leaders_cannot_move_from_a_haven_to_a_site_away_from_one():
    game = _at_haven(["Orc Captain", "Orc Chieftain"])
    verdict = game.check(DeclareMovement("Alice", "One", "Sarn Goriwing"))
    assert verdict.code == "company-composition" and "one leader" in verdict.sentence
    assert "CoE 2.II.3.1" in verdict.sentence
    assert game.check(DeclareMovement("Alice", "One", "Minas Morgul"))   # to another Haven: not refused


def test_a_company_with_one_leader_moves_from_a_haven():
    game = _at_haven(["Orc Captain", "Orc Veteran"])
    assert game.check(DeclareMovement("Alice", "One", "Sarn Goriwing"))


def test_orders_from_lugburz_lets_a_company_leave_a_haven_with_a_troll_leader_besides_another():
    game = _at_haven(["Orc Captain", "Troll-chief"], on=["Orders from Lugbúrz"])
    assert game.check(DeclareMovement("Alice", "One", "Sarn Goriwing"))
    game = _at_haven(["Orc Captain", "Orc Chieftain"], on=["Orders from Lugbúrz"])
    assert game.check(DeclareMovement("Alice", "One", "Sarn Goriwing")).code == "company-composition"


def test_a_company_of_eight_cannot_move_from_a_haven_to_a_site_away_from_one_but_seven_may():
    seven = ["Crook-legged Orc", "Mountain-maggot", "Orc Brawler", "Orc Tracker", "Orc Veteran", "Lagduf", "Muzgash"]
    verdict = _at_haven([*seven, "Radbug"]).check(DeclareMovement("Alice", "One", "Sarn Goriwing"))
    assert verdict.code == "company-composition" and "at most 7 characters" in verdict.sentence
    assert _at_haven(seven).check(DeclareMovement("Alice", "One", "Sarn Goriwing"))


def test_no_second_leader_comes_into_a_company_at_a_haven_once_its_movement_away_is_declared():
    def declared():
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", "Ringwraith")
        setup.company("One", ["Orc Captain"], site="Dol Guldur")
        setup.company("Two", ["Orc Chieftain"], site="Dol Guldur")
        setup.set_phase("organization")
        game = setup.build()
        game.apply(DeclareMovement("Alice", "One", "Sarn Goriwing"))
        return game
    verdict = declared().check(MoveToCompany("Alice", "Orc Chieftain", "One"))
    assert verdict.code == "company-composition" and "declared movement to Sarn Goriwing" in verdict.sentence
    assert declared().check(JoinCompanies("Alice", "Two", "One")).code == "company-composition"
    assert declared().check(JoinCompanies("Alice", "One", "Two")).code == "company-composition"
    assert declared().check(MoveToCompany("Alice", "Orc Captain", "Two"))   # Two stays: the Haven holds both
