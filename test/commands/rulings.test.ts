/** /rulings: words and card, pages anyone may turn, autocomplete, an empty store, Japanese. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localBase, runLocal } from "../../src/bot/local.ts";
import { EMPTY_FILE } from "../../src/rulings/schema.ts";
import { OTHER_USER, command, complete, press } from "./helpers.ts";
import { officialBot } from "./official-data.ts";

let bot: ReturnType<typeof officialBot>;
beforeEach(() => {
  bot = officialBot();
});
afterEach(() => bot.cleanup());

describe("/rulings", () => {
  it("finds rulings by words, each with its number, date and official page", async () => {
    const r = await command(bot.router, "rulings", { query: "deleted security" });
    const e = r.message.embeds![0]!;
    expect(e.description).toBe("3 rulings · page 1/1");
    for (const f of e.fields!) {
      expect(f.name).toMatch(/^Q80\d\d · 2025-\d\d-10 · TS2-001$/);
      expect(f.value).toMatch(
        /delete[^]*\[Q&A page\]\(https:\/\/world\.digimoncard\.com\/rule\/\?card_no=TS2-001\)$/,
      );
    }
    expect(e.footer!.text).toContain("qa.json");
  });

  it("narrows to a card given by name, including rulings that name it, and pages for anyone", async () => {
    const r = await command(bot.router, "rulings", { card: "Sproutmon X0" });
    expect(r.message.embeds![0]!.title).toBe("Official Q&A for TS2-001");
    expect(r.message.embeds![0]!.description).toBe("7 rulings · page 1/2");
    const next = r.customIds.find((id) => id.includes(":p:1"))!;
    const other = await press(bot.router, next, [], OTHER_USER);
    expect(other.run.routed.type).toBe("update");
    expect(other.message.embeds![0]!.description).toBe("7 rulings · page 2/2");
    const named = await command(bot.router, "rulings", { query: "block", card: "TS2-001" });
    expect(named.message.embeds![0]!.fields!.map((f) => f.name.split(" · ")[0])).toEqual(["Q8100"]);
  });

  it("autocompletes cards with their Q&A counts", async () => {
    const choices = await complete(bot.router, "rulings", "card", { card: "sprout" });
    expect(choices[0]).toEqual({ name: "TS2-001 Sproutmon X0 (7 Q&A)", value: "TS2-001" });
  });

  it("explains what is wrong: no input, no match, no store", async () => {
    expect((await command(bot.router, "rulings", {})).message.content).toMatch(/Give words to search for/);
    expect((await command(bot.router, "rulings", { query: "zebra" })).message.content).toMatch(
      /No official Q&A matches "zebra"/,
    );
    bot.cleanup();
    bot = officialBot(structuredClone(EMPTY_FILE));
    expect((await command(bot.router, "rulings", { query: "security" })).message.content).toMatch(
      /npm run rulings -- import/,
    );
  });

  it("answers a Japanese client in Japanese", async () => {
    const run = await runLocal(bot.router, {
      ...localBase(undefined, "ja"),
      kind: "command",
      command: "rulings",
      options: { query: "security" },
    });
    const json = JSON.stringify(run.callback.json);
    expect(json).toContain("公式Q&A：「security」");
    expect(json).toContain("7件 · 1/2ページ");
    expect(json).toContain("Q&Aページ");
  });
});
