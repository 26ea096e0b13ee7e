/**
 * Delivery against a stand-in that misbehaves: 429 with retry-after, 500, dropped, reset and
 * stalled connections, and an answer lost after the edit was made. Every reply gets through
 * exactly once, within the token's lifetime, and gives up plainly on a final refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restInteractionApi } from "../../src/bot/deliver.ts";
import { GaveUp, type RetryPolicy, backoffMs, classify, unrepeatable } from "../../src/bot/retry.ts";
import { FakeDiscord } from "./fake-discord/server.ts";

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await FakeDiscord.start();
});
afterAll(async () => {
  await fake?.close();
});

const body = { json: { content: "the breakdown", embeds: [] }, files: [] };
// 1 s per attempt (1.5 s for a follow-up): long enough that a loaded machine still answers in
// time (a timeout here is a stall).
const FAST: RetryPolicy = {
  baseDelayMs: 20,
  maxDelayMs: 200,
  attemptTimeoutMs: 1000,
  unrepeatableAttemptTimeoutMs: 1500,
};
const api = () => restInteractionApi({ apiUrl: fake.apiUrl, policy: FAST });
const APP = "100000000000000001";

function webhookTries(from: number, token: string) {
  return fake.requests.slice(from).filter((r) => r.path.includes(`/webhooks/${APP}/${token}`));
}

describe("REST faults", () => {
  it("waits out a 429 and retries a 500, then delivers the edit", async () => {
    fake.webhookFaults.push(
      {
        status: 429,
        headers: { "retry-after": "0.2", "x-ratelimit-scope": "user" },
        json: { message: "You are being rate limited.", retry_after: 0.2, global: false },
      },
      { status: 500, json: { message: "500: Internal Server Error", code: 0 } },
    );
    const from = fake.requests.length;
    const t0 = performance.now();
    await api().editOriginal(APP, "tok-faults", body);
    const tries = webhookTries(from, "tok-faults");
    expect(tries).toHaveLength(3);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(150);
    expect(tries.at(-1)!.json).toMatchObject({ content: "the breakdown" });
    expect(fake.webhookFaults).toHaveLength(0);
  });

  it.each(["drop", "reset", "stall"] as const)(
    "a %s connection is retried and the follow-up is made once",
    async (f) => {
      fake.webhookFaults.push({ fault: f }, { fault: f });
      const from = fake.requests.length;
      const made = fake.delivered.length;
      await api().followUp(APP, `tok-${f}`, body);
      expect(webhookTries(from, `tok-${f}`)).toHaveLength(3);
      const sent = fake.delivered.slice(made).filter((r) => r.path.includes(`tok-${f}`));
      expect(sent).toHaveLength(1);
      expect(sent[0]!.method).toBe("POST");
    },
  );

  it("a stalled follow-up is given its longer timeout before it is sent again", async () => {
    expect(unrepeatable(FAST).attemptTimeoutMs).toBe(1500);
    expect(unrepeatable({ baseDelayMs: 1, maxDelayMs: 2, attemptTimeoutMs: 400 }).attemptTimeoutMs).toBe(
      1200,
    );
    fake.webhookFaults.push({ fault: "stall" });
    const t0 = performance.now();
    await api().followUp(APP, "tok-patient", body);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(1450);
  });

  it("an edit whose answer was lost is sent again and leaves one message in the same state", async () => {
    fake.webhookFaults.push({ fault: "lose-answer" }, { status: 502 });
    const made = fake.delivered.length;
    await api().editOriginal(APP, "tok-lost", body);
    const edits = fake.delivered.slice(made).filter((r) => r.path.includes("tok-lost"));
    expect(edits.length).toBeGreaterThanOrEqual(1);
    for (const e of edits) {
      expect(e.method).toBe("PATCH");
      expect(e.path).toMatch(/messages\/@original$/);
      expect(e.json).toEqual(edits[0]!.json);
    }
  });

  it("a callback that arrived but whose answer was lost counts as delivered on the retry", async () => {
    fake.callbackFaults.push({ fault: "lose-answer" });
    const from = fake.requests.length;
    await api().callback("500000000000000077", "tok-cb", { type: 5, json: { type: 5 }, files: [] });
    const tries = fake.requests.slice(from).filter((r) => r.path.includes("/500000000000000077/"));
    expect(tries).toHaveLength(2);
  });

  it("gives up at once on a final refusal, and when the token has run out", async () => {
    fake.webhookFaults.push({ status: 404, json: { message: "Unknown Webhook", code: 10015 } });
    await expect(api().editOriginal(APP, "tok-gone", body)).rejects.toThrow(/refused.*1 attempt/);
    // The token has 200 ms left and Discord stalls: the attempts use them up, then it stops.
    fake.webhookFaults.push({ fault: "stall" }, { fault: "stall" }, { fault: "stall" });
    const receivedAt = Date.now() - 15 * 60 * 1000 + 200;
    const err = await api()
      .editOriginal(APP, "tok-late", body, { receivedAt })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GaveUp);
    expect((err as GaveUp).message).toMatch(/token ran out/);
    fake.webhookFaults.length = 0;
  });
});

describe("retry policy", () => {
  it("backs off exponentially with full jitter, capped", () => {
    const p = { ...FAST, random: () => 0.999 };
    expect(backoffMs(1, p)).toBe(20);
    expect(backoffMs(3, p)).toBe(80);
    expect(backoffMs(10, p)).toBe(200);
    expect(backoffMs(3, { ...p, random: () => 0 })).toBe(0);
  });

  it("retries what may pass and nothing else", () => {
    const withStatus = (status: number) => Object.assign(new Error("x"), { status });
    expect(classify(new TypeError("fetch failed")).retry).toBe(true);
    expect(classify(withStatus(503)).retry).toBe(true);
    expect(classify(withStatus(429)).retry).toBe(true);
    expect(classify(withStatus(400)).retry).toBe(false);
    expect(classify(withStatus(404)).retry).toBe(false);
  });
});
