import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { explore } from "../../src/engine/explorer.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { JA_EXPLORE_WORDS } from "../../src/i18n/explore-ja.ts";
import { renderExplorePng } from "../../src/render/explore-png.ts";
import { renderExploreText } from "../../src/render/explore-text.ts";
import { EN_EXPLORE_WORDS } from "../../src/render/explore-words.ts";

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

  it("says the same in Japanese, worded from the report's facts, prompts and cards as written", () => {
    const text = renderExploreText(report, JA_EXPLORE_WORDS);
    expect(text).toMatch(
      new RegExp(
        `^すべての選択を試しました：選択の状態 ${report.statesVisited} 通りを通る完全な手順 ${report.sequences} 通り`,
      ),
    );
    expect(text).toContain("異なる結果が 3 通りあります：");
    expect(text).toMatch(/^ {2}結果 2（手順 \d+ 通り）、例：/m);
    expect(text).toMatch(/^ {4}違い：A バトルエリア: BT4-048\[BT2-021\]/m);
    expect(text).toMatch(/which of your pending effects activates next\? \[[^\]]+\]: 結果は変わらない/);
    expect(text).toMatch(/use \[BT4-048 WarGreymon\].*: 結果が変わる/);
    expect(text).not.toMatch(/Outcome|sequence\(s\)|Explored|Choice points|differs:|battle:/);
    // English stays as it was: the default words are the English catalogue.
    expect(renderExploreText(report)).toBe(renderExploreText(report, EN_EXPLORE_WORDS));
  });

  it("says in Japanese when the budget ran out", () => {
    const cut = { ...report, complete: false, pending: 4 };
    expect(renderExploreText(cut, JA_EXPLORE_WORDS)).toMatch(
      /^探索の上限に達するまでに \d+ 通りの道筋を試しました。まだ 4 通りが残っていた/,
    );
  });

  it("draws the tree with Japanese words as another picture of the same size", async () => {
    const en = renderExplorePng(report, "All outcomes")!;
    const ja = renderExplorePng(report, "すべての結果", JA_EXPLORE_WORDS)!;
    expect(ja.equals(en)).toBe(false);
    const [a, b] = await Promise.all([loadImage(en), loadImage(ja)]);
    expect([b.width, b.height]).toEqual([a.width, a.height]);
  });
});
