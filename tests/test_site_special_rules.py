"""Sites' special rules read from their text by the import: creatures a site lets be keyed to it (CoE 2.IV.vii.2),
and an automatic-attack printed "cannot be canceled" (CRF 22, Combat > Attack)."""
from meccg_rules.engine.core.cards import catalogue
from meccg_rules.engine.movement_hazard.actions import PlayCreature
from meccg_rules.engine.core.actions import Pass, Roll
from meccg_rules.engine.playing.actions import PlayEvent, UseAbility
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.site_phase.actions import FaceAutomaticAttacks


def moved(site, origin, hand, characters=("Aragorn II", "Legolas"), alignment=None):
    setup = Setup("Alice", "Bob")
    if alignment:
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(characters), site=site, origin=origin)
    setup.hand("Bob", list(hand))
    setup.set_phase("movement/hazard", "Fellowship")
    return setup.build()


def test_the_import_reads_which_creatures_a_site_lets_be_keyed_to_it():
    assert catalogue().get("AS-138").fact("keyable_creatures") == {"races": ["Man"]}
    assert catalogue().get("BA-89").fact("keyable_creatures") == {"keyed_to_region_types": ["coastal sea"],
                                                                  "races": ["Drake"]}
    assert catalogue().get("BA-104").fact("keyable_creatures") == {"except": ["Sea Serpent"], "races": ["Drake"]}
    assert catalogue().get("AS-158").status == "full"


def test_the_opponent_s_attack_on_a_line_of_its_own_is_read_too():
    # The Gem-deeps (AS-147) prints its second automatic-attack apart from the first ("automatic-<br>attack")
    assert catalogue().get("AS-147").fact("automatic_attacks")[1] == {"opponent_creature_keyed_to": "Shadow-hold",
                                                                        "non_unique": True}
    assert catalogue().get("AS-147").status == "full"


def test_any_man_creature_can_be_played_at_geann_a_lisch():
    game = moved("Geann a-Lisch", "Edhellond", ["Pick-pocket", "Ghosts"])
    assert game.check(PlayCreature("Bob", "Pick-pocket", "Geann a-Lisch")).allowed     # Men: the site's text lets it
    assert game.check(PlayCreature("Bob", "Ghosts", "Geann a-Lisch")).code == "not-keyable"   # Undead: not there
    elsewhere = moved("The Stones", "Edhellond", ["Pick-pocket"])                      # another Ruins & Lairs: no
    assert elsewhere.check(PlayCreature("Bob", "Pick-pocket", "The Stones")).code == "not-keyable"


def test_any_undead_creature_may_be_played_at_the_under_vaults():
    game = moved("The Under-vaults", None, ["Ghosts", "Pick-pocket"])
    assert game.check(PlayCreature("Bob", "Ghosts", "The Under-vaults")).allowed
    assert game.check(PlayCreature("Bob", "Pick-pocket", "The Under-vaults")).code == "not-keyable"


def test_creatures_keyed_to_coastal_seas_and_drakes_at_the_drowning_deeps():
    game = moved("The Drowning-deeps", None, ["Corsairs of Umbar", "Cave Worm", "Ghosts"],
                 characters=("Azog",), alignment="Balrog")
    assert game.check(PlayCreature("Bob", "Corsairs of Umbar", "The Drowning-deeps")).allowed  # keyed to a Coastal Sea
    assert game.check(PlayCreature("Bob", "Cave Worm", "The Drowning-deeps")).allowed  # a Drake
    assert game.check(PlayCreature("Bob", "Ghosts", "The Drowning-deeps")).code == "not-keyable"


def test_any_drake_but_sea_serpent_at_the_wind_deeps():
    game = moved("The Wind-deeps", None, ["Cave Worm", "Sea Serpent"],
                 characters=("Azog",), alignment="Balrog")
    assert game.check(PlayCreature("Bob", "Cave Worm", "The Wind-deeps")).allowed
    assert game.check(PlayCreature("Bob", "Sea Serpent", "The Wind-deeps")).code == "not-keyable"


def test_coastal_sea_creatures_only_at_the_remains_of_thangorodrim():
    game = moved("Remains of Thangorodrim", None, ["Corsairs of Umbar", "Cave Worm"],
                 characters=("Azog",), alignment="Balrog")
    assert game.check(PlayCreature("Bob", "Corsairs of Umbar", "Remains of Thangorodrim")).allowed
    assert game.check(PlayCreature("Bob", "Cave Worm", "Remains of Thangorodrim")).code == "not-keyable"


def test_any_dragon_but_earcaraxe_at_the_rusted_deeps():
    game = moved("The Rusted-deeps", None, ["Scatha", "Eärcaraxë"],
                 characters=("Azog",), alignment="Balrog")
    assert game.check(PlayCreature("Bob", "Scatha", "The Rusted-deeps")).allowed
    assert game.check(PlayCreature("Bob", "Eärcaraxë", "The Rusted-deeps")).code == "not-keyable"


def facing(site, alignment, characters, hand):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", alignment)
    setup.company("Raiders", list(characters), site=site)
    setup.hand("Alice", list(hand))
    setup.set_phase("site", "Raiders")
    game = setup.build()
    game.apply(FaceAutomaticAttacks("Alice", "Raiders"))
    return game


def test_an_automatic_attack_printed_cannot_be_canceled_is_not_cancelled():
    game = facing("Old Forest", "Ringwraith", ["Lugdush", "Grishnákh"], ["A Nice Place to Hide"])
    assert game.state.combat.attack.cannot_be_cancelled
    verdict = game.check(PlayEvent("Alice", "A Nice Place to Hide", actor="Lugdush"))
    assert verdict.code == "attack-not-cancellable" and "Old Forest" in verdict.sentence
    other = facing("Moria", "Ringwraith", ["Lugdush", "Grishnákh"], ["A Nice Place to Hide"])   # printed otherwise
    assert not other.state.combat.attack.cannot_be_cancelled
    assert other.check(PlayEvent("Alice", "A Nice Place to Hide", actor="Lugdush"))


def test_only_the_automatic_attack_printed_so_cannot_be_canceled():
    game = facing("Carn Dûm", "Balrog", ["Azog", "Ufthak"], ["A Nice Place to Hide"])
    first, second = game.state.combat.attack, game.state.attacks[0]
    assert (first.race, first.cannot_be_cancelled) == ("Orcs", False)
    assert (second.race, second.cannot_be_cancelled) == ("Nazgul", True)


def test_an_automatic_attack_against_overt_companies_only_spares_a_covert_one():
    overt = facing("Dol Amroth", "Ringwraith", ["Lugdush", "Grishnákh"], [])
    assert [a.race for a in [overt.state.combat.attack] + overt.state.attacks] == ["Men", "Dúnedain"]
    covert = facing("Dol Amroth", "Ringwraith", ["Ciryaher", "Eradan"], [])
    assert [a.race for a in [covert.state.combat.attack] + covert.state.attacks] == ["Men"]


def ring_tested(site, roll):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Gandalf", "Legolas"], site=site)
    setup.give("Gandalf", ["Precious Gold Ring"])
    setup.set_phase("site", "Fellowship")
    game = setup.build()
    game.apply(UseAbility("Alice", "Gandalf", "test", "Precious Gold Ring"))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    game.apply(Roll("Alice", roll, "the ring test"))
    return [line for line in game.state.log if line.startswith("ring test")]


def test_a_ring_test_at_the_under_grottos_is_modified_by_its_text():
    assert catalogue().get("DM-39").fact("ring_test_modifier") == 2
    assert ring_tested("The Under-grottos", 5) == ["ring test of Precious Gold Ring: 5 +2 (The Under-grottos) = 7; "
                                                   "Precious Gold Ring is discarded, and Alice may play in its "
                                                   "place a Lesser Ring"]
    assert ring_tested("Rivendell", 5) == ["ring test of Precious Gold Ring: 5 = 5; Precious Gold Ring is discarded, "
                                           "and Alice may play in its place a Magic Ring or a Lesser Ring"]