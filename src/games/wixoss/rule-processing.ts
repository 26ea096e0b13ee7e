/**
 * WIXOSS rule processing: the nine kinds (RP-1 .. RP-9) and the additional rulings (RP-A1 ..
 * RP-A4). One call is one round: every condition is read from the state as it is at the start
 * of the round, then everything found is done together (one moment for the events).
 *
 * - A card that several rule processes would move is moved by the one its owner puts first
 *   (RP-C3); the others no longer apply to it.
 * - Choices (which SIGNI goes for RP-2 or RP-8) are made by the player on whose side the
 *   processing happens (RP-C2).
 * - RP-2 follows A -> B -> C (RP-A4): a SIGNI over the LRIG's level, else one whose level
 *   changed since this rule processing began, else any SIGNI, one at a time, until nothing
 *   exceeds the level or the limit.
 * The kernel never calls this in the middle of an ability (RP-C1).
 */
import type { EffectContext, RuleCheckResult } from "../../engine/types.ts";
import { powerOf } from "./derive.ts";
import { leaveField } from "./ops.ts";
import {
  allSigni,
  type CardInst,
  cardName,
  codeOf,
  controllerOf,
  isPuppet,
  levelOf,
  lrigLevel,
  lrigLimit,
  type PlayerId,
  type PlayerState,
  restrictionFits,
  type Signi,
  signiLimit,
  signiName,
  totalLevel,
  type WxState,
} from "./state.ts";

interface Part {
  rule: string;
  cite?: string;
  text: string;
  card: string | null;
}

type Move = "RP-1" | "RP-2" | "RP-9";
const MOVE_WORDS: Record<Move, string> = {
  "RP-1": "rule processing 1 first: it is banished (power 0 or less)",
  "RP-2": "rule processing 2 first: it goes to the trash (over the LRIG's level)",
  "RP-9": "rule processing 9 first: it goes to the trash (its limiting condition does not fit)",
};

function overLevel(s: WxState, x: Signi): boolean {
  return levelOf(s, x) > lrigLevel(s.players[controllerOf(s, x)]!);
}

function exceeds(s: WxState, ps: PlayerState): boolean {
  return ps.signi.some((x) => levelOf(s, x) > lrigLevel(ps)) || totalLevel(s, ps) > lrigLimit(ps);
}

function pick(ctx: EffectContext, player: PlayerId, s: WxState, xs: Signi[], prompt: string): Signi {
  if (xs.length === 1) return xs[0]!;
  const [id] = ctx.choose({
    kind: "target",
    player,
    prompt: `Player ${player}: ${prompt}`,
    options: xs.map((x, i) => ({ id: String(i), label: signiName(s, x), card: codeOf(x.card) })),
    min: 1,
    max: 1,
  });
  return xs[Number(id ?? 0)] ?? xs[0]!;
}

/** The SIGNI a round moves for certain (RP-1, RP-9), with the owner's order where several apply. */
function fixedMoves(s: WxState): { x: Signi; moves: Move[] }[] {
  const out: { x: Signi; moves: Move[] }[] = [];
  for (const x of allSigni(s)) {
    const ps = s.players[controllerOf(s, x)]!;
    const moves: Move[] = [];
    if (powerOf(s, x) <= 0) moves.push("RP-1");
    if (!restrictionFits(x.card.def.restriction, ps)) moves.push("RP-9");
    if (moves.length > 0 && overLevel(s, x)) moves.push("RP-2");
    if (moves.length > 0) out.push({ x, moves });
  }
  return out;
}

function doMove(s: WxState, ctx: EffectContext, x: Signi, moves: Move[], moment: number): Part {
  const name = signiName(s, x);
  let first = moves[0]!;
  let order = "";
  if (moves.length > 1) {
    const owner = x.card.owner;
    const [id] = ctx.choose({
      kind: "target",
      player: owner,
      prompt: `Player ${owner}: several rule processes would move ${name}; which applies first?`,
      options: moves.map((m) => ({
        id: m,
        label: MOVE_WORDS[m],
        card: `${x.card.code}#${m.replace("-", "").toLowerCase()}`,
      })),
      min: 1,
      max: 1,
    });
    first = (moves.find((m) => m === id) ?? first) as Move;
    order = `${moves.join(" and ")} would ${moves.length === 2 ? "both" : "all"} move ${name}, so its owner, player ${owner}, chooses the order and puts ${first} first; `;
  }
  const power = powerOf(s, x);
  const level = levelOf(s, x);
  const lrig = lrigLevel(s.players[controllerOf(s, x)]!);
  const restriction = x.card.def.restriction.join("/");
  if (first === "RP-1") {
    const puppet = isPuppet(s, x);
    const how = leaveField(s, ctx, x, "ener", moment, true);
    const cite = ["RP-1", ...(puppet ? ["RP-A2"] : []), ...(moves.length > 1 ? ["RP-C3"] : [])].join(", ");
    return {
      rule: "RP-1",
      cite,
      text: `${order}${name} has power ${power} (0 or less): ${how}`,
      card: x.card.code,
    };
  }
  if (first === "RP-9") {
    const how = leaveField(s, ctx, x, "trash", moment, false);
    return {
      rule: "RP-9",
      cite: moves.length > 1 ? "RP-9, RP-C3" : undefined,
      text: `${order}${name} is limited to ${restriction}, which the LRIG is not: ${how}`,
      card: x.card.code,
    };
  }
  const how = leaveField(s, ctx, x, "trash", moment, false);
  return {
    rule: "RP-2",
    cite: "RP-2, RP-A4, RP-C3",
    text: `${order}${name} (level ${level}) is over the LRIG's level ${lrig}, so it is the SIGNI rule processing 2 puts into the trash (step A): ${how}`,
    card: x.card.code,
  };
}

/** RP-2 with A -> B -> C (RP-A4), chosen by the player on whose side it is (RP-C2). */
function levelAndLimit(
  s: WxState,
  ctx: EffectContext,
  player: PlayerId,
  levelAtStart: Map<number, number>,
  moment: number,
): Part | null {
  const ps = s.players[player]!;
  if (!exceeds(s, ps)) return null;
  const head = `player ${player}'s SIGNI exceed their LRIG (level ${lrigLevel(ps)}, limit ${lrigLimit(ps)}; SIGNI levels ${ps.signi.map((x) => levelOf(s, x)).join("+")})`;
  const steps: string[] = [];
  let guard = 0;
  while (exceeds(s, ps) && guard++ < 10) {
    ctx.tick();
    const a = ps.signi.filter((x) => levelOf(s, x) > lrigLevel(ps));
    const b = ps.signi.filter((x) => levelAtStart.has(x.sid) && levelAtStart.get(x.sid) !== levelOf(s, x));
    const [step, pool] = a.length
      ? (["A", a] as const)
      : b.length
        ? (["B", b] as const)
        : (["C", ps.signi] as const);
    const why = {
      A: "a SIGNI over the LRIG's level",
      B: "a SIGNI whose level changed since this rule processing began",
      C: "any SIGNI",
    }[step];
    const x = pick(ctx, player, s, pool, `rule processing 2, step ${step}: put ${why} into the trash`);
    const detail =
      step === "B" ? ` (level ${levelAtStart.get(x.sid)} → ${levelOf(s, x)})` : ` (level ${levelOf(s, x)})`;
    const name = signiName(s, x);
    leaveField(s, ctx, x, "trash", moment, false);
    steps.push(
      pool.length > 1
        ? `step ${step}, ${why}: player ${player} chooses ${name}${detail}, which goes to the trash`
        : `step ${step}, ${why}: ${name}${detail} goes to the trash`,
    );
  }
  return {
    rule: "RP-2",
    cite: "RP-2, RP-A4, RP-C2",
    text: `${head}, so SIGNI go to the trash one at a time, A before B before C: ${steps.join("; ")}`,
    card: null,
  };
}

/** RP-8: more SIGNI than a designated limit allows; the player on whose side chooses (RP-C2). */
function designatedLimit(s: WxState, ctx: EffectContext, player: PlayerId, moment: number): Part | null {
  const ps = s.players[player]!;
  const max = signiLimit(s, player);
  if (ps.signi.length <= max) return null;
  const gone: string[] = [];
  while (ps.signi.length > max) {
    const x = pick(ctx, player, s, ps.signi, `you can have only ${max} SIGNI; which goes to the trash?`);
    gone.push(signiName(s, x));
    leaveField(s, ctx, x, "trash", moment, false);
  }
  return {
    rule: "RP-8",
    cite: "RP-8, RP-C2",
    text: `player ${player} has more SIGNI on the field than the designated limit of ${max}, so player ${player} chooses and puts ${gone.join(" and ")} into the trash`,
    card: null,
  };
}

type Zone = "hand" | "deck" | "ener" | "trash" | "life";
const LOOSE: readonly Zone[] = ["hand", "deck", "ener", "trash", "life"];

function strayCards(
  ps: PlayerState,
  type: "Resona" | "Key",
): { card: CardInst; where: string; take: () => void }[] {
  const out: { card: CardInst; where: string; take: () => void }[] = [];
  for (const zone of LOOSE)
    for (const card of ps[zone].filter((c) => c.def.type === type))
      out.push({
        card,
        where: zone === "life" ? "Life Cloth" : zone === "ener" ? "ener zone" : zone,
        take: () => ps[zone].splice(ps[zone].indexOf(card), 1),
      });
  for (const cc of ps.check.filter((c) => c.card.def.type === type && !c.burstPending))
    out.push({ card: cc.card, where: "check zone", take: () => ps.check.splice(ps.check.indexOf(cc), 1) });
  return out;
}

export function ruleProcessing(s: WxState, ctx: EffectContext): RuleCheckResult | null {
  if (s.lost) return null;
  const moment = ctx.nextMoment();
  const levelAtStart = new Map(allSigni(s).map((x) => [x.sid, levelOf(s, x)]));
  // What the state shows at the start of the round.
  const fixed = fixedMoves(s);
  const rp2 = s.order.filter((p) => exceeds(s, s.players[p]!));
  const rp8 = s.order.filter((p) => s.players[p]!.signi.length > signiLimit(s, p));
  const leftovers = s.order.flatMap((p) => s.players[p]!.leftovers.map((l) => ({ p, l })));
  const checks = s.order.flatMap((p) =>
    s.players[p]!.check.filter((c) => !c.burstPending).map((c) => ({ p, c })),
  );
  const refresh = s.order.filter((p) => {
    const ps = s.players[p]!;
    return ps.deckKnown && ps.deck.length === 0 && ps.trash.length > 0;
  });
  const resona = s.order.flatMap((p) => strayCards(s.players[p]!, "Resona"));
  const keys = s.order.flatMap((p) => strayCards(s.players[p]!, "Key"));
  const badKeys = s.order.flatMap((p) => {
    const ps = s.players[p]!;
    return ps.keys.filter((k) => !restrictionFits(k.def.restriction, ps)).map((k) => ({ p, k }));
  });

  // Performed together.
  const parts: Part[] = [];
  for (const { x, moves } of fixed) parts.push(doMove(s, ctx, x, moves, moment));
  for (const { p, k } of badKeys) {
    const ps = s.players[p]!;
    ps.keys.splice(ps.keys.indexOf(k), 1);
    s.players[k.owner]!.lrigTrash.push(k);
    parts.push({
      rule: "RP-9",
      text: `the key ${cardName(k)} is limited to ${k.def.restriction.join("/")}, which player ${p}'s LRIG is not, so it goes to the LRIG trash`,
      card: k.code,
    });
  }
  for (const { p, l } of leftovers) {
    const ps = s.players[p]!;
    ps.leftovers.splice(ps.leftovers.indexOf(l), 1);
    s.players[l.card.owner]!.trash.push(l.card);
    const puppet = l.card.owner !== l.field;
    const as =
      l.as === "under"
        ? "was under"
        : `was attached to (as ${l.as === "charm" ? "a Charm" : "an Accessory"})`;
    const cite = [
      "RP-3",
      ...(l.rise && l.as === "under" ? ["RP-A1"] : []),
      ...(puppet ? ["RP-A3"] : []),
    ].join(", ");
    const whose = puppet ? `its original owner's trash (player ${l.card.owner})` : "the trash";
    parts.push({
      rule: "RP-3",
      cite,
      text: `${cardName(l.card)} ${as} ${l.from}, which left the field, so it goes face up to ${whose}${puppet ? ": it was a puppeteered SIGNI put under a SIGNI by Rise" : ""}`,
      card: l.card.code,
    });
  }
  for (const { p, c } of checks) {
    const ps = s.players[p]!;
    ps.check.splice(ps.check.indexOf(c), 1);
    s.players[c.card.owner]!.ener.push(c.card);
    const why = c.card.def.lifeBurst ? "its Life Burst was not used" : "it has no Life Burst";
    parts.push({
      rule: "RP-4",
      text: `the crushed ${cardName(c.card)} is in the check zone and ${why}, so it goes to the ener zone`,
      card: c.card.code,
    });
  }
  for (const p of refresh) {
    const ps = s.players[p]!;
    const n = ps.trash.length;
    ps.deck.push(...ps.trash.splice(0, n));
    const life = ps.life.shift();
    if (life) ps.trash.push(life);
    parts.push({
      rule: "RP-5",
      text: `player ${p}'s deck has 0 cards, so player ${p} refreshes: the ${n} card${n === 1 ? "" : "s"} of the trash are shuffled into a new deck${life ? `, then the top card of the Life Cloth (${cardName(life)}) goes to the trash` : ""}`,
      card: null,
    });
  }
  for (const r of resona) {
    r.take();
    s.players[r.card.owner]!.lrigDeck.push(r.card);
    parts.push({
      rule: "RP-6",
      text: `the Resona ${cardName(r.card)} is in the ${r.where}, where a Resona can't be (only the LRIG deck, the LRIG trash or a SIGNI zone), so it returns to the LRIG deck`,
      card: r.card.code,
    });
  }
  for (const k of keys) {
    k.take();
    s.players[k.card.owner]!.lrigTrash.push(k.card);
    parts.push({
      rule: "RP-7",
      text: `the key ${cardName(k.card)} is in the ${k.where}, where a key can't be (only the LRIG deck, the LRIG trash or the LRIG zone), so it goes to the LRIG trash`,
      card: k.card.code,
    });
  }
  for (const p of rp2) {
    const part = levelAndLimit(s, ctx, p, levelAtStart, moment);
    if (part) parts.push(part);
  }
  for (const p of rp8) {
    const part = designatedLimit(s, ctx, p, moment);
    if (part) parts.push(part);
  }
  if (parts.length === 0) return null;
  const list = parts.map((p) => `${p.text} (${p.cite ?? p.rule})`);
  const together = parts.length > 1 ? ", done together" : "";
  return {
    text: `Rule processing${together}: ${list.join("; ")}.`,
    rule: parts[0]!.rule,
    card: parts.length === 1 ? parts[0]!.card : null,
  };
}
