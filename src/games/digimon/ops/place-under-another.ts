/**
 * "Place 1 of your opponent's Digimon as any of their other Digimon's bottom digivolution card or
 * under any of their Tamers" (4-8-1): the Digimon leaves the battle area, its top card goes under
 * the other card and the cards that were under it are trashed at the same time (4-7-8). Neither
 * the Digimon placed nor the card it goes under may be one this effect can't affect (15-15-5-1),
 * so only Digimon with somewhere to go are offered.
 */
import type { Op } from "../model/index.ts";
import { isDigimon, permanentMatches, unaffectedBy } from "../derive/index.ts";
import { type Permanent, ownerOf, permName, sideMatches, top } from "../state/state.ts";
import { staysLine, stillLeaving } from "./leave-field.ts";
import { effectOrigin, targetRequest } from "./primitives.ts";
import type { OpScope } from "./scope.ts";
import { placeAsBottomSource } from "./place-as-source.ts";

type PlaceUnderAnotherOp = Extract<Op, { op: "placeUnderAnother" }>;

/** The cards of its owner's battle area that `p` may go under. */
function hostsFor(sc: OpScope, op: PlaceUnderAnotherOp, p: Permanent): Permanent[] {
  const origin = effectOrigin(sc);
  return sc.s.players[ownerOf(p)]!.battle.filter(
    (h) =>
      h !== p &&
      ((op.onto.includes("Digimon") && isDigimon(sc.s, h)) ||
        (op.onto.includes("Tamer") && top(h).def.category === "Tamer")) &&
      !unaffectedBy(sc.s, h, origin),
  );
}

function pick(sc: OpScope, options: Permanent[], verb: string, upTo: boolean): Permanent | undefined {
  if (options.length === 1 && !upTo) {
    sc.ctx.settled(targetRequest(sc, options, verb, 1, false));
    return options[0];
  }
  const picked = sc.ctx.choose(targetRequest(sc, options, verb, 1, upTo));
  return options.find((p) => picked.includes(String(p.pid)));
}

export function runPlaceUnderAnother(sc: OpScope, op: PlaceUnderAnotherOp): string[] {
  const { s, me } = sc;
  const origin = effectOrigin(sc);
  const candidates = s.order
    .flatMap((id) => s.players[id]!.battle)
    .filter(
      (p) =>
        sideMatches(s, me, op.target.side, ownerOf(p)) &&
        isDigimon(s, p) &&
        permanentMatches(s, p, op.target.filter, sc.self, sc.me) &&
        !unaffectedBy(s, p, origin) &&
        hostsFor(sc, op, p).length > 0,
    );
  if (candidates.length === 0)
    return ["no Digimon can be placed: none has another Digimon or Tamer this effect can affect to go under"];
  const placed = pick(sc, candidates, "place under another card", op.target.upTo === true);
  if (!placed) return ["no Digimon is placed"];
  const host = pick(sc, hostsFor(sc, op, placed), `place ${permName(placed)} under`, false)!;
  sc.chosen = [placed];
  if (stillLeaving(s, sc.ctx, [placed], { effectOf: me }, false).length === 0) return [staysLine(placed)];
  return [placeAsBottomSource(sc, placed, host).line];
}
