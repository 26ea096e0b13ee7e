/**
 * What a SIGNI is now, with the constant abilities (【常】) on the field applied: its power, the
 * keywords it has, whether it can attack. The state stays plain data; these are worked out
 * whenever they are asked. A base power ("its base power becomes N") replaces the printed
 * power before the changes are added; the changes of effects until end of turn come on top.
 */
import type { WxCondition, WxGained } from "./cards.ts";
import { type PlayerId, type Signi, type WxState, controllerOf, lrigLevel } from "./state.ts";

export function conditionHolds(
  s: WxState,
  me: PlayerId,
  x: Signi | null,
  c: WxCondition | undefined,
): boolean {
  if (!c) return true;
  const ps = s.players[me]!;
  switch (c.kind) {
    case "yourTurn":
      return s.turn === me;
    case "opponentTurn":
      return s.turn !== me;
    case "handAtLeast":
      return ps.hand.length >= c.n;
    case "trashAtLeast":
      return ps.trash.filter((t) => !c.spells || t.def.type === "Spell").length >= c.n;
    case "signiOnField":
      return (
        ps.signi.filter(
          (y) =>
            (!c.other || y !== x) &&
            (c.classes.length === 0 || c.classes.some((k) => y.card.def.classes.includes(k))) &&
            (c.colors.length === 0 || c.colors.some((k) => y.card.def.colors.includes(k))),
        ).length >= c.n
      );
    case "centerZone":
      return x !== null && x.zone === 1;
    case "lrigLevelAtLeast":
      return lrigLevel(ps) >= c.n;
    case "lifeAtMost":
      return ps.life.length <= c.n;
    case "resonaOnField":
      return ps.signi.some((y) => y.card.def.type === "Resona");
  }
}

/** A SIGNI's power now: base (printed, or set by a constant ability), constant changes, changes until end of turn. */
export function powerOf(s: WxState, x: Signi): number {
  const me = controllerOf(s, x);
  let base = x.card.def.power ?? 0;
  let change = 0;
  for (const c of x.card.def.constants) {
    if (c.kind !== "selfPower" || !conditionHolds(s, me, x, c.when)) continue;
    if (c.base) base = c.amount;
    else change += c.amount;
  }
  for (const p of s.order)
    for (const other of s.players[p]!.signi)
      for (const c of other.card.def.constants) {
        if (c.kind === "yourPower" && p === me && conditionHolds(s, p, other, c.when)) {
          const d = x.card.def;
          if (c.colors.length > 0 && !c.colors.some((k) => d.colors.includes(k))) continue;
          if (c.classes.length > 0 && !c.classes.some((k) => d.classes.includes(k))) continue;
          change += c.amount;
        }
        if (c.kind === "opponentPower" && p !== me && conditionHolds(s, p, other, c.when)) change += c.amount;
      }
  const lasting = x.lasting.reduce((a, m) => a + m.amount, 0);
  return base + change + lasting + x.powerMods.reduce((a, m) => a + m, 0);
}

/** Whether a SIGNI has a keyword or restriction now: printed, by a constant ability, or gained for the turn. */
export function hasGained(s: WxState, x: Signi, what: WxGained): boolean {
  if (x.gained.includes(what)) return true;
  if (what !== "cantAttack" && what !== "shadow" && x.card.def[what]) return true;
  const me = controllerOf(s, x);
  return x.card.def.constants.some(
    (c) =>
      (c.kind === "keyword" && c.what === what && conditionHolds(s, me, x, c.when)) ||
      (what === "cantAttack" && c.kind === "cantAttack" && conditionHolds(s, me, x, c.when)),
  );
}
