"""Facts of sites and regions: site type, region, site paths, automatic-attacks, what is playable there."""
from __future__ import annotations

import re

from .text import RACE_OF_PLURAL, REGION_TYPES, SITE_TYPES, Lexicon, fold, plain, symbols

ORDINAL = r"\((?:\d+(?:st|nd|rd|th))(?: attack)?\)"
ATTACK = re.compile(
    r"^(?:" + ORDINAL + r"\s*)?(?P<race>[^\W\d][\w'’ -]*?)\s*(?:" + ORDINAL + r"\s*)?"
    r"(?:\((?P<uncancelable>cannot be canceled)\)\s*)?(?:-\s*)?"
    r"(?P<each>each character faces )?(?P<strikes>\d+) strikes? (?:with|at) (?P<prowess>\d+)(?: prowess)?"
    r"\s*(?:\((?P<note>[^)]*)\))?$")
WOUNDED_CHECK = re.compile(r"^each character wounded must make a corruption check(?: modified by (?P<by>[+-]\d+))?$",
                           re.IGNORECASE)
ELIMINATED = re.compile(r"^(?:any|each) character wounded(?: by the (?P<race>[\w-]+)'s attack)? is "
                        r"(?:immediately|automatically) eliminated$", re.IGNORECASE)
OPPONENT_CREATURE = re.compile(
    r"^(?:" + ORDINAL + r"\s*)?Opponent may play as an automatic- ?attack one (?P<non_unique>non- ?unique )?"
    r"hazard creature from his hand normally keyed to (?:an? )?(?P<keyed>[\w &-]+)$", re.IGNORECASE)
KEYED_WORDS = {"shadow-hold": "Shadow-hold", "shadow-holds": "Shadow-hold", "ruins and lairs": "Ruins & Lairs",
               "ruins & lairs": "Ruins & Lairs", "coastal sea": "coastal sea", "coastal seas": "coastal sea"}


# a site's special text letting creatures be keyed to it: "Any Undead creature or Pûkel-creature may be played at this
# site", "Creatures keyed to Coastal Sea [{c}] and any Drakes may be keyed to this site", "(except Sea Serpent)"
KEYABLE = re.compile(r"(?:Special: )?(?P<who>Any [^.]+?|Creatures keyed to [^.]+?) (?:can|may)(?: also)? be "
                     r"(?:played|keyed) (?:at|to) this site\b", re.IGNORECASE)
KEYED_REGION = re.compile(r"^Creatures keyed to (?P<region>[\w ]+?)\s*\[\{(?P<symbol>\w)\}\]"
                          r"(?: and any (?P<rest>.+))?$")


def keyable_creatures(text: str) -> tuple[dict, bool]:
    """The creatures a site's text lets be keyed to it by name: {"races": [...], "keyed_to_region_types": [...],
    "except": [...]} (races as printed, singular), and whether the sentence was read in full."""
    match = KEYABLE.search(text)
    if not match:
        return {}, True
    who = match.group("who").strip()
    facts: dict = {}
    excepted = re.search(r"\s*\(except ([^)]+?)\s*\)", who)
    if excepted:
        facts["except"] = [excepted.group(1).strip()]
        who = who.replace(excepted.group(0), "")
    keyed = KEYED_REGION.match(who)
    if keyed:
        facts["keyed_to_region_types"] = [REGION_TYPES[keyed.group("symbol")]]
        who = keyed.group("rest") or ""
    else:
        who = who.removeprefix("Any ")
    races = []
    for word in re.split(r"\s+(?:or|and)\s+", who) if who else ():
        word = re.sub(r"\s+(?:hazard\s+)?creatures?$|^hazard\s+", "", word.strip())
        if not re.fullmatch(r"[^\W\d][\w'-]*", word):
            return facts, False
        races.append(RACE_OF_PLURAL.get(word) or (word[:-1] if re.search(r"[^s]s$", word) else word))
    if races:
        facts["races"] = races
    return facts, bool(races or keyed)


# "When a gold ring is tested in a company at this site, the result of the roll is modified by +2"; "All ring tests
# at this site are modified by -3"
RING_TEST = re.compile(r"(?:Special: )?(?:When a gold ring is tested in a company at this site, the result of the roll "
                       r"is|All ring tests at this site are) modified by (?P<by>[+-]\d+)", re.IGNORECASE)


# "Any sage may tap to test a ring at this site, modifying the result by -3" (the minion Mount Doom)
SAGE_RING_TEST = re.compile(r"Any sage may tap to test a ring at this site, modifying the result by (?P<by>[+-]\d+)",
                            re.IGNORECASE)


def sage_ring_test(text: str) -> int | None:
    """The modifier of the ring test a site's text lets a sage there tap to make, or None."""
    match = SAGE_RING_TEST.search(text)
    return int(match.group("by")) if match else None


def ring_test_modifier(text: str) -> int | None:
    """The modifier a site's text gives ring tests made there, or None."""
    match = RING_TEST.search(text)
    return int(match.group("by")) if match else None


# "Any company moving to this site has its hazard limit increased by 2" (the Havens, Barad-dûr, Mount Doom)
MOVING_HAZARD_LIMIT = re.compile(r"Any company moving to this site has its hazard limit increased by (?P<by>\d+)",
                                 re.IGNORECASE)


def moving_hazard_limit(text: str) -> int | None:
    """How much a site's text raises the hazard limit of a company moving to it, or None."""
    match = MOVING_HAZARD_LIMIT.search(text)
    return int(match.group("by")) if match else None


def site_path(value: str) -> list[str]:
    """A printed site path ("{w}{b}{w}") as region types in order."""
    return [REGION_TYPES[s] for s in symbols(value) if s in REGION_TYPES]


def automatic_attacks(value: str) -> tuple[list[dict], bool]:
    """The automatic-attacks of a site, in order, and whether every part of them was understood."""
    value = re.sub(r"\s+-\s+|\s*—\s*", " - ", value.replace("’", "'")).strip()
    if not value:
        return [], True
    parts = re.split(r";\s*|\.\s+(?=[A-Z])|,\s*(?=[A-Z][\w' -]*? - )|\s+(?=\((?:\d+(?:st|nd|rd|th))\)\s*Opponent)",
                     value.rstrip("."))
    attacks: list[dict] = []
    understood = True
    for part in (p.strip() for p in parts if p.strip()):
        wounded = WOUNDED_CHECK.match(part)
        if wounded and attacks:
            for attack in attacks:
                attack["wounded_corruption_check"] = int(wounded.group("by") or 0)
            continue
        eliminated = ELIMINATED.match(part)
        if eliminated and attacks:
            race = eliminated.group("race")
            target = next((a for a in attacks if a.get("race") == race), None) if race else attacks[-1]
            if target is not None:
                target["wounded_eliminated"] = True
                continue
        opponent = OPPONENT_CREATURE.match(part)
        if opponent and opponent.group("keyed").lower() in KEYED_WORDS:
            attack = {"opponent_creature_keyed_to": KEYED_WORDS[opponent.group("keyed").lower()]}
            if opponent.group("non_unique"):
                attack["non_unique"] = True
            attacks.append(attack)
            continue
        match = ATTACK.match(part)
        if not match:
            if re.search(r"\bstrikes?\b", part):
                attacks.append({"text_only": True})
            understood = False
            continue
        each = bool(match.group("each"))
        attack = {"race": match.group("race").strip(), "strikes": None if each else int(match.group("strikes")),
                  "prowess": int(match.group("prowess"))}
        if each:
            attack["each_character"] = True
        if match.group("uncancelable"):
            attack["cannot_be_canceled"] = True
        note = (match.group("note") or "").strip()
        if note == "detainment":
            attack["detainment"] = True
        elif (against := re.fullmatch(r"detainment against (\w+) company", note)):
            attack.update(detainment=True, detainment_against=[against.group(1)])
        elif (only := re.fullmatch(r"against (\w+) company only", note)):
            attack["only_against"] = [only.group(1)]
        elif note == "attacker chooses defending characters":
            attack["attacker_chooses"] = True
        elif note == "cannot be canceled":
            attack["cannot_be_canceled"] = True
        elif note:
            understood = False
        attacks.append(attack)
    if not attacks:
        attacks.append({"text_only": True})
    return attacks, understood


def playable(value: str) -> tuple[dict, bool]:
    """What may be played at a site: {"items": [...], "information": True, "only": {kind: only_items(...)}}."""
    value = value.strip()
    if not value:
        return {}, True
    facts: dict = {}
    note = ""
    if "*-" in value:
        value, note = value.split("*-", 1)
        value = value.rstrip(" *")
    understood = True
    items = re.search(r"Items \(([^)]*)\)", value)
    rest = re.sub(r"Items \([^)]*\)", "", value)
    if items:
        kinds = [k.strip() for k in items.group(1).split(",")]
        facts["items"] = [k.rstrip("*") for k in kinds]
        if note:
            starred = [k.rstrip("*") for k in kinds if k.endswith("*")]
            allowed = [w for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", note.strip().removesuffix(" only")) if w]
            only, read = only_items(allowed)
            facts["only"] = {kind: only for kind in starred}
            understood = read and note.strip().endswith(" only") and bool(starred)
    if "Information" in rest:
        facts["information"] = True
        rest = rest.replace("Information", "")
    if rest.strip(" ,"):
        understood = False
    return facts, understood


# the words after a starred item type ("*-weapon, armor, shield, or helmet only", "*-Palantíri only", "*-hero item
# only", "*-Scroll of Isildur only"): item keywords as item cards carry them, an item's alignment, or an item's name
ONLY_KEYWORDS = {"weapon": "Weapon", "armor": "Armor", "shield": "Shield", "helmet": "Helmet", "palantiri": "Palantír"}
ONLY_ALIGNMENTS = {"hero item": "Hero", "minion item": "Minion"}


def only_items(words: list[str]) -> tuple[dict, bool]:
    """Which items of a starred type a site allows: {"keywords": [...], "alignments": [...], "names": [...]} (an
    item fits by any one of them), and whether every word was read."""
    only: dict[str, list[str]] = {}
    for word in (w.strip() for w in words):
        if fold(word) in ONLY_KEYWORDS:
            only.setdefault("keywords", []).append(ONLY_KEYWORDS[fold(word)])
        elif fold(word) in ONLY_ALIGNMENTS:
            only.setdefault("alignments", []).append(ONLY_ALIGNMENTS[fold(word)])
        elif re.fullmatch(r"[A-Z][\w'’]*(?: (?:of |the )?[A-Z][\w'’]*)*", word):
            only.setdefault("names", []).append(word)
        else:
            return only, False
    return only, bool(only)


def haven_paths(attributes: dict, text: str) -> dict[str, list[str]]:
    """A haven's site paths to the other havens, {haven: [types]}, named from the card text.

    Where the card text prints a path for a haven, that path is taken (the data's
    attribute differs from it on two minion havens, and the printed path is the
    one that follows the region map); otherwise the data's attribute.
    """
    printed = dict(re.findall(r"Site Path From ([^:]+?)\s*:\s*((?:\{\w\}\s*)+)", plain(text)))
    paths = {name.strip(): site_path(path) for name, path in printed.items()}
    for key in ("haven1", "haven2"):
        value = attributes.get(key, "")
        if " - " in value:
            name, path = value.split(" - ", 1)
            paths.setdefault(name.strip(), site_path(path))
    return paths


def adjacent_sites(value: str, site_names: Lexicon, region_names: Lexicon) -> tuple[dict, bool]:
    """Under-deeps adjacency: {site: movement roll}; "Any site in X" kept as printed; whether all was read."""
    adjacent: dict[str, int] = {}
    facts: dict = {}
    understood = True
    for entry in (e.strip() for e in value.split(",")):
        if entry == "no surface site":
            facts["surface_site"] = False
            continue
        match = re.fullmatch(r"(.+?)\s*\((\d+)\)", entry)
        name = match and match.group(1).strip()
        if match and (site_names.get(name) or _any_site_in(name, region_names)):
            adjacent[site_names.get(name) or _any_site_in(name, region_names)] = int(match.group(2))
        else:
            understood = False
    if adjacent:
        facts["adjacent"] = adjacent
    return facts, understood


def _any_site_in(name: str, region_names: Lexicon) -> str | None:
    match = re.fullmatch(r"Any site in (.+)", name)
    region = match and region_names.get(match.group(1))
    return f"Any site in {region}" if region else None


def site_type(symbol: str) -> str:
    """The site type a printed symbol stands for ("{S}" -> "Shadow-hold")."""
    found = symbols(symbol)
    return SITE_TYPES[found[0]] if found and found[0] in SITE_TYPES else symbol


def path_fits(start: str, end: str, path: list[str], regions: dict[str, dict]) -> bool:
    """Whether a site path is a walk through adjacent regions from start to end, region types in order."""
    if not path or start not in regions or end not in regions:
        return False
    here = {start} if regions[start]["type"] == path[0] else set()
    for kind in path[1:]:
        here = {n for r in here for n in regions[r]["adjacent"] if n in regions and regions[n]["type"] == kind}
    return end in here
