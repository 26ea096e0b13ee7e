/**
 * One sentence of Duel Masters effect text (lower case, reminder text removed) read into the
 * engine's operations, or null when the sentence is not one of the templates the engine runs.
 * "Choose X. That creature gets ..." arrives here as one sentence joined by the caller.
 */
import { CHOSEN_RACE, type DmOp, type Target, type Zone } from "../cards.ts";
import { REVEAL_RULES } from "./reveal.ts";
import { readCount, readGrant } from "./statics.ts";
import { cardCount, numberWord, readCards, readTarget } from "./targets.ts";

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
    /^search your deck\. you may take (.+?) from your deck,? (?:show (?:that|it) [a-z ]+? to your opponent,? )?and put it into your (hand|mana zone)(?:\. then shuffle your deck)?$/,
    (m) => {
      const cards = readCards(m[1]!);
      if (!cards || cards.n !== 1) return null;
      return {
        op: "search",
        ...(cards.filter ? { filter: cards.filter } : {}),
        ...(m[2] === "mana zone" ? { to: "mana" as const } : {}),
      };
    },
  ],
  [
    /^return all tapped cards from your mana zone to your hand$/,
    () => ({ op: "move", from: "mana", to: "hand", n: 1, all: true, side: "you", filter: { tapped: true } }),
  ],
  [/^put (?:it|them) back(?: where (?:it was|they were)| in any order)$/, () => []],
  // The search op already shuffles the deck.
  [/^shuffle your deck$/, () => []],
  [
    /^look at (your opponent's hand|one of your opponent's shields|the top (?:card|\w+ cards) of (?:your|his) deck)(?:\. then put (?:it|them) back(?: where (?:it was|they were)| in any order)?)?$/,
    (m) => ({ op: "look", what: m[1]!.replace("your opponent's", "the opponent's") }),
  ],
  [
    /^look at ((?:up to \w+ of )?(?:your opponent's|your|\w+ of your opponent's) shields|your opponent's hand and (?:at )?(?:his )?(?:shields|the top card of his deck)|the top card of your opponent's deck)(?:\. then put (?:it|them|the shields) back(?: where (?:it was|they were)| in any order)?)?$/,
    (m) => ({
      op: "look",
      what: m[1]!.replace(/your opponent's|his/g, "the opponent's").replace(/your/g, "its own"),
    }),
  ],
  [
    /^choose (?:a|one of (?:your|your opponent's)) shields? and look at it(?:\. then put it back where it was)?$/,
    () => ({ op: "look", what: "a shield" }),
  ],
  [/^draw (a card|(\w+) cards)$/, (m) => (n(m[2]) === null ? null : { op: "draw", n: n(m[2])! })],
  [
    /^your opponent draws (a card|(\w+) cards)$/,
    (m) => (n(m[2]) === null ? null : { op: "draw", n: n(m[2])!, who: "opponent" }),
  ],
  [
    /^draw (?:(?:a card|(\w+) cards) for each (.+)|(?:a number of )?cards equal to the number of (.+))$/,
    (m) => {
      const k = m[3] ? 1 : n(m[1]);
      const per = readCount(m[2] ?? m[3]!);
      return k === null || !per ? null : { op: "draw", n: k, per };
    },
  ],
  [
    /^(?:return|put) all (?:the )?(cards|creatures|your shields) from your (mana zone|graveyard|hand|shield zone)? ?(?:to|into) your (hand|mana zone|graveyard)$|^put all your shields into your hand$/,
    (m) => {
      const from: Zone = m[0].includes("shields") ? "shield" : ZONES[m[2]!]!;
      const to: Zone = m[3] ? ZONES[m[3]]! : "hand";
      if (!from || from === to) return null;
      const filter = m[1] === "creatures" ? { filter: { type: "Creature" as const } } : {};
      return { op: "move", from, to, n: 1, all: true, side: "you", ...filter };
    },
  ],
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
    /^(?:choose (.+?) and )?return (?:it|them|(.+?)) to (?:(?:its|their|the|your) (?:owner's|owners') |his |their )hands?$/,
    (m) => {
      const t = target(m[2] ?? m[1] ?? "it");
      return t ? { op: "bounce", target: t } : null;
    },
  ],
  [
    /^return (all your other creatures|all your creatures) from the battle zone to your hand$/,
    (m) => ({
      op: "bounce",
      target: { side: "you", count: "all", ...(m[1]!.includes("other") ? { other: true } : {}) },
    }),
  ],
  [
    /^return (.+?) from the battle zone to your hand$/,
    (m) => {
      const t = target(m[1]);
      return t && t.side === "you" ? { op: "bounce", target: t } : null;
    },
  ],
  [
    /^return (?:this creature|it)(?: from the battle zone)? to your hand$/,
    () => ({ op: "bounce", target: { side: "any", count: 1, self: true } }),
  ],
  [
    /^put (one of your creatures|1 of your creatures|a creature of yours) from the battle zone into your mana zone$/,
    () => ({ op: "toMana", target: { side: "you", count: 1 } }),
  ],
  [
    /^(?:choose (.+?) and )?put (?:it|them|(.+?)) into (?:(?:its|their) (?:owner's|owners')|his) mana zones?$/,
    (m) => {
      const t = target(m[2] ?? m[1] ?? "it");
      return t ? { op: "toMana", target: t } : null;
    },
  ],
  [
    /^(.+?) (?:gets?|has) (?:([+-]\d+) power and (?:has )?)?(".+?) until the end of the turn$/,
    (m) => {
      const t = target(
        m[1]!
          .replace(/^choose (.+?)\. (?:that creature|it)$/, "$1")
          .replace(/^that creature$/, "it")
          .replace(/^each of (your|your opponent's) ([a-z ]*?)creatures/, "all $1 $2creatures"),
      );
      const grant = readGrant(m[3]!);
      if (!t || !grant) return null;
      // Two operations would each ask for a target, so a chosen creature could differ between them.
      const chosen = t.count !== "all" && !t.self;
      if (m[2] && chosen) return null;
      const ops: DmOp[] = [];
      if (m[2]) ops.push({ op: "power", amount: Number(m[2]), target: t });
      ops.push({ op: "grant", grant, target: t });
      return ops;
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
    /^add (.+?) from your (hand|mana zone) to your shields face down$/,
    (m) => {
      const c = readCards(m[1]!);
      return c ? { op: "move", from: ZONES[m[2]!]!, to: "shield", n: c.n, side: "you" } : null;
    },
  ],
  [
    /^choose (up to )?(one|\w+) of (your|your opponent's) shields and put (?:it|them) into (?:your|his|their) (hand|graveyard)$/,
    (m) => {
      const k = numberWord(m[2]!);
      if (k === null) return null;
      return {
        op: "move",
        from: "shield",
        to: ZONES[m[4]!]!,
        n: k,
        side: m[3] === "your" ? "you" : "opponent",
        ...(m[1] ? { upTo: true } : {}),
      };
    },
  ],
  [
    /^(?:it|this creature) breaks (one|\w+) of your opponent's shields$/,
    (m) => {
      const k = numberWord(m[1]!);
      return k === null ? null : { op: "breakShields", n: k };
    },
  ],
  [
    /^(your opponent|you) discards? (a card|(\w+) cards) at random from (?:his|your) hand(?: for each (.+))?$/,
    (m) => {
      const k = m[3] ? numberWord(m[3]) : 1;
      const per = m[4] ? readCount(m[4]) : undefined;
      if (k === null || per === null) return null;
      return {
        op: "discardRandom",
        side: m[1] === "you" ? "you" : "opponent",
        n: k,
        ...(per ? { per } : {}),
      };
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
  [
    /^(?:choose (.+?)\. (?:it|they)|(.+?)) (can't be blocked|can attack untapped creatures) this turn$/,
    (m) => {
      const t = target(m[1] ?? m[2]);
      if (!t) return null;
      const grant = m[3] === "can't be blocked" ? { unblockable: true } : { attacksUntapped: true };
      return { op: "grant", grant, target: t };
    },
  ],
];

/** What "your opponent chooses ... of his creatures and <verb> it" does to the chosen ones. */
const OPPONENT_VERBS: [RegExp, "destroy" | "toMana" | "bounce" | "toDeckTop"][] = [
  [/^destroys (?:it|them)$/, "destroy"],
  [/^puts (?:it|them) into his mana zone$/, "toMana"],
  [/^returns (?:it|them) to his hand$/, "bounce"],
  [/^puts (?:it|them) on top of his deck$/, "toDeckTop"],
];

/** Rules where the opponent of the effect's controller, or a hand, is the one that chooses. */
const CHOICE_RULES: [RegExp, Reader][] = [
  [
    /^your opponent chooses (one|a|\w+|up to \w+) of his creatures(?: in the battle zone)?,? and (.+)$/,
    (m) => {
      const verb = OPPONENT_VERBS.find(([re]) => re.test(m[2]!));
      const t = readTarget(`${m[1]} of your opponent's creatures`);
      if (!verb || !t) return null;
      return { op: verb[1], target: { ...t, chooser: "opponent" } };
    },
  ],
  [
    /^choose (.+?) in your opponent's mana zone and (return (?:it|them) to (?:his|its owner's|their owners') hands?|put (?:it|them) into (?:his|its owner's|their owners') graveyards?)$/,
    (m) => {
      const c = cardCount(m[1]!);
      if (!c) return null;
      const to: Zone = m[2]!.startsWith("return") ? "hand" : "graveyard";
      return { op: "move", from: "mana", to, n: c.n, side: "opponent", ...(c.upTo ? { upTo: true } : {}) };
    },
  ],
  [
    /^your opponent chooses (.+?) in his mana zone and (returns (?:it|them) to his hand|puts (?:it|them) into his graveyard)$/,
    (m) => {
      const c = cardCount(m[1]!);
      if (!c) return null;
      const to: Zone = m[2]!.startsWith("returns") ? "hand" : "graveyard";
      return { op: "move", from: "mana", to, n: c.n, side: "opponent", chooser: "opponent" };
    },
  ],
  [
    /^(?:your opponent|he) chooses and discards (.+?) from his hand$/,
    (m) => {
      const c = cardCount(m[1]!);
      return c ? { op: "move", from: "hand", to: "graveyard", n: c.n, side: "opponent" } : null;
    },
  ],
  [
    /^look at (?:up to )?(?:\w+) cards from the top of your deck(?:\.? (?:then|and) put them back in any order)?$/,
    (m) => ({
      op: "look",
      what: m[0].replace(/^look at /, "").replace(/\.? (?:then|and) put them back.*$/, ""),
    }),
  ],
  [
    /^(?:(your opponent) discards|(?:you )?discards?) (.+?) from (?:his|your) hand$/,
    (m) => {
      const c = cardCount(m[2]!);
      if (!c) return null;
      const side = m[1] ? "opponent" : "you";
      return { op: "move", from: "hand", to: "graveyard", n: c.n, side, ...(c.upTo ? { upTo: true } : {}) };
    },
  ],
  [
    /^(?:(your opponent) discards (?:his|all (?:the )?cards from his)|discard your) hand$/,
    (m) => ({ op: "move", from: "hand", to: "graveyard", n: 1, all: true, side: m[1] ? "opponent" : "you" }),
  ],
  [
    /^(?:choose (.+?) and )?put (?:it|them|(.+?)) on top of (?:his|its owner's|their owners') decks?$/,
    (m) => {
      const t = target(m[2] ?? m[1] ?? "it");
      return t ? { op: "toDeckTop", target: t } : null;
    },
  ],
];

/** Replacements that last for the turn. */
const TURN_RULES: [RegExp, Reader][] = [
  [
    /^your opponent (?:returns|puts) all (?:the )?cards from his (mana zone|graveyard|hand) (?:to|into) his (hand|mana zone|graveyard)$/,
    (m) =>
      m[1] === m[2]
        ? null
        : { op: "move", from: ZONES[m[1]!]!, to: ZONES[m[2]!]!, n: 1, all: true, side: "opponent" },
  ],
  [
    /^your opponent puts (.+?) from his (mana zone|hand|graveyard) into his (graveyard|hand|mana zone)$/,
    (m) => {
      const c = cardCount(m[1]!);
      if (!c || m[2] === m[3]) return null;
      return {
        op: "move",
        from: ZONES[m[2]!]!,
        to: ZONES[m[3]!]!,
        n: c.n,
        side: "opponent",
        chooser: "opponent",
      };
    },
  ],
  [
    /^look at your opponent's hand and choose a card from it\. your opponent discards that card$/,
    () => ({ op: "move", from: "hand", to: "graveyard", n: 1, side: "opponent", chooser: "you" }),
  ],
  [
    /^destroy any number of your opponent's creatures that have total power (\d+) or less$/,
    (m) => ({ op: "destroyTotal", side: "opponent", maxTotal: Number(m[1]) }),
  ],
  [
    /^whenever (?:any|one) of your creatures( of that race)? would be destroyed this turn, (?:put it into your (mana zone)|return it to your hand) instead$/,
    (m) => ({
      op: "destroyedInsteadThisTurn",
      to: m[2] ? "mana" : "hand",
      ...(m[1] ? { race: CHOSEN_RACE } : {}),
    }),
  ],
];

/** The same operation done by the other player ("each player ..." read as the opponent's part). */
function mirrored(op: DmOp): DmOp | null {
  if (op.op === "discardRandom") return { ...op, side: op.side === "you" ? "opponent" : "you" };
  if (op.op !== "move" || op.side !== "opponent") return null;
  const { chooser: _owner, ...rest } = op;
  // The owner of the zone picks, as the opponent did for his own.
  return { ...rest, side: "you" };
}

export function readEffect(sentence: string): DmOp[] | null {
  const s = sentence.trim().replace(/\.$/, "");
  // "Each player discards a card at random": the effect's player does it, then the opponent.
  const each = /^each player (.+)$/.exec(s);
  if (each) {
    const theirs = readEffect(`your opponent ${each[1]}`);
    const mine = theirs?.map(mirrored);
    if (!theirs || !mine || mine.some((o) => o === null)) return null;
    return [...(mine as DmOp[]), ...theirs];
  }
  for (const [re, read] of [...CHOICE_RULES, ...RULES, ...REVEAL_RULES, ...TURN_RULES]) {
    const m = re.exec(s);
    if (!m) continue;
    const op = read(m);
    if (op) return Array.isArray(op) ? op : [op];
  }
  return null;
}
