/**
 * What a reply cites: the Q&A numbers of the board's cards (a made-up rulings store) and the
 * conformance suite's rulings on the same cards and action (made-up scenario files in
 * test/fixtures/qa-suite, in the suite's schema).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { actionKey, cardsOf } from "../../src/citations/board-cards.ts";
import { citeRulings } from "../../src/citations/index.ts";
import { bundledSuite, loadSuite, matchSuite } from "../../src/citations/suite.ts";
import { loadQaScenarios } from "../../src/scenarios/qa/run.ts";
import { cardLines, suiteLines } from "../../src/citations/text.ts";
import { breakdownWords } from "../../src/i18n/breakdown.ts";
import { RulingIndex } from "../../src/rulings/index.ts";
import { EMPTY_FILE, type RulingsFile } from "../../src/rulings/schema.ts";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "qa-suite");
const SUITE = loadSuite(FIXTURES);

function store(byCard: Record<string, number>): RulingIndex {
  const file: RulingsFile = structuredClone(EMPTY_FILE);
  let n = 100;
  for (const [code, count] of Object.entries(byCard))
    for (let i = 0; i < count; i++)
      file.rulings.push({
        qno: `Q${n++}`,
        cards: [code],
        question: `Made-up question ${n} about ${code}?`,
        answer: "Made-up answer.",
        date: "2026-01-01",
        related: [],
      });
  return new RulingIndex(file);
}

describe("what a question is about", () => {
  it("lists the board's and the action's cards once each, in the order written, cards under others too", () => {
    expect(
      cardsOf("A: bt4048[BT2-021] BT4-097#a BT4-097#b, hand GEN-104 | B: BT2-070", "A plays GEN-106"),
    ).toEqual(["BT4-048", "BT2-021", "BT4-097", "GEN-104", "BT2-070", "GEN-106"]);
    expect(cardsOf("A: [unclosed", "nonsense")).toEqual([]);
  });

  it("reduces an action to its verbs and cards", () => {
    expect(actionKey("A attacks B with BT2-030#a")).toBe("attacks BT2-030");
    expect(actionKey("B attacks with BT2-030")).toBe("attacks BT2-030");
    expect(actionKey("A attacks GEN-104 with GEN-106")).toBe("attacks GEN-104 GEN-106");
    expect(actionKey("A uses GEN-201; A attacks B with GEN-106")).toBe("uses GEN-201; attacks GEN-106");
    expect(actionKey("A digivolves GEN-103 into GEN-104")).not.toBe(
      actionKey("A digivolves GEN-104 into GEN-103"),
    );
    expect(actionKey("")).toBeNull();
    expect(actionKey("attacks")).toBeNull();
  });
});

describe("the suite's rulings", () => {
  it("reads what a citation needs, leaving out rulings with no board and files that don't read", () => {
    expect(SUITE.map((s) => [s.qno, s.status])).toEqual([
      ["Q9001", "agreed"],
      ["Q9002", "failing"],
    ]);
    expect(loadSuite("/nonexistent/qa")).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), "qa-broken-"));
    try {
      writeFileSync(join(dir, "Q9005.json"), "{ broken");
      cpSync(FIXTURES, dir, { recursive: true });
      expect(loadSuite(dir).map((s) => s.qno)).toEqual(["Q9001", "Q9002"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("match the same action on a board holding their cards, the very same board first", () => {
    const same = matchSuite(
      {
        board: "turn A; A: GEN-106, memory 3 | B: GEN-104(sus)",
        action: "A attacks GEN-104 with GEN-106",
        choices: "",
        edition: "cr-4.2",
      },
      SUITE,
    );
    expect(same.map((m) => [m.case.qno, m.same])).toEqual([["Q9001", true]]);
    const bigger = matchSuite(
      {
        board: "A: GEN-106 GEN-103 | B: GEN-104(sus) GEN-105",
        action: "A attacks GEN-104 with GEN-106",
        choices: "",
        edition: "cr-4.2",
      },
      SUITE,
    );
    expect(bigger.map((m) => [m.case.qno, m.same])).toEqual([["Q9001", false]]);
    const player = matchSuite(
      { board: "A: GEN-106 | B: GEN-104", action: "A attacks with GEN-106", choices: "", edition: "cr-4.2" },
      SUITE,
    );
    expect(player.map((m) => m.case.qno)).toEqual(["Q9002"]);
    // A card of the ruling's board is missing, or the action differs: no match.
    expect(
      matchSuite(
        {
          board: "A: GEN-106 | B: GEN-105",
          action: "A attacks with GEN-106",
          choices: "",
          edition: "cr-4.2",
        },
        SUITE,
      ),
    ).toEqual([]);
    expect(
      matchSuite(
        { board: "A: GEN-106 | B: GEN-104", action: "A plays GEN-106", choices: "", edition: "cr-4.2" },
        SUITE,
      ),
    ).toEqual([]);
  });
});

describe("citations", () => {
  const q = {
    board: "A: GEN-106 | B: GEN-104 GEN-105",
    action: "A attacks with GEN-106",
    choices: "",
    edition: "cr-4.2",
  };

  it("give each card's count, first numbers and Q&A page, and the suite's paraphrase and status", () => {
    const c = citeRulings(q, {
      rulings: store({ "GEN-106": 7, "GEN-104": 1 }),
      game: "digimon",
      suite: SUITE,
      maxQnos: 5,
    });
    expect(c.cards).toEqual([
      {
        code: "GEN-106",
        count: 7,
        qnos: ["Q100", "Q101", "Q102", "Q103", "Q104"],
        url: expect.stringContaining("card_no=GEN-106"),
      },
      { code: "GEN-104", count: 1, qnos: ["Q107"], url: expect.stringContaining("card_no=GEN-104") },
    ]);
    expect(c.suite).toEqual([
      {
        qno: "Q9002",
        card: "GEN-106",
        question: expect.stringMatching(/^Made-up: can the attacker/),
        answer: "Made-up: yes, it checks a security card.",
        status: "failing",
        same_board: false,
      },
    ]);
    const en = breakdownWords("en");
    expect(cardLines(c, en, true)[0]).toBe(
      "[GEN-106](https://world.digimoncard.com/rule/?card_no=GEN-106) — 7 rulings: Q100, Q101, Q102, Q103, Q104, …",
    );
    expect(suiteLines(c, en, false)[0]).toMatch(
      /^Q9002 \(GEN-106, a board with these cards\): Made-up: can .* disagrees/,
    );
    expect(suiteLines(c, breakdownWords("ja"), true)[0]).toMatch(
      /^\*\*Q9002\*\* \(GEN-106, これらのカードを含む盤面\).*一致しません/,
    );
  });

  it("are empty without a store (no error), and for another game", () => {
    const none = citeRulings(q, { rulings: new RulingIndex(), game: "digimon", suite: [] });
    expect(none).toEqual({ cards: [], suite: [] });
    expect(citeRulings(q, { rulings: store({ "GEN-106": 2 }), game: "wixoss", suite: SUITE })).toEqual({
      cards: [],
      suite: [],
    });
  });

  it("count the cards a reply leaves out", () => {
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`GEN-${110 + i}`, 1]));
    const board = `A: ${Object.keys(many).join(" ")}`;
    const c = citeRulings({ ...q, board }, { rulings: store(many), game: "digimon", suite: [] });
    const lines = cardLines(c, breakdownWords("en"), false);
    expect(lines).toHaveLength(9);
    expect(lines[8]).toBe("…and 2 more cards with Q&A (see /card or /rulings).");
  });
});

describe("the project's own suite", () => {
  it("is read whole, and each ruling that states a board is cited as the very same question", () => {
    const stated = loadQaScenarios().filter((l) => !l.scenario.expect);
    const suite = bundledSuite();
    expect(suite.map((s) => s.qno)).toEqual(
      stated.map((l) => l.scenario.qno).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))),
    );
    for (const s of suite) {
      const found = matchSuite(s, suite, 50).find((m) => m.case.qno === s.qno);
      expect(found?.same, s.qno).toBe(true);
    }
  });
});
