/**
 * Effects that move another effect's maximum (15-15-4) and effects on the Digimon a trigger
 * was about: cards written in the card-text templates, compiled, put on a board and resolved.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-701",
    "[On Play] Delete 1 of your opponent's Digimon with 4000 DP or less. For every 2 cards in your trash, add 2000 to this effect's DP maximum.",
  ),
  testCard(
    "TST-702",
    "[On Play] Delete 1 of your opponent's level 3 or lower Digimon. If you have 3 or more security cards, add 2 to this effect's level maximum.",
  ),
  testCard(
    "TST-703",
    "[On Play] Delete 1 of your opponent's Digimon with 8000 DP or less. For each of your opponent's security cards, remove 2000 from this DP deletion effect's maximum.",
  ),
  testCard(
    "TST-704",
    "[Your Turn] Add 2000 to the maximum DP you can choose with DP-based deletion effects.",
  ),
  testCard(
    "TST-705",
    "[Your Turn] While you have 3 or less memory, add 4000 to this Digimon's DP-based deletion effects' maximums.",
  ),
  testCard("TST-706", "[On Play] Delete 1 of your opponent's Digimon with 3000 DP or less."),
  testCard(
    "TST-707",
    "[On Play] Delete 1 of your opponent's Digimon with as much or less DP as this Digimon.",
  ),
  testCard(
    "TST-708",
    "[On Play] Delete 1 of your opponent's Digimon with 3000 DP or less. [Your Turn] While you have 3 or less memory, add 4000 to this Digimon's DP-based deletion effects' maximums.",
  ),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: { steps: { text: string }[] }) => t.steps.map((x) => x.text).join("\n");

describe("an effect that raises this effect's maximum (15-15-4)", () => {
  it("raises the DP maximum for every 2 cards in the trash", () => {
    const raised = run("turn A | A: hand TST-701, trash 8 | B: GEN-206", "A plays TST-701");
    expect(raised.final.areas.B!.battle).toEqual([]);
    expect(texts(raised)).toContain("raised by 8000 (15-15-4)");
    const short = run("turn A | A: hand TST-701, trash 7 | B: GEN-206", "A plays TST-701");
    expect(short.final.areas.B!.battle).toEqual(["GEN-206"]);
  });

  it("raises the level maximum only while the condition holds", () => {
    const met = run("turn A | A: hand TST-702, security 3 | B: GEN-105", "A plays TST-702");
    expect(met.final.areas.B!.battle).toEqual([]);
    const unmet = run("turn A | A: hand TST-702, security 2 | B: GEN-105", "A plays TST-702");
    expect(unmet.final.areas.B!.battle).toEqual(["GEN-105"]);
  });

  it("lowers the maximum for each of the opponent's security cards", () => {
    const t = run("turn A | A: hand TST-703 | B: GEN-105", "A plays TST-703");
    expect(t.final.areas.B!.battle).toEqual([]);
    const lowered = run("turn A | A: hand TST-703 | B: GEN-105, security 1", "A plays TST-703");
    expect(lowered.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});

describe("continuous effects on DP-based deletion maximums (15-15-4-1)", () => {
  it("adds to the maximum of the player's DP-based deletion effects", () => {
    const t = run("turn A | A: TST-704, hand TST-706 | B: GEN-104", "A plays TST-706");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(texts(t)).toContain("the maximum DP this deletion can choose is 5000");
    const alone = run("turn A | A: hand TST-706 | B: GEN-104", "A plays TST-706");
    expect(alone.final.areas.B!.battle).toEqual(["GEN-104"]);
  });

  it("does not reach a maximum that is not a number in the text (15-15-4-3)", () => {
    const t = run("turn A | A: TST-704, hand TST-707 | B: GEN-104", "A plays TST-707");
    expect(t.final.areas.B!.battle).toEqual(["GEN-104"]);
  });

  it("only reaches this Digimon's own effects when the text says so", () => {
    const other = run("turn A | A: TST-705, hand TST-706, memory 3 | B: GEN-104", "A plays TST-706");
    expect(other.final.areas.B!.battle).toEqual(["GEN-104"]);
    const own = run("turn A | A: hand TST-708, memory 3 | B: GEN-105", "A plays TST-708");
    expect(own.final.areas.B!.battle).toEqual([]);
    const spent = run("turn A | A: hand TST-708, memory 4 | B: GEN-105", "A plays TST-708");
    expect(spent.final.areas.B!.battle).toEqual(["GEN-105"]);
  });
});

const SUBJECT_CARDS = [
  testCard("TST-711", "[Your Turn] When this Digimon attacks, it gets +2000 DP for the turn.", { dp: 3000 }),
  testCard(
    "TST-712",
    "[Your Turn] When one of your Digimon attacks, you may suspend this Tamer to give that Digimon +4000 DP for the turn.",
    { category: "Tamer", level: undefined, dp: undefined },
  ),
  testCard("TST-713", "[Your Turn] When one of your other Digimon attacks, you may unsuspend it."),
];
const subjects = new CardRegistry([...bundledCards, ...CARDS, ...SUBJECT_CARDS]);
const attack = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, subjects).trace;

describe("'it' and 'that Digimon' after a trigger", () => {
  it("gives this Digimon the DP when the trigger is about itself", () => {
    const t = attack("turn A | A: TST-711 | B: GEN-104(sus)", "A attacks GEN-104 with TST-711");
    expect(texts(t)).toContain("gets +2000 DP for the turn (5000 DP)");
    // 5000 against 5000: both are deleted.
    expect(t.final.areas.B!.battle).toEqual([]);
  });

  it("gives the attacking Digimon the DP, paid for by suspending the Tamer", () => {
    const t = attack(
      "turn A | A: GEN-103 TST-712 | B: GEN-104(sus)",
      "A attacks GEN-104 with GEN-103",
      "yes",
    );
    expect(texts(t)).toContain("[GEN-103 Generic Red Lv.3] gets +4000 DP for the turn");
    expect(t.final.areas.A!.battle).toEqual(["GEN-103(sus)", "TST-712(sus)"]);
    expect(t.final.areas.B!.battle).toEqual([]);
    const declined = attack(
      "turn A | A: GEN-103 TST-712 | B: GEN-104(sus)",
      "A attacks GEN-104 with GEN-103",
      "no",
    );
    expect(declined.final.areas.A!.battle).toEqual(["TST-712"]);
  });

  it("unsuspends the Digimon the trigger was about, not the card with the effect", () => {
    const t = attack(
      "turn A | A: GEN-104 TST-713(sus) | B: GEN-103(sus)",
      "A attacks GEN-103 with GEN-104",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-104", "TST-713(sus)"]);
  });
});

const GUARDS = [
  testCard("TST-721", "[All Turns] This Digimon can't be deleted by your opponent's effects."),
  testCard("TST-722", "[All Turns] This Digimon can't be deleted in battle."),
  testCard(
    "TST-723",
    "[On Play] Until the end of your opponent's turn, 1 of your Digimon gains <Piercing> and can't be deleted in battle.",
  ),
  testCard(
    "TST-724",
    "[All Turns] Your opponent's effects can't return this Digimon to its owner's hand or deck.",
  ),
  testCard("TST-725", "[On Play] Return 1 of your opponent's Digimon to the hand."),
  testCard(
    "TST-726",
    "[On Play] By trashing 1 card in your hand, until the end of your opponent's turn, 1 of your Digimon can't be returned to hands or decks by your opponent's effects.",
  ),
];
const guarded = new CardRegistry([...bundledCards, ...CARDS, ...GUARDS]);
const guard = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, guarded).trace;

describe("protections from deletion and return (15-8-2)", () => {
  it("keeps a Digimon from the opponent's deleting effects, not from battle", () => {
    const t = guard("turn A | A: hand TST-706 | B: TST-721", "A plays TST-706");
    expect(t.final.areas.B!.battle).toEqual(["TST-721"]);
    expect(texts(t)).toContain("can't be deleted by the opponent's effects");
    const battle = guard("turn A | A: GEN-104 | B: TST-721(sus)", "A attacks TST-721 with GEN-104");
    expect(battle.final.areas.B!.battle).toEqual([]);
  });

  it("keeps a Digimon that loses a battle on the field", () => {
    const t = guard("turn A | A: GEN-104 | B: TST-722(sus)", "A attacks TST-722 with GEN-104");
    expect(t.final.areas.B!.battle).toEqual(["TST-722(sus)"]);
    expect(texts(t)).toContain("can't be deleted in battle");
    const effect = guard("turn A | A: hand TST-706 | B: TST-722", "A plays TST-706");
    expect(effect.final.areas.B!.battle).toEqual([]);
  });

  it("gives a keyword and a protection for a duration", () => {
    const t = guard(
      "turn A | A: GEN-103, hand TST-723 | B: GEN-104(sus)",
      "A plays TST-723; A attacks GEN-104 with GEN-103",
      "target GEN-103",
    );
    expect(t.final.areas.A!.battle).toEqual(["GEN-103(sus)", "TST-723"]);
  });

  it("keeps a Digimon from being returned by the opponent's effects", () => {
    const t = guard("turn A | A: hand TST-725 | B: TST-724", "A plays TST-725");
    expect(t.final.areas.B!.battle).toEqual(["TST-724"]);
    expect(texts(t)).toContain("can't be returned to the hand or deck");
    const plain = guard("turn A | A: hand TST-725 | B: GEN-103", "A plays TST-725");
    expect(plain.final.areas.B!.hand).toEqual(["GEN-103"]);
  });

  it("reads a duration after a cost: 'By X, until ..., Y'", () => {
    const t = guard("turn A | A: hand TST-726 GEN-203", "A plays TST-726", "yes");
    expect(t.final.areas.A!.trash).toEqual(["GEN-203"]);
    expect(texts(t)).toContain("can't be returned to the hand or deck by the opponent's effects");
  });
});

describe("DP of this Digimon while it matches a filter", () => {
  const reg = new CardRegistry([
    ...bundledCards,
    testCard("TST-731", "[Your Turn] This Digimon with 2 or more digivolution cards gets +2000 DP."),
    testCard(
      "TST-732",
      "[On Play] For the turn, 1 of your Digimon gains <Piercing> and <Raid> and gets +2000 DP.",
    ),
  ]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("gets the DP only with enough digivolution cards", () => {
    const full = go(
      "turn A | A: TST-731[GEN-103 GEN-203] | B: GEN-104(sus)",
      "A attacks GEN-104 with TST-731",
    );
    expect(full.final.areas.B!.battle).toEqual([]);
    const one = go("turn A | A: TST-731[GEN-103] | B: GEN-104(sus)", "A attacks GEN-104 with TST-731");
    expect(one.final.areas.B!.battle).toEqual(["GEN-104(sus)"]);
  });

  it("gives keywords and DP in one clause", () => {
    const t = go("turn A | A: GEN-103, hand TST-732 | B: GEN-104(sus)", "A plays TST-732", "target GEN-103");
    expect(texts(t)).toContain("gets +2000 DP for the turn (3000 → 5000 DP)");
  });
});

describe("attacking unsuspended Digimon (11-2-7-1)", () => {
  const reg = new CardRegistry([
    ...bundledCards,
    testCard(
      "TST-741",
      "[All Turns] This Digimon can also attack your opponent's unsuspended Digimon with no digivolution cards.",
    ),
    testCard(
      "TST-742",
      "[All Turns] While you have a Tamer in play, this Digimon can also attack your opponent's unsuspended Digimon.",
    ),
    testCard("TST-743", "", { category: "Tamer", level: undefined, dp: undefined }),
  ]);
  const go = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, reg).trace;

  it("attacks an unsuspended Digimon the effect names", () => {
    const t = go("turn A | A: TST-741 | B: GEN-103", "A attacks GEN-103 with TST-741");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(() => go("turn A | A: TST-741 | B: GEN-104[GEN-103]", "A attacks GEN-104 with TST-741")).toThrow(
      /only suspended Digimon can be attacked/,
    );
  });

  it("attacks unsuspended Digimon only while the condition holds", () => {
    const t = go("turn A | A: TST-742 TST-743 | B: GEN-103", "A attacks GEN-103 with TST-742");
    expect(t.final.areas.B!.battle).toEqual([]);
    expect(() => go("turn A | A: TST-742 | B: GEN-103", "A attacks GEN-103 with TST-742")).toThrow(
      /only suspended Digimon can be attacked/,
    );
  });
});

describe("'If X becomes suspended' with only a turn limit", () => {
  it("triggers like 'When'", () => {
    const reg = new CardRegistry([
      ...bundledCards,
      testCard(
        "TST-751",
        "[Your Turn][Once Per Turn] If one of your red Tamers becomes suspended, 1 of your opponent's Digimon gets -1000 DP for the turn.",
      ),
      testCard("TST-752", "", { category: "Tamer", level: undefined, dp: undefined }),
      testCard("TST-753", "[On Play] Suspend 1 of your Tamers."),
    ]);
    const t = resolveDigimon(
      {
        board: "turn A | A: TST-751 TST-752, hand TST-753 | B: GEN-103",
        action: "A plays TST-753",
        choices: "",
      },
      reg,
    ).trace;
    expect(texts(t)).toContain("gets -1000 DP for the turn (3000 → 2000 DP)");
  });
});

describe("restrictions on two choices and on the Digimon an effect suspended", () => {
  const reg = new CardRegistry([
    ...bundledCards,
    testCard(
      "TST-761",
      "[On Play] Until the end of your opponent's turn, 1 of your opponent's Digimon and 1 of their Tamers can't suspend.",
    ),
    testCard("TST-762", "", { category: "Tamer", level: undefined, dp: undefined }),
    testCard(
      "TST-763",
      "[On Play] Suspend 1 of your opponent's Digimon. They can't be unsuspended until the end of their turn.",
    ),
  ]);
  const go = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, reg).trace;

  it("keeps a Digimon and a Tamer from suspending", () => {
    const t = go("turn A | A: hand TST-761 | B: GEN-103 TST-762", "A plays TST-761");
    expect(texts(t)).toContain("[GEN-103 Generic Red Lv.3] can't suspend until the end of player B's turn");
    expect(texts(t)).toContain("[TST-762 Test TST-762] can't suspend until the end of player B's turn");
  });

  it("keeps the suspended Digimon from unsuspending", () => {
    const t = go("turn A | A: hand TST-763 | B: GEN-103", "A plays TST-763");
    expect(t.final.areas.B!.battle).toEqual(["GEN-103(sus)"]);
    expect(texts(t)).toContain("can't unsuspend until the end of the opponent's turn");
  });
});

describe("'it' after a condition about this Digimon", () => {
  it("is this Digimon", () => {
    const reg = new CardRegistry([
      ...bundledCards,
      testCard(
        "TST-771",
        "[When Attacking] If this Digimon has [Test] in its name, it gets +2000 DP for the turn.",
      ),
    ]);
    const t = resolveDigimon(
      {
        board: "turn A | A: TST-771 | B: GEN-104(sus)",
        action: "A attacks GEN-104 with TST-771",
        choices: "",
      },
      reg,
    ).trace;
    expect(texts(t)).toContain("[TST-771 Test TST-771] gets +2000 DP for the turn (5000 DP)");
    expect(t.final.areas.B!.battle).toEqual([]);
  });
});

describe("a DP change 'for each' before its duration", () => {
  it("multiplies the change by the count", () => {
    const reg = new CardRegistry([
      ...bundledCards,
      testCard(
        "TST-781",
        "[On Play] 1 of your opponent's Digimon gets -1000 DP for each of your Digimon until the end of their turn.",
      ),
      testCard(
        "TST-782",
        "[On Play] To 1 of your opponent's Digimon, give -2000 DP for each card in your hand for the turn.",
      ),
    ]);
    const go = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, reg).trace;
    const t = go("turn A | A: GEN-103 GEN-104, hand TST-781 | B: GEN-105", "A plays TST-781");
    expect(texts(t)).toContain("gets -3000 DP until the end of player B's turn (7000 → 4000 DP)");
    const g = go("turn A | A: hand TST-782 GEN-103 GEN-104 | B: GEN-105", "A plays TST-782");
    expect(texts(g)).toContain("(7000 → 3000 DP)");
  });
});
