/** A bot whose card store and rulings store hold made-up TS2- cards, printings, Q&A and errata. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMMANDS } from "../../commands/index.ts";
import { storeCardCatalog } from "../../src/bot/store-card-catalog.ts";
import { silentLogger } from "../../src/bot/log.ts";
import { Router } from "../../src/bot/router.ts";
import { FileComponentState } from "../../src/bot/component-state.ts";
import type { BotContext } from "../../src/bot/types.ts";
import { importDocument } from "../../src/cards/import.ts";
import { CardRegistry } from "../../src/games/digimon/input/registry.ts";
import { importRulingsDocument } from "../../src/rulings/import.ts";
import { RulingIndex } from "../../src/rulings/index.ts";
import { EMPTY_FILE, type RulingsFile } from "../../src/rulings/schema.ts";
import { communityDigimon } from "../cards/fixtures.ts";

/** Four cards; TS2-001 has two more printings and a Japanese name; TS2-002 and TS2-004 share a name and text. */
export function fixtureCards() {
  return importDocument(fixtureCardDocument()).cards;
}

/** The same four cards in the community DB's format, as an import reads them. */
export function fixtureCardDocument(): Record<string, unknown>[] {
  const raw = [0, 1, 2, 3].map((i) => communityDigimon(i));
  Object.assign(raw[0]!, {
    name: { english: "Sproutmon X0", japanese: "スプラウモン" },
    AAs: [{ id: "TS2-001_P1", type: "Alternative Art", note: "TS-2 made-up box" }],
    JAAs: [{ id: "TS2-001_P1-J", type: "Foil", note: "TS-2 made-up box" }],
  });
  Object.assign(raw[3]!, {
    name: raw[1]!.name,
    cardLv: raw[1]!.cardLv,
    dp: raw[1]!.dp,
    playCost: raw[1]!.playCost,
  });
  return raw;
}

export function fixtureRulings(): RulingsFile {
  const qa: Record<string, unknown[]> = {
    "TS2-001": Array.from({ length: 7 }, (_, i) => ({
      qno: `Q${8000 + i}`,
      question: `Made-up question ${i}: does the security check ${i % 2 ? "delete" : "suspend"} this Digimon?`,
      answer: i % 2 ? "Yes, it is deleted." : "No, it stays unsuspended.",
      date: `2025-0${i + 1}-10`,
      related: [],
    })),
    "TS2-002": [
      {
        qno: "Q8100",
        question: "Made-up: can it block twice?",
        answer: "No.",
        date: "2025-09-01",
        related: ["TS2-001"],
      },
    ],
  };
  const file = structuredClone(EMPTY_FILE);
  const docs: unknown[] = [
    qa,
    {
      "TS2-001": {
        cardId: "TS2-001",
        name: "Sproutmon X0",
        date: "2025-04-02",
        changes: [{ before: "old words", after: "new words" }],
        notes: null,
      },
    },
    {
      current: {
        "TS2-002": {
          cardId: "TS2-002",
          name: "Pebblemon X1",
          status: "restricted",
          count: 1,
          effectiveDate: "2025-05-05",
        },
      },
    },
  ];
  for (const doc of docs)
    for (const s of importRulingsDocument(doc)) (file[s.section] as unknown[]) = s.records;
  file.meta.rulings = { source: "made-up/qa.json", savedAt: "2025-10-01T00:00:00.000Z" };
  return file;
}

export function officialBot(rulings: RulingsFile = fixtureRulings()) {
  const dir = mkdtempSync(join(tmpdir(), "official-"));
  const records = new Map(fixtureCards().map((c) => [c.code, c]));
  const ctx: BotContext = {
    componentState: new FileComponentState(dir),
    cards: storeCardCatalog(records, new CardRegistry()),
    rulesText: null,
    rulings: new RulingIndex(rulings),
    log: silentLogger,
  };
  return {
    router: new Router({ commands: COMMANDS, ctx }),
    ctx,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
