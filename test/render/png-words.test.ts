/** The PNG's words follow the reply's language: header, legend, step labels and notes. */
import { describe, expect, it } from "vitest";
import { JA_PNG_WORDS } from "../../src/i18n/png-ja.ts";
import { type PngLayout, layoutTrace } from "../../src/render/layout.ts";
import { renderPng } from "../../src/render/png.ts";
import { wikiTrace } from "./fixtures.ts";

/** Every word the layout would draw (not the chips' card codes and names). */
function drawnWords(layout: PngLayout): string[] {
  return layout.parts.flatMap((p) => [
    ...p.header.map((r) => r.text),
    ...p.legend.map((l) => l.text.text),
    ...p.strips.flatMap((s) => s.columns.flatMap((c) => [...c.label, ...c.notes].map((r) => r.text))),
  ]);
}

describe("the PNG's words", () => {
  const withVerdict = { ...wikiTrace(), verdict: { complete: true, gaps: [] } };

  it("are English by default", () => {
    const words = drawnWords(layoutTrace(withVerdict, { title: "", game: "" }));
    expect(words).toEqual(
      expect.arrayContaining(["Ruling", "pending", "activated", "player A", "Action", "End"]),
    );
    expect(words.join(" ")).toContain("Digimon Card Game · edition cr");
  });

  it("are Japanese with the Japanese words, keeping the board's codes", () => {
    const layout = layoutTrace(withVerdict, { title: "", game: "", words: JA_PNG_WORDS });
    const words = drawnWords(layout);
    expect(words).toEqual(
      expect.arrayContaining([
        "裁定",
        "待機中",
        "発揮済み",
        "プレイヤーA",
        "行動",
        "選択",
        "発揮",
        "不発",
        "終了",
      ]),
    );
    const all = words.join(" ");
    expect(all).toContain("デジモンカードゲーム · 版 cr-4.2");
    expect(all).toContain("完全：");
    expect(all).toContain("A BT4-048");
    expect(all).not.toMatch(/\b(pending|activated|player|Action|edition|Ruling)\b/);
  });

  it("say when nothing is pending, in the words' language", () => {
    const layout = layoutTrace(
      { ...wikiTrace(), steps: [{ ...wikiTrace().steps[0]!, layers: [] }] },
      { title: "x", game: "", words: JA_PNG_WORDS },
    );
    expect(drawnWords(layout)).toContain("待機中の効果なし");
  });

  it("make another picture, cached apart from the English one", () => {
    const en = renderPng(withVerdict, { title: "T", game: "" });
    const ja = renderPng(withVerdict, { title: "T", game: "", words: JA_PNG_WORDS });
    expect(ja[0]!.equals(en[0]!)).toBe(false);
    expect(renderPng(withVerdict, { title: "T", game: "" })[0]!.equals(en[0]!)).toBe(true);
  });
});
