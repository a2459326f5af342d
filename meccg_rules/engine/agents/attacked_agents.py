"""A face-up agent hazard attacked by a hazard creature as if he were a character (the condition ``target_face_up``
and the effect ``creature-attacks-agent``: Hidden Knife).

The card is played on a face-up agent in its player's site phase, naming a hazard creature card of his own hand (the
play's ``named``); as it resolves the creature is played, keyed to the agent's current site (the face-up site card in
play with him, ``agent_sites.py``), and attacks him at once. The attack is an attack (CRF 22, Card Errata and
Rulings, Hidden Knife: "effectively an attack"): a hazard creature's attack, the kind ``creature``, so every rule and
card on attacks and on hazard creature attacks applies to it as to any other (CoE 3), its strikes, prowess, body and
what ends it, and it counts as an attack faced.

"As if the agent were a character": for the attack the agent stands alone in a company of his own (the smallest
shape combat knows, which reads ``Attack.company`` for everything): a company of his player's at his site, he its
only character, made as the creature attacks and gone when the attack is over (``stand_down``, when no chain is
open). So his player is the defending player: he assigns the strike to him if he is untapped, rolls for him, may take
-3 to stay untapped; the agent's own prowess and body (modified as a character's are) meet the strike; a successful
strike wounds him and the other player rolls his body check, the creature's player against an opponent's agent
(``strikes._body_check``: a character's body check is the roll of the player who does not control him, CoE 3.I.1); a failed one eliminates him, and he leaves play out of play (CoE 3.I.2) with his face-up
site, giving no marshalling points to anyone ("You do not receive marshalling points if the agent is eliminated").
A failed strike against the creature is followed by its body check, rolled by the player who does not control it
(CoE 3.I.1): the creature is its player's, so against an opponent's agent the defending player rolls; defeated, the
creature goes to the defending player's marshalling point pile as CoE 3.v says (the engine's reading: the rules
do not say otherwise for this attack); else it is discarded. An Orc or Troll agent that faced its strike may keep it
as a trophy instead, as CoE 3.IV.1 lets any defending company's Orc or Troll (the engine's reading: nothing sets this
attack apart), his company of his own lasting until that choice is made or passed; the trophy then stays with him as
any card on an agent does, and is worth its kill points to his player (3.IV.2).

The engine's readings where the text is silent: the creature may be keyed to the site by its type or by its name
(``hazards/keying.keyable_to_site``, with a creature played "at a site in" a region, keyed to the site by name, CoE
2.IV.vii.2.2), not by the site's region: a region's type or name keys a creature to the regions a company moves
through (CoE 2.IV.vii.2), and the agent's site alone has no site path, so a creature keyable there only through its
region is not keyable to the agent's site (the plainest reading of "keyed to a face up agent's current site"). The
creature counts against no hazard limit (it is played by the resource player, in his site phase). Naming a creature
is the card's only use here: played without one it is refused (the card would do nothing).

The card on the player's own face-up agent, which its text allows ("any face up agent"), is the engine's reading of
rules that do not speak of it, each read as written for a character and a creature: the agent stands alone in a
company of his controller's, the player of the card, so that player defends (he assigns the strike to him if he is
untapped, rolls for him, may take -3 to stay untapped), and the other player does what a defending player's opponent
does (CoE 3.iii: he assigns a strike left, he allocates excess strikes). Each body check is rolled by the player who
does not control the entity (CoE 3.I.1): the agent's and the creature's alike are the other player's (the
creature, played from the card player's hand, is his: ``strikes._body_check``). A defeated creature goes to the
defending player's marshalling point pile, the card player's own (CoE 3.v, which names the defending player); an
eliminated agent leaves play out of play and scores for no one, as against an opponent's agent.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow, trophies
from ..combat.attacks import creature_attacks
from ..combat.named_creatures import NAMED
from ..core import modelled
from ..core.cards import fold
from ..core.errors import Verdict
from ..core.state import HAND, IN_PLAY, Company, Instance, State
from ..hazards.keying import keyable_to_site, keyed_to
from ..primitives.regions import keyed_site_type, region_type_named, type_of_site
from ..primitives.unique import check_unique

if TYPE_CHECKING:
    from ..core.behaviour import Condition, CreatureAttacksAgent
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

STANDING = "agent standing as a character"   # Turn.per_turn key (with the company's id): the agent's id


def face_up_agent(state: State, target: str | None) -> Instance | None:
    inst = state.cards.get(target or "")
    if inst is None or inst.zone != IN_PLAY or inst.agent_site is None or not inst.revealed:
        return None
    return inst


def check_face_up(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``target_face_up``: the target is an agent hazard in play, face-up."""
    inst = state.cards.get(target or "")
    if inst is None or inst.zone != IN_PLAY or inst.agent_site is None:
        return Verdict.refuse("agent-not-in-play", f"{card.name} is played on an agent hazard in play.")
    if not inst.revealed:
        return Verdict.refuse("agent-face-down", f"{card.name} is played on a face-up agent; {state.label(inst)} "
                              "is face-down.", f"the text of {card.name}")
    return Verdict.allow()


def agent_site(state: State, agent: Instance) -> Instance | None:
    """The agent's current site, face-up and in play with him (``agent_sites.py``)."""
    return next((i for i in state.cards.values() if i.zone == IN_PLAY and i.agent_of == agent.id), None)


def check_named(state: State, card: Card, named: str, player: str, target: str | None) -> Verdict | None:
    """The query ``may name card``: a hazard creature card of the player's hand, keyable to the agent's site."""
    if not named:
        return Verdict.refuse("must-name", f"{card.name} plays a hazard creature card of your hand at the agent's "
                              "site: say which (', naming Cave-drake').")
    creature = state.cards[named]
    if creature.zone != HAND or creature.owner != player:
        return Verdict.refuse("invalid-named", f"{state.label(creature)} is not in {player}'s hand.")
    if not (creature.card.is_creature and creature.card.type == "Hazard"):
        return Verdict.refuse("invalid-named", f"{state.label(creature)} is no hazard creature card.")
    modelled.refuse(creature.card, modelled.MOMENTS["play"])   # its own text, where it is not modelled
    verdict = check_unique(state, creature)
    if not verdict:
        return verdict
    agent = face_up_agent(state, target)
    site = agent_site(state, agent) if agent is not None else None
    if agent is None or site is None:
        return None   # (the target's own condition says why)
    keys = keyed_to(state, creature.card)
    if keyable_to_site(state, keys, site.card, creature.card, keyed_site_type(state, site)):
        return Verdict.allow()
    region = site.card.fact("region") or ""
    through_region = fold(region) in {fold(r) for r in keys.get("regions", ())} or keys.get(
        "region_types", {}).get(region_type_named(state, region))
    return Verdict.refuse("not-keyable", f"{state.label(creature)} cannot be keyed to {site.card.name}, "
                          f"{state.label(agent)}'s site" + (f": only to a site path through {region}, which a "
                          "site alone has not (the engine's reading)." if through_region else "."))


def attack(game: Game, entry: Declared, effect: CreatureAttacksAgent) -> bool:
    """The effect: the creature named comes from its player's hand and attacks the agent, alone in a company of his
    own at his site."""
    s = game.state
    by = s._name(entry.card)
    creature = s.cards.get(entry.data.get(NAMED, ""))
    agent = face_up_agent(s, entry.target)
    site = agent_site(s, agent) if agent is not None else None
    if agent is None or site is None:
        s.log.append(f"{by} has no effect: its agent is no longer face-up in play")
        return True
    if creature is None or creature.zone != HAND:
        s.log.append(f"{by} has no effect: the creature named is no longer in {entry.player}'s hand")
        return True
    company = Company(f"{s._name(agent.id)} alone", agent.controller, site.id)
    s.companies[company.id] = company
    agent.company = company.id
    s.turn.per_turn[(STANDING, company.id)] = agent.id
    s.move(creature.id, IN_PLAY)
    keyed = type_of_site(s, site.card) if type_of_site(s, site.card) in keyed_to(s, creature.card).get(
        "site_types", ()) else site.card.name
    s.log.append(f"{s.label(creature)} is played keyed to {site.card.name} and attacks {s.label(agent)} as if he "
                 "were a character")
    flow.begin(game, creature_attacks(s, creature, company.id, keyed))
    return True


def stand_down(state: State) -> None:
    """Once no attack on it is under way or waiting, the agent's company of his own is gone: he is an agent at his
    site again, or, eliminated, out of play with his site."""
    for key, agent_id in list(state.turn.per_turn.items()):
        if not (isinstance(key, tuple) and key[0] == STANDING):
            continue
        company_id = str(key[1])
        if (state.combat is not None and state.combat.attack.company == company_id) or any(
                a.company == company_id for a in state.attacks) or any(
                c.attack.company == company_id for c, _ in state.suspended) or (
                state.trophy_offer is not None and state.trophy_offer[1] == company_id   # his trophy first
                and trophies.may_keep(state.cards[agent_id])):
            continue
        del state.turn.per_turn[key]
        state.companies.pop(company_id, None)
        state.cards[agent_id].company = None   # (eliminated, his site goes back: State.move, agent_sites.sync)


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: an attacked agent's company of his own ends with the attack."""
    stand_down(game.state)
