/**
 * The verdict on a Digimon ruling (src/engine/verdict.ts): the gaps of the cards that could act
 * or be looked at during the resolution. Those are the cards in the battle and breeding areas
 * (before or after), the cards the resolution names (revealed, moved, named by the action), face-up
 * security cards, and cards in the hand or trash whose text works from there. A gap that waits
 * for an event of its own card ("[On Play]") does not count when that event never happened to the
 * card; every other gap counts, since the engine cannot show it did not matter.
 */
import { counterRun } from "../turn/counter.ts";
import type { Trace } from "../../../engine/trace.ts";
import { type Gap, type Verdict, verdictOf } from "../../../engine/verdict.ts";
import { type CardGap, type GapEvent, worksFromHiddenZone } from "./card-gaps.ts";
import { UNKNOWN_CARD } from "../model/cards/generic.ts";
import type { CardRegistry } from "./registry.ts";
import { type CardInst, type DigimonState, isFaceUp } from "../state/state.ts";

/** The cards of a state that can act wherever the resolution goes, and the ones whose text works from a hidden zone. */
export function reachableCards(s: DigimonState): CardInst[] {
  const out: CardInst[] = [];
  for (const id of s.order) {
    const ps = s.players[id]!;
    for (const p of [...ps.battle, ...ps.breeding]) out.push(...p.stack);
    out.push(...ps.security.filter(isFaceUp));
    out.push(...ps.hand.filter((c) => worksFromHiddenZone(c.def, "hand")));
    out.push(...ps.trash.filter((c) => worksFromHiddenZone(c.def, "trash")));
  }
  return out;
}

const EVENT_WORDS: Record<GapEvent, RegExp> = {
  play: /\bplay/i,
  digivolve: /digivolv|\binto\b/i,
  attack: /attack/i,
  deletion: /delet/i,
  security: /security check|revealed|\[Security\]/i,
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The step texts that name a card (`[BT1-025 WarGreymon]`), with their change lines: each step's
 * text put together once per trace, and each card's mentions found once.
 */
function mentionsIn(trace: Trace): (code: string) => string[] {
  const texts = trace.steps.map((s) => [s.text, ...(s.changes ?? [])].join("\n"));
  const found = new Map<string, string[]>();
  return (code) => {
    let said = found.get(code);
    if (said === undefined) {
      const re = new RegExp(`\\[${escape(code)}(?:[\\] ])`);
      said = texts.filter((t, i) => re.test(t) || trace.steps[i]!.card === code);
      found.set(code, said);
    }
    return said;
  };
}

/** Whether a gap could have mattered: an ability waiting for its card's own event needs that event. */
function couldMatter(gap: CardGap, said: string[]): boolean {
  if (!gap.event) return true;
  return said.some((t) => EVENT_WORDS[gap.event!].test(t));
}

export function digimonVerdict(input: {
  trace: Trace;
  /** Cards reachable before the resolution (reachableCards of the board as given). */
  before: CardInst[];
  after: DigimonState;
  registry: CardRegistry;
}): Verdict {
  const { trace, registry } = input;
  const mentions = mentionsIn(trace);
  const codes = new Set<string>([...input.before, ...reachableCards(input.after)].map((c) => c.code));
  // Cards the steps name: revealed, moved, chosen, named by the action.
  for (const code of Object.keys(trace.cards ?? {})) if (mentions(code).length > 0) codes.add(code);
  const gaps: Gap[] = [];
  for (const code of codes) {
    if (code === UNKNOWN_CARD) continue;
    const known = registry.gapsOf(code);
    if (known.length === 0) continue;
    const said = mentions(code);
    for (const g of known)
      if (couldMatter(g, said)) gaps.push({ card: code, kind: g.kind, text: g.text, why: g.why });
  }
  // A card the board gives only as a count, revealed here: what it does is not known.
  if (mentions(UNKNOWN_CARD).length > 0)
    gaps.push({
      card: UNKNOWN_CARD,
      kind: "card data missing",
      text: "an unknown card: the board gives only a count",
      why: "the resolution revealed or used it, and what its text does is not known; list the card on the board",
    });
  const attacked = trace.steps.some((s) => s.kind === "action" && / attacks /.test(s.text));
  if (attacked) {
    const defender = input.after.order.find((p) => p !== input.after.turn);
    const counters = [...input.before, ...reachableCards(input.after)].filter(
      (c) => c.owner === defender && /\[Counter\]|<Blast/i.test(c.def.text ?? "") && !counterRun(c.def),
    );
    for (const c of counters)
      gaps.push({
        card: c.code,
        kind: "mechanic not modelled",
        text: "[Counter] timing (11-3)",
        why: `player ${defender} could use its [Counter] effect when the attack is declared, and the engine does not run that effect in the counter timing`,
      });
  }
  return verdictOf(gaps);
}
