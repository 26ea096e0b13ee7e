/**
 * One sentence of Duel Masters effect text (lower case, reminder text removed) read into the
 * engine's operations, or null when the sentence is not one of the templates the engine runs.
 * "Choose X. That creature gets ..." arrives here as one sentence joined by the caller.
 */
import type { DmOp, Target, Zone } from "../cards.ts";
import { numberWord, readCards, readTarget } from "./targets.ts";

type Reader = (m: RegExpExecArray) => DmOp | DmOp[] | null;

const ZONES: Record<string, Zone> = {
  hand: "hand",
  "mana zone": "mana",
  graveyard: "graveyard",
  shields: "shield",
  "shield zone": "shield",
  deck: "deck",
};

function target(phrase: string | undefined): Target | null {
  return phrase === undefined ? null : readTarget(phrase);
}

function n(word: string | undefined): number | null {
  return word === undefined ? 1 : numberWord(word);
}

const RULES: [RegExp, Reader][] = [
  [
    /^search your deck\. you may take (a card|a creature|a spell|an? [a-z ]+? card) from your deck,? (?:show (?:that|it) \w+ to your opponent,? )?and put it into your hand(?:\. then shuffle your deck)?$/,
    (m) => {
      const kind = m[1]!;
      if (kind === "a card") return { op: "search" };
      if (kind === "a creature") return { op: "search", filter: { type: "Creature" } };
      if (kind === "a spell") return { op: "search", filter: { type: "Spell" } };
      return null;
    },
  ],
  [/^put (?:it|them) back(?: where (?:it was|they were)| in any order)$/, () => []],
  // The search op already shuffles the deck.
  [/^shuffle your deck$/, () => []],
  [
    /^look at (your opponent's hand|one of your opponent's shields|the top (?:card|\w+ cards) of (?:your|his) deck)(?:\. then put (?:it|them) back(?: where (?:it was|they were)| in any order)?)?$/,
    (m) => ({ op: "look", what: m[1]!.replace("your opponent's", "the opponent's") }),
  ],
  [/^draw (a card|(\w+) cards)$/, (m) => (n(m[2]) === null ? null : { op: "draw", n: n(m[2])! })],
  [/^draw up to (\w+) cards?$/, (m) => (n(m[1]) === null ? null : { op: "draw", n: n(m[1])!, upTo: true })],
  [
    /^(?:choose (.+?) and )?destroy (?:it|them|(.+))$/,
    (m) => {
      const t = target(m[2] ?? m[1] ?? "it");
      return t ? { op: "destroy", target: t } : null;
    },
  ],
  [
    /^(?:choose (.+?) and )?(tap|untap) (?:it|them|(.+))$/,
    (m) => {
      const t = target(m[3] ?? m[1] ?? "it");
      return t ? { op: m[2] as "tap" | "untap", target: t } : null;
    },
  ],
  [
    /^(?:choose (.+?) and )?return (?:it|them|(.+?)) to (?:its|their|your) (?:owner's|owners') hands?$/,
    (m) => {
      const t = target(m[2] ?? m[1] ?? "it");
      return t ? { op: "bounce", target: t } : null;
    },
  ],
  [
    /^return this creature to your hand$/,
    () => ({ op: "bounce", target: { side: "any", count: 1, self: true } }),
  ],
  [
    /^(?:choose (.+?) and )?put (?:it|them|(.+?)) into (?:its|their) (?:owner's|owners') mana zones?$/,
    (m) => {
      const t = target(m[2] ?? m[1] ?? "it");
      return t ? { op: "toMana", target: t } : null;
    },
  ],
  [
    /^(.+?) gets? ([+-]\d+) power until the end of the turn$/,
    (m) => {
      const t = target(
        m[1]!.replace(/^choose (.+?)\. that creature$/, "$1").replace(/^that creature$/, "it"),
      );
      return t ? { op: "power", amount: Number(m[2]), target: t } : null;
    },
  ],
  [
    /^put the top (?:card|(\w+) cards) of your deck into your (mana zone|graveyard|hand)$/,
    (m) =>
      n(m[1]) === null ? null : { op: "move", from: "deck", to: ZONES[m[2]!]!, n: n(m[1])!, side: "you" },
  ],
  [
    /^add the top (?:card|(\w+) cards) of your deck to your shields face down$/,
    (m) => (n(m[1]) === null ? null : { op: "move", from: "deck", to: "shield", n: n(m[1])!, side: "you" }),
  ],
  [
    /^(?:return|put) (.+?) from your (mana zone|graveyard|hand) (?:to|into) your (hand|mana zone|graveyard)$/,
    (m) => {
      const c = readCards(m[1]!);
      const from = ZONES[m[2]!]!;
      const to = ZONES[m[3]!]!;
      if (!c || from === to) return null;
      return {
        op: "move",
        from,
        to,
        n: c.n,
        side: "you",
        ...(c.upTo ? { upTo: true } : {}),
        ...(c.filter ? { filter: c.filter } : {}),
      };
    },
  ],
  [
    /^add (.+?) from your hand to your shields face down$/,
    (m) => {
      const c = readCards(m[1]!);
      return c ? { op: "move", from: "hand", to: "shield", n: c.n, side: "you" } : null;
    },
  ],
  [
    /^choose (one|\w+) of (your|your opponent's) shields and put (?:it|them) into (?:your|his|their) (hand|graveyard)$/,
    (m) => {
      const k = numberWord(m[1]!);
      if (k === null) return null;
      return {
        op: "move",
        from: "shield",
        to: ZONES[m[3]!]!,
        n: k,
        side: m[2] === "your" ? "you" : "opponent",
      };
    },
  ],
  [
    /^(your opponent|you) discards? (a card|(\w+) cards) at random from (?:his|your) hand$/,
    (m) => {
      const k = m[3] ? numberWord(m[3]) : 1;
      return k === null ? null : { op: "discardRandom", side: m[1] === "you" ? "you" : "opponent", n: k };
    },
  ],
  [
    /^put (.+?) from your (hand|mana zone|graveyard) into the battle zone$/,
    (m) => {
      const c = readCards(m[1]!);
      if (!c) return null;
      const filter = { type: "Creature" as const, ...c.filter };
      return { op: "putIntoBattle", from: ZONES[m[2]!]!, n: c.n, ...(c.upTo ? { upTo: true } : {}), filter };
    },
  ],
];

export function readEffect(sentence: string): DmOp[] | null {
  const s = sentence.trim().replace(/\.$/, "");
  for (const [re, read] of RULES) {
    const m = re.exec(s);
    if (!m) continue;
    const op = read(m);
    if (op) return Array.isArray(op) ? op : [op];
  }
  return null;
}
