/**
 * One AST, two sources: the 24 scenario cards compiled from their real printed text (when
 * ../shared/data is present) give the same abilities as their hand-written definitions, and
 * every scenario resolves to the same trace with either set of definitions.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../../src/cards/import.ts";
import type { CardRecord } from "../../../src/cards/schema.ts";
import type { Ability, CardDef } from "../../../src/games/digimon/model/index.ts";
import { genericCards } from "../../../src/games/digimon/model/cards/generic.ts";
import { scenarioCards } from "../../../src/games/digimon/model/cards/scenario-cards.ts";
import { compileCard } from "../../../src/games/digimon/compiler/card.ts";
import { CardRegistry } from "../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../src/games/digimon/input/resolve-text.ts";
import { loadScenarios } from "../../../src/scenarios/library.ts";

const DATA = new URL("../../../../shared/data/digimon/cards.json", import.meta.url);
const present = existsSync(DATA);
if (!present)
  console.log(`compiler-equivalence: ${DATA.pathname} is absent, so the real-text comparisons are skipped.`);

const records: Map<string, CardRecord> = present
  ? new Map(importDocument(JSON.parse(readFileSync(DATA, "utf8"))).cards.map((c) => [c.code, c]))
  : new Map();

const withoutText = (list: Ability[]) => list.map(({ id: _id, label: _label, ...rest }) => rest);

/** What is printed on the card besides its text. */
const face = (d: CardDef) => ({
  name: d.name,
  category: d.category,
  colors: d.colors,
  level: d.level,
  dp: d.dp,
  playCost: d.playCost,
  digivolve: d.digivolve,
  traits: d.traits,
});

function compiled(code: string) {
  const record = records.get(code);
  if (!record) throw new Error(`${code} is not in the dataset`);
  return compileCard(record);
}

describe.runIf(present)("scenario cards compiled from their real text", () => {
  it.each(scenarioCards.map((c) => [c.code, c] as const))("%s", (code, hand) => {
    const out = compiled(code);
    expect(out.unread).toEqual([]);
    expect(withoutText(out.def.abilities)).toEqual(withoutText(hand.abilities));
    expect(withoutText(out.def.inherited)).toEqual(withoutText(hand.inherited));
    expect(withoutText(out.def.security)).toEqual(withoutText(hand.security));
    expect(out.def.abilities.map((a) => a.id)).toEqual(hand.abilities.map((a) => a.id));
    // The hand-written cards list types; the compiled ones add forms and attributes (2-3-2-1).
    const r = records.get(code)!;
    const traits = [...new Set([...hand.traits, ...r.forms, ...r.attributes].filter((t) => t !== "-"))];
    expect(face(out.def)).toEqual({ ...face(hand), traits });
  });
});

/** The compiled cards, with the hand-written labels so that trace sentences compare. */
function compiledRegistry(): CardRegistry {
  const cards: CardDef[] = scenarioCards.map((hand) => {
    const def = compiled(hand.code).def;
    const labels = new Map(
      [...hand.abilities, ...hand.inherited, ...hand.security].map((a) => [a.id, a.label]),
    );
    const relabel = (list: Ability[]) => list.map((a) => ({ ...a, label: labels.get(a.id) ?? a.label }));
    return {
      ...def,
      ...(hand.dna ? { dna: hand.dna } : {}),
      abilities: relabel(def.abilities),
      inherited: relabel(def.inherited),
      security: relabel(def.security),
    };
  });
  return new CardRegistry([...cards, ...genericCards]);
}

describe.runIf(present)("scenario traces with the compiled definitions", () => {
  const digimon = loadScenarios().filter((s) => s.game === "digimon");
  it.each(digimon.map((s) => [s.id, s] as const))("%s", (_id, s) => {
    const reg = present ? compiledRegistry() : undefined;
    for (const edition of ["wiki-2022", "cr-4.2"]) {
      const req = { board: s.board, action: s.action, choices: s.choices, cards: s.cards, edition };
      expect(resolveDigimon(req, reg).trace).toEqual(resolveDigimon(req).trace);
    }
  });
});
