/**
 * The HTTP interactions endpoint with really signed requests (a test Ed25519 key pair), and
 * unsigned, forged, stale and tampered ones; follow-ups reach the stand-in's REST API. The
 * local mode's reply is compared with what the endpoint sends for the same command.
 */
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SlashCommandBuilder } from "@discordjs/builders";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { restInteractionApi } from "../../src/bot/deliver.ts";
import { type HttpEndpoint, MAX_BODY_BYTES, createHttpEndpoint } from "../../src/bot/http.ts";
import { createLogger, silentLogger } from "../../src/bot/log.ts";
import { Router } from "../../src/bot/router.ts";
import type { BotContext, CommandModule } from "../../src/bot/types.ts";
import { runCliAsync } from "../../src/bot/cli.ts";
import { boundaryOf, parseMultipart } from "./fake-discord/multipart.ts";
import { buttonPayload, commandPayload, pingPayload } from "./fake-discord/payloads.ts";
import { FakeDiscord } from "./fake-discord/server.ts";
import { type Harness, PNG_SIGNATURE, WARGREYMON_BOARD, makeHarness } from "./harness.ts";

const keys = generateKeyPairSync("ed25519");
const publicKeyHex = keys.publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex");
const stranger = generateKeyPairSync("ed25519");

let fake: FakeDiscord;
let h: Harness;
let endpoint: HttpEndpoint;
let base: string;

function signed(
  body: string | Buffer,
  key = keys.privateKey,
  timestamp = String(Math.floor(Date.now() / 1000)),
) {
  const data = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    "content-type": "application/json",
    "x-signature-ed25519": sign(null, Buffer.concat([Buffer.from(timestamp), data]), key).toString("hex"),
    "x-signature-timestamp": timestamp,
  };
}

async function post(body: string | Buffer, headers: Record<string, string>) {
  return fetch(`${base}/interactions`, {
    method: "POST",
    body: typeof body === "string" ? body : new Uint8Array(body),
    headers,
  });
}

beforeAll(async () => {
  fake = await FakeDiscord.start();
  h = makeHarness();
  endpoint = createHttpEndpoint({
    publicKey: publicKeyHex,
    router: h.bot.router,
    api: restInteractionApi({ apiUrl: fake.apiUrl }),
    log: createLogger({ level: "debug", write: (l) => h.logs.push(l) }),
  });
  const addr = await endpoint.listen(0, "127.0.0.1");
  base = `http://127.0.0.1:${addr.port}`;
});

afterAll(async () => {
  await endpoint?.close();
  await fake?.close();
  h?.cleanup();
});

describe("signatures", () => {
  const ping = JSON.stringify(pingPayload());

  it("answers a signed PING with PONG", async () => {
    const res = await post(ping, signed(ping));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 1 });
  });

  it("refuses an unsigned request with 401", async () => {
    const res = await post(ping, { "content-type": "application/json" });
    expect(res.status).toBe(401);
  });

  it("refuses a request signed with another key with 401", async () => {
    expect((await post(ping, signed(ping, stranger.privateKey))).status).toBe(401);
  });

  it("refuses a replayed body with one byte changed with 401", async () => {
    const headers = signed(ping);
    const tampered = Buffer.from(ping);
    tampered[tampered.length - 2] = tampered[tampered.length - 2]! ^ 0x01;
    expect((await post(tampered, headers)).status).toBe(401);
    // The untouched body with the same headers is still fine.
    expect((await post(ping, headers)).status).toBe(200);
  });

  it("refuses a signature over another timestamp, a malformed signature and a stale one", async () => {
    const headers = signed(ping);
    expect((await post(ping, { ...headers, "x-signature-timestamp": "1" })).status).toBe(401);
    expect((await post(ping, { ...headers, "x-signature-ed25519": "zz" })).status).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 3600);
    expect((await post(ping, signed(ping, keys.privateKey, old))).status).toBe(401);
  });

  it("rejects an oversized body with 413 before looking at it", async () => {
    const big = Buffer.alloc(MAX_BODY_BYTES + 1, 0x20);
    const res = await post(big, signed(big));
    expect(res.status).toBe(413);
  });

  it("handles an interaction once: the same signed request replayed is refused with 409", async () => {
    const body = JSON.stringify(commandPayload("help", []));
    const headers = signed(body);
    const first = await post(body, headers);
    expect(first.status).toBe(200);
    const replays = await Promise.all([post(body, headers), post(body, signed(body))]);
    expect(replays.map((r) => r.status)).toEqual([409, 409]);
    expect(await replays[0]!.json()).toEqual({ error: "interaction already handled" });
    expect(h.logs.some((l) => l.includes("refused a replayed interaction"))).toBe(true);
  });

  it("answers 400 to a signed body that is not JSON", async () => {
    expect((await post("not json", signed("not json"))).status).toBe(400);
  });
});

describe("routes", () => {
  it("GET /health is 200", async () => {
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      pngWorker: { running: expect.any(Boolean), broken: false },
    });
  });

  it("other paths are 404, other methods 405", async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect((await fetch(`${base}/interactions`)).status).toBe(405);
  });
});

describe("interactions over HTTP", () => {
  it("defers /resolve (type 5) and edits the original message with the PNG through REST", async () => {
    const payload = commandPayload("resolve", [
      { name: "game", value: "digimon" },
      { name: "board", value: WARGREYMON_BOARD },
      { name: "action", value: "A attacks with BT4-048" },
      { name: "public", value: false },
    ]);
    const body = JSON.stringify(payload);
    const from = fake.requests.length;
    const res = await post(body, signed(body));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 5, data: { flags: 64 } });
    const edit = await fake.waitFor(
      (r) => r.method === "PATCH" && r.path.includes(payload.token),
      8000,
      from,
    );
    expect(
      edit
        .parts!.find((p) => p.name === "files[0]")!
        .data.subarray(0, 8)
        .equals(PNG_SIGNATURE),
    ).toBe(true);
    expect(edit.headers.authorization).toBeUndefined();
  });

  it("updates a message in place (type 7) for a page button", async () => {
    const cmd = commandPayload("scenario", []);
    const body = JSON.stringify(cmd);
    const list = (await (await post(body, signed(body))).json()) as {
      data: { components: { components: { custom_id: string }[] }[] };
    };
    const next = list.data.components[0]!.components[1]!.custom_id;
    const press = JSON.stringify(buttonPayload(next));
    const res = (await (await post(press, signed(press))).json()) as {
      type: number;
      data: { embeds: { footer: { text: string } }[] };
    };
    expect(res.type).toBe(7);
    expect(res.data.embeds[0]!.footer.text).toMatch(/^Page 2\//);
  });

  it("sends a reply with files as multipart/form-data in the HTTP response", async () => {
    const png = Buffer.concat([PNG_SIGNATURE, Buffer.from("rest of a picture")]);
    const attach: CommandModule = {
      data: new SlashCommandBuilder().setName("attach").setDescription("test"),
      execute: () => ({
        type: "message",
        message: { content: "here", files: [{ name: "x.png", data: png, contentType: "image/png" }] },
      }),
      autocomplete: () => [],
    };
    const ctx = { ...h.bot.ctx } satisfies BotContext;
    const local = createHttpEndpoint({
      publicKey: publicKeyHex,
      router: new Router({ commands: [attach], ctx, log: silentLogger }),
      api: restInteractionApi({ apiUrl: fake.apiUrl }),
      log: silentLogger,
    });
    const addr = await local.listen(0);
    try {
      const body = JSON.stringify(commandPayload("attach", []));
      const res = await fetch(`http://127.0.0.1:${addr.port}/interactions`, {
        method: "POST",
        body,
        headers: signed(body),
      });
      const raw = Buffer.from(await res.arrayBuffer());
      const parts = parseMultipart(raw, boundaryOf(res.headers.get("content-type") ?? "")!);
      const json = JSON.parse(parts.find((p) => p.name === "payload_json")!.data.toString()) as {
        type: number;
        data: { attachments: unknown[] };
      };
      expect(json.type).toBe(4);
      expect(json.data.attachments).toEqual([{ id: 0, filename: "x.png" }]);
      expect(parts.find((p) => p.name === "files[0]")!.data.equals(png)).toBe(true);
    } finally {
      await local.close();
    }
  });
});

describe("local mode", () => {
  it("prints the same reply, and writes the same PNG, as the endpoint sends", async () => {
    const options = {
      game: "digimon",
      board: WARGREYMON_BOARD,
      action: "A attacks with BT4-048",
      choices: "order BT4-097 BT2-021",
      edition: "wiki-2022",
    };
    const payload = commandPayload(
      "resolve",
      Object.entries(options).map(([name, value]) => ({ name, value })),
    );
    const body = JSON.stringify(payload);
    const from = fake.requests.length;
    const res = await post(body, signed(body));
    const callback = await res.json();
    const edit = await fake.waitFor(
      (r) => r.method === "PATCH" && r.path.includes(payload.token),
      8000,
      from,
    );

    const out = mkdtempSync(join(tmpdir(), "local-out-"));
    vi.stubEnv("DATA_DIR", h.dataDir);
    vi.stubEnv("DOTENV_CONFIG_PATH", join(out, "no.env"));
    try {
      const printed: string[] = [];
      const argv = ["discord", "resolve", ...Object.entries(options).flatMap(([k, v]) => [`--${k}`, v])];
      const code = await runCliAsync([...argv, "--json", "--out", out], (s) => printed.push(s));
      expect(code).toBe(0);
      const local = JSON.parse(printed.join("\n")) as { callback: unknown; edit: unknown; files: string[] };
      const ids = (x: unknown) => JSON.stringify(x).replace(/rv:[a-z0-9]{10}:/g, "rv:ID:");
      expect(local.callback).toEqual(callback);
      expect(ids(local.edit)).toBe(ids(edit.json));
      const sent = edit.parts!.filter((p) => p.name.startsWith("files["));
      expect(local.files).toHaveLength(sent.length);
      sent.forEach((p, i) => expect(readFileSync(local.files[i]!).equals(p.data)).toBe(true));

      const text: string[] = [];
      await runCliAsync([...argv, "--out", out], (s) => text.push(s));
      expect(text.join("\n")).toContain("[deferred (callback type 5), then an edit of the original message]");
      expect(text.join("\n")).toContain("Buttons: ");
      expect(text.join("\n")).toContain(`Wrote ${join(out, "breakdown.png")}`);
    } finally {
      vi.unstubAllEnvs();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
