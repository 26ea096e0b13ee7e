/** /rule for a Japanese client: Japanese summaries, titles in autocomplete, Japanese queries. */
import { afterEach, describe, expect, it } from "vitest";
import { type Harness, makeHarness } from "../bot/harness.ts";
import { LOCAL_USER } from "../../src/bot/local.ts";
import { command, complete } from "./helpers.ts";

let h: Harness | undefined;
afterEach(() => h?.cleanup());

describe("/rule in Japanese", () => {
  it("lists sections with their Japanese titles in autocomplete", async () => {
    h = makeHarness();
    const ja = await complete(h.bot.router, "rule", "section", { section: "17-1-3-1" }, "ja");
    expect(ja).toContainEqual({ name: "17-1-3-1-1 — DP0は消滅", value: "17-1-3-1-1" });
    const en = await complete(h.bot.router, "rule", "section", { section: "17-1-3-1" });
    expect(en).toContainEqual({ name: "17-1-3-1-1 — 0 DP means deletion", value: "17-1-3-1-1" });
  });

  it("finds a section by Japanese words, title matches first", async () => {
    h = makeHarness();
    const choices = await complete(h.bot.router, "rule", "section", { section: "無限ループ" }, "ja");
    expect(choices[0]!.value).toBe("18-3-1");
    const r = await command(h.bot.router, "rule", { section: "DP0は消滅" }, LOCAL_USER, "ja");
    expect(r.message.embeds![0]!.title).toBe("17-1-3-1-1 · DP0は消滅");
    expect(r.message.embeds![0]!.description).toContain("DP0のデジモンはすべて消滅します");
  });
});
