"""A hazard host on a site (``engine/prisoners/hosts_on_a_site.py``; Troll-purse, CoE 3.III): an item played at
the site has the company face the site's automatic-attacks again at +3 prowess, a successful strike takes its
character prisoner at that site (an ally is left unharmed, 3.III.9), and the rescue-attack is every automatic-attack
of the site at the time of rescue."""
import pytest
from helpers import both_pass

from meccg_rules.engine.combat.actions import AssignStrike, ChooseStrike, DoneAssigning
from meccg_rules.engine.core.actions import Roll
from meccg_rules.engine.core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE
from meccg_rules.engine.prisoners.actions import AttemptRescue, RescuePrisoners
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import PlayResource


def _glamdring_played_at_moria(company=("Aragorn II", "Legolas"), allies=()):
    """Troll-purse on Moria; Aragorn II (with ``allies``) plays Glamdring there, and the chain of Troll-purse's
    condition resolves."""
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", list(company), site="Moria", origin="Lórien")
    if allies:
        setup.give("Aragorn II", list(allies))
    setup.in_play("Troll-purse", on="Moria")
    setup.hand("Alice", ["Glamdring"])
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    game = setup.build()
    game.apply(PlayResource("Alice", "Aragorn II", "Glamdring"))
    both_pass(game)
    both_pass(game)
    return game


def _legolas_taken():
    game = _glamdring_played_at_moria()
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Legolas"))
    game.apply(Roll("Alice", 2, "Legolas's strike"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    return game


def test_an_item_played_at_the_site_brings_its_automatic_attacks_again_at_plus_three():
    game = _glamdring_played_at_moria()
    combat = game.state.combat
    assert combat is not None and combat.attack.kind == "automatic-attack"
    assert (combat.attack.race, combat.attack.strikes, combat.attack.prowess) == ("Orcs", 4, 10)


def test_a_successful_strike_takes_him_prisoner_at_the_site_which_stays_in_play():
    game = _legolas_taken()
    s = game.state
    legolas, purse, moria = s.find("Legolas"), s.find("Troll-purse"), s.find("Moria")
    assert legolas.zone == OFF_TO_THE_SIDE and legolas.attached_to == purse.id and not legolas.wounded
    assert purse.zone == IN_PLAY and purse.attached_to == moria.id and moria.zone == IN_PLAY
    assert s.combat is None and s.find("Aragorn II").zone == IN_PLAY


def test_the_rescue_attack_is_the_sites_automatic_attacks_and_the_host_then_goes_but_not_the_site():
    game = _legolas_taken()
    s = game.state
    game.apply(AttemptRescue("Alice", "Troll-purse"))
    combat = s.combat
    assert combat is not None and combat.attack.kind == "rescue-attack"
    assert (combat.attack.race, combat.attack.strikes, combat.attack.prowess) == ("Orcs", 4, 7)   # no +3 now
    game.apply(DoneAssigning("Alice"))   # Aragorn II is tapped: Bob assigns
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Aragorn II"))
    game.apply(Roll("Alice", 12, "Aragorn II's strike"))
    assert s.combat is None
    s.find("Aragorn II").tapped = False   # (a character left untapped to rescue him)
    game.apply(RescuePrisoners("Alice", "Aragorn II", "Troll-purse"))
    assert s.find("Legolas").company == "Fellowship" and s.find("Troll-purse").zone == DISCARD
    assert s.find("Moria").zone == IN_PLAY and s.find("Moria").zone != LOCATION_DECK


def test_an_ally_its_strike_succeeds_against_is_neither_taken_tapped_nor_wounded():
    game = _glamdring_played_at_moria(allies=["Noble Hound"])
    game.apply(AssignStrike("Alice", "Noble Hound"))
    game.apply(AssignStrike("Alice", "Legolas"))
    game.apply(AssignStrike("Bob", "Aragorn II"))
    game.apply(ChooseStrike("Alice", "Noble Hound"))
    game.apply(Roll("Alice", 2, "Noble Hound's strike"))
    hound = game.state.find("Noble Hound")
    assert hound.zone == IN_PLAY and not hound.tapped and not hound.wounded


def test_the_host_leaving_play_frees_its_prisoner_at_the_site():
    game = _legolas_taken()
    s = game.state
    s.move(s.find("Troll-purse").id, DISCARD)
    legolas = s.find("Legolas")
    assert legolas.zone == IN_PLAY and s.cards[s.companies[legolas.company or ""].site].name == "Moria"
    assert s.find("Moria").zone == IN_PLAY


def _moved_away(game):
    """Fellowship has left Moria for Lórien (its site of origin about to leave play, CoE 2.IV.viii)."""
    s = game.state
    lorien = s.add(s.find("Lórien").card, "Alice", IN_PLAY)
    s.companies["Fellowship"].site = lorien.id
    return s


@pytest.mark.parametrize("pile", [DISCARD, LOCATION_DECK])
def test_the_site_leaving_play_with_the_host_holding_a_prisoner_frees_him_at_that_site_by_another_card(pile):
    """CoE 3.III.8 as the host goes with its site (the engine's reading: his player's card of the site, from his
    location deck, the one just returned there if it was)."""
    game = _legolas_taken()
    s = _moved_away(game)
    moria, purse, legolas = s.find("Moria"), s.find("Troll-purse"), s.find("Legolas")
    s.move(moria.id, pile)   # tapped: discarded; untapped: back to the location deck
    assert purse.zone == DISCARD and legolas.zone == IN_PLAY
    company = s.companies[legolas.company or ""]
    site = s.cards[company.site]
    assert company.owner == "Alice" and site.name == "Moria" and site.zone == IN_PLAY and site.owner == "Alice"
    assert (site.id == moria.id) == (pile == LOCATION_DECK)   # the card returned to the deck, else another copy
    assert moria.zone == (IN_PLAY if pile == LOCATION_DECK else DISCARD)


def test_no_item_no_attack():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Moria", origin="Lórien")
    setup.in_play("Troll-purse", on="Moria")
    setup.set_phase("site", "Fellowship")
    setup.faced("Fellowship")
    game = setup.build()
    assert game.state.combat is None and not game.state.attacks
