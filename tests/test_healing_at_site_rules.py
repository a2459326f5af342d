"""A site whose text makes healing effects affect all characters there (Old Forest, CRF 22 Challenge Decks
wording): one healing effect heals every wounded character at the site; an untapping effect is not widened.
Ioreth does so for her company; any healing effect counts, the untap phase's at a Haven (or at a Free-hold Houses
of Healing makes one for healing) included (CRF 22, Card Errata and Rulings: Ioreth, Old Forest, Rhosgobel)."""
from helpers import both_pass

from meccg_rules.engine.core.state import DISCARD
from meccg_rules.engine.playing.actions import UseItem
from meccg_rules.engine.turn.actions import EndPhase
from meccg_rules.engine.setup import Setup


def company_at(site, tapped=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli"], site=site)
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.wound("Gimli")
    if "Legolas" in tapped:
        setup.tap("Legolas")
    else:
        setup.wound("Legolas")
    setup.set_phase("organization")
    return setup.build()


def heal_legolas(game):
    game.apply(UseItem("Alice", "Aragorn II", "Healing Herbs", "Legolas"))
    both_pass(game)
    return game.state


def test_healing_at_old_forest_heals_every_character_there():
    s = heal_legolas(company_at("Old Forest"))
    assert not s.find("Legolas").wounded and not s.find("Gimli").wounded


def test_healing_elsewhere_heals_only_its_target():
    s = heal_legolas(company_at("Bree"))
    assert not s.find("Legolas").wounded and s.find("Gimli").wounded


def test_untapping_at_old_forest_is_not_widened():
    s = heal_legolas(company_at("Old Forest", tapped=("Legolas",)))
    assert not s.find("Legolas").tapped and s.find("Gimli").wounded


def test_healing_at_rhosgobel_heals_every_character_there_too():
    s = heal_legolas(company_at("Rhosgobel"))       # its text says the same as the Old Forest's
    assert not s.find("Legolas").wounded and not s.find("Gimli").wounded


def test_with_ioreth_in_the_company_healing_one_heals_all_of_it_anywhere():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli", "Ioreth"], site="Bree")
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.wound("Gimli")
    setup.wound("Legolas")
    setup.set_phase("organization")
    s = heal_legolas(setup.build())
    assert not s.find("Legolas").wounded and not s.find("Gimli").wounded


# ------------------------------------------------------------------ any healing effect (CRF 22: Ioreth, Old Forest,
# Rhosgobel read "healing effects" for "healing cards"), and whom it reaches
def two_players_at(site, houses=False):
    """Alice's Fellowship and Bob's Wanderers at ``site`` (each at his own copy), both with a wounded character."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site=site)
    setup.company("Wanderers", ["Gimli"], site=site, owner="Bob")
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.wound("Legolas")
    setup.wound("Gimli")
    if houses:
        setup.in_play("Houses of Healing", on=setup.site(site, "Alice"))
    return setup


def test_a_site_that_widens_healing_reaches_the_other_players_companies_there():
    setup = two_players_at("Old Forest")
    setup.set_phase("organization")
    s = heal_legolas(setup.build())
    assert not s.find("Gimli").wounded          # Bob's copy of Old Forest is the same site


def test_the_untap_phases_healing_is_a_healing_effect_too():
    """Houses of Healing makes Rhosgobel a Haven for healing: Legolas heals there in the untap phase, and that
    healing, which comes from no card, reaches Bob's Gimli at Rhosgobel, to tapped as Legolas."""
    setup = two_players_at("Rhosgobel", houses=True)
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    s = game.state
    for name in ("Legolas", "Gimli"):
        assert not s.find(name).wounded and s.find(name).tapped


def test_the_untap_phases_healing_elsewhere_reaches_no_one_else():
    setup = two_players_at("Edoras", houses=True)    # a Free-hold with no such text
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    assert not game.state.find("Legolas").wounded and game.state.find("Gimli").wounded


def test_houses_of_healing_is_needed_for_the_untap_phases_healing_at_a_free_hold():
    setup = two_players_at("Rhosgobel")
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    assert game.state.find("Legolas").wounded and game.state.find("Gimli").wounded
    assert not game.state.cards[game.state.companies["Fellowship"].site].card.is_haven   # for nothing else


def ioreth_company(*tapped):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas", "Gimli", "Ioreth", "Faramir"], site="Bree")
    setup.give("Aragorn II", ["Healing Herbs"])
    setup.give("Legolas", ["Noble Hound"])
    for name in ("Legolas", "Gimli", "Noble Hound"):
        setup.wound(name)
    for name in tapped:
        setup.tap(name)
    return setup


def test_ioreth_widens_healing_to_allies_but_does_not_untap_the_unwounded():
    """CRF 22, Ioreth: the untap part of a healing effect is not repeated on a tapped character who is not wounded;
    allies are healed as characters are (CoE 2.V.2.2)."""
    setup = ioreth_company("Faramir")
    setup.set_phase("organization")
    s = heal_legolas(setup.build())
    for name in ("Legolas", "Gimli", "Noble Hound"):
        assert not s.find(name).wounded and not s.find(name).tapped
    assert s.find("Faramir").tapped and s.find("Aragorn II").tapped


def test_a_character_the_havens_healing_reached_is_not_untapped_as_well():
    """Each card either untaps or heals in the untap phase (CoE 2.I.1): with Ioreth at Rivendell, Gimli healed by
    the healing of Legolas stays tapped."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Legolas", "Gimli", "Ioreth"], site="Rivendell")
    setup.wound("Legolas")
    setup.wound("Gimli")
    setup.set_phase("untap")
    game = setup.build()
    game.apply(EndPhase("Alice", "untap"))
    for name in ("Legolas", "Gimli"):
        assert not game.state.find(name).wounded and game.state.find(name).tapped


def test_houses_of_healing_goes_when_its_site_leaves_play():
    """Its site, the site of origin of a company that moved (to a Haven), goes back to the location deck at the end
    of the movement/hazard phase, and Houses of Healing on it is discarded (State.move discards what is on a card)."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Lórien", origin="Rhosgobel")
    setup.in_play("Houses of Healing", on=setup.site("Rhosgobel", "Alice"))
    setup.set_phase("movement/hazard", "Fellowship")
    game = setup.build()
    game.apply(EndPhase("Alice", "movement/hazard", "Fellowship"))
    assert game.state.find("Houses of Healing").zone == DISCARD
