/** Duel Masters and WIXOSS: a listed card whose text the engine does not run makes the ruling incomplete. */
import { describe, expect, it } from "vitest";
import { unexecutedVerdict } from "../../src/games/resolve-common.ts";

describe("unexecutedVerdict", () => {
  it("is complete when every listed card's text runs", () => {
    expect(unexecutedVerdict([{ code: "X-1", def: { unexecuted: [] } }])).toEqual({
      complete: true,
      gaps: [],
    });
  });

  it("names each card and text the engine does not run, once", () => {
    const v = unexecutedVerdict([
      { code: "X-1", def: { unexecuted: ["Hop."] } },
      { code: "X-1", def: { unexecuted: ["Hop."] } },
      { code: "X-2", def: { unexecuted: [] } },
    ]);
    expect(v.complete).toBe(false);
    expect(v.gaps).toEqual([
      expect.objectContaining({ card: "X-1", kind: "ability not executed", text: "Hop." }),
    ]);
  });
});
