/** "1 card", "3 cards": a count of cards as a step or prompt says it. */
export function cardCount(n: number, kind = "card"): string {
  return `${n} ${kind}${n === 1 ? "" : "s"}`;
}
