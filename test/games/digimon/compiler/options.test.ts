/** Option-card and security constructs read into the AST (src/games/digimon/compiler/options.ts). */
import { describe, expect, it } from "vitest";
import type { Ability } from "../../../../src/games/digimon/model/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { whyNotExecutable } from "../../../../src/games/digimon/compiler/executable.ts";

const opp = (filter = {}) => ({ side: "opponent", count: 1, filter: { category: "Digimon", ...filter } });
const bare = (text: string, part: "main" | "security" = "main") => {
  const r = compileText(text, { code: "TST-1", part });
  expect(r.unread).toEqual([]);
  return r.abilities.map(({ id: _id, label: _label, ...rest }) => rest) as Omit<Ability, "id" | "label">[];
};
const unread = (text: string) => compileText(text, { code: "TST-1" }).unread.map((u) => u.fragment);

describe("compileText: Options that stay in the battle area", () => {
  it("reads placing the card in the battle area, whoever's area the text names", () => {
    expect(bare("[Main] <Draw 1>. Then, place this card in the battle area.")[0]!.ops).toEqual([
      { op: "draw", n: 1 },
      { op: "placeSelf" },
    ]);
    expect(bare("[Main] <Draw 1> Then, place this card into your battle area.")[0]!.ops).toEqual([
      { op: "draw", n: 1 },
      { op: "placeSelf" },
    ]);
    expect(bare("Place this card in its owner's battle area.", "security")[0]!.ops).toEqual([
      { op: "placeSelf" },
    ]);
  });

  it("reads <Delay> and the bulleted effect after it, the reminder left out", () => {
    const text =
      "[Main] <Delay> (Trash this card in your battle area to activate the effect below. You can't activate this effect the turn this card enters play.)\n・Gain 2 memory.";
    expect(bare(text)).toEqual([
      { category: "activation", timing: "main", ops: [{ op: "delay", then: [{ op: "memory", n: 2 }] }] },
    ]);
    expect(bare("[Main] <Delay>. You may trash 1 card in your hand to <Draw 2>.")[0]!.ops).toEqual([
      {
        op: "delay",
        then: [{ op: "may", cost: [{ op: "trashHand", n: 1 }], then: [{ op: "draw", n: 2 }] }],
      },
    ]);
  });

  it("reads a condition in front of <Delay> and a trigger that leads to it", () => {
    expect(bare("[Main] If your opponent has a Digimon, <Delay>\n・Gain 1 memory.")[0]!.ops).toEqual([
      {
        op: "if",
        cond: { is: "field", side: "opponent", filter: { category: "Digimon" } },
        then: [{ op: "delay", then: [{ op: "memory", n: 1 }] }],
      },
    ]);
    const [trigger] = bare("[All Turns] When an opponent's Digimon is deleted, <Delay>.\n・<Draw 1>");
    expect(trigger).toMatchObject({ timing: "when", when: { on: "deleted", side: "opponent" } });
    expect(trigger!.ops).toEqual([{ op: "delay", then: [{ op: "draw", n: 1 }] }]);
  });

  it("leaves <Delay> unread when the effect after it does not read", () => {
    expect(unread("[Main] <Delay>\n・Do a little dance.")).toEqual(["Do a little dance."]);
  });
});

describe("compileText: <Digi-Burst>, modal lists and security timings", () => {
  it("reads <Digi-Burst N> with the effect it activates", () => {
    const text =
      "[Main] <Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to activate the effect below.)・Delete 1 of your opponent's Digimon with 4000 DP or less.";
    expect(bare(text)[0]!.ops).toEqual([
      { op: "digiBurst", n: 2, then: [{ op: "delete", target: opp({ maxDp: 4000 }) }] },
    ]);
  });

  it("reads the trigger of a digivolution card trashed by <Digi-Burst>", () => {
    const text =
      "[Your Turn] When this card is trashed due to activating this Digimon's <Digi-Burst>, return this card to its owner's hand.";
    expect(bare(text)).toEqual([
      {
        category: "trigger",
        timing: "when",
        turn: "your",
        when: { on: "digiBurstTrashed" },
        ops: [{ op: "returnSelfToHand" }],
      },
    ]);
  });

  it("reads the trigger of using an Option card, with the least cost it names", () => {
    expect(
      bare("[Your Turn] When you use an Option card with a cost of 2 or more, gain 1 memory.")[0],
    ).toMatchObject({
      timing: "when",
      when: { on: "optionUsed", side: "you" },
    });
  });

  it("reads 'Activate 1 of the effects below' with one option per bullet", () => {
    const text =
      "[On Play] Activate 1 of the effects below:\n・Gain 1 memory.\n・<Draw 1>. Then, gain 1 memory.";
    expect(bare(text)[0]!.ops).toEqual([
      {
        op: "chooseEffects",
        n: 1,
        options: [
          [{ op: "memory", n: 1 }],
          [
            { op: "draw", n: 1 },
            { op: "memory", n: 1 },
          ],
        ],
      },
    ]);
  });

  it("reads 'activate all of the effects below instead' as overwrite processing", () => {
    const text =
      "[Main] Activate 1 of the effects below. If your opponent has 2 or more Digimon, activate all of the effects below instead.・Gain 1 memory.・<Draw 1>";
    const [op] = bare(text)[0]!.ops;
    expect(op).toMatchObject({
      op: "overwrite",
      cond: { is: "field", side: "opponent", atLeast: 2 },
      optional: false,
      normal: [{ op: "chooseEffects", n: 1 }],
      instead: [
        { op: "memory", n: 1 },
        { op: "draw", n: 1 },
      ],
    });
  });

  it("leaves a list with a single bullet unread", () => {
    expect(unread("[Main] Activate 1 of the effects below:\n・Gain 1 memory.")).toContain(
      "Activate 1 of the effects below:",
    );
  });

  it("reads a [Security] effect that waits for the end of the battle", () => {
    const text = "At the end of the battle, <Draw 1>. Then, add this card to its owner's hand.";
    expect(bare(`[Security] ${text}`, "security")[0]!.ops).toEqual([
      { op: "atEndOfBattle", then: [{ op: "draw", n: 1 }, { op: "addSelfToHand" }] },
    ]);
  });

  it("marks plays whose [On Play] effects don't activate, and only after a play", () => {
    const text =
      "[Main] You may play 1 level 3 Digimon card from your hand without paying the cost. Any [On Play] effects on Digimon played with this effect don't activate.";
    expect(bare(text)[0]!.ops).toEqual([
      { op: "playFrom", from: "hand", filter: { category: "Digimon", level: 3 }, free: true, noOnPlay: true },
    ]);
    expect(
      unread(
        "[Main] Gain 1 memory. Any [On Play] effects on Digimon played with this effect don't activate.",
      ),
    ).toEqual(["Any [On Play] effects on Digimon played with this effect don't activate."]);
  });
});

describe("compileText: colour requirements", () => {
  it("reads lines that waive or widen an Option's colour requirements", () => {
    expect(
      bare("While you have a Tamer in play, you may use this card without meeting its color requirements."),
    ).toEqual([
      {
        category: "persistent",
        ops: [],
        persistent: {
          kind: "ignoreColors",
          while: { is: "field", side: "you", filter: { category: "Tamer" } },
        },
      },
    ]);
    expect(bare("Purple also meets this card's color requirements.")).toEqual([
      { category: "persistent", ops: [], persistent: { kind: "alsoMeetsColors", colors: ["Purple"] } },
    ]);
  });

  it("reads a use cost its own text reduces", () => {
    expect(
      bare("When this card would be used, if you have a Tamer in play, reduce the use cost by 2."),
    ).toEqual([
      {
        category: "persistent",
        ops: [],
        persistent: {
          kind: "useCostReduction",
          amount: 2,
          while: { is: "field", side: "you", filter: { category: "Tamer" } },
        },
      },
    ]);
  });

  it("leaves a condition it can't read unread", () => {
    expect(
      unread("While you have a secret handshake, you can ignore this card's color requirements."),
    ).toHaveLength(1);
  });
});

describe("compileText: Security Digimon", () => {
  it("reads a persistent DP change of Security Digimon", () => {
    expect(bare("[Opponent's Turn] All of your Security Digimon get +2000 DP.")).toEqual([
      {
        category: "persistent",
        ops: [],
        persistent: { kind: "securityDp", amount: 2000, side: "you" },
        turn: "opponent",
      },
    ]);
  });
});

describe("executable: where the engine runs these constructs", () => {
  const first = (text: string, part: "main" | "security" = "main") =>
    compileText(text, { code: "TST-1", part }).abilities[0]!;
  it("runs placing this card from [Main] and [Security] effects only", () => {
    expect(whyNotExecutable(first("[Main] Place this card in the battle area."), { security: 0 })).toBeNull();
    expect(whyNotExecutable(first("[On Play] Place this card in the battle area."), { security: 0 })).toMatch(
      /placing this card/,
    );
  });

  it("runs an end-of-battle wait only in a [Security] effect", () => {
    const security = first("At the end of the battle, play this card without paying the cost.", "security");
    expect(whyNotExecutable(security, { security: 0 })).toBeNull();
  });

  it("runs <Use Req.> only when it names traits or what is printed", () => {
    expect(whyNotExecutable(first("<Use Req. ([Testers] trait)>"), { security: 0 })).toBeNull();
    expect(whyNotExecutable(first("<Use Req. ([Tester] in text)>"), { security: 0 })).toBeNull();
    expect(whyNotExecutable(first("<Use Req. (a level 6 Digimon)>"), { security: 0 })).toMatch(/Use Req/);
  });
});
