"""Automatic-attacks a card on a site adds to every version of that site and duplicates there (site_phase/
automatic_attacks.py: the keys ``adds_automatic_attack`` with ``its_site``, ``only_against`` and ``detainment``, and
``duplicates_automatic_attacks``; Spies Feared as CRF 22 rewrites it): the copy right after its original, the added
attack after the site's own (CoE 2.V.ii.3), against minion companies only, at a version of the site that is the other
player's too."""
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.automatic_attacks import automatic_attacks


def _attacks(minion: bool):
    setup = Setup("Alice", "Bob")
    if minion:
        setup.alignment("Alice", "Ringwraith")
        setup.company("Orcs", ["Shagrat", "Muzgash"], site="Tharbad")
        setup.company("Rangers", ["Aragorn II"], site="Tharbad", owner="Bob")
    else:
        setup.company("Orcs", ["Aragorn II", "Legolas"], site="Tharbad")
    setup.in_play("Spies Feared", on="Bob's Tharbad" if minion else "Tharbad", owner="Bob" if minion else None)
    setup.set_phase("site", "Orcs")
    game = setup.build()
    return [(a.race, a.strikes, a.prowess, a.detainment, "copy" in a.label) for a in automatic_attacks(game.state, "Orcs")]


def test_a_hero_company_faces_the_sites_attack_and_its_copy_only():
    assert _attacks(minion=False) == [("Men", 3, 6, False, False), ("Men", 3, 6, False, True)]


def test_a_minion_company_at_another_version_faces_the_orcs_too_each_attack_followed_by_its_copy():
    attacks = _attacks(minion=True)
    assert [a[0] for a in attacks] == ["Men", "Men", "Orcs", "Orcs"]
    assert attacks[2] == ("Orcs", 5, 8, True, False) and attacks[3] == ("Orcs", 5, 8, True, True)


def test_beside_another_cards_copy_whether_it_is_duplicated_too_is_refused_as_not_modelled():
    """Incite Denizens' copy at a site Spies Feared lies on: is it one of the automatic-attacks duplicated? The
    engine does not say: the card's clause of the scope ``play in a case`` refuses it (never silent)."""
    import pytest

    from meccg_rules.engine.core.errors import NotModelledError
    from meccg_rules.engine.site_phase.automatic_attacks import DUPLICATED
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Tharbad")
    setup.in_play("Spies Feared", on="Tharbad")
    setup.in_play("Incite Denizens", on="Tharbad", owner="Bob")
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    s = game.state
    site = s.site_of("Fellowship")
    s.turn.per_turn[(DUPLICATED, site.id)] = [(("printed", 0), s.find("Incite Denizens").id)]   # as it resolved
    with pytest.raises(NotModelledError, match="copy another card makes"):
        automatic_attacks(s, "Fellowship")
