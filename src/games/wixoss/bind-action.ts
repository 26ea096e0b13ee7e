/**
 * The action sentence for WIXOSS, word by word:
 *   A plays GWX-002             (a SIGNI from the hand, a Resona from the LRIG deck)
 *   A rises GWX-013 on GWX-002  (a SIGNI with Rise on top of one of A's SIGNI)
 *   A uses GWX-170              (a spell from the hand, an ARTS from the LRIG deck)
 *   A grows GWX-104             (a LRIG from the LRIG deck onto the center LRIG)
 *   A attacks with GWX-003      A draws 2
 *   A attacks with GWX-102      (the center LRIG attacks)
 *   A ends the turn             (end phase, then the next turn's up and draw phases)
 *   A activates GWX-003 [2]     (an activated ability of a SIGNI or of the center LRIG, by number)
 *   A begins the attack phase   (its "at the start of your attack phase" abilities trigger)
 *   A charges GWX-002           (the ener phase: a card from the hand, or a SIGNI from the field)
 * A card the action names that the board does not list anywhere is taken as being where it
 * is played or used from (the reply says so).
 */
import type { ActionAst, ActionWord, CardRef } from "../../board/ast.ts";
import { failAction as fail } from "../input-error.ts";
import type { WxAction } from "./actions.ts";
import { lookupWxCard } from "./bind.ts";
import type { WxRegistry } from "./registry.ts";
import { type CardInst, type Signi, type WxState, newCard } from "./state.ts";
import type { GameNote } from "../game-notes.ts";

const VERBS: Record<string, WxAction["kind"]> = {
  play: "play",
  plays: "play",
  rise: "rise",
  rises: "rise",
  use: "use",
  uses: "use",
  grow: "grow",
  grows: "grow",
  attack: "attack",
  attacks: "attack",
  draw: "draw",
  draws: "draw",
  end: "endTurn",
  ends: "endTurn",
  activate: "activate",
  activates: "activate",
  begin: "attackPhase",
  begins: "attackPhase",
  charge: "enerCharge",
  charges: "enerCharge",
};

const HELP =
  'Try "A plays GWX-002", "A rises GWX-013 on GWX-002", "A uses GWX-170", "A grows GWX-104", "A attacks with GWX-003", "A draws 2", "A activates GWX-003", "A charges GWX-002" or "A ends the turn".';

type CardWord = Extract<ActionWord, { kind: "card" }>;

function sameRef(c: CardInst, ref: CardRef): boolean {
  return c.code === ref.code && (ref.label === undefined || c.label === ref.label);
}

export function bindWxAction(
  ast: ActionAst,
  s: WxState,
  reg: WxRegistry,
): { action: WxAction; notes: GameNote[] } {
  const notes: GameNote[] = [];
  const player = ast.player;
  if (!s.players[player]) fail(`Player ${player} is not on this board.`, ast);
  const ps = s.players[player]!;
  const [verbWord, ...rest] = ast.words;
  if (!verbWord || verbWord.kind !== "word")
    return fail(`Expected a verb after player ${player}. ${HELP}`, verbWord ?? ast);
  const kind = VERBS[verbWord.text];
  if (!kind || kind === "lrigAttack")
    return fail(`Unknown action "${verbWord.text}" for WIXOSS. ${HELP}`, verbWord);
  for (const w of rest) if (w.kind === "card") w.card.code = lookupWxCard(reg, w.card, "action").code;
  const cards = rest.filter((w): w is CardWord => w.kind === "card");

  /** The card in the zone it is played, used or grown from; taken as there when the board doesn't list it. */
  const source = (w: CardWord): CardInst => {
    const def = lookupWxCard(reg, w.card, "action");
    const fromLrigDeck = ["Resona", "ARTS", "LRIG", "Key", "Piece", "Assist LRIG"].includes(def.type);
    const zone = fromLrigDeck ? ps.lrigDeck : ps.hand;
    const where = fromLrigDeck ? "lrigdeck" : "hand";
    const found = zone.find((c) => sameRef(c, w.card));
    if (found) return found;
    const c = newCard(s, def, player, w.card.label);
    zone.push(c);
    notes.push({ kind: "assumed-in-zone", code: w.card.code, player, zone: where });
    return c;
  };
  const onField = (w: CardWord): Signi => {
    const matches = ps.signi.filter((x) => sameRef(x.card, w.card));
    if (matches.length === 0) fail(`${w.card.code} is not on player ${player}'s field.`, w);
    if (matches.length > 1)
      fail(
        `Player ${player} has ${matches.length} ${w.card.code} on the field: label them (${w.card.code}#a) and name one.`,
        w,
      );
    return matches[0]!;
  };

  switch (kind) {
    case "play":
    case "use":
    case "grow": {
      const [first, extra] = cards;
      if (!first || extra) return fail(`Name exactly one card. ${HELP}`, extra ?? verbWord);
      return { action: { kind, player, card: source(first) }, notes };
    }
    case "rise": {
      const on = rest.findIndex((w) => w.kind === "word" && w.text === "on");
      const [first] = cards;
      const onto = rest.slice(on + 1).find((w): w is CardWord => w.kind === "card");
      if (!first || on < 0 || !onto)
        return fail(`Say what it rises on: "A rises GWX-013 on GWX-002".`, verbWord);
      return { action: { kind, player, card: source(first), onto: onField(onto) }, notes };
    }
    case "attack": {
      const [first] = cards;
      if (!first)
        return fail(`Name the attacking SIGNI or the center LRIG: "A attacks with GWX-003".`, verbWord);
      const lrig = ps.lrig[0];
      if (lrig && sameRef(lrig, first.card)) return { action: { kind: "lrigAttack", player }, notes };
      return { action: { kind, player, attacker: onField(first) }, notes };
    }
    case "endTurn": {
      const words = rest.map((w) => (w.kind === "word" ? w.text : "#"));
      if (words.join(" ") !== "the turn") return fail(`Write "${player} ends the turn".`, verbWord);
      return { action: { kind, player }, notes };
    }
    case "enerCharge": {
      const [first, extra] = cards;
      if (!first || extra)
        return fail(
          `Name one card from the hand or one SIGNI on the field: "${player} charges GWX-002".`,
          extra ?? verbWord,
        );
      const onFieldNow = ps.signi.some((x) => sameRef(x.card, first.card));
      const from = onFieldNow ? { signi: onField(first) } : { card: source(first) };
      return { action: { kind, player, from }, notes };
    }
    case "attackPhase": {
      const words = rest.map((w) => (w.kind === "word" ? w.text : "#"));
      if (words.join(" ") !== "the attack phase")
        return fail(`Write "${player} begins the attack phase".`, verbWord);
      return { action: { kind, player }, notes };
    }
    case "activate": {
      const [first, extra] = cards;
      if (!first || extra)
        return fail(
          `Name the SIGNI or LRIG whose ability is used: "A activates GWX-003".`,
          extra ?? verbWord,
        );
      const n = rest.find((w) => w.kind === "word" && /^\d+$/.test(w.text));
      const index = n && n.kind === "word" ? Number(n.text) - 1 : 0;
      const lrig = ps.lrig[0];
      const signi = lrig && sameRef(lrig, first.card) ? null : onField(first);
      const card = signi ? signi.card : lrig!;
      const count = card.def.activated.length;
      if (count === 0)
        return fail(`${first.card.code} has no activated ability (【起】) the engine runs.`, first);
      if (!n && count > 1)
        return fail(
          `${first.card.code} has ${count} activated abilities: say which, "A activates ${first.card.code} 2".`,
          first,
        );
      if (index < 0 || index >= count)
        return fail(
          `${first.card.code} has ${count} activated abilit${count === 1 ? "y" : "ies"}.`,
          n ?? first,
        );
      return { action: { kind, player, card, signi, index }, notes };
    }
    case "draw": {
      const n = rest.find((w) => w.kind === "word" && /^\d+$/.test(w.text));
      const count = n && n.kind === "word" ? Number(n.text) : 1;
      if (!(count >= 1 && count <= 40)) return fail("Draw between 1 and 40 cards.", n ?? verbWord);
      return { action: { kind, player, n: count }, notes };
    }
  }
}
