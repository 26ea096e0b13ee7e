/** A Token's card information printed as a sentence of its own, keywords followed by an effect, and stray parentheses. */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";

describe("a Token's card information", () => {
  it("fills the Token from the parenthesis after its sentence", () => {
    const out = compileText(
      "[On Play] You may play 1 [Imp] Token. (Digimon/Purple/2000 DP/[On Deletion] Gain 2 memory.)",
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities[0]!.ops).toMatchObject([
      {
        op: "playToken",
        token: { name: "Imp", dp: 2000, colors: ["Purple"], abilities: [{ timing: "onDeletion" }] },
      },
    ]);
  });

  it("reads keywords and then an effect in one item, and what follows the parenthesis", () => {
    const out = compileText(
      "[On Play] You may play 1 [Guard] Token. (Digimon/Black/1000 DP/<Blocker><Decoy (Black)> [Your Turn] This Digimon can't attack.) Then, gain 1 memory.",
    );
    expect(out.unread).toEqual([]);
    const ops = out.abilities[0]!.ops;
    expect(ops).toMatchObject([{ op: "may" }, { op: "memory", n: 1 }]);
    const play = ops[0]!.op === "may" ? ops[0]!.then[0]! : null;
    expect(play).toMatchObject({ op: "playToken" });
    const token = play && play.op === "playToken" ? play.token : null;
    expect(token?.abilities.map((a) => a.keyword ?? a.category)).toEqual(["blocker", "decoy", "persistent"]);
  });

  it("keeps the keywords inside the parenthesis in it, not as keyword lines of the card", () => {
    const out = compileText(
      "[On Play] You may play 1 [Hinu] Token. (Digimon/White/6000 DP/<Alliance> <Reboot> <Blocker>) Then, <Draw 1>.",
    );
    expect(out.unread).toEqual([]);
    expect(out.abilities).toHaveLength(1);
  });

  it("leaves a parenthesis that is not card information unread, and drops a stray closing parenthesis", () => {
    const bad = compileText("[On Play] You may play 1 [Imp] Token. (Digimon/Purple/Dance)");
    expect(bad.unread.length).toBeGreaterThan(0);
    const stray = compileText(
      "<Blocker> (At blocker timing, by suspending this Digimon, it becomes the attack target.))",
    );
    expect(stray.unread).toEqual([]);
    expect(stray.abilities.map((a) => a.keyword)).toEqual(["blocker"]);
  });

  it("plays the Token with the effect its information gives", () => {
    const cards = `TST-361 "Imp Caller" digimon lv 4 5000 dp purple cost 0 : [On Play] Play 1 [Imp] Token. (Digimon/Purple/2000 DP/[On Deletion] Gain 2 memory.) Then, delete all of your Digimon with 2000 DP or less.`;
    const { trace } = resolveDigimon({
      board: "turn A | A: hand TST-361, memory 3",
      action: "A plays TST-361",
      cards,
    });
    expect(trace.final.memory).toEqual({ player: "A", value: 5 });
  });
});
