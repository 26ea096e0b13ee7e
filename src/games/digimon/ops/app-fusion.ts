/**
 * App Fusion (8-4): a Digimon whose top card and one of its link cards are 2 different cards of
 * the [App Fusion] names digivolves into the card, the link card placed under it (8-4-3-3).
 * The pairing is shared with the main-phase action (turn/special-actions.ts); `appFuseBy` is
 * App Fusion by an effect ("1 of your Digimon may app fuse into a Digimon card in the hand").
 */
import type { Op } from "../model/index.ts";
import { identityOf, matchesFilter, permanentMatches } from "../derive/index.ts";
import { digisorption } from "./digisorption.ts";
import { digivolveCost } from "./immediate-effects.ts";
import type { OpScope } from "./scope.ts";
import { recordEvent } from "../state/events.ts";
import {
  type CardInst,
  type Permanent,
  addMemory,
  cardName,
  describeMemory,
  permName,
  top,
} from "../state/state.ts";

/** The link card of `onto` that makes an App Fusion pair with its top card (8-4-2-1). */
export function fusionPair(onto: Permanent, names: string[]): CardInst | undefined {
  const named = (c: CardInst) => identityOf(c.def).names.find((n) => names.includes(n));
  const topName = named(top(onto));
  if (!topName) return undefined;
  return (onto.links ?? []).find((l) => {
    const n = named(l);
    return n !== undefined && n !== topName;
  });
}

type AppFuseBy = Extract<Op, { op: "appFuseBy" }>;

/** Each card that could be app fused into now, with the Digimon that could fuse into it. */
function choices(sc: OpScope, op: AppFuseBy): { card: CardInst; onto: Permanent[] }[] {
  const ps = sc.s.players[sc.me]!;
  const mine = ps.battle.filter(
    (p) => top(p).def.category === "Digimon" && permanentMatches(sc.s, p, op.who.filter, sc.self, sc.me),
  );
  return (op.from === "hand" ? ps.hand : ps.trash).flatMap((card) => {
    const fusion = card.def.appFusion;
    if (card.def.category !== "Digimon" || !fusion || !matchesFilter(sc.s, card, op.into)) return [];
    const onto = mine.filter((p) => fusionPair(p, fusion.names));
    return onto.length ? [{ card, onto }] : [];
  });
}

export function runAppFuseBy(sc: OpScope, op: AppFuseBy): string[] {
  const open = choices(sc, op);
  if (open.length === 0) return [`none of player ${sc.me}'s Digimon can app fuse with this effect (8-4-2-1)`];
  const options = open.flatMap(({ card, onto }) =>
    onto.map((p) => ({
      id: `${p.pid}:${card.uid}`,
      label: `${permName(p)} into ${cardName(card)}`,
      card: card.code,
      pick: { card, onto: p },
    })),
  );
  const [id] = sc.ctx.choose({
    kind: "target",
    player: sc.me,
    prompt: `Player ${sc.me}: which of your Digimon app fuses into which card (or none)?`,
    options: options.map(({ id, label, card }) => ({ id, label, card })),
    min: 0,
    max: 1,
    forCard: sc.forCard,
  });
  const chosen = options.find((o) => o.id === id)?.pick;
  if (!chosen) return [`player ${sc.me} does not app fuse`];
  const { card, onto } = chosen;
  const fusion = card.def.appFusion!;
  const linked = fusionPair(onto, fusion.names)!;
  const before = permName(onto);
  const ps = sc.s.players[sc.me]!;
  const reduced = op.from === "hand" ? digisorption(sc.s, sc.ctx, sc.me, card, fusion.cost) : fusion.cost;
  const cost = digivolveCost(sc.s, sc.ctx, sc.me, card, [onto], reduced, op.from === "hand");
  if (op.from === "hand") ps.hand = ps.hand.filter((c) => c !== card);
  else ps.trash = ps.trash.filter((c) => c !== card);
  if (cost > 0) addMemory(sc.s, sc.me, -cost);
  const paid = cost > 0 ? `paying ${cost} memory (${describeMemory(sc.s)})` : "without paying a cost";
  onto.links = onto.links!.filter((l) => l !== linked);
  linked.epoch += 1;
  card.epoch += 1;
  onto.stack.unshift(card, linked);
  const drawn = ps.deck.shift();
  if (drawn) {
    drawn.epoch += 1;
    ps.hand.push(drawn);
  }
  recordEvent(sc.ctx, { kind: "digivolved", pid: onto.pid, player: sc.me, dna: false, byEffect: true });
  const drew = drawn
    ? `player ${sc.me} draws 1 card (8-4-3-3)`
    : `player ${sc.me} has no deck left to draw from`;
  return [
    `${before} app fuses into ${cardName(card)} from the ${op.from}, ${paid}: its link card ${cardName(linked)} goes under ${cardName(card)} (8-4-3-3); ${drew}`,
  ];
}
