/** A breakdown's notes in Japanese (render/note-words.ts). Prompts and card codes stay as written. */
import type { GameNote } from "../games/game-notes.ts";
import type { NoteWords } from "../render/note-words.ts";
import { JA_DOC_WORDS } from "./doc-ja.ts";

const area = (a: string) => JA_DOC_WORDS.area(a);

function gameNote(n: GameNote): string {
  switch (n.kind) {
    case "assumed-in-zone": {
      const looked = n.searched ? n.searched.map((z) => `${area(z)}にも`).join("") : `${area(n.zone)}に`;
      return `${n.code} はプレイヤー${n.player}の${looked}書かれていないため、${area(n.zone)}にあるものとして扱います。`;
    }
    case "deck-drawn-blind":
      return `プレイヤー${n.player}のデッキが盤面にないため、引いたカードは不明で、そのデッキは尽きないものとして扱います（数えるには "deck N" と書いてください）。`;
    case "choice-never-asked":
      return `指定した選択「${n.text}」は一度も聞かれませんでした。`;
    case "text-unread":
      return `${n.code}：テキストの一部を読めなかったため、この解説には次が含まれていません：${n.parts.join("; ")}。`;
    case "text-not-executed":
      return `${n.code} ${n.name}：このテキストはエンジンが実行しません：「${n.texts.join(" / ")}」`;
  }
}

export const JA_NOTE_WORDS: NoteWords = {
  gameNote,
  finalMemory: (value, player) => `メモリー ${player} 側に ${value}`,
  finalArea: (player, a, cards) => `${player} ${area(a)}: ${cards.length ? cards.join("、") : "—"}`,
  choiceMatters: (prompt, options) =>
    `この選択で答えが変わります。返信は既定を選びました：「${prompt}」（${options.map(JA_DOC_WORDS.pickedOption).join(" / ")}）。`,
  anotherEnd: (example, differs) =>
    `別の答えでは結果が変わります${example.length ? `（${example.join(" → ")}）` : ""}：${differs.join("、") || "最終状態が異なります"}。`,
  notExhaustive: "選択の組み合わせをすべては試していません。すべて試すには explore を使ってください。",
  orderDiffers: (here, x, there, y) =>
    `効果の発揮の順番が違います — ${here}: ${x.join(" → ") || "なし"}、${there}: ${y.join(" → ") || "なし"}。`,
  endDiffers: (diffs) => `最終状態が違います — ${diffs.join("、")}。`,
  areaDiffers: (p, a, x, ea, y, eb) =>
    `${p} の${area(a)}: ${x.join(" ") || "なし"}（${ea}）と ${y.join(" ") || "なし"}（${eb}）`,
  memoryDiffers: (a, ea, b, eb) => `メモリー: ${a}（${ea}）と ${b}（${eb}）`,
  memorySide: (value, player) => `${player} 側に ${value}`,
  outcomeDiffers: (a, ea, b, eb) => `ゲームの結果: ${a ?? "なし"}（${ea}）と ${b ?? "なし"}（${eb}）`,
  none: "なし",
  doesNotResolve: (edition, message) => `${edition} では解決できません：${message}`,
};
