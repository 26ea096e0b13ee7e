/**
 * A card whose [Main] the compiler could not read: using or activating it is not ruled on as if
 * it had none. The Option is not paid for nor trashed, and the verdict names the unread text.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";

const UNREAD = "[Main] Hop around the battle area twice.";
function unreadCard(
  code: string,
  category: "Option" | "Tamer",
  text = UNREAD,
): { def: CardDef; unread: string[] } {
  const compiled = compileText(text, { code });
  return {
    def: {
      code,
      name: `Test ${code}`,
      category,
      colors: ["Red"],
      playCost: 1,
      digivolve: [],
      traits: [],
      abilities: compiled.abilities,
      inherited: [],
      security: [],
      text,
    },
    unread: compiled.unread.map((u) => u.fragment),
  };
}
const registry = new CardRegistry(bundledCards).overlay([
  unreadCard("TST-801", "Option"),
  unreadCard("TST-802", "Tamer"),
  unreadCard("TST-803", "Tamer", "[Hand] [Main] Hop around the battle area twice."),
  unreadCard("TST-804", "Tamer", "[Trash][Main] Hop around the battle area twice."),
  unreadCard("TST-805", "Tamer", "[Security] Play this card without paying the cost. " + UNREAD),
  unreadCard("TST-806", "Tamer", "[Security] Activate this card's [Main] effect."),
]);
const run = (board: string, action: string) => resolveDigimon({ board, action }, registry).trace;
const texts = (t: ReturnType<typeof run>) =>
  t.steps.flatMap((s) => [s.text, ...(s.changes ?? [])]).join("\n");

describe("a [Main] the engine could not read", () => {
  it("leaves the Option unpaid in the hand and gives an incomplete verdict", () => {
    const t = run("turn A | A: GEN-103, hand TST-801, memory 3", "A uses TST-801");
    expect(texts(t)).toMatch(
      /could not read \[TST-801 Test TST-801\]'s \[Main\] effect.*this ruling can't be given/,
    );
    expect(t.final.areas.A).toMatchObject({ hand: ["TST-801"], trash: [] });
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(t.verdict?.complete).toBe(false);
    expect(t.verdict?.gaps[0]).toMatchObject({ card: "TST-801", kind: "text not read" });
  });

  it("says a Tamer's [Main] was not read instead of saying it has none", () => {
    const t = run("turn A | A: TST-802, memory 3", "A activates TST-802");
    expect(texts(t)).toMatch(/could not read \[TST-802 Test TST-802\]'s \[Main\] effect/);
    expect(texts(t)).not.toMatch(/has no \[Main\] effect/);
    expect(t.verdict?.complete).toBe(false);
  });

  it("says a card on the field whose only unread [Main] is a [Hand]/[Trash] one has none there (15-14-2-1)", () => {
    for (const code of ["TST-803", "TST-804"])
      expect(() => run(`turn A | A: ${code}, memory 3`, `A activates ${code}`)).toThrow(
        /has no \[Main\] effect to activate/,
      );
    const fromHand = run("turn A | A: GEN-103, hand TST-803, memory 3", "A activates TST-803 from the hand");
    expect(texts(fromHand)).toMatch(/could not read \[TST-803 Test TST-803\]'s \[Hand\] \[Main\] effect/);
  });

  it("finds an unread [Main] after a [Security] effect, but not a mention of one", () => {
    const t = run("turn A | A: TST-805, memory 3", "A activates TST-805");
    expect(texts(t)).toMatch(/could not read \[TST-805 Test TST-805\]'s \[Main\] effect/);
    expect(() => run("turn A | A: TST-806, memory 3", "A activates TST-806")).toThrow(
      /has no \[Main\] effect to activate/,
    );
  });

  it("still says a card that prints no [Main] has none (15-8-4-1)", () => {
    expect(() => run("turn A | A: GEN-103, memory 3", "A activates GEN-103")).toThrow(
      /has no \[Main\] effect/,
    );
  });
});
