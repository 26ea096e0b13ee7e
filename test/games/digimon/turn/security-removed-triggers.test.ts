/**
 * Triggers on cards leaving a security stack, narrowed by how: by an effect (a security check is
 * no effect), or to the trash. Made-up cards on a board.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { testCard } from "../test-card.ts";
import { activated, recordRunner } from "../record-runner.ts";

const tamer = { category: "Tamer" as const, level: undefined, dp: undefined };
const CARDS = [
  testCard(
    "TST-9401",
    "[All Turns] When an effect removes cards from your security stack, gain 1 memory.",
    tamer,
  ),
  testCard("TST-9402", "[All Turns] When a card is trashed from your security stack, gain 1 memory.", tamer),
  testCard("TST-9403", "[On Play] Add your top security card to the hand."),
  testCard("TST-9404", "[On Play] Trash the top card of your security stack."),
];
const { run } = recordRunner(CARDS);
const when = (text: string) => compileText(text, {}).abilities[0]?.when;

describe("reading how cards leave a security stack", () => {
  it("reads 'by an effect' and 'trashed'", () => {
    expect(when("[All Turns] When an effect removes cards from your security stack, gain 1 memory.")).toEqual(
      {
        on: "securityRemoved",
        side: "you",
        byEffect: "any",
      },
    );
    expect(
      when("[All Turns] When a card is trashed from your security stack by an effect, gain 1 memory."),
    ).toEqual({ on: "securityRemoved", side: "you", trashed: true, byEffect: "any" });
  });
});

describe("cards leaving a security stack", () => {
  it("an effect adding one to the hand triggers 'by an effect'; a security check does not", () => {
    const effect = run(
      "turn A | A: TST-9401, hand TST-9403, security 2, memory 3 | B: GEN-103",
      "A plays TST-9403",
    );
    expect(effect.final.areas.A!.security).toHaveLength(1);
    expect(activated(effect, "TST-9401")).toBe(true);
    const check = run("turn B | A: TST-9401, security 2 | B: GEN-104", "B attacks A with GEN-104");
    expect(check.final.areas.A!.security).toHaveLength(1);
    expect(activated(check, "TST-9401")).toBe(false);
  });

  it("a trashing triggers 'trashed'; adding to the hand does not", () => {
    const trashed = run(
      "turn A | A: TST-9402, hand TST-9404, security 2, memory 3 | B: GEN-103",
      "A plays TST-9404",
    );
    expect(trashed.final.areas.A!.security).toHaveLength(1);
    expect(activated(trashed, "TST-9402")).toBe(true);
    const added = run(
      "turn A | A: TST-9402, hand TST-9403, security 2, memory 3 | B: GEN-103",
      "A plays TST-9403",
    );
    expect(activated(added, "TST-9402")).toBe(false);
  });
});
