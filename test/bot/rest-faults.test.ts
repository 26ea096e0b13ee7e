/** The REST stand-in answering 429 with retry-after and 500s: the reply is retried, not lost. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRest, restInteractionApi } from "../../src/bot/deliver.ts";
import { FakeDiscord } from "./fake-discord/server.ts";

let fake: FakeDiscord;
beforeAll(async () => {
  fake = await FakeDiscord.start();
});
afterAll(async () => {
  await fake?.close();
});

const body = { json: { content: "the breakdown", embeds: [] }, files: [] };

describe("REST faults", () => {
  it("waits out a 429 and retries a 500, then delivers the edit", async () => {
    const api = restInteractionApi(createRest({ apiUrl: fake.apiUrl }));
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
    await api.editOriginal("100000000000000001", "tok-faults", body);
    const tries = fake.requests.slice(from).filter((r) => r.path.includes("/webhooks/"));
    expect(tries).toHaveLength(3);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(150);
    expect(tries.at(-1)!.json).toMatchObject({ content: "the breakdown" });
    expect(fake.webhookFaults).toHaveLength(0);
  });
});
