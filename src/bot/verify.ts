/**
 * Discord signs every request to an interactions endpoint with Ed25519: the signature (hex, in
 * X-Signature-Ed25519) covers the timestamp header followed by the raw body. node:crypto checks
 * it; the 32-byte public key becomes a KeyObject through the SPKI DER prefix for Ed25519.
 */
import { type KeyObject, createPublicKey, verify } from "node:crypto";

const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

export function publicKeyFromHex(hex: string): KeyObject {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error("An Ed25519 public key is 64 hexadecimal characters.");
  return createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, "hex")]),
    format: "der",
    type: "spki",
  });
}

/** True when `signature` is a valid Ed25519 signature of timestamp + body. Never throws. */
export function verifySignature(
  key: KeyObject,
  signature: string | undefined,
  timestamp: string | undefined,
  body: Buffer,
): boolean {
  if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,20}$/.test(timestamp))
    return false;
  try {
    return verify(
      null,
      Buffer.concat([Buffer.from(timestamp, "utf8"), body]),
      key,
      Buffer.from(signature, "hex"),
    );
  } catch {
    return false;
  }
}
