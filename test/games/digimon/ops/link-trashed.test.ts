/**
 * "When effects trash any of this Digimon's / your Digimon's link cards" (4-9, 15-16): link cards
 * trashed by an effect trigger it; those the link rule pushes out (4-9-5), on the link action or an
 * effect's link, do not (official Q&A).
 */
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { readRecord, recordRunner } from "../record-runner.ts";

const card = (code: string, name: string, extra: Partial<CardText> = {}): CardDef =>
  readRecord(code, name, { playCost: 3, ...extra });

const CARDS = [
  card("TST-461", "Linkwatcher", {
    traits: ["Appmon"],
    effect:
      "[When Attacking] Trash 1 of this Digimon's link cards.\n[Your Turn] [Once Per Turn] When effects trash any of this Digimon's link cards, gain 1 memory.",
  }),
  card("TST-462", "Linkkeeper", {
    category: "Tamer",
    level: undefined,
    dp: undefined,
    digivolve: [],
    effect: "[All Turns] When effects trash any of your Digimon's link cards, gain 2 memory.",
  }),
  card("TST-463", "Linkpiece", {
    level: 3,
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 1000,
  }),
  card("TST-464", "Linkpiece Two", {
    level: 3,
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 1000,
  }),
  card("TST-465", "Linkpusher", {
    effect:
      "[On Play] You may link 1 Digimon card from your hand to 1 of your Digimon without paying the cost.",
  }),
  card("TST-466", "Linkdetacher", {
    traits: ["Appmon"],
    dp: 3000,
    effect:
      "<Detach ([Appmon] trait)>\n[All Turns] When effects trash any of this Digimon's link cards, gain 1 memory.",
  }),
  card("TST-467", "Applinkpiece", {
    level: 3,
    traits: ["Appmon"],
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 1000,
  }),
];

const { run } = recordRunner(CARDS);
const mem = (n: number) => (n >= 0 ? { player: "A", value: n } : { player: "B", value: -n });

describe("the compiler reads 'when effects trash ... link cards'", () => {
  it("reads this Digimon's and your Digimon's link cards, by effects only", () => {
    expect(CARDS[0]!.abilities.find((a) => a.timing === "when")!.when).toEqual({
      on: "linkTrashed",
      side: "you",
      byEffect: "any",
      self: true,
    });
    expect(CARDS[1]!.abilities.find((a) => a.when)!.when).toEqual({
      on: "linkTrashed",
      side: "you",
      byEffect: "any",
    });
  });
});

describe("link cards trashed by an effect (4-9)", () => {
  it("an effect trashing this Digimon's link card triggers both the Digimon's and the Tamer's effect", () => {
    const t = run(
      "turn A | A: TST-461[TST-463(link)] TST-462, memory 0 | B: GEN-203",
      "A attacks B with TST-461",
    );
    expect(t.final.areas.A!.trash).toContain("TST-463");
    // 0 + 1 (this Digimon's link card) + 2 (any of your Digimon's) = 3.
    expect(t.final.memory).toEqual(mem(3));
  });

  it("with no link card trashed, nothing triggers", () => {
    const t = run("turn A | A: TST-461 TST-462, memory 0 | B: GEN-203", "A attacks B with TST-461");
    expect(t.final.memory).toEqual(mem(0));
  });

  it("an effect linking over the limit pushes the old link card out by the rule (4-9-5): nothing triggers (official Q&A)", () => {
    const t = run(
      "turn A | A: TST-461[TST-463(link)] TST-462, hand TST-465 TST-464, memory 5 | B: GEN-203",
      "A plays TST-465",
      "yes; target TST-464",
    );
    expect(t.final.areas.A!.battle).toContain("TST-461[TST-464(link)]");
    expect(t.final.areas.A!.trash).toContain("TST-463");
    // 5 - 3 (play) and no gain: the replaced link card is not trashed by an effect.
    expect(t.final.memory).toEqual(mem(2));
  });

  it("the link action pushing out the old link card (4-9-5) is the rule, not an effect: nothing triggers", () => {
    const t = run(
      "turn A | A: TST-461[TST-463(link)] TST-462, hand TST-464, memory 5 | B: GEN-203",
      "A links TST-464 to TST-461",
    );
    expect(t.final.areas.A!.trash).toContain("TST-463");
    // 5 - 1 (link cost) and no gain.
    expect(t.final.memory).toEqual(mem(4));
  });

  it("<Detach> is a keyword effect (16-46-1): the link card it trashes triggers", () => {
    const t = run(
      "turn B | A: TST-466[TST-467(link)](sus) TST-462, memory 0 | B: GEN-206",
      "B attacks TST-466 with GEN-206",
      "target TST-467",
    );
    expect(t.final.areas.A!.battle).toContain("TST-466(sus)");
    // 1 (this Digimon's) + 2 (the Tamer's) for A.
    expect(t.final.memory).toEqual(mem(3));
  });

  it("link cards trashed because their Digimon leaves (4-9-6) are not trashed by an effect: nothing triggers", () => {
    const t = run(
      "turn B | A: TST-466[TST-467(link)](sus) TST-462, memory 0 | B: GEN-206",
      "B attacks TST-466 with GEN-206",
      "skip",
    );
    expect(t.final.areas.A!.trash).toContain("TST-467");
    expect(t.final.memory?.value).toBe(0);
  });
});
