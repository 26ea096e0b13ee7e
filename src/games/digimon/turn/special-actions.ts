/**
 * The main-phase actions that read a requirement line of the card (6-5-1): linking (10-1),
 * playing with DigiXros (7-2) or Assembly (7-3), App Fusion (8-4) and Burst digivolution (8-3).
 * Each checks the requirement the compiler read from the card and refuses with the rule when it
 * is not met; the steps shared with the other actions come from turn/actions.ts.
 */
import { RulesError } from "../../../engine/errors.ts";
import type { EffectContext } from "../../../engine/types.ts";
import { identityOf, matchesFilter, isDigimon, optionUseBan } from "../derive/index.ts";
import type { CardFilter } from "../model/index.ts";
import {
  allowExtraSources,
  assignParts,
  fitsAsXrosName,
  standsInForXros,
  inPartOrder,
  placeOf,
  digivolveCost,
  digisorption,
  fusionPair,
  linkRefusal,
  linkCost,
  plugLink,
  placeOnField,
  playCost,
  removeFromField,
  toTrash,
  trashLinks,
} from "../ops/index.ts";
import { recordEvent } from "../state/events.ts";
import {
  type CardInst,
  type DigimonState,
  type Permanent,
  type PlayerId,
  activeAbilities,
  cardName,
  describeMemory,
  memoryOf,
  permName,
  top,
  turnNumber,
} from "../state/state.ts";

export type SpecialAction =
  /** `A links BT21-009 to BT21-018`: a card from the hand or battle area (6-5-1-4). */
  | { kind: "link"; player: PlayerId; card: CardInst; to: Permanent }
  /** `A plays BT10-009 with digixros ...` / `... with assembly ...` (6-5-1-1-2, 6-5-1-1-3). */
  | {
      kind: "playWith";
      player: PlayerId;
      card: CardInst;
      how: "digixros" | "assembly";
      materials: CardInst[];
    }
  /** `A app fuses BT21-018 into BT21-023` (6-5-1-2-4). */
  | { kind: "appFusion"; player: PlayerId; card: CardInst; onto: Permanent }
  /** `A burst digivolves BT12-010 into BT13-020` (6-5-1-2-3); `tamer` when the action names it. */
  | { kind: "burst"; player: PlayerId; card: CardInst; onto: Permanent; tamer?: Permanent };

/** The steps of turn/actions.ts these actions share. */
export interface ActionSteps {
  requireTurnPlayer(s: DigimonState, player: PlayerId, what: string): void;
  /** Takes the card out of the hand; its index there. */
  fromHand(s: DigimonState, player: PlayerId, card: CardInst): number;
  payOrReturn(
    s: DigimonState,
    ctx: EffectContext,
    player: PlayerId,
    card: CardInst,
    at: number,
    cost: number,
    how: { verb: string; rule: string },
  ): boolean;
  drawOne(s: DigimonState, ctx: EffectContext, player: PlayerId, why: string): void;
}

const canPayNow = (s: DigimonState, player: PlayerId, cost: number) => memoryOf(s, player) - cost >= -10;

/** Where a card named in an action is now: the hand, or alone on the field. */
function takeFromHandOrField(
  s: DigimonState,
  player: PlayerId,
  card: CardInst,
  rule: string,
): { from: "hand"; at: number } | { from: "field"; perm: Permanent } {
  const ps = s.players[player]!;
  const at = ps.hand.indexOf(card);
  if (at >= 0) return { from: "hand", at };
  const perm = ps.battle.find((p) => top(p) === card);
  if (!perm)
    throw new RulesError(
      `${cardName(card)} is neither in player ${player}'s hand nor in their battle area.`,
      rule,
    );
  if (perm.stack.length > 1)
    throw new RulesError(
      `${permName(perm)} has cards under it: the engine uses a card from the battle area only when it is alone there (the rules don't say where the cards under it go).`,
      rule,
    );
  return { from: "field", perm };
}

function link(
  s: DigimonState,
  ctx: EffectContext,
  a: Extract<SpecialAction, { kind: "link" }>,
  st: ActionSteps,
) {
  st.requireTurnPlayer(s, a.player, "link a card");
  const info = a.card.def.link;
  if (!info)
    throw new RulesError(`${cardName(a.card)} has no [Link] requirement, so it can't be linked.`, "10-1-1");
  if (info.requirementMissing)
    throw new RulesError(
      `${cardName(a.card)}'s card record has link DP or a link effect but no [Link] requirement line, so its link cost and the Digimon it may link to are unknown: the engine can't link it by the action (import a corrected card list).`,
      "10-1-3-1",
    );
  const ps = s.players[a.player]!;
  if (!ps.battle.includes(a.to) || !isDigimon(s, a.to))
    throw new RulesError(`${permName(a.to)} is not a Digimon in player ${a.player}'s battle area.`, "10-1-1");
  const refused = linkRefusal(s, a.card, a.to);
  if (refused) {
    const [, why, rule] = /^(.*) \(([\d-]+)\)$/.exec(refused)!;
    throw new RulesError(`${why}.`, rule);
  }
  const banned = a.card.def.category === "Option" ? optionUseBan(s, a.player) : null;
  if (banned)
    ctx.note(`${banned}; linking an Option card is not using it, so it can still be linked (10-1-1)`);
  const where = takeFromHandOrField(s, a.player, a.card, "6-5-1-4-1");
  const cost = linkCost(s, ctx, a.card, a.to, info.cost);
  if (!canPayNow(s, a.player, cost)) {
    ctx.note(
      `player ${a.player} can't pay the link cost ${cost} (${describeMemory(s)}), so ${cardName(a.card)} is not linked and no memory moves (10-1-3-2)`,
    );
    return;
  }
  if (where.from === "hand") st.fromHand(s, a.player, a.card);
  else {
    removeFromField(s, where.perm);
    ctx.note(`${cardName(a.card)} leaves the battle area to be linked`);
  }
  st.payOrReturn(s, ctx, a.player, a.card, -1, cost, { verb: "linked", rule: "10-1-3-2" });
  for (const line of plugLink(s, ctx, a.player, a.card, a.to)) ctx.note(line);
}

/** Where a DigiXros material is: the hand or the battle area (7-2-1); an Assembly one: the trash (7-3-1). */
function takeMaterials(
  s: DigimonState,
  ctx: EffectContext,
  player: PlayerId,
  a: { how: string; materials: CardInst[] },
) {
  const ps = s.players[player]!;
  for (const c of a.materials) {
    if (a.how === "assembly") {
      ps.trash.splice(ps.trash.indexOf(c), 1);
      continue;
    }
    const at = ps.hand.indexOf(c);
    if (at >= 0) {
      ps.hand.splice(at, 1);
      continue;
    }
    const place = placeOf(s, player, c);
    if (place?.at === "trash") {
      ps.trash.splice(ps.trash.indexOf(c), 1);
      continue;
    }
    if (place?.at === "tamer") {
      place.perm.stack.splice(place.perm.stack.indexOf(c), 1);
      continue;
    }
    const perm = ps.battle.find((p) => top(p) === c)!;
    // The card placed from the battle area leaves the field (7-2-2-7).
    const leaveEffect = activeAbilities(perm).some(
      ({ ability }) =>
        ability.would?.on === "leave" && !ability.would.deletion && ability.would.subject === "this",
    );
    removeFromField(s, perm);
    ctx.note(`${cardName(c)} leaves the battle area for the DigiXros (7-2-2-7)`);
    // Its "when this Digimon would leave the battle area" effects trigger here (official Q&A), which
    // the engine does not process for a DigiXros: said, so the answer is not read as "no effect".
    if (leaveEffect)
      ctx.note(
        `${cardName(c)}'s "when ... would leave the battle area" effect activates at this placement too, but the engine does not process it for a DigiXros: what it does is not part of this answer`,
      );
  }
}

const DIFFERENT_WORDS = { level: "levels", name: "names", number: "card numbers" } as const;

/** "w/different levels", "... names", "... card numbers": no two placed cards share it. */
function requireDifferent(
  a: { materials: CardInst[] },
  different: keyof typeof DIFFERENT_WORDS | undefined,
  what: string,
  rule: string,
): void {
  if (!different) return;
  const key = (c: CardInst) =>
    different === "level" ? String(c.def.level) : different === "number" ? c.code : c.def.name;
  if (new Set(a.materials.map(key)).size !== a.materials.length)
    throw new RulesError(`${what} needs cards with different ${DIFFERENT_WORDS[different]}.`, rule);
}

function checkMaterials(
  s: DigimonState,
  player: PlayerId,
  a: Extract<SpecialAction, { kind: "playWith" }>,
): void {
  const ps = s.players[player]!;
  const digixros = a.how === "digixros";
  const rule = digixros ? "7-2-1" : "7-3-1";
  const seen = new Set<CardInst>();
  for (const c of a.materials) {
    if (seen.has(c) || c === a.card) throw new RulesError(`${cardName(c)} is named twice.`, rule);
    seen.add(c);
    // Under a Tamer or in the trash only where an effect allows it (xros-sources.ts).
    const ok = digixros ? placeOf(s, player, c) !== null : ps.trash.includes(c);
    if (!ok)
      throw new RulesError(
        digixros
          ? `${cardName(c)} is not in player ${player}'s hand, alone in their battle area, under one of their Tamers or in their trash: DigiXros places cards from the hand and the battle area.`
          : `${cardName(c)} is not in player ${player}'s trash: Assembly places cards from the trash.`,
        rule,
      );
  }
}

/** DigiXros (7-2-3) or Assembly (7-3-3): the materials are placed under the card, each reducing its play cost. */
function playWith(
  s: DigimonState,
  ctx: EffectContext,
  a: Extract<SpecialAction, { kind: "playWith" }>,
  st: ActionSteps,
) {
  st.requireTurnPlayer(s, a.player, "play a card");
  const digixros = a.how === "digixros";
  const word = digixros ? "DigiXros" : "Assembly";
  const req = digixros ? a.card.def.xros : a.card.def.assembly;
  if (a.card.def.category !== "Digimon")
    throw new RulesError(`${cardName(a.card)} is not a Digimon card.`, digixros ? "7-2-1" : "7-3-1");
  if (!req)
    throw new RulesError(
      `${cardName(a.card)} has no ${word} requirements the engine could read, so it can't be played with ${word}.`,
      digixros ? "7-2-1" : "7-3-1",
    );
  if (a.materials.length === 0)
    throw new RulesError(
      `Name the cards placed for the ${word}: once declared it places at least 1.`,
      digixros ? "7-2-2-4" : "7-3-2-4",
    );
  checkMaterials(s, a.player, a);
  const fits = (c: CardInst, f: CardFilter) =>
    matchesFilter(s, c, f) || (digixros && (fitsAsXrosName(s, c, f) || standsInForXros(s, a.player, c)));
  let materials = a.materials;
  if (digixros) {
    const xros = a.card.def.xros!;
    const room = xros.max === "any" ? a.materials.length : xros.max;
    const slots = room !== undefined ? Array.from({ length: room }, () => xros.parts[0]!) : xros.parts;
    requireDifferent(a, xros.different, `${cardName(a.card)}'s DigiXros (${xros.label})`, "7-2-2-5");
    const at = assignParts(a.materials, slots, fits);
    // Numbered requirements keep the player's order, as the action names them (7-2-2-8).
    if (at && xros.max === undefined) materials = inPartOrder(a.materials, at);
    if (!at)
      throw new RulesError(
        `${a.materials.map(cardName).join(", ")} can't all be placed for ${cardName(a.card)}'s DigiXros (${xros.label}): each card must be one the requirements specify, at most 1 for each of them${typeof xros.max === "number" ? ` and ${xros.max} in all` : ""}.`,
        "7-2-2-5",
      );
  } else {
    const asm = a.card.def.assembly!;
    if (a.materials.length !== asm.parts.length)
      throw new RulesError(
        `${cardName(a.card)}'s Assembly (${asm.label}) places exactly ${asm.parts.length} card${asm.parts.length === 1 ? "" : "s"}, not ${a.materials.length}.`,
        "7-3-2-4",
      );
    requireDifferent(a, asm.different, `${cardName(a.card)}'s Assembly (${asm.label})`, "7-3-2-5");
    const at = assignParts(a.materials, asm.parts, fits);
    if (at && !asm.different) materials = inPartOrder(a.materials, at);
    if (!at)
      throw new RulesError(
        `${a.materials.map(cardName).join(", ")} do not meet ${cardName(a.card)}'s Assembly requirements (${asm.label}): each card must meet its part.`,
        "7-3-2-5",
      );
  }
  if (digixros) allowExtraSources(s, ctx, a.player, a.card, a.materials);
  const at = st.fromHand(s, a.player, a.card);
  const base = playCost(s, ctx, a.player, a.card);
  takeMaterials(s, ctx, a.player, a);
  const reduce = digixros ? a.card.def.xros!.reduce * a.materials.length : a.card.def.assembly!.reduce;
  const cost = Math.max(0, base - reduce);
  ctx.note(
    `${a.materials.map(cardName).join(", ")} ${a.materials.length === 1 ? "is" : "are"} placed under ${cardName(a.card)} for the ${word}: the play cost ${base} is reduced by ${reduce} (${digixros ? "7-2-3-3" : "7-3-3-3"})`,
  );
  if (!canPayNow(s, a.player, cost)) {
    s.players[a.player]!.hand.splice(at, 0, a.card);
    toTrash(s, a.materials);
    ctx.note(
      `player ${a.player} can't pay ${cost} memory (${describeMemory(s)}), so ${cardName(a.card)} can't be played: it returns to the hand and the cards placed under it are trashed (7-1-2-3, ${digixros ? "7-2-2-11" : "7-3-2-8"})`,
    );
    return;
  }
  st.payOrReturn(s, ctx, a.player, a.card, at, cost, { verb: "played", rule: "7-1-2-3" });
  for (const c of a.materials) c.epoch += 1;
  const perm = placeOnField(s, ctx, a.card, a.player, false, false, { [a.how]: a.materials.length });
  // The left-most part's card on top; the player's order where the parts are alike (7-2-2-8, 7-3-2-6).
  perm.stack.push(...materials);
}

function appFusion(
  s: DigimonState,
  ctx: EffectContext,
  a: Extract<SpecialAction, { kind: "appFusion" }>,
  st: ActionSteps,
) {
  st.requireTurnPlayer(s, a.player, "app fuse");
  const fusion = a.card.def.appFusion;
  if (!fusion) throw new RulesError(`${cardName(a.card)} has no [App Fusion] requirement.`, "8-4-1");
  if (!s.players[a.player]!.battle.includes(a.onto))
    throw new RulesError(`${permName(a.onto)} is not in player ${a.player}'s battle area.`, "8-4-3-1");
  const linked = fusionPair(a.onto, fusion.names);
  if (!linked)
    throw new RulesError(
      `${permName(a.onto)} and its link cards${a.onto.links?.length ? ` (${a.onto.links.map(cardName).join(", ")})` : " (none)"} are not 2 different cards of [${fusion.names.join("] & [")}], so it can't app fuse into ${cardName(a.card)}.`,
      "8-4-2-1",
    );
  const reduced = digisorption(s, ctx, a.player, a.card, fusion.cost);
  const at = st.fromHand(s, a.player, a.card);
  const cost = digivolveCost(s, ctx, a.player, a.card, [a.onto], reduced);
  if (!st.payOrReturn(s, ctx, a.player, a.card, at, cost, { verb: "app fused", rule: "8-1-2-6" })) return;
  a.onto.links = a.onto.links!.filter((l) => l !== linked);
  linked.epoch += 1;
  a.card.epoch += 1;
  a.onto.stack.unshift(a.card, linked);
  ctx.note(
    `${cardName(linked)}, its link card, goes on top of ${cardName(a.onto.stack[2]!)} and ${cardName(a.card)} on top of both (8-4-3-3)`,
  );
  st.drawOne(s, ctx, a.player, "for app fusing (8-4-3-3)");
  recordEvent(ctx, { kind: "digivolved", pid: a.onto.pid, player: a.player, dna: false });
}

function burst(
  s: DigimonState,
  ctx: EffectContext,
  a: Extract<SpecialAction, { kind: "burst" }>,
  st: ActionSteps,
) {
  st.requireTurnPlayer(s, a.player, "burst digivolve");
  const spec = a.card.def.burst;
  if (!spec) throw new RulesError(`${cardName(a.card)} has no [Burst Digivolve] requirement.`, "8-3-1");
  const ps = s.players[a.player]!;
  if (!ps.battle.includes(a.onto))
    throw new RulesError(`${permName(a.onto)} is not in player ${a.player}'s battle area.`, "8-3-3-1");
  if (!identityOf(top(a.onto).def).names.includes(spec.from))
    throw new RulesError(
      `${permName(a.onto)} is not [${spec.from}], so it can't burst digivolve into ${cardName(a.card)}.`,
      "8-3-3-1",
    );
  const isTamer = (p: Permanent) =>
    top(p).def.category === "Tamer" && identityOf(top(p).def).names.includes(spec.tamer);
  const tamers = ps.battle.filter(isTamer);
  if (a.tamer && !tamers.includes(a.tamer))
    throw new RulesError(
      `${permName(a.tamer)} is not player ${a.player}'s [${spec.tamer}] Tamer.`,
      "8-3-3-2",
    );
  const tamer = a.tamer ?? tamers[0];
  if (!tamer)
    throw new RulesError(
      `Player ${a.player} has no [${spec.tamer}] Tamer in the battle area to return to the hand.`,
      "8-3-3-2",
    );
  const reduced = digisorption(s, ctx, a.player, a.card, spec.cost);
  const at = st.fromHand(s, a.player, a.card);
  const cost = digivolveCost(s, ctx, a.player, a.card, [a.onto], reduced);
  if (!canPayNow(s, a.player, cost)) {
    ps.hand.splice(at, 0, a.card);
    ctx.note(
      `player ${a.player} can't pay ${cost} memory (${describeMemory(s)}), so ${cardName(a.card)} returns to the hand and no memory moves (8-1-2-6)`,
    );
    return;
  }
  removeFromField(s, tamer);
  const [tamerCard, ...under] = tamer.stack;
  tamerCard!.epoch += 1;
  ps.hand.push(tamerCard!);
  toTrash(s, under);
  ctx.note(
    `${cardName(tamerCard!)} returns to player ${a.player}'s hand for the burst digivolution (8-3-3-2)`,
  );
  st.payOrReturn(s, ctx, a.player, a.card, at, cost, { verb: "burst digivolved", rule: "8-3-3-3" });
  a.card.epoch += 1;
  a.onto.stack.unshift(a.card);
  st.drawOne(s, ctx, a.player, "for digivolving (8-3-3-4)");
  s.delayed.push({
    id: s.delayed.length + 1,
    owner: a.player,
    card: { code: a.card.code, name: a.card.def.name },
    ops: [{ op: "later", at: "turnEnd", of: "this", act: "trashTop" }],
    atEndOf: s.turn,
    turn: turnNumber(s),
    pids: [a.onto.pid],
  });
  ctx.note(
    `at the end of this turn, ${cardName(a.card)} is trashed from the top of its stack (pending processing, 8-3-2-1)`,
  );
  recordEvent(ctx, { kind: "digivolved", pid: a.onto.pid, player: a.player, dna: false });
}

export function describeSpecialAction(a: SpecialAction): { text: string; rule: string } {
  const P = `Player ${a.player}`;
  switch (a.kind) {
    case "link":
      return { text: `${P} links ${cardName(a.card)} to ${permName(a.to)}.`, rule: "10-1-3" };
    case "playWith": {
      const how = a.how === "digixros" ? "DigiXros" : "Assembly";
      const using = a.materials.map(cardName).join(", ");
      return {
        text: `${P} plays ${cardName(a.card)} from the hand with ${how}, placing ${using} under it.`,
        rule: a.how === "digixros" ? "7-2-3" : "7-3-3",
      };
    }
    case "appFusion":
      return { text: `${P} app fuses ${permName(a.onto)} into ${cardName(a.card)}.`, rule: "8-4-3" };
    case "burst":
      return { text: `${P} burst digivolves ${permName(a.onto)} into ${cardName(a.card)}.`, rule: "8-3-3" };
  }
}

export function applySpecialAction(
  s: DigimonState,
  ctx: EffectContext,
  a: SpecialAction,
  steps: ActionSteps,
): void {
  switch (a.kind) {
    case "link":
      return link(s, ctx, a, steps);
    case "playWith":
      return playWith(s, ctx, a, steps);
    case "appFusion":
      return appFusion(s, ctx, a, steps);
    case "burst":
      return burst(s, ctx, a, steps);
  }
}

/** DNA digivolution makes every card of the two Digimon new: their link cards are trashed first (8-2-2-1-2). */
export function trashLinksForDna(s: DigimonState, ctx: EffectContext, parts: Permanent[]): void {
  for (const p of parts) {
    const gone = trashLinks(s, p);
    if (gone.length)
      ctx.note(`${gone.map(cardName).join(", ")}, link card of ${permName(p)}, is trashed (8-2-2-1-2)`);
  }
}
