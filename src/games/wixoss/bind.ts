/**
 * Turns a parsed board (src/board) into a WIXOSS state. Same grammar as every game; the areas
 * and what `[...]` and `(...)` mean are WIXOSS's:
 *
 *   lrig GWX-102[GWX-101]      the center LRIG, with the LRIG cards under it
 *   key GWX-130                keys in the LRIG zone
 *   signi (or a bare list)     up to three SIGNI, in zone order; `(z2)` puts one in a given zone
 *                              GWX-013[GWX-002]          a card under the SIGNI (Rise)
 *                              GWX-002[GWX-001(charm)]   a Charm; (accessory) an Accessory
 *                              GWX-002(puppet)           a puppeteered SIGNI: the opponent owns it
 *                              GWX-013[GWX-002(puppet)]  a card under it that the opponent owns
 *                              marks: (down), (-3000) a power change this turn
 *   coin N                     the player's coins (at most five)
 *   hand, deck, ener, trash, life, check, lrigdeck, lrigtrash: cards, then a count of unknown
 *   cards. The deck and the Life Cloth are listed top first; without a `deck` section the deck
 *   never runs out (rule processing 5 does not apply).
 */
import type { BoardAst, CardMark, CardRef, PlayerBoard } from "../../board/ast.ts";
import { InputError } from "../input-error.ts";
import { UNKNOWN_WX_CARD, type WxCardDef } from "./cards.ts";
import type { WxRegistry } from "./registry.ts";
import {
  type CardInst,
  type PlayerState,
  type WxState,
  MAX_COINS,
  emptyPlayer,
  newCard,
  newSigni,
} from "./state.ts";

export const WX_AREAS = [
  "lrig",
  "key",
  "signi",
  "hand",
  "deck",
  "ener",
  "trash",
  "life",
  "check",
  "lrigdeck",
  "lrigtrash",
  "coin",
] as const;
type Area = (typeof WX_AREAS)[number];
/** A bare list of cards is parsed as the "battle" area: for WIXOSS that is the SIGNI zones. */
const ALIASES: Record<string, Area> = { battle: "signi", field: "signi", keys: "key" };

export function lookupWxCard(
  reg: WxRegistry,
  ref: CardRef,
  field: "board" | "action" | "choices",
): WxCardDef {
  const def = reg.get(ref.code);
  if (def) return def;
  const data = reg.hasRealCards()
    ? ""
    : ` (The WIXOSS card data was not found in ${reg.dataLocation()}, so only the project's GWX- cards are known.)`;
  throw new InputError(
    `Unknown WIXOSS card ${ref.code}. Closest known codes: ${reg.closest(ref.code).join(", ")}.${data}`,
    field,
    ref.pos,
    ref.code,
  );
}

function markWord(m: CardMark): string {
  return m.kind === "flag" ? m.name : m.kind === "suspended" ? "sus" : String(m.delta);
}

function bad(message: string, pos: CardRef["pos"], token: string): never {
  throw new InputError(message, "board", pos, token);
}

function card(s: WxState, reg: WxRegistry, ref: CardRef, owner: string): CardInst {
  return newCard(s, lookupWxCard(reg, ref, "board"), owner, ref.label);
}

function plain(s: WxState, reg: WxRegistry, ref: CardRef, owner: string, area: string): CardInst {
  const m = ref.marks[0];
  if (m) bad(`Cards in the ${area} take no marks (${ref.code}).`, m.pos, markWord(m));
  if (ref.under.length > 0)
    bad(`Cards in the ${area} have nothing under them (${ref.code}).`, ref.pos, ref.code);
  return card(s, reg, ref, owner);
}

function bindSigni(s: WxState, reg: WxRegistry, ps: PlayerState, refs: CardRef[], other: string): void {
  const used = new Set<number>();
  const placed: { ref: CardRef; zone: number | null }[] = refs.map((ref) => {
    const z = ref.marks.find((m) => m.kind === "flag" && /^z[123]$/.test(m.name));
    return { ref, zone: z && z.kind === "flag" ? Number(z.name.slice(1)) - 1 : null };
  });
  for (const p of placed) if (p.zone !== null) used.add(p.zone);
  if (refs.length > 3) bad("A player has three SIGNI zones.", refs[3]!.pos, refs[3]!.code);
  for (const { ref, zone } of placed) {
    let z = zone;
    if (z === null) {
      z = [0, 1, 2].find((n) => !used.has(n)) ?? 0;
      used.add(z);
    } else if (ps.signi.some((x) => x.zone === z)) bad(`Two SIGNI in zone ${z + 1}.`, ref.pos, ref.code);
    let owner = ps.id;
    let down = false;
    const mods: number[] = [];
    for (const m of ref.marks) {
      if (m.kind === "suspended" || (m.kind === "flag" && m.name === "down")) down = true;
      else if (m.kind === "dp") mods.push(m.delta);
      else if (m.kind === "flag" && m.name === "puppet") owner = other;
      else if (!(m.kind === "flag" && /^z[123]$/.test(m.name)))
        bad(
          `Unknown mark "${m.name}" on ${ref.code}: use down, puppet, z1-z3 or a power change like -3000.`,
          m.pos,
          m.name,
        );
    }
    const c = card(s, reg, ref, owner);
    if (c.def.type !== "SIGNI" && c.def.type !== "Resona")
      bad(`${ref.code} is a ${c.def.type}: only SIGNI and Resona go in the SIGNI zones.`, ref.pos, ref.code);
    const x = newSigni(s, c, z);
    x.down = down;
    x.powerMods = mods;
    for (const u of ref.under) {
      const flags = u.marks.map(markWord);
      const wrong = u.marks.find(
        (m) => !(m.kind === "flag" && ["charm", "accessory", "puppet"].includes(m.name)),
      );
      if (wrong)
        bad(
          `A card with a SIGNI takes only the marks charm, accessory or puppet (${u.code}).`,
          wrong.pos,
          markWord(wrong),
        );
      const uc = card(s, reg, u, flags.includes("puppet") ? other : ps.id);
      if (flags.includes("charm")) x.charms.push(uc);
      else if (flags.includes("accessory")) x.accessories.push(uc);
      else x.under.push(uc);
    }
    ps.signi.push(x);
  }
}

function bindPlayer(s: WxState, reg: WxRegistry, pb: PlayerBoard, other: string): void {
  const ps = s.players[pb.player]!;
  for (const entry of pb.areas) {
    const area = (ALIASES[entry.area] ?? entry.area) as Area;
    if (!WX_AREAS.includes(area))
      bad(`Unknown area "${entry.area}" for WIXOSS. Areas: ${WX_AREAS.join(", ")}.`, entry.pos, entry.area);
    const unknowns = () => Array.from({ length: entry.count }, () => newCard(s, s.unknownDef, pb.player));
    if (area === "coin") {
      const extra = entry.cards[0];
      if (extra) bad('The coin area takes a number of coins, like "coin 2".', extra.pos, extra.code);
      if (entry.count > MAX_COINS) bad(`A player holds at most ${MAX_COINS} coins.`, entry.pos, entry.area);
      ps.coins = entry.count;
      continue;
    }
    if ((area === "lrig" || area === "signi" || area === "key") && entry.count > 0)
      bad(`The ${area} area takes card codes, not a count.`, entry.pos, entry.area);
    switch (area) {
      case "lrig": {
        const [ref, extra] = entry.cards;
        if (extra)
          bad("A player has one center LRIG: list the LRIG cards under it in [...].", extra.pos, extra.code);
        if (!ref) break;
        for (const m of ref.marks) {
          if (m.kind === "suspended" || (m.kind === "flag" && m.name === "down")) ps.lrigDown = true;
          else bad(`The LRIG takes only the mark "down" (${ref.code}).`, m.pos, markWord(m));
        }
        const cards = [ref, ...ref.under].map((r) => card(s, reg, r, pb.player));
        const notLrig = cards.findIndex((c) => c.def.type !== "LRIG");
        if (notLrig >= 0) {
          const r = notLrig === 0 ? ref : ref.under[notLrig - 1]!;
          bad(`${r.code} is a ${cards[notLrig]!.def.type}, not a LRIG.`, r.pos, r.code);
        }
        ps.lrig = cards;
        break;
      }
      case "signi":
        bindSigni(s, reg, ps, entry.cards, other);
        break;
      case "key":
        for (const ref of entry.cards) {
          const k = plain(s, reg, ref, pb.player, "key area");
          if (k.def.type !== "Key") bad(`${ref.code} is a ${k.def.type}, not a key.`, ref.pos, ref.code);
          ps.keys.push(k);
        }
        break;
      case "check":
        ps.check.push(
          ...entry.cards.map((r) => ({ card: plain(s, reg, r, pb.player, area), burstPending: false })),
        );
        ps.check.push(...unknowns().map((c) => ({ card: c, burstPending: false })));
        break;
      default: {
        const zone = {
          hand: "hand",
          deck: "deck",
          ener: "ener",
          trash: "trash",
          life: "life",
          lrigdeck: "lrigDeck",
          lrigtrash: "lrigTrash",
        } as const;
        const list = ps[zone[area]];
        list.push(...entry.cards.map((r) => plain(s, reg, r, pb.player, area)), ...unknowns());
        if (area === "deck") ps.deckKnown = true;
      }
    }
  }
}

export function bindWxBoard(ast: BoardAst, reg: WxRegistry): WxState {
  const ids = ast.players.map((p) => p.player);
  if (ids.length > 2) {
    const third = ast.players[2]!;
    bad("WIXOSS has two players: A and B.", third.pos, third.player);
  }
  for (const fill of ["A", "B"]) if (ids.length < 2 && !ids.includes(fill)) ids.push(fill);
  const turn = ast.turn?.player ?? ids[0]!;
  if (!ids.includes(turn)) bad(`Player ${turn} is not on this board.`, ast.turn!.pos, turn);
  const s: WxState = {
    turn,
    order: ids,
    players: Object.fromEntries(ids.map((id) => [id, emptyPlayer(id)])),
    nextUid: 1,
    nextSid: 1,
    unknownDef: reg.get(UNKNOWN_WX_CARD)!,
    drewBlind: [],
    lost: null,
    steps: [],
    queue: [],
    attack: null,
  };
  for (const pb of ast.players) {
    if (pb.memory) bad("WIXOSS has no memory gauge.", pb.memory.pos, "memory");
    const lasting = pb.lasting[0];
    if (lasting)
      bad(
        `"lasting" is a Digimon notation; in WIXOSS write a power change on the SIGNI, like ${lasting.code}(-3000).`,
        lasting.pos,
        lasting.code,
      );
    if (pb.did)
      bad(
        '"did" is a Digimon notation (what a player did earlier this turn); WIXOSS boards do not take it.',
        pb.did.pos,
        "did",
      );
    bindPlayer(
      s,
      reg,
      pb,
      ids.find((x) => x !== pb.player)!,
    );
  }
  return s;
}
