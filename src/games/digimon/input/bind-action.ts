/**
 * The action sentence, word by word:
 *   A plays BT1-029            A uses BT8-109
 *   A digivolves GEN-106 into BT3-112      (or "A digivolves into BT3-112" when one Digimon fits)
 *   A dna GEN-104 GEN-204 into BT8-015     ("dna-digivolves" too)
 *   A links BT21-009 to BT21-018           A app fuses BT21-018 into BT21-023
 *   A plays BT10-009 with digixros BT10-001 BT10-030 (or "with assembly" and cards in the trash)
 *   A burst digivolves BT12-010 into BT13-020 (returning BT12-090: the Tamer, when several fit)
 *   A attacks with BT4-048     A attacks B with BT4-048     A attacks BT2-070 with BT4-048
 *   A starts the turn          A starts the main phase          A ends the turn          A passes
 *   A hatches                  A moves BT1-010    (the breeding phase: board "turn A breeding")
 *   A digivolves BT1-010 into BT1-020 also takes the Digimon in the breeding area
 *   A activates BT1-086 (a [Main] effect on the field, or a [Hand] / [Trash] [Main] effect of a
 *   card in the hand or the trash: "A activates BT18-070 from the hand")
 * A card named in an action that the board does not list in the hand is taken as being there.
 */
import type { ActionAst, ActionWord, CardRef } from "../../../board/ast.ts";
import { failAction as fail } from "../../input-error.ts";
import { handDigivolveCost } from "../derive/index.ts";
import type { DigimonAction } from "../turn/actions.ts";
import { lookupCard } from "./bind-board.ts";
import type { CardRegistry } from "./registry.ts";
import { type CardInst, type DigimonState, type Permanent, newCard, top } from "../state/state.ts";
import type { GameNote } from "../../game-notes.ts";

const VERBS: Record<string, DigimonAction["kind"]> = {
  play: "play",
  plays: "play",
  use: "use",
  uses: "use",
  digivolve: "digivolve",
  digivolves: "digivolve",
  dna: "dna",
  "dna-digivolve": "dna",
  "dna-digivolves": "dna",
  attack: "attack",
  attacks: "attack",
  link: "link",
  links: "link",
  app: "appFusion",
  "app-fuse": "appFusion",
  "app-fuses": "appFusion",
  burst: "burst",
  "burst-digivolve": "burst",
  "burst-digivolves": "burst",
  activate: "activate",
  activates: "activate",
  starts: "turn",
  start: "turn",
  ends: "turn",
  end: "turn",
  passes: "turn",
  pass: "turn",
  hatch: "hatch",
  hatches: "hatch",
  move: "move",
  moves: "move",
};

/** Whether the action is one of the breeding phase's (6-4-1): the phase waits for it. */
export function isBreedingAction(ast: ActionAst): boolean {
  const verb = ast.words[0];
  return verb?.kind === "word" && (VERBS[verb.text] === "hatch" || VERBS[verb.text] === "move");
}

const HELP =
  'Try "A plays BT1-029", "A uses BT8-109", "A digivolves GEN-106 into BT3-112", "A dna GEN-104 GEN-204 into BT8-015", "A links BT21-009 to BT21-018", "A attacks with BT4-048", "A hatches" or "A moves BT1-010".';

function sameRef(c: CardInst, ref: CardRef): boolean {
  return c.code === ref.code.toUpperCase() && (ref.label === undefined || c.label === ref.label);
}

/** Where a named card already is on the board, if anywhere. */
function locateByRef(s: DigimonState, ref: CardRef): { player: string; area: string } | null {
  for (const player of s.order) {
    const ps = s.players[player]!;
    for (const area of ["battle", "breeding"] as const)
      if (ps[area].some((p) => p.stack.some((c) => sameRef(c, ref)))) return { player, area: `${area} area` };
    for (const area of ["trash", "security", "deck", "hand"] as const)
      if (ps[area].some((c) => sameRef(c, ref))) return { player, area };
  }
  return null;
}

/** A card of the player's hand or, alone or on top, of their battle area. */
function handOrBattle(
  s: DigimonState,
  player: string,
  ref: CardRef,
  not: ReadonlySet<CardInst> = new Set(),
): CardInst | undefined {
  const ps = s.players[player]!;
  const fits = (c: CardInst) => sameRef(c, ref) && !not.has(c);
  return ps.hand.find(fits) ?? ps.battle.map(top).find(fits);
}

/**
 * "... with digixros X Y" (cards of the hand or battle area, 7-2-1, else under a Tamer or in the
 * trash where an effect allows it) or "... with assembly X Y"
 * (cards of the trash, 7-3-1). A DigiXros card named nowhere is taken as in the hand, an Assembly
 * one as in the trash, with a note.
 */
function bindPlayWith(
  ast: ActionAst,
  s: DigimonState,
  words: ActionWord[],
  card: CardInst,
  notes: GameNote[],
  reg: CardRegistry,
): BoundAction {
  const player = ast.player;
  const how = words[0]?.kind === "word" ? words[0].text : "";
  if (how !== "digixros" && how !== "assembly")
    return fail(`Write "with digixros" or "with assembly" and the cards placed under it.`, words[0] ?? ast);
  const ps = s.players[player]!;
  const taken = new Set<CardInst>([card]);
  const materials = words
    .flatMap((w) => (w.kind === "card" ? [w.card] : []))
    .map((ref) => {
      const inTrash = () => ps.trash.find((c) => sameRef(c, ref) && !taken.has(c));
      // A DigiXros card may also come from under a Tamer or the trash where an effect allows it.
      const underTamer = () =>
        ps.battle
          .filter((p) => top(p).def.category === "Tamer")
          .flatMap((p) => p.stack.slice(1))
          .find((c) => sameRef(c, ref) && !taken.has(c));
      const found =
        how === "digixros" ? (handOrBattle(s, player, ref, taken) ?? underTamer() ?? inTrash()) : inTrash();
      if (found) {
        taken.add(found);
        return found;
      }
      const made = newCard(s, lookupCard(reg, ref, "action"), player, ref.label);
      (how === "digixros" ? ps.hand : ps.trash).push(made);
      taken.add(made);
      notes.push(
        how === "digixros"
          ? { kind: "assumed-in-zone", code: ref.code, player, zone: "hand", searched: ["hand", "battle"] }
          : { kind: "assumed-in-zone", code: ref.code, player, zone: "trash" },
      );
      return made;
    });
  return { action: { kind: "playWith", player, card, how, materials }, notes };
}

export interface BoundAction {
  action: DigimonAction;
  notes: GameNote[];
}

export function bindAction(ast: ActionAst, s: DigimonState, reg: CardRegistry): BoundAction {
  const notes: GameNote[] = [];
  if (!s.players[ast.player]) fail(`Player ${ast.player} is not on this board.`, ast);
  const player = ast.player;
  const [verbWord, ...rest] = ast.words;
  if (!verbWord || verbWord.kind !== "word")
    return fail(`Expected a verb after player ${player}. ${HELP}`, verbWord ?? ast);
  const kind = VERBS[verbWord.text];
  if (!kind) return fail(`Unknown action "${verbWord.text}". ${HELP}`, verbWord);
  const second = rest[0]?.kind === "word" ? rest[0].text : "";
  if (kind === "dna" && second === "digivolves") rest.shift();
  if (kind === "burst" && /^digivolves?$/.test(second)) rest.shift();
  if (kind === "appFusion" && /^fuses?$/.test(second)) rest.shift();
  const cards = rest
    .filter((w): w is Extract<ActionWord, { kind: "card" }> => w.kind === "card")
    .map((w) => w.card);
  for (const ref of cards) {
    const def = lookupCard(reg, ref, "action");
    ref.code = def.code;
  }

  const fromHand = (ref: CardRef): CardInst => {
    const hand = s.players[player]!.hand;
    const found = hand.find((c) => sameRef(c, ref));
    if (found) return found;
    const elsewhere = locateByRef(s, ref);
    if (elsewhere)
      fail(
        `${ref.code} is in player ${elsewhere.player}'s ${elsewhere.area}, not in player ${player}'s hand: cards are played, used and digivolved from the hand (6-5-1).`,
        { kind: "card", card: ref },
      );
    const card = newCard(s, lookupCard(reg, ref, "action"), player, ref.label);
    hand.push(card);
    notes.push({ kind: "assumed-in-zone", code: ref.code, player, zone: "hand" });
    return card;
  };
  const onField = (ref: CardRef, owner: string): Permanent => {
    const matches = s.players[owner]!.battle.filter((p) => sameRef(top(p), ref));
    if (matches.length === 0)
      fail(`${ref.code} is not in player ${owner}'s battle area.`, { kind: "card", card: ref });
    if (matches.length > 1)
      fail(
        `Player ${owner} has ${matches.length} ${ref.code} in the battle area: label them on the board (${ref.code}#a) and name one.`,
        {
          kind: "card",
          card: ref,
        },
      );
    return matches[0]!;
  };
  /** The Digimon in the player's breeding area, when the card named is there and not in the battle area. */
  const inBreeding = (ref: CardRef): Permanent | undefined => {
    const ps = s.players[player]!;
    if (ps.battle.some((p) => sameRef(top(p), ref))) return undefined;
    return ps.breeding.find((p) => sameRef(top(p), ref));
  };
  const afterInto = () => {
    const i = rest.findIndex((w) => w.kind === "word" && w.text === "into");
    return i < 0
      ? { before: cards, into: undefined }
      : {
          before: rest.slice(0, i).flatMap((w) => (w.kind === "card" ? [w.card] : [])),
          into: rest.slice(i + 1).find((w) => w.kind === "card")?.card,
        };
  };

  switch (kind) {
    case "play": {
      const withAt = rest.findIndex((w) => w.kind === "word" && w.text === "with");
      if (withAt < 0) break;
      const played = rest.slice(0, withAt).filter((w) => w.kind === "card");
      if (played.length !== 1 || played[0]!.kind !== "card")
        return fail(
          `Name the one card played before "with": "A plays BT11-012 with digixros BT10-049".`,
          verbWord,
        );
      return bindPlayWith(ast, s, rest.slice(withAt + 1), fromHand(played[0]!.card), notes, reg);
    }
    case "link": {
      const toAt = rest.findIndex((w) => w.kind === "word" && w.text === "to");
      const card = rest.slice(0, toAt < 0 ? rest.length : toAt).find((w) => w.kind === "card");
      const target = toAt < 0 ? undefined : rest.slice(toAt + 1).find((w) => w.kind === "card");
      if (!card || card.kind !== "card" || !target || target.kind !== "card")
        return fail(`Say which card links to which Digimon: "A links BT21-009 to BT21-018".`, verbWord);
      const linked = handOrBattle(s, player, card.card) ?? fromHand(card.card);
      return { action: { kind, player, card: linked, to: onField(target.card, player) }, notes };
    }
    case "appFusion":
    case "burst": {
      const { before, into } = afterInto();
      if (!into || !before[0])
        return fail(
          kind === "burst"
            ? `Say which Digimon burst digivolves into which card: "A burst digivolves BT12-010 into BT13-020".`
            : `Say which Digimon app fuses into which card: "A app fuses BT21-018 into BT21-023".`,
          verbWord,
        );
      const onto = onField(before[0], player);
      const card = fromHand(into);
      if (kind === "appFusion") return { action: { kind, player, card, onto }, notes };
      const returning = rest.findIndex((w) => w.kind === "word" && /^(returning|by)$/.test(w.text));
      const tamerRef = returning < 0 ? undefined : rest.slice(returning).find((w) => w.kind === "card");
      const tamer = tamerRef?.kind === "card" ? onField(tamerRef.card, player) : undefined;
      return { action: { kind, player, card, onto, ...(tamer ? { tamer } : {}) }, notes };
    }
  }
  switch (kind) {
    case "play":
    case "use": {
      const ref = cards[0];
      if (!ref || cards.length > 1) return fail(`Name exactly one card to ${kind}. ${HELP}`, verbWord);
      return { action: { kind, player, card: fromHand(ref) }, notes };
    }
    case "digivolve": {
      const { before, into } = afterInto();
      if (!into) return fail(`Say what it digivolves into: "A digivolves GEN-106 into BT3-112".`, verbWord);
      const card = fromHand(into);
      let onto: Permanent | undefined;
      const bred = before[0] && inBreeding(before[0]);
      if (bred) onto = bred;
      else if (before[0]) onto = onField(before[0], player);
      else {
        const ps = s.players[player]!;
        const fits = [...ps.battle, ...ps.breeding].filter((p) => handDigivolveCost(s, card.def, p) !== null);
        if (fits.length !== 1)
          return fail(
            `Name the Digimon that digivolves (${fits.length} of player ${player}'s Digimon could): "A digivolves CODE into ${into.code}".`,
            verbWord,
          );
        onto = fits[0];
      }
      return { action: { kind, player, card, onto: onto! }, notes };
    }
    case "dna": {
      const { before, into } = afterInto();
      if (!into || before.length !== 2)
        return fail(
          `DNA digivolution names two Digimon and a card: "A dna GEN-104 GEN-204 into BT8-015".`,
          verbWord,
        );
      const parts: [Permanent, Permanent] = [onField(before[0]!, player), onField(before[1]!, player)];
      return { action: { kind, player, card: fromHand(into), parts }, notes };
    }
    case "activate": {
      const ref = cards[0];
      if (!ref)
        return fail(
          `Name the Digimon or Tamer whose [Main] effect activates: "A activates BT1-086".`,
          verbWord,
        );
      const ps = s.players[player]!;
      const said = rest.find((w) => w.kind === "word" && (w.text === "hand" || w.text === "trash"));
      const onBattle = ps.battle.some((p) => sameRef(top(p), ref));
      if (!said && onBattle) return { action: { kind, player, perm: onField(ref, player) }, notes };
      // A [Breeding] [Main] effect activates in the breeding area (15-14-4-1).
      const bred = said ? undefined : inBreeding(ref);
      if (bred) return { action: { kind, player, perm: bred }, notes };
      const inHand = ps.hand.find((c) => sameRef(c, ref));
      const inTrash = ps.trash.find((c) => sameRef(c, ref));
      const zone =
        said?.kind === "word" ? (said.text as "hand" | "trash") : inHand ? "hand" : inTrash ? "trash" : null;
      if (!zone) return { action: { kind, player, perm: onField(ref, player) }, notes };
      const card = zone === "hand" ? inHand : inTrash;
      if (!card)
        return fail(`${ref.code} is not in player ${player}'s ${zone}.`, { kind: "card", card: ref });
      return { action: { kind: "activateFrom", player, card, zone }, notes };
    }
    case "hatch":
      if (cards.length > 0)
        return fail(
          `"A hatches" takes no card: the top card of the Digi-Egg deck hatches (4-18-1).`,
          verbWord,
        );
      return { action: { kind, player }, notes };
    case "move": {
      const ref = cards[0];
      if (!ref || cards.length > 1)
        return fail(`Name the Digimon in the breeding area that moves: "A moves BT1-010".`, verbWord);
      const perm = inBreeding(ref);
      if (!perm) {
        const at = locateByRef(s, ref);
        return fail(
          `${ref.code} is not in player ${player}'s breeding area${at ? ` (it is in player ${at.player}'s ${at.area})` : ""}: only a Digimon there can move to the battle area (4-17-1).`,
          { kind: "card", card: ref },
        );
      }
      return { action: { kind, player, perm }, notes };
    }
    case "turn": {
      const verb = verbWord.text;
      const main = rest.some((w) => w.kind === "word" && w.text === "main");
      const step = verb.startsWith("pass")
        ? "pass"
        : verb.startsWith("end")
          ? "end"
          : main
            ? "main"
            : "start";
      return { action: { kind, player, step }, notes };
    }
    case "attack": {
      const withAt = rest.findIndex((w) => w.kind === "word" && w.text === "with");
      const attackerRef =
        withAt >= 0
          ? rest.slice(withAt + 1).find((w) => w.kind === "card")
          : rest.find((w) => w.kind === "card");
      if (!attackerRef || attackerRef.kind !== "card")
        return fail(`Name the attacking Digimon: "A attacks with BT4-048".`, verbWord);
      const attacker = onField(attackerRef.card, player);
      const targetWords = withAt >= 0 ? rest.slice(0, withAt) : [];
      const opp = s.order.find((p) => p !== player)!;
      let target: Permanent | "player" | null = null;
      for (const w of targetWords) {
        if (w.kind === "card") target = onField(w.card, opp);
        else if (w.text.toUpperCase() === opp) target = "player";
      }
      return { action: { kind, player, attacker, target }, notes };
    }
  }
  return fail(`Unknown action. ${HELP}`, verbWord);
}
