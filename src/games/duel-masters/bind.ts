/**
 * Turns a parsed board (src/board) into a Duel Masters state. Same grammar as every game;
 * the areas and what `[...]` and `(...)` mean are Duel Masters':
 *
 *   battle (or a bare list)  GDM-020[GDM-001]   an evolution creature on the card under it
 *                            GDM-040[GDM-041]   linked Gods, left to right
 *                            GDM-050[GDM-051]   linked Psychic / Dragheart cells
 *                            GDM-005[GDM-001(seal)]  a card with a seal on it
 *                            GDM-001[XDM-070(cross)] a creature and the Cross Gear crossed with it
 *                            marks: (tap) tapped, (-2000) a power change this turn
 *   shield GDM-101[GDM-060]  a shield fortified by a castle; `shield 3` = 3 unknown shields
 *   hand, deck, graveyard, mana, hyperspatial: cards, then a count of unknown cards; the deck
 *   is listed top first, and a player without a `deck` section never runs out (703.4b).
 */
import type { BoardAst, CardMark, CardRef, PlayerBoard } from "../../board/ast.ts";
import { InputError } from "../input-error.ts";
import type { DmCardDef } from "./cards.ts";
import { UNKNOWN_DM_CARD } from "./cards.ts";
import type { DmRegistry } from "./registry.ts";
import {
  type BzObject,
  type CardInst,
  type DmState,
  emptyPlayer,
  isCell,
  isGod,
  newCard,
  newObject,
} from "./state.ts";

export const DM_AREAS = ["battle", "shield", "hand", "deck", "graveyard", "mana", "hyperspatial"] as const;
type Area = (typeof DM_AREAS)[number];
const ALIASES: Record<string, Area> = { shields: "shield", grave: "graveyard" };

export function lookupDmCard(
  reg: DmRegistry,
  ref: CardRef,
  field: "board" | "action" | "choices",
): DmCardDef {
  const def = reg.get(ref.code);
  if (def) return def;
  const data = reg.hasRealCards()
    ? ""
    : ` (The Duel Masters card data was not found at ${reg.dataLocation()}, so only the project's GDM- cards are known.)`;
  throw new InputError(
    `Unknown Duel Masters card ${ref.code}. Closest known codes: ${reg.closest(ref.code).join(", ")}.${data}`,
    field,
    ref.pos,
    ref.code,
  );
}

function flagName(m: CardMark): string | null {
  return m.kind === "flag" ? m.name : null;
}

function noMarks(ref: CardRef, where: string): void {
  const m = ref.marks[0];
  if (m)
    throw new InputError(
      `Cards in the ${where} take no marks (${ref.code}).`,
      "board",
      m.pos,
      m.kind === "flag" ? m.name : ref.code,
    );
}

function card(s: DmState, reg: DmRegistry, ref: CardRef, owner: string): CardInst {
  return newCard(s, lookupDmCard(reg, ref, "board"), owner, ref.label);
}

/** A battle-zone entry: the object, and the Cross Gear written under it as crossed with it. */
function battleObjects(s: DmState, reg: DmRegistry, ref: CardRef, owner: string): BzObject[] {
  const head = card(s, reg, ref, owner);
  const seals: CardInst[] = [];
  const under: CardInst[] = [];
  const gears: BzObject[] = [];
  for (const u of ref.under) {
    const flags = u.marks.map(flagName);
    const bad = u.marks.find((m) => flagName(m) !== "seal" && flagName(m) !== "cross");
    if (bad || u.marks.length > 1)
      throw new InputError(
        `A card under ${ref.code} takes only the mark "seal" or, for a Cross Gear, "cross" (${u.code}).`,
        "board",
        (bad ?? u.marks[1]!).pos,
        bad?.kind === "flag" ? bad.name : u.code,
      );
    const c = card(s, reg, u, owner);
    if (flags.includes("cross")) {
      if (c.def.type !== "Cross Gear")
        throw new InputError(
          `${u.code} is a ${c.def.type}, not a Cross Gear, so it can't be crossed.`,
          "board",
          u.pos,
          u.code,
        );
      gears.push(newObject(s, [c]));
    } else (flags.includes("seal") ? seals : under).push(c);
  }
  let o: BzObject;
  if (under.length === 0) o = newObject(s, [head]);
  else if (isGod(head) && under.every(isGod)) o = newObject(s, [head, ...under], "link");
  else if (isCell(head) && under.every(isCell)) o = newObject(s, [head, ...under], "link");
  else if (head.def.evolution) o = newObject(s, [head, ...under]);
  else
    throw new InputError(
      `${ref.code} is not an evolution creature, a God linking Gods or a cell linking cells, so no cards can be under it (a seal is written ${ref.code}[CODE(seal)]).`,
      "board",
      ref.pos,
      ref.code,
    );
  o.seals = seals;
  for (const g of gears) g.crossedWith = o.oid;
  for (const m of ref.marks) {
    if (m.kind === "suspended" || (m.kind === "flag" && (m.name === "tap" || m.name === "tapped")))
      o.tapped = true;
    else if (m.kind === "dp") o.powerMods.push(m.delta);
    else
      throw new InputError(
        `Unknown mark "${m.name}" on ${ref.code}: use "tap" or a power change like "-2000".`,
        "board",
        m.pos,
        m.name,
      );
  }
  return [o, ...gears];
}

function bindPlayer(s: DmState, reg: DmRegistry, pb: PlayerBoard, unknown: DmCardDef): void {
  const ps = s.players[pb.player]!;
  for (const entry of pb.areas) {
    const area = (ALIASES[entry.area] ?? entry.area) as Area;
    if (!DM_AREAS.includes(area))
      throw new InputError(
        `Unknown area "${entry.area}" for Duel Masters. Areas: ${DM_AREAS.join(", ")}.`,
        "board",
        entry.pos,
        entry.area,
      );
    const unknowns = () => Array.from({ length: entry.count }, () => newCard(s, unknown, pb.player));
    if (area === "battle") {
      if (entry.count > 0)
        throw new InputError(
          "The battle zone takes card codes, not a count.",
          "board",
          entry.pos,
          entry.area,
        );
      ps.battle.push(...entry.cards.flatMap((ref) => battleObjects(s, reg, ref, pb.player)));
    } else if (area === "shield") {
      for (const ref of entry.cards) {
        noMarks(ref, "shield zone");
        const castleRef = ref.under[0];
        if (ref.under.length > 1)
          throw new InputError(
            `A shield holds at most one castle (${ref.code}).`,
            "board",
            ref.pos,
            ref.code,
          );
        const castle = castleRef ? card(s, reg, castleRef, pb.player) : null;
        if (castle && castle.def.type !== "Castle")
          throw new InputError(
            `${castleRef!.code} is a ${castle.def.type}, not a castle: only a castle can fortify a shield.`,
            "board",
            castleRef!.pos,
            castleRef!.code,
          );
        ps.shields.push({ card: card(s, reg, ref, pb.player), castle });
      }
      for (const c of unknowns()) ps.shields.push({ card: c, castle: null });
    } else {
      const cards = entry.cards.map((ref) => {
        // A mana card may be marked tapped: "mana GDM-001(tap)".
        const tappedMana = area === "mana" && ref.marks.length === 1 && flagName(ref.marks[0]!) === "tap";
        if (!tappedMana) noMarks(ref, area);
        if (ref.under.length > 0)
          throw new InputError(
            `Cards in the ${area} have nothing under them (${ref.code}).`,
            "board",
            ref.pos,
            ref.code,
          );
        const c = card(s, reg, ref, pb.player);
        if (tappedMana) c.tapped = true;
        return c;
      });
      ps[area].push(...cards, ...unknowns());
      if (area === "deck") ps.deckKnown = true;
    }
  }
}

export function bindDmBoard(ast: BoardAst, reg: DmRegistry): DmState {
  const ids = ast.players.map((p) => p.player);
  if (ids.length > 2) {
    const third = ast.players[2]!;
    throw new InputError("Duel Masters has two players: A and B.", "board", third.pos, third.player);
  }
  for (const fill of ["A", "B"]) if (ids.length < 2 && !ids.includes(fill)) ids.push(fill);
  const turn = ast.turn?.player ?? ids[0]!;
  if (!ids.includes(turn))
    throw new InputError(`Player ${turn} is not on this board.`, "board", ast.turn!.pos, turn);
  const unknown = reg.get(UNKNOWN_DM_CARD)!;
  const s: DmState = {
    turn,
    order: ids,
    players: Object.fromEntries(ids.map((id) => [id, emptyPlayer(id)])),
    directlyAttacked: [],
    lost: [],
    nextUid: 1,
    nextOid: 1,
    clock: 1,
    unknownDef: unknown,
    resolving: null,
    drewBlind: [],
    steps: [],
    queue: [],
    attack: null,
    shieldBreakers: [],
    spellsCast: [],
    destroyedInsteadThisTurn: [],
  };
  for (const pb of ast.players) {
    if (pb.memory)
      throw new InputError("Duel Masters has no memory gauge.", "board", pb.memory.pos, "memory");
    const lasting = pb.lasting[0];
    if (lasting)
      throw new InputError(
        `"lasting" is a Digimon notation; in Duel Masters write a power change on the creature, like ${lasting.code}(-2000).`,
        "board",
        lasting.pos,
        lasting.code,
      );
    if (pb.did)
      throw new InputError(
        '"did" is a Digimon notation (what a player did earlier this turn); Duel Masters boards do not take it.',
        "board",
        pb.did.pos,
        "did",
      );
    bindPlayer(s, reg, pb, unknown);
  }
  return s;
}
