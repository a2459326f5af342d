"""A creature of the opponent named as a card is played (the effect ``named-creature-attacks``, The Hunt): only a
hazard creature of the other player revealed to that player and discarded, in either order, may be named (the
kernel's record, ``State.reveal``); it
attacks the character alone, as a one-character company, the rest of his company neither facing nor supporting;
no spell may be played against it, a spell in play that might help is refused as not modelled, and the character is
tapped afterwards if untapped (CRF 22, Card Errata and Rulings, The Hunt)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, StayUntapped, SupportStrike
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import CHAIN, DISCARD, HAND, IN_PLAY, ON_GUARD, PLAY_DECK
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlaceOnGuard


def _game(seen=True, hand=("The Hunt",), discards=("Cave Worm",), creature=None):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Alatar", "Aragorn II"], site="Bree")
    setup.give("Alatar", ["Noble Hound"])
    setup.discard_pile("Bob", list(discards), seen=seen)
    setup.hand("Alice", list(hand))
    setup.set_phase("organization")
    return setup.build()


def _hunt(game, named="Cave Worm", target="Alatar"):
    return PlayEvent("Alice", "The Hunt", target, named=named)


def test_the_kernel_records_a_card_seen_going_to_the_discard_pile_not_one_discarded_from_hand():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Alatar"], site="Bree")
    setup.hand("Bob", ["Cave Worm", "Orc-patrol"])
    setup.set_phase("organization")
    s = setup.build().state
    worm, patrol = s.find("Cave Worm"), s.find("Orc-patrol")
    s.move(worm.id, IN_PLAY)
    s.move(worm.id, DISCARD)
    s.move(patrol.id, DISCARD)
    assert (worm.revealed_to, patrol.revealed_to) == (("Alice", "Bob"), ())


def test_revealed_and_discarded_in_either_order_and_forgotten_in_a_play_deck():
    game = _game(seen=False, discards=("Cave Worm",))
    s = game.state
    worm = s.find("Cave Worm")
    assert game.check(_hunt(game)).code == "not-revealed"   # discarded face-down, never shown
    s.reveal((worm.id,), ("Bob",))   # shown to its own player only: not to Alice
    assert game.check(_hunt(game)).code == "not-revealed"
    s.reveal((worm.id,), ("Alice",))   # discarded first, shown after
    assert game.check(_hunt(game)).allowed
    s.move(worm.id, PLAY_DECK)   # back in a play deck: forgotten
    s.move(worm.id, HAND)
    assert worm.revealed_to == ()
    s.reveal((worm.id,), ("Alice",))   # shown in his hand first, discarded after
    s.move(worm.id, DISCARD)
    assert game.check(_hunt(game)).allowed


def test_what_may_be_named():
    game = _game()
    assert game.check(_hunt(game)).allowed
    assert game.check(PlayEvent("Alice", "The Hunt", "Alatar")).code == "must-name"
    assert game.check(_hunt(game, target="Aragorn II")).code == "invalid-target"
    own = _game(discards=(), hand=("The Hunt", "Orc-patrol"))
    own.state.move(own.state.find("Orc-patrol").id, DISCARD)
    assert own.check(_hunt(own, named="Orc-patrol")).code == "invalid-named"   # Alice's own card
    unseen = _game(seen=False)   # never revealed to Alice: a discard pile is face-down
    assert unseen.check(_hunt(unseen)).code == "not-revealed"
    gone = _game()   # no longer in Bob's discard pile: not modelled
    gone.state.move(gone.state.find("Cave Worm").id, HAND)
    verdict = gone.check(_hunt(gone))
    assert verdict.code == "not-modelled" and "no longer in its player's discard pile" in verdict.sentence


def test_alone_no_support_no_spells_and_tapped_afterwards():
    game = _game(hand=("The Hunt", "Vanishment"), discards=("Orc-patrol",))
    game.apply(_hunt(game, named="Orc-patrol"))
    both_pass(game)
    assert game.state.combat.attack.alone == game.state.find("Alatar").id
    assert game.check(AssignStrike("Alice", "Noble Hound")).code == "attack-against-another"
    assert game.check(PlayEvent("Alice", "Vanishment", "Alatar")).code == "no-spells"
    game.apply(AssignStrike("Alice", "Alatar"))
    game.apply(ChooseStrike("Alice", "Alatar"))
    assert game.check(SupportStrike("Alice", "Aragorn II", "Alatar")).code == "one-character-company"
    game.apply(StayUntapped("Alice", "Alatar"))
    game.apply(Roll("Alice", 12, "Alatar's strike"))   # 6 - 3 - 2 + 12 = 13 against 6: defeated, he stays untapped
    assert game.state.combat is None
    assert game.state.find("Alatar").tapped and not game.state.find("Noble Hound").tapped
    assert "Alatar is tapped after the attack" in game.state.log
    assert game.state.find("Orc-patrol").zone == "marshalling point pile"   # its one strike faced was defeated


def test_a_spell_in_play_that_might_help_is_refused_as_not_modelled():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Alatar"], site="Bree")
    setup.new("Sacrifice of Form", "Alice", IN_PLAY, attached_to=setup.state.find("Alatar").id)
    setup.discard_pile("Bob", ["Cave Worm"], seen=True)
    setup.hand("Alice", ["The Hunt"])
    setup.set_phase("organization")
    game = setup.build()
    verdict = game.check(_hunt(game))
    assert verdict.code == "not-modelled" and "spell already in play" in verdict.sentence


def test_a_unique_creature_named_is_refused_as_not_modelled():
    game = _game(discards=("Smaug",))   # "unless eliminated or prevented from being in play"
    verdict = game.check(_hunt(game, named="Smaug"))
    assert verdict.code == "not-modelled" and "unique creature" in verdict.sentence


def test_a_hand_shown_is_recorded_for_every_player_and_a_card_discarded_from_it_may_be_named_later():
    """Rolled down to the Sea: Bob, holding no ring, shows his hand; Cave Worm, discarded after, is known to Alice."""
    setup = Setup("Bob", "Alice")
    setup.company("Wanderers", ["Gimli"], site="Bree", origin="Rivendell")
    setup.hand("Bob", ["Cave Worm", "Orc-patrol"])
    setup.hand("Alice", ["Rolled down to the Sea"])
    setup.set_phase("movement/hazard", "Wanderers")
    game = setup.build()
    game.apply(PlayEvent("Alice", "Rolled down to the Sea"))
    both_pass(game)
    worm = game.state.find("Cave Worm")
    assert worm.revealed_to == ("Bob", "Alice") and worm.zone == HAND
    game.state.move(worm.id, DISCARD)   # discarded face-down afterwards: the record stays
    assert worm.revealed_to == ("Bob", "Alice")


def test_a_card_declared_on_a_chain_is_seen_a_face_down_agent_or_on_guard_card_discarded_is_not():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Alatar"], site="Bree")
    setup.hand("Bob", ["Cave Worm", "Orc-patrol", "Cave-drake"])
    setup.set_phase("organization")
    s = setup.build().state
    worm, patrol, drake = s.find("Cave Worm"), s.find("Orc-patrol"), s.find("Cave-drake")
    s.move(worm.id, CHAIN)
    s.move(worm.id, HAND)   # back in his hand from the chain: still seen
    assert worm.revealed_to == ("Alice", "Bob")
    s.move(patrol.id, ON_GUARD)
    s.move(patrol.id, DISCARD)   # never revealed on-guard: face-down all along
    assert patrol.revealed_to == ()
    s.move(drake.id, IN_PLAY)
    drake.agent_site = "Bree"   # as a face-down agent would be (agents/agent_hazards.py)
    s.move(drake.id, DISCARD)
    assert drake.revealed_to == ()


def test_a_card_placed_on_guard_is_declared_face_down_and_not_seen_unless_revealed():
    """Placing a card on-guard goes through the chain face-down (CoE 2.IV.vii.4): it back in its player's hand and
    discarded from there, The Hunt cannot name it."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Alatar"], site="Bree", origin="Rivendell")
    setup.hand("Bob", ["Cave Worm"])
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(PlaceOnGuard("Bob", "Cave Worm", "Fellowship"))
    worm = game.state.find("Cave Worm")
    assert worm.zone == CHAIN and worm.revealed_to == ()   # declared face-down
    both_pass(game)
    assert worm.zone == ON_GUARD and worm.revealed_to == ()
    game.state.move(worm.id, HAND)   # not revealed: back to his hand at the end of the site phase
    game.state.move(worm.id, DISCARD)
    assert worm.revealed_to == ()
