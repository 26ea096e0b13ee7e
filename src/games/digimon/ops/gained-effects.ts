/**
 * Effects gained for a while (15-15-2): the chosen Digimon has the quoted effects as its own,
 * so they trigger at their timings like its printed ones (state.ts activeAbilities), and a
 * gained [On Deletion] effect triggers when it is deleted. "For the turn" ends at this turn's
 * end, "until the end of their turn" at the end of the opponent's (turn/turn-procedure.ts).
 */
import type { Op, Side } from "../model/index.ts";
import { chooseTargets, effectOrigin } from "./primitives.ts";
import { type OpScope } from "./scope.ts";
import { type Permanent, endsOf, endsWords, opponentOf, permName } from "../state/state.ts";

type GainEffect = Extract<Op, { op: "gainEffect" }>;

export function runGainEffect(sc: OpScope, op: GainEffect): string[] {
  if (op.target !== "this" && op.target.count === "all") return sideGains(sc, op, op.target.side);
  const picked: Permanent[] =
    op.target === "this"
      ? sc.self
        ? [sc.self]
        : []
      : chooseTargets(sc, op.target, "give the effect to", true);
  if (picked.length === 0) return ["no Digimon can gain the effect"];
  const known = (sc.s.gainedAbilities ??= []);
  for (const a of op.abilities) if (!known.some((k) => k.id === a.id)) known.push(a);
  const what = op.abilities.map((a) => `"${a.label}"`).join(" and ");
  const ends = endsOf(sc.s, sc.me, op.duration);
  const until = endsWords(sc.s, ends);
  return picked.map((p) => {
    (p.gained ??= []).push(...op.abilities);
    if (ends !== undefined) for (const a of op.abilities) (p.gainedEnds ??= {})[a.id] = ends;
    for (const a of op.abilities) (p.gainedFrom ??= {})[a.id] = effectOrigin(sc);
    return `${permName(p)} gains ${what} ${until} (15-15-2)`;
  });
}

/**
 * "All of your Digimon gain the following effect for the turn: "..."": the side holds the effect,
 * so a Digimon placed later has it too (15-11-2-2; derive/protections.ts abilitiesInForce).
 */
function sideGains(sc: OpScope, op: GainEffect, side: Side): string[] {
  const { s, me } = sc;
  const sides = side === "any" ? s.order : [side === "opponent" ? opponentOf(s, me) : me];
  const known = (s.gainedAbilities ??= []);
  for (const a of op.abilities) if (!known.some((k) => k.id === a.id)) known.push(a);
  const ends = endsOf(s, me, op.duration);
  const what = op.abilities.map((a) => `"${a.label}"`).join(" and ");
  return sides.map((affects) => {
    (s.lastingEffects ??= []).push({
      source: sc.forCard,
      affects,
      abilities: op.abilities,
      origin: effectOrigin(sc),
      ...(ends === undefined ? {} : { ends }),
    });
    return `all of player ${affects}'s Digimon gain ${what} ${endsWords(s, ends)}, including any placed later (15-11-2-2, 15-15-2)`;
  });
}
