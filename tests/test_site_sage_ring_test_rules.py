"""A site whose text lets "any sage" there tap to test a ring, the roll modified (the minion Mount Doom): the import
reads the modifier into the facts' ``sage_ring_test``; ``playing/tap_abilities.py`` gives a sage in a company at
that site the ability to test a gold ring in his company (CoE 6.2), and no one else, nowhere else."""
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.playing.actions import UseAbility
from meccg_rules.engine.setup import Setup

TEST = "test"


def at(site):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Raiders", ["Belegorn", "Dâsakûn"], site=site)   # Belegorn is a sage, Dâsakûn is not
    setup.give("Dâsakûn", ["Precious Gold Ring"])
    setup.set_phase("site", "Raiders")
    return setup.build()


def test_the_import_reads_the_sages_ring_test():
    assert catalogue().get("LE-393").fact("sage_ring_test") == -3
    assert catalogue().get("LE-393").status == "full"
    assert catalogue().get("TW-414").fact("sage_ring_test") is None


def test_a_sage_at_mount_doom_taps_to_test_a_gold_ring_in_his_company_at_minus_three():
    game = at("LE-393")
    game.apply(UseAbility("Alice", "Belegorn", TEST, "Precious Gold Ring"))
    assert game.state.find("Belegorn").tapped
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", 8, "the ring test"))
    assert [line for line in game.state.log if line.startswith("ring test")] == [
        "ring test of Precious Gold Ring: 8 -3 (Belegorn) = 5; Precious Gold Ring is discarded, and Alice may play "
        "in its place a Magic Ring or a Lesser Ring"]


def test_only_a_sage_and_only_at_that_site():
    game = at("LE-393")
    assert game.check(UseAbility("Alice", "Dâsakûn", TEST, "Precious Gold Ring")).code == "malformed"   # no sage
    elsewhere = at("Cameth Brin")
    assert elsewhere.check(UseAbility("Alice", "Belegorn", TEST, "Precious Gold Ring")).code == "malformed"
