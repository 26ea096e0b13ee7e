/**
 * Cards leaving a security stack, narrowed by how: "When an effect removes cards from your
 * security stack" (a security check is no effect), "When a card is trashed from your security
 * stack", "... by an effect".
 */
import type { Side, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

function sideOf(word: string): Side {
  return /opponent/i.test(word) ? "opponent" : "you";
}

function removedByEffect(c: Cursor): TriggerCondition | null {
  const m = c.re(
    "(?:an effect removes|effects remove) (?:a card|cards) from (your opponent's|your) security stack",
  );
  return m ? { on: "securityRemoved", side: sideOf(m[1]!), byEffect: "any" } : null;
}

function trashedFrom(c: Cursor): TriggerCondition | null {
  const m = c.re("(?:a card is|cards are) trashed from (your opponent's|your) security stack");
  if (!m) return null;
  const byEffect = c.is("by (?:an effect|effects)");
  return {
    on: "securityRemoved",
    side: sideOf(m[1]!),
    trashed: true,
    ...(byEffect ? { byEffect: "any" as const } : {}),
  };
}

export const SECURITY_REMOVED_EVENTS = [removedByEffect, trashedFrom];
