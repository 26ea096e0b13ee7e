import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/ability.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const bare = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.map(({ id: _id, label: _label, ...rest }) => rest) as Omit<Ability, "id" | "label">[];
};

describe("compileText: Tamer costs", () => {
  it("reads 'By X, you may Y': the play is already a choice, anything else asks again", () => {
    expect(
      bare(
        "[Main] By returning this Tamer to the bottom of the deck, you may play 1 [Alpha] from your hand without paying the cost.",
      )[0]!.ops,
    ).toEqual([
      {
        op: "may",
        cost: [{ op: "moveThis", to: "deckBottom" }],
        then: [{ op: "playFrom", from: "hand", filter: { nameIs: ["Alpha"] }, free: true }],
      },
    ]);
    expect(
      bare("[Main] By suspending this Tamer, you may return 1 [Alpha] from your trash to the hand.")[0]!.ops,
    ).toEqual([
      {
        op: "may",
        cost: [{ op: "suspendThis" }],
        then: [{ op: "may", then: [{ op: "returnToHand", from: "trash", filter: { nameIs: ["Alpha"] } }] }],
      },
    ]);
  });
});
