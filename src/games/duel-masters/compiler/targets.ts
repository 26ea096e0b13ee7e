/**
 * The noun phrases of Duel Masters card text that name creatures or cards, read into the
 * engine's Target and CardFilter: "one of your opponent's untapped creatures that has power
 * 3000 or less", "up to 2 creatures in the battle zone", "a darkness or fire creature".
 */
import { CHOSEN_RACE, type CardFilter, type Civilization, type Target } from "../cards.ts";
import { singular } from "../races.ts";

/** "creatures of that race": the race a "choose a race" effect asked for. */
const THAT_RACE = / of that race(?= |$)/;

const CIVS: Record<string, Civilization> = {
  light: "Light",
  water: "Water",
  darkness: "Darkness",
  fire: "Fire",
  nature: "Nature",
};
const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** "a card", "2 cards", "up to three cards": how many, and whether fewer may be chosen. */
export function cardCount(phrase: string): { n: number; upTo: boolean } | null {
  const m = /^(up to )?(a|an|one|\w+) cards?$/.exec(phrase.trim());
  if (!m) return null;
  const n = numberWord(m[2]!);
  return n === null ? null : { n, upTo: m[1] !== undefined };
}

export function numberWord(w: string): number | null {
  const n = NUMBERS[w] ?? Number(w);
  return Number.isInteger(n) && n > 0 ? n : null;
}

const CIV_LIST =
  "(?:light|water|darkness|fire|nature)(?:(?:,| or| and) (?:light|water|darkness|fire|nature))*";

function civsOf(text: string | undefined): Civilization[] | undefined {
  if (!text) return undefined;
  return text
    .split(/,| or | and /)
    .map((w) => CIVS[w.trim()])
    .filter((c): c is Civilization => c !== undefined);
}

const TARGET = new RegExp(
  "^(?:(?<count>one|a|an|all|each|any number|up to (?:\\w+)|(?!(?:your|his)\\b)\\w+) (?:of )?)?" +
    "(?:(?<side>your opponent's|your|his|each player's) )?" +
    "(?:(?<other>other) )?" +
    "(?:(?<state>untapped|tapped) )?" +
    `(?:(?<civ>${CIV_LIST}) )?` +
    "(?:(?<evolution>evolution|non-evolution) )?" +
    "(?<noun>creatures?)" +
    "(?: (?:in|from) the battle zone)?" +
    "(?: that (?:has|have) power (?<power>\\d+) or (?<dir>less|more))?$",
);

/** "this creature", "it", or a creature phrase; null when the phrase is not one the engine knows. */
export function readTarget(phrase: string): Target | null {
  let p = phrase
    .trim()
    .replace(/\buntapped (\w+) or untapped (\w+) creatures$/, "untapped $1 or $2 creatures");
  if (p === "this creature" || p === "it") return { side: "any", count: 1, self: true };
  // "The creature that has the lowest power ...": one of those with the least power, its player choosing on a tie.
  const least =
    /^the creature that has the (?:lowest|least) power in the battle zone\. if there's a tie, you choose from among the tied creatures$/.exec(
      p,
    );
  if (least) return { side: "any", count: 1, leastPower: true };
  const thatRace = THAT_RACE.test(p);
  p = p.replace(THAT_RACE, "");
  const weaker = / that has less power than (?:it|this creature)$/.exec(p);
  if (weaker) p = p.slice(0, weaker.index);
  const cost = / that costs (\d+) or (less|more)(?= |$)/.exec(p);
  if (cost) p = p.replace(cost[0], "");
  const except = new RegExp(` except (${CIV_LIST}) creatures$`).exec(p);
  if (except) p = p.slice(0, except.index);
  const blocker =
    / that (has|have|doesn't have|don't have) "blocker\.?"(?: and (power \d+ or (?:less|more)))?$/.exec(p);
  if (blocker) {
    p = p.slice(0, blocker.index).replace(/ in the battle zone$/, "");
    if (blocker[2]) p += ` that have ${blocker[2]}`;
  }
  const m = TARGET.exec(p);
  if (!m?.groups) return null;
  const g = m.groups;
  let count: Target["count"] = 1;
  let upTo = false;
  if (g.count === "all" || g.count === "each") count = "all";
  else if (g.count?.startsWith("up to ")) {
    const n = numberWord(g.count.slice(6));
    if (n === null) return null;
    count = n;
    upTo = true;
  } else if (g.count === "any number") return null;
  else if (g.count) {
    const n = numberWord(g.count);
    if (n === null) return null;
    count = n;
  } else if (g.noun === "creatures") count = "all";
  const side = g.side === "your opponent's" ? "opponent" : g.side === "your" ? "you" : "any";
  const t: Target = { side, count };
  if (upTo) t.upTo = true;
  if (g.other) t.other = true;
  if (g.state) t.tapped = g.state === "tapped";
  const civ = civsOf(g.civ);
  if (civ) t.civilizations = civ;
  if (blocker) t.blocker = !blocker[1]!.includes("n't");
  const exceptCivs = civsOf(except?.[1]);
  if (exceptCivs) t.exceptCivilizations = exceptCivs;
  if (g.evolution) t.only = g.evolution === "evolution" ? "evolution" : "non-evolution";
  if (g.power) {
    if (g.dir === "less") t.maxPower = Number(g.power);
    else t.minPower = Number(g.power);
  }
  if (thatRace) t.race = CHOSEN_RACE;
  if (cost) t[cost[2] === "less" ? "maxCost" : "minCost"] = Number(cost[1]);
  if (weaker) t.lessPowerThanSelf = true;
  return t;
}

const CARD = new RegExp(
  `^(?:a|an|one|(?<n>\\w+)|up to (?<upto>\\w+)) (?:(?<civ>${CIV_LIST}) )?(?:(?<multi>multi-?colou?red) )?` +
    "(?:(?<evo>evolution|non-evolution) )?(?<kind>cards?|creatures?|spells?|cross gears?)" +
    "(?: that (?:has|have) (?<race>[a-z' -]+?) in (?:its|their) race)?" +
    "(?: that costs (?<cost>\\d+) or (?<dir>less|more))?$",
  "i",
);

/** "a giant insect", "an armored dragon", "a non-evolution dragon": a creature named by its race. */
const RACE_NOUN = /^(?:a|an|one|up to (?<upto>\w+)) (?:(?<evo>non-evolution) )?(?<race>[a-z' -]+?)$/;
const NOT_RACE = /\b(?:cards?|creatures?|spells?|gears?|of|your|his|that|the|in|from|any|number)\b/;

/** "a card", "up to 2 cards", "a creature that has Dragon in its race": how many, and which. */
export function readCards(phrase: string): { n: number; upTo: boolean; filter?: CardFilter } | null {
  const thatRace = THAT_RACE.test(phrase);
  const p = phrase.trim().replace(THAT_RACE, "");
  const m = CARD.exec(p);
  if (!m?.groups) {
    const r = RACE_NOUN.exec(p);
    if (!r?.groups || NOT_RACE.test(r.groups.race!) || r.groups.race!.split(" ").length > 3) return null;
    const n = r.groups.upto ? numberWord(r.groups.upto) : 1;
    if (n === null) return null;
    const race = r.groups
      .race!.split(" ")
      .map(singular)
      .join(" ")
      .replace(/\b\w/g, (c) => c.toUpperCase());
    const filter: CardFilter = { type: "Creature", race };
    if (r.groups.evo) filter.evolution = false;
    return { n, upTo: r.groups.upto !== undefined, filter };
  }
  const g = m.groups;
  const n = g.upto ? numberWord(g.upto) : g.n ? numberWord(g.n) : 1;
  if (n === null) return null;
  const filter: CardFilter = {};
  if (g.kind!.startsWith("creature")) filter.type = "Creature";
  if (g.kind!.startsWith("spell")) filter.type = "Spell";
  if (g.kind!.startsWith("cross gear")) filter.type = "Cross Gear";
  const civ = civsOf(g.civ);
  if (civ) filter.civilizations = civ;
  if (g.multi) filter.multicolored = true;
  if (g.evo) filter.evolution = g.evo === "evolution";
  if (g.race) filter.race = g.race.replace(/\b\w/g, (c) => c.toUpperCase());
  if (g.cost) {
    if (g.dir === "less") filter.maxCost = Number(g.cost);
    else filter.minCost = Number(g.cost);
  }
  if (thatRace) filter.race = CHOSEN_RACE;
  return { n, upTo: g.upto !== undefined, ...(Object.keys(filter).length ? { filter } : {}) };
}
