"""Becoming wounded (CoE glossary: wound) and the passive conditions it sets off (the ``when`` event "wounded":
Something Has Slipped; CRF 22, Card Errata and Rulings > Something Has Slipped): only a card not wounded yet
becomes wounded; each wound of a character or ally of the card's company counts once; what a strike's wound sets
off resolves at once (CoE 3.iv.7), another wound's in the chain that follows (CoE 9.6.1)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning
from meccg_rules.engine.combat.strikes import prowess
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

FELLOWSHIP = ["Aragorn II", "Legolas", "Gimli"]


def _moving(hand, slipped_on="Fellowship", wounded=(), give=(), others=(), alice_hand=()):
    """Fellowship moves from Lórien to Moria (two Wildernesses) with Something Has Slipped on ``slipped_on``."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", FELLOWSHIP, site="Moria", origin="Lórien")
    if others:
        setup.company("Others", list(others), site="Lórien")
    for character, cards in give:
        setup.give(character, list(cards))
    for name in wounded:
        setup.wound(name)
    setup.in_play("Something Has Slipped", on=slipped_on)
    setup.hand("Bob", list(hand))
    setup.hand("Alice", list(alice_hand))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def _prowess(game, name):
    return prowess(game.state, game.state.find(name).id)[0]


def _struck(game, who, roll, body_roll=2):
    """``who``'s strike is resolved with Alice's ``roll``; a wound's body check follows with Bob's roll."""
    game.apply(ChooseStrike("Alice", who))
    game.apply(Roll("Alice", roll, f"{who}'s strike"))
    if game.state.chains:
        both_pass(game)
        game.apply(Roll("Bob", body_roll, f"{who}'s body check"))


def _hobgoblins(game, *assigned):
    game.apply(PlayCreature("Bob", "Hobgoblins", "Wilderness"))   # two strikes of prowess 10
    both_pass(game)
    for name in assigned:
        game.apply(AssignStrike("Alice", name))
    return game


def test_only_a_card_not_wounded_yet_records_becoming_wounded():
    game = _moving([], wounded=["Aragorn II"])
    s = game.state
    aragorn, legolas = s.find("Aragorn II").id, s.find("Legolas").id
    s.wound(aragorn)
    assert s.events == []                                   # already wounded: he is not turned again
    s.wound(aragorn, immediately=True)   # a strike wounds him all the same, without his becoming wounded (glossary)
    assert [str(e) for e in s.events] == [f"wounded-by-strike card={aragorn} immediately=True"]
    s.events.clear()
    s.wound(legolas, immediately=True)
    assert [str(e) for e in s.events] == [f"wounded card={legolas} immediately=True",
                                          f"wounded-by-strike card={legolas} immediately=True"]


def test_each_wound_in_the_company_costs_every_character_two_prowess_for_the_turn():
    game = _hobgoblins(_moving(["Hobgoblins"]), "Aragorn II", "Legolas")
    _struck(game, "Aragorn II", 2)
    assert [_prowess(game, n) for n in FELLOWSHIP] == [4, 3, 3]    # -2 at once, before the body check ends
    _struck(game, "Legolas", 2)                                     # 2 + 5 - 2 = 5 against 10: wounded too
    assert [_prowess(game, n) for n in FELLOWSHIP] == [2, 1, 1]
    assert sum(1 for o in game.state.ongoing if o.target == game.state.find("Gimli").id) == 2


def test_a_wounded_ally_sets_it_off_and_fights_at_minus_two_too():
    game = _hobgoblins(_moving(["Hobgoblins"], give=[("Aragorn II", ["Gwaihir"])]), "Gwaihir", "Legolas")
    _struck(game, "Gwaihir", 2)
    assert [_prowess(game, n) for n in ("Aragorn II", "Legolas", "Gimli", "Gwaihir")] == [4, 3, 3, 2]


def test_a_failed_or_ineffectual_strike_sets_nothing_off():
    game = _hobgoblins(_moving(["Hobgoblins"]), "Aragorn II", "Legolas")
    _struck(game, "Aragorn II", 12)
    _struck(game, "Legolas", 5)                                     # 5 + 5 = 10: ineffectual
    assert [_prowess(game, n) for n in FELLOWSHIP] == [6, 5, 5]


def test_a_character_wounded_already_does_not_become_wounded():
    game = _moving(["Giant"], wounded=["Aragorn II"])
    game.apply(PlayCreature("Bob", "Giant", "Wilderness"))
    both_pass(game)
    game.apply(DoneAssigning("Alice"))
    game.apply(AssignStrike("Bob", "Aragorn II"))
    _struck(game, "Aragorn II", 2)
    assert "Aragorn II's body check: 2 +1 (already wounded)" in "\n".join(game.state.log)
    assert [_prowess(game, n) for n in FELLOWSHIP] == [6, 5, 5]


def test_a_wound_in_another_company_does_not_count():
    game = _moving(["Hobgoblins"], slipped_on="Others", others=["Frodo"])
    _hobgoblins(game, "Aragorn II", "Legolas")
    _struck(game, "Aragorn II", 2)
    assert _prowess(game, "Frodo") == 1 and _prowess(game, "Legolas") == 5   # Frodo's printed prowess is 1


def test_a_wound_outside_a_strike_is_declared_in_the_chain_that_follows():
    game = _moving(["Hobgoblins"], alice_hand=["Escape"])
    game.apply(PlayCreature("Bob", "Hobgoblins", "Wilderness"))
    both_pass(game)
    game.apply(PlayEvent("Alice", "Escape", "Legolas"))   # Legolas is wounded and the attack cancelled
    both_pass(game)
    assert game.state.find("Legolas").wounded and game.state.combat is None
    assert _prowess(game, "Gimli") == 5 and game.state.chains   # declared, not resolved: it may be answered
    both_pass(game)
    assert [_prowess(game, n) for n in FELLOWSHIP] == [4, 3, 3]


def test_a_corruption_check_a_strike_s_wound_sets_off_comes_before_the_body_check():
    # CoE 3.iv.7, 3.iv.7.1; CRF 22, Card Errata and Rulings > Despair of the Heart
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", FELLOWSHIP, site="Moria", origin="Lórien")
    setup.in_play("Despair of the Heart", on="Aragorn II")
    setup.hand("Bob", ["Giant"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlayCreature("Bob", "Giant", "Wilderness"))
    both_pass(game)
    game.apply(DoneAssigning("Alice"))
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 2, "Aragorn II's strike"))           # 2 + 6 = 8 against 13: wounded
    s = game.state
    assert [c.origin for c in s.chains] == ["passive-condition"]   # the check's chain; the body check follows it
    both_pass(game)
    assert s.pending_roll.purpose == "Aragorn II's corruption check"
    game.apply(Roll("Alice", 2, "Aragorn II's corruption check"))  # 2 against 2 points: a hero is discarded
    assert s.find("Aragorn II").zone == "discard pile" and s.pending_roll is None
