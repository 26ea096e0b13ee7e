/**
 * Static abilities that hold only at some moments: "while blocking, this creature gets +3000
 * power", "while battling a fire creature, ...", "during your opponent's turn, each of your
 * other creatures gets +2000 power"; and a creature's own keywords written as a grant
 * ('this creature gets "power attacker +3000"', "gets +4000 power and can attack untapped
 * creatures").
 */
import type { DmGrant } from "../cards.ts";
import { readGroupStatics } from "./group-statics.ts";
import { type DmStatics, readCount, readGrant, readStatics } from "./statics.ts";

const PERMISSIONS: Record<string, DmGrant> = {
  "can attack untapped creatures": { attacksUntapped: true },
  "can't be blocked": { unblockable: true },
};

/** "a fire creature", "water or darkness creatures", "a creature that has dragon in its race". */
function battled(phrase: string) {
  const kind = readCount(phrase.replace(/^(?:a|an) /, ""));
  return kind && kind.zone === "battle" ? kind : null;
}

export function readSelfStatics(sentence: string): DmStatics | null {
  const blocking = /^while blocking, this creature gets \+(\d+) power$/.exec(sentence);
  if (blocking) return { power: [{ amount: Number(blocking[1]), whileBlocking: true }], keywords: [] };
  const battling =
    /^while battling (.+?), this creature gets \+(\d+) power$/.exec(sentence) ??
    /^this creature gets \+(\d+) power while battling (.+)$/.exec(sentence);
  if (battling) {
    const [amount, phrase] = sentence.startsWith("while")
      ? [battling[2]!, battling[1]!]
      : [battling[1]!, battling[2]!];
    const kind = battled(phrase);
    return kind ? { power: [{ amount: Number(amount), whileBattling: kind }], keywords: [] } : null;
  }
  const allTapped =
    /^while all (?:the )?cards in your mana zone are tapped, this creature gets \+(\d+) power$/.exec(
      sentence,
    );
  // No untapped card in the mana zone (an empty mana zone too).
  if (allTapped)
    return {
      power: [
        {
          amount: Number(allTapped[1]),
          when: { count: { zone: "mana", side: "you", tapped: false }, max: 0 },
        },
      ],
      keywords: [],
    };
  const during = /^during (your|your opponent's) turn, (.+)$/.exec(sentence);
  if (during) {
    const inner = readStatics(during[2]!) ?? readGroupStatics(during[2]!);
    if (!inner || inner.keywords.length || inner.restrictions?.length) return null;
    const duringTurn = during[1] === "your" ? ("yours" as const) : ("opponent's" as const);
    return { power: inner.power.map((p) => ({ ...p, duringTurn })), keywords: [] };
  }
  const quoted = /^this creature (?:gets|has) (".+")$/.exec(sentence);
  if (quoted) {
    const grant = readGrant(quoted[1]!);
    return grant ? { power: [], keywords: [{ grant }] } : null;
  }
  const plus = /^this creature gets \+(\d+) power and (can attack untapped creatures|can't be blocked)$/.exec(
    sentence,
  );
  if (plus) return { power: [{ amount: Number(plus[1]) }], keywords: [{ grant: PERMISSIONS[plus[2]!]! }] };
  const untapped = /^this creature can attack untapped creatures and has (".+")$/.exec(sentence);
  if (untapped) {
    const grant = readGrant(untapped[1]!);
    return grant ? { power: [], keywords: [{ grant: { ...grant, attacksUntapped: true } }] } : null;
  }
  return null;
}
