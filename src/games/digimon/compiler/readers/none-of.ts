/**
 * "None of your opponent's Tamers can unsuspend": the same restriction as "All of your
 * opponent's Tamers can't unsuspend", read by the restriction readers in that form; "none of
 * your Digimon are affected by ..." as "all of your Digimon aren't affected by ...".
 */
import type { Clause } from "../reading.ts";
import type { Op } from "../../model/index.ts";

const NONE_OF =
  /^(\s*(?:then,\s*)?(?:(?:while|if|when) [^,]*,\s*)?(?:until [^,]*,\s*|for the turn,\s*)?)none of (.+?) can (?!'t)(?!not\b)/i;

const NONE_AFFECTED =
  /^(\s*(?:then,\s*)?(?:(?:while|if|when) [^,]*,\s*)?(?:until [^,]*,\s*|for the turn,\s*)?)none of (.+?) (are|is) affected by /i;

/** The sentence said with "all of ... can't" / "aren't affected", or null when it is not a "none of" one. */
export function noneOfText(text: string): string | null {
  const m = NONE_OF.exec(text);
  if (m) return `${m[1]!}all of ${m[2]!} can't ${text.slice(m[0].length)}`;
  const a = NONE_AFFECTED.exec(text);
  const rest = a ? text.slice(a[0].length) : "";
  // "..., and they get +3000 DP": "they" would be every such Digimon, which the readers after a
  // restriction on all of them do not say; left unread.
  if (!a || /\b(?:they|them|it|its)\b/i.test(rest)) return null;
  return `${a[1]!}all of ${a[2]!} ${a[3]!}n't affected by ${rest}`;
}

/** ", and they get +3000 DP" after "none of ... are affected by ...": every Digimon the restriction reaches. */
const THEY_GET = /,?\s*and they get ([+-]\d+) DP(\.?)\s*$/i;

/** The sentence said with "all of ...", and the DP "they get" said after it. */
export function noneOfWithDp(text: string): { said: string; dp?: number } | null {
  const said = noneOfText(text);
  if (said) return { said };
  const m = THEY_GET.exec(text);
  const first = m ? noneOfText(text.slice(0, m.index) + m[2]!) : null;
  return first ? { said: first, dp: Number(m![1]) } : null;
}

/** The restriction on all of them read, with the DP they get for the same duration; null otherwise. */
export function withTheirDp(ops: Op[], dp: number | undefined): Op[] | null {
  if (dp === undefined) return ops;
  const only = ops.length === 1 ? ops[0] : undefined;
  if (only?.op !== "restrict" || typeof only.target !== "object" || only.target.count !== "all") return null;
  return [...ops, { op: "dp", target: only.target, amount: dp, duration: only.duration }];
}

export function noneOfSentence(text: string, read: (text: string) => Clause | null): Clause | null {
  const n = noneOfWithDp(text);
  const cl = n ? read(n.said) : null;
  const ops = cl ? withTheirDp(cl.ops, n!.dp) : null;
  return cl && ops ? { ...cl, ops } : null;
}
