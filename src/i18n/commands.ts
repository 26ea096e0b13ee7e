/**
 * Japanese names and descriptions for the slash commands and their options, given to the
 * builders' localisation maps so that a Japanese Discord client shows them.
 */
type Described = { name: string; description: string };

export const JA_COMMANDS: Record<string, Described & { options?: Record<string, Described> }> = {
  resolve: {
    name: "裁定",
    description: "盤面とアクションを解決し、誘発・処理の順番をルールの番号つきで一手ずつ示します",
    options: {
      game: { name: "ゲーム", description: "どのゲームのルールで解決するか" },
      board: { name: "盤面", description: "カード番号で書いた盤面（例: A: BT4-048 | B: BT2-070）" },
      action: { name: "アクション", description: "誰が何をするか（例: A attacks with BT4-048）" },
      choices: { name: "選択", description: "選択の指定（例: order BT4-097 BT2-021; target BT2-070）" },
      cards: { name: "カード", description: "データにないカードをテキストで書く（1行に1枚）" },
      edition: { name: "版", description: "従うルールの版（既定: cr-4.2）" },
      explore: { name: "全探索", description: "指定していない選択をすべて試し、異なる結果を示します" },
      public: { name: "公開", description: "全員に表示（既定）か、false で自分だけに表示" },
    },
  },
  scenario: {
    name: "例題",
    description: "例題集から一つ選んで、エンジンが今解決した結果を表示します",
    options: {
      id: { name: "id", description: "例題の id（例: digimon/rules-processing-4）" },
      edition: { name: "版", description: "従うルールの版" },
      public: { name: "公開", description: "全員に表示（既定）か、false で自分だけに表示" },
    },
  },
  card: {
    name: "カード",
    description: "カードを調べる：画像、収録、エラッタ、制限、公式Q&A、エンジンが実行する効果",
    options: {
      query: { name: "検索", description: "カード番号（BT4-048）または名前の一部（ウォーグレイモン）" },
      game: { name: "ゲーム", description: "どのゲームのカードか（既定: デジモン）" },
      public: { name: "公開", description: "全員に表示（既定）か、false で自分だけに表示" },
    },
  },
  rulings: {
    name: "公式qa",
    description: "公式Q&Aを言葉とカードで検索します（ページ送りつき）",
    options: {
      query: { name: "検索", description: "探す言葉（英語の公式Q&Aの語: security, blocker …）" },
      card: { name: "カード", description: "このカードのQ&Aだけ（番号か名前）" },
      public: { name: "公開", description: "全員に表示（既定）か、false で自分だけに表示" },
    },
  },
  rule: {
    name: "ルール",
    description: "エンジンが適用するルールの項目を、わかりやすい言葉と例題で示します",
    options: {
      section: { name: "項目", description: "項目番号（15-4-5-2）またはキーワード" },
      game: { name: "ゲーム", description: "どのゲームのルールか（既定: デジモン）" },
      public: { name: "公開", description: "全員に表示（既定）か、false で自分だけに表示" },
    },
  },
  help: {
    name: "ヘルプ",
    description: "このボットの使い方",
    options: { topic: { name: "話題", description: "知りたいこと（盤面の書き方、アクション、選択など）" } },
  },
};

/** What the localisation maps of a builder (command or option) take. */
interface Localizable {
  readonly name: string;
  setNameLocalization(locale: "ja", name: string): unknown;
  setDescriptionLocalization(locale: "ja", description: string): unknown;
}

/** Adds the Japanese name and description to a command builder and to each of its options. */
export function localizeCommand<T extends Localizable & { readonly options: readonly unknown[] }>(
  builder: T,
): T {
  const ja = JA_COMMANDS[builder.name];
  if (!ja) return builder;
  builder.setNameLocalization("ja", ja.name);
  builder.setDescriptionLocalization("ja", ja.description);
  for (const o of builder.options) {
    const opt = o as Localizable;
    const t = ja.options?.[opt.name];
    if (t && typeof opt.setNameLocalization === "function") {
      opt.setNameLocalization("ja", t.name);
      opt.setDescriptionLocalization("ja", t.description);
    }
  }
  return builder;
}
