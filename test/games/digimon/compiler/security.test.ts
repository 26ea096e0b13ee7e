import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { executable } from "../../../../src/games/digimon/compiler/executable.ts";

const read = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities;
};
const ops = (text: string) => read(text)[0]!.ops;

describe("compileText: the faces of the security stack", () => {
  it("reads placing this card face up or face down in the security stack", () => {
    expect(ops("[Main] Place this card face up as the bottom security card.")).toEqual([
      { op: "placeSelfInSecurity", at: "bottom", faceUp: true },
    ]);
    expect(ops("[Main] Place this card face up as your top security card.")).toEqual([
      { op: "placeSelfInSecurity", at: "top", faceUp: true },
    ]);
    expect(ops("[On Deletion] Place this card on top of your security stack face down.")).toEqual([
      { op: "placeSelfInSecurity", at: "top", faceUp: false },
    ]);
  });

  it("runs placing this card only where 'this card' is known", () => {
    const main = read("[Main] Place this card face up as the bottom security card.");
    expect(executable([{ list: main }])).toEqual([]);
    const attack = read("[When Attacking] Place this card face up as the bottom security card.");
    expect(executable([{ list: attack }])[0]).toMatch(/outside a \[Main\]/);
  });

  it("reads flips both ways", () => {
    expect(ops("[On Play] Flip your opponent's top face-down security card face-up.")).toEqual([
      { op: "flipSecurity", side: "opponent", to: "up" },
    ]);
    expect(ops("[Main] By flipping your top face-up security card face down, gain 1 memory.")).toEqual([
      { op: "may", cost: [{ op: "flipSecurity", side: "you", to: "down" }], then: [{ op: "memory", n: 1 }] },
    ]);
  });

  it("reads cards placed face up from the hand and the top face-down card to the hand", () => {
    expect(
      ops(
        "[On Play] You may place 1 [Bee] trait Digimon card from your hand face up as the bottom security card.",
      ),
    ).toEqual([
      {
        op: "moveCards",
        from: "hand",
        n: 1,
        filter: { traits: ["Bee"], category: "Digimon" },
        to: "securityBottom",
        faceUp: true,
      },
    ]);
    expect(ops("[On Play] Add your top face-down security card to the hand.")).toEqual([
      { op: "moveCards", from: "securityTopFaceDown", to: "hand", n: 1 },
    ]);
  });

  it("reads conditions and counts on face-up security cards", () => {
    expect(
      read(
        "While you have no face-up [Hive] security cards, you can ignore this card's color requirements.",
      )[0]!.persistent,
    ).toEqual({
      kind: "ignoreColors",
      while: { is: "security", side: "you", filter: { faceUp: true, nameIs: ["Hive"] }, atMost: 0 },
    });
    expect(ops("[On Play] If you have a blue face-up security card, gain 1 memory.")[0]).toEqual({
      op: "if",
      cond: { is: "security", side: "you", filter: { faceUp: true, colors: ["Blue"] }, atLeast: 1 },
      then: [{ op: "memory", n: 1 }],
    });
    expect(ops("[On Play] For each of your opponent's face-up security cards, gain 1 memory.")[0]).toEqual({
      op: "scaled",
      by: { side: "opponent", filter: { faceUp: true }, zone: "security" },
      then: [{ op: "memory", n: 1 }],
    });
  });

  it("reads 'By X, you may Y': the cost, then Y as the player's choice", () => {
    const [a] = read(
      "[On Play] By adding your top security card to the hand, you may place 1 [Bee] trait Digimon card from your hand face up as the bottom security card.",
    );
    expect(a!.cost).toEqual([{ op: "securityToHand", n: 1 }]);
    expect(a!.ops.map((o) => o.op)).toEqual(["may"]);
    const [play] = read(
      "[On Play] By adding your top security card to the hand, you may play 1 Digimon card from your hand without paying the cost.",
    );
    expect(play!.ops.map((o) => o.op)).toEqual(["playFrom"]);
  });
});

describe("a [Security] effect filed under a record's inherited text", () => {
  it("is the card's security effect, not an inherited one", async () => {
    const { compileCard } = await import("../../../../src/games/digimon/compiler/card.ts");
    const out = compileCard({
      code: "TST-095",
      name: "Test Tamer",
      category: "Tamer",
      colors: ["Green"],
      playCost: 3,
      digivolve: [],
      traits: [],
      effect: "[Your Turn] All of your Digimon get +1000 DP.",
      inherited: "[Security] Play this card without paying its memory cost.",
      security: "",
    });
    expect(out.unread).toEqual([]);
    expect(out.def.inherited).toEqual([]);
    expect(out.def.security.map((a) => a.ops)).toEqual([[{ op: "playSelf", free: true }]]);
  });
});
