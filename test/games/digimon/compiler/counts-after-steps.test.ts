/**
 * A count at the end of a clause ("for each ...", "for every N ..."): it multiplies the step it
 * follows, one card of a deck per thing counted, the last step when the ones before have no
 * number, and it is never passed over when nothing it could multiply is there.
 */
import { describe, expect, it } from "vitest";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { recordRunner } from "../record-runner.ts";
import { testCard } from "../test-card.ts";

const card = (code: string, text: string) =>
  `${code} "Counter ${code}" digimon lv 3 1000 dp red cost 0 : ${text}`;

describe("counts after the steps they multiply", () => {
  it("trashes one card of the deck for each colour among the opponent's Digimon and Tamers", () => {
    const cards = card(
      "TST-6111",
      "[On Play] Trash the top card of your deck for each color of your opponent's Digimon and Tamers.",
    );
    const run = (b: string) =>
      resolveDigimon({
        board: `turn A | A: hand TST-6111, deck 5 | B: ${b}`,
        action: "A plays TST-6111",
        choices: "",
        cards,
      }).trace.final;
    // Red twice and yellow once: two colours, two cards.
    expect(run("GEN-103 GEN-104 GEN-203").areas.A!.trash).toHaveLength(2);
    expect(run("GEN-103 GEN-104 GEN-203").areas.A!.deck).toHaveLength(3);
    // Nothing on their side: no colour, no card.
    expect(run("security 1").areas.A!.trash ?? []).toHaveLength(0);
  });

  it("multiplies only the last step when the steps before it have no number", () => {
    const text =
      "[On Play] Suspend this Digimon, and gain 1 memory for each Digimon your opponent has in play.";
    const r = compileText(text, { code: "TST" });
    expect(r.unread).toEqual([]);
    expect(r.abilities[0]!.ops.map((o) => o.op)).toEqual(["suspendThis", "scaled"]);
    const f = resolveDigimon({
      board: "turn A | A: hand TST-6112, memory 0 | B: GEN-203 GEN-204 GEN-205",
      action: "A plays TST-6112",
      choices: "",
      cards: card("TST-6112", text),
    }).trace.final;
    expect(f.areas.A!.battle).toEqual(["TST-6112(sus)"]);
    expect(f.memory).toEqual({ player: "A", value: 3 });
  });

  it("leaves a count unread when no step has a number to multiply", () => {
    const r = compileText("[On Play] Suspend this Digimon for each card in your hand.", { code: "TST" });
    expect(r.unread.map((u) => u.fragment)).toEqual(["Suspend this Digimon for each card in your hand."]);
  });

  it("counts only this Digimon's digivolution cards that match ('this Digimon has with [X] in its traits')", () => {
    const { run } = recordRunner([
      testCard(
        "TST-6114",
        "[When Attacking] Gain 1 memory for each digivolution card this Digimon has with [Hybrid] in its traits.",
      ),
      testCard("TST-6115", "", { traits: ["Hybrid"], name: "Hybrid Source" }),
    ]);
    const f = run(
      "turn A main; A: TST-6114[TST-6115 GEN-103 TST-6115], memory 0 | B: security 3",
      "A attacks player B with TST-6114",
    ).final;
    expect(f.memory).toEqual({ player: "A", value: 2 });
  });

  it("plays one Token for each thing counted, with the Token's information after it", () => {
    const text =
      "[On Play] You may play 1 [Helper] Token for each of your opponent's Digimon. (Digimon/Yellow/3000 DP)";
    expect(compileText(text, { code: "TST" }).unread).toEqual([]);
    const f = resolveDigimon({
      board: "turn A | A: hand TST-6116 | B: GEN-203 GEN-204",
      action: "A plays TST-6116",
      choices: "yes",
      cards: card("TST-6116", text),
    }).trace.final;
    expect(f.areas.A!.battle!.filter((c) => /Helper/.test(c))).toHaveLength(2);
  });
});
