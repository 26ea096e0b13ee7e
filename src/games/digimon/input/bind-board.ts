/** Turns a parsed board (src/board) into a Digimon game state, checking what the parser can't. */
import type { BoardAst, CardRef, PlayerBoard } from "../../../board/ast.ts";
import { InputError } from "../../input-error.ts";
import type { CardDef } from "../model/index.ts";
import { GENERIC_EGG, UNKNOWN_CARD } from "../model/cards/generic.ts";
import type { CardRegistry } from "./registry.ts";
import { bindLasting } from "./bind-lasting.ts";
import { settleConditions } from "../derive/index.ts";
import { DEED_WORDS } from "../state/turn-history.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type Phase,
  PHASES,
  emptyPlayer,
  newCard,
  newPermanent,
} from "../state/state.ts";

export const DIGIMON_AREAS = ["battle", "breeding", "hand", "deck", "security", "trash", "eggs"] as const;

export function lookupCard(reg: CardRegistry, ref: CardRef, field: "board" | "action" | "choices"): CardDef {
  const def = reg.get(ref.code);
  if (def) return def;
  const near = reg.closest(ref.code);
  throw new InputError(
    `Unknown card ${ref.code}. Closest known codes: ${near.join(", ")}.`,
    field,
    ref.pos,
    ref.code,
  );
}

function stackFrom(s: DigimonState, reg: CardRegistry, ref: CardRef, owner: string): Permanent {
  const topCard = newCard(s, lookupCard(reg, ref, "board"), owner, ref.label);
  const isLink = (u: CardRef) => u.marks.some((m) => m.kind === "flag" && m.name === "link");
  const under = ref.under
    .filter((u) => !isLink(u))
    .map((u) => {
      const card = newCard(s, lookupCard(reg, u, "board"), owner, u.label);
      // "[GEN-203(down)]": a face-down card under another (4-7-9).
      if (u.marks.some((m) => m.kind === "flag" && m.name === "down")) card.faceDownAt = card.epoch;
      return card;
    });
  // "[BT24-097(link)]": a link card plugged into this Digimon (4-9), not one of its digivolution cards.
  const links = ref.under.filter(isLink).map((u) => {
    const def = lookupCard(reg, u, "board");
    if (!def.link)
      throw new InputError(
        `${u.code} has no [Link], so it can't be a link card of ${ref.code} (10-1-1).`,
        "board",
        u.pos,
        u.code,
      );
    return newCard(s, def, owner, u.label);
  });
  const perm = newPermanent(s, [topCard, ...under]);
  if (links.length > 0) perm.links = links;
  for (const mark of ref.marks) {
    if (mark.kind === "suspended") perm.suspended = true;
    else if (mark.kind === "dp") perm.dpMods.push({ amount: mark.delta, source: "board" });
    else
      throw new InputError(
        `Unknown mark "${mark.name}" on ${ref.code}: use "sus" or a DP change like "-3000".`,
        "board",
        mark.pos,
        mark.name,
      );
  }
  return perm;
}

function plainCards(
  s: DigimonState,
  reg: CardRegistry,
  refs: CardRef[],
  owner: string,
  area: string,
): CardInst[] {
  return refs.map((ref) => {
    // "security BT22-100(up)": a card placed face up in the security stack (3-7-4).
    const up = area === "security" && ref.marks.length === 1 && isUpMark(ref.marks[0]!);
    if (ref.under.length > 0 || (ref.marks.length > 0 && !up))
      throw new InputError(
        `Cards in the ${area} have no digivolution cards or marks (${ref.code}).`,
        "board",
        ref.pos,
        ref.code,
      );
    const card = newCard(s, lookupCard(reg, ref, "board"), owner, ref.label);
    if (up) card.faceUpAt = card.epoch;
    return card;
  });
}

function isUpMark(m: CardRef["marks"][number]): boolean {
  return m.kind === "flag" && m.name === "up";
}

function bindPlayer(
  s: DigimonState,
  reg: CardRegistry,
  pb: PlayerBoard,
  unknown: CardDef,
  genericEgg: CardDef,
): void {
  const ps = s.players[pb.player]!;
  for (const entry of pb.areas) {
    const area = entry.area as (typeof DIGIMON_AREAS)[number];
    if (!DIGIMON_AREAS.includes(area))
      throw new InputError(
        `Unknown area "${entry.area}" for the Digimon Card Game. Areas: ${DIGIMON_AREAS.join(", ")}.`,
        "board",
        entry.pos,
        entry.area,
      );
    if (area === "battle" || area === "breeding") {
      if (entry.count > 0)
        throw new InputError(
          `The ${area} area takes card codes, not a count.`,
          "board",
          entry.pos,
          entry.area,
        );
      ps[area].push(...entry.cards.map((ref) => stackFrom(s, reg, ref, pb.player)));
      if (area === "breeding" && ps.breeding.length > 1)
        throw new InputError(
          "Only 1 card can be in the breeding area (3-4-7-2).",
          "board",
          entry.pos,
          entry.area,
        );
    } else {
      const cards = plainCards(s, reg, entry.cards, pb.player, area);
      const notEgg =
        area === "eggs" ? entry.cards.find((_, i) => cards[i]!.def.category !== "Digi-Egg") : undefined;
      if (notEgg)
        throw new InputError(
          `${notEgg.code} is not a Digi-Egg card: only Digi-Eggs go in the Digi-Egg deck (3-3-1, 5-1-2).`,
          "board",
          notEgg.pos,
          notEgg.code,
        );
      ps[area].push(...cards);
      // A Digi-Egg deck's unnamed cards are Digi-Eggs all the same (2-2-3).
      const filler = area === "eggs" ? genericEgg : unknown;
      for (let i = 0; i < entry.count; i++) ps[area].push(newCard(s, filler, pb.player));
      if (area === "eggs" && ps.eggs.length > 5)
        throw new InputError(
          `A Digi-Egg deck holds 5 cards at most; player ${pb.player}'s has ${ps.eggs.length} (1-4-1-3-1).`,
          "board",
          entry.pos,
          entry.area,
        );
    }
  }
}

export function bindBoard(ast: BoardAst, reg: CardRegistry): DigimonState {
  const ids = ast.players.map((p) => p.player);
  if (ids.length > 2) {
    const third = ast.players[2]!;
    throw new InputError("The Digimon Card Game has two players: A and B.", "board", third.pos, third.player);
  }
  for (const fill of ["A", "B"]) if (ids.length < 2 && !ids.includes(fill)) ids.push(fill);
  const turn = ast.turn?.player ?? ids[0]!;
  if (!ids.includes(turn))
    throw new InputError(`Player ${turn} is not on this board.`, "board", ast.turn!.pos, turn);
  const said = ast.turn?.phase;
  if (said && !PHASES.includes(said.name as Phase))
    throw new InputError(
      `"${said.name}" is not a phase: write one of ${PHASES.join(", ")} after the turn player, like "turn A main" (6-1-2).`,
      "board",
      said.pos,
      said.name,
    );
  const s: DigimonState = {
    turn,
    order: ids,
    players: Object.fromEntries(ids.map((id) => [id, emptyPlayer(id)])),
    memory: 0,
    phase: said ? (said.name as Phase) : "main",
    ...(said ? {} : { phaseUnsaid: true }),
    deckListed: ast.players.filter((pb) => pb.areas.some((a) => a.area === "deck")).map((pb) => pb.player),
    eggsListed: ast.players.filter((pb) => pb.areas.some((a) => a.area === "eggs")).map((pb) => pb.player),
    lasting: [],
    usedThisTurn: new Set(),
    delayed: [],
    queue: [],
    nextUid: 1,
    nextPid: 1,
  };
  // "turn A breeding": the breeding phase waits for player A's one action, then the main phase comes (6-4-1).
  if (said?.name === "breeding") {
    s.breedingOpen = true;
    s.turnSteps = ["main"];
  }
  const unknown = reg.get(UNKNOWN_CARD)!;
  let memorySet: string | null = null;
  for (const pb of ast.players) bindPlayer(s, reg, pb, unknown, reg.get(GENERIC_EGG)!);
  for (const pb of ast.players) {
    // After every battle area: an earlier effect may have treated a card of either side as a Digimon.
    bindLasting(
      s,
      (ref) => lookupCard(reg, ref, "board"),
      pb,
      ids.find((x) => x !== pb.player)!,
    );
    if (pb.memory) {
      if (memorySet && pb.memory.value !== 0 && s.memory !== 0)
        throw new InputError(
          `Memory is one gauge: player ${memorySet} already has memory, so player ${pb.player} can't have some too.`,
          "board",
          pb.memory.pos,
          "memory",
        );
      if (pb.memory.value !== 0 || !memorySet)
        s.memory = pb.player === turn ? pb.memory.value : -pb.memory.value;
      memorySet = pb.player;
    }
  }
  bindHistory(s, ast);
  // The board is a settled state: its conditional continuous effects are in force as they stand.
  settleConditions(s);
  return s;
}

/**
 * `did attack digivolve`, `did nothing`: what a player did earlier this turn. Before the main
 * phase nothing has happened yet; otherwise a player without `did` is left unknown, and an
 * effect that asks about it is refused (state/turn-history.ts).
 */
function bindHistory(s: DigimonState, ast: BoardAst): void {
  const early = s.phase !== "main" && s.phase !== "end";
  s.thisTurn = { attack: [], digivolve: [], said: early ? [...s.order] : [] };
  for (const pb of ast.players) {
    if (!pb.did) continue;
    if (early)
      throw new InputError(
        `Player ${s.turn}'s turn has not reached its main phase, so nothing has happened in it yet: leave out "did".`,
        "board",
        pb.did.pos,
        "did",
      );
    const deeds = pb.did.words.map((w) => {
      if (!Object.hasOwn(DEED_WORDS, w.text))
        throw new InputError(
          `"${w.text}" is not something "did" knows: write ${Object.keys(DEED_WORDS).join(", ")}, like "did attack" or "did nothing".`,
          "board",
          w.pos,
          w.text,
        );
      return DEED_WORDS[w.text] ?? null;
    });
    if (deeds.includes(null) && deeds.length > 1)
      throw new InputError('"did nothing" stands alone.', "board", pb.did.pos, "did");
    for (const deed of deeds) if (deed) s.thisTurn[deed].push(pb.player);
    s.thisTurn.said.push(pb.player);
  }
}
