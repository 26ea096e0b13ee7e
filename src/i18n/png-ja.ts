/** The PNG's words in Japanese (render/png-words.ts). Card codes and names stay as the data has them. */
import type { EffectStatus, StepKind } from "../engine/trace.ts";
import type { Verdict } from "../engine/verdict.ts";
import type { PngWords } from "../render/png-words.ts";

const KINDS: Record<StepKind, string> = {
  action: "行動",
  trigger: "誘発",
  "rules-processing": "ルール処理",
  activate: "発揮",
  fail: "不発",
  interrupt: "割り込み",
  choice: "選択",
  end: "終了",
};

const STATUS: Record<EffectStatus, string> = {
  pending: "待機中",
  activating: "発揮中",
  activated: "発揮済み",
  failed: "不発",
};

const GAMES: Record<string, string> = {
  digimon: "デジモンカードゲーム",
  "duel-masters": "デュエル・マスターズ",
  wixoss: "WIXOSS",
};

const GAP_WORD: Record<string, string> = {
  "text not read": "テキスト未読",
  "ability not executed": "能力未実行",
  "mechanic not modelled": "未対応の仕組み",
  "card data missing": "カードデータ欠落",
};

function verdictJa(v: Verdict): string {
  if (v.complete) return "完全：働きうるカードはすべて読み、実行しました。";
  const cards = [...new Set(v.gaps.map((g) => `${g.card} ${GAP_WORD[g.kind] ?? g.kind}`))];
  return `不完全（答えが変わる可能性あり）：${cards.join("、")}`;
}

export const JA_PNG_WORDS: PngWords = {
  language: "ja",
  untitled: "裁定",
  game: (id) => GAMES[id] ?? id,
  edition: (e) => `版 ${e}`,
  picture: (i, n) => `${n}枚中${i + 1}枚目`,
  verdict: verdictJa,
  status: (s) => STATUS[s] ?? String(s),
  player: (id) => `プレイヤー${id}`,
  kind: (k) => KINDS[k] ?? String(k),
  rule: (r) => `ルール ${r}`,
  nothingPending: "待機中の効果なし",
  hidden: (n) => `ほかに${n}件（表示外）`,
};
