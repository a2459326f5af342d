"""The untap and long-event phases and a company losing its last character (CoE 2.I, 2.III, 2.3)."""
from meccg_rules.engine.playing.actions import PlayEvent
from meccg_rules.engine.turn.actions import EndPhase
from meccg_rules.engine.setup import Setup


def at_rivendell(phase="untap", wounded=(), in_play=(), give=(), hand=()):
    setup = Setup("Alice", "Bob")
    setup.company("Fellowship", ["Aragorn II", "Legolas"], site="Rivendell")
    setup.company("Rangers", ["Faramir"], site="Bree")
    for character, cards in give:
        setup.give(character, list(cards))
    for card, holder in in_play:
        setup.in_play(card, on=holder)
    for name in wounded:
        setup.wound(name)
    setup.hand("Alice", list(hand))
    setup.set_phase(phase)
    return setup.build()


def test_an_ally_at_a_haven_heals_in_the_untap_phase_like_a_character():
    game = at_rivendell(give=[("Legolas", ["Noble Hound"]), ("Faramir", ["Gollum"])],
                        wounded=["Noble Hound", "Gollum"])
    game.apply(EndPhase("Alice", "untap"))
    s = game.state
    hound, gollum = s.find("Noble Hound"), s.find("Gollum")
    assert not hound.wounded and hound.tapped          # healed to the tapped position at Rivendell
    assert gollum.wounded                              # Bree is no Haven


def test_a_companys_last_character_leaving_play_discards_the_events_on_the_company():
    game = at_rivendell(phase="organization", in_play=[("Gates of Morning", "Rangers")])
    s = game.state
    s.eliminate(s.find("Faramir").id)
    assert s.find("Gates of Morning").zone == "discard pile"


def test_events_stay_while_a_character_remains():
    game = at_rivendell(phase="organization", in_play=[("Gates of Morning", "Fellowship")])
    s = game.state
    s.eliminate(s.find("Legolas").id)
    assert s.find("Gates of Morning").zone == "in play"


def test_resource_long_events_go_at_the_start_of_the_long_event_phase_and_are_played_in_it():
    game = at_rivendell(phase="organization", in_play=[("Gates of Morning", None), ("Cloudless Day", None)],
                        hand=["a second Cloudless Day"])
    assert game.check(PlayEvent("Alice", "the second Cloudless Day")).code == "wrong-phase"
    game.apply(EndPhase("Alice", "organization"))
    s = game.state
    assert s.find("the first Cloudless Day").zone == "discard pile"
    assert game.check(PlayEvent("Alice", "the second Cloudless Day"))
