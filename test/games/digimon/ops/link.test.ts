/**
 * Effects that link cards (10-1), "when this Digimon gets linked", an Option card as a link card,
 * on made-up cards compiled from their text as the card pool compiles real ones.
 */
import { describe, expect, it } from "vitest";
import type { CardText } from "../../../../src/games/digimon/compiler/card.ts";
import type { CardDef } from "../../../../src/games/digimon/model/index.ts";
import { readRecord, recordRunner } from "../record-runner.ts";
import { bundledCards } from "../../../../src/games/digimon/model/cards/index.ts";
import { CardRegistry } from "../../../../src/games/digimon/input/registry.ts";
import { resolveDigimon } from "../../../../src/games/digimon/input/resolve-text.ts";
import { textDamage } from "../../../../src/cards/text-damage.ts";

const card = (code: string, name: string, extra: Partial<CardText> = {}): CardDef =>
  readRecord(code, name, { playCost: 3, ...extra });

const CARDS = [
  card("TST-421", "Linkhost", {
    traits: ["Appmon"],
    effect:
      "[On Play] You may link 1 level 4 or lower Digimon card from your hand or this Digimon's digivolution cards to this Digimon without paying the cost.\n[Your Turn] [Once Per Turn] When this Digimon gets linked, gain 1 memory.",
  }),
  card("TST-422", "Linkblade", {
    category: "Option",
    level: undefined,
    dp: undefined,
    playCost: 1,
    digivolve: [],
    effect:
      "[Main] Gain 1 memory. Then, you may link this card to 1 of your Digimon on the field without paying the cost.",
    linkRequirement: "[Link] [Appmon] trait: Cost 2",
    linkDp: 2000,
    linkEffect: "[When Attacking] Gain 2 memory.",
  }),
  card("TST-423", "Linkling", {
    level: 3,
    linkRequirement: "[Link] [Appmon] trait: Cost 1",
    linkDp: 1000,
    linkEffect: "[When Linking] Gain 1 memory.",
  }),
  card("TST-424", "Nolink", { level: 3 }),
  card("TST-425", "Raiser", {
    effect: "[On Play] You may link 1 card from your trash to 1 of your Digimon without paying the cost.",
  }),
  card("TST-426", "Appling", { traits: ["Appmon"], level: 2, dp: undefined }),
  card("TST-427", "Warden", {
    effect:
      "[Opponent's Turn] While all of your Digimon are suspended, your opponent can't use Option cards.",
  }),
  card("TST-428", "Sourcelinker", {
    traits: ["Appmon"],
    effect:
      "[When Attacking] You may link 1 level 3 Digimon card with the [Life], [System] or [Appmon] trait from this Digimon's digivolution cards to this Digimon without paying the cost.",
  }),
  card("TST-429", "Applink", {
    level: 3,
    traits: ["Appmon"],
    linkRequirement: "[Link] [Appmon] trait: Cost 3",
    linkDp: 1000,
  }),
];

const { run } = recordRunner(CARDS);
const mem = (n: number) => (n >= 0 ? { player: "A", value: n } : { player: "B", value: -n });
const texts = (t: ReturnType<typeof run>) =>
  t.steps.map((s) => [s.text, ...(s.changes ?? [])].join("\n")).join("\n");

describe("the compiler reads effects that link", () => {
  it("reads the sources, the card, the Digimon it goes to and the cost", () => {
    const onPlay = CARDS[0]!.abilities.find((a) => a.timing === "onPlay")!;
    expect(onPlay.ops).toEqual([
      {
        op: "linkBy",
        from: ["hand", "sources"],
        filter: { maxLevel: 4, category: "Digimon" },
        count: 1,
        to: "this",
        cost: "free",
      },
    ]);
    const main = CARDS[1]!.abilities.find((a) => a.timing === "main")!;
    expect(JSON.stringify(main.ops)).toMatch(/"from":\["this"\].*"field":true/);
    const linked = CARDS[0]!.abilities.find((a) => a.timing === "when")!;
    expect(linked.when).toEqual({ on: "linked", side: "you", self: true });
  });
});

describe("an effect links a card (10-1)", () => {
  it("links a card from the hand for free: link DP, [When Linking] and 'when this Digimon gets linked' trigger", () => {
    const t = run(
      "turn A | A: hand TST-421 TST-423, memory 5 | B: GEN-203",
      "A plays TST-421",
      "yes; target TST-423",
    );
    // 5 - 3 (play) + 1 ([When Linking]) + 1 (gets linked) = 4: no link cost is paid.
    expect(t.final.memory).toEqual(mem(4));
    expect(texts(t)).toMatch(/Linkling\] from the hand is linked to \[TST-421/);
    const shown = t.final.details?.A?.find((d) => d.card.startsWith("TST-421"));
    expect(shown?.dp).toBe(6000);
  });

  it("links one of this Digimon's own digivolution cards to it ('from this Digimon's digivolution cards')", () => {
    const t = run("turn A | A: TST-428[TST-429], memory 2 | B: GEN-203", "A attacks with TST-428", "yes");
    expect(texts(t)).toMatch(/Applink\] from .*digivolution cards is linked to \[TST-428/);
    expect(t.final.areas.A!.battle).toEqual(["TST-428[TST-429(link)](sus)"]);
    expect(t.final.memory).toEqual(mem(2));
  });

  it("a card without [Link] is never offered (official Q&A: only a card with <Link> is linked)", () => {
    const t = run("turn A | A: hand TST-425, trash TST-424, memory 5 | B: GEN-203", "A plays TST-425", "yes");
    expect(t.final.areas.A!.trash).toEqual(["TST-424"]);
    expect(texts(t)).toMatch(/Nolink\] has no \[Link\], so it can't be linked/);
  });

  it("a card that can't meet the link requirement of any Digimon stays where it is", () => {
    const t = run(
      "turn A | A: TST-424, hand TST-425, trash TST-423, memory 5 | B: GEN-203",
      "A plays TST-425",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual(["TST-423"]);
  });
});

describe("an Option card that links itself", () => {
  it("is linked instead of trashed, and its link effect is the Digimon's", () => {
    const t = run(
      "turn A | A: TST-421, hand TST-422, memory 5 | B: GEN-203",
      "A uses TST-422; A attacks B with TST-421",
      "yes",
    );
    expect(t.final.areas.A!.trash).toEqual([]);
    expect(texts(t)).toMatch(/link card now, so it is not trashed/);
    // 5 - 1 (use) + 1 (its [Main]) + 1 (gets linked) + 2 (link effect on attacking) = 8.
    expect(t.final.memory).toEqual(mem(8));
  });

  it("may link to a Digimon in the breeding area when the text says 'on the field'", () => {
    const t = run(
      "turn A | A: breeding TST-426, hand TST-422, memory 5 | B: GEN-203",
      "A uses TST-422",
      "yes",
    );
    expect(texts(t)).toMatch(/Linkblade\] is linked to \[TST-426/);
    expect(t.final.areas.A!.trash).toEqual([]);
  });
});

describe("link cards in the board notation", () => {
  it("reads `X[L(link)]` as a link card and prints it back the same way", () => {
    const t = run("turn A | A: TST-421[TST-423(link)], memory 0 | B: GEN-203", "A attacks B with TST-421");
    expect(t.final.areas.A!.battle).toEqual(["TST-421[TST-423(link)](sus)"]);
    const shown = t.final.details?.A?.find((d) => d.card.startsWith("TST-421"));
    expect(shown?.dp).toBe(6000);
  });

  it("refuses a link card without [Link], naming it", () => {
    expect(() => run("turn A | A: TST-421[TST-424(link)] | B: GEN-203", "A attacks B with TST-421")).toThrow(
      /TST-424 has no \[Link\]/,
    );
  });
});

describe("'can't use Option cards' (15-8-2) and linking an Option card", () => {
  const board = (warden: string) => `turn A | A: TST-421, hand TST-422, memory 5 | B: ${warden}`;

  it("refuses using an Option card while the ban holds, and not once its condition fails", () => {
    expect(() => run(board("TST-427(sus)"), "A uses TST-422")).toThrow(/player A can't use Option cards/);
    const t = run(board("TST-427"), "A uses TST-422", "no");
    expect(t.final.areas.A!.trash).toEqual(["TST-422"]);
  });

  it("still lets the player link the Option card: linking is not using it (official Q&A)", () => {
    const t = run(board("TST-427(sus)"), "A links TST-422 to TST-421");
    expect(texts(t)).toMatch(/linking an Option card is not using it/);
    expect(t.final.areas.A!.battle).toEqual(["TST-421[TST-422(link)]"]);
    // 5 - 2 (link cost) + 1 (gets linked) = 4.
    expect(t.final.memory).toEqual(mem(4));
  });
});

describe("<Detach> (16-46)", () => {
  const reg = new CardRegistry([
    ...bundledCards,
    ...CARDS,
    card("TST-431", "Detacher", {
      traits: ["Seven Code"],
      dp: 3000,
      effect: "<Detach ([Seven Code] trait)>",
    }),
    card("TST-432", "Codelink", {
      level: 3,
      traits: ["Seven Code"],
      linkRequirement: "[Link] [Seven Code] trait: Cost 1",
      linkDp: 1000,
    }),
    card("TST-433", "Otherlink", { level: 3, linkRequirement: "[Link] Lv.4: Cost 1", linkDp: 1000 }),
    card("TST-434", "Selfdelete", { effect: "[On Play] Delete 1 of your Digimon." }),
  ]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("keeps its Digimon in a lost battle by trashing a specified link card", () => {
    const t = go(
      "turn B | A: TST-431[TST-432(link)](sus) | B: GEN-206",
      "B attacks TST-431 with GEN-206",
      "target TST-432",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-431(sus)"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-432"]);
    expect(t.steps.some((s) => /its <Detach> trashes \[TST-432/.test(s.text) && s.rule === "16-46-1")).toBe(
      true,
    );
  });

  it("is optional: declined, the Digimon leaves with its link card (16-46-3)", () => {
    const t = go(
      "turn B | A: TST-431[TST-432(link)](sus) | B: GEN-206",
      "B attacks TST-431 with GEN-206",
      "skip",
    );
    expect(t.final.areas.A!.battle).toEqual([]);
    expect([...(t.final.areas.A!.trash ?? [])].sort()).toEqual(["TST-431", "TST-432"]);
  });

  it("needs a link card that fits, and does nothing against its owner's own effects", () => {
    const other = go(
      "turn B | A: TST-431[TST-433(link)](sus) | B: GEN-206",
      "B attacks TST-431 with GEN-206",
    );
    expect(other.final.areas.A!.battle).toEqual([]);
    const own = go(
      "turn A | A: TST-431[TST-432(link)], hand TST-434 | B: GEN-203",
      "A plays TST-434",
      "target TST-431",
    );
    expect(own.final.areas.A!.battle).toEqual(["TST-434"]);
    expect(own.final.areas.A!.trash).toContain("TST-432");
  });
});

describe("a link card as a cost (4-9)", () => {
  const reg = new CardRegistry([
    ...bundledCards,
    ...CARDS,
    card("TST-441", "Mirrorlink", {
      level: 3,
      linkRequirement: "[Link] [Appmon] trait: Cost 1",
      linkDp: 1000,
      linkEffect:
        "[When Attacking] By trashing 1 of this Digimon's link cards, suspend 1 of your opponent's Digimon.",
    }),
    card("TST-442", "Shieldlink", {
      level: 3,
      linkRequirement: "[Link] [Appmon] trait: Cost 1",
      linkDp: 1000,
      linkEffect:
        "[All Turns] When this Digimon would leave the battle area, by trashing 1 of its link cards, it doesn't leave.",
    }),
  ]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("a link effect may trash its own card to pay its cost, and still does the rest (official Q&A)", () => {
    const t = go(
      "turn A | A: TST-421[TST-441(link)] | B: GEN-203 GEN-204(sus)",
      "A attacks GEN-204 with TST-421",
      "yes",
    );
    expect(t.final.areas.A!.trash).toContain("TST-441");
    expect(texts(t)).toMatch(/Mirrorlink\], a link card of \[TST-421[^\]]*\], is trashed/);
    expect(t.final.areas.B!.battle).toContain("GEN-203(sus)");
  });

  it("a link effect's 'would leave' keeps the Digimon by trashing a link card", () => {
    const t = go(
      "turn B | A: TST-421[TST-442(link)](sus) | B: GEN-206",
      "B attacks TST-421 with GEN-206",
      "yes",
    );
    expect(t.final.areas.A!.battle).toEqual(["TST-421(sus)"]);
    expect(t.final.areas.A!.trash).toEqual(["TST-442"]);
  });
});

describe("link cards at the rule check", () => {
  it("trashes a link card whose Digimon does not meet its requirement (17-1-3-2-6), and keeps one that does", () => {
    const bad = run("turn A | A: TST-424[TST-423(link)] | B: GEN-203", "A attacks B with TST-424");
    expect(bad.final.areas.A!.trash).toEqual(["TST-423"]);
    expect(bad.steps.some((s) => s.rule === "17-1-3-2-6" && /Linkling\] is trashed/.test(s.text))).toBe(true);
    const good = run("turn A | A: TST-421[TST-423(link)] | B: GEN-203", "A attacks B with TST-421");
    expect(good.final.areas.A!.trash ?? []).toEqual([]);
  });
});

describe("a link card whose record lost its [Link] requirement line", () => {
  const lost = card("TST-461", "Lostlink", {
    level: 3,
    linkDp: 2000,
    linkEffect: "[When Linking] Gain 1 memory.",
  });
  const reg = new CardRegistry([...bundledCards, ...CARDS, lost]);
  const go = (board: string, action: string, choices = "") =>
    resolveDigimon({ board, action, choices }, reg).trace;

  it("still has [Link] (its link DP and effect say so), with the requirement marked missing", () => {
    expect(lost.link).toMatchObject({ dp: 2000, requirementMissing: true });
  });

  it("is refused by the link action, its cost being unknown", () => {
    expect(() =>
      go("turn A | A: TST-421, hand TST-461, memory 5 | B: GEN-203", "A links TST-461 to TST-421"),
    ).toThrow(/no \[Link\] requirement line/);
  });

  it("may be linked by an effect, which says the requirement was not checked", () => {
    const t = go("turn A | A: hand TST-421 TST-461, memory 5 | B: GEN-203", "A plays TST-421", "yes");
    expect(t.final.areas.A!.battle).toEqual(["TST-421[TST-461(link)]"]);
    expect(texts(t)).toMatch(/has no \[Link\] requirement line, so whether .* was not checked/);
  });

  it("is reported as damaged card data", () => {
    expect(
      textDamage({ effect: "", inherited: "", security: "", linkDp: 2000, linkEffect: "<Blocker>" }),
    ).toEqual([{ field: "link", excerpt: 'link DP 2000, link effect "<Blocker>", no [Link] requirement' }]);
    expect(
      textDamage({
        effect: "",
        inherited: "",
        security: "",
        linkRequirement: "[Link] Lv.3: Cost 1",
        linkDp: 2000,
      }),
    ).toEqual([]);
  });
});
