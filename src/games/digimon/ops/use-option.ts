/**
 * Using an Option card by an effect ("You may use 1 Option card with the [X] trait from your
 * hand without paying the cost", "play or use 1 ... with the cost reduced by 1"): the 9-1-9
 * procedure inside the effect, its colour requirements (9-1-1) unless the text waives them.
 */
import { type Op, asOptionCard } from "../model/index.ts";
import { colorRequirementOf, colorsOf, colourRequirement, optionUseBan, useCost } from "../derive/index.ts";
import { type OpScope, newScope } from "./scope.ts";
import { immediateUseCost } from "./immediate-effects.ts";
import { type CardInst, addMemory, cardName, describeMemory } from "../state/state.ts";
import { recordEvent } from "../state/events.ts";
import { afterUse } from "./after-use.ts";

type PlayFrom = Extract<Op, { op: "playFrom" }>;

/** Whether the player meets the Option's colour requirements (4-22), or the effect or card waives them. */
export function canUseOption(sc: OpScope, card: CardInst, op: PlayFrom): boolean {
  if (optionUseBan(sc.s, sc.me)) return false;
  if (op.ignoreColors) return true;
  const def = asOptionCard(card.def);
  if (!def) return false;
  const { missing, waived } = colourRequirement(sc.s, sc.me, def);
  if (missing.length === 0 || waived) return true;
  const ps = sc.s.players[sc.me]!;
  const onField = [...ps.battle, ...ps.breeding].filter((p) => p.stack[0]!.def.category !== "Option");
  const colours = new Set(onField.flatMap((p) => colorsOf(sc.s, p)));
  const own = colorRequirementOf(sc.s, card, sc.me);
  return own.ignore || own.also.some((c) => colours.has(c)) || missing.every((c) => colours.has(c));
}

/**
 * Uses the Option, already taken from where it was: the cost is paid (none, or its use cost less
 * the reduction, 9-1-9-2), its first [Main] effect activates (9-1-9-3), and it is trashed unless
 * that effect placed it in an area (9-1-5).
 */
export function useOptionByEffect(sc: OpScope, card: CardInst, op: PlayFrom, from: string): string {
  const { s, ctx, me } = sc;
  // A DUAL card is used with its Option information (4-6-6).
  const def = asOptionCard(card.def) ?? card.def;
  let paid = "without paying its cost";
  let usedWith = def.playCost ?? 0;
  if (!op.free) {
    const note = (line: string) => ctx.note(line);
    const base = Math.max(0, useCost(s, me, def, { note }) - (op.reduce ?? 0));
    const cost = immediateUseCost(s, ctx, card, base, from === "hand");
    addMemory(s, me, -cost);
    usedWith = cost;
    paid = `paying ${cost} memory (${describeMemory(s)})`;
  }
  recordEvent(ctx, { kind: "optionUsed", player: me, card, cost: usedWith });
  const main = def.abilities.find((a) => a.timing === "main");
  // A DUAL card's effects used so are Option card effects (4-6-6-3), though the card is a Digimon card.
  const inner = newScope({
    s,
    ctx,
    me,
    forCard: card.code,
    usedCard: card,
    origin: { player: me, category: "Option" },
  });
  const done = main ? main.ops.flatMap((o) => inner.run(o)) : [];
  const used = `${cardName(card)} is used from the ${from} ${paid} (9-1-9); its [Main] effect: ${done.join("; ") || "nothing"}`;
  return `${used}; ${afterUse(inner, card)}`;
}
