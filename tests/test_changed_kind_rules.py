"""A card in play changing kind (``organization/changed_kind.py``, the effect ``become-ally``): a hazard creature
made an ally under a character by Ready to His Will keeps its name, race, keywords and uniqueness, takes the
attributes the card gives and loses the rest of its card (CRF 22, Card Errata and Rulings, Ready to his Will);
it is its printed card again once it leaves play; its attacks end without discarding it."""
import copy
import pickle

from helpers import both_pass, setting_aside

from meccg_rules.engine.combat import attacks
from meccg_rules.engine.core.cards import ChangedCard
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, OFF_TO_THE_SIDE
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.setup import Setup

# Uruk-lieutenant's one clause not modelled (where it may be played) takes no part here
_set_aside = setting_aside("Uruk-lieutenant")


def _attacked(creature="Abductor", keyed_to="Border-land", site="Moria"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat", "Lagduf"], site=site, origin="Dol Guldur",
                  via=["Southern Mirkwood", "Anduin Vales", "Wold & Foothills", "Redhorn Gate"] if site == "Moria"
                  else None)
    setup.hand("Alice", ["Ready to His Will"])
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, keyed_to))
    both_pass(game)
    return game


def _converted(creature="Abductor", keyed_to="Border-land"):
    game = _attacked(creature, keyed_to)
    game.apply(PlayEvent("Alice", "Ready to His Will", "Shagrat"))
    both_pass(game)
    return game


def test_the_creature_becomes_an_ally_with_the_card_s_attributes_and_its_keywords():
    game = _converted("Uruk-lieutenant", "Wilderness")
    s = game.state
    ally, shagrat = s.find("Uruk-lieutenant"), s.find("Shagrat")
    assert ally.zone == IN_PLAY and ally.attached_to == shagrat.id and ally.controller == "Alice"
    assert ally.owner == "Bob" and shagrat.tapped
    card = ally.card
    assert isinstance(card, ChangedCard) and card.kind == "ally" and not card.is_creature
    assert (card.fact("prowess"), card.fact("body"), card.fact("mind")) == (9 - 7, 8, 1)
    assert card.keywords == ("Uruk-hai",) and card.race == "Orcs"
    # nothing of its attacks is left: strikes, keying, kill points, its special rule
    assert not any(card.fact(key) for key in ("strikes", "keyed_to", "marshalling_points", "prowess_if_faced"))
    assert s.combat is None and not s.attacks
    assert s.find("Ready to His Will").zone == OFF_TO_THE_SIDE
    assert s.find("Ready to His Will").attached_to == ally.id


def test_a_copy_of_the_game_keeps_the_changed_card():
    game = _converted()
    for copied in (copy.deepcopy(game.state), pickle.loads(pickle.dumps(game.state))):
        card = copied.find("Abductor").card
        assert isinstance(card, ChangedCard) and card.kind == "ally" and card.printed.kind == "creature"


def test_it_is_its_printed_card_again_once_it_leaves_play():
    game = _converted()
    s = game.state
    s.move(s.find("Shagrat").id, DISCARD)   # what he controls goes with him
    abductor = s.find("Abductor")
    assert abductor.zone == DISCARD and abductor.controller == "Bob"
    assert not isinstance(abductor.card, ChangedCard) and abductor.card.is_creature
    assert s.find("Ready to His Will").zone == DISCARD


def test_only_on_a_creature_of_one_strike_for_each_attack():
    game = _attacked("Orc-patrol", "Wilderness")   # three strikes
    assert game.check(PlayEvent("Alice", "Ready to His Will", "Shagrat")).code == "invalid-target"


def test_every_later_attack_of_the_creature_is_gone():
    game = _attacked("Assassin", "Border-hold", site="Lake-town")
    assert game.state.attacks   # its second and third attacks wait
    game.apply(PlayEvent("Alice", "Ready to His Will", "Shagrat"))
    both_pass(game)
    assert game.state.combat is None and not game.state.attacks
    assert game.state.find("Assassin").zone == IN_PLAY


def _raised(raising="Rank upon Rank", creature="Thief", keyed="Border-land"):
    """``raising`` in play: ``creature`` (one strike) attacks the Host and both players pass once; Rank upon Rank's
    bonus is then declared and unresolved (a card raising at once has raised it already)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Host", ["Shagrat", "Lagduf"], site="Moria", origin="Dol Guldur",
                  via=["Southern Mirkwood", "Anduin Vales", "Wold & Foothills", "Redhorn Gate"])
    setup.in_play(raising)
    setup.hand("Alice", ["Ready to His Will"])
    setup.hand("Bob", [creature])
    setup.set_phase("movement/hazard", "Host")
    game = setup.build()
    game.apply(PlayCreature("Bob", creature, keyed))
    both_pass(game)
    return game


def test_it_answers_a_raise_declared_as_the_attack_is_faced():
    # CRF 22: Rank upon Rank's bonus is a passive condition's action, declared as the Thief's attack is faced; Ready
    # to His Will, declared in answer, resolves first, while the Thief still strikes once
    game = _raised()
    assert attacks.strikes(game.state, game.state.combat.attack) == 1 and game.state.chains
    game.apply(PlayEvent("Alice", "Ready to His Will", "Shagrat"))
    both_pass(game)
    assert game.state.find("Thief").card.kind == "ally" and game.state.combat is None
    assert "Rank upon Rank's bonus to Thief: that attack is no longer faced, no effect" in game.state.log
    assert game.state.find("Rank upon Rank").zone == IN_PLAY


def test_once_the_raise_has_resolved_the_attack_has_two_strikes_and_it_is_refused():
    game = _raised()
    both_pass(game)   # the bonus resolves
    assert attacks.strikes(game.state, game.state.combat.attack) == 2
    assert game.check(PlayEvent("Alice", "Ready to His Will", "Shagrat")).code == "invalid-target"


def test_a_raise_the_engine_applies_at_once_is_refused_as_not_modelled():
    # Minions Stir raises Orc attacks as Rank upon Rank does Man attacks (CoE 9.6.8), but the engine applies it at
    # once: the Orc-lieutenant (one strike) has two as it starts, and the answer CRF 22 allows cannot be given
    game = _raised("Minions Stir", "Orc-lieutenant", "Wilderness")
    verdict = game.check(PlayEvent("Alice", "Ready to His Will", "Shagrat"))
    assert verdict.code == "not-modelled" and "Minions Stir" in verdict.sentence


def test_a_copy_changed_so_that_it_is_no_longer_unique_does_not_count_for_uniqueness():
    # primitives/unique.py: a copy in play counts only while its card is still unique (a creature made an ally keeps
    # its being unique; a changed card without it would not bar the other copy)
    from meccg_rules.engine.organization.changed_kind import change_kind
    from meccg_rules.engine.primitives.unique import unique_copy
    game = _converted("“Bert” (Bûrat)", "Wilderness")
    s = game.state
    ally = s.find("“Bert” (Bûrat)")
    assert unique_copy(s, ally.card.printed) is ally
    change_kind(s, ally, {key: value for key, value in ally.card.facts.items() if key != "unique"})
    assert unique_copy(s, ally.card.printed) is None


def test_an_ally_s_attack_reads_the_special_rules_its_card_has():
    # combat/special_rules.py: the attack of an ally turned on its controlling character is read for the special
    # rules of its card; a creature made an ally has none left, so Abductor's wound no longer discards
    from meccg_rules.engine.combat import special_rules
    from meccg_rules.engine.core.state import Attack
    game = _converted()
    s = game.state
    ally = s.find("Abductor")
    turned = Attack(id="a", company="Host", source=ally.id, kind="ally", race="Men", strikes=1, prowess=3)
    assert special_rules.creature(s, turned) is ally.card and ally.card.fact("wounded_discarded_except") is None
    printed = ally.card.printed
    assert printed.fact("wounded_discarded_except") is not None   # what it lost
    agent = Attack(id="b", company="Host", source=ally.id, kind="agent", race="Men", strikes=1, prowess=3)
    assert special_rules.creature(s, agent) is None
