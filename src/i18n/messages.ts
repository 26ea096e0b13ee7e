/**
 * The bot's own words in each language: labels, headings and sentences of the replies. Card
 * texts and the official Q&A stay in the language the data has them in.
 */
import type { DigivolveView } from "../bot/card-catalog.ts";
import type { Locale } from "./locale.ts";
import { term } from "./terms.ts";

type DnaView = { parts: ({ level: number; colors: string[] } | { name: string })[]; cost: number };

const en = {
  // /card
  category: "Category",
  colour: (n: number): string => (n > 1 ? "Colours" : "Colour"),
  level: "Level",
  dp: "DP",
  playCost: "Play cost",
  traits: "Traits",
  digivolvesFrom: "Digivolves from",
  dna: "DNA digivolution",
  digivolveLine: (d: DigivolveView): string => {
    const from =
      d.kind === "printed"
        ? (d.label ?? "its alternate condition")
        : d.kind === "names"
          ? `[${d.names.join("]/[")}]`
          : d.kind === "tamer"
            ? `${d.color} Tamer as level ${d.level}`
            : `Lv.${d.level} ${d.color}`;
    return `${from} → cost ${d.cost}`;
  },
  dnaLine: (d: DnaView): string =>
    `${d.parts.map((p) => ("name" in p ? `[${p.name}]` : `Lv.${p.level} ${p.colors.join("/")}`)).join(" + ")} → cost ${d.cost}`,
  japaneseName: "Japanese name",
  notInEngine: "Not in the engine yet",
  notInEngineText:
    "The rules engine has no definition for this card, so boards that name it can't be resolved yet.",
  effectsRun: "Effects the engine runs",
  inheritedRun: "Inherited effects",
  securityRun: "Security effects",
  noneUnread:
    "None: the compiler could not read this card's text (below), so the engine runs nothing for it.",
  noneNeeded: "None: this card has no effects the engine needs.",
  unreadHeading: "Text the compiler could not read",
  noText:
    "The card's printed text isn't in the bot's card data; below is what the engine runs, in the project's own words.",
  cardData: (source: string) => `Card data: ${source}.`,
  printings: "Printings",
  firstPrinting: "first printing",
  reprint: "reprint, same text",
  showing: "shown",
  printingMenu: "Show another printing",
  versions: (name: string) => `Other cards named ${name}`,
  versionMenu: (name: string) => `Another card named ${name}`,
  errata: "Errata",
  errataLine: (date: string) => `Corrected on ${date}:`,
  before: "Before",
  after: "After",
  restriction: "Deck restriction",
  restricted: (count: number, date: string) => `Restricted: at most ${count} per deck (since ${date}).`,
  banned: (date: string) => `Banned (since ${date}).`,
  bannedPair: (date: string) => `Banned in combination with another card (since ${date}).`,
  unrestricted: "Not restricted or banned.",
  officialQa: "Official Q&A",
  qaCount: (n: number) => `${n} ruling${n === 1 ? "" : "s"}`,
  qaNone: "None listed for this card.",
  qaNotLoaded:
    "The official Q&A isn't loaded on this bot (the operator runs `npm run rulings -- import <qa.json>`).",
  qaButton: (n: number) => `Read the Q&A (${n})`,
  qaPage: "Q&A page",
  image: "Image",
  noCardQuery: "Give a card code like BT4-048 or part of a name.",
  noCardMatch: (q: string, among: string) => `No card matches "${q}" among ${among}.`,
  closest: (codes: string) => ` Closest codes: ${codes}.`,
  emptyStore: (command: string) =>
    ` The full card pool isn't loaded: the operator fills it with \`${command}\`.`,
  // /rulings
  rulingsTitle: (q: string) => (q ? `Official Q&A: "${q}"` : "Official Q&A"),
  rulingsFor: (card: string) => `Official Q&A for ${card}`,
  rulingsFound: (n: number, page: number, pages: number) =>
    `${n} ruling${n === 1 ? "" : "s"} · page ${page}/${pages}`,
  rulingsNone: (q: string) =>
    `No official Q&A matches ${q}. The Q&A is in English: try its words (security, blocker, delete, digivolve...).`,
  rulingsEmpty:
    "The official Q&A isn't loaded on this bot. The operator fills it with `npm run rulings -- import <qa.json>` (or `sync`).",
  rulingsNeedInput: "Give words to search for, a card, or both.",
  answer: "Answer",
  rulingsSource: (source: string, date: string) =>
    `The official Q&A (${source}, loaded ${date}). Texts are the publisher's.`,
  prev: "◀",
  next: "▶",
  expired: "These buttons have expired or the bot no longer knows this message. Run the command again.",
  unknownCardForRulings: (q: string) => `No card matches "${q}".`,
  noGameData: (game: string) =>
    `The ${game} card data isn't on this machine (it is read at run time from the shared data folder, SHARED_DATA_DIR).`,
  printingsOf: (n: number) => `Printings (${n})`,
  wikiPage: "Card page on the community wiki (the data has no image)",
  errorPrefix: "That didn't work:",
  ruleShownIn: "Shown in",
  ruleRelated: "Related sections",
  ruleOfficial: "Official text (from the operator's local copy)",
  ruleFooterOfficial: (source: string) => `${source}. The summary above is the bot's own wording.`,
  ruleFooterOwn: (source: string) =>
    `${source}, summarised in the bot's own words (the official text isn't bundled).`,
  ruleNoJa: "",
  ruleNotFound: (q: string) =>
    `No rule section the engine applies matches "${q}". Try a number like 15-4-5-2 or a word like "layer".`,
  somethingWrong: (ref: string) =>
    `Something went wrong (ref ${ref}). It has been logged; try again, or give the reference to whoever runs the bot.`,
  tooFast: (s: number) =>
    `You're going a little fast: please wait ${s} second${s === 1 ? "" : "s"} and try again.`,
};

export type Messages = typeof en;

const ja: Messages = {
  category: "種類",
  colour: () => "色",
  level: "レベル",
  dp: "DP",
  playCost: "登場コスト",
  traits: "特徴",
  digivolvesFrom: "進化元",
  dna: "ジョグレス進化",
  digivolveLine: (d) => {
    const from =
      d.kind === "printed"
        ? (d.label ?? "別の進化条件")
        : d.kind === "names"
          ? `[${d.names.join("]/[")}]`
          : d.kind === "tamer"
            ? `${term(d.color, "ja")}のテイマー（Lv.${d.level}として）`
            : `Lv.${d.level} ${term(d.color, "ja")}`;
    return `${from} → コスト ${d.cost}`;
  },
  dnaLine: (d) =>
    `${d.parts.map((p) => ("name" in p ? `[${p.name}]` : `Lv.${p.level} ${p.colors.map((c) => term(c, "ja")).join("/")}`)).join(" + ")} → コスト ${d.cost}`,
  japaneseName: "日本語名",
  notInEngine: "エンジン未対応",
  notInEngineText: "ルールエンジンにこのカードの定義がないため、このカードを含む盤面はまだ解決できません。",
  effectsRun: "エンジンが実行する効果",
  inheritedRun: "進化元効果",
  securityRun: "セキュリティ効果",
  noneUnread:
    "なし：コンパイラがこのカードのテキスト（下記）を読めなかったため、エンジンは何も実行しません。",
  noneNeeded: "なし：エンジンが必要とする効果はありません。",
  unreadHeading: "コンパイラが読めなかったテキスト",
  noText:
    "このカードのテキストはボットのカードデータにありません。下はエンジンが実行する内容（プロジェクト独自の言葉）です。",
  cardData: (source: string) => `カードデータ: ${source}`,
  printings: "収録・イラスト違い",
  firstPrinting: "初出",
  reprint: "再録・同じテキスト",
  showing: "表示中",
  printingMenu: "別の版を表示",
  versions: (name: string) => `同名カード（${name}）`,
  versionMenu: (name: string) => `同名の別カード（${name}）`,
  errata: "エラッタ",
  errataLine: (date: string) => `${date} に修正：`,
  before: "修正前",
  after: "修正後",
  restriction: "制限・禁止",
  restricted: (count: number, date: string) => `制限カード：デッキに${count}枚まで（${date} から）。`,
  banned: (date: string) => `禁止カード（${date} から）。`,
  bannedPair: (date: string) => `組み合わせ禁止（${date} から）。`,
  unrestricted: "制限・禁止はありません。",
  officialQa: "公式Q&A",
  qaCount: (n: number) => `${n}件`,
  qaNone: "このカードのQ&Aはありません。",
  qaNotLoaded:
    "このボットには公式Q&Aが読み込まれていません（運営者が `npm run rulings -- import <qa.json>` を実行します）。",
  qaButton: (n: number) => `Q&Aを読む（${n}件）`,
  qaPage: "Q&Aページ",
  image: "画像",
  noCardQuery: "BT4-048 のようなカード番号か、名前の一部を入力してください。",
  noCardMatch: (q: string, among: string) => `「${q}」に一致するカードはありません（検索対象: ${among}）。`,
  closest: (codes: string) => ` 近い番号: ${codes}。`,
  emptyStore: (command: string) =>
    ` 全カードが読み込まれていません。運営者は \`${command}\` で読み込めます。`,
  rulingsTitle: (q: string) => (q ? `公式Q&A：「${q}」` : "公式Q&A"),
  rulingsFor: (card: string) => `${card} の公式Q&A`,
  rulingsFound: (n: number, page: number, pages: number) => `${n}件 · ${page}/${pages}ページ`,
  rulingsNone: (q: string) =>
    `${q} に一致する公式Q&Aはありません。Q&Aは英語版です。英語の語（security, blocker, delete, digivolve など）で探してください。`,
  rulingsEmpty:
    "このボットには公式Q&Aが読み込まれていません。運営者は `npm run rulings -- import <qa.json>`（または `sync`）で読み込めます。",
  rulingsNeedInput: "探す言葉かカード（または両方）を指定してください。",
  answer: "回答",
  rulingsSource: (source: string, date: string) =>
    `公式Q&A（${source}、${date} に読み込み）。本文は発行元のものです。`,
  prev: "◀",
  next: "▶",
  expired:
    "このボタンは期限切れか、ボットがこのメッセージを覚えていません。もう一度コマンドを実行してください。",
  unknownCardForRulings: (q: string) => `「${q}」に一致するカードはありません。`,
  noGameData: (game: string) =>
    `${game} のカードデータがこのマシンにありません（共有データフォルダ SHARED_DATA_DIR から実行時に読み込みます）。`,
  printingsOf: (n: number) => `収録・イラスト違い（${n}）`,
  wikiPage: "コミュニティWikiのカードページ（データに画像がありません）",
  errorPrefix: "うまくいきませんでした：",
  ruleShownIn: "例題",
  ruleRelated: "関連する項目",
  ruleOfficial: "公式の文面（運営者のローカルコピーから）",
  ruleFooterOfficial: (source: string) => `${source}。上の要約はボット独自の言葉です。`,
  ruleFooterOwn: (source: string) => `${source}（ボット独自の言葉による要約。公式の文面は同梱していません）`,
  ruleNoJa: "この項目の日本語の要約はまだありません。下は英語の要約です。",
  ruleNotFound: (q: string) =>
    `「${q}」に一致する、エンジンが適用するルール項目はありません。15-4-5-2 のような番号か、layer のような語で試してください。`,
  somethingWrong: (ref: string) =>
    `問題が発生しました（参照 ${ref}）。記録済みです。もう一度試すか、この参照をボットの運営者に伝えてください。`,
  tooFast: (s: number) => `操作が少し速すぎます。${s}秒待ってからもう一度試してください。`,
};

const CATALOGS: Record<Locale, Messages> = { en, ja };

export function messages(locale: Locale): Messages {
  return CATALOGS[locale];
}
