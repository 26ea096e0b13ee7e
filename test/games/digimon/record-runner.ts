/**
 * Made-up card records resolved on boards: readRecord compiles one as the card pool compiles real
 * ones and insists that it reads whole and runs; recordRunner resolves questions with those cards
 * beside the bundled ones.
 */
import { expect } from "vitest";
import type { CardText } from "../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../src/games/digimon/model/index.ts";
import { bundledCards } from "../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../src/games/digimon/input/resolve-text.ts";
import { recordCard } from "./test-card.ts";

export function readRecord(code: string, name: string, extra: Partial<CardText> = {}): CardDef {
  const out = recordCard(code, name, extra);
  expect(out.unread, `${code} is read whole`).toEqual([]);
  expect(out.notExecutable, `${code} runs`).toEqual([]);
  return out.def;
}

export function recordRunner(cards: CardDef[]) {
  const registry = new CardRegistry([...bundledCards, ...cards]);
  const run = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, registry).trace;
  /** Every step's text and changes, one per line. */
  const stepsText = (t: ReturnType<typeof run>) =>
    t.steps.map((s) => [s.text, ...(s.changes ?? [])].join("\n")).join("\n");
  /** The message of the error `f` throws (the test fails when it throws none). */
  const errorOf = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      return (e as Error).message;
    }
    throw new Error("expected an error");
  };
  return { registry, run, stepsText, errorOf };
}

/** The attacker's DP as the battle step states it ("... (7000 DP) battles ..."). */
export function battleDp(t: { steps: { text: string }[] }): string | undefined {
  return t.steps
    .map((x) => x.text)
    .join("\n")
    .match(/\((\d+) DP\) battles/)?.[1];
}

/** Whether a step activated an effect of the card with this code. */
export function activated(t: { steps: { kind: string; card: string | null }[] }, code: string): boolean {
  return t.steps.some((s) => s.kind === "activate" && s.card === code);
}

/** A card's DP in the final state, as the trace's final details give it. */
export function finalDp(
  t: { final: { details?: Partial<Record<string, { card: string; dp?: number }[]>> } },
  side: string,
  code: string,
): number | undefined {
  return t.final.details?.[side]?.find((d) => d.card === code)?.dp;
}
