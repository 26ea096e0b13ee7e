/**
 * Effects on the attack in progress: switching its target (11-2-7-2) and ending it
 * (15-15-1-1), from cards written in the card-text templates.
 */
import { describe, expect, it } from "vitest";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { testCard } from "../test-card.ts";

const CARDS = [
  testCard(
    "TST-401",
    "[Opponent's Turn] When an opponent's Digimon attacks, you may switch the target of attack to 1 of your suspended Digimon.",
  ),
  testCard(
    "TST-402",
    "[Opponent's Turn] When an opponent's Digimon attacks, by deleting 1 of your other Digimon, end that attack.",
  ),
  testCard("TST-403", "[End of Attack] Gain 2 memory."),
  testCard(
    "TST-404",
    "[When Attacking] If this Digimon is attacking, you may change the attack target to 1 of your opponent's suspended Digimon with the [Prey] trait.",
    { dp: 9000 },
  ),
  testCard("TST-405", "", { traits: ["Prey"] }),
  testCard("TST-406", "[Your Turn] This Digimon's attack target can't change."),
];
const registry = new CardRegistry([...bundledCards, ...CARDS]);
const run = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, registry).trace;
const texts = (t: { steps: { text: string }[] }) => t.steps.map((x) => x.text).join("\n");

describe("switching the attack target", () => {
  it("moves an attack on the player to the defender's suspended Digimon, which battles instead", () => {
    const t = run("turn A | A: GEN-105 | B: TST-401 GEN-203(sus), security 2", "A attacks B with GEN-105");
    expect(texts(t)).toContain("the attack target switches from player B to");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-401"], trash: ["GEN-203"] });
    expect(t.final.areas.B!.security).toHaveLength(2);
  });

  it("does nothing when no other suspended Digimon can become the target (11-2-7-3)", () => {
    const t = run("turn A | A: GEN-105 | B: TST-401 GEN-203(sus)", "A attacks GEN-203 with GEN-105");
    expect(texts(t)).toContain("no Digimon can become the new attack target");
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
  });

  it("lets the attacker's own effect pick one of the opponent's suspended Digimon that matches", () => {
    const t = run(
      "turn A | A: TST-404 | B: GEN-203(sus) TST-405(sus), security 1",
      "A attacks B with TST-404",
    );
    expect(t.final.areas.B).toMatchObject({ battle: ["GEN-203(sus)"], trash: ["TST-405"] });
  });

  it("is kept from switching by a Digimon whose attack target can't change", () => {
    const t = run("turn A | A: TST-406 | B: TST-401 GEN-203(sus), security 1", "A attacks B with TST-406");
    expect(texts(t)).toContain("attack target can't be switched");
    expect(t.final.areas.B!.battle).toContain("GEN-203(sus)");
  });
});

describe("ending the attack", () => {
  it("pays the cost, ends the attack before any check, and its [End of Attack] effects still trigger", () => {
    const t = run(
      "turn A | A: TST-403, memory 0 | B: TST-402 GEN-203, security 2",
      "A attacks B with TST-403",
    );
    expect(texts(t)).toContain("its end of attack timing comes at once (15-15-1-1)");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-402"], trash: ["GEN-203"] });
    expect(t.final.areas.B!.security).toHaveLength(2);
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("can't end the attack without another Digimon to delete", () => {
    const t = run("turn A | A: GEN-105 | B: TST-402, security 2", "A attacks B with GEN-105");
    expect(texts(t)).toContain("too few Digimon to delete");
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});

const MORE = [
  testCard(
    "TST-411",
    "[On Play] 1 of your opponent's Digimon gains \"[On Deletion] Gain 2 memory.\" for the turn. Then, delete 1 of your opponent's Digimon.",
  ),
  testCard("TST-412", "[On Play] Delete 1 of your opponent's Digimon."),
  testCard(
    "TST-413",
    '[When Attacking] This Digimon gains "[End of Attack] Delete this Digimon." for the turn.',
  ),
  testCard("TST-414", "[When Digivolving] This Digimon attacks a player.", {
    level: 4,
    digivolve: [{ level: 3, color: "Red", cost: 0 }],
  }),
];
const more = new CardRegistry([...bundledCards, ...MORE]);
const play = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, more).trace;

describe("effects gained for a while (15-15-2)", () => {
  it("a gained [On Deletion] effect triggers for the Digimon's owner when it is deleted", () => {
    const t = play("turn A | A: hand TST-411, memory 3 | B: GEN-203", "A plays TST-411");
    expect(texts(t)).toContain('gains "[On Deletion] Gain 2 memory."');
    expect(t.final.areas.B!.trash).toEqual(["GEN-203"]);
    // Player B gains 2 memory: the gauge moves 2 toward B.
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });

  it("a Digimon that gained nothing triggers nothing when deleted", () => {
    const t = play("turn A | A: hand TST-412, memory 3 | B: GEN-203", "A plays TST-412");
    expect(t.final.memory).toEqual({ player: "A", value: 3 });
  });

  it("a gained [End of Attack] effect triggers at the end of that Digimon's attack", () => {
    const t = play("turn A | A: TST-413 | B: security 1", "A attacks B with TST-413");
    expect(t.final.areas.A!.trash).toEqual(["TST-413"]);
  });
});

describe("a mandatory attack by an effect", () => {
  it("attacks without asking whether to", () => {
    const t = play("turn A | A: GEN-103, hand TST-414 | B: security 2", "A digivolves GEN-103 into TST-414");
    expect(t.final.areas.A!.battle).toEqual(["TST-414[GEN-103](sus)"]);
    expect(t.final.areas.B!.security).toHaveLength(1);
  });
});

const LATER = [
  testCard(
    "TST-421",
    "[On Play] You may play 1 Digimon card from your trash without paying the cost. At turn end, delete the Digimon this effect played.",
  ),
  testCard(
    "TST-422",
    "[On Play] You may play 1 Digimon card from your trash without paying the cost. At the next end of your opponent's turn, return it to the hand.",
  ),
  testCard(
    "TST-423",
    "[On Play] This Digimon may digivolve into a Digimon card in the hand without paying the cost. If digivolved by this effect, delete this Digimon at the end of the turn.",
  ),
  testCard("TST-424", "", { level: 4, dp: 5000, digivolve: [{ level: 3, color: "Red", cost: 2 }] }),
];
const later = new CardRegistry([...bundledCards, ...LATER]);
const act = (board: string, action: string) => resolveDigimon({ board, action, choices: "" }, later).trace;

describe("pending processing on a Digimon (18-1)", () => {
  it("deletes the Digimon the effect played when the turn ends, and not before", () => {
    const board = "turn A | A: hand TST-421, trash GEN-105, memory 3";
    const now = act(board, "A plays TST-421");
    expect(now.final.areas.A!.battle).toEqual(["TST-421", "GEN-105"]);
    const ended = act(board, "A plays TST-421; A ends the turn");
    expect(ended.final.areas.A!.battle).toEqual(["TST-421"]);
    expect(ended.final.areas.A!.trash).toEqual(["GEN-105"]);
  });

  it("waits for the end of the opponent's turn, which the turn's own end is not", () => {
    const t = act("turn A | A: hand TST-422, trash GEN-105, memory 3", "A plays TST-422; A ends the turn");
    expect(texts(t)).toContain("it waits until that turn ends");
    expect(t.final.areas.A!.battle).toEqual(["TST-422", "GEN-105"]);
    const theirs = act(
      "turn A | A: hand TST-422, trash GEN-105, memory 3 | B: deck 1",
      "A plays TST-422; A passes; B starts the turn; B passes",
    );
    expect(theirs.final.areas.A!.battle).toEqual(["TST-422"]);
  });

  it("deletes this Digimon at the end of the turn only when the effect digivolved it", () => {
    const board = "turn A | A: hand TST-423 TST-424, memory 3";
    const t = act(board, "A plays TST-423; A ends the turn");
    expect(t.final.areas.A!.battle).toEqual([]);
    expect(t.final.areas.A!.trash).toEqual(expect.arrayContaining(["TST-423", "TST-424"]));
    const none = act("turn A | A: hand TST-423, memory 3", "A plays TST-423; A ends the turn");
    expect(none.final.areas.A!.battle).toEqual(["TST-423"]);
  });
});

const PRONOUNS = [
  testCard("TST-431", "[All Turns] When this Digimon becomes suspended, you may unsuspend it."),
  testCard(
    "TST-432",
    "[On Play] 1 of your Digimon gains <Rush> for the turn. Then, that Digimon may attack.",
  ),
  testCard("TST-433", "[Your Turn] This Digimon is unblockable."),
  testCard("TST-434", "<Blocker>"),
];
const pronouns = new CardRegistry([...bundledCards, ...PRONOUNS]);
const ask = (board: string, action: string, choices = "") =>
  resolveDigimon({ board, action, choices }, pronouns).trace;

describe("clauses about 'it' and 'that Digimon'", () => {
  it("'it' is the Digimon the trigger was about: this one, suspended by its own attack", () => {
    const t = ask("turn A | A: TST-431 | B: security 1", "A attacks B with TST-431");
    expect(t.final.areas.A!.battle).toEqual(["TST-431"]);
    expect(t.final.areas.B!.security).toHaveLength(0);
  });

  it("'that Digimon' is the one the effect chose before", () => {
    const t = ask("turn A | A: GEN-105, hand TST-432 | B: security 1", "A plays TST-432", "target GEN-105");
    expect(t.final.areas.A!.battle).toEqual(["GEN-105(sus)", "TST-432"]);
    expect(t.final.areas.B!.security).toHaveLength(0);
  });
});

describe("an unblockable Digimon", () => {
  it("is not offered to a <Blocker> in its turn", () => {
    const t = ask("turn A | A: TST-433 | B: TST-434, security 1", "A attacks B with TST-433");
    expect(texts(t)).not.toContain("block");
    expect(t.final.areas.B).toMatchObject({ battle: ["TST-434"], security: [] });
    const plain = ask(
      "turn A | A: GEN-103 | B: TST-434, security 1",
      "A attacks B with GEN-103",
      "target TST-434",
    );
    expect(texts(plain)).toContain("to block");
    expect(plain.final.areas.B!.security).toHaveLength(1);
  });
});
