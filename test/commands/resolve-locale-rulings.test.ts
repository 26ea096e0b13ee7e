/**
 * The breakdown cites the official Q&A of its board's cards (a made-up rulings store) and the
 * conformance suite's rulings, and comes in Japanese for a Japanese client.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { createBot } from "../../src/bot/app.ts";
import { LOCAL_USER, localBase, runLocal } from "../../src/bot/local.ts";
import { silentLogger } from "../../src/bot/log.ts";
import { type ViewState, runView, viewMessage } from "../../src/bot/resolve-view.ts";
import type { Router } from "../../src/bot/router.ts";
import type { BotUser, OptionValue } from "../../src/bot/types.ts";
import { importRulingsDocument } from "../../src/rulings/import.ts";
import { saveRulings } from "../../src/rulings/store.ts";
import { type Harness, WARGREYMON_BOARD, makeHarness } from "../bot/harness.ts";
import { type Message, OTHER_USER, textOf } from "./helpers.ts";

const ATTACK = { game: "digimon", board: WARGREYMON_BOARD, action: "A attacks with BT4-048" };

function sent(run: Awaited<ReturnType<typeof runLocal>>): Message {
  return (run.finished?.body.json ?? run.callback.json.data ?? {}) as Message;
}

async function resolveAs(router: Router, options: Record<string, OptionValue>, locale?: string) {
  return sent(
    await runLocal(router, {
      ...localBase(LOCAL_USER, locale),
      kind: "command",
      command: "resolve",
      options,
    }),
  );
}

async function pressAs(router: Router, customId: string, user: BotUser, locale?: string) {
  return sent(
    await runLocal(router, { ...localBase(user, locale), kind: "component", customId, values: [] }),
  );
}

const ids = (m: Message) => (m.components ?? []).flatMap((r) => r.components.map((c) => c.custom_id ?? ""));
const labels = (m: Message) => (m.components ?? []).flatMap((r) => r.components.map((c) => c.label ?? ""));

describe("the official Q&A on a breakdown", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("lists each card's count, first numbers and Q&A page; with no store, nothing", async () => {
    dir = mkdtempSync(join(tmpdir(), "cite-"));
    const qa = {
      "BT4-048": [1, 2, 3, 4, 5, 6].map((i) => ({
        qno: `Q${900 + i}`,
        question: `Made-up question ${i} about the attacker?`,
        answer: "Made-up answer.",
        date: "2026-01-01",
        related: [],
      })),
      "BT2-070": [
        {
          qno: "Q950",
          question: "Made-up: a blocker question?",
          answer: "No.",
          date: "2026-01-02",
          related: [],
        },
      ],
    };
    saveRulings(dir, importRulingsDocument(qa), "made-up/qa.json");
    const bot = createBot(
      { dataDir: dir, rateLimit: { burst: 1000, windowSeconds: 10 }, componentTtlHours: 24 },
      silentLogger,
      COMMANDS,
    );
    const m = await resolveAs(bot.router, ATTACK);
    const field = m.embeds![0]!.fields!.find((f) => f.name === "📖 Official Q&A on these cards")!;
    expect(field.value).toBe(
      [
        "• [BT4-048](https://world.digimoncard.com/rule/?card_no=BT4-048) — 6 rulings: Q901, Q902, Q903, Q904, Q905, …",
        "• [BT2-070](https://world.digimoncard.com/rule/?card_no=BT2-070) — 1 ruling: Q950",
      ].join("\n"),
    );
    // The same, for a Japanese client.
    const ja = await resolveAs(bot.router, ATTACK, "ja");
    expect(textOf(ja)).toContain(
      "📖 この盤面のカードの公式Q&A\n• [BT4-048](https://world.digimoncard.com/rule/?card_no=BT4-048) — 6件: Q901",
    );

    const empty = makeHarness();
    try {
      const none = await resolveAs(empty.bot.router, ATTACK);
      expect(textOf(none)).not.toContain("Official Q&A");
      expect(none.embeds![0]!.description).toMatch(/^\*\*A attacks with BT4-048\*\*/);
    } finally {
      empty.cleanup();
    }
  });

  it("says which suite ruling covers the same cards and action, in the project's words, and whether the engine agrees", () => {
    const state: ViewState = {
      owner: "1",
      ...ATTACK,
      choices: "",
      cards: "",
      edition: "cr-4.2",
      page: 0,
      title: "A attacks with BT4-048",
      ephemeral: false,
      rulings: {
        cards: [],
        suite: [
          {
            qno: "Q9001",
            card: "BT4-048",
            question: "Made-up: which *effect* goes first?",
            answer: "Made-up: the turn player's.",
            status: "agreed",
            same_board: true,
          },
        ],
      },
    };
    const msg = viewMessage("x", state, runView(state), { png: false, ctx: { log: silentLogger } as never });
    const field = msg.embeds![0]!.fields!.find((f) => f.name.startsWith("🧪"))!;
    expect(field.value).toBe(
      "• **Q9001** (BT4-048, this very board): Made-up: which \\*effect\\* goes first? — Made-up: the turn player's. ✅ The engine agrees with the official answer (the suite's last run).",
    );
  });
});

describe("the breakdown in Japanese", () => {
  let h: Harness;
  beforeEach(() => {
    h = makeHarness();
  });
  afterEach(() => h.cleanup());

  it("translates the buttons, headings, verdict, steps and footer, keeping the engine's sentence as the detail", async () => {
    const m = await resolveAs(h.bot.router, { ...ATTACK, choices: "order BT4-097 BT2-021" }, "ja");
    const embed = m.embeds![0]!;
    expect(labels(m)).toEqual(expect.arrayContaining(["wiki-2022 で表示", "盤面を編集", "すべての結果"]));
    const lines = embed.description!.split("\n");
    expect(lines[1]).toMatch(/^✅ 完全：/);
    expect(lines[2]).toMatch(/^ゲーム: デジモンカードゲーム · 版: cr-4\.2/);
    expect(embed.description).toContain("待機中: {");
    expect(embed.description).toMatch(
      /🎬 行動 \(A·BT4-048 WarGreymon\): プレイヤーAの行動（アタックの宣言）：\[BT4-048 WarGreymon\]。これにより\[BT4-048 WarGreymon\]の効果が誘発し、待機状態になります。 — ルール `11-2-8-1`/,
    );
    expect(embed.description).toMatch(/詳細（エンジンの英文）: \*Player A suspends/);
    expect(embed.footer!.text).toMatch(/エンジンとカードデータの英文です · 1\/\d+ページ$/);
    expect(embed.fields!.map((f) => f.name)).toContain("⚖️ wiki-2022 では結果が異なります");
    const fieldJa = (name: string) => embed.fields!.find((f) => f.name === name)!.value;
    expect(fieldJa("⚖️ wiki-2022 では結果が異なります")).toMatch(
      /^• 効果の発揮の順番が違います — cr-4\.2: BT4-048 → /,
    );
    expect(fieldJa("注記")).toMatch(
      /この選択で答えが変わります。返信は既定を選びました：「Player A: use [^]*（はい \/ いいえ）。/,
    );
    expect(fieldJa("注記")).toMatch(
      /別の答えでは結果が変わります（A: yes → A: no）：メモリー A 側に 4、A バトルエリア: /,
    );
    expect(embed.fields!.map((f) => f.name)).toContain("既定で決めた選択");
    const menu = m.components!.flatMap((r) => r.components).find((c) => c.options)!;
    expect(menu.options!.map((o) => [o.label, o.description])).toEqual([
      ["はい", "効果を使う（既定）"],
      ["いいえ", "使わない"],
    ]);

    const en = await resolveAs(h.bot.router, ATTACK);
    expect(labels(en)).toContain("Edit board");
    expect(en.embeds![0]!.footer!.text).not.toMatch(/ページ|English/);
  });

  it("stays Japanese when someone else turns its pages; a refusal speaks the presser's language", async () => {
    const m = await resolveAs(h.bot.router, { ...ATTACK, choices: "order BT4-097 BT2-021" }, "ja");
    const edition = ids(m).find((id) => id.includes(":ed:"))!;
    const other = await pressAs(h.bot.router, edition, OTHER_USER, "en-US");
    expect(labels(other)).toContain("盤面を編集");
    const edit = ids(m).find((id) => id.endsWith(":edit"))!;
    const refused = await pressAs(h.bot.router, edit, OTHER_USER, "en-US");
    expect(refused.content).toMatch(/^Only the person who asked/);
    const refusedJa = await pressAs(h.bot.router, edit, OTHER_USER, "ja");
    expect(refusedJa.content).toMatch(/^質問を変えられる/);
    const gone = await pressAs(h.bot.router, "rv:nosuchid:next:1", LOCAL_USER, "ja");
    expect(gone.content).toMatch(/期限切れ/);
    const form = await runLocal(h.bot.router, {
      ...localBase(LOCAL_USER, "ja"),
      kind: "component",
      customId: edit,
      values: [],
    });
    expect(JSON.stringify(form.callback.json)).toContain("盤面を編集");
  });

  it("gives an incomplete verdict in Japanese, the card's text and reason as the engine wrote them", async () => {
    const m = await resolveAs(
      h.bot.router,
      { game: "digimon", board: "A: GEN-105 | B: security 2", action: "A attacks B with GEN-105" },
      "ja",
    );
    expect(m.embeds![0]!.description!.split("\n")[1]).toMatch(
      /^⚠️ \*\*不完全：GEN-000 のテキスト（an unknown card.*）が分かりません。この答えが変わる可能性があります/,
    );
    expect(m.embeds![0]!.description).toMatch(/\*\*最終状態\*\* — メモリー [AB] 側に \d/);
    expect(m.embeds![0]!.description).toMatch(/\*\*B\*\*: バトルエリア — · 手札 \(0\) .*セキュリティ \d/);
  });
});
