/**
 * The interactions endpoint under hostile input: a 10 MB body, invalid UTF-8, random signed
 * JSON, and a burst from one user. Each gets a bounded, polite answer and the endpoint keeps
 * serving everyone else.
 */
import { generateKeyPairSync, sign } from "node:crypto";
import { request } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restInteractionApi } from "../../src/bot/deliver.ts";
import { type HttpEndpoint, createHttpEndpoint } from "../../src/bot/http.ts";
import { silentLogger } from "../../src/bot/log.ts";
import { FakeDiscord } from "./fake-discord/server.ts";
import { BOB, commandPayload } from "./fake-discord/payloads.ts";
import { type Harness, makeHarness } from "./harness.ts";

const keys = generateKeyPairSync("ed25519");
const publicKeyHex = keys.publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex");

let fake: FakeDiscord;
let h: Harness;
let endpoint: HttpEndpoint;
let port: number;

function signedHeaders(body: Buffer): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    "content-type": "application/json",
    "x-signature-ed25519": sign(
      null,
      Buffer.concat([Buffer.from(timestamp), body]),
      keys.privateKey,
    ).toString("hex"),
    "x-signature-timestamp": timestamp,
  };
}

/** A raw POST (fetch would refuse some of these bodies); resolves with the status and the time taken. */
function post(
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; ms: number; text: string }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/interactions", method: "POST", headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - t0,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    // The server may answer and close before a huge body is sent in full.
    req.on("error", (e: NodeJS.ErrnoException) =>
      e.code === "EPIPE" || e.code === "ECONNRESET"
        ? resolve({ status: 413, ms: performance.now() - t0, text: "" })
        : reject(e),
    );
    req.end(body);
  });
}

async function healthy(): Promise<boolean> {
  return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
}

beforeAll(async () => {
  fake = await FakeDiscord.start();
  h = makeHarness({ burst: 3 });
  endpoint = createHttpEndpoint({
    publicKey: publicKeyHex,
    router: h.bot.router,
    api: restInteractionApi({ apiUrl: fake.apiUrl }),
    log: silentLogger,
  });
  port = (await endpoint.listen(0, "127.0.0.1")).port;
});

afterAll(async () => {
  await endpoint?.close();
  await fake?.close();
  h?.cleanup();
});

describe("hostile requests to the interactions endpoint", () => {
  it("refuses a 10 MB body quickly and keeps serving", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const r = await post(big, signedHeaders(big));
    expect(r.status).toBe(413);
    expect(r.ms).toBeLessThan(5000);
    expect(await healthy()).toBe(true);
  });

  it("answers a correctly signed body of invalid UTF-8 with a client error, not a crash", async () => {
    const body = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]);
    const r = await post(body, signedHeaders(body));
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(await healthy()).toBe(true);
  });

  it("answers random signed JSON politely, never with a server error", async () => {
    const samples = fc.sample(
      fc.oneof(
        fc.jsonValue(),
        fc.record({
          type: fc.integer({ min: -2, max: 12 }),
          data: fc.jsonValue(),
          id: fc.string(),
          token: fc.string(),
        }),
      ),
      { numRuns: 60, seed: 11 },
    );
    for (const value of samples) {
      const body = Buffer.from(JSON.stringify(value) ?? "null");
      const r = await post(body, signedHeaders(body));
      expect(r.status, JSON.stringify(value).slice(0, 200)).toBeLessThan(500);
    }
    expect(await healthy()).toBe(true);
  });

  it("answers a burst from one user with a polite rate-limit message while others are served", async () => {
    const send = async (user = BOB) => {
      const body = Buffer.from(
        JSON.stringify(commandPayload("rule", [{ name: "section", value: "15-4-3-3" }], user)),
      );
      const r = await post(body, signedHeaders(body));
      return JSON.parse(r.text) as { type: number; data?: { content?: string; flags?: number } };
    };
    const burst = [];
    for (let i = 0; i < 8; i++) burst.push(await send());
    const limited = burst.filter((r) => /slow down|too many|wait/i.test(r.data?.content ?? ""));
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((r) => r.data?.flags === 64)).toBe(true);
    const other = await send({ id: "600000000000000099", username: "carol", global_name: "Carol" });
    expect(other.type).toBe(4);
    expect(other.data?.content ?? "").not.toMatch(/slow down|too many/i);
  });
});
