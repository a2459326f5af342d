"""A site trading one more item for minor items its company bears (the key ``items_for_minor_items``: Hermit's Hill,
and the CRF 22 ruling that the major item needs the site untapped; site_phase/traded_items.py)."""
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD, IN_PLAY
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource, TradeItems

TRADE = TradeItems("Alice", "Hermit's Hill", ("Dagger of Westernesse", "Elf-stone"))


def hill(hand=("Glamdring",), gear=(("Legolas", ["Dagger of Westernesse"]), ("Gimli", ["Elf-stone"])), faced=True):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Hermit's Hill", origin="Lórien")
    if faced:
        setup.faced("Fellowship")
    for character, items in gear:
        setup.give(character, list(items))
    setup.hand("Alice", list(hand))
    return setup.build()


def test_two_minor_items_borne_in_the_company_make_one_major_item_playable():
    game = hill()
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring")).code == "not-playable-at-site"
    game.apply(TRADE)
    s = game.state
    assert s.find("Dagger of Westernesse").zone == DISCARD and s.find("Elf-stone").zone == DISCARD
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    both_pass(game)
    assert s.find("Glamdring").zone == IN_PLAY and s.find("Hermit's Hill").tapped


def test_a_hoard_item_too_though_the_site_has_no_hoard_but_only_one_item():
    game = hill(hand=("Valiant Sword", "Hauberk of Bright Mail"))   # a hoard item, then a plain one
    game.apply(TRADE)
    game.apply(PlayResource("Alice", "Aragorn II", "Valiant Sword"))
    assert game.check(PlayResource("Alice", "Gimli", "Hauberk of Bright Mail")).code == "not-playable-at-site"


def test_the_minor_items_must_be_two_borne_in_the_company_and_the_site_untapped():
    assert hill().check(TradeItems("Alice", "Hermit's Hill", ("Dagger of Westernesse",))).code == "not-items-to-trade"
    assert hill(gear=(("Legolas", ["Dagger of Westernesse", "Glamdring"]),), hand=()).check(
        TradeItems("Alice", "Hermit's Hill", ("Dagger of Westernesse", "Glamdring"))).code == "not-items-to-trade"
    tapped = hill()
    tapped.state.tap(tapped.state.find("Hermit's Hill").id)
    assert tapped.check(TRADE).code == "site-tapped"
    assert hill(faced=False).check(TRADE).code == "automatic-attacks-not-faced"
    twice = hill(gear=(("Legolas", ["Dagger of Westernesse", "Healing Herbs"]), ("Gimli", ["Elf-stone", "Cram"])))
    twice.apply(TRADE)
    assert twice.check(TradeItems("Alice", "Hermit's Hill", ("Healing Herbs", "Cram"))).code == "traded-already"


def test_once_the_site_is_tapped_the_traded_major_item_cannot_come():
    game = hill(hand=("Glamdring", "Healing Herbs"))
    game.apply(TRADE)
    game.apply(PlayResource("Alice", "Legolas", "Healing Herbs"))
    both_pass(game)
    assert game.check(PlayResource("Alice", "Aragorn II", "Glamdring")).code == "site-tapped"


def test_not_while_an_agent_s_attack_is_under_way():
    """The company acts at its site once the attack is over (CoE 2.V.ii.1; ``automatic_attacks.attack_not_over``)."""
    from meccg_rules.engine.agents.actions import AgentAttacks
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site="Hermit's Hill", origin="Lórien")
    setup.faced("Fellowship")
    setup.give("Legolas", ["Dagger of Westernesse"])
    setup.give("Gimli", ["Elf-stone"])
    setup.agent("Bob", "Bill Ferny", "Hermit's Hill")
    game = setup.build()
    game.apply(AgentAttacks("Bob", "Bill Ferny"))
    trade = TradeItems("Alice", "Alice's Hermit’s Hill", ("Dagger of Westernesse", "Elf-stone"))
    assert game.check(trade).code == "attack-not-over"
