import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { explore } from "../../src/engine/explorer.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { renderExplorePng } from "../../src/render/explore-png.ts";
import { renderExploreText } from "../../src/render/explore-text.ts";

const board = "A: BT4-048[BT2-021] ST3-07[ST3-04] BT4-097, security 3, deck 3, memory 3 | B: BT2-070, deck 3";
const report = explore(
  (fallback) => resolveDigimon({ board, action: "A attacks with BT4-048", fallback }).trace,
);

describe("explorer views", () => {
  it("draws the outcome tree of a small exploration as a decodable PNG", async () => {
    const png = renderExplorePng(report, "All outcomes")!;
    expect(png).not.toBeNull();
    const image = await loadImage(png);
    expect(image.width).toBe(1100);
    expect(image.height).toBeGreaterThan(200);
    expect(image.height).toBeLessThanOrEqual(4000);
  });

  it("does not draw a tree it does not have", () => {
    const { tree: _tree, ...withoutTree } = report;
    expect(renderExplorePng(withoutTree, "All outcomes")).toBeNull();
  });

  it("says in words which choices matter", () => {
    const text = renderExploreText(report);
    expect(text).toContain("3 distinct outcomes");
    expect(text).toMatch(
      /which of your pending effects activates next\? \[[^\]]+\]: does not change the outcome/,
    );
    expect(text).toMatch(/use \[BT4-048 WarGreymon\].*: changes the outcome/);
  });
});
