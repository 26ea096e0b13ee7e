/** /scenario: the paged list, showing one, autocomplete on ids and titles. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadScenarios } from "../../src/scenarios/library.ts";
import { type Harness, makeHarness } from "../bot/harness.ts";
import { OTHER_USER, command, complete, press, textOf } from "./helpers.ts";

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

describe("/scenario", () => {
  it("lists the library a page at a time, with a menu to open one", async () => {
    const list = await command(h.bot.router, "scenario", {});
    expect(list.run.routed.type).toBe("message");
    const all = loadScenarios();
    const embed = list.message.embeds![0]!;
    expect(embed.title).toBe("Scenario library");
    expect(embed.footer!.text).toContain(`${all.length} scenarios`);
    expect(embed.description).toContain(all[0]!.id);
    const menu = list.message.components!.at(-1)!.components[0]!;
    expect(menu.options!.length).toBeGreaterThan(0);
    expect(menu.options!.length).toBeLessThanOrEqual(25);

    const next = list.customIds.find((id) => id.startsWith("sl:next:"));
    if (next) {
      const page2 = await press(h.bot.router, next);
      expect(page2.run.routed.type).toBe("update");
      expect(page2.message.embeds![0]!.footer!.text).toMatch(/^Page 2\//);
      const other = await press(h.bot.router, next, [], OTHER_USER);
      expect(other.run.routed.type).toBe("update");
      expect(other.message.embeds![0]!.footer!.text).toMatch(/^Page 2\//);
    }

    const shown = await press(h.bot.router, menu.custom_id!, ["digimon/rules-processing-4"]);
    expect(shown.run.routed.type).toBe("defer");
    expect(textOf(shown.message)).toContain("WarGreymon's attack");
  });

  it("shows one scenario with its narrative, editions text and rules", async () => {
    const r = await command(h.bot.router, "scenario", { id: "rules-processing-4" });
    expect(r.run.callback.json).toEqual({ type: 5, data: {} });
    const names = r.message.embeds![0]!.fields!.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(["About this example", "Editions", "Rules shown"]));
    expect(r.message.embeds![0]!.footer!.text).toContain("wiki-2022");
    expect(r.run.finished!.body.files[0]!.name).toBe("breakdown.png");
  });

  it("resolves a scenario under another edition when asked", async () => {
    const r = await command(h.bot.router, "scenario", {
      id: "digimon/rules-processing-4",
      edition: "cr-4.2",
    });
    expect(r.message.embeds![0]!.footer!.text).toContain("cr-4.2");
  });

  it("drops the narrative once the example has been changed", async () => {
    const r = await command(h.bot.router, "scenario", { id: "rules-processing-4" });
    const pick = r.customIds.find((id) => id.endsWith(":pick"));
    expect(pick).toBeDefined();
    const menu = r.message.components![1]!.components[0]!;
    const changed = await press(h.bot.router, pick!, [menu.options![0]!.value]);
    const about = changed.message.embeds![0]!.fields!.find((f) => f.name === "About this example")!;
    expect(about.value).toMatch(/Changed from the library example/);
  });

  it("says clearly when the id is unknown", async () => {
    const r = await command(h.bot.router, "scenario", { id: "no-such-thing" });
    expect(r.message.flags).toBe(64);
    expect(r.message.content).toMatch(/No scenario "no-such-thing"/);
  });

  it("autocompletes on ids and title words", async () => {
    const byTitle = await complete(h.bot.router, "scenario", "id", { id: "wargreymon attack" });
    expect(byTitle.map((c) => c.value)).toContain("digimon/rules-processing-4");
    const all = await complete(h.bot.router, "scenario", "id", { id: "" });
    expect(all.length).toBe(Math.min(25, loadScenarios().length));
    for (const c of all) expect(c.name.length).toBeLessThanOrEqual(100);
  });
});
