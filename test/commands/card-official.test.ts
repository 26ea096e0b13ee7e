/** /card with the official data: image, printings, same-name cards, errata, restriction, Q&A, Japanese. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_USER, localBase, runLocal } from "../../src/bot/local.ts";
import { EMPTY_FILE } from "../../src/rulings/schema.ts";
import { OTHER_USER, command, complete, press, textOf } from "./helpers.ts";
import { officialBot } from "./official-data.ts";

let bot: ReturnType<typeof officialBot>;
beforeEach(() => {
  bot = officialBot();
});
afterEach(() => bot.cleanup());

const field = (m: Awaited<ReturnType<typeof command>>["message"], name: string) =>
  m.embeds![0]!.fields!.find((f) => f.name.startsWith(name))?.value;

describe("/card with the official data", () => {
  it("shows the official image, every printing, errata, restriction and the Q&A numbers", async () => {
    const r = await command(bot.router, "card", { query: "TS2-001" });
    const e = r.message.embeds![0]!;
    expect(e.image!.url).toBe("https://world.digimoncard.com/images/cardlist/card/TS2-001.png");
    expect(field(r.message, "Printings (3)")).toMatch(
      /TS2-001 — first printing \(shown\)[^]*TS2-001_P1 — Alternative Art[^]*TS2-001_P1-J — Foil/,
    );
    expect(field(r.message, "Japanese name")).toBe("スプラウモン");
    expect(field(r.message, "Errata")).toMatch(
      /Corrected on 2025-04-02:\nBefore: old words\nAfter: new words/,
    );
    expect(field(r.message, "Deck restriction")).toBe("Not restricted or banned.");
    expect(field(r.message, "Official Q&A")).toMatch(
      /^7 rulings: Q8000, Q8001, Q8002, Q8003, Q8004, Q8005, Q8006 — \[Q&A page\]\(https:\/\/world\.digimoncard\.com\/rule\/\?card_no=TS2-001\)/,
    );
    expect(r.customIds).toContain("rq:card:TS2-001");
    expect(r.customIds).toContain("cd:print:digimon:TS2-001");
  });

  it("switches printing from the menu, for anyone, and ignores a printing the card lacks", async () => {
    const r = await press(bot.router, "cd:print:digimon:TS2-001", ["TS2-001_P1-J"], OTHER_USER);
    expect(r.run.routed.type).toBe("update");
    expect(r.message.embeds![0]!.image!.url).toBe(
      "https://digimoncard.com/images/cardlist/card/TS2-001_P1.png",
    );
    expect(field(r.message, "Printings")).toMatch(/TS2-001_P1-J — Foil · TS-2 made-up box \(shown\)/);
    const odd = await press(bot.router, "cd:print:digimon:TS2-001", ["XX9-999_P4"]);
    expect(odd.message.embeds![0]!.image!.url).toBe(
      "https://world.digimoncard.com/images/cardlist/card/TS2-001.png",
    );
  });

  it("groups the cards of the same name, marks a reprint and opens one from the menu", async () => {
    const r = await command(bot.router, "card", { query: "TS2-002" });
    expect(field(r.message, "Other cards named")).toBe("TS2-004 (reprint, same text)");
    expect(field(r.message, "Deck restriction")).toBe("Restricted: at most 1 per deck (since 2025-05-05).");
    const opened = await press(bot.router, "cd:open:digimon", ["TS2-004"], OTHER_USER);
    expect(opened.message.embeds![0]!.title).toMatch(/^TS2-004 · /);
  });

  it("describes the other cards of the same name in Japanese for a Japanese client", async () => {
    const menuOf = (m: Awaited<ReturnType<typeof command>>["message"]) =>
      m.components!.flatMap((row) => row.components).find((c) => c.custom_id === "cd:open:digimon")!;
    const ja = await command(bot.router, "card", { query: "TS2-002" }, LOCAL_USER, "ja");
    expect(menuOf(ja.message).options![0]!.description).toMatch(
      /^再録 · デジモン · Lv\.\d · [赤青黄緑黒紫白]/,
    );
    const en = await command(bot.router, "card", { query: "TS2-002" });
    expect(menuOf(en.message).options![0]!.description).toMatch(/^reprint · Digimon · Lv\.\d/);
  });

  it("reads the card's Q&A from its button, in a reply only the presser sees, with pages", async () => {
    const r = await press(bot.router, "rq:card:TS2-001", [], OTHER_USER);
    expect(r.message.flags).toBe(64);
    expect(r.message.embeds![0]!.description).toBe("7 rulings · page 1/2");
    expect(r.message.embeds![0]!.fields!.map((f) => f.name.split(" · ")[0])).toEqual([
      "Q8000",
      "Q8001",
      "Q8002",
      "Q8003",
      "Q8004",
    ]);
    const next = r.customIds.find((id) => id.endsWith(":p:1"))!;
    const page2 = await press(bot.router, next);
    expect(page2.message.embeds![0]!.fields!.map((f) => f.name.split(" · ")[0])).toEqual(["Q8005", "Q8006"]);
  });

  it("replies in Japanese to a Japanese client, with the Japanese name", async () => {
    const run = await runLocal(bot.router, {
      ...localBase(undefined, "ja"),
      kind: "command",
      command: "card",
      options: { query: "TS2-001" },
    });
    const m = (run.callback.json as { data: Parameters<typeof textOf>[0] }).data;
    expect(m.embeds![0]!.title).toBe("TS2-001 · スプラウモン（Sproutmon X0）");
    const text = textOf(m);
    expect(text).toContain("収録・イラスト違い (3)");
    expect(text).toContain("公式Q&A\n7件: Q8000");
    expect(text).toContain("2025-04-02 に修正：");
    expect(text).toContain("種類\nデジモン");
    const missing = await runLocal(bot.router, {
      ...localBase(undefined, "ja"),
      kind: "command",
      command: "card",
      options: { query: "ZZ9-999" },
    });
    expect(JSON.stringify(missing.callback.json)).toContain("うまくいきませんでした");
  });

  it("finds a card by its Japanese name, in the command and in autocomplete", async () => {
    const r = await command(bot.router, "card", { query: "スプラウ" });
    expect(r.message.embeds![0]!.title).toMatch(/^TS2-001 · /);
    const choices = await complete(bot.router, "card", "query", { query: "スプラウモン" });
    expect(choices[0]).toMatchObject({
      value: "TS2-001",
      name: expect.stringContaining("スプラウモン（Sproutmon X0）"),
    });
  });

  it("names cards in Japanese in autocomplete for a Japanese client, in English otherwise", async () => {
    const ja = await complete(bot.router, "card", "query", { query: "sproutmon" }, "ja");
    expect(ja[0]!.value).toBe("TS2-001");
    expect(ja[0]!.name).toMatch(/^TS2-001 スプラウモン（Sproutmon X0） — デジモン/);
    const en = await complete(bot.router, "card", "query", { query: "sproutmon" });
    expect(en[0]!.name).toMatch(/^TS2-001 Sproutmon X0 \(Digimon/);
    expect(en[0]!.name).not.toContain("スプラウモン");
    const rulings = await complete(bot.router, "rulings", "card", { card: "sproutmon" }, "ja");
    expect(rulings[0]!.name).toMatch(/^TS2-001 スプラウモン（Sproutmon X0）/);
  });

  it("says when the Q&A is not loaded, rather than claiming the card has none", async () => {
    bot.cleanup();
    bot = officialBot(structuredClone(EMPTY_FILE));
    const r = await command(bot.router, "card", { query: "TS2-001" });
    expect(field(r.message, "Official Q&A")).toMatch(/isn't loaded[^]*npm run rulings -- import/);
    expect(field(r.message, "Deck restriction")).toBeUndefined();
  });
});
