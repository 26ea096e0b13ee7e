/**
 * Matching named cards to the parts of a requirement (DigiXros 7-2-2-5, Assembly 7-3-2-5):
 * each card fills a different part it meets. Small lists, so a plain search is enough.
 * The part each card fills, in the cards' order, or null when they can't all be placed.
 */
export function assignParts<C, P>(cards: C[], parts: P[], fits: (c: C, p: P) => boolean): number[] | null {
  const used = new Array<boolean>(parts.length).fill(false);
  const at: number[] = [];
  const place = (i: number): boolean => {
    if (i === cards.length) return true;
    for (let j = 0; j < parts.length; j++) {
      if (used[j] || !fits(cards[i]!, parts[j]!)) continue;
      used[j] = true;
      at[i] = j;
      if (place(i + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return cards.length <= parts.length && place(0) ? at : null;
}

/** The cards in the order of the parts they fill: the left-most part's card goes on top (7-2-2-8, 7-3-2-6). */
export function inPartOrder<C>(cards: C[], at: number[]): C[] {
  return cards
    .map((c, i) => ({ c, j: at[i]! }))
    .sort((a, b) => a.j - b.j)
    .map((x) => x.c);
}
