/** /help: private, within limits, topics, with a menu to the scenarios. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Harness, makeHarness } from "../bot/harness.ts";
import { command, complete, press, textOf } from "./helpers.ts";

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

describe("/help", () => {
  it("explains the bot and the notation privately, with scenarios to open", async () => {
    const r = await command(h.bot.router, "help", {});
    expect(r.message.flags).toBe(64);
    const text = textOf(r.message);
    expect(text).toContain("Board notation");
    expect(text).toContain("A: BT4-048[BT2-021]");
    expect(text).toContain("/scenario id:digimon/rules-processing-4");
    const e = r.message.embeds![0]!;
    const total =
      (e.title?.length ?? 0) +
      (e.description?.length ?? 0) +
      e.fields!.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(6000);
    for (const f of e.fields!) expect(f.value.length).toBeLessThanOrEqual(1024);
    const menu = r.customIds.find((id) => id.startsWith("sl:show:"))!;
    const opened = await press(h.bot.router, menu, ["digimon/rules-processing-1"]);
    expect(opened.run.callback.json).toEqual({ type: 5, data: { flags: 64 } });
  });

  it("shows one topic and completes topic names", async () => {
    const r = await command(h.bot.router, "help", { topic: "editions" });
    expect(r.message.embeds![0]!.fields!.map((f) => f.name)).toEqual(["Editions"]);
    expect((await complete(h.bot.router, "help", "topic", { topic: "bo" })).map((c) => c.value)).toEqual([
      "board",
    ]);
  });
});
