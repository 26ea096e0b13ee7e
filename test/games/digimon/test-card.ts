/**
 * A card for engine tests, written in the card-text templates and compiled: the text must read
 * completely, its [Security] effects go with the security ones (as compileCard puts them), and
 * `extra` overrides the plain red level 3 Digimon it otherwise is.
 */
import { expect } from "vitest";
import type { CardDef } from "../../../src/games/digimon/ability.ts";
import { compileText } from "../../../src/games/digimon/compiler/compile.ts";

export function testCard(code: string, effect: string, extra: Partial<CardDef> = {}): CardDef {
  const compiled = compileText(effect, { code });
  expect(compiled.unread).toEqual([]);
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
    security: compiled.abilities.filter((a) => a.timing === "security"),
    ...extra,
  };
}
