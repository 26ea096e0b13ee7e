/**
 * The faces of the security stack in card text: "place this card face up as the bottom security
 * card", "flip your opponent's top face-down security card face up", "add your top face-down
 * security card to the hand", "while you have no face-up security cards", "if [X] is face-up in
 * your security stack", "for each of your face-up security cards" (3-7-4, 15-14-5-1).
 */
import type { Ability, CardFilter, Op, TriggerCondition } from "../../model/index.ts";
import type { Cursor } from "../text/cursor.ts";
import { NAMES, names } from "./filters.ts";
import { SECURITY_SEARCH_RULES } from "./security-search.ts";

const FACE_UP = "face[- ]?up";

/** "place this card face up as the bottom security card", "place this card on top of your security stack". */
function placeSelf(c: Cursor): Op[] | null {
  // "place this Digimon face up ...": the card itself (from the trash, for its [On Deletion]); without
  // "face up", "place this Digimon ... security" is the Digimon on the field (toSecurity).
  const which = c.re("place this (card|Digimon(?= face[- ]?up))");
  if (!which) return null;
  const up = c.is(FACE_UP);
  const m = c.re(
    "as (?:your |the |your the )?(top|bottom) security card|(?:on top|at the (top|bottom)) of your security stack",
  );
  if (!m) return null;
  // Face down unless the text says face up (3-1-3-5).
  if (!up) c.is("face down");
  const at = (m[1] ?? m[2] ?? "top").toLowerCase() as "top" | "bottom";
  const digimon = which[1]!.toLowerCase() === "digimon" ? { digimon: true as const } : {};
  return [{ op: "placeSelfInSecurity", at, faceUp: up, ...digimon }];
}

/** "flip your opponent's top face-down security card face up", "flipping your top face-up security card face down". */
function flip(c: Cursor): Op[] | null {
  const m = c.re(
    `flip(?:ping)? (your opponent's|their|your) top (face[- ]?down|${FACE_UP}) security card (face[- ]?up|face[- ]?down)`,
  );
  if (!m) return null;
  const to = /up/i.test(m[3]!) ? "up" : "down";
  if (/up/i.test(m[2]!) === (to === "up")) return null;
  return [{ op: "flipSecurity", side: /your$/i.test(m[1]!) ? "you" : "opponent", to }];
}

/** "add your top face-down security card to the hand". */
function faceDownToHand(c: Cursor): Op[] | null {
  if (!c.is("add(?:ing)? your top face[- ]?down security card to (?:the|your) hand")) return null;
  return [{ op: "moveCards", from: "securityTopFaceDown", to: "hand", n: 1 }];
}

/**
 * "your opponent adds the top card of their security stack to the hand"; "they add ...": only a
 * player has a security stack, and the one not named "you" is the opponent.
 */
function opponentAdds(c: Cursor): Op[] | null {
  const m = c.re(
    "(?:your opponent adds|they add) (?:the top card of their security stack|their top security card) to (?:the|their) hand",
  );
  return m ? [{ op: "securityToHand", n: 1, who: "opponent" }] : null;
}

/** "trash 1 card from the top of both players' security stacks", "trash both players' top security cards". */
function bothTrash(c: Cursor): Op[] | null {
  const m = c.re(
    "trash(?:ing)? (?:(\\d+) cards? from the top of both players' security stacks|both players' top security cards?|the top card of both players' security stacks)",
  );
  if (!m) return null;
  const n = m[1] ? Number(m[1]) : 1;
  return [
    { op: "trashSecurity", side: "you", n, from: "top" },
    { op: "trashSecurity", side: "opponent", n, from: "top" },
  ];
}

/** "trash the top cards of your opponent's security stack so that it has 1 card left", "... both players' ... so that they have 3 cards left". */
function trashDownTo(c: Cursor): Op[] | null {
  const m = c.re(
    "trash the top cards of (your opponent's security stack|both players' security stacks) so that (?:it has|they have|each has) (\\d+) cards? left",
  );
  if (!m) return ownDownTo(c);
  const side = /both/i.test(m[1]!) ? ("both" as const) : ("opponent" as const);
  return [{ op: "trashSecurityDownTo", side, leave: Number(m[2]) }];
}

/**
 * "trash cards from the top of your security stack, up to having 3 left", "trash any number of cards
 * from the top of your Security Stack until you have 3 or more remaining": from none up to as many as
 * leave that many (official Q&A).
 */
function ownDownTo(c: Cursor): Op[] | null {
  const m = c.re(
    "trash(?:ing)? (?:any number of )?cards from the top of your security stack(?:,? up to having (\\d+) left| until you have (\\d+) or more remaining)",
  );
  if (!m) return null;
  return [{ op: "trashSecurityDownTo", side: "you", leave: Number(m[1] ?? m[2]), upTo: true }];
}

export const SECURITY_RULES = [
  trashDownTo,
  placeSelf,
  flip,
  faceDownToHand,
  opponentAdds,
  bothTrash,
  ...SECURITY_SEARCH_RULES,
  mostTrash,
];

/** "trashing the top security card of 1 player with the most security cards": whichever player that is. */
function mostTrash(c: Cursor): Op[] | null {
  if (!c.is("trash(?:ing)? the top security card of (?:1|one) player with the most security cards"))
    return null;
  return [{ op: "trashSecurity", side: "most", n: 1, from: "top" }];
}

/** "This card" is the Option being used, the card being checked, or the deleted card in the trash. */
export function securityOpProblem(a: Ability, op: Op): string | null {
  const timing = a.timing ?? "";
  if (op.op === "placeSelfInSecurity" && !["main", "security", "onDeletion"].includes(timing))
    return "placing this card in the security stack outside a [Main], [Security] or [On Deletion] effect is not implemented";
  // "this Digimon" is the card in the trash only for an [On Deletion] effect printed on that card (15-8-3-5).
  if (
    op.op === "placeSelfInSecurity" &&
    op.digimon &&
    (timing !== "onDeletion" || a.id.includes("/inherited/"))
  )
    return "placing this Digimon in the security stack outside its own [On Deletion] effect is not implemented";
  return null;
}

/** "When face-up [X] trait cards are placed in your security stack", "When face-up cards are added to your opponent's security stack". */
export function faceUpAdded(c: Cursor): TriggerCondition | null {
  // "When cards are placed face up in your security stack, if any of them have the [X] or [Y] trait":
  // the cards placed face up, one of them with the trait.
  const any = c.re(
    `cards? (?:is|are) placed face up in (your opponent's|your) security stack, if any of them have the (${NAMES}) traits?(?=,)`,
  );
  if (any)
    return {
      on: "securityAdded",
      side: /opponent/i.test(any[1]!) ? "opponent" : "you",
      faceUp: { faceUp: true, traits: names(any[2]!) },
    };
  const m = c.re(
    `${FACE_UP} (?:(${NAMES}) traits? )?cards? (?:is|are) (?:placed|added) (?:in|to) (your opponent's|your) security stack`,
  );
  if (!m) return null;
  const faceUp: CardFilter = { faceUp: true, ...(m[1] ? { traits: names(m[1]) } : {}) };
  return { on: "securityAdded", side: /opponent/i.test(m[2]!) ? "opponent" : "you", faceUp };
}
