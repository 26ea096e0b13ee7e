/** "Your opponent can't play or move Digimon with 6000 DP or less until the end of their turn." */
import type { CardFilter, Op } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import { effectOrigin } from "./primitives.ts";
import { endsOf, endsWords, opponentOf } from "../state/state.ts";

export function runBanPlay(sc: OpScope, op: Extract<Op, { op: "banPlay" }>): string[] {
  const { s, me } = sc;
  const player = op.side === "you" ? me : opponentOf(s, me);
  const ends = endsOf(s, me, op.duration);
  (s.playBans ??= []).push({
    player,
    filter: op.filter,
    ...(op.move ? { move: true as const } : {}),
    ...(op.byEffect ? { byEffect: true as const } : {}),
    ...(op.fromTrash ? { fromTrash: true as const } : {}),
    source: sc.forCard,
    origin: effectOrigin(sc),
    ...(ends === undefined ? {} : { ends }),
  });
  const what =
    op.filter.category === "Option"
      ? "use Option cards"
      : `${op.move ? "play or move" : "play"} ${filterWords(op.filter)}${op.fromTrash ? " from the trash" : ""}`;
  const how = op.byEffect ? "by effect" : "by action or by effect";
  return [`player ${player} can't ${what} ${endsWords(s, ends)}, ${how} (15-8-2-5)`];
}

/** "Digimon with 6000 DP or less": the numbers a ban names, in words; other conditions as "of that kind". */
function filterWords(f: CardFilter): string {
  const parts = [
    ...(f.maxDp !== undefined ? [`${f.maxDp} DP or less`] : []),
    ...(f.minDp !== undefined ? [`${f.minDp} DP or more`] : []),
    ...(f.maxLevel !== undefined ? [`level ${f.maxLevel} or lower`] : []),
    ...(f.maxPlayCost !== undefined ? [`a play cost of ${f.maxPlayCost} or less`] : []),
  ];
  const known = new Set(["category", "maxDp", "minDp", "maxLevel", "maxPlayCost"]);
  const other = Object.keys(f).some((k) => !known.has(k)) ? " of that kind" : "";
  return `${f.category ?? "card"}${f.category === "Digimon" ? "" : "s"}${other}${parts.length ? ` with ${parts.join(" and ")}` : ""}`;
}
