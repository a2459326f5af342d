"""Property tests: random legal action sequences keep the engine's invariants.

After every step: no card is lost or duplicated, everything in play hangs on
something that exists, a refused action leaves the state unchanged, and an
on-guard chain never resolves the chain it interrupted. After the sequence,
passing and rolling always brings every chain to an end.
"""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meccg_rules.engine.actions import Pass, Roll, StateOutcome
from meccg_rules.engine.errors import IllegalActionError, MeccgError
from meccg_rules.engine.setup import Setup
from meccg_rules.engine.state import ON_GUARD, PLAY, ZONES


def at(site, origin, characters, hand, on_guard, phase="site phase", give=(), in_play=(), bob=()):
    def build():
        setup = Setup("Alice", "Bob")
        setup.company("Company", list(characters), site=site, origin=origin)
        setup.hand("Alice", list(hand))
        setup.hand("Bob", list(bob))
        if on_guard:
            setup.on_guard(on_guard, "Company")
        for character, items in give:
            setup.give(character, list(items))
        for card, holder in in_play:
            setup.in_play(card, on=holder)
        setup.set_phase(phase, "Company")
        return setup.build()
    return build


POSITIONS = [
    at("Moria", "Lórien", ["Aragorn II", "Legolas", "Gimli"], ["Glamdring", "Dagger of Westernesse"],
       "Weariness of the Heart"),
    at("Moria", "Lórien", ["Aragorn II", "Legolas", "Frodo"], ["Glamdring"], "Greed",
       in_play=[("Lure of Expedience", "Legolas")]),
    at("Moria", "Lórien", ["Aragorn II", "Legolas"], ["Glamdring"], "Orc-guard"),
    at("Moria", "Lórien", ["Aragorn II", "Legolas", "Gimli"], ["Glamdring", "Elf-stone"], "Heedless Revelry"),
    at("Dunnish Clan-hold", "Rivendell", ["Aragorn II", "Legolas"], ["Dunlendings"], "Lure of Power"),
    at("Edoras", "Lórien", ["Aragorn II", "Legolas"], ["Riders of Rohan", "The Sun Unveiled"], "Foolish Words",
       in_play=[("Gates of Morning", None)]),
    at("Moria", "Lórien", ["Gandalf", "Frodo"], ["Glamdring"], "Weariness of the Heart",
       give=[("Frodo", ["Precious Gold Ring"])]),
    at("Moria", "Lórien", ["Aragorn II", "Legolas"], ["Glamdring"], "Stay Her Appetite",
       give=[("Legolas", ["Noble Hound"])]),
    at("Moria", "Lórien", ["Aragorn II", "Legolas"], ["Withdrawn to Mordor"], None, phase="movement/hazard phase",
       bob=["Weariness of the Heart", "Foolish Words", "River"]),
]


def check_invariants(state, names):
    assert set(state.cards) == names, "a card was lost or created"
    for inst in state.cards.values():
        assert inst.zone in ZONES
        if inst.zone == PLAY and inst.attached_to is not None:
            holder = state.cards.get(inst.attached_to)
            assert (holder is not None and holder.zone == PLAY) or inst.attached_to in state.companies, \
                f"{inst.name} hangs on {inst.attached_to}, which is not in play"
        if inst.zone == ON_GUARD:
            assert inst.attached_to in state.companies
        if inst.card.is_character and inst.zone == PLAY:
            assert inst.company in state.companies


def finish(game, limit=200):
    """Pass, roll 7 and state 'no effect' until nothing is pending; every chain must end."""
    s = game.state
    for _ in range(limit):
        if s.pending_roll:
            game.apply(Roll(s.pending_roll.player, 7, s.pending_roll.purpose))
        elif s.pending_outcome:
            game.apply(StateOutcome(s.resource_player, s.pending_outcome))
        elif s.chains:
            game.apply(Pass(s.chains[-1].priority))
        else:
            return
    raise AssertionError("the chains of effects never ended")


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=st.sampled_from(POSITIONS), data=st.data())
def test_random_legal_sequences_keep_the_invariants(position, data):
    game = position()
    s = game.state
    names = set(s.cards)
    for _ in range(data.draw(st.integers(0, 14), label="steps")):
        legal = game.legal_actions()
        if not legal:
            break
        # a refused action changes nothing
        refused = [a for a in _candidates(s) if not game.check(a)]
        if refused:
            action = data.draw(st.sampled_from(refused), label="refused")
            before = s.describe()
            try:
                game.apply(action)
                raise AssertionError(f"{action} was refused by check but applied")
            except IllegalActionError:
                pass
            except MeccgError:
                pass
            assert s.describe() == before, f"refused {action} changed the state"
        action = data.draw(st.sampled_from(legal), label="action")
        watched = _resource_chain_under_on_guard(s)
        game.apply(action)
        _check_resumed(s, watched)
        check_invariants(s, names)
    finish(game)
    assert not s.chains and s.pending_roll is None
    check_invariants(s, names)


def _candidates(state):
    from meccg_rules.engine.legal import candidates
    return candidates(state)


def _resource_chain_under_on_guard(state):
    if len(state.chains) >= 2 and state.chains[-1].origin == "on-guard-initiated":
        below = state.chains[-2]
        return below, list(below.entries)
    return None


def _check_resumed(state, watched):
    if watched is None:
        return
    chain, entries = watched
    if chain in state.chains:
        assert chain.entries == entries, "the interrupted chain resolved while the on-guard chain was open"
        if state.chains[-1] is chain:
            assert not chain.resolving and chain.passes == 0 and chain.priority == state.resource_player
