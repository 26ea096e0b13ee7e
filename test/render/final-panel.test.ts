/** The PNG's final-state panel: each card on the field with its DP, keywords and lasting effects. */
import { describe, expect, it } from "vitest";
import type { Trace } from "../../src/engine/trace.ts";
import { JA_PNG_WORDS } from "../../src/i18n/png-ja.ts";
import { MAX_PANEL_LINES } from "../../src/render/final-panel.ts";
import { MAX_RATIO, MIN_RATIO, layoutTrace, type Part } from "../../src/render/layout.ts";
import { rgb } from "../../src/render/palette.ts";
import { renderPng } from "../../src/render/png.ts";
import { colorDistance, decode, pixelAt } from "./images.ts";
import { wikiTrace, wikiTraceWithDetails } from "./fixtures.ts";

const OPTS = { title: "t", game: "" };
const panelText = (part: Part): string[] =>
  part.final === null
    ? []
    : [part.final.title.text, ...part.final.players.flatMap((p) => p.runs.map((r) => r.text))];

describe("the final-state panel", () => {
  it("is absent when the final state has no per-card details", () => {
    for (const part of layoutTrace(wikiTrace(), OPTS).parts) expect(part.final).toBeNull();
  });

  it("lists each player's cards with current and printed DP, keywords and effects, under the last strip", () => {
    const layout = layoutTrace(wikiTraceWithDetails(), OPTS);
    const part = layout.parts[layout.parts.length - 1]!;
    const panel = part.final!;
    expect(panel).not.toBeNull();
    const lastStrip = part.strips[part.strips.length - 1]!;
    expect(panel.y).toBeGreaterThanOrEqual(lastStrip.y + lastStrip.h);
    expect(panel.y + panel.h).toBeLessThanOrEqual(part.height);
    expect(panel.title.text).toBe("Final state · memory 1 on player B's side");
    const [a, b] = panel.players;
    expect(a!.runs.map((r) => r.text)).toEqual([
      "A",
      "BT4-048[BT2-021](sus)",
      "10000 DP (printed 12000)",
      "<Blocker> <Jamming>",
      "· -2000 DP from BT1-090",
      "· gained <Blocker> from BT2-092",
      "· can't attack (BT1-090)",
      "ST3-04",
      "3000 DP",
    ]);
    expect(b!.runs.map((r) => r.text)).toEqual([
      "B",
      "BT2-070",
      "5000 DP (printed 3000)",
      "· +2000 DP from BT2-070",
    ]);
    // Side by side, A left of B, and nothing leaves the picture.
    expect(b!.x).toBeGreaterThan(a!.x + a!.w);
    for (const p of panel.players) expect(p.x + p.w).toBeLessThanOrEqual(part.width);
    expect(part.width / part.height).toBeGreaterThanOrEqual(MIN_RATIO);
    expect(part.width / part.height).toBeLessThanOrEqual(MAX_RATIO);
  });

  it("colours a lowered DP red and a raised one green", () => {
    const panel = layoutTrace(wikiTraceWithDetails(), OPTS).parts[0]!.final!;
    const lowered = panel.players[0]!.runs.find((r) => r.text.startsWith("10000 DP"))!;
    const raised = panel.players[1]!.runs.find((r) => r.text.startsWith("5000 DP"))!;
    expect(colorDistance(rgb(lowered.color), [185, 28, 28])).toBeLessThanOrEqual(8);
    expect(colorDistance(rgb(raised.color), [21, 128, 61])).toBeLessThanOrEqual(8);
  });

  it("draws the panel's player edge in the player's colour", async () => {
    const t = wikiTraceWithDetails();
    const part = layoutTrace(t, OPTS).parts[0]!;
    const img = await decode(renderPng(t, OPTS)[0]!);
    const a = part.final!.players[0]!;
    const probe = pixelAt(img, a.edge.x + 3, a.edge.y + a.edge.h / 2);
    expect(colorDistance(probe, rgb(a.player.strong))).toBeLessThanOrEqual(24);
  });

  it("counts the lines past its cap and says when a player has nothing on the field", () => {
    const base = wikiTraceWithDetails();
    const many: Trace = {
      ...base,
      final: {
        ...base.final,
        details: {
          A: Array.from({ length: 20 }, (_, i) => ({
            card: `TST-${String(i).padStart(3, "0")}`,
            area: "battle",
            dp: 1000,
            suspended: false,
            keywords: [],
            effects: [],
          })),
          B: [],
        },
      },
    };
    const panel = layoutTrace(many, OPTS).parts.at(-1)!.final!;
    const a = panel.players[0]!.runs.map((r) => r.text);
    expect(a.filter((t) => t.startsWith("TST-"))).toHaveLength(MAX_PANEL_LINES - 1);
    expect(a.at(-1)).toBe(`+${20 - (MAX_PANEL_LINES - 1)} more not shown`);
    expect(panel.players[1]!.runs.map((r) => r.text)).toEqual(["B", "nothing on the field"]);
  });

  it("speaks Japanese with the Japanese words, keeping codes and the engine's effect words", () => {
    const part = layoutTrace(wikiTraceWithDetails(), { ...OPTS, words: JA_PNG_WORDS }).parts[0]!;
    const text = panelText(part);
    expect(text[0]).toBe("最終状態 · メモリー：プレイヤーB側 1");
    expect(text).toContain("DP 10000（元の DP 12000）");
    expect(text).toContain("BT4-048[BT2-021](sus)");
  });
});
