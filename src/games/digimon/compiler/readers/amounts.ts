/**
 * Amounts: "for each of your opponent's suspended Digimon", "for each card in your security
 * stack", "for every 2 cards in your trash", before or after the effect they multiply.
 */
import { FIRST_CHOSEN } from "./compared.ts";
import type { CardFilter, Count, Duration, Op, Side } from "../../model/index.ts";
import { canScale } from "../../model/index.ts";
import { Cursor, NUMBER, toNumber } from "../text/cursor.ts";
import { duration } from "./duration.ts";
import { filterPhrase, postModifiers } from "./filters.ts";
import { perEach } from "./conditions.ts";
import { faceUpCount } from "./security-conditions.ts";
import { fieldColors } from "./color-counts.ts";

type Zone = NonNullable<Count["zone"]>;

function zoneOf(word: string): Zone {
  const w = word.toLowerCase();
  return w.startsWith("security") ? "security" : w === "hand" ? "hand" : "trash";
}

function sideOf(word: string): Side {
  const w = word.toLowerCase();
  if (w.startsWith("both")) return "any";
  return /opponent|their/.test(w) ? "opponent" : "you";
}

const WHOSE = "(your opponent's|their|your|both players')";
const AREA = "(trash(?:es)?|hand|security stacks?)";

/** What follows "for each" / "for every N". */
function counted(c: Cursor): Count | null {
  return c.try((): Count | null => {
    const faceUp = faceUpCount(c);
    if (faceUp) return faceUp;
    // "for every 2 colors your opponent's Digimon and Tamers have".
    const own = ownCount(c) ?? fieldColors(c);
    if (own) return own;
    let m: RegExpExecArray | null;
    if ((m = c.re(`(?:total )?(?:security )?cards? in ${WHOSE} ${AREA}`))) {
      // "for each card in your trash with [X] in its traits": the card's modifiers after the area.
      const filter: CardFilter = {};
      if (c.peek("with")) postModifiers(c, filter);
      return { side: sideOf(m[1]!), filter, zone: zoneOf(m[2]!) };
    }
    if ((m = c.re("security cards? (you have|your opponent has)")))
      return { side: /opponent/i.test(m[1]!) ? "opponent" : "you", filter: {}, zone: "security" };
    if ((m = c.re(`of ${WHOSE} security cards`)))
      return { side: sideOf(m[1]!), filter: {}, zone: "security" };
    if ((m = c.re(`of ${WHOSE}`))) {
      const f = filterPhrase(c, true);
      if (!f) return null;
      // "of your [Mother Eater]'s digivolution cards in the breeding area".
      const under = c.re("'s digivolution cards( in the breeding area)?");
      if (under)
        return {
          side: sideOf(m[1]!),
          filter: {},
          zone: "sources",
          sourcesOf: { ...f, ...(under[1] ? { inBreeding: true as const } : {}) },
        };
      return { side: sideOf(m[1]!), filter: f };
    }
    const inZone = c.try((): Count | null => {
      const first = filterPhrase(c, false);
      // "[X] Digimon card and Option card with a memory cost of 7 in your trash": a card of either kind.
      const second = first && c.try(() => (c.is("and") ? filterPhrase(c, false) : null));
      const f = second ? { anyOf: [first, second] } : first;
      // "[X] trait card with a different name in your trash": only the different names count.
      const distinct = f !== null && c.is("with a different name");
      const z = f && c.re(`in ${WHOSE} ${AREA}`);
      if (!f || !z) return null;
      // "[X] in your trash or your Digimon's digivolution cards": both places added.
      const alsoUnder = !distinct && c.is("or your Digimon's digivolution cards");
      return {
        side: sideOf(z[1]!),
        filter: f,
        zone: zoneOf(z[2]!),
        ...(distinct ? { distinctNames: true } : {}),
        ...(alsoUnder
          ? { plus: { side: "you", filter: f, zone: "sources", sourcesOf: { category: "Digimon" } } }
          : {}),
      };
    });
    if (inZone) return inZone;
    // "for each [X] or [Y] in this Digimon's digivolution cards", "for every 2 [X] trait cards in ...".
    const inSources = c.try((): Count | null => {
      const start = c.i;
      const f = filterPhrase(c, false);
      const head = c.s.slice(start, c.i);
      if (!f || !c.is(`in ${THIS_DIGIMON} digivolution cards`)) return null;
      // "Digimon card in this Digimon's digivolution cards with [X] in its name": the rest of the
      // description after the place, read as if said before it.
      if (!c.peek("with ")) return { side: "you", filter: f, zone: "sources" };
      const whole = new Cursor(`${head.trimEnd()} ${c.rest()}`);
      const all = filterPhrase(whole, false);
      const used = whole.i - head.trimEnd().length - 1;
      if (!all || used <= 0) return null;
      c.i += used;
      return { side: "you", filter: all, zone: "sources" };
    });
    if (inSources) return inSources;
    const f = filterPhrase(c, true);
    if (!f) return null;
    m = c.re("(you have|your opponent has)(?: in play| on the field| in the battle area)?");
    return { side: m ? sideOf(m[1]!.startsWith("your") ? "your opponent's" : "you") : "any", filter: f };
  });
}

const THIS_DIGIMON = "(?:this Digimon's|its)";

/**
 * Counts of the ability's own Digimon and of your Tamers' colours: "of its digivolution cards",
 * "cards in this Digimon's digivolution cards", "of this Digimon's face-down digivolution cards",
 * "color in its digivolution cards", "of your Tamers' colors", "colors your Tamers have".
 */
function ownCount(c: Cursor): Count | null {
  return c.try((): Count | null => {
    if (c.is("of (?:its|this Digimon's) colou?rs"))
      return { side: "you", filter: {}, colors: true, ofThis: true };
    if (c.is(`colou?rs? in ${THIS_DIGIMON} digivolution cards|of ${THIS_DIGIMON} digivolution card colou?rs`))
      return { side: "you", filter: {}, zone: "sources", colors: true };
    if (c.is("of your Tamers' colou?rs|colou?rs your Tamers have"))
      return { side: "you", filter: { category: "Tamer" }, colors: true };
    // "colors your Tamers with the [ADVENTURE] trait have".
    const some = c.try((): Count | null => {
      if (!c.is("colou?rs your")) return null;
      const f = filterPhrase(c, true);
      return f?.category === "Tamer" && c.is("have") ? { side: "you", filter: f, colors: true } : null;
    });
    if (some) return some;
    if (c.is("digivolution cards? (?:this Digimon|it) has")) {
      // "... has with [Hybrid] in its traits": only the digivolution cards that match.
      const filter: CardFilter = {};
      postModifiers(c, filter);
      return { side: "you", filter, zone: "sources" };
    }
    if (c.is(`of ${FIRST_CHOSEN}'s digivolution cards`))
      return { side: "you", filter: {}, zone: "sources", ofChosen: true };
    if (c.is("same-level cards this Digimon's stack has"))
      return { side: "you", filter: {}, zone: "sources", sameLevel: true };
    const m = c.re(`(?:of |cards? in )${THIS_DIGIMON} (face-down )?(?:level (\\d+) )?digivolution cards`);
    if (!m) return null;
    return {
      side: "you",
      filter: m[2] ? { level: Number(m[2]) } : {},
      zone: "sources",
      ...(m[1] ? { faceDown: true } : {}),
    };
  });
}

/**
 * "for each Digimon with [X] in its traits and each Tamer you have in play": the two counts
 * added; an owner said only after the second ("you have in play") is the first one's too.
 */
function withEachMore(c: Cursor, first: Count): Count {
  return (
    c.try((): Count | null => {
      if (!c.is("and each")) return null;
      const second = counted(c);
      if (!second || second.per || second.plus) return null;
      const side = first.side === "any" && !first.zone ? second.side : first.side;
      return { ...first, side, plus: second };
    }) ?? first
  );
}

/** "for each of your red Tamers with different names": only the different names count. */
function differentNames(c: Cursor, k: Count): Count {
  return !k.zone && !k.colors && !k.plus && c.is("with different names") ? { ...k, distinctNames: true } : k;
}

/** "for each X" or "for every N X". */
export function tally(c: Cursor): Count | null {
  return c.try((): Count | null => {
    // "for each of your Tamers' colors" before "for each of your Tamers".
    const own = c.try(() => (c.is("for each") ? (ownCount(c) ?? fieldColors(c)) : null));
    if (own) return own;
    // "for each memory your opponent has": the memory on that player's side.
    const memory = c.re("for each memory (your opponent has|you have)");
    if (memory) return { side: /opponent/i.test(memory[1]!) ? "opponent" : "you", filter: {}, memory: true };
    const plain = perEach(c);
    if (plain) return plain.per ? plain : differentNames(c, withEachMore(c, plain));
    const m = c.re(`for (each|every)(?: ${NUMBER}\\b)?`);
    if (!m) return null;
    const first = counted(c);
    if (!first) return null;
    const k = differentNames(c, withEachMore(c, first));
    const per = m[2] ? toNumber(m[2]) : 1;
    return per > 1 ? { ...k, per } : k;
  });
}

/** "for each X" right before the duration of a DP change ("gets -2000 DP for each ... until ..."). */
/** "for each Digimon deleted by this effect", "for each card trashed by this effect". */
export const PER_OUTCOME =
  "for each (?:of the )?(Digimon|cards?) (deleted|trashed) (?:by|with) this (?:card's )?effect";

/**
 * "gets +1000 DP for each card trashed by this effect for the turn": the duration printed after
 * the count that multiplies the change. The cursor does not move; the count is the clause's.
 */
export function durationAfterOutcome(c: Cursor): Duration | null {
  const probe = new Cursor(c.s, c.i);
  return probe.re(PER_OUTCOME) ? duration(probe) : null;
}

export function tallyBeforeDuration(c: Cursor): Count | null {
  return c.try(() => {
    const k = tally(c);
    return k && c.peek("for the turn|until") ? k : null;
  });
}

/**
 * The ops a "for each" governs: a DP change that already counts keeps its amount; every other
 * op has its number scaled. Null when an op has no number to scale.
 */
export function scaled(ops: Op[], by: Count): Op[] | null {
  const out: Op[] = [];
  for (const op of ops) {
    if (op.op === "dp" && typeof op.amount !== "number") out.push(op);
    else if (canScale(op)) out.push({ op: "scaled", by, then: [op] });
    else return null;
  }
  return out;
}
