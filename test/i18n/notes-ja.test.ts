import { describe, expect, it } from "vitest";
import type { GameNote } from "../../src/games/game-notes.ts";
import { JA_NOTE_WORDS } from "../../src/i18n/notes-ja.ts";

const ALL: GameNote[] = [
  { kind: "assumed-in-zone", code: "XX-1", player: "A", zone: "hand" },
  { kind: "assumed-in-zone", code: "XX-1", player: "B", zone: "hand", searched: ["hand", "battle"] },
  { kind: "assumed-in-zone", code: "XX-2", player: "A", zone: "lrigdeck" },
  { kind: "deck-drawn-blind", player: "B" },
  { kind: "choice-never-asked", text: "target XX-3" },
  { kind: "text-unread", code: "XX-4", parts: ["some words"] },
  { kind: "text-not-executed", code: "XX-5", name: "Testmon", texts: ["a", "b"] },
];

describe("the game's notes in Japanese", () => {
  it("words each kind from its facts, cards and scripted text as written", () => {
    const [hand, digixros, lrig, blind, unused, unread, notRun] = ALL.map(JA_NOTE_WORDS.gameNote);
    expect(hand).toBe("XX-1 はプレイヤーAの手札に書かれていないため、手札にあるものとして扱います。");
    expect(digixros).toBe(
      "XX-1 はプレイヤーBの手札にもバトルエリアにも書かれていないため、手札にあるものとして扱います。",
    );
    expect(lrig).toContain("ルリグデッキ");
    expect(blind).toMatch(/^プレイヤーBのデッキが盤面にないため/);
    expect(unused).toBe("指定した選択「target XX-3」は一度も聞かれませんでした。");
    expect(unread).toMatch(/^XX-4：テキストの一部を読めなかったため.*some words。$/);
    expect(notRun).toBe("XX-5 Testmon：このテキストはエンジンが実行しません：「a / b」");
  });

  it("leaves no English UI wording", () => {
    for (const n of ALL) expect(JA_NOTE_WORDS.gameNote(n)).not.toMatch(/\b(was|is|the|not|player)\b/);
  });
});
