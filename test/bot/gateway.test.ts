/**
 * The real discord.js Client against the local stand-in: it connects, identifies, receives
 * interactions over the gateway and answers through REST; the tests look at what reaches the
 * stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GatewayBot, createGatewayBot } from "../../src/bot/gateway.ts";
import { createLogger } from "../../src/bot/log.ts";
import {
  BOB,
  autocompletePayload,
  buttonPayload,
  commandPayload,
  modalPayload,
  selectPayload,
} from "./fake-discord/payloads.ts";
import { FAKE_TOKEN, FakeDiscord, type RecordedRequest } from "./fake-discord/server.ts";
import { type Harness, PNG_SIGNATURE, WARGREYMON_BOARD, makeHarness } from "./harness.ts";

interface Callback {
  type: number;
  data?: {
    flags?: number;
    content?: string;
    embeds?: {
      description?: string;
      image?: { url: string };
      fields?: { name: string; value: string }[];
      footer?: { text: string };
    }[];
    components?: { type: number; components: { type: number; custom_id?: string; label?: string }[] }[];
    choices?: { name: string; value: string }[];
    custom_id?: string;
    components_modal?: unknown;
  };
}

let fake: FakeDiscord;
let h: Harness;
let bot: GatewayBot;

function callbackOf(payload: { id: string }): (r: RecordedRequest) => boolean {
  return (r) => r.method === "POST" && r.path.startsWith(`/api/v10/interactions/${payload.id}/`);
}

function originalOf(payload: { token: string }): (r: RecordedRequest) => boolean {
  return (r) => r.method === "PATCH" && r.path.includes(`/webhooks/`) && r.path.includes(payload.token);
}

function customIds(cb: Callback): string[] {
  return (cb.data?.components ?? []).flatMap((row) => row.components.map((c) => c.custom_id ?? ""));
}

beforeAll(async () => {
  fake = await FakeDiscord.start({ heartbeatInterval: 400 });
  h = makeHarness();
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

describe("gateway bot against the stand-in", () => {
  it("identifies with the Guilds intent only, on API v10 with JSON and no compression", () => {
    const identify = fake.received.find((f) => f.op === 2)!;
    const d = identify.d as { intents: number; token: string; compress?: boolean };
    expect(d.intents).toBe(1);
    expect(d.token).toBe(FAKE_TOKEN);
    expect(fake.connections[0]).toMatch(/\?v=10&encoding=json$/);
    expect(bot.client.user?.id).toBe("100000000000000042");
  });

  it("handles an interaction delivered twice only once", async () => {
    const payload = commandPayload("help", []);
    const from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    fake.dispatch("INTERACTION_CREATE", payload);
    await fake.waitFor(callbackOf(payload), 8000, from);
    await bot.idle();
    expect(fake.requests.slice(from).filter(callbackOf(payload))).toHaveLength(1);
    expect(h.logs.some((l) => l.includes("ignored an interaction already handled"))).toBe(true);
  });

  it("answers heartbeats and keeps the session", async () => {
    await fake.waitForFrame((f) => f.op === 1, 3000);
    expect(bot.client.ws.ping).toBeGreaterThanOrEqual(-1);
  });

  it("answers /resolve with a deferral, then the embed, buttons and the PNG in a multipart edit", async () => {
    const payload = commandPayload("resolve", [
      { name: "game", value: "digimon" },
      { name: "board", value: WARGREYMON_BOARD },
      { name: "action", value: "A attacks with BT4-048" },
      { name: "choices", value: "order BT4-097 BT2-021" },
    ]);
    const from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    const cb = await fake.waitFor(callbackOf(payload), 8000, from);
    expect((cb.json as Callback).type).toBe(5);
    expect((cb.json as Callback).data?.flags ?? 0).toBe(0);
    const edit = await fake.waitFor(originalOf(payload), 8000, from);
    expect(decodeURIComponent(edit.path)).toBe(
      `/api/v10/webhooks/100000000000000042/${payload.token}/messages/@original`,
    );
    expect(edit.headers["content-type"]).toMatch(/^multipart\/form-data/);
    const png = edit.parts!.find((p) => p.name === "files[0]")!;
    expect(png.filename).toBe("breakdown.png");
    expect(png.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const body = edit.json as NonNullable<Callback["data"]> & {
      attachments: { id: number; filename: string }[];
    };
    expect(body.attachments).toEqual([{ id: 0, filename: "breakdown.png" }]);
    const embed = body.embeds![0]!;
    expect(embed.image?.url).toBe("attachment://breakdown.png");
    expect(embed.description).toContain("A attacks with BT4-048");
    expect(embed.fields!.map((f) => f.name).join()).toContain("Under wiki-2022 the result differs");
    const ids = customIds({ type: 0, data: body });
    expect(ids.some((id) => /^rv:[a-z0-9]{10}:next:1$/.test(id))).toBe(true);
    expect(ids.some((id) => id.endsWith(":edit"))).toBe(true);
  });

  it("pages with a component update, keeps editing to the asker, opens the edit modal", async () => {
    const payload = commandPayload("resolve", [
      { name: "game", value: "digimon" },
      { name: "board", value: WARGREYMON_BOARD },
      { name: "action", value: "A attacks with BT4-048" },
    ]);
    let from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    const edit = await fake.waitFor(originalOf(payload), 8000, from);
    const ids = customIds({ type: 0, data: edit.json as Callback["data"] });
    const next = ids.find((id) => id.includes(":next:"))!;

    from = fake.requests.length;
    const press = buttonPayload(next);
    fake.dispatch("INTERACTION_CREATE", press);
    const update = (await fake.waitFor(callbackOf(press), 8000, from)).json as Callback;
    expect(update.type).toBe(7);
    expect(update.data?.embeds?.[0]?.description).toContain("Final state");
    expect(update.data?.embeds?.[0]?.footer?.text).toMatch(/page 2\/2$/);
    expect((update.data as { attachments?: unknown }).attachments).toBeUndefined();
    expect(customIds(update).some((id) => id.includes(":prev:0"))).toBe(true);

    from = fake.requests.length;
    // Editing the question stays the asker's; turning pages is open to everyone.
    const stranger = buttonPayload(
      ids.find((id) => id.endsWith(":edit"))!,
      BOB,
    );
    fake.dispatch("INTERACTION_CREATE", stranger);
    const refused = (await fake.waitFor(callbackOf(stranger), 8000, from)).json as Callback;
    expect(refused.type).toBe(4);
    expect(refused.data?.flags).toBe(64);
    expect(refused.data?.content).toMatch(/Only the person who asked/);

    from = fake.requests.length;
    const editButton = buttonPayload(ids.find((id) => id.endsWith(":edit"))!);
    fake.dispatch("INTERACTION_CREATE", editButton);
    const modal = (await fake.waitFor(callbackOf(editButton), 8000, from)).json as {
      type: number;
      data: {
        custom_id: string;
        components: { component: { custom_id: string; value?: string; style: number } }[];
      };
    };
    expect(modal.type).toBe(9);
    const boardInput = modal.data.components.find((c) => c.component.custom_id === "board")!.component;
    expect(boardInput.value).toBe(WARGREYMON_BOARD);
    expect(boardInput.style).toBe(2);

    from = fake.requests.length;
    const submit = modalPayload(modal.data.custom_id, {
      board: "turn A\nA: BT5-045, hand BT5-035\nB: BT4-060(-10000)",
      action: "A plays BT5-035",
      choices: "",
    });
    fake.dispatch("INTERACTION_CREATE", submit);
    const ack = (await fake.waitFor(callbackOf(submit), 8000, from)).json as Callback;
    expect(ack.type).toBe(6);
    const redrawn = await fake.waitFor(originalOf(submit), 8000, from);
    expect(
      redrawn
        .parts!.find((p) => p.name === "files[0]")!
        .data.subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    expect(JSON.stringify(redrawn.json)).toContain("A plays BT5-035");
  });

  it("lets the asker decide an open choice from the menu", async () => {
    const payload = commandPayload("resolve", [
      { name: "game", value: "digimon" },
      { name: "board", value: WARGREYMON_BOARD },
      { name: "action", value: "A attacks with BT4-048" },
    ]);
    let from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    const edit = await fake.waitFor(originalOf(payload), 8000, from);
    const pick = customIds({ type: 0, data: edit.json as Callback["data"] }).find((id) =>
      id.endsWith(":pick"),
    )!;
    from = fake.requests.length;
    const choose = selectPayload(pick, ["no"]);
    fake.dispatch("INTERACTION_CREATE", choose);
    expect(((await fake.waitFor(callbackOf(choose), 8000, from)).json as Callback).type).toBe(6);
    const after = await fake.waitFor(originalOf(choose), 8000, from);
    expect(JSON.stringify(after.json)).toContain("chooses not to use it");
  });

  it("sends autocomplete choices (at most 25, names at most 100 characters)", async () => {
    const payload = autocompletePayload("card", [{ name: "query", value: "mon", focused: true }]);
    const from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    const cb = (await fake.waitFor(callbackOf(payload), 8000, from)).json as Callback;
    expect(cb.type).toBe(8);
    const choices = cb.data!.choices!;
    expect(choices.length).toBeGreaterThan(3);
    expect(choices.length).toBeLessThanOrEqual(25);
    for (const c of choices) expect(c.name.length).toBeLessThanOrEqual(100);
    expect(choices.map((c) => c.value)).toContain("BT2-070");
  });

  it("resumes after the stand-in closes the connection, and still answers", async () => {
    const session = fake.sessionIds[0];
    const mark = fake.received.length;
    fake.dropGateway(4000);
    const resume = await fake.waitForFrame((f) => f.op === 6, 8000, mark);
    expect((resume.d as { session_id: string }).session_id).toBe(session);
    expect((resume.d as { seq: number }).seq).toBeGreaterThan(0);
    expect(fake.received.slice(mark).some((f) => f.op === 2)).toBe(false);
    await new Promise((r) => setTimeout(r, 100));

    const payload = commandPayload("rule", [{ name: "section", value: "15-4-5-2" }]);
    const from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    const cb = (await fake.waitFor(callbackOf(payload), 8000, from)).json as Callback;
    expect(cb.type).toBe(4);
    expect(cb.data?.embeds?.[0]?.description).toMatch(/derived/i);
  });

  it("resumes after a dropped socket too", async () => {
    const mark = fake.received.length;
    fake.dropGateway();
    await fake.waitForFrame((f) => f.op === 6, 8000, mark);
    await new Promise((r) => setTimeout(r, 100));
    const payload = commandPayload("help", []);
    const from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    const cb = (await fake.waitFor(callbackOf(payload), 8000, from)).json as Callback;
    expect(cb.type).toBe(4);
    expect(cb.data?.flags).toBe(64);
  });

  it("resumes after five drops in a row, and a reply in flight during a drop still arrives", async () => {
    const session = fake.sessionIds[0];
    for (let k = 0; k < 5; k++) {
      const mark = fake.received.length;
      fake.dropGateway(k % 2 === 0 ? 4000 : undefined);
      const resume = await fake.waitForFrame((f) => f.op === 6, 8000, mark);
      expect((resume.d as { session_id: string }).session_id).toBe(session);
      await new Promise((r) => setTimeout(r, 50));
    }
    const payload = commandPayload("resolve", [
      { name: "game", value: "digimon" },
      { name: "board", value: WARGREYMON_BOARD },
      { name: "action", value: "A attacks with BT4-048" },
    ]);
    const from = fake.requests.length;
    fake.dispatch("INTERACTION_CREATE", payload);
    expect(((await fake.waitFor(callbackOf(payload), 8000, from)).json as Callback).type).toBe(5);
    // The deferred breakdown is being drawn when the connection goes; it is sent over REST anyway.
    fake.dropGateway();
    const edit = await fake.waitFor(originalOf(payload), 15_000, from);
    expect(edit.parts?.find((p) => p.filename?.endsWith(".png"))?.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(fake.requests.slice(from).filter(originalOf(payload))).toHaveLength(1);
  }, 30_000);

  it("never logs the token", () => {
    expect(h.logs.length).toBeGreaterThan(0);
    expect(h.logs.join("\n")).not.toContain(FAKE_TOKEN);
  });
});
