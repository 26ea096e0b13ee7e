/**
 * A Japanese client through the real discord.js Client and the local stand-in: the interaction
 * carries `locale: "ja"`, and the breakdown's steps, its PNG, /rule and the card autocomplete
 * come back in Japanese; the same interactions in en-US stay English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GatewayBot, createGatewayBot } from "../../src/bot/gateway.ts";
import { createLogger } from "../../src/bot/log.ts";
import { importDocument } from "../../src/cards/import.ts";
import { saveImport } from "../../src/cards/store.ts";
import { fixtureCardDocument } from "../commands/official-data.ts";
import { BOB, autocompletePayload, buttonPayload, commandPayload } from "./fake-discord/payloads.ts";
import { FAKE_TOKEN, FakeDiscord, type RecordedRequest } from "./fake-discord/server.ts";
import { type Harness, PNG_SIGNATURE, WARGREYMON_BOARD, makeHarness } from "./harness.ts";

interface Sent {
  type?: number;
  components?: { components: { custom_id?: string; label?: string }[] }[];
  data?: {
    title?: string;
    choices?: { name: string; value: string }[];
    embeds?: { title?: string; description?: string; footer?: { text: string } }[];
  };
  embeds?: { title?: string; description?: string; footer?: { text: string } }[];
}

let fake: FakeDiscord;
let h: Harness;
let bot: GatewayBot;

beforeAll(async () => {
  fake = await FakeDiscord.start({ heartbeatInterval: 400 });
  h = makeHarness({
    prepare: (dir) => {
      const report = saveImport(dir, importDocument(fixtureCardDocument()), "made-up fixture");
      if (!report.ok) throw new Error(`fixture store not saved: ${report.reason}`);
    },
  });
  bot = createGatewayBot({
    token: FAKE_TOKEN,
    apiUrl: fake.apiUrl,
    router: h.bot.router,
    log: createLogger({ level: "info", secrets: [FAKE_TOKEN], write: (l) => h.logs.push(l) }),
  });
  await bot.start();
}, 15_000);

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  h?.cleanup();
});

function inLocale<T extends { locale: string }>(payload: T, locale: string): T {
  return { ...payload, locale };
}

const callbackOf =
  (p: { id: string }) =>
  (r: RecordedRequest): boolean =>
    r.method === "POST" && r.path.startsWith(`/api/v10/interactions/${p.id}/`);
const originalOf =
  (p: { token: string }) =>
  (r: RecordedRequest): boolean =>
    r.method === "PATCH" && r.path.includes("/webhooks/") && r.path.includes(p.token);

async function resolveIn(locale: string): Promise<{ body: Sent; png: Buffer }> {
  const payload = inLocale(
    commandPayload("resolve", [
      { name: "game", value: "digimon" },
      { name: "board", value: WARGREYMON_BOARD },
      { name: "action", value: "A attacks with BT4-048" },
      { name: "choices", value: "order BT4-097 BT2-021" },
    ]),
    locale,
  );
  const from = fake.requests.length;
  fake.dispatch("INTERACTION_CREATE", payload);
  const edit = await fake.waitFor(originalOf(payload), 8000, from);
  const png = edit.parts!.find((p) => p.name === "files[0]")!.data;
  return { body: edit.json as Sent, png };
}

async function send(payload: { id: string }): Promise<Sent> {
  const from = fake.requests.length;
  fake.dispatch("INTERACTION_CREATE", payload);
  return (await fake.waitFor(callbackOf(payload), 8000, from)).json as Sent;
}

describe("a Japanese client through the gateway", () => {
  it("gets the breakdown's steps and its picture in Japanese", async () => {
    const ja = await resolveIn("ja");
    const text = ja.body.embeds![0]!.description!;
    expect(text).toContain("プレイヤーAの行動（アタックの宣言）：[BT4-048 WarGreymon]。");
    expect(text).toContain("ルール処理（DP0は消滅）：[BT2-070 Tapirmon]。");
    expect(text).toContain("すでに待機中の効果と同じ階層に加わります。");
    expect(text).toContain("詳細（エンジンの英文）: *Player A suspends");
    expect(ja.body.embeds![0]!.footer!.text).toMatch(/ページ$/);
    expect(ja.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    const en = await resolveIn("en-US");
    const enText = en.body.embeds![0]!.description!;
    expect(enText).toMatch(/Action \(A·BT4-048 WarGreymon\): Player A suspends/);
    expect(enText).not.toContain("詳細");
    // The same board drawn with Japanese labels is another picture.
    expect(ja.png.equals(en.png)).toBe(false);
  });

  it("gets /rule and the card autocomplete in Japanese", async () => {
    const rule = await send(inLocale(commandPayload("rule", [{ name: "section", value: "16-12" }]), "ja"));
    expect(rule.data!.embeds![0]!.title).toBe("16-12 · <De-Digivolve>");
    expect(rule.data!.embeds![0]!.description).toMatch(/^<De-Digivolve N> は、デジモンの重なりの上から/);

    const ja = await send(
      inLocale(autocompletePayload("card", [{ name: "query", value: "sproutmon", focused: true }]), "ja"),
    );
    expect(ja.type).toBe(8);
    expect(ja.data!.choices![0]).toEqual({
      name: expect.stringMatching(/^TS2-001 スプラウモン（Sproutmon X0） — デジモン · Lv\.3/),
      value: "TS2-001",
    });
    const en = await send(
      autocompletePayload("card", [{ name: "query", value: "sproutmon", focused: true }]),
    );
    expect(en.data!.choices![0]!.name).toMatch(/^TS2-001 Sproutmon X0 \(Digimon · Lv\.3/);
  });

  it("gets All outcomes in Japanese, whoever presses it, and in English for an English asker", async () => {
    const allOf = async (locale: string, presser: string) => {
      const { body } = await resolveIn(locale);
      const button = body
        .components!.flatMap((r) => r.components)
        .find((c) => c.custom_id?.endsWith(":all"))!;
      // The presser's own client language does not change the asker's view.
      const press = inLocale(buttonPayload(button.custom_id!, BOB), presser);
      const from = fake.requests.length;
      fake.dispatch("INTERACTION_CREATE", press);
      const edit = await fake.waitFor(originalOf(press), 15_000, from);
      const png = edit.parts?.find((p) => p.name === "files[0]")?.data;
      return { label: button.label!, embed: (edit.json as Sent).embeds![0]!, png };
    };
    const ja = await allOf("ja", "en-US");
    expect(ja.label).toBe("すべての結果");
    expect(ja.embed.title).toBe("すべての結果：A attacks with BT4-048");
    expect(ja.embed.description).toMatch(
      /^すべての選択を試しました：選択の状態 \d+ 通りを通る完全な手順 \d+ 通り/,
    );
    expect(ja.embed.description).toMatch(/^ {2}結果 1（手順 \d+ 通り）、例：/m);
    expect(ja.embed.description).not.toMatch(/Outcome|sequence|Explored|Choice points|changes the outcome/);
    expect(ja.embed.footer!.text).toBe(
      "未指定の選択はすべて試しました（版 cr-4.2）。指定した選択は書いたとおりのままです。",
    );
    expect(ja.png?.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    const en = await allOf("en-US", "ja");
    expect(en.label).toBe("All outcomes");
    expect(en.embed.title).toBe("All outcomes: A attacks with BT4-048");
    expect(en.embed.description).toMatch(/^Explored every choice: \d+ complete sequence\(s\)/);
    expect(en.embed.footer!.text).toBe(
      "Every choice left open was tried (edition cr-4.2). The choices you scripted stay as you wrote them.",
    );
    // The same tree drawn with Japanese words is another picture.
    expect(en.png && ja.png && en.png.equals(ja.png)).toBe(false);
  }, 40_000);
});
