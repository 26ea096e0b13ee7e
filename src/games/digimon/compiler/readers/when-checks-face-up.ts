/**
 * "When this Digimon checks a face-up security card", "When your Digimon checks a face-up security
 * card", "When any of your Digimon check face-up security cards": a security check (13-1-8-1) of
 * the opponent's stack that reveals a card that was face up there (3-7-4); "When this Digimon
 * checks your opponent's security stack": any card it checks.
 */
import type { TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";

const FACE_UP = "(?:a )?face-up security cards?";

function checksFaceUp(c: Cursor): TriggerCondition | null {
  if (c.is(`this Digimon checks ${FACE_UP}`))
    return { on: "securityChecked", side: "opponent", self: true, faceUp: true };
  if (c.is(`(?:your Digimon checks?|(?:any|one) of your Digimon checks?) ${FACE_UP}`))
    return { on: "securityChecked", side: "opponent", faceUp: true };
  // "When this Digimon checks your opponent's security stack": each card it checks (13-1-8-1).
  if (c.is("this Digimon checks (?:your|an) opponent's security(?: stack)?"))
    return { on: "securityChecked", side: "opponent", self: true };
  return null;
}

export const FACE_UP_CHECK_EVENTS = [checksFaceUp];
