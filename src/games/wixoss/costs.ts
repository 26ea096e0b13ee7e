/**
 * Paying a cost: ener by colour (a Multi Ener card pays any one colour, 《無》 is paid by any
 * card), downing the SIGNI whose ability it is, discarding, putting that SIGNI into the trash.
 * An ener card the board did not list (a count of unknown cards) is taken as the colour needed,
 * and the step says so. A cost is paid in full or not at all.
 */
import type { WxCost } from "./cards.ts";
import { type OpScope, pickCards } from "./select.ts";
import { type CardInst, type PlayerId, type Signi, type WxState, cardName, isUnknown } from "./state.ts";

const COLOR_WORDS: Record<string, string> = {
  White: "white",
  Red: "red",
  Blue: "blue",
  Green: "green",
  Black: "black",
  Colorless: "any colour",
};

function pays(c: CardInst, color: string): boolean {
  return color === "Colorless" || isUnknown(c) || c.def.multiEner || c.def.colors.includes(color);
}

/** The colours needed, the specific ones first (so 《無》 takes what is left). */
function needs(cost: WxCost): string[] {
  const ener = cost.ener ?? [];
  return [...ener.filter((c) => c !== "Colorless"), ...ener.filter((c) => c === "Colorless")];
}

/** Whether these ener cards can pay these colours, one card each (a small exhaustive search). */
function payable(pool: CardInst[], colors: string[]): boolean {
  if (colors.length === 0) return true;
  const [first, ...rest] = colors;
  return pool.some((c, i) => pays(c, first!) && payable([...pool.slice(0, i), ...pool.slice(i + 1)], rest));
}

export function describeCost(cost: WxCost): string {
  const parts: string[] = [];
  if (cost.ener?.length)
    parts.push(`pay ${cost.ener.map((c) => COLOR_WORDS[c] ?? c).join(", ")} from the ener zone`);
  if (cost.down) parts.push("down this SIGNI");
  if (cost.discard) parts.push(`discard ${cost.discard === 1 ? "a card" : `${cost.discard} cards`}`);
  if (cost.trashSelf) parts.push("put this SIGNI into the trash");
  if (cost.coins) parts.push(`spend ${cost.coins === 1 ? "a coin" : `${cost.coins} coins`}`);
  return parts.join(", ") || "nothing";
}

/** Why the cost can't be paid now, or null when it can. */
export function cannotPay(s: WxState, me: PlayerId, cost: WxCost, self: Signi | undefined): string | null {
  const ps = s.players[me]!;
  if (!payable(ps.ener, needs(cost)))
    return `the ener zone can't pay ${describeCost({ ener: cost.ener ?? [] })}`;
  if (cost.down && (!self || self.down))
    return self ? "the SIGNI is already down" : "there is no SIGNI to down";
  if (cost.trashSelf && !self) return "there is no SIGNI to put into the trash";
  if ((cost.discard ?? 0) > ps.hand.length) return `the hand has fewer than ${cost.discard} cards`;
  if ((cost.coins ?? 0) > ps.coins) return `player ${me} has ${ps.coins} coin${ps.coins === 1 ? "" : "s"}`;
  return null;
}

/** Pays a cost that cannot fail (check with cannotPay first); returns what was paid. */
export function payCost(
  sc: OpScope,
  cost: WxCost,
  self: Signi | undefined,
  trashSelf: (x: Signi) => string,
): string {
  const { s, me } = sc;
  const ps = s.players[me]!;
  const out: string[] = [];
  let assumed = false;
  let left = needs(cost);
  const paid: CardInst[] = [];
  while (left.length > 0) {
    const [color, ...rest] = left;
    const fits = ps.ener.filter(
      (c, i) => pays(c, color!) && payable([...ps.ener.slice(0, i), ...ps.ener.slice(i + 1)], rest),
    );
    const [card] = pickCards(sc, me, fits, 1, `an ener card to pay ${COLOR_WORDS[color!] ?? color}`);
    if (!card) break;
    if (isUnknown(card) && color !== "Colorless") assumed = true;
    ps.ener.splice(ps.ener.indexOf(card), 1);
    ps.trash.push(card);
    paid.push(card);
    left = rest;
  }
  if (paid.length > 0)
    out.push(
      `player ${me} pays ${paid.map(cardName).join(", ")} from the ener zone into the trash${assumed ? " (an unlisted ener card is taken as the colour needed)" : ""}`,
    );
  if (cost.down && self) {
    self.down = true;
    out.push(`${cardName(self.card)} is downed`);
  }
  if (cost.discard) {
    const cards = pickCards(
      sc,
      me,
      [...ps.hand],
      cost.discard,
      `${cost.discard === 1 ? "a card" : `${cost.discard} cards`} to discard`,
    );
    for (const c of cards) {
      ps.hand.splice(ps.hand.indexOf(c), 1);
      s.players[c.owner]!.trash.push(c);
    }
    out.push(`player ${me} discards ${cards.map(cardName).join(", ")}`);
  }
  if (cost.coins) {
    ps.coins -= cost.coins;
    out.push(`player ${me} spends ${cost.coins === 1 ? "a coin" : `${cost.coins} coins`} (${ps.coins} left)`);
  }
  if (cost.trashSelf && self) out.push(trashSelf(self));
  return out.join("; ");
}
