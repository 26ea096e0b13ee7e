import type { SKRSContext2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { ChipSheet } from "../../src/render/chip-sheet.ts";
import { layoutTrace, type Chip, type Part } from "../../src/render/layout.ts";
import { paintPart } from "../../src/render/png.ts";
import { fixtureTraces } from "./fixtures.ts";

const chipsOf = (part: Part): Chip[] =>
  part.strips.flatMap((s) => s.columns.flatMap((c) => c.layers.flatMap((l) => l.chips)));

/** A chip's look, as the sheet must tell chips apart: what is drawn, relative to its box. */
const lookOf = (c: Chip): string =>
  JSON.stringify([
    c.w,
    c.effect,
    c.player.pattern,
    [c.letter, ...c.label].map((r) => [r.text, r.font, r.color, r.x - c.x]),
  ]);

const parts = fixtureTraces().flatMap((f) =>
  layoutTrace(f.trace, { title: f.title, game: "" }).parts.map((part, k) => ({
    id: `${f.id} part ${k + 1}`,
    part,
  })),
);

describe("repeated chips copied from a sheet", () => {
  it("draws each repeated chip once, and copies only those", () => {
    const { part } = parts.find((p) => p.id === "wiki-6 part 1")!;
    const chips = chipsOf(part);
    const counts = new Map<string, number>();
    for (const c of chips) counts.set(lookOf(c), (counts.get(lookOf(c)) ?? 0) + 1);
    const repeated = [...counts.values()].filter((n) => n > 1).length;
    expect(repeated).toBeGreaterThan(0);

    const sheet = new ChipSheet();
    const drawn: Chip[] = [];
    sheet.prepare(part, (_ctx, chip) => drawn.push(chip));
    expect(drawn).toHaveLength(repeated);
    const copies: number[][] = [];
    const ctx = {
      drawImage: (...args: unknown[]) => copies.push(args.slice(5) as number[]),
    } as unknown as SKRSContext2D;
    for (const chip of chips) {
      const copied = sheet.copy(ctx, chip);
      expect(copied, `${chip.effect.card} at ${chip.x},${chip.y}`).toBe(counts.get(lookOf(chip))! > 1);
    }
    // Each copy lands on its chip's box and the pixel around it.
    const copiedChips = chips.filter((c) => counts.get(lookOf(c))! > 1);
    expect(copies).toEqual(copiedChips.map((c) => [c.x - 1, c.y - 1, c.w + 2, c.h + 2]));
    sheet.clear();
    expect(sheet.copy(ctx, chips[0]!)).toBe(false);
  });

  it("gives the pixels of chips drawn in place, within one level", () => {
    let compared = 0;
    for (const { id, part } of parts.filter((p) => !p.id.startsWith("long-200"))) {
      const read = (reuseChips: boolean) =>
        paintPart(part, { reuseChips }).getContext("2d").getImageData(0, 0, part.width, part.height).data;
      const copied = read(true);
      const inPlace = read(false);
      let worst = 0;
      for (let i = 0; i < copied.length; i++) worst = Math.max(worst, Math.abs(copied[i]! - inPlace[i]!));
      expect(worst, id).toBeLessThanOrEqual(1);
      compared++;
    }
    expect(compared).toBeGreaterThan(2);
  });
});
