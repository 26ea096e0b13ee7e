/**
 * Trying the HTTP transport locally, with really signed requests (no Discord needed):
 *
 *   npm run http:try -- keygen                 writes a test Ed25519 key to DATA_DIR/local-signing-key.pem
 *                                              and prints the DISCORD_PUBLIC_KEY to start the bot with
 *   npm run http:try -- ping                   signs and sends a PING (type 1)
 *   npm run http:try -- card <query> [--locale ja]    signs and sends /card, prints the reply
 *   npm run http:try -- send <json|@file>      signs and sends any interaction payload
 *   (--url http://127.0.0.1:8787/interactions by default, --key FILE)
 *
 * Each request is signed the way Discord signs it (Ed25519 over the timestamp and the body).
 */
import { createPrivateKey, generateKeyPairSync, sign } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { dataDirFrom } from "../cards/store.ts";

type Print = (line: string) => void;

const USAGE = `Usage:
  npm run http:try -- keygen [--key FILE]
  npm run http:try -- ping [--url URL] [--key FILE]
  npm run http:try -- card <query> [--locale ja] [--url URL] [--key FILE]
  npm run http:try -- send <json|@file> [--url URL] [--key FILE]`;

/** A new key pair: the private key as PEM, the public key as the 64 hex characters Discord shows. */
export function newSigningKey(): { pem: string; publicKeyHex: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  return {
    pem: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
    publicKeyHex: publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex"),
  };
}

/** The headers Discord sends with a body: the signature of timestamp + body and the timestamp. */
export function signedHeaders(pem: string, body: string, timestamp = String(Math.floor(Date.now() / 1000))) {
  const signature = sign(null, Buffer.from(timestamp + body), createPrivateKey(pem)).toString("hex");
  return {
    "content-type": "application/json",
    "x-signature-ed25519": signature,
    "x-signature-timestamp": timestamp,
  };
}

function payload(type: number, data?: Record<string, unknown>, locale?: string): string {
  return JSON.stringify({
    id: `${Date.now()}`,
    token: "local-try-token",
    application_id: "100000000000000000",
    type,
    user: { id: "100000000000000001", username: "local user" },
    ...(locale ? { locale } : {}),
    ...(data ? { data } : {}),
  });
}

export async function runTryHttp(
  argv: string[],
  env = process.env,
  print: Print = console.log,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { url: { type: "string" }, key: { type: "string" }, locale: { type: "string" } },
  });
  const [verb, ...rest] = positionals;
  const keyFile = values.key ?? join(dataDirFrom(env), "local-signing-key.pem");
  const url = values.url ?? `http://127.0.0.1:${env.HTTP_PORT || "8787"}/interactions`;
  if (verb === "keygen") {
    const k = newSigningKey();
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, k.pem, { mode: 0o600 });
    print(
      `Wrote a test signing key to ${keyFile} (for local trials only; Discord signs real requests itself).`,
    );
    print(`Start the bot with:  DISCORD_PUBLIC_KEY=${k.publicKeyHex} BOT_TRANSPORT=http npm start`);
    return 0;
  }
  let body: string;
  if (verb === "ping") body = payload(1);
  else if (verb === "card" && rest.length)
    body = payload(
      2,
      { name: "card", type: 1, options: [{ name: "query", type: 3, value: rest.join(" ") }] },
      values.locale,
    );
  else if (verb === "send" && rest[0])
    body = rest[0].startsWith("@") ? readFileSync(rest[0].slice(1), "utf8") : rest[0];
  else {
    print(USAGE);
    return 2;
  }
  let headers: ReturnType<typeof signedHeaders>;
  try {
    headers = signedHeaders(readFileSync(keyFile, "utf8"), body);
  } catch {
    print(`No usable signing key at ${keyFile}: run \`npm run http:try -- keygen\` first.`);
    return 1;
  }
  try {
    const res = await fetch(url, { method: "POST", headers, body });
    print(`${res.status} ${res.statusText}`);
    print(await res.text());
    return res.ok ? 0 : 1;
  } catch (e) {
    print(`Could not reach ${url} (${(e as Error).message}): is the bot running with BOT_TRANSPORT=http?`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runTryHttp(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
