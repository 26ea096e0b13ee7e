/** When the picture cannot be drawn, the breakdown still arrives, without pointing at a missing file. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Harness, WARGREYMON_BOARD, makeHarness } from "../bot/harness.ts";
import { command, press } from "./helpers.ts";

vi.mock("../../src/render/png.ts", () => ({
  renderPng: () => {
    throw new Error("no canvas today");
  },
  renderPngAsync: () => Promise.reject(new Error("no canvas today")),
}));

let h: Harness;
beforeEach(() => {
  h = makeHarness({ level: "warn" });
});
afterEach(() => h.cleanup());

describe("/resolve without a picture", () => {
  it("answers with the text, no image, and page turns that don't reference one", async () => {
    const r = await command(h.bot.router, "resolve", {
      game: "digimon",
      board: WARGREYMON_BOARD,
      action: "A attacks with BT4-048",
    });
    expect(r.run.finished?.kind).toBe("edit");
    expect(r.message.embeds![0]!.image).toBeUndefined();
    expect(r.message.attachments).toEqual([]);
    expect(h.logs.some((l) => l.includes("could not draw the PNG") && l.includes("no canvas today"))).toBe(
      true,
    );
    const next = r.customIds.find((id) => id.includes(":next:"))!;
    const page2 = await press(h.bot.router, next);
    expect(page2.message.embeds![0]!.image).toBeUndefined();
  });
});
