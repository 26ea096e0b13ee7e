/**
 * `lasting CODE` on a board: what a card used earlier still leaves in force, "for the turn" or
 * "until the end of their turn": DP changes to all of a side's Digimon and keywords all of a
 * side's matching Digimon gain (overall processing that lasts, 15-11-2-2), and a card an effect
 * treats as a Digimon (15-12-1-4) with what the same effect gave it ("can't digivolve", <Blocker>).
 * `lasting BT13-018(m)` names by its label the card the effect was used on, when several fit.
 */
import type { CardRef, PlayerBoard } from "../../../board/ast.ts";
import { InputError } from "../../input-error.ts";
import type { CardDef, Op } from "../model/index.ts";
import { permanentMatches } from "../derive/index.ts";
import { type DigimonState, type Permanent, endsOf, opponentOf, permName } from "../state/state.ts";

/** Every operation of a list, those nested under conditions, choices and "then" included. */
function allOps(ops: Op[]): Op[] {
  return ops.flatMap((op) => {
    const nested = Object.values(op).flatMap((v) =>
      Array.isArray(v) ? (v.every((x) => Array.isArray(x)) ? v.flat() : v) : [],
    );
    const inner = nested.filter((x): x is Op => typeof x === "object" && x !== null && "op" in x);
    return [op, ...allOps(inner)];
  });
}

/** `lookup`: the board's card lookup (bind-board.ts), which names an unknown code's closest matches. */
export function bindLasting(
  s: DigimonState,
  lookup: (ref: CardRef) => CardDef,
  pb: PlayerBoard,
  other: string,
): void {
  for (const ref of pb.lasting) {
    const def = lookup(ref);
    const abilities = [...def.abilities, ...def.inherited, ...def.security];
    const treating = abilities.map((a) => allOps(a.ops)).find((ops) => ops.some(isTreat));
    let found = 0;
    if (treating) {
      treatAsDigimon(s, ref, def, treating, pb.player);
      found++;
    } else if (ref.marks.length > 0)
      throw new InputError(
        `${ref.code} ${def.name} treats no card as a Digimon, so there is no card to name in (...) after it.`,
        "board",
        ref.marks[0]!.pos,
        ref.code,
      );
    const ops = treating ? [] : allOps(abilities.flatMap((a) => a.ops));
    for (const op of ops) {
      if ((op.op !== "dp" && op.op !== "gainKeyword") || op.target === "this" || op.target.count !== "all")
        continue;
      const side = op.target.side;
      const sides = side === "any" ? [pb.player, other] : [side === "you" ? pb.player : other];
      if (op.op === "dp" && typeof op.amount === "number") {
        for (const affects of sides)
          s.lasting.push({ card: def.code, owner: pb.player, affects, amount: op.amount });
        found++;
      } else if (op.op === "gainKeyword") {
        const { keyword, value } = op;
        for (const affects of sides)
          (s.lastingKeywords ??= []).push({
            source: def.code,
            affects,
            filter: op.target.filter,
            keyword,
            value,
          });
        found++;
      }
    }
    if (found === 0)
      throw new InputError(
        `${ref.code} ${def.name} has no effect that lasts over all of a side's Digimon (a DP change or a keyword they gain, for the turn or until the end of a turn) and treats no card as a Digimon, so it can't be "lasting".`,
        "board",
        ref.pos,
        ref.code,
      );
  }
}

const isTreat = (op: Op): op is Extract<Op, { op: "treatAsDigimon" }> => op.op === "treatAsDigimon";

/**
 * The card the effect treats as a Digimon: itself ("this Tamer", on its player's field), or the
 * one card of the effect's target that fits, or the one the mark names by its label.
 */
function treatedCard(
  s: DigimonState,
  ref: CardRef,
  def: CardDef,
  op: Extract<Op, { op: "treatAsDigimon" }>,
  player: string,
): Permanent {
  const fail = (why: string): never => {
    throw new InputError(`${ref.code} ${def.name}: ${why}`, "board", ref.marks[0]?.pos ?? ref.pos, ref.code);
  };
  const side = op.target === "this" || op.target.side !== "opponent" ? player : opponentOf(s, player);
  const field = s.players[side]!.battle;
  const fits =
    op.target === "this"
      ? field.filter((p) => p.stack[0]!.code === def.code)
      : field.filter((p) => op.target !== "this" && permanentMatches(s, p, op.target.filter));
  if (ref.marks.length > 1) fail("name one card in (...), the label of the card the effect was used on.");
  const mark = ref.marks[0];
  if (mark && mark.kind !== "flag")
    fail(`in (...) write the label of the card the effect was used on, like "lasting ${ref.code}(m)".`);
  const label = mark?.kind === "flag" ? mark.name : undefined;
  const named = label === undefined ? fits : fits.filter((p) => p.stack[0]!.label === label);
  const what = op.target === "this" ? `${ref.code} itself` : "a card its effect can choose";
  if (named.length === 0)
    fail(
      label === undefined
        ? `its effect treats ${what} as a Digimon, but player ${side}'s battle area has none (15-12-1-4).`
        : `no card labelled #${label} in player ${side}'s battle area is ${what}.`,
    );
  if (named.length > 1)
    fail(
      `its effect treated one card as a Digimon, and ${named.map(permName).join(", ")} all fit: label the one it was used on and name it, like "lasting ${ref.code}(m)".`,
    );
  return named[0]!;
}

/** The card an earlier effect treats as a Digimon, and what the same effect gave it, still in force. */
function treatAsDigimon(s: DigimonState, ref: CardRef, def: CardDef, ops: Op[], player: string): void {
  const treat = ops.find(isTreat)!;
  const p = treatedCard(s, ref, def, treat, player);
  const origin = { player, category: def.category };
  const endsFor = (d: Parameters<typeof endsOf>[2]) => {
    const ends = endsOf(s, player, d);
    return ends === undefined ? {} : { ends };
  };
  (p.asDigimon ??= []).push({ dp: treat.dp, source: def.code, origin, ...endsFor(treat.duration) });
  for (const op of ops) {
    if (op.op === "restrict" && op.target === "this")
      for (const cant of op.cant)
        (s.restrictions ??= []).push({
          cant,
          pid: p.pid,
          source: `[${def.code}]`,
          origin,
          ...endsFor(op.duration),
        });
    if (op.op === "gainKeyword" && op.target === "this")
      (p.granted ??= []).push({
        keyword: op.keyword,
        ...(op.value !== undefined ? { value: op.value } : {}),
        source: def.code,
        origin,
        ...endsFor(op.duration),
      });
  }
}
