/**
 * The breakdown in Japanese (render/doc-words.ts): fixed words, the step sentences by kind
 * (steps-ja.ts) and the verdict by gap kind. The engine's English sentence of each step follows
 * its Japanese one as the detail, and card texts stay as the data gives them.
 */
import type { ChoiceRecord, StepKind } from "../engine/trace.ts";
import type { Gap, GapKind, Verdict } from "../engine/verdict.ts";
import type { DocWords } from "../render/doc-words.ts";
import { stepSentenceJa, stepWhyJa } from "./steps-ja.ts";

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

const BY: Record<ChoiceRecord["by"], string> = { script: "指定", default: "既定", interactive: "質問" };

const AREAS: Record<string, string> = {
  battle: "バトルエリア",
  breeding: "育成エリア",
  hand: "手札",
  trash: "トラッシュ",
  security: "セキュリティ",
  deck: "デッキ",
  // Duel Masters
  graveyard: "墓地",
  mana: "マナゾーン",
  shield: "シールドゾーン",
  hyperspatial: "超次元ゾーン",
  // WIXOSS
  ener: "エナゾーン",
  life: "ライフクロス",
  check: "チェックゾーン",
  signi: "シグニゾーン",
  lrig: "ルリグゾーン",
  lrigdeck: "ルリグデッキ",
  lrigtrash: "ルリグトラッシュ",
  key: "キーゾーン",
};

const GAMES: Record<string, string> = {
  digimon: "デジモンカードゲーム",
  "duel-masters": "デュエル・マスターズ",
  wixoss: "WIXOSS",
};

/** The options of a yes/no question, as the engine labels them. */
const PICKED: Record<string, string> = { yes: "はい", no: "いいえ", skip: "しない" };

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Why each kind of gap could change the answer, in the project's words. */
const GAP_WHY: Record<GapKind, string> = {
  "text not read": "読めなかった部分が働くなら、結果が変わる可能性があります",
  "ability not executed": "この能力が働いていれば、結果が変わる可能性があります",
  "mechanic not modelled": "この仕組みが関わるなら、結果が変わる可能性があります",
  "card data missing": "カードデータのテキストが欠けているため、そのカードが何をするか分かりません",
};

const GAP: Record<GapKind, (g: Gap, text: string) => string> = {
  "text not read": (g, t) => `${g.card} の能力「${t}」を読めていません`,
  "ability not executed": (g, t) => `${g.card} の能力「${t}」をエンジンが実行しません`,
  "mechanic not modelled": (g, t) => `${g.card} に関わる「${t}」をエンジンがまだ扱えません`,
  "card data missing": (g, t) => `${g.card} のテキスト（${t}）が分かりません`,
};

function gapClauseJa(g: Gap, max: number): string {
  return (GAP[g.kind] ?? ((x: Gap, t: string) => `${x.card}: ${t}`))(g, clip(g.text, max));
}

function verdictHeadJa(v: Verdict): string {
  if (v.complete) return "完全：ここで働きうるすべてのカードをエンジンが読み、実行しました。";
  const [first, ...rest] = v.gaps;
  const more = rest.length ? `（ほかに${rest.length}件、下に記載）` : "";
  return `不完全：${gapClauseJa(first!, 90)}。この答えが変わる可能性があります${more}。`;
}

export const JA_DOC_WORDS: DocWords = {
  untitled: "裁定",
  stepSentence: stepSentenceJa,
  stepWhy: stepWhyJa,
  engineDetail: "詳細（エンジンの英文）: ",
  // The sentence or the "why" line already names the rule by its title.
  ruleRef: () => ({ before: " — ルール ", after: "" }),
  pickedOption: (label) => PICKED[label.toLowerCase()] ?? label,
  gameName: (id) => GAMES[id] ?? id,
  gameEdition: (game, edition) => `ゲーム: ${game} · 版: ${edition}`,
  verdictHead: verdictHeadJa,
  verdictLines: (v) =>
    v.gaps.map((g) => `- ${gapClauseJa(g, 200)}：${GAP_WHY[g.kind] ?? ""}（エンジンの説明: ${g.why}）`),
  kind: (k) => KINDS[k] ?? String(k),
  why: "理由: ",
  picked: (player) => `${player} が選択: `,
  pickedNothing: "なし",
  pickedFor: (prompt) => `（「${prompt}」）`,
  choiceBy: (by) => `（${BY[by] ?? by}）`,
  pending: "待機中: ",
  empty: "{空}",
  finalState: "最終状態",
  memory: (value, player) => ` — メモリー ${player} 側に ${value}`,
  outcome: "結果: ",
  area: (area) => AREAS[area] ?? area,
  cardState: (d) =>
    [
      d.dp !== undefined ? `DP ${d.dp}${d.printedDp !== undefined ? `（元の DP ${d.printedDp}）` : ""}` : "",
      d.suspended ? "レスト" : "",
      d.area !== "battle" ? `${AREAS[d.area] ?? d.area}` : "",
    ]
      .filter((x) => x !== "")
      .join("、"),
  continued: "（続き）",
};
