import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { oneByteBundle, oneByteSource } from "../../src/bot/one-byte-bundle.ts";

describe("oneByteSource", () => {
  it("escapes characters above U+00FF and keeps Latin-1 ones", () => {
    expect(oneByteSource("const r = /[。）]/g; // §×")).toBe("const r = /[\\u3002\\uFF09]/g; // §×");
  });

  it("leaves regular expression literals matching what they matched", () => {
    const literals = ["/^(\\d+|∞)\\s+(.+)$/", "/[＜〈]/g", "/[ぁ-ゖ]+/u", "/😀|x/u", "/😀|x/"];
    const samples = ["3 cards", "∞ x", "＜", "〈", "あいう", "😀", "x", "?"];
    for (const literal of literals) {
      const before = new Function(`return ${literal}`)() as RegExp;
      const after = new Function(`return ${oneByteSource(literal)}`)() as RegExp;
      expect(after.flags).toBe(before.flags);
      for (const s of samples) expect([literal, s, after.test(s)]).toEqual([literal, s, before.test(s)]);
    }
  });

  it("refuses an escaped wide character, which an escape would change", () => {
    expect(() => oneByteSource("/\\。/")).toThrow(/escaped wide character/);
  });
});

describe("oneByteBundle", () => {
  it("rewrites the .mjs files that need it, nothing else", () => {
    const dir = mkdtempSync(join(tmpdir(), "one-byte-"));
    try {
      writeFileSync(join(dir, "a.mjs"), "export const r = /・/;");
      writeFileSync(join(dir, "b.mjs"), "export const s = 1;");
      writeFileSync(join(dir, "c.txt"), "・");
      expect(oneByteBundle(dir)).toEqual([join(dir, "a.mjs")]);
      expect(readFileSync(join(dir, "a.mjs"), "utf8")).toBe("export const r = /\\u30FB/;");
      expect(readFileSync(join(dir, "c.txt"), "utf8")).toBe("・");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
