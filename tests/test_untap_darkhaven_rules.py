"""A site whose card is a Darkhaven during the untap phase (the key ``darkhaven_in_untap_phase``, the minion
Barad-dûr: "Treat this site as a Darkhaven during the untap phase"; ``turn/phases.heals_at``): its player's wounded
characters there heal in his untap phase, as at a Darkhaven (CoE 2.I.1), a Fallen-wizard player's excepted (he takes
no action specific to havens but at a Wizardhaven, g.hav.F1). Against a Dark-hold without the text."""
import pytest

from meccg_rules.engine.setup import Setup
from meccg_rules.engine.turn.actions import EndPhase


def _at(site, alignment="Ringwraith", phase="untap"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Orcs", ["Orc Veteran", "Orc Brawler"], site=site)
    setup.wound("Orc Brawler")
    setup.set_phase(phase)
    return setup.build()


@pytest.mark.parametrize("site, alignment, heals", [
    ("Barad-dûr", "Ringwraith", True),     # a Darkhaven in the untap phase
    ("Cirith Ungol", "Ringwraith", False),  # a Dark-hold without the text
])
def test_a_wounded_character_heals_at_barad_dur_in_the_untap_phase(site, alignment, heals):
    game = _at(site, alignment)
    assert bool(game.state.site_of("Orcs").card.trait("darkhaven_in_untap_phase")) is heals
    game.apply(EndPhase("Alice", "untap"))
    brawler = game.state.find("Orc Brawler")
    assert brawler.wounded is not heals
    if heals:
        assert brawler.tapped   # healed to the tapped position (CoE 2.I.1)


def test_a_fallen_wizard_heals_at_no_darkhaven():
    from meccg_rules.engine.turn.phases import heals_at
    game = _at("Barad-dûr")
    site = game.state.site_of("Orcs")
    game.state.alignments["Alice"] = "Fallen-wizard"
    assert not heals_at(game.state, site, "Alice")
    game.state.alignments["Alice"] = "Ringwraith"
    assert heals_at(game.state, site, "Alice")



@pytest.mark.parametrize("phase, haven", [("untap", True), ("organization", False)])
def test_barad_dur_is_a_haven_by_type_in_the_untap_phase_alone(phase, haven):
    """A Darkhaven's type is Haven (CoE glossary; a Fallen-wizard's Darkhavens keep it, g.hav.F1): Barad-dûr is one in
    the untap phase (``primitives/regions.site_type``), a Dark-hold otherwise."""
    from meccg_rules.engine.primitives.regions import site_type
    game = _at("Barad-dûr", phase=phase)
    assert site_type(game.state, game.state.site_of("Orcs")) == ("Haven" if haven else "Dark-hold")


@pytest.mark.parametrize("site, rolls", [("Barad-dûr", False), ("Cirith Ungol", True)])
def test_worn_and_famished_spares_a_fallen_wizard_s_character_at_barad_dur(site, rolls):
    """Worn and Famished: a non-Wizard character not in a Haven untaps only by a roll; a Fallen-wizard's player is not
    spared as a minion player is, and in the untap phase Barad-dûr is a Darkhaven, a Haven by type: his tapped Orc
    there untaps normally; at Cirith Ungol, a Dark-hold, he rolls."""
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")   # the minion site cards; then Alice is taken for a Fallen-wizard
    setup.company("Orcs", ["Orc Veteran"], site=site)
    setup.tap("Orc Veteran")
    setup.in_play("Worn and Famished", owner="Bob")
    setup.set_phase("untap")
    game = setup.build()
    game.state.alignments["Alice"] = "Fallen-wizard"
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Orc Veteran").tapped is rolls
    assert (game.state.phase == "untap") is rolls
