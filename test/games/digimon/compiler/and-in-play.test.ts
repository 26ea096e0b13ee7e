/** "If you have 3 or fewer security cards and [X] in play": the same player has [X] in play too. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { recordRunner } from "../record-runner.ts";

const TEXT = "[On Play] If you have 3 or fewer security cards and [Generic Red Lv.4] in play, gain 2 memory.";
const { run } = recordRunner([testCard("TST-8701", TEXT)]);
const memory = (board: string) =>
  run(`turn A | A: hand TST-8701, memory 3, ${board}`, "A plays TST-8701").final.memory?.value;

describe("'and [X] in play' after a condition on the player", () => {
  it("reads as the player having [X] too", () => {
    expect(compileText(TEXT).abilities[0]!.ops[0]).toMatchObject({
      cond: {
        is: "all",
        of: [
          { is: "security", side: "you", atMost: 3 },
          { is: "field", side: "you", filter: { nameIs: ["Generic Red Lv.4"] } },
        ],
      },
    });
  });

  it("holds only when both do, and only for the player's own [X]", () => {
    expect(memory("GEN-104, security 3")).toBe(5);
    expect(memory("GEN-104, security 4")).toBe(3);
    expect(memory("security 3 | B: GEN-104")).toBe(3);
  });
});
