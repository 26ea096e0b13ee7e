/**
 * A reproducible random draw of official Q&A rulings to turn into scenarios, so the suite is
 * sampled from the whole file rather than picked for ease: the same seed gives the same list.
 */
export interface DrawnRuling {
  qno: string;
  /** The cards the ruling is filed under. */
  cards: string[];
  date: string;
}

/** mulberry32: a small seeded generator, enough for shuffling a list the same way every time. */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The Q&A file maps a card code to its rulings ({qno, date, ...}); one ruling may sit under several cards. */
export function drawRulings(doc: unknown, seed: number, count: number): DrawnRuling[] {
  const byQno = new Map<string, DrawnRuling>();
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return [];
  for (const [card, rulings] of Object.entries(doc as Record<string, unknown>)) {
    if (!Array.isArray(rulings)) continue;
    for (const r of rulings as { qno?: unknown; date?: unknown }[]) {
      if (typeof r?.qno !== "string") continue;
      const known = byQno.get(r.qno);
      if (known) known.cards.push(card);
      else byQno.set(r.qno, { qno: r.qno, cards: [card], date: typeof r.date === "string" ? r.date : "" });
    }
  }
  const all = [...byQno.values()].sort((a, b) => a.qno.localeCompare(b.qno, "en", { numeric: true }));
  const next = generator(seed);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, count);
}
