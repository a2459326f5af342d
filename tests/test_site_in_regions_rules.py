"""The condition ``site_in_regions`` (primitives/conditions.py): the site of the target, or of an ability's user when
it is used on no card, lies in one of the regions named, as its site card prints the region (Strider's search, CRF 22
erratum)."""
import pytest

from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup


def _searching(site):
    setup = Setup("Alice", "Bob")
    setup.company("Rangers", ["Strider"], site=site)
    setup.company("Travellers", ["Legolas"], site="Barrow-downs")
    setup.discard_pile("Alice", ["Dagger of Westernesse"])
    setup.set_phase("organization")
    return setup.build()


@pytest.mark.parametrize("site, allowed", [("Barrow-downs", True), ("Tharbad", True), ("Ettenmoors", True),
                                           ("Zarak Dûm", False), ("Ost-in-Edhil", False)])
def test_the_users_own_site_must_lie_in_a_region_named(site, allowed):
    verdict = _searching(site).check(UseAbility("Alice", "Strider", "take", "Dagger of Westernesse"))
    assert bool(verdict) is allowed, verdict
    if not allowed:
        assert verdict.code == "not-playable-at-site" and "lies in" in verdict.sentence
