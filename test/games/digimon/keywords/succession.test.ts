/**
 * <Succession (X)> (16-47): the Digimon has every effect printed on its topmost digivolution card
 * that is X, <Succession> aside; a card further down, a face-down one, or one that is not X gives
 * nothing. Made-up cards whose lines the compiler reads.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = readRecord;

const CARDS = [
  card("TST-1951", "Heirmon", {
    level: 5,
    dp: 7000,
    effect: "<Blocker>\n[All Turns] This Digimon gets +2000 DP.",
  }),
  card("TST-1952", "Heirmon", { level: 5, dp: 7000, effect: "[All Turns] This Digimon gets +5000 DP." }),
  card("TST-1953", "Othermon", { level: 5, dp: 7000, effect: "[All Turns] This Digimon gets +4000 DP." }),
  card("TST-1954", "Legacymon", { level: 6, dp: 10000, effect: "<Succession ([Heirmon])>" }),
  card("TST-1955", "Chainmon", { level: 6, dp: 10000, effect: "<Succession ([Legacymon])>" }),
  card("TST-1956", "Rangemon", { level: 7, dp: 12000, effect: "<Succession (Lv.5 w/[Heir] in name)>" }),
];
const { run } = recordRunner(CARDS);
function detail(board: string) {
  const t = run(`turn A | A: ${board} | B: GEN-203`, "A passes");
  return t.final.details!.A![0]!;
}

describe("<Succession>", () => {
  it("gains the effects of the topmost specified card only", () => {
    const d = detail("TST-1954[TST-1953 TST-1951 TST-1952]");
    expect(d.dp).toBe(12000);
    expect(d.keywords).toContain("<Blocker>");
  });

  it("gives nothing without a specified card, or when it lies face down", () => {
    expect(detail("TST-1954[TST-1953]").dp).toBe(10000);
    const down = detail("TST-1954[TST-1951(down) TST-1952]");
    expect(down.dp).toBe(15000);
    expect(down.keywords).not.toContain("<Blocker>");
  });

  it("reads a level and a part of a name, and does not pass a <Succession> on", () => {
    expect(detail("TST-1956[TST-1952 TST-1951]").dp).toBe(17000);
    expect(detail("TST-1955[TST-1954 TST-1951]").dp).toBe(10000);
  });
});
