/** `npm run http:try`: really signed requests to the HTTP endpoint, and a refused wrong key. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpEndpoint, createHttpEndpoint } from "../../src/bot/http.ts";
import { silentLogger } from "../../src/bot/log.ts";
import { newSigningKey, runTryHttp } from "../../src/bot/try-http.ts";
import { officialBot } from "../commands/official-data.ts";

const bot = officialBot();
const dir = mkdtempSync(join(tmpdir(), "try-http-"));
const key = newSigningKey();
const keyFile = join(dir, "key.pem");
const otherFile = join(dir, "other.pem");
writeFileSync(keyFile, key.pem);
writeFileSync(otherFile, newSigningKey().pem);
let endpoint: HttpEndpoint;
let url = "";

beforeAll(async () => {
  const none = async () => {};
  endpoint = createHttpEndpoint({
    publicKey: key.publicKeyHex,
    router: bot.router,
    api: { callback: none, editOriginal: none, followUp: none },
    log: silentLogger,
  });
  const addr = await endpoint.listen(0);
  url = `http://127.0.0.1:${addr.port}/interactions`;
});
afterAll(async () => {
  await endpoint.close();
  bot.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const code = await runTryHttp([...argv, "--url", url], {}, (l) => out.push(l));
  return { code, out: out.join("\n") };
}

describe("npm run http:try", () => {
  it("signs a PING and a /card the way Discord does, and the endpoint answers them", async () => {
    expect(await run("ping", "--key", keyFile)).toEqual({ code: 0, out: '200 OK\n{"type":1}' });
    const card = await run("card", "TS2-001", "--locale", "ja", "--key", keyFile);
    expect(card.code).toBe(0);
    expect(card.out).toContain('"title":"TS2-001 · スプラウモン（Sproutmon X0）"');
  });

  it("is refused with a key that is not the application's, and explains a missing key", async () => {
    const forged = await run("ping", "--key", otherFile);
    expect(forged.code).toBe(1);
    expect(forged.out).toMatch(/^401/);
    const missing = await run("ping", "--key", join(dir, "none.pem"));
    expect(missing.out).toMatch(/npm run http:try -- keygen/);
  });
});
