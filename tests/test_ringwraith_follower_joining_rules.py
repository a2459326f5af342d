"""A Ringwraith whose own card lets him join another Ringwraith's company and frees him of influence (Ûvatha the
Ringwraith: "He may join another Ringwraith's company during your organization phase and requires no influence to
control"; CoE 2.II.2.1.R7 lets a Ringwraith follower use that ability; players/ringwraith_followers.py, the key
``joins_another_ringwraiths_company``)."""
import pytest

from meccg_rules.engine.core.state import HAND
from meccg_rules.engine.organization import control
from meccg_rules.engine.organization.actions import MoveToCompany
from meccg_rules.engine.players import ringwraith_followers
from meccg_rules.engine.setup import Setup


def _followed(follower):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["Ren the Ringwraith", follower], site="Minas Morgul")
    setup.follower(follower, "Ren the Ringwraith")
    setup.set_phase("organization")
    return setup.build()


@pytest.mark.parametrize("follower, taken", [("Ûvatha the Ringwraith", 0), ("Dwar the Ringwraith", 1)])
def test_as_a_ringwraith_follower_he_takes_no_direct_influence(follower, taken):
    s = _followed(follower).state
    ren, inst = s.find("Ren the Ringwraith"), s.find(follower)
    assert ringwraith_followers.needs_no_influence(s, inst) is (taken == 0)
    assert control.available_direct_influence(s, ren.id, inst) == ren.card.fact("direct_influence") - taken
    assert ringwraith_followers.influence_needed(s, "Riders", 1, None, (inst,)) == ringwraith_followers.MIND * taken


def test_a_black_horse_frees_another_follower_beside_him():
    """His own card frees him: a Black Horse in the company frees one of the others, not him."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["Ren the Ringwraith", "Ûvatha the Ringwraith", "Dwar the Ringwraith"],
                  site="Minas Morgul")
    setup.follower("Ûvatha the Ringwraith", "Ren the Ringwraith")
    setup.follower("Dwar the Ringwraith", "Ren the Ringwraith")
    setup.give("Ren the Ringwraith", ["Black Horse"])
    setup.set_phase("organization")
    s = setup.build().state
    assert ringwraith_followers.needs_no_influence(s, s.find("Dwar the Ringwraith"))
    assert ringwraith_followers.needs_no_influence(s, s.find("Ûvatha the Ringwraith"))


def test_waiting_for_a_ringwraith_he_is_taken_again_with_no_influence():
    """R8: his Ringwraith gone to the hand, he waits; a Ringwraith of his player takes him again, no point taken."""
    game = _followed("Ûvatha the Ringwraith")
    s = game.state
    s.move(s.find("Ren the Ringwraith").id, HAND)
    assert ringwraith_followers.awaits_ringwraith(s.find("Ûvatha the Ringwraith"))
    assert ringwraith_followers.influence_needed(s, "Riders", 1, None, (s.find("Ûvatha the Ringwraith"),)) == 0


def _two_companies(follower="Ûvatha the Ringwraith", other_site="Minas Morgul", phase="organization",
                   other=("Dwar the Ringwraith",)):
    """Ren's company with ``follower`` as his follower, and another company of Alice's at ``other_site`` holding
    ``other`` (Dwar, a Ringwraith who is no follower: a position set up to ask the rule alone)."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["Ren the Ringwraith", follower], site="Minas Morgul")
    setup.follower(follower, "Ren the Ringwraith")
    setup.company("Hunters", list(other), site=other_site)
    setup.set_phase(*((phase, "Riders") if phase == "site" else (phase,)))
    return setup.build()


def test_in_his_players_organization_phase_he_joins_another_ringwraiths_company_at_his_site():
    game = _two_companies()
    game.apply(MoveToCompany("Alice", "Ûvatha the Ringwraith", "Hunters"))
    s = game.state
    uvatha = s.find("Ûvatha the Ringwraith")
    assert uvatha.follower_of == s.find("Dwar the Ringwraith").id and uvatha.company == "Hunters"
    assert s.find("Ren the Ringwraith").company == "Riders"
    assert control.available_direct_influence(s, s.find("Dwar the Ringwraith").id, uvatha) \
        == s.find("Dwar the Ringwraith").card.fact("direct_influence")   # he takes none


@pytest.mark.parametrize("position, code", [
    ({"phase": "site"}, "wrong-phase"),
    ({"other_site": "Dol Guldur"}, "not-at-same-site"),
    ({"follower": "Adûnaphel the Ringwraith"}, "follower-moves-with-controller"),   # no such text
    ({"other": ("Gorbag",)}, "ringwraith-follower-controller"),                      # no Ringwraith there
])
def test_not_outside_the_organization_phase_nor_elsewhere_nor_without_the_text(position, code):
    game = _two_companies(**position)
    follower = position.get("follower", "Ûvatha the Ringwraith")
    refused = game.check(MoveToCompany("Alice", follower, "Hunters"))
    assert refused.code == code, refused


def test_waiting_in_another_company_he_joins_his_players_ringwraith_there():
    """R8: his Ringwraith has left play; his player's Ringwraith, in play again in another company at the same site,
    takes him back as he joins that company, with no direct influence."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Riders", ["Ûvatha the Ringwraith", "Dwar the Ringwraith"], site="Minas Morgul")
    setup.uncontrolled("Ûvatha the Ringwraith")
    setup.uncontrolled("Dwar the Ringwraith")
    setup.company("Host", ["Ren the Ringwraith"], site="Minas Morgul")
    setup.set_phase("organization")
    game = setup.build()
    refused = game.check(MoveToCompany("Alice", "Dwar the Ringwraith", "Host"))   # no such text: he waits
    assert refused.code == "follower-moves-with-controller", refused
    game.apply(MoveToCompany("Alice", "Ûvatha the Ringwraith", "Host"))
    s = game.state
    assert s.find("Ûvatha the Ringwraith").follower_of == s.find("Ren the Ringwraith").id


def test_he_counts_among_the_followers_the_witch_king_brings_in():
    """The Witch-king brings in up to two Ringwraith followers ("these followers"): Ûvatha, though his own card
    frees him of influence, is one of them, so a third is refused as any character (R4)."""
    from meccg_rules.engine.organization.actions import PlayCharacter
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", ["The Witch-king", "Ûvatha the Ringwraith", "Dwar the Ringwraith"], site="Minas Morgul")
    setup.follower("Ûvatha the Ringwraith", "The Witch-king")
    setup.follower("Dwar the Ringwraith", "The Witch-king")
    setup.hand("Alice", ["Ren the Ringwraith"])
    setup.set_phase("organization")
    game = setup.build()
    refused = game.check(PlayCharacter("Alice", "Ren the Ringwraith", follower_of="The Witch-king"))
    assert refused.code == "ringwraith-follower-not-allowed", refused
