"""A site whose text lets hazard creatures be keyed to it whatever other cards say (the hero Mount Doom, the key
``creatures_always_keyable``): a card's ban on creatures (Stealth) does not stop a creature keyed to that site, and
still stops one keyed to a region of the path."""
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.setup import Setup


def _to_mount_doom():
    setup = Setup("Alice", "Bob")
    setup.company("Bearers", ["Frodo", "Sam Gamgee"], site="Mount Doom", origin="Minas Morgul",
                  via=["Imlad Morgul", "Gorgoroth"])
    setup.in_play("Stealth", on="Bearers")
    setup.hand("Bob", ["Orc-guard"])
    setup.set_phase("movement/hazard", "Bearers")
    return setup.build()


def test_a_creature_keyed_to_mount_doom_by_its_type_is_played_despite_a_ban_on_creatures():
    assert _to_mount_doom().check(PlayCreature("Bob", "Orc-guard", "Shadow-hold"))


def test_a_creature_keyed_to_a_region_is_still_kept_away_by_the_ban():
    verdict = _to_mount_doom().check(PlayCreature("Bob", "Orc-guard", "Dark-domain"))
    assert verdict.code == "no-creatures-this-turn"
