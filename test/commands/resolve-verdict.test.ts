/** /resolve opens with the verdict, and an incomplete ruling's embed has its own colour. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Harness, makeHarness } from "../bot/harness.ts";
import { command } from "./helpers.ts";

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

describe("/resolve's verdict", () => {
  it("an incomplete ruling opens with what it could not know, in an embed of another colour", async () => {
    const incomplete = await command(h.bot.router, "resolve", {
      game: "digimon",
      board: "A: GEN-105 | B: security 2",
      action: "A attacks B with GEN-105",
    });
    const complete = await command(h.bot.router, "resolve", {
      game: "digimon",
      board: "A: GEN-105 | B: GEN-104",
      action: "A plays GEN-103",
    });
    const bad = incomplete.message.embeds![0]!;
    const good = complete.message.embeds![0]!;
    expect(bad.description!.split("\n")[1]).toMatch(
      /^⚠️ \*\*Incomplete: the text of GEN-000 \(an unknown card/,
    );
    expect(good.description!.split("\n")[1]).toMatch(/^✅ Complete: /);
    expect(bad.color).not.toBe(good.color);
  });
});
