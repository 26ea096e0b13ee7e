/**
 * Costs and effects that move cards between areas, written in the card-text templates,
 * compiled, put on a board and resolved; and the conservation of every card they move.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { compileText } from "../../../../src/games/digimon/compiler/compile.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import {
  activeAbilities,
  isFaceDown,
  newCard,
  newPermanent,
} from "../../../../src/games/digimon/state/state.ts";
import { UserError } from "../../../../src/games/user-error.ts";
import { cardCount, testCard } from "../test-card.ts";

const inheritedDp = compileText("[Your Turn] This Digimon gets +2000 DP.", { code: "TST-150" }).abilities;

const CARDS = [
  testCard(
    "TST-101",
    "[On Play] By placing 1 level 3 Digimon card from your trash as this Digimon's bottom digivolution card, <Draw 1>.",
  ),
  testCard(
    "TST-102",
    "[On Play] By placing 1 card in your hand face down as this Digimon's bottom digivolution card, gain 2 memory.",
  ),
  testCard("TST-104", "[On Play] By returning this Tamer to the bottom of the deck, <Draw 1>.", {
    category: "Tamer",
  }),
  testCard("TST-105", "[On Play] Trash 2 digivolution cards under 1 of your opponent's Digimon."),
  testCard(
    "TST-106",
    "[On Play] Return 1 of your opponent's Digimon to the bottom of the deck. Trash all of the digivolution cards of that Digimon.",
  ),
  testCard("TST-107", "[On Play] By trashing the top or bottom card of your security stack, gain 1 memory."),
  testCard("TST-108", "[On Play] By paying 2 cost, delete 1 of your opponent's Digimon."),
  testCard("TST-109", "[On Play] Return 2 Digimon cards from your trash to the bottom of the deck."),
  testCard("TST-110", "[On Play] You may place 1 Tamer card from your hand on top of your security stack."),
  testCard("TST-111", "[On Play] Add your bottom security card to the hand."),
  testCard("TST-112", "[On Play] Trash all digivolution cards under 1 of your opponent's Digimon."),
  testCard(
    "TST-113",
    "[On Play] By paying 1 cost, reveal the top 3 cards of your deck. Add 1 Tamer card among them to the hand. Place the rest on top of your deck in any order.",
  ),
  testCard(
    "TST-114",
    "[On Play] Reveal the top 3 cards of your deck. Add 1 card with [Gamma] in its text among them to the hand. Trash the rest.",
  ),
  { ...testCard("TST-115", ""), name: "Omega", text: "[On Play] Play 1 [Gamma] from your hand." },
  { ...testCard("TST-116", ""), name: "Gammamon Prime" },
  testCard(
    "TST-117",
    "[On Play] By placing 1 card from your hand face down under any of your Tamers, <Draw 1>.",
  ),
  testCard("TST-118", "[On Play] Trash the top 2 cards of both players' decks."),
  testCard(
    "TST-119",
    "[On Play] By trashing the bottom face-down card from under any of your Tamers, gain 2 memory.",
  ),
  testCard(
    "TST-120",
    "[On Play] Place 1 of your Digimon at the bottom of your security stack face down. Trash that Digimon's digivolution cards.",
  ),
  testCard("TST-121", "[On Play] Trash any 2 digivolution cards from your opponent's Digimon."),
  testCard(
    "TST-122",
    "[On Play] Reveal the top 4 cards of your deck. Add all Tamer cards among them to the hand. Return the rest to the bottom of the deck.",
  ),
  testCard("TST-123", "[Your Turn] When a card is added to your security stack, gain 1 memory."),
  testCard("TST-124", "[Your Turn] When an effect adds cards to your hand, gain 1 memory."),
  testCard("TST-150", "", { inherited: inheritedDp }),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const text = (t: ReturnType<typeof run>) => t.steps.map((x) => x.text).join("\n");

describe("costs paid by moving cards", () => {
  it("places a matching card from the trash under this Digimon, then does the effect", () => {
    const t = run("turn A | A: hand TST-101, trash GEN-104 GEN-203, deck 2 | B: GEN-203", "A plays TST-101");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-101[GEN-203]"], trash: ["GEN-104"], hand: ["?"] });
  });

  it("does nothing when the cost can't be paid in full", () => {
    const t = run("turn A | A: hand TST-101, trash GEN-104, deck 2 | B: GEN-203", "A plays TST-101");
    expect(t.final.areas.A).toMatchObject({ battle: ["TST-101"], trash: ["GEN-104"], hand: [] });
    expect(text(t)).toContain("too few cards in the trash");
  });

  it("places a card face down: it gives no inherited effect and has no information (4-7-9)", () => {
    const t = run("turn A | A: hand TST-102 TST-150, memory 1 | B: GEN-203", "A plays TST-102");
    expect(t.final.areas.A!.battle).toEqual(["TST-102[TST-150(down)]"]);
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    expect(text(t)).toContain("face down (4-7-9)");
  });

  it("returns this Tamer to the bottom of the deck, trashing the cards under it (4-7-8)", () => {
    const t = run("turn A | A: hand TST-104, deck GEN-103 | B: GEN-203", "A plays TST-104");
    expect(t.final.areas.A).toMatchObject({ battle: [], hand: ["GEN-103"], deck: ["TST-104"] });
  });

  it("trashes the security card from the end the player chooses", () => {
    const t = run(
      "turn A | A: hand TST-107, security GEN-103 GEN-104 GEN-105, memory 0 | B: GEN-203",
      "A plays TST-107",
      "yes; no",
    );
    expect(t.final.areas.A).toMatchObject({ trash: ["GEN-105"] });
    expect(t.final.areas.A!.security).toHaveLength(2);
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("pays memory as a cost", () => {
    const t = run("turn A | A: hand TST-108, memory 3 | B: GEN-203", "A plays TST-108");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
  });
});

describe("effects that move cards", () => {
  it("trashes the digivolution cards the player picks", () => {
    const t = run(
      "turn A | A: hand TST-105 | B: GEN-206[GEN-205 GEN-204 GEN-203]",
      "A plays TST-105",
      "target GEN-205 GEN-203",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-206[GEN-204]"], trash: ["GEN-205", "GEN-203"] });
  });

  it("trashes all the digivolution cards of a Digimon", () => {
    const t = run("turn A | A: hand TST-112 | B: GEN-206[GEN-205 GEN-204]", "A plays TST-112");
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-206"], trash: ["GEN-205", "GEN-204"] });
  });

  it("returns a Digimon to the bottom of the deck and its digivolution cards to the trash (4-7-8)", () => {
    const t = run("turn A | A: hand TST-106 | B: GEN-205[GEN-204 GEN-203], deck GEN-103", "A plays TST-106");
    expect(t.final.areas.B).toMatchObject({
      battle: [],
      deck: ["GEN-103", "GEN-205"],
      trash: ["GEN-204", "GEN-203"],
    });
  });

  it("returns cards from the trash to the bottom of the deck", () => {
    const t = run(
      "turn A | A: hand TST-109, trash GEN-103 BT1-086 GEN-104, deck GEN-203 | B: GEN-203",
      "A plays TST-109",
    );
    expect(t.final.areas.A).toMatchObject({ trash: ["BT1-086"], deck: ["GEN-203", "GEN-103", "GEN-104"] });
  });

  it("places a card from the hand on top of the security stack and adds the bottom one to the hand", () => {
    const top = run("turn A | A: hand TST-110 BT1-086, security GEN-103 | B: GEN-203", "A plays TST-110");
    expect(top.final.areas.A).toMatchObject({ hand: [], security: ["BT1-086", "GEN-103"] });
    const bottom = run("turn A | A: hand TST-111, security GEN-103 GEN-104 | B: GEN-203", "A plays TST-111");
    expect(bottom.final.areas.A).toMatchObject({ hand: ["GEN-104"], security: ["GEN-103"] });
  });
});

describe("cards placed under another of your cards, and both decks", () => {
  it("places a card face down under the Tamer chosen, and pays only when there is one", () => {
    const t = run(
      "turn A | A: BT1-086 GEN-203, hand TST-117 GEN-104, deck GEN-105 | B: GEN-203",
      "A plays TST-117",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["BT1-086[GEN-104(down)]", "GEN-203", "TST-117"],
      hand: ["GEN-105"],
    });
    const none = run(
      "turn A | A: GEN-203, hand TST-117 GEN-104, deck GEN-105 | B: GEN-203",
      "A plays TST-117",
    );
    expect(none.final.areas.A).toMatchObject({ hand: ["GEN-104"], deck: ["GEN-105"] });
  });

  it("trashes the top cards of both players' decks", () => {
    const t = run(
      "turn A | A: hand TST-118, deck GEN-103 GEN-104 GEN-105 | B: GEN-203, deck GEN-203",
      "A plays TST-118",
    );
    expect(t.final.areas.A).toMatchObject({ trash: ["GEN-103", "GEN-104"], deck: ["GEN-105"] });
    expect(t.final.areas.B).toMatchObject({ trash: ["GEN-203"], deck: [] });
  });
});

describe("face-down cards as costs", () => {
  it("trashes the lowest face-down card under a Tamer, written (down) on the board", () => {
    const t = run(
      "turn A | A: BT1-086[GEN-103(down) GEN-104(down) GEN-105], hand TST-119, memory 1 | B: GEN-203",
      "A plays TST-119",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["BT1-086[GEN-103(down) GEN-105]", "TST-119"],
      trash: ["GEN-104"],
    });
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
    const faceUp = run(
      "turn A | A: BT1-086[GEN-103], hand TST-119, memory 1 | B: GEN-203",
      "A plays TST-119",
    );
    expect(faceUp.final.areas.A).toMatchObject({ battle: ["BT1-086[GEN-103]", "TST-119"], trash: [] });
    expect(faceUp.final.memory).toEqual({ player: "A", value: 1 });
  });
});

describe("Digimon to the security stack, and digivolution cards from several Digimon", () => {
  it("places the top card at the bottom of the security stack and trashes the cards under it (4-7-8)", () => {
    const t = run(
      "turn A | A: GEN-205[GEN-204 GEN-203], hand TST-120, security GEN-103 | B: GEN-203",
      "A plays TST-120",
      "target GEN-205",
    );
    expect(t.final.areas.A).toMatchObject({
      battle: ["TST-120"],
      security: ["GEN-103", "GEN-205"],
      trash: ["GEN-204", "GEN-203"],
    });
  });

  it("trashes the digivolution cards chosen among all of the opponent's Digimon", () => {
    const t = run(
      "turn A | A: hand TST-121 | B: GEN-205[GEN-204] GEN-206[GEN-105 GEN-104]",
      "A plays TST-121",
      "target GEN-204 GEN-104",
    );
    expect(t.final.areas.B).toMatchObject({
      battle: ["GEN-205", "GEN-206[GEN-105]"],
      trash: ["GEN-204", "GEN-104"],
    });
  });
});

describe("reveal groups opened by a cost", () => {
  it("pays, reveals, adds the pick and puts the rest back on top", () => {
    const t = run(
      "turn A | A: hand TST-113, deck GEN-203 BT1-086 GEN-204 GEN-103, memory 2 | B: GEN-203",
      "A plays TST-113",
    );
    expect(t.final.areas.A).toMatchObject({ hand: ["BT1-086"], deck: ["GEN-203", "GEN-204", "GEN-103"] });
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});

describe("'in its text'", () => {
  it("finds the name in another card's effects or in a card's own name (Q6051)", () => {
    const t = run(
      "turn A | A: hand TST-114, deck GEN-203 TST-115 TST-116 | B: GEN-203",
      "A plays TST-114",
      "target TST-115",
    );
    expect(t.final.areas.A).toMatchObject({ hand: ["TST-115"], trash: ["GEN-203", "TST-116"] });
    const own = run("turn A | A: hand TST-114, deck GEN-203 TST-116 | B: GEN-203", "A plays TST-114");
    expect(own.final.areas.A).toMatchObject({ hand: ["TST-116"], trash: ["GEN-203"] });
  });
});

describe("reveal groups taking every match", () => {
  it("adds all the matching cards among them", () => {
    const t = run(
      "turn A | A: hand TST-122, deck BT1-086 GEN-203 BT1-086#b GEN-204 GEN-105 | B: GEN-203",
      "A plays TST-122",
    );
    expect(t.final.areas.A).toMatchObject({
      hand: ["BT1-086", "BT1-086"],
      deck: ["GEN-105", "GEN-203", "GEN-204"],
    });
  });
});

describe("moves that triggers see", () => {
  it("records cards added to the security stack and to the hand", () => {
    const sec = run(
      "turn A | A: TST-123, hand TST-110 BT1-086, security GEN-103, memory 1 | B: GEN-203",
      "A plays TST-110",
    );
    expect(sec.final.memory).toEqual({ player: "A", value: 2 });
    const hand = run(
      "turn A | A: TST-124, hand TST-111, security GEN-103 GEN-104, memory 1 | B: GEN-203",
      "A plays TST-111",
    );
    expect(hand.final.memory).toEqual({ player: "A", value: 2 });
  });
});

describe("face-down digivolution cards", () => {
  it("turn face up again once they move", () => {
    const s = { nextUid: 1, nextPid: 1 } as Parameters<typeof newCard>[0];
    const top = newCard(
      s,
      CARDS.find((c) => c.code === "TST-102")!,
      "A",
    );
    const under = newCard(
      s,
      CARDS.find((c) => c.code === "TST-150")!,
      "A",
    );
    const perm = newPermanent(s, [top, under]);
    expect(activeAbilities(perm).map((a) => a.card.code)).toContain("TST-150");
    under.faceDownAt = under.epoch;
    expect(isFaceDown(under)).toBe(true);
    expect(activeAbilities(perm).map((a) => a.card.code)).not.toContain("TST-150");
    under.epoch += 1;
    expect(isFaceDown(under)).toBe(false);
  });
});

describe("moving cards conserves them", () => {
  it("keeps every card in exactly one place, paid or not, whatever is chosen", () => {
    const movers = CARDS.filter((c) => c.code !== "TST-150").map((c) => c.code);
    const generic = ["GEN-103", "GEN-104", "GEN-203", "BT1-086", "TST-150"];
    const pile = fc.array(fc.constantFrom(...generic), { maxLength: 3 });
    const stack = fc
      .tuple(fc.constantFrom("GEN-205", "GEN-206"), fc.array(fc.constantFrom(...generic), { maxLength: 3 }))
      .map(([t, u]) => (u.length ? `${t}[${u.join(" ")}]` : t));
    let resolved = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...movers),
        pile,
        pile,
        pile,
        fc.array(stack, { maxLength: 2 }),
        fc.constantFrom("", "yes", "no"),
        (card, hand, trash, security, theirs, choice) => {
          const cards = [...hand, ...trash, ...security].length + 1;
          const onField = theirs.reduce(
            (n, x) => n + 1 + (x.match(/\[([^\]]*)\]/)?.[1]?.split(" ").length ?? 0),
            0,
          );
          const board = `turn A | A: hand ${[card, ...hand].join(" ")}${trash.length ? `, trash ${trash.join(" ")}` : ""}, security ${security.join(" ")} 1, deck 2, memory 2 | B: ${theirs.length ? `${theirs.join(" ")}, ` : ""}trash GEN-103, deck 1`;
          let trace;
          try {
            trace = run(board, `A plays ${card}`, choice);
          } catch (e) {
            if (e instanceof UserError) return;
            throw new Error(`${board}: ${(e as Error).stack}`, { cause: e });
          }
          resolved += 1;
          expect(cardCount(trace.final), board).toBe(cards + 1 + 2 + onField + 2);
        },
      ),
      { numRuns: 200, seed: 20261122 },
    );
    expect(resolved).toBeGreaterThan(150);
  });
});
