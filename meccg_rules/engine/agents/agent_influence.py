"""Influencing with an agent (CoE 8.5, 8.W1-8.B1; CRF 22, Rulings by Term > Agent).

When an effect lets an agent hazard make an influence attempt (Golodhros's own text; an authored
``agent_influences``), the hazard player may have it try, during the other player's movement/hazard phase,
to influence away one of that player's characters, allies or factions (not an agent action, and not against
the hazard limit). The agent taps and is revealed as the attempt is declared. It must be at the new site of
the moving company of its target (a character, or an ally's bearer), at the current site of a company that
does not move, or, against a faction, at any site where that faction could be played (CRF 22 [Van 1999]).

The attempt follows the procedure of influence attempts against an opponent (``influence_attempts``) with the
agent as the character making it, except that no card is revealed from the hand, no -5 applies between the
alignments (8.W1-8.B1 concern characters, not agent hazards; CRF 22), and: +2 to its direct influence at one
of its home sites; against a character sharing a home site with it, his mind counts as zero and the roll gets
+2 more; against a faction playable at one of its home sites, the number needed is zero and the roll gets +2
more. A card's +N to the attempt is a ``modify`` of the agent's ``influence check`` until his next check (Good
Sense Revolts' second use).

A hazard event played on an untapped agent may tap him so that he "may then make an influence attempt" (the effect
``agent-may-influence``: Good Sense Revolts' first use, Twisted Tales, Will not Come Down, Your Welcome Is
Doubtful). As the card resolves the agent taps (none if he is no longer an untapped agent hazard in play then: the
engine's reading, the card's tap undone); he may then make one such attempt in this movement/hazard phase ("Bob has
the agent Bill Ferny influence Legolas."), under every rule above but the tap (the card made it) and his own text's
permission (the card gives it), against the kinds of card the card names, with its terms: its bonus (another where
the agent is a diplomat), a further bonus or an automatic success (no roll) where the target is playable at one of
the agent's home sites, the other player's unused general influence left out, or the target returned to its owner's
hand instead of discarded. The engine's reading of "playable at the agent's home site", which the cards do not
define: a faction or an ally whose card lists that site (or its type, as the agent's player would visit it), a
character whose home site it is or, as his player would visit it, one of that player's Havens (CoE 2.II.2.2). The
attempt is not made when the card resolves but after it, an influence attempt being declared as an action of its
own (CoE 8.5: the agent is revealed "when the influence attempt is declared"): the engine's reading of "then".
Not modelled: Golodhros's "influence check" worded for factions in play.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import agent_actions, agent_hazards as agents
from ..players import alignments, multi_player
from ..organization import control
from ..core.cards import fold
from ..primitives.regions import type_of_site
from ..core.chain import HAZARD, Declared
from .keys import power
from ..core.errors import InputError, NotModelledError, Verdict
from ..core.state import IN_PLAY, MP_PILE, Instance, State
from ..primitives import values

if TYPE_CHECKING:
    from .actions import AgentInfluences
    from ..core.behaviour import AgentMayInfluence
    from ..game import Game

HOME_BONUS = 2      # to its direct influence at one of its home sites
SHARED_BONUS = 2    # to the roll against a card tied to one of its home sites


def is_agent_hazard(inst: Instance) -> bool:
    return inst.zone == IN_PLAY and inst.agent_site is not None


def _faction_playable_at(state: State, faction: Instance, player: str, site_name: str) -> bool:
    """Could ``faction`` be played at the site (the agent player's version of it)?"""
    names = faction.card.fact("playable_at")
    if names:
        return fold(site_name) in {fold(n) for n in names}
    site = alignments.site_for(state, player, site_name)
    types = faction.card.fact("playable_site_types", ())
    return type_of_site(state, site) in types


def _target_site(state: State, target: Instance) -> str | None:
    """The site where a character (or an ally's bearer) is for this attempt: its company's new site."""
    holder = target if target.card.is_character else state.cards.get(target.attached_to or "")
    company = state.company_of(holder.id) if holder is not None else None
    return state.cards[company.site].name if company is not None else None


def check(game: Game, action: AgentInfluences) -> Verdict:
    s = game.state
    inst, verdict = agent_actions.agent_in_play(s, action.card, action.player)
    if inst is None:
        return verdict
    target = s.find(action.target)
    kind = target.card.kind
    terms = granted(s, inst) if action.by_card else None
    if action.by_card and terms is None:
        return Verdict.refuse("no-influence-granted", f"No card played this phase has let {s.label(inst)} make an "
                              "influence attempt (CoE 8.5).")
    if terms is not None and kind not in terms.targets:
        return Verdict.refuse("influence-target-kind", f"{terms.by} lets {s.label(inst)} influence "
                              f"{' or '.join(terms.targets)} cards; {s.label(target)} is a {kind}.", terms.by)
    if kind not in ("character", "ally", "faction") or target.controller == action.player \
            or target.zone not in (IN_PLAY, MP_PILE):
        raise InputError(f"{s.label(target)} is not a character, ally or faction of the other player's (an agent "
                         "reveals no card, so it cannot influence an item)")
    if kind == "faction":   # a card in play changing attempts on factions, not modelled
        alignments.refuse_in_play_for(s, "faction influence", action.player)
    if action.player != s.hazard_player or s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "An agent's influence attempt is made during the other player's "
                              "movement/hazard phase (CoE 8.5).")
    verdict = multi_player.against_moving_player(s, target.controller)
    if not verdict:
        return verdict
    if terms is None and not power(inst.card, "influences"):
        return Verdict.refuse("agent-cannot-influence", f"Nothing lets {s.label(inst)} make an influence attempt "
                              "(CoE 8.5).")
    if terms is None and (inst.tapped or inst.wounded):
        return Verdict.refuse("card-tapped", f"{s.label(inst)} is {'wounded' if inst.wounded else 'tapped'}.")
    holder = target if kind == "character" else s.cards.get(target.attached_to or "")
    if control.is_avatar(target) or (holder is not None and control.is_avatar(holder)):
        return Verdict.refuse("against-avatar", f"{s.label(target)} is an avatar or controlled by one (CoE 8.1).")
    if control.kept_from_opponent(target):
        return Verdict.refuse("not-influenced-by-opponent", f"{s.label(target)} may not be influenced by an "
                              "opponent (its text, CRF 22 erratum).")
    site = inst.agent_site or ""
    if kind == "faction":
        if not _faction_playable_at(s, target, action.player, site):
            return Verdict.refuse("not-playable-at-site", f"{target.name} could not be played at {site}, where "
                                  f"{s.label(inst)} is (CoE 8.5).")
    elif fold(_target_site(s, target) or "") != fold(site):
        return Verdict.refuse("agent-not-at-site", f"{s.label(inst)} is at {site}, not where "
                              f"{s.label(target)} is (CoE 8.5).")
    return game.responding(action.player)


def declare(game: Game, action: AgentInfluences) -> None:
    s = game.state
    inst, target = s.find(action.card), s.find(action.target)
    data: dict = {"revealed": ""}
    if action.by_card:   # tapped by the card already; its terms go with the attempt, one attempt only
        data[TERMS] = s.turn.per_phase.pop((GRANTED, inst.id))
    else:
        s.tap(inst.id)
    if not inst.revealed and not agent_actions.reveal(s, inst, " as it tries to influence"):
        return
    game.declare(Declared(action.player, "influence-opponent", target.id, inst.id, target.id, data=data), HAZARD)


# ------------------------------------------------------------------ an attempt a card allows (agent-may-influence)
GRANTED = "agent influence granted"   # Turn.per_phase key (with the agent's id): the terms of the card played
TERMS = "granted by"                  # Declared.data key of the attempt: those terms


@dataclass(frozen=True)
class Terms:
    """What the card that let the agent influence says of the attempt."""
    by: str
    targets: tuple[str, ...]
    bonus: int
    home_bonus: int
    shared_home_site: bool
    automatic_at_home: bool
    no_general_influence: bool
    to_hand: bool


def grant(game: Game, entry: Declared, effect: AgentMayInfluence) -> bool:
    """Resolve ``agent-may-influence``: the target agent taps and may then make one influence attempt."""
    s = game.state
    inst = s.cards.get(entry.target or "")
    by = s._name(entry.card)
    if inst is None or not is_agent_hazard(inst) or inst.tapped:
        s.log.append(f"{by}: its agent is no longer an untapped agent hazard in play: no influence attempt")
        return True
    s.tap(inst.id)
    diplomat = effect.diplomat_bonus is not None and "Diplomat" in values.skills(s, inst)
    bonus = effect.diplomat_bonus if diplomat and effect.diplomat_bonus is not None else effect.bonus
    s.turn.per_phase[(GRANTED, inst.id)] = Terms(by, tuple(effect.targets), bonus, effect.home_bonus,
                                                effect.shared_home_site, effect.automatic_at_home,
                                                effect.no_general_influence,
                                                effect.to_hand)
    s.log.append(f"{s.label(inst)} taps ({by}): it may make an influence attempt against a "
                 f"{' or '.join(effect.targets)} of the other player's")
    return True


def granted(state: State, agent: Instance) -> Terms | None:
    """The terms of the card that let this agent make an influence attempt in this phase, not made yet."""
    found = state.turn.per_phase.get((GRANTED, agent.id))
    return found if isinstance(found, Terms) else None


def terms_of(entry: Declared) -> Terms | None:
    """The terms of the card the declared attempt was made by, if one was."""
    found = entry.data.get(TERMS)
    return found if isinstance(found, Terms) else None


def playable_at_home(state: State, agent: Instance, target: Instance, shared: bool = False) -> bool:
    """Is the target playable at one of the agent's home sites (the engine's reading, module docstring)? ``shared``:
    a character only where he has the same home site as the agent."""
    if target.card.kind == "character":
        return _shares_home_site(state, agent, target) or not shared and any(
            "Haven" in agents.described_types(state, agent.card, agent.controller) if agents.described(home) else
            alignments.own_haven(state, target.owner, alignments.site_for(state, target.owner, home))
            for home in agents.home_sites(agent.card))
    return _at_home_of(state, agent, target)


def automatic(state: State, agent: Instance, entry: Declared, target: Instance) -> bool:
    """The attempt succeeds with no roll (Twisted Tales, against a faction playable at one of its home sites)."""
    terms = terms_of(entry)
    return terms is not None and terms.automatic_at_home and playable_at_home(state, agent, target)


def without_general_influence(entry: Declared) -> bool:
    """The other player's unused general influence is not subtracted (Will not Come Down)."""
    terms = terms_of(entry)
    return terms is not None and terms.no_general_influence


def returned_to_hand(entry: Declared) -> bool:
    """A success returns the target to its owner's hand instead of discarding it (Will not Come Down)."""
    terms = terms_of(entry)
    return terms is not None and terms.to_hand


def card_modifiers(state: State, agent: Instance, target: Instance, entry: Declared) -> list[tuple[int, str]]:
    """The bonuses of the card that let the agent influence."""
    terms = terms_of(entry)
    if terms is None:
        return []
    found = [(terms.bonus, terms.by)] if terms.bonus else []
    if terms.home_bonus and playable_at_home(state, agent, target, terms.shared_home_site):
        why = "has the same home site as it" if terms.shared_home_site and target.card.kind == "character" else \
            "is playable at one of its home sites"
        found.append((terms.home_bonus, f"{terms.by}: {state.label(target)} {why}"))
    return found


def _shares_home_site(state: State, agent: Instance, target: Instance) -> bool:
    """A character with a home site of the agent's: one named by both, a site one names that the other's description
    covers, or the same description (the engine's reading for two descriptions)."""
    if not target.card.is_character:
        return False
    mine, theirs = agents.home_sites(agent.card), agents.home_sites(target.card)
    if {fold(h) for h in mine} & {fold(h) for h in theirs}:
        return True
    return any(agents.is_home_site(state, agent.card, h, agent.controller) for h in theirs if not agents.described(h)) \
        or any(agents.is_home_site(state, target.card, h, target.owner) for h in mine if not agents.described(h))


def _at_home_of(state: State, agent: Instance, target: Instance) -> bool:
    """Could the faction (or ally) be played at one of the agent's home sites? A described one ("Any Dark-hold")
    counts where one of the sites the card names, or of the site types it lists, answers the description."""
    for home in agents.home_sites(agent.card):
        if not agents.described(home):
            if _faction_playable_at(state, target, agent.controller, home):
                return True
            continue
        if any(agents.is_home_site(state, agent.card, name, agent.controller)
               for name in target.card.fact("playable_at") or ()):
            return True
        if set(target.card.fact("playable_site_types", ()) or ()) & agents.described_types(state, agent.card,
                                                                                          agent.controller):
            return True
    return False


def _faction_at_home(state: State, agent: Instance, target: Instance) -> bool:
    return target.card.kind == "faction" and _at_home_of(state, agent, target)


def modifiers(state: State, agent: Instance, target: Instance) -> list[tuple[int, str]]:
    """CoE 8.5's modifications of an agent's influence attempt, with the reasons."""
    gatherer = next((i for i in state.in_zone(MP_PILE) if i.card.trait("gathers_factions") is not None), None)
    if gatherer is not None and target.card.kind == "faction":   # the influence family reads it; not for an agent
        raise NotModelledError(f"{gatherer.name}: its change to an attempt on a faction, made by an agent")
    found = []
    if agents.at_home(state, agent):
        found.append((HOME_BONUS, f"{state.label(agent)} at one of its home sites"))
    if _shares_home_site(state, agent, target):
        found.append((SHARED_BONUS, f"{state.label(target)} shares a home site with it"))
    if _faction_at_home(state, agent, target):
        found.append((SHARED_BONUS, f"{target.name} is playable at one of its home sites"))
    return found


def needed_is_zero(state: State, agent: Instance, target: Instance) -> bool:
    """The target's mind, or the faction's number, counts as zero (CoE 8.5)."""
    return _shares_home_site(state, agent, target) or _faction_at_home(state, agent, target)
