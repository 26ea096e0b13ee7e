/**
 * "Look at (reveal) the top N cards of your deck. Put one of them (all X from among them) into
 * your hand, and put the rest on the bottom of your deck (into your graveyard)": one operation,
 * so the cards taken and the rest are the same N cards.
 */
import type { CardFilter, Civilization, DmOp } from "../cards.ts";
import { numberWord } from "./targets.ts";

const CIVS: Record<string, Civilization> = {
  light: "Light",
  water: "Water",
  darkness: "Darkness",
  fire: "Fire",
  nature: "Nature",
};

/** "water cards", "light cards and all darkness cards", "evolution creatures": the cards that may be taken. */
function readKind(words: string): CardFilter | null {
  const w = words.replace(/\ball /g, "");
  if (w === "evolution creatures") return { type: "Creature", evolution: true };
  if (w === "creatures") return { type: "Creature" };
  if (w === "spells") return { type: "Spell" };
  const civs =
    /^((?:light|water|darkness|fire|nature)(?: cards)?(?:,? (?:and|or) (?:light|water|darkness|fire|nature)(?: cards)?)*) cards$/.exec(
      w,
    );
  if (!civs) return null;
  return {
    civilizations: civs[1]!
      .split(/ cards|,? (?:and|or) /)
      .filter(Boolean)
      .map((c) => CIVS[c.trim()]!),
  };
}

const DIG =
  /^(look at|reveal) the top (\w+) cards of your deck\. (?:if you do, )?put (one of them|all (.+?) from (?:the revealed cards|among them))( that has "blocker\.?")? into your hand,? and (?:put )?the (?:rest|other \w+ cards) (on the bottom of your deck in any order|into your graveyard)$/;

export const REVEAL_RULES: [RegExp, (m: RegExpExecArray) => DmOp | null][] = [
  [
    DIG,
    (m) => {
      const n = numberWord(m[2]!);
      if (n === null) return null;
      const kind = m[4] ? readKind(m[4]) : {};
      if (!kind) return null;
      const filter: CardFilter = { ...kind, ...(m[5] ? { blocker: true } : {}) };
      return {
        op: "dig",
        n,
        reveal: m[1] === "reveal",
        take: m[4] ? "all" : 1,
        ...(Object.keys(filter).length ? { filter } : {}),
        rest: m[6]!.startsWith("on the bottom") ? "bottom" : "graveyard",
      };
    },
  ],
];

/** Whether a sentence goes on with the cards the previous one looked at or revealed. */
export const continuesDig = (previous: string | undefined, sentence: string): boolean =>
  /(?:look at|reveal) the top \w+ cards of your deck$/.test(previous ?? "") &&
  /^(?:if you do, )?put (?:one of them|all )/.test(sentence);
