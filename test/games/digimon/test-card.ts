/**
 * Helpers for engine tests. testCard: a card written in the card-text templates and compiled;
 * the text must read completely, its [Security] effects go with the security ones (as
 * compileCard puts them), `security` is a separate security text, and `extra` overrides the
 * plain red level 3 Digimon it otherwise is. recordCard: a made-up card record compiled as the
 * card pool compiles real ones (a red level 4 Digimon unless `extra` says otherwise);
 * wholeRecordCard and wholeRecordTamer: such records that must read whole and run.
 * cardCount: the cards a final state holds.
 */
import { expect } from "vitest";
import type { FinalState } from "../../../src/engine/trace.ts";
import type { CardDef } from "../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../src/games/digimon/compiler/compile.ts";
import { type CardText, compileCard } from "../../../src/games/digimon/compiler/card.ts";

export function testCard(code: string, effect: string, extra: Partial<CardDef> = {}, security = ""): CardDef {
  const compiled = compileText(effect, { code });
  const sec = compileText(security, { code, part: "security" });
  expect([...compiled.unread, ...sec.unread]).toEqual([]);
  return {
    code,
    name: `Test ${code}`,
    category: "Digimon",
    colors: ["Red"],
    level: 3,
    dp: 3000,
    playCost: 0,
    digivolve: [],
    traits: [],
    abilities: compiled.abilities.filter((a) => a.timing !== "security"),
    inherited: [],
    security: [...sec.abilities, ...compiled.abilities.filter((a) => a.timing === "security")],
    ...extra,
  };
}

/** The `extra` that makes a test card a Tamer of one colour (no level, no DP). */
export function tamerOf(color: CardDef["colors"][number]): Partial<CardDef> {
  return { category: "Tamer", level: undefined, dp: undefined, colors: [color] };
}

/** A level 5, 9000 DP test Digimon that DNA digivolves from a red and a yellow level 4 Digimon (8-2). */
export function redYellowDnaCard(code: string, cost: number, effect = ""): CardDef {
  return testCard(code, effect, {
    level: 5,
    dp: 9000,
    dna: {
      parts: [
        { level: 4, color: "Red" },
        { level: 4, color: "Yellow" },
      ],
      cost,
    },
  });
}

/** An Option card written in the card-text templates (no level, no DP). */
export function testOption(code: string, effect: string, extra: Partial<CardDef> = {}): CardDef {
  return { ...testCard(code, effect, extra), category: "Option", level: undefined, dp: undefined };
}

export function recordCard(code: string, name: string, extra: Partial<CardText> = {}) {
  return compileCard({
    code,
    name,
    category: "Digimon",
    colors: ["Red"],
    level: 4,
    dp: 5000,
    playCost: 6,
    digivolve: [{ level: 3, color: "Red", cost: 2 }],
    traits: [],
    effect: "",
    inherited: "",
    security: "",
    ...extra,
  });
}

/** A made-up record whose every line is read and runs (the test fails where one is not). */
export function wholeRecordCard(code: string, name: string, extra: Partial<CardText> = {}): CardDef {
  const out = recordCard(code, name, extra);
  expect(out.unread, `${code} is read whole`).toEqual([]);
  expect(out.notExecutable, `${code} runs`).toEqual([]);
  return out.def;
}

/** A made-up Tamer record (no level, no DP, play cost 2), read whole. */
export function wholeRecordTamer(code: string, name: string, effect: string, extra: Partial<CardText> = {}) {
  return wholeRecordCard(code, name, {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    playCost: 2,
    digivolve: [],
    effect,
    ...extra,
  });
}

/** Every card of a final state, the digivolution cards under each stack included. */
export function cardCount(f: FinalState): number {
  let n = 0;
  for (const areas of Object.values(f.areas))
    for (const [area, cards] of Object.entries(areas))
      for (const c of cards)
        n +=
          area === "battle" || area === "breeding"
            ? 1 + (c.match(/\[([^\]]*)\]/)?.[1]?.split(" ").length ?? 0)
            : 1;
  return n;
}
