"""Items retrieved from the discard pile by a card stored in the marshalling point pile (``retrieves_items``:
Reforging; ``organization/retrieved_items.py``)."""
from helpers import both_pass

from meccg_rules.engine.organization.actions import RetrieveItem
from meccg_rules.engine.setup import Setup


def _stored(discarded, sage="Elrond", site="Rivendell", phase="organization", aragorn_bears=()):
    """Elrond (a sage) and Glorfindel II at a site, Reforging stored, an item in Alice's discard pile."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", [sage, "Glorfindel II"], site=site)
    setup.company("Rangers", ["Aragorn II"], site=site)
    setup.mp_pile("Alice", ["Reforging"])
    setup.discard_pile("Alice", [discarded])
    if aragorn_bears:
        setup.give("Aragorn II", list(aragorn_bears))
    setup.set_phase(phase)
    return setup.build()


def _retrieve(item, sage="Elrond", to="Glorfindel II"):
    return RetrieveItem("Alice", sage, "Reforging", item, to)


def test_a_hoard_weapon_comes_back_under_a_companion_the_cost_paid_at_declaration():
    game = _stored("Valiant Sword")
    game.apply(_retrieve("Valiant Sword"))
    state = game.state
    assert state.find("Elrond").tapped and state.find("Reforging").zone == "discard pile"
    assert state.find("Valiant Sword").zone == "discard pile"   # not yet: declared in a chain
    both_pass(game)
    assert state.find("Valiant Sword").attached_to == state.find("Glorfindel II").id
    assert not state.find("Rivendell").tapped   # not played at the site


def test_only_the_kinds_the_card_names_and_only_from_its_stored_copy():
    assert _stored("Enruned Shield").check(_retrieve("Enruned Shield")).code == "not-retrievable"   # greater
    assert _stored("Magical Harp").check(_retrieve("Magical Harp")).code == "not-retrievable"   # no weapon
    assert _stored("Glamdring").check(_retrieve("Glamdring"))


def test_a_sage_at_a_haven_in_the_organization_phase_for_his_own_company():
    assert _stored("Glamdring", sage="Legolas").check(_retrieve("Glamdring", sage="Legolas")).code \
        == "retriever-not-qualified"
    assert _stored("Glamdring", site="Old Forest").check(_retrieve("Glamdring")).code == "retriever-not-qualified"
    assert _stored("Glamdring", phase="end-of-turn").check(_retrieve("Glamdring")).code == "wrong-phase"
    assert _stored("Glamdring").check(_retrieve("Glamdring", to="Aragorn II")).code == "not-same-company"


def test_a_unique_item_does_not_come_back_while_another_copy_is_in_play():
    def discarded(game, name):
        return next(i.id for i in game.state.cards.values() if i.name == name and i.zone == "discard pile")
    game = _stored("Glamdring", aragorn_bears=["a second Glamdring"])
    assert game.check(_retrieve(discarded(game, "Glamdring"))).code == "unique-in-play"
    game = _stored("Valiant Sword", aragorn_bears=["a second Valiant Sword"])   # not unique
    assert game.check(_retrieve(discarded(game, "Valiant Sword")))


def test_an_item_whose_text_in_play_is_not_modelled_is_refused_as_such():
    verdict = _stored("Dwarven Axe").check(_retrieve("Dwarven Axe"))
    assert verdict.code == "not-modelled" and "Dwarven Axe" in str(verdict)


def test_the_retrieval_is_listed_among_the_actions():
    game = _stored("Glamdring")
    state = game.state
    listed = [a for a in game.legal_actions() if isinstance(a, RetrieveItem)]
    assert RetrieveItem("Alice", state.find("Elrond").id, state.find("Reforging").id, state.find("Glamdring").id,
                        state.find("Glorfindel II").id) in listed
    assert all(a.recipient != state.find("Aragorn II").id for a in listed)   # his own company only
    assert not [a for a in _stored("Enruned Shield").legal_actions() if isinstance(a, RetrieveItem)]


def test_the_sage_no_longer_tapped_as_it_resolves_negates_it_the_cost_paid():
    game = _stored("Valiant Sword")
    game.apply(_retrieve("Valiant Sword"))
    game.state.untap(game.state.find("Elrond").id)   # as an effect in response would (CoE 9.2.1)
    both_pass(game)
    assert game.state.find("Valiant Sword").zone == "discard pile"
    assert game.state.find("Reforging").zone == "discard pile"
