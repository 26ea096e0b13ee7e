/** The local mode's --locale: the interaction carries it, as a Japanese Discord client's does. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runCliAsync } from "../../src/bot/cli.ts";

let dir = "";
const saved = process.env.DATA_DIR;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "local-locale-"));
  process.env.DATA_DIR = dir;
});
afterAll(() => {
  process.env.DATA_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

async function local(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((m: unknown) => void err.push(String(m)));
  try {
    const code = await runCliAsync(["discord", ...argv], (s) => out.push(s));
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

describe("discord --locale", () => {
  it("replies in Japanese with --locale ja, in English without", async () => {
    const ja = await local("card", "--query", "BT4-048", "--locale", "ja");
    expect(ja.code).toBe(0);
    expect(ja.out).toContain("-- 種類 --\nデジモン");
    expect(ja.out).toMatch(/-- 色 --\n[赤青黄緑黒紫白]/);
    expect(ja.out).toMatch(/-- 進化元 --\nLv\.5 [赤青黄緑黒紫白] → コスト \d+/);
    expect(ja.out).not.toContain("→ cost");
    const en = await local("card", "--query", "BT4-048");
    expect(en.out).toContain("-- Category --\nDigimon");
    expect(en.out).toMatch(
      /-- Digivolves from --\nLv\.5 (Red|Blue|Yellow|Green|Black|Purple|White) → cost \d+/,
    );
    const missing = await local("card", "--query", "ZZ9-999", "--locale", "ja");
    expect(missing.out).toMatch(
      /うまくいきませんでした[^]*一致するカードはありません[^]*npm run cards -- sync/,
    );
  });

  it("refuses a locale that is not one", async () => {
    const r = await local("card", "--query", "BT4-048", "--locale", "japanese please");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--locale takes a Discord locale such as ja/);
  });
});

describe("/rule in Japanese", () => {
  it("shows the Japanese summary of a section, for every game", async () => {
    const ja = await local("rule", "--section", "15-4-3-3", "--locale", "ja");
    expect(ja.out).toContain("== 15-4-3-3 · ルール処理による誘発も同じタイミング ==");
    expect(ja.out).toContain("-- 例題 --");
    const en = await local("rule", "--section", "15-4-3-3");
    expect(en.out).toContain("== 15-4-3-3 · Rule-check triggers join the same timing ==");
    const keyword = await local("rule", "--section", "16-17-1", "--locale", "ja");
    expect(keyword.out).toContain("== 16-17-1 · <Delay> ==");
    expect(keyword.out).not.toContain("この項目の日本語の要約はまだありません");
    const dm = await local("rule", "--game", "duel-masters", "--section", "703.4c", "--locale", "ja");
    expect(dm.out).toContain("== 703.4c · パワー0以下 ==");
    expect(dm.out).toContain("パワーが0以下のクリーチャーは破壊されます。");
    const wixoss = await local("rule", "--game", "wixoss", "--section", "RP-5", "--locale", "ja");
    expect(wixoss.out).toContain("== RP-5 · リフレッシュ ==");
  });
});

describe("/help in Japanese", () => {
  it("explains the commands and the notation in Japanese, keeping the notation as typed", async () => {
    const ja = await local("help", "--locale", "ja");
    expect(ja.out).toContain("== 裁定ボット ==");
    expect(ja.out).toContain("-- コマンド --");
    expect(ja.out).toContain("`/rulings` — 公式Q&Aを言葉とカードで検索");
    expect(ja.out).toContain("turn A | A: BT4-048[BT2-021]");
    expect(ja.out).toMatch(/-- ルールの版 --\n[^]*`cr-4.2` \(default\)[^]*どの返信も両方の版で解決し/);
  });
});
