/** /help in Japanese: the topics' titles and texts (the notation itself stays as typed). */
export const HELP_JA = {
  title: "裁定ボット",
  description:
    "カードゲームの状況を一手ずつ解決します。何が誘発し、待機中のどの効果が次に発揮し、それはなぜか、ルール処理が何をするかを、各手順にルールの項目番号をつけて示します。まずはデジモンカードゲームから。",
  footer: "効果とルールの要約はボット独自の言葉で、公式の文面ではありません。",
  topics: {
    commands: {
      title: "コマンド",
      body: [
        "`/resolve` — 盤面とアクションを書くと、各手順と適用したルール、待機中の効果の図、もう一方の版での結果を示します。",
        "`/scenario` — 例題集。選ぶと解決の様子を表示します。",
        "`/card` — カードの画像、収録・イラスト違い、エラッタ、制限、公式Q&A、エンジンが実行する効果（デジモン、デュエル・マスターズ、WIXOSS）。",
        "`/rulings` — 公式Q&Aを言葉とカードで検索（ページ送りつき）。",
        "`/rule` — ルールの項目をわかりやすい言葉と例題で。",
      ].join("\n"),
    },
    board: {
      title: "盤面の書き方",
      body: [
        "プレイヤーとエリアを `|`、`;` または改行で区切ります。`A:` の直後のカードはバトルエリア、`[...]` はデジモンの下のカード（上から順）、`(sus)` はレスト、エリアの後の数は不明なカードの枚数です。",
        "```",
        "turn A | A: BT4-048[BT2-021] ST3-07[ST3-04] BT4-097, security 3, memory 3 | B: BT2-070",
        "A: BT5-045, hand BT5-035 | B: BT4-060(-10000)",
        "A: BT2-070#a BT2-070#b(sus), trash BT1-057, deck 10",
        "```",
        "長い盤面は、解決結果の下の **Edit board** で複数行のエディタを開けます。",
      ].join("\n"),
    },
    actions: {
      title: "アクション",
      body: "`A plays BT1-029` · `A uses BT8-109` · `A attacks with BT4-048` · `A digivolves GEN-106 into BT3-112` · `A dna GEN-104 GEN-204 into BT8-015`。盤面にないカードは、行動するプレイヤーの手札にあるものとして扱います。",
    },
    choices: {
      title: "選択",
      body: "指定していない選択は決められた既定に従い、返信のメニューから自分で決めることもできます。指定するには `order BT4-097 BT2-021`（次に発揮する待機中の効果）、`target BT2-070`、`yes`、`no`、`skip`、1枚の効果だけなら `BT4-048: no` を `;` で区切って書きます。",
    },
    editions: { title: "ルールの版", body: "どの返信も両方の版で解決し、結果が違うときはそう伝えます。" },
    scenarios: { title: "試せる例題", body: "" },
  } as Record<string, { title: string; body: string }>,
};
