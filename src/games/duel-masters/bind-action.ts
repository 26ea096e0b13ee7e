/**
 * The action sentence for Duel Masters, word by word:
 *   A summons GDM-010            A summons GDM-020 on GDM-001      (an evolution creature)
 *   A casts GDM-101              A deploys GDM-070                 (a D2 Field or Cross Gear)
 *   A attacks B with GDM-020     A attacks GDM-003 with GDM-020    (a tapped creature)
 *   A attacks B with GDM-020 blocked by GDM-014                    (the block redirects it)
 *   A draws                      A draws 2
 *   A charges GDM-001            (from the hand into the mana zone)
 *   A taps GDM-016               (its tap ability, instead of attacking)
 *   A taps GDM-001 for GDM-016   (GDM-001 taps to use GDM-016's ability, when GDM-016 lets it)
 *   A crosses XDM-070 with GDM-001  (a Cross Gear in the battle zone, or generated from the hand)
 *   A ends the turn              (end step, then the next turn's untap, start and draw steps)
 * A card the action names that the board does not list anywhere is taken as being in the
 * acting player's hand (the reply says so).
 */
import type { ActionAst, ActionWord, CardRef } from "../../board/ast.ts";
import { failAction as fail } from "../input-error.ts";
import type { DmAction } from "./actions.ts";
import { lookupDmCard } from "./bind.ts";
import type { DmRegistry } from "./registry.ts";
import { type BzObject, type CardInst, type DmState, newCard, opponentOf } from "./state.ts";
import type { GameNote } from "../game-notes.ts";

const VERBS: Record<string, DmAction["kind"]> = {
  summon: "summon",
  summons: "summon",
  cast: "cast",
  casts: "cast",
  deploy: "deploy",
  deploys: "deploy",
  generate: "deploy",
  generates: "deploy",
  cross: "cross",
  crosses: "cross",
  attack: "attack",
  attacks: "attack",
  draw: "draw",
  draws: "draw",
  charge: "charge",
  charges: "charge",
  tap: "tapAbility",
  taps: "tapAbility",
  end: "endTurn",
  ends: "endTurn",
};

const HELP =
  'Try "A summons GDM-010", "A summons GDM-020 on GDM-001", "A casts GDM-101", "A deploys GDM-070", "A crosses GDM-070 with GDM-001", "A attacks B with GDM-020", "A taps GDM-001", "A charges GDM-001", "A draws" or "A ends the turn".';

type CardWord = Extract<ActionWord, { kind: "card" }>;

function sameRef(c: CardInst, ref: CardRef): boolean {
  return c.code === ref.code && (ref.label === undefined || c.label === ref.label);
}

export interface BoundDmAction {
  action: DmAction;
  notes: GameNote[];
}

export function bindDmAction(ast: ActionAst, s: DmState, reg: DmRegistry): BoundDmAction {
  const notes: GameNote[] = [];
  const player = ast.player;
  if (!s.players[player]) fail(`Player ${player} is not on this board.`, ast);
  const [verbWord, ...rest] = ast.words;
  if (!verbWord || verbWord.kind !== "word")
    return fail(`Expected a verb after player ${player}. ${HELP}`, verbWord ?? ast);
  const kind = VERBS[verbWord.text];
  if (!kind) return fail(`Unknown action "${verbWord.text}" for Duel Masters. ${HELP}`, verbWord);
  for (const w of rest) if (w.kind === "card") w.card.code = lookupDmCard(reg, w.card, "action").code;
  const cards = rest.filter((w): w is CardWord => w.kind === "card");
  const wordAt = (text: string) => rest.findIndex((w) => w.kind === "word" && w.text === text);
  const cardAfter = (i: number) =>
    i < 0 ? undefined : rest.slice(i + 1).find((w): w is CardWord => w.kind === "card");

  const fromHand = (w: CardWord): CardInst => {
    const ref = w.card;
    const hand = s.players[player]!.hand;
    const found = hand.find((c) => sameRef(c, ref));
    if (found) return found;
    for (const id of s.order) {
      const ps = s.players[id]!;
      const onBoard =
        ps.battle.some((o) => o.cards.some((c) => sameRef(c, ref))) ||
        [...ps.deck, ...ps.graveyard, ...ps.mana, ...ps.hyperspatial, ...ps.hand].some((c) =>
          sameRef(c, ref),
        ) ||
        ps.shields.some((sh) => sameRef(sh.card, ref));
      if (onBoard)
        fail(`${ref.code} is on player ${id}'s side of the board, not in player ${player}'s hand.`, w);
    }
    const c = newCard(s, lookupDmCard(reg, ref, "action"), player, ref.label);
    hand.push(c);
    notes.push({ kind: "assumed-in-zone", code: ref.code, player, zone: "hand" });
    return c;
  };
  const inBattle = (w: CardWord, owner: string): BzObject => {
    const matches = s.players[owner]!.battle.filter((o) => o.cards.some((c) => sameRef(c, w.card)));
    if (matches.length === 0) fail(`${w.card.code} is not in player ${owner}'s battle zone.`, w);
    if (matches.length > 1)
      fail(
        `Player ${owner} has ${matches.length} ${w.card.code} in the battle zone: label them on the board (${w.card.code}#a) and name one.`,
        w,
      );
    return matches[0]!;
  };

  switch (kind) {
    case "summon": {
      const on = wordAt("on");
      const first = cards[0];
      if (!first || (on < 0 && cards.length > 1))
        return fail(
          `Name the creature to summon, and for an evolution "on" the creature under it. ${HELP}`,
          verbWord,
        );
      const onto = cardAfter(on);
      if (on >= 0 && !onto)
        return fail(`Say which creature it evolves on: "A summons GDM-020 on GDM-001".`, verbWord);
      const card = fromHand(first);
      const action: DmAction = { kind, player, card };
      if (onto) action.onto = inBattle(onto, player);
      return { action, notes };
    }
    case "endTurn": {
      const words = rest.filter((w) => w.kind === "word").map((w) => (w.kind === "word" ? w.text : ""));
      if (cards.length > 0 || words.join(" ") !== "the turn")
        return fail(`Write "${player} ends the turn".`, verbWord);
      return { action: { kind, player }, notes };
    }
    case "tapAbility": {
      const first = cards[0];
      const forAt = wordAt("for");
      const source = cardAfter(forAt);
      if (!first || cards.length > (source ? 2 : 1) || (forAt >= 0 && !source))
        return fail(
          `Name the creature that taps: "A taps GDM-016", or "A taps GDM-001 for GDM-016" to use another card's tap ability.`,
          verbWord,
        );
      const action: DmAction = { kind, player, creature: inBattle(first, player) };
      if (source) action.source = inBattle(source, player);
      return { action, notes };
    }
    case "charge":
    case "cast":
    case "deploy": {
      const first = cards[0];
      if (!first || cards.length > 1)
        return fail(`Name exactly one card to ${verbWord.text.replace(/s$/, "")}. ${HELP}`, verbWord);
      return { action: { kind, player, card: fromHand(first) }, notes };
    }
    case "cross": {
      const withAt = wordAt("with");
      const gearWord = rest
        .slice(0, withAt < 0 ? rest.length : withAt)
        .find((w): w is CardWord => w.kind === "card");
      const creatureWord = cardAfter(withAt);
      if (!gearWord || !creatureWord)
        return fail(`Name the Cross Gear and the creature: "A crosses GDM-070 with GDM-001".`, verbWord);
      const inZone = s.players[player]!.battle.some((o) => o.cards.some((c) => sameRef(c, gearWord.card)));
      const gear = inZone ? inBattle(gearWord, player) : fromHand(gearWord);
      return { action: { kind, player, gear, creature: inBattle(creatureWord, player) }, notes };
    }
    case "attack": {
      const withAt = wordAt("with");
      const attackerWord = cardAfter(withAt);
      if (!attackerWord) return fail(`Name the attacker after "with": "A attacks B with GDM-020".`, verbWord);
      const opp = opponentOf(s, player);
      const blockedAt = wordAt("blocked");
      const blockerWord = cardAfter(blockedAt);
      if (blockedAt >= 0 && !blockerWord)
        return fail(`Name the blocker: "... blocked by GDM-014".`, rest[blockedAt]!);
      const before = rest.slice(0, withAt);
      const targetCard = before.find((w): w is CardWord => w.kind === "card");
      const targetPlayer = before.some((w) => w.kind === "word" && w.text.toUpperCase() === opp);
      if (!targetCard && !targetPlayer)
        return fail(`Say what is attacked: player ${opp} or one of their tapped creatures.`, verbWord);
      const action: DmAction = {
        kind,
        player,
        attacker: inBattle(attackerWord, player),
        target: targetCard ? inBattle(targetCard, opp) : "player",
      };
      if (blockerWord) action.blocker = inBattle(blockerWord, opp);
      return { action, notes };
    }
    case "draw": {
      const n = rest.find((w) => w.kind === "word" && /^\d+$/.test(w.text));
      const count = n && n.kind === "word" ? Number(n.text) : 1;
      if (!(count >= 1 && count <= 40)) return fail("Draw between 1 and 40 cards.", n ?? verbWord);
      return { action: { kind, player, n: count }, notes };
    }
  }
}
