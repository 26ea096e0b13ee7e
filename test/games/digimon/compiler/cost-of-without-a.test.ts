/** "1 ... Option card with cost of 5 or less": as "with a cost of 5 or less" (the article left out). */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, digivolve: [] };
const CARDS = [
  readRecord("TST-72034", "Guard Maker", {
    effect:
      "[Main] You may place 1 Option card with cost of 2 or less from your hand as your bottom security card.",
  }),
  readRecord("TST-72035", "Cheap Option", { ...option, playCost: 2 }),
  readRecord("TST-72036", "Dear Option", { ...option, playCost: 3 }),
];
const { run } = recordRunner(CARDS);

describe("'with cost of N or less'", () => {
  it("the cheap Option goes to the bottom of the security stack, the dear one can't", () => {
    const t = run(
      "turn A | A: TST-72034, hand TST-72036 TST-72035, security GEN-103",
      "A activates TST-72034",
      "yes; target TST-72035",
    );
    expect(t.final.areas.A!.security).toEqual(["GEN-103", "TST-72035"]);
    expect(t.final.areas.A!.hand).toEqual(["TST-72036"]);
  });
});
