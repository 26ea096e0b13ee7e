import { describe, expect, it } from "vitest";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { gameNoteEn } from "../../src/games/game-notes.ts";

describe("the game's notes as facts", () => {
  it("keeps the English sentences the CLI and the conformance runner read", () => {
    expect(gameNoteEn({ kind: "assumed-in-zone", code: "XX-1", player: "A", zone: "hand" })).toBe(
      "XX-1 was not listed in player A's hand, so it is taken as being there.",
    );
    expect(
      gameNoteEn({
        kind: "assumed-in-zone",
        code: "XX-1",
        player: "B",
        zone: "hand",
        searched: ["hand", "battle"],
      }),
    ).toBe("XX-1 was not listed in player B's hand or battle area, so it is taken as being in the hand.");
    expect(gameNoteEn({ kind: "assumed-in-zone", code: "XX-2", player: "A", zone: "lrigdeck" })).toBe(
      "XX-2 was not listed in player A's LRIG deck, so it is taken as being there.",
    );
    expect(gameNoteEn({ kind: "choice-never-asked", text: "target XX-3" })).toBe(
      'The scripted choice "target XX-3" was never asked for.',
    );
    expect(gameNoteEn({ kind: "text-unread", code: "XX-4", parts: ["a", "b"] })).toBe(
      "XX-4: part of its text could not be read, so this breakdown leaves out a; b.",
    );
  });

  it("returns each note both as its English sentence and as the facts it was made from", () => {
    const out = resolveDigimon({
      board: "A: BT2-070 | B: BT2-070",
      action: "A plays BT2-021",
      choices: "target BT2-070",
    });
    expect(out.said.length).toBe(out.notes.length);
    expect(out.notes).toEqual(out.said.map(gameNoteEn));
    expect(out.said).toEqual([
      { kind: "assumed-in-zone", code: "BT2-021", player: "A", zone: "hand" },
      { kind: "choice-never-asked", text: "target BT2-070" },
    ]);
  });
});
