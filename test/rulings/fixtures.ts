/** Made-up official-style documents for the rulings store tests: TST- cards, no real text. */

const TOPICS = ["memory gauge", "security stack", "blocker timing", "digivolution cost", "trash order"];

/** The Q&A-by-card shape: `n` rulings spread over `cards` cards, one listed under two cards. */
export function qaDoc(n: number, cards = 4): Record<string, unknown[]> {
  const doc: Record<string, unknown[]> = {};
  for (let i = 0; i < n; i++) {
    const card = `TST1-${String((i % cards) + 1).padStart(3, "0")}`;
    (doc[card] ??= []).push({
      qno: `Q${9000 + i}`,
      question: `Made-up question ${i} about the ${TOPICS[i % TOPICS.length]} of this card?`,
      answer: i % 2 ? "Yes, it happens." : "No, it does not.",
      date: `2025-0${(i % 9) + 1}-15`,
      related: i === 3 ? ["TST2-010"] : [],
    });
  }
  // The same ruling shown on a second card's page.
  (doc["TST1-002"] ??= []).push({ ...(doc["TST1-001"]![0] as object) });
  return doc;
}

export const errataDoc = {
  "TST1-001": {
    cardId: "TST1-001",
    name: "Testmon",
    date: "2025-05-01",
    changes: [{ before: "old made-up wording", after: "new made-up wording" }],
    notes: null,
  },
};

export const restrictionDoc = {
  source: "made up",
  events: [],
  current: {
    "TST1-002": {
      cardId: "TST1-002",
      name: "Bannedmon",
      status: "banned",
      count: 0,
      effectiveDate: "2025-06-01",
    },
    "TST1-003": {
      cardId: "TST1-003",
      name: "Limitmon",
      status: "restricted",
      count: 1,
      effectiveDate: "2025-07-01",
    },
  },
};
