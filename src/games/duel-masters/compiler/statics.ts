/**
 * Static power abilities: "this creature gets +1000 power for each ...", "while you have no
 * shields, this creature gets +4000 power", "each of your other Humans in the battle zone gets
 * +1000 power". What they count is read by `readCount`.
 */
import type {
  Civilization,
  DmCardDef,
  DmCount,
  DmGrant,
  DmKeywordStatic,
  DmPowerStatic,
  DmRestriction,
  Side,
} from "../cards.ts";
import { singular } from "../races.ts";

const CIVS: Record<string, Civilization> = {
  light: "Light",
  water: "Water",
  darkness: "Darkness",
  fire: "Fire",
  nature: "Nature",
};

const ZONES: Record<string, DmCount["zone"]> = {
  hand: "hand",
  graveyard: "graveyard",
  "mana zone": "mana",
  shields: "shield",
};

/** Words that name something else than a race, so a phrase made of them is not read as one. */
const NOT_RACES = /\b(civilization|card|shield|spell|race|cross gear|turn|power|cost|name)s?\b/;

/** "water or darkness creature", "other humans", "tapped card": the words before the zone. */
function readKind(words: string, zone: DmCount["zone"]): Omit<DmCount, "zone" | "side"> | null {
  // "water creatures and nature creatures" names one kind: creatures of either civilization.
  let rest = words
    .trim()
    .replace(
      /\b(light|water|darkness|fire|nature) creatures? (and|or) (?=(?:light|water|darkness|fire|nature) creatures?)/g,
      "$1 $2 ",
    );
  const out: Omit<DmCount, "zone" | "side"> = {};
  const race = / that (?:has|have) ([a-z' -]+?) in (?:its|their) races?$/.exec(rest);
  if (race) {
    out.races = [race[1]!];
    rest = rest.slice(0, race.index);
  }
  if (rest.startsWith("other ")) {
    out.other = true;
    rest = rest.slice(6);
  }
  const state = /^(tapped|untapped) /.exec(rest);
  // Only creatures and mana cards are tapped or untapped.
  if (state && zone !== "battle" && zone !== "mana") return null;
  if (state) {
    out.tapped = state[1] === "tapped";
    rest = rest.slice(state[0].length);
  }
  const civs: Civilization[] = [];
  for (;;) {
    const c = /^(light|water|darkness|fire|nature)(?:,? (?:or|and) |, | )/.exec(rest);
    if (!c) break;
    civs.push(CIVS[c[1]!]!);
    rest = rest.slice(c[0].length);
  }
  if (civs.length) out.civilizations = civs;
  if (/^creatures?$/.test(rest)) {
    if (zone !== "battle") out.type = "Creature";
    return out;
  }
  if (/^cards?$/.test(rest)) return zone === "battle" ? null : out;
  if (/^spells?$/.test(rest)) return zone === "battle" ? null : { ...out, type: "Spell" };
  // Anything else is a list of races, which only creatures in the battle zone are counted by.
  if (zone !== "battle" || civs.length || out.races || NOT_RACES.test(rest)) return null;
  if (!/^[a-z' -]+(?: (?:and|or) [a-z' -]+)*$/.test(rest)) return null;
  out.races = rest.split(/ (?:and|or) /).map((r) => r.split(" ").map(singular).join(" "));
  return out;
}

/** What "for each ..." or "while you have ..." counts, or null when it is not a known kind. */
export function readCount(phrase: string, defaultSide: Side = "any"): DmCount | null {
  let p = phrase.trim().replace(/^of /, "");
  const civs =
    /^civilizations? (in (?:your|your opponent's|each player's|each) (?:hand|graveyard|mana zone))$/.exec(p);
  if (civs) {
    const cards = readCount(`card ${civs[1]}`, defaultSide);
    return cards ? { ...cards, civilizationsAmong: true } : null;
  }
  const shields = /^shields? (you|your opponent|you and your opponent) ha(?:s|ve)$/.exec(p);
  if (shields)
    return {
      zone: "shield",
      side: shields[1] === "you" ? "you" : shields[1] === "your opponent" ? "opponent" : "any",
    };
  let side: Side = defaultSide;
  let zone: DmCount["zone"] = "battle";
  const owner = / (you|your opponent|he) (?:has|have) in the battle zone$/.exec(p);
  if (owner) {
    side = owner[1] === "you" ? "you" : "opponent";
    p = p.slice(0, owner.index);
  } else {
    const z = / in (your|your opponent's|each player's|each|all) (hand|graveyard|mana zone)s?$/.exec(p);
    if (z) {
      side = z[1] === "your" ? "you" : z[1] === "your opponent's" ? "opponent" : "any";
      zone = ZONES[z[2]!]!;
      p = p.slice(0, z.index);
    } else {
      p = p.replace(/ in the battle zone(?= that|$)/, "");
    }
  }
  const whose = /^(your opponent's|your|each player's) /.exec(p);
  if (whose) {
    side = whose[1] === "your" ? "you" : whose[1] === "your opponent's" ? "opponent" : "any";
    p = p.slice(whose[0].length);
  }
  const kind = readKind(p, zone);
  return kind ? { zone, side, ...kind } : null;
}

const KEYWORD =
  /^"(blocker|slayer|speed attacker|double breaker|triple breaker|power attacker \+(\d+)|this creature can't be blocked|this creature can attack untapped creatures)\.?"$/;

/** '"blocker" and "slayer."': the keywords a static ability gives, or null. */
export function readGrant(list: string): DmGrant | null {
  const grant: DmGrant = {};
  for (const item of list.split(/,? and |, /)) {
    const m = KEYWORD.exec(item.trim());
    if (!m) return null;
    if (m[1] === "blocker") grant.blocker = true;
    else if (m[1] === "slayer") grant.slayer = true;
    else if (m[1] === "speed attacker") grant.speedAttacker = true;
    else if (m[1] === "double breaker") grant.breaker = 2;
    else if (m[1] === "triple breaker") grant.breaker = 3;
    else if (m[1] === "this creature can't be blocked") grant.unblockable = true;
    else if (m[1] === "this creature can attack untapped creatures") grant.attacksUntapped = true;
    else grant.powerAttacker = Number(m[2]);
  }
  return grant;
}

export interface DmStatics {
  power: DmPowerStatic[];
  keywords: DmKeywordStatic[];
  /** Restrictions under the condition ("..., this creature can't attack"). */
  restrictions?: NonNullable<DmCardDef["restrictionsWhile"]>;
}

const CONDITIONAL_RESTRICTIONS: Record<string, DmRestriction> = {
  "can't attack": "cantAttack",
  "can't attack players": "cantAttackPlayers",
  "can't be blocked": "cantBeBlocked",
  "can't be attacked": "cantBeAttacked",
};

const THIS_GETS = /^(while attacking, )?this creature gets ([+-]\d+) power for each (.+)$/;
const WHILE_YOU_HAVE =
  /^while (you have|your opponent has) (no|a|an|any|at least (?:one|1|two|2|three|3)) (.+?), this creature (.+)$/;
const EACH_OF = /^each of (your opponent's|your) (.+?) (?:gets?|gains?) ([+-]\d+) power$/;
const EACH_HAS = /^each of (your opponent's|your) (.+?) (?:has|have) (".+)$/;
/** What "this creature ..." gets under a condition: power, keywords, or both. */
const GETS_HAS =
  /^(?:gets \+(\d+) power( during its attacks| while attacking)?)?(?:(?: and)? ?(?:has )?(".+))?$/;

const LEAST: Record<string, number> = { one: 1, two: 2, three: 3 };

function conditional(m: RegExpExecArray): DmStatics | null {
  const side: Side = m[1] === "you have" ? "you" : "opponent";
  const count = m[3] === "shields" ? { zone: "shield" as const, side } : readCount(m[3]!, side);
  if (!count) return null;
  const q = m[2]!;
  const bound =
    q === "no"
      ? { max: 0 }
      : { min: q.startsWith("at least ") ? (LEAST[q.slice(9)] ?? Number(q.slice(9))) : 1 };
  const when = { count: { ...count, side }, ...bound };
  const restriction = CONDITIONAL_RESTRICTIONS[m[4]!];
  if (restriction) return { power: [], keywords: [], restrictions: [{ restriction, when }] };
  const what = GETS_HAS.exec(m[4]!);
  if (!what || (!what[1] && !what[3])) return null;
  const out: DmStatics = { power: [], keywords: [] };
  if (what[1])
    out.power.push({ amount: Number(what[1]), when, ...(what[2] ? { whileAttacking: true } : {}) });
  if (what[3]) {
    const grant = readGrant(what[3]);
    if (!grant) return null;
    out.keywords.push({ grant, when });
  }
  return out;
}

const ALL_MANA =
  /^while all (?:the )?cards in your mana zone are (light|water|darkness|fire|nature) cards, this creature (.+)$/;

/** "While all the cards in your mana zone are water cards, this creature gets ...": none lacks water. */
function allMana(m: RegExpExecArray): DmStatics | null {
  const when = { count: { zone: "mana" as const, side: "you" as const, lacking: CIVS[m[1]!]! }, max: 0 };
  const what = GETS_HAS.exec(m[2]!);
  if (!what || (!what[1] && !what[3]) || what[2]) return null;
  const grant = what[3] ? readGrant(what[3]) : {};
  if (!grant) return null;
  return {
    power: what[1] ? [{ amount: Number(what[1]), when }] : [],
    keywords: what[3] ? [{ grant, when }] : [],
  };
}

/** Static power and keyword abilities, or null when the sentence is not one. */
export function readStatics(text: string): DmStatics | null {
  // A static ability applies only while its creature is in the battle zone anyway.
  const sentence = text.replace(/^while this creature is in the battle zone, /, "");
  const mana = ALL_MANA.exec(sentence);
  if (mana) return allMana(mana);
  const own = THIS_GETS.exec(sentence);
  if (own) {
    const per = readCount(own[3]!);
    if (!per) return null;
    return {
      power: [{ amount: Number(own[2]), per, ...(own[1] ? { whileAttacking: true } : {}) }],
      keywords: [],
    };
  }
  const when = WHILE_YOU_HAVE.exec(sentence);
  if (when) return conditional(when);
  const plain = /^this creature (.+)$/.exec(sentence);
  const what = plain ? GETS_HAS.exec(plain[1]!) : null;
  if (what && (what[1] || what[3]) && !what[2]) {
    const grant = what[3] ? readGrant(what[3]) : {};
    if (!grant) return null;
    return {
      power: what[1] ? [{ amount: Number(what[1]) }] : [],
      keywords: what[3] ? [{ grant }] : [],
    };
  }
  const each = EACH_OF.exec(sentence) ?? EACH_HAS.exec(sentence);
  if (each) {
    const side: Side = each[1] === "your" ? "you" : "opponent";
    const to = readCount(each[2]!, side);
    if (!to || to.zone !== "battle") return null;
    if (each[3]!.startsWith('"')) {
      const grant = readGrant(each[3]!);
      return grant ? { power: [], keywords: [{ grant, to: { ...to, side } }] } : null;
    }
    return { power: [{ amount: Number(each[3]), to: { ...to, side } }], keywords: [] };
  }
  return null;
}
