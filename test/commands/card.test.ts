/** /card: by code or name, autocomplete, cards the engine cannot run, text and unread fragments. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardEmbed } from "../../commands/card.ts";
import { bundledCardCatalog } from "../../src/bot/card-catalog.ts";
import { type Harness, makeHarness } from "../bot/harness.ts";
import { command, complete, textOf } from "./helpers.ts";

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

describe("/card", () => {
  it("finds a card by code in any spelling and shows its stats and effects", async () => {
    for (const query of ["BT4-048", "bt4-48", "BT4048"]) {
      const r = await command(h.bot.router, "card", { query });
      expect(r.message.embeds![0]!.title).toBe("BT4-048 · WarGreymon");
    }
    const r = await command(h.bot.router, "card", { query: "BT4-048" });
    const text = textOf(r.message);
    expect(text).toContain("DP\n11000");
    expect(text).toContain("Effects the engine runs");
    expect(text).toContain("[When Attacking]");
    expect(r.message.flags ?? 0).toBe(0);
  });

  it("finds a card by part of its name", async () => {
    const r = await command(h.bot.router, "card", { query: "lotos" });
    expect(r.message.embeds![0]!.title).toBe("BT4-060 · Lotosmon");
  });

  it("says which codes are close when nothing matches", async () => {
    const r = await command(h.bot.router, "card", { query: "BT4-049" });
    expect(r.message.flags).toBe(64);
    expect(r.message.content).toMatch(/No card matches "BT4-049"[^]*Closest codes: BT4-048/);
  });

  it("autocompletes codes and names", async () => {
    const byName = await complete(h.bot.router, "card", "query", { query: "tapir" });
    expect(byName[0]).toMatchObject({ value: "BT2-070" });
    expect(byName[0]!.name).toMatch(/^BT2-070 Tapirmon \(Digimon · Lv\.3/);
    const byCode = await complete(h.bot.router, "card", "query", { query: "bt4" });
    expect(byCode.every((c) => c.value.startsWith("BT4-"))).toBe(true);
  });

  it("says plainly when the engine has no definition, and shows stored text and unread parts", () => {
    const card = bundledCardCatalog().get("BT2-070")!;
    const unknown = cardEmbed({ ...card, abilities: null }, "a test store");
    expect(unknown.fields!.find((f) => f.name === "Not in the engine yet")!.value).toMatch(/no definition/);
    const withText = cardEmbed(
      { ...card, text: "[On Deletion] <Draw 1>", unread: ["a clause the compiler skipped"] },
      "a test store",
    );
    expect(withText.description).toBe("[On Deletion] <Draw 1>");
    expect(withText.fields!.find((f) => f.name === "Text the compiler could not read")!.value).toContain(
      "skipped",
    );
    expect(withText.footer!.text).toBe("Card data: a test store.");
  });
});
