"""A site whose text raises the hazard limit of "any company moving to this site" (Barad-dûr, Mount Doom, the
Havens): the import reads the amount into the facts' ``moving_hazard_limit``, and the ``hazard limit`` query
(``hazards/hazard_limit.py``) adds it for a company whose new site it is, not for one staying there or moving
elsewhere."""
from helpers import moving

from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.hazards.hazard_limit import hazard_limit
from meccg_rules.engine.setup import Setup


def test_the_import_reads_the_raise():
    assert catalogue().get("TW-374").fact("moving_hazard_limit") == 2
    assert catalogue().get("TW-414").fact("moving_hazard_limit") == 2
    assert catalogue().get("TW-374").status == "full"
    assert catalogue().get("Moria").fact("moving_hazard_limit") is None


def test_a_company_moving_to_barad_dur_has_its_hazard_limit_raised_by_two():
    assert hazard_limit(moving("TW-374", "Lórien").state, "Fellowship") == 4
    assert hazard_limit(moving("Moria", "Lórien").state, "Fellowship") == 2


def test_a_company_staying_at_the_site_has_no_raise():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="TW-374")
    setup.set_phase("movement/hazard", "Fellowship")
    assert hazard_limit(setup.build().state, "Fellowship") == 2
