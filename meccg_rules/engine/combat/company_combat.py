"""Company versus company combat (CoE 3.V; CRF 22, Site Phase > Company vs. Company Combat).

At the end of its site phase the resource player's company, once it has entered its site, may attack a company
of the hazard player at the same site, if the resource player has neither attacked one of his companies nor made
an influence attempt against his cards this turn (3.V.1). Who may attack whom follows the players' alignments
(3.V.1.W1-B1): a Wizard player's and a Fallen-wizard player's covert companies count as hero companies, and two
hero companies never fight (W1, F1); a Fallen-wizard player's overt company may attack any company and be attacked
by any (F2; overt or covert: ``players/covert_and_overt.py``, asked as the attack is declared). The engine's
reading, where F1 and F2 meet (two Fallen-wizard players): F2's "may be attacked by any company" wins over F1's
"only", so a Fallen-wizard player's covert company may attack another Fallen-wizard player's overt one.

The attack is one attack, with one strike for each member of the attacking company (3.V): each character and
each ally, which counts as a character in combat (2.V.2.2; the engine's reading, which CRF 22's Blackbole ruling,
"may attack" in it, bears out); an ally whose card says so (``attacks_only_in_company_combat``: Blackbole) strikes
but is assigned no strike when its company defends (CRF 22, Blackbole); cards that change attacks or
strikes do not change it (3.V.3; CRF 22's rules erratum), and no hazard may be played during it (3.V.2). A card on
the attacking company that changes attacks against it gives it no help, no attack being made against it (CRF 22,
Swarm of Bats); one on the defending company is refused as not modelled, the sources being silent. Strikes
are assigned in three steps: the defending player to his untapped characters, the attacking player the strikes
of his remaining untapped characters, then the defending player the rest, to any of his characters without one.
Only the defending company faces an attack; the characters of both sides face strikes (3.V.5): the defending
player may act on the attack (cancel it) and on strikes, the attacking player only on strikes (CRF 22), each on
his own character of the strike (the engine's reading). True Fána and Sacrifice of Form cannot be used (CRF 22).

Each strike is resolved by two rolls, the attacking player's first (3.V.vii): the higher total wins; the loser is
wounded and the winner's player makes his body check; the winner taps, and both tap on a tie (3.V.viii). A
character eliminated so counts as kill points for the opposing player (CoE 3.v; CRF 22: whoever may start such
combat may gain them).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import defenders
from . import flow, struck_off_to_the_side
from .keys import in_combat
from ..players import alignments, covert_and_overt, stage_wizardhavens
from .kinds import AttackKind
from .strikes import BODY_CHECK, STRIKE, current_strike, end_sequence, prowess, support_value
from ..primitives.conditions import combat_role as role
from ..core import modelled
from ..core.behaviour import StrikesFail, walk
from ..core.cards import Card
from ..core.chain import Chain, Declared
from ..core.errors import NotModelledError, Verdict
from ..core.state import Attack, Combat, Instance, Pending, State, Strike

if TYPE_CHECKING:
    from .actions import AssignCompanyStrike, AttackCompany
    from ..game import Game

COMPANY = "company"   # Attack.kind of an attack by a company
ATTACKED = ("attacked a company of the opponent",)   # per-turn key (CoE 3.V.1)
INFLUENCED = ("influence attempt against the opponent",)   # per-turn key (CoE 3.V.1, 8.1; set by the influence family)
HERO_SIDE = (alignments.WIZARD, alignments.FALLEN_WIZARD)   # a Fallen-wizard's covert company is a hero company
ATTACKER_STEP, LAST_STEP = "assign-attacker", "assign-last"


def under_way(state: State) -> bool:
    """Is the combat being fought company versus company combat?"""
    return state.combat is not None and state.combat.attack.kind == COMPANY


def overt_fallen_wizard(state: State, company: str) -> bool:
    """Is this a Fallen-wizard player's overt company, which may attack any company and be attacked by any
    (CoE 3.V.1.F2)?"""
    owner = state.companies[company].owner
    return alignments.alignment_of(state, owner) == alignments.FALLEN_WIZARD and covert_and_overt.overt(state, company)


def attacking_player(state: State) -> str:
    assert state.combat is not None
    return state.companies[state.combat.attack.source].owner


# ------------------------------------------------------------------ declaring the attack
def check_attack(game: Game, action: AttackCompany) -> Verdict:
    """May ``action.company`` attack ``action.target`` now (CoE 3.V.1 and its alignment rules)?"""
    s = game.state
    company, target = s.get_company(action.company), s.get_company(action.target)
    modelled.refuse_any([i.card for side in (company.id, target.id) for c in s.characters(side)
                         for i in (c, *s.attached(c.id))], ("company combat",))   # a card's text not modelled there
    if company.owner != action.player or action.player != s.resource_player:
        return Verdict.refuse("wrong-player", f"Only the resource player makes his own company attack; {company.id} "
                              f"is {company.owner}'s.")
    if target.owner == company.owner:
        return Verdict.refuse("invalid-target", f"{target.id} is {company.owner}'s own company.")
    ours, theirs = alignments.alignment_of(s, company.owner), alignments.alignment_of(s, target.owner)
    if any(overt_fallen_wizard(s, c.id) for c in (company, target)):
        pass   # a Fallen-wizard player's overt company may attack any company and be attacked by any (CoE 3.V.1.F2)
    elif ours in HERO_SIDE and theirs in HERO_SIDE:
        return Verdict.refuse("hero-against-hero", f"{company.id} and {target.id} are both hero companies "
                              f"({ours} and {theirs} players): they may not attack each other (CoE 3.V.1.W1, F1).")
    elif theirs not in alignments.OTHER_SIDE[ours]:
        return Verdict.refuse("same-side", f"A {ours} player's company may not attack a {theirs} player's "
                              f"(CoE 3.V.1.R1, B1).")
    if s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"A company attacks another at the end of its own site phase; this is "
                              f"not {company.id}'s site phase (CoE 3.V.1).")
    if s.turn.per_turn.get(ATTACKED) or s.turn.per_turn.get(INFLUENCED):
        return Verdict.refuse("opponent-engaged", f"{action.player} has already attacked a company of "
                              f"{target.owner} or made an influence attempt against his cards this turn (CoE 3.V.1).")
    if s.combat is not None or s.attacks or s.chains:
        return Verdict.refuse("combat-under-way", "Finish the attack or the chain of effects under way first.")
    if not company.entered:
        return Verdict.refuse("automatic-attacks-not-faced", f"{company.id} has not entered its site (CoE 3.V.1).")
    if s.site_of(company.id).card.name != s.site_of(target.id).card.name:  # each player's own copy of the site
        return Verdict.refuse("not-same-site", f"{target.id} is not at {company.id}'s site (CoE 3.V.1).")
    barring = next((s.site_of(c.id) for c in (company, target) if s.site_of(c.id).card.trait(
        "no_minion_company_attacks")), None) if ours in alignments.MINION_PLAYERS else None
    if barring is not None:   # either player's copy of the site (the engine's reading)
        return Verdict.refuse("site-bars-company-combat", f"{s.label(barring)} says a minion company may not attack "
                              "another company there (its text).")
    for card in _on_company_against_attacks(s, target.id):   # the sources are silent (CRF 22 names the attacker)
        raise NotModelledError(modelled.message(card, f"whether its change to attacks against {target.id} reaches "
                                                "company versus company combat that company defends"))
    modelled.refuse_any([i.card for side in (company, target) for character in s.characters(side.id)
                         for i in (character, *s.attached(character.id))]
                        + [i.card for side in (company, target) for i in s.attached(side.id)], ("company combat",))
    return Verdict.allow()


def attack(game: Game, action: AttackCompany) -> None:
    """The attack begins: one strike for each member of the attacking company, the defending player assigns first."""
    s = game.state
    strikers = members(s, action.company)
    races = {c.card.race or "" for c in strikers}   # a race its characters and allies share (CoE 3.V.4, 2.V.2.2)
    fight = Attack(f"a{s.next_attack}", action.target, action.company, COMPANY, races.pop() if len(races) == 1 else "",
                   len(strikers), 0, label=action.company)
    s.next_attack += 1
    s.turn.per_turn[ATTACKED] = 1
    s.combat = Combat(fight, overt=covert_and_overt.composition_overt(s, action.target))   # CoE 3.4
    s.companies[action.target].attacks_faced.append(fight.id)
    s.log.append(f"{action.company} attacks {action.target}: {len(strikers)} strike{'s' if len(strikers) != 1 else ''}"
                 " (company versus company combat)")
    for card in _on_company_against_attacks(s, action.company):
        s.log.append(f"{card.name} gives {action.company} no help: it is attacking, and faces no attack against it "
                     "(CRF 22, Swarm of Bats)")
    protecting = stage_wizardhavens.protecting(s, s.companies[action.target])   # "all attacks against it" (Hidden
    if protecting is not None:                                                  # Haven; the defender faces an
        s.log.append(f"{action.company}'s attack is cancelled: {action.target} is at "   # attack, 3.V.5)
                     + (s.label(protecting) if protecting.card.is_site else
                        f"{s.label(s.site_of(action.target))}, which {s.label(protecting)} makes a Wizardhaven"))
        flow.finish(game, cancelled=True)
        return
    _advance(game)


def _on_company_against_attacks(state: State, company: str) -> list[Card]:
    """The cards on the company that change attacks against it (``who = "company"`` statics: Swarm of Bats). They
    give the company no help when it attacks another (CRF 22, Swarm of Bats): no attack is made against it, its
    characters facing strikes alone (3.V.5), so the defending characters' prowess is not changed."""
    return [i.card for i in state.attached(company) if any(
        st.who == "company" and st.stat in ("attack prowess", "attack body") for st in i.card.statics)]


def members(state: State, company: str) -> list[Instance]:
    """The members of a company, each with one strike when it attacks: its characters and their allies (allies
    count as characters in combat, CoE 2.V.2.2)."""
    return [i for c in state.characters(company) for i in (c, *(a for a in state.attached(c.id)
                                                               if a.card.kind == "ally"))]


# ------------------------------------------------------------------ assigning strikes (CoE 3.V)
def _strikers(state: State) -> list[str]:
    """The attacking characters (and allies) whose strike is not assigned yet."""
    combat = state.combat
    assert combat is not None
    taken = {st.attacker for st in combat.strikes}
    return [c.id for c in members(state, combat.attack.source) if c.id not in taken]


def _free(state: State) -> list[str]:
    """The defending characters without a strike (allies count as characters, CoE 2.V.2.2)."""
    combat = state.combat
    assert combat is not None
    taken = {st.character for st in combat.strikes}
    return [d.id for d in defenders.attackable(state, combat.attack.company) if d.id not in taken
            and not in_combat(d.card, "attacks_only_in_company_combat")]


def _untapped(state: State, ref: str) -> bool:
    inst = state.cards[ref]
    return not inst.tapped and not inst.wounded


def check_assign(game: Game, action: AssignCompanyStrike) -> Verdict:
    s = game.state
    combat = s.combat
    if not under_way(s) or combat is None or combat.step not in ("assign", ATTACKER_STEP, LAST_STEP):
        return Verdict.refuse("not-assigning-strikes", "No strikes of company versus company combat are being "
                              "assigned now.")
    striker, character = s.find(action.striker, "character"), s.find(action.character, "character")
    if striker.id not in {m.id for m in members(s, combat.attack.source)}:
        return Verdict.refuse("not-in-company", f"{s.label(striker)} is not in {combat.attack.source}, the "
                              "attacking company.")
    if character.id not in {d.id for d in defenders.defenders(s, combat.attack.company)}:
        return Verdict.refuse("not-in-company", f"{s.label(character)} is not facing this attack.")
    if striker.id not in _strikers(s):
        return Verdict.refuse("one-strike-each", f"{s.label(striker)}'s strike is assigned already.")
    if in_combat(character.card, "attacks_only_in_company_combat"):
        return Verdict.refuse("attacks-only", f"{s.label(character)} may attack in company versus company combat but "
                              "may not defend: no strike may be assigned to it (CRF 22, Blackbole).")
    kept = defenders.kept_from_strikes(s, character.id)
    if kept is not None:
        return Verdict.refuse("kept-from-strikes", f"{s.label(character)} may not be assigned a strike of this "
                              f"attack ({s._name(kept)}).")
    if character.id not in _free(s):
        return Verdict.refuse("one-strike-each", f"{s.label(character)} has a strike of this attack already.")
    defender = s.companies[combat.attack.company].owner
    if action.player != defender:
        if not _untapped(s, striker.id):
            return Verdict.refuse("attacker-assigns-untapped", f"{s.label(striker)} is not untapped: the attacking "
                                  "player assigns only the strikes of his untapped characters (CoE 3.V).")
        if combat.step != ATTACKER_STEP:
            return Verdict.refuse("defender-assigns-first", f"{defender}, the defending player, assigns now.")
        return Verdict.allow()
    if combat.step == ATTACKER_STEP:
        return Verdict.refuse("attacker-assigns-now", "The attacking player assigns the strikes of his untapped "
                              "characters now (CoE 3.V).")
    if combat.step == "assign" and not _untapped(s, character.id):
        return Verdict.refuse("defender-assigns-untapped", f"{s.label(character)} is not untapped; the defending "
                              "player first assigns strikes only to his untapped characters (CoE 3.V).")
    return Verdict.allow()


def assign(game: Game, action: AssignCompanyStrike) -> None:
    s = game.state
    combat = s.combat
    assert combat is not None
    striker, character = s.find(action.striker), s.find(action.character)
    by = "attacker" if combat.step == ATTACKER_STEP else "defender"
    combat.strikes.append(Strike(character.id, by, attacker=striker.id))
    _advance(game)


def _advance(game: Game) -> None:
    """Move to the next step of the assignment once the current one can assign nothing more."""
    s = game.state
    combat = s.combat
    assert combat is not None
    strikers, free = _strikers(s), _free(s)
    if combat.step == "assign" and not (strikers and any(_untapped(s, d) for d in free)):
        combat.step = ATTACKER_STEP
    if combat.step == ATTACKER_STEP and not (free and any(_untapped(s, a) for a in strikers)):
        combat.step = LAST_STEP
    if combat.step == LAST_STEP and not (strikers and free):
        combat.excess_left = len(strikers)
        combat.step = "strikes"
        s.log.append("strikes assigned: " + (", ".join(f"{s._name(st.attacker)} against {s._name(st.character)}"
                                                       for st in combat.strikes) or "none")
                     + (f"; {combat.excess_left} excess strike(s) as -1 prowess" if combat.excess_left else ""))
        if not combat.strikes:
            flow.finish(game)


def done_assigning(game: Game) -> None:
    """The defending player assigns no more to his untapped characters: the attacking player's step follows."""
    s = game.state
    assert s.combat is not None
    s.combat.step = ATTACKER_STEP
    _advance(game)


# ------------------------------------------------------------------ what may be played during it
def check_card(state: State, card: Card, player: str, hazard: bool) -> Verdict:
    """No hazard during company versus company combat (CoE 3.V.2), nor True Fána or Sacrifice of Form (CRF 22);
    the attacking player plays only what affects a strike, the defending player what affects the attack or a
    strike (CoE 3.V; CRF 22)."""
    if not under_way(state) or state.combat is None:
        return Verdict.allow()
    if hazard:
        return Verdict.refuse("no-hazards-in-company-combat", f"{card.name} is a hazard: no hazard may be played "
                              "during company versus company combat (CoE 3.V.2).")
    if card.trait("not_in_company_combat"):  # its text says so (True Fána, Sacrifice of Form; CRF 22)
        return Verdict.refuse("not-in-company-combat", f"{card.name} cannot be used in company versus company "
                              "combat (CRF 22, Company vs. Company Combat).")
    kind = role(card, None)
    if kind == "" and any(isinstance(e, StrikesFail) for m in card.modes for e in walk(m.effects)):
        kind = "attack"   # every strike of the attack fails: it acts on the attack
    if player == attacking_player(state) and kind == "":
        return Verdict.refuse("only-strike-actions", f"{card.name} affects no strike: during company versus company "
                              "combat the attacking player plays only resources that affect a strike (CoE 3.V).")
    if player != attacking_player(state) and kind == "":
        return Verdict.refuse("only-strike-actions", f"{card.name} affects neither the attack nor a strike: only "
                              "such resources may the defending player play during it (CoE 3.V).")
    return Verdict.allow()


def plays_resources(state: State, player: str) -> bool:
    """The defending player may take resource actions although it is not his turn (CoE 3.V)."""
    return under_way(state) and state.combat is not None and \
        state.companies[state.combat.attack.company].owner == player


def of_strike(strike: Strike) -> tuple[str, ...]:
    """The characters facing this strike: both the defending and the attacking one (CoE 3.V.5)."""
    return (strike.character, strike.attacker) if strike.attacker else (strike.character,)


# ------------------------------------------------------------------ the strike sequence (CoE 3.V.i-viii)
def first_roll(state: State, strike: Strike) -> Pending:
    """The attacking player rolls first, for his character committing the strike (CoE 3.V.vii)."""
    return Pending(attacking_player(state), f"{state.label(state.cards[strike.attacker])}'s strike", ref=STRIKE,
                   chains_first=True)


def _value(state: State, strike: Strike, ref: str) -> tuple[int, list[str]]:
    """A character's modified prowess for the roll: weapon, effects, tapped -1 or wounded -2, and on the
    defending side excess strikes, -3 to stay untapped and +1 a supporting character (CoE 3.V.ii-vii)."""
    inst = state.cards[ref]
    value, parts = prowess(state, ref)
    defending = ref == strike.character
    for amount, why, applies in ((-1, "tapped", inst.tapped and not inst.wounded), (-2, "wounded", inst.wounded),
                                 (-strike.excess, "excess strikes", defending and strike.excess),
                                 (-3, "stays untapped", defending and strike.stay_untapped),
                                 (support_value(state, strike), "support", defending and strike.supporters)):
        if applies:
            value += amount
            parts.append(f"{amount:+d} ({why})")
    return value, parts


def roll(game: Game, value: int) -> None:
    """A roll of the strike: the attacking player's is kept, the defending player's resolves it (CoE 3.V.vii-viii)."""
    s = game.state
    strike = current_strike(s)
    assert strike is not None and s.combat is not None
    defender = s.companies[s.combat.attack.company].owner
    if strike.attacker_roll is None:
        strike.attacker_roll = value
        s.pending = Pending(defender, f"{s.label(s.cards[strike.character])}'s strike", ref=STRIKE,
                            chains_first=True)
        return
    attacking, defending = s.cards[strike.attacker], s.cards[strike.character]
    a_value, a_parts = _value(s, strike, attacking.id)
    d_value, d_parts = _value(s, strike, defending.id)
    a_total, d_total = strike.attacker_roll + a_value, value + d_value
    detail = (f"{s.label(attacking)} {strike.attacker_roll} (roll) {' '.join(a_parts)} = {a_total}; "
              f"{s.label(defending)} {value} (roll) {' '.join(d_parts)} = {d_total}")
    stays = strike.stay_untapped or any(o.target == defending.id and o.stat == "stays untapped" for o in s.ongoing)
    if d_total > a_total:
        strike.result = "defeated"
        s.log.append(f"{detail}: the strike fails")
        _wound(game, loser=attacking, winner=defending, winner_stays=stays, roller=defender)
    elif d_total < a_total:
        strike.result = "successful"
        s.log.append(f"{detail}: the strike succeeds")
        if not struck_off_to_the_side.instead_of_wound(s, s.combat.attack.source, attacking, defending):
            _wound(game, loser=defending, winner=attacking, winner_stays=False, roller=attacking_player(s))
    else:
        strike.result = "ineffectual"
        s.log.append(f"{detail}: ineffectual")
        s.tap(attacking.id)
        if not stays:
            s.tap(defending.id)
    if not s.chains:
        end_sequence(game)


def _wound(game: Game, loser: Instance, winner: Instance, winner_stays: bool, roller: str) -> None:
    """The winner taps (unless -3 kept him untapped), the loser is wounded and the winner's player rolls his body
    check (CoE 3.V.viii)."""
    s = game.state
    if not winner_stays:
        s.tap(winner.id)
    was_wounded = loser.wounded
    s.wound(loser.id, immediately=True)   # what the wound sets off resolves at once (CoE 3.iv.7)
    entry = Declared(roller, "body-check", target=loser.id, data={"against": "character", "was_wounded": was_wounded})
    s.chains.append(Chain(BODY_CHECK, s.resource_player, [entry]))


def struck_body(state: State, ref: str) -> tuple[int, str] | None:
    """The ``body`` query: a character targeted by a strike whose attacking character's card changes the body of
    those of his race it strikes (the key ``in_combat.struck_body``: Khamûl the Ringwraith, an Elf's -2), while the
    attack lasts. The engine's reading of "a strike from" him: the strike he commits in company versus company
    combat, the one combat where a character strikes."""
    if not under_way(state) or not state.cards[ref].card.is_character:   # "any Elf character": no ally
        return None
    race = state.cards[ref].card.race or ""
    assert state.combat is not None
    change = sum(in_combat(state.cards[st.attacker].card, "struck_body").get(race, 0)
                 for st in state.combat.strikes if st.character == ref and st.attacker in state.cards)
    return (change, "the striker's card") if change else None


def note_elimination(state: State, ref: str) -> None:
    """A character eliminated in company versus company combat is kill points for the opposing player (CoE 3.v)."""
    if under_way(state):
        inst = state.cards[ref]
        inst.killed_by = state.opponent(inst.owner)


def strike_roll(game: Game, strike: Strike, value: int) -> bool:
    """Company versus company combat takes every roll of its strikes (CoE 3.V.vii-viii)."""
    roll(game, value)
    return True


ATTACK_KIND = AttackKind(fixed_strikes=True, strikes_by_attacker=True, done_assigning=done_assigning,
                  first_roll=first_roll, strike_roll=strike_roll, eliminated=note_elimination)
