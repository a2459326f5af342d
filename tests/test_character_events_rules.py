"""An event that brings a character from hand into play (``brings_character``: A Chance Meeting; the playing
family's ``character_events``): what happens when, by the time it resolves, the character can no longer come in."""
from meccg_rules.engine.core.actions import Pass
from meccg_rules.engine.core.state import DISCARD, HAND, IN_PLAY
from meccg_rules.engine.playing.actions import PlayCharacterEvent
from meccg_rules.engine.setup import Setup


def _game():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Bree")
    setup.hand("Alice", ["A Chance Meeting", "Beregond"])
    setup.set_phase("site", "Fellowship")
    return setup.build()


def test_the_character_comes_in_as_it_resolves():
    game = _game()
    s = game.state
    game.apply(PlayCharacterEvent("Alice", "A Chance Meeting", "Beregond", follower_of="Aragorn II"))
    assert s.find("Beregond").zone != IN_PLAY   # waiting in the chain of effects
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    beregond = s.find("Beregond")
    assert beregond.zone == IN_PLAY and beregond.follower_of == s.find("Aragorn II").id
    assert s.find("A Chance Meeting").zone == DISCARD


def test_a_controller_gone_before_it_resolves_sends_the_character_back_to_the_hand():
    game = _game()
    s = game.state
    game.apply(PlayCharacterEvent("Alice", "A Chance Meeting", "Beregond", follower_of="Aragorn II"))
    s.move(s.find("Aragorn II").id, DISCARD)   # as a response might (CoE 9.2)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert s.find("Beregond").zone == HAND
    assert s.find("A Chance Meeting").zone == DISCARD


def test_a_wizard_is_refused_for_what_he_is():
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II"], site="Bree")
    setup.hand("Alice", ["A Chance Meeting", "Gandalf"])
    setup.set_phase("organization")
    refused = setup.build().check(PlayCharacterEvent("Alice", "A Chance Meeting", "Gandalf", follower_of="Aragorn II"))
    assert not refused and refused.code == "character-event-excluded", refused


def test_a_fallen_wizard_is_refused_by_we_have_come_to_kill():
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Fallen-wizard")
    setup.company("Raiders", ["Ostisen"], site="Moria")
    setup.hand("Alice", ["We Have Come to Kill", "Saruman"])
    setup.set_phase("long-event")
    refused = setup.build().check(PlayCharacterEvent("Alice", "We Have Come to Kill", "Saruman", company="Raiders"))
    assert not refused and refused.code == "character-event-excluded", refused


def _chance_meeting(alignment, site, company=("Aragorn II",), agent="Bill Ferny"):
    setup = Setup("Alice", "Bob")
    if alignment != "Wizard":
        setup.alignment("Alice", alignment)
    setup.company("Fellowship", list(company), site=site)
    setup.hand("Alice", ["A Chance Meeting", agent])
    setup.set_phase("long-event")
    game = setup.build()
    return game, PlayCharacterEvent("Alice", "A Chance Meeting", agent, follower_of=company[0])


def test_a_chance_meeting_brings_a_fallen_wizard_players_agent_in_at_his_home_site():
    """A card that does not name agents brings one in as his player could play him (CoE 2.II.2.2.5): at Bree, a
    Border-hold and Bill Ferny's home site, on top of the one character a turn and outside the organization phase."""
    game, play = _chance_meeting("Fallen-wizard", "Bree")
    s = game.state
    game.apply(play)
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    ferny = s.find("Bill Ferny")
    assert ferny.zone == IN_PLAY and ferny.follower_of == s.find("Aragorn II").id
    assert s.find("A Chance Meeting").zone == DISCARD


def test_a_chance_meeting_brings_no_agent_in_away_from_his_home_sites():
    """Edoras is a Free-hold, a site of the card's types, but not one of Bill Ferny's home sites: nothing in the
    card's text lifts the agent's home site rule (CoE 2.II.2.2.5; unlike We Have Come to Kill, CoE 9.4.3)."""
    game, play = _chance_meeting("Fallen-wizard", "Edoras")
    refused = game.check(play)
    assert not refused and refused.code == "agent-character-home-site", refused
    assert "CoE 2.II.2.2.5" in str(refused) and "Edoras" in str(refused)
    beregond = _game()   # a character who is no agent comes in at any site of its types (its text)
    assert beregond.check(PlayCharacterEvent("Alice", "A Chance Meeting", "Beregond", follower_of="Aragorn II"))


def test_a_chance_meeting_brings_an_agent_in_only_at_a_home_site_of_its_types():
    """Anarin's home site, Moria, is a Shadow-hold: the card's own sites still decide (its text)."""
    game, play = _chance_meeting("Fallen-wizard", "Moria", company=("Legolas",), agent="Anarin")
    refused = game.check(play)
    assert not refused and refused.code == "character-event-site", refused


def test_a_chance_meeting_brings_no_agent_in_for_a_player_whose_agents_are_hazards():
    """For a Wizard player an agent is a hazard card, never a character (CoE 1.3.W2); a Ringwraith player, for whom
    he is a character (1.3.R2), plays no hero resource (1.3.R3), so no A Chance Meeting."""
    game, play = _chance_meeting("Wizard", "Bree")
    refused = game.check(play)
    assert not refused and refused.code == "agent-is-a-hazard", refused
    game, play = _chance_meeting("Ringwraith", "Bree", company=("Luitprand",))
    refused = game.check(play)
    assert not refused and refused.code == "resource-not-his-alignment", refused
    assert "1.3.R3" in str(refused)


def _riders(company, hand, phase="organization"):
    setup = Setup("Alice", "Bob")
    setup.alignment("Alice", "Ringwraith")
    setup.company("Wraiths", company, site="Minas Morgul")
    setup.hand("Alice", ["They Ride Together", *hand])
    setup.set_phase(phase)
    return setup.build()


def test_they_ride_together_brings_several_ringwraith_followers_one_point_each():
    game = _riders(["Ren the Ringwraith"], ["Dwar the Ringwraith", "Akhôrahil the Ringwraith"])
    s = game.state
    game.apply(PlayCharacterEvent("Alice", "They Ride Together", "Dwar the Ringwraith", company="Wraiths",
                                  others=("Akhôrahil the Ringwraith",)))
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    ren = s.find("Ren the Ringwraith")
    assert all(s.find(n).zone == IN_PLAY and s.find(n).follower_of == ren.id
               for n in ("Dwar the Ringwraith", "Akhôrahil the Ringwraith"))
    assert s.find("They Ride Together").zone == DISCARD


def test_they_ride_together_brings_all_or_none_as_it_resolves():
    """The engine's reading: if the size limit no longer has room for all of them as the card resolves, none comes
    in; they go back to the hand and the card is discarded."""
    game = _riders(["Ren the Ringwraith", "Dôgrib", "Tros Hesnef", "Leamon", "Jûoma"],
                   ["Dwar the Ringwraith", "Akhôrahil the Ringwraith", "Shámas"])
    s = game.state
    game.apply(PlayCharacterEvent("Alice", "They Ride Together", "Dwar the Ringwraith", company="Wraiths",
                                  others=("Akhôrahil the Ringwraith",)))
    shamas = s.find("Shámas")   # one more character in the company before it resolves: six, and two would make eight
    s.move(shamas.id, IN_PLAY)
    shamas.company = "Wraiths"
    game.apply(Pass("Bob"))
    game.apply(Pass("Alice"))
    assert [s.find(n).zone for n in ("Dwar the Ringwraith", "Akhôrahil the Ringwraith")] == [HAND, HAND]
    assert s.find("They Ride Together").zone == DISCARD


def test_they_ride_together_needs_a_point_of_direct_influence_for_each():
    game = _riders(["Ren the Ringwraith", "Dôgrib"], ["Dwar the Ringwraith", "Akhôrahil the Ringwraith"])
    s = game.state
    s.find("Dôgrib").follower_of = s.find("Ren the Ringwraith").id   # Dôgrib's mind 2 of Ren's 4: 2 points left
    refused = game.check(PlayCharacterEvent("Alice", "They Ride Together", "Dwar the Ringwraith", company="Wraiths",
                                            others=("Akhôrahil the Ringwraith",)))
    assert refused, refused
    game = _riders(["Ren the Ringwraith", "Leamon"], ["Dwar the Ringwraith", "Akhôrahil the Ringwraith"])
    s = game.state
    s.find("Leamon").follower_of = s.find("Ren the Ringwraith").id   # Leamon's mind 3 of Ren's 4: 1 point left
    refused = game.check(PlayCharacterEvent("Alice", "They Ride Together", "Dwar the Ringwraith", company="Wraiths",
                                            others=("Akhôrahil the Ringwraith",)))
    assert not refused and refused.code == "not-enough-direct-influence", refused


def test_they_ride_together_brings_only_ringwraith_followers_and_only_in_the_organization_phase():
    game = _riders(["Ren the Ringwraith"], ["Dôgrib"])
    refused = game.check(PlayCharacterEvent("Alice", "They Ride Together", "Dôgrib", company="Wraiths"))
    assert not refused and refused.code == "character-event-excluded", refused
    game = _riders(["Ren the Ringwraith"], ["Dwar the Ringwraith"], phase="long-event")
    refused = game.check(PlayCharacterEvent("Alice", "They Ride Together", "Dwar the Ringwraith", company="Wraiths"))
    assert not refused and refused.code == "wrong-phase", refused


def test_a_card_bringing_one_character_refuses_several():
    game = _game()
    refused = game.check(PlayCharacterEvent("Alice", "A Chance Meeting", "Beregond", follower_of="Aragorn II",
                                            others=("Legolas",)))
    assert not refused and refused.code == "character-event-one", refused


def test_we_have_come_to_kill_brings_an_agent_away_from_his_home_sites():
    """A card naming agents brings one in at any site of its types: its text takes precedence over his home site
    rule (CoE 9.4.3, 2.II.2.2.5); for a player whose agents are hazards he is still no character (1.3.B2)."""
    def check(alignment):
        setup = Setup("Alice", "Bob")
        setup.alignment("Alice", alignment)
        site = "Goblin-gate" if alignment == "Balrog" else "Moria"   # for a Balrog player Moria is a Darkhaven
        setup.company("Raiders", ["Aragorn II"] if alignment == "Wizard" else ["Shagrat"], site=site)
        setup.hand("Alice", ["We Have Come to Kill", "Bill Ferny"])
        setup.set_phase("long-event")
        return setup.build().check(PlayCharacterEvent("Alice", "We Have Come to Kill", "Bill Ferny",
                                                      company="Raiders"))
    assert check("Ringwraith")
    assert check("Balrog").code == "agent-is-a-hazard"   # a Balrog player plays minion resources (CoE 1.3.B3)
    assert check("Wizard").code == "resource-not-his-alignment"   # a Wizard player no minion event (CoE 1.3.W3)
