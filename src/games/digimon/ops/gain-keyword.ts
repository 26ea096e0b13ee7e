/** Keywords gained from effects ("gains <Rush> for the turn") and "can't be blocked". */
import type { Op, FieldTarget, Keyword } from "../model/index.ts";
import type { OpScope } from "./scope.ts";
import type { Permanent } from "../state/state.ts";
import { endsOf, endsWords, opponentOf, permName } from "../state/state.ts";
import { chooseTargets, effectOrigin } from "./primitives.ts";
import { KEYWORDS } from "../model/index.ts";

export function runGainKeyword(sc: OpScope, op: Extract<Op, { op: "gainKeyword" }>): string[] {
  const { s, me } = sc;
  const ends = endsOf(s, me, op.duration);
  const lasting = { ...(ends === undefined ? {} : { ends }), origin: effectOrigin(sc) };
  if (op.target !== "this" && op.target.count === "all" && !op.target.filter.other) {
    // Overall processing that lasts also reaches Digimon placed later (15-11-2-2).
    const { side, filter } = op.target;
    const sides = side === "any" ? s.order : [side === "you" ? me : opponentOf(s, me)];
    const { keyword, value } = op;
    for (const affects of sides)
      (s.lastingKeywords ??= []).push({ source: sc.forCard, affects, filter, keyword, value, ...lasting });
    const who = sides.map((p) => `player ${p}'s`).join(" and ");
    return [
      `all of ${who} matching Digimon gain ${keywordName(keyword, value)}, including any placed later (15-11-2-2)`,
    ];
  }
  const picked = targets(sc, op.target, `give ${keywordName(op.keyword, op.value)}`);
  for (const p of picked)
    (p.granted ??= []).push({ keyword: op.keyword, value: op.value, source: sc.forCard, ...lasting });
  return picked.map((p) => `${permName(p)} gains ${keywordName(op.keyword, op.value)} ${endsWords(s, ends)}`);
}

export function keywordName(k: Keyword, value?: number): string {
  const name = KEYWORDS[k].name;
  return value === undefined ? `<${name}>` : `<${name} ${value >= 0 ? "+" : ""}${value}>`;
}

function targets(sc: OpScope, target: FieldTarget | "this", verb: string): Permanent[] {
  if (target === "this") return sc.self ? [sc.self] : [];
  return chooseTargets(sc, target, verb, true);
}

export function runUnblockable(sc: OpScope, _op: Extract<Op, { op: "unblockable" }>): string[] {
  if (sc.self) sc.self.unblockable = true;
  return sc.self ? [`${permName(sc.self)} can't be blocked this turn`] : [];
}
