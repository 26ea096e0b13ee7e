/**
 * The words of the /resolve and /scenario breakdown (src/bot/resolve-view.ts) and of the
 * official rulings it cites, in each language. The steps' sentences follow the language too
 * (render/doc-words.ts, steps-ja.ts).
 */
import type { DocWords } from "../render/doc-words.ts";
import { EN_DOC_WORDS } from "../render/doc-words.ts";
import type { SuiteRuling } from "../citations/index.ts";
import { EN_NOTE_WORDS, type NoteWords } from "../render/note-words.ts";
import { EN_PNG_WORDS, type PngWords } from "../render/png-words.ts";
import { EN_EXPLORE_WORDS, type ExploreWords } from "../render/explore-words.ts";
import { JA_DOC_WORDS } from "./doc-ja.ts";
import { JA_EXPLORE_WORDS } from "./explore-ja.ts";
import { JA_NOTE_WORDS } from "./notes-ja.ts";
import { JA_PNG_WORDS } from "./png-ja.ts";
import type { Locale } from "./locale.ts";

const en = {
  doc: EN_DOC_WORDS as DocWords,
  png: EN_PNG_WORDS as PngWords,
  noteWords: EN_NOTE_WORDS as NoteWords,
  /** "All outcomes": the explorer's report and tree. */
  explore: EN_EXPLORE_WORDS as ExploreWords,
  /** Whether the PNG names the game in the words' own language rather than by the game's title. */
  pngGameInWords: false,
  showEdition: (e: string) => `Show ${e}`,
  editBoard: "Edit board",
  allOutcomes: "All outcomes",
  aboutExample: "About this example",
  editions: "Editions",
  changedExample: (id: string) =>
    `Changed from the library example ${id}, so its narrative no longer applies.`,
  differsUnder: (e: string) => `⚖️ Under ${e} the result differs`,
  notes: "Notes",
  defaultsHeading: "Choices left to the default",
  defaultsMade: (n: number) =>
    `${n} choice${n === 1 ? " was" : "s were"} made by the documented default because nothing scripted answered ${n === 1 ? "it" : "them"}. `,
  next: (prompt: string) => `Next: ${prompt} `,
  pickBelow: "Pick below to decide it (each pick adds to `choices`).",
  scriptIt: "Script it in `choices` to decide it.",
  rulesShown: "Rules shown",
  lookUpRule: (rules: string) => `${rules} — look one up with /rule`,
  editionsAgree: "the editions agree",
  page: (n: number, of: number) => `page ${n}/${of}`,
  /** Said in the footer when the steps' details stay in the engine's English. */
  stepsLanguage: "",
  yes: "Yes",
  no: "No",
  useIt: "Use the effect",
  dontUseIt: "Don't use it",
  theDefault: " (the default)",
  none: "None",
  chooseNothing: "Choose nothing",
  expired:
    "These buttons have expired (they last a day) or the bot no longer knows this message. Run /resolve or /scenario again.",
  notYours:
    "Only the person who asked can change this question (Edit board, the choice menu). Pages, the edition switch and All outcomes work for everyone; run /resolve or /scenario to ask your own.",
  nothingToChoose: "Nothing is left to choose on this breakdown.",
  editExample: "Edit the example",
  editTheBoard: "Edit the board",
  boardLabel: "Board",
  boardHint: "Several lines are fine: one player or statement per line.",
  actionLabel: "Action",
  actionHint: "Like: A attacks with BT4-048",
  choicesLabel: "Choices (optional)",
  choicesHint: "Like: order BT4-097 BT2-021; target BT2-070",
  // Citations of the official rulings
  qaHeading: "📖 Official Q&A on these cards",
  qaCard: (n: number) => `${n} ruling${n === 1 ? "" : "s"}`,
  qaMoreCards: (n: number) => `…and ${n} more card${n === 1 ? "" : "s"} with Q&A (see /card or /rulings).`,
  suiteHeading: "🧪 Official rulings the conformance suite puts to these cards",
  suiteSame: "this very board",
  suiteSimilar: "a board with these cards",
  suiteStatus: (s: SuiteRuling["status"]): string =>
    ({
      agreed: "✅ The engine agrees with the official answer (the suite's last run).",
      failing: "❌ The engine disagrees with the official answer (the suite's last run).",
      "not-expressible": "⚠️ The engine can't state this ruling yet (the suite's last run).",
      "not-run": "The suite has not recorded a result for it yet.",
    })[s],
};

export type BreakdownWords = typeof en;

const ja: BreakdownWords = {
  doc: JA_DOC_WORDS,
  png: JA_PNG_WORDS,
  noteWords: JA_NOTE_WORDS,
  explore: JA_EXPLORE_WORDS,
  pngGameInWords: true,
  showEdition: (e) => `${e} で表示`,
  editBoard: "盤面を編集",
  allOutcomes: "すべての結果",
  aboutExample: "この例について",
  editions: "版による違い",
  changedExample: (id) => `ライブラリの例 ${id} から変更されているため、その解説は当てはまりません。`,
  differsUnder: (e) => `⚖️ ${e} では結果が異なります`,
  notes: "注記",
  defaultsHeading: "既定で決めた選択",
  defaultsMade: (n) => `指定のなかった選択 ${n} 件を、説明どおりの既定で決めました。`,
  next: (prompt) => `次の選択: ${prompt} `,
  pickBelow: "下のメニューで決められます（選ぶたびに `choices` に加わります）。",
  scriptIt: "決めるには `choices` に指定してください。",
  rulesShown: "関連ルール",
  lookUpRule: (rules) => `${rules} — /rule で調べられます`,
  editionsAgree: "版による違いなし",
  page: (n, of) => `${n}/${of}ページ`,
  stepsLanguage: "各手順の「詳細」と効果のテキストはエンジンとカードデータの英文です",
  yes: "はい",
  no: "いいえ",
  useIt: "効果を使う",
  dontUseIt: "使わない",
  theDefault: "（既定）",
  none: "なし",
  chooseNothing: "何も選ばない",
  expired:
    "このボタンは期限切れ（1日）か、ボットがこのメッセージを覚えていません。もう一度 /resolve か /scenario を実行してください。",
  notYours:
    "質問を変えられる（盤面の編集、選択メニュー）のは質問した人だけです。ページ送り、版の切り替え、すべての結果は誰でも使えます。自分の質問は /resolve か /scenario で。",
  nothingToChoose: "この解説で選ぶものは残っていません。",
  editExample: "例を編集",
  editTheBoard: "盤面を編集",
  boardLabel: "盤面",
  boardHint: "複数行でかまいません：1行に1人のプレイヤーか1つの文。",
  actionLabel: "行動",
  actionHint: "例: A attacks with BT4-048",
  choicesLabel: "選択（任意）",
  choicesHint: "例: order BT4-097 BT2-021; target BT2-070",
  qaHeading: "📖 この盤面のカードの公式Q&A",
  qaCard: (n) => `${n}件`,
  qaMoreCards: (n) => `…ほかに公式Q&Aのあるカードが${n}枚（/card か /rulings で）。`,
  suiteHeading: "🧪 適合テストがこのカードで確かめている公式裁定",
  suiteSame: "この盤面そのもの",
  suiteSimilar: "これらのカードを含む盤面",
  suiteStatus: (s) =>
    ({
      agreed: "✅ エンジンの答えは公式の回答と一致します（テストの前回の結果）。",
      failing: "❌ エンジンの答えは公式の回答と一致しません（テストの前回の結果）。",
      "not-expressible": "⚠️ エンジンはまだこの裁定を表せません（テストの前回の結果）。",
      "not-run": "テストの結果はまだ記録されていません。",
    })[s],
};

const CATALOGS: Record<Locale, BreakdownWords> = { en, ja };

export function breakdownWords(locale: Locale | undefined): BreakdownWords {
  return CATALOGS[locale ?? "en"];
}
