"""Creatures a card lets be played whatever their keying (hazards/creature_grants.py, the primitive
``allow-creature``: Fever of Unrest, Dragon's Desolation; CRF 22, Card Errata and Rulings > Fever of Unrest, Dragon's
Desolation), and the conditions that count a site path's regions (``site_path_at_least``,
``new_site_path_at_least``) or name the new site's type (``new_site_type``)."""
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike
from meccg_rules.engine.core.behaviour import NotModelled
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.hazards.creature_grants import site_phase_grant
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource, RevealOnGuard

FOUR = ["Rhudaur", "Hollin", "Dunland", "Enedhwaith"]   # four Wildernesses, Rivendell to Ruined Signal Tower


def _game(hand, via=None, site="Ruined Signal Tower", characters=("Aragorn II",), gollum=False, origin="Rivendell",
          doors=False):
    setup = Setup("Alice", "Bob")
    setup.company("Lone", list(characters), site=site, origin=origin, via=via)
    if doors:
        setup.in_play("Doors of Night")
    if gollum:
        setup.give("Aragorn II", ["Gollum"])
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Lone")
    return setup.build()


def test_fever_of_unrest_counts_the_wildernesses_of_the_site_path():
    three = _game(["Fever of Unrest"])                              # Ruined Signal Tower's own path: three
    assert three.check(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon")).code == "site-path-short"
    assert three.check(PlayEvent("Bob", "Fever of Unrest", "Lone", "Leucaruth"))
    assert _game(["Fever of Unrest"], via=FOUR).check(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))


def test_the_dragon_is_keyed_to_nothing_once_and_gollum_cannot_cancel_it():
    game = _game(["Fever of Unrest", "Smaug", "Cave-drake"], via=FOUR, gollum=True)
    assert game.check(PlayCreature("Bob", "Smaug", "nothing")).code == "not-keyable"
    game.apply(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))
    both_pass(game)
    assert any("Creature allowed this turn" in line for line in game.describe().splitlines())
    game.apply(PlayCreature("Bob", "Smaug", "nothing"))
    both_pass(game)
    assert game.state.combat.attack.keyed == ""
    assert game.check(UseAbility("Alice", "Gollum", "cancel the attack")).code == "invalid-target"


def test_one_right_lets_one_dragon_only():
    game = _game(["Fever of Unrest", "Smaug", "Cave-drake"], via=FOUR, characters=("Aragorn II", "Legolas",
                                                                                    "Gimli"))
    game.apply(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))
    both_pass(game)
    game.apply(PlayCreature("Bob", "Cave-drake", "nothing"))
    assert game.check(PlayCreature("Bob", "Smaug", "nothing")).code in ("not-keyable", "must-start-chain")
    both_pass(game)
    for name in ("Aragorn II", "Legolas"):
        game.apply(AssignStrike("Bob", name))
    assert game.check(PlayCreature("Bob", "Smaug", "nothing")).code == "not-keyable"


def test_dragon_s_desolation_keys_a_dragon_to_the_ruins_and_lairs_by_name():
    game = _game(["Dragon's Desolation", "Smaug"], characters=("Aragorn II", "Legolas"))
    assert game.check(PlayCreature("Bob", "Smaug", "Ruined Signal Tower")).code == "not-keyable"
    game.apply(PlayEvent("Bob", "Dragon's Desolation", mode="the lair"))
    both_pass(game)
    assert game.state.find("Dragon's Desolation").zone == "discard pile"    # a change was made: not back to hand
    game.apply(PlayCreature("Bob", "Smaug", "Ruined Signal Tower"))
    both_pass(game)
    assert game.state.combat.attack.keyed == "Ruined Signal Tower"


def test_dragon_s_desolation_needs_a_ruins_and_lairs_with_two_wildernesses():
    lair = PlayEvent("Bob", "Dragon's Desolation", mode="the lair")
    clan = _game(["Dragon's Desolation"], site="Dunnish Clan-hold")            # a Border-hold, three Wildernesses
    assert clan.check(lair).code == "not-playable-at-site"
    one = _game(["Dragon's Desolation"], site="Gondmaeglom", origin="Lórien")  # one Wilderness in its own path
    assert one.check(lair).code == "invalid-target"
    assert _game(["Dragon's Desolation"], site="Gondmaeglom", origin="Lórien", doors=True).check(lair)



def test_a_creature_keyed_through_a_right_is_played_while_a_card_with_keying_not_modelled_is_in_play(monkeypatch):
    """A card in play whose keying clause is not modelled refuses only a creature nothing lets be keyed where it is
    played (hazards/keying.py): Smaug keyed to nothing by Fever of Unrest's right is declared and resolves;
    Cave-drake, keyed so with no right, is refused as not modelled. No card has such a gap since The Nazgûl are
    Abroad was modelled: Doors of Night is given one here, as in test_not_modelled."""
    doors = catalogue().get("Doors of Night")
    monkeypatch.setitem(doors.__dict__, "gaps", (NotModelled(clause="creatures keyed elsewhere",
                                                             scope="creature keying"),))
    setup = Setup("Alice", "Bob")
    setup.company("Lone", ["Aragorn II"], site="Ruined Signal Tower", origin="Rivendell", via=FOUR)
    setup.in_play("Doors of Night", owner="Bob")
    setup.hand("Bob", ["Fever of Unrest", "Smaug", "Cave-drake"])
    setup.set_phase("movement/hazard", "Lone")
    game = setup.build()
    assert game.check(PlayCreature("Bob", "Cave-drake", "nothing")).code == "not-modelled"
    game.apply(PlayEvent("Bob", "Fever of Unrest", "Lone", "a Dragon"))
    both_pass(game)
    game.apply(PlayCreature("Bob", "Smaug", "nothing"))
    both_pass(game)
    assert game.state.combat.attack.keyed == ""



# ------------------------------------------------------------------ a right of the site phase (Rumor of Wealth)
def _barrow(item="Glamdring", on_guard="Rumor of Wealth"):
    """Fellowship at Barrow-downs (a Ruins & Lairs), automatic-attack faced, ``on_guard`` placed there, Bob holding
    Cave-drake and a second one; Aragorn II plays ``item`` and Bob reveals the on-guard card in answer."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Barrow-downs", origin="Rivendell")
    setup.hand("Alice", [item])
    setup.hand("Bob", ["Cave-drake", "a second Cave-drake"])
    setup.on_guard(on_guard, "Fellowship")
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(PlayResource("Alice", "Aragorn II", item))
    return game


def test_rumor_of_wealth_lets_one_dragon_in_after_a_major_item_off_the_hazard_limit():
    game = _barrow()
    s = game.state
    drakes = [i.id for i in s.cards.values() if i.name == "Cave-drake"]
    game.apply(RevealOnGuard("Bob", "Rumor of Wealth", "Barrow-downs"))
    both_pass(game)                                                  # the on-guard chain: the right is given
    assert game.check(PlayCreature("Bob", drakes[0], "Barrow-downs")).code == "no-item-played-yet"
    both_pass(game)                                                  # Glamdring comes into play
    assert game.check(PlayCreature("Bob", drakes[0], "Wilderness")).code != "allowed"   # keyed to the site only
    played = s.current_company().hazards_played
    game.apply(PlayCreature("Bob", drakes[0], "Barrow-downs"))
    assert s.current_company().hazards_played == played              # not counted against the hazard limit
    both_pass(game)
    assert s.combat is not None and s.combat.attack.source == drakes[0]
    second = s.cards[drakes[1]]                                       # one Dragon only: the right is used up
    assert not site_phase_grant(s, second.card, s.current_company(), "Barrow-downs", second.id)


def test_a_minor_item_opens_no_way_and_without_the_card_no_creature_comes_in_the_site_phase():
    game = _barrow(item="Dagger of Westernesse")
    drake = next(i.id for i in game.state.cards.values() if i.name == "Cave-drake")
    game.apply(RevealOnGuard("Bob", "Rumor of Wealth", "Barrow-downs"))
    both_pass(game)
    both_pass(game)
    assert game.check(PlayCreature("Bob", drake, "Barrow-downs")).code == "no-item-played-yet"
    plain = _barrow(on_guard="Lure of Expedience")
    both_pass(plain)
    assert plain.check(PlayCreature("Bob", drake, "Barrow-downs")).code == "wrong-phase"


def test_dragon_s_desolation_is_a_potential_effect_and_cannot_be_revealed():
    game = _barrow(on_guard="Dragon's Desolation")
    assert game.check(RevealOnGuard("Bob", "Dragon's Desolation", None, "the lair")).code == "only-potential-effect"


def test_a_creature_the_right_excepts_by_name_is_not_let_in():
    """``except_named`` (Rumor of Wealth's Eärcaraxë, not modelled as a creature): a right excepting the creature
    by name lets it in no more than having no right at all."""
    from meccg_rules.engine.hazards.creature_grants import KEY
    game = _barrow()
    s = game.state
    drake = next(i for i in s.cards.values() if i.name == "Cave-drake")
    game.apply(RevealOnGuard("Bob", "Rumor of Wealth", "Barrow-downs"))
    both_pass(game)
    both_pass(game)                                                  # Glamdring comes into play
    assert site_phase_grant(s, drake.card, s.current_company(), "Barrow-downs", drake.id)
    key = next(k for k in s.turn.per_turn if isinstance(k, tuple) and k[0] == KEY)
    s.turn.per_turn[key] = tuple(g._replace(except_named=("Cave-drake",)) for g in s.turn.per_turn[key])
    assert site_phase_grant(s, drake.card, s.current_company(), "Barrow-downs", drake.id).code == "wrong-phase"
