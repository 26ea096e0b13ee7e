/** The final state names each card on the field with its current DP, keywords and the effects still applying. */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { renderPlainText, renderTextPages } from "../../../../src/render/text.ts";
import { JA_DOC_WORDS } from "../../../../src/i18n/doc-ja.ts";
import { testCard } from "../test-card.ts";

const option = { category: "Option" as const, level: undefined, dp: undefined, playCost: 1 };
const registry = new CardRegistry([
  ...bundledCards,
  testCard(
    "TST-901",
    "[Main] 1 of your opponent's Digimon gets -2000 DP for the turn. Then, 1 of your Digimon gains <Blocker> for the turn.",
    option,
  ),
]);

describe("final state details", () => {
  it("lists current DP against the printed one, gained keywords and the effects that gave them", () => {
    const t = resolveDigimon(
      { board: "turn A | A: GEN-103, hand TST-901, memory 3 | B: GEN-104 GEN-105", action: "A uses TST-901" },
      registry,
    ).trace;
    expect(t.final.areas.B!.battle).toEqual(["GEN-104", "GEN-105"]);
    const [first, second] = t.final.details!.B!;
    expect(first).toMatchObject({
      card: "GEN-104",
      area: "battle",
      dp: 3000,
      printedDp: 5000,
      suspended: false,
    });
    expect(first!.effects).toEqual(["-2000 DP from TST-901"]);
    expect(second).toMatchObject({ card: "GEN-105", dp: 7000, keywords: [], effects: [] });
    expect(second!.printedDp).toBeUndefined();
    const mine = t.final.details!.A![0]!;
    expect(mine.keywords).toEqual(["<Blocker>"]);
    expect(mine.effects).toEqual(["gained <Blocker> from TST-901"]);
    const text = renderPlainText(t, { title: "details" });
    expect(text).toMatch(/- GEN-104: 3000 DP \(printed 5000\); -2000 DP from TST-901/);
    expect(text).toMatch(/- GEN-103: 3000 DP; <Blocker>; gained <Blocker> from TST-901/);
    const ja = renderTextPages(t, { title: "details", words: JA_DOC_WORDS }).join("\n");
    expect(ja).toMatch(/- \*\*GEN-104\*\*: DP 3000（元の DP 5000）; -2000 DP from TST-901/);
  });
});
