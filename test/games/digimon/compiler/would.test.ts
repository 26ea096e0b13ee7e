import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";

const bare = (text: string) => {
  const r = compileText(text, { code: "TST-1" });
  expect(r.unread).toEqual([]);
  return r.abilities.map(({ id: _id, label: _label, ...rest }) => rest) as Omit<Ability, "id" | "label">[];
};

describe("compileText: immediate-type 'When ... would ...' effects (15-8-5)", () => {
  it("reads a prevented deletion with its cost", () => {
    expect(
      bare(
        "[All Turns] [Once Per Turn] When this Digimon would be deleted in battle, by trashing your top security card, prevent that deletion.",
      ),
    ).toEqual([
      {
        category: "immediate",
        would: { on: "leave", deletion: true, subject: "this", inBattle: true },
        cost: [{ op: "trashSecurity", side: "you", n: 1, from: "top" }],
        optional: true,
        ops: [{ op: "preventLeave" }],
        turn: "all",
        oncePerTurn: true,
      },
    ]);
  });

  it("reads leaving the battle area for any of your Digimon, with who causes it", () => {
    const [a] = bare(
      "[All Turns] When any of your other yellow Digimon would leave the battle area other than by your effects, by suspending this Digimon, they don't leave.",
    );
    expect(a!.would).toEqual({
      on: "leave",
      deletion: false,
      subject: "yours",
      filter: { colors: ["Yellow"], category: "Digimon", other: true },
      notByYourEffect: true,
    });
    expect(a!.cost).toEqual([{ op: "suspendThis" }]);
  });

  it("reads a play cost reduction without a header, its condition before or after", () => {
    const cond = { is: "field", side: "you", filter: { colors: ["Blue"], category: "Digimon" } };
    const expected = [
      {
        category: "immediate",
        would: { on: "play", card: "this", fromHand: true },
        ops: [{ op: "if", cond, then: [{ op: "reduceCost", n: 2 }] }],
      },
    ];
    expect(
      bare(
        "When you would play this card from your hand, if you have a blue Digimon in play, reduce its play cost by 2.",
      ),
    ).toEqual(expected);
    expect(
      bare(
        "When you would play this card from your hand, reduce its play cost by 2 if you have a blue Digimon.",
      ),
    ).toEqual(expected);
  });

  it("reads digivolution cost reductions from this Digimon and into this card", () => {
    expect(
      bare(
        "[Your Turn] When this Digimon would digivolve into a Digimon card with the [Tester] trait, reduce the digivolution cost by 1.",
      )[0]!.would,
    ).toEqual({ on: "digivolve", from: "this", into: { category: "Digimon", traits: ["Tester"] } });
    expect(
      bare(
        "When one of your [Testmon] would digivolve into this card in your hand, reduce the digivolution cost by 2.",
      )[0]!.would,
    ).toEqual({ on: "digivolve", from: { nameIs: ["Testmon"] }, into: "this", fromHand: true });
  });

  it("leaves what it can't run unread instead of half-reading it", () => {
    const r = compileText(
      "[All Turns] When this Digimon would leave the battle area, you may place this Digimon in your breeding area.",
    );
    expect(r.abilities).toEqual([]);
    expect(r.unread).toHaveLength(1);
  });
});

describe("compileText: more 'would' subjects", () => {
  it("reads a removal 'deleted or returned to the hand or deck by an effect' as leaving by an effect", () => {
    expect(
      bare(
        "[All Turns] When this Digimon would be deleted or returned to your hand or deck by an effect, by suspending this Digimon, prevent it from leaving play.",
      )[0]!.would,
    ).toEqual({ on: "leave", deletion: false, subject: "this", byEffect: true });
  });

  it("reads named cards that would be played, from whose hand", () => {
    expect(
      bare(
        "[Your Turn] When [Testmon] or [Tastmon] would be played from your hand, reduce the play cost by 1.",
      )[0]!.would,
    ).toEqual({
      on: "play",
      card: { side: "you", filter: { nameIs: ["Testmon", "Tastmon"] } },
      fromHand: true,
    });
  });
});
