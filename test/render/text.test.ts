import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EffectStatus, StepKind, Trace, TraceStep } from "../../src/engine/trace.ts";
import { EMBED_DESCRIPTION_MAX, EMBEDS_PER_MESSAGE_MAX, EMBEDS_TOTAL_MAX } from "../../src/render/limits.ts";
import { editionLabel } from "../../src/render/labels.ts";
import { paginateForMessage, renderPlainText, renderTextPages, splitBlock } from "../../src/render/text.ts";
import { fx, japaneseTrace, longTrace, trace, wikiTrace } from "./fixtures.ts";

/** Step numbers of the (non-continued) step headers on the pages, in order. */
function stepHeaders(pages: string[]): number[] {
  const out: number[] = [];
  for (const page of pages) {
    for (const m of page.matchAll(/^\*\*(\d+)\.\*\* (?!\*\(continued\)\*)/gm)) out.push(Number(m[1]));
  }
  return out;
}

/** No lone surrogate: no emoji or astral character was cut in half. */
function wellFormed(s: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
}

function continuedHeaders(pages: string[]): number[] {
  const out: number[] = [];
  for (const page of pages)
    for (const m of page.matchAll(/^\*\*(\d+)\.\*\* \*\(continued\)\*/gm)) out.push(Number(m[1]));
  return out;
}

describe("renderTextPages", () => {
  const pages = renderTextPages(wikiTrace(), { title: "WarGreymon attacks" });
  const text = pages.join("\n");

  it("opens with the title and names the game and edition once", () => {
    expect(pages[0]!.startsWith("**WarGreymon attacks**\n")).toBe(true);
    expect(text).toContain("Edition: cr-4.2 (Comprehensive Rules 4.2)");
    expect(text.match(/Edition:/g)).toHaveLength(1);
    expect(text.match(/Digimon Card Game/g)).toHaveLength(1);
  });

  it("numbers steps with a kind badge, the step text and the rule as inline code", () => {
    expect(text).toContain(
      "**1.** 🎬 Action (A·BT4-048): WarGreymon attacks B's Tapirmon. The [When Attacking] effects of " +
        "Veemon (inherited) and Kari Kamiya trigger. — rule `8-2-1`",
    );
    expect(text).toContain("**4.** ⚡ Trigger (B·BT2-070 Tapirmon): ");
    expect(text).toContain("**5.** ✖️ Fails (A·ST3-04 Patamon): ");
    expect(text).toContain("**6.** 🏁 End: Every layer");
    expect(stepHeaders(pages)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("writes the why in italics, the choices with who decided, and the changes as a list", () => {
    expect(text).toContain("\n*The turn player orders simultaneous effects of their own cards.*\n");
    expect(text).toContain(
      "- ❓ A picked **BT4-097 Kari Kamiya** for “Which effect activates first?” (scripted)",
    );
    expect(text).toContain("- ❓ A picked **ST3-04 Patamon** for “Digimon to play” (default)");
    expect(text).toContain("\n- ST3-04 Patamon: hand → battle area\n");
  });

  it("lists the pending layers newest first with player letters and status marks", () => {
    expect(text).toContain("Pending: {[A·BT2-021 Veemon] ⏳, [A·BT4-097 Kari Kamiya] ⏳}");
    expect(text).toContain(
      "Pending: {[A·ST3-04 Patamon] ❌, [B·BT2-070 Tapirmon] ▶️} › {[A·BT2-021 Veemon] ⏳}",
    );
    expect(text).toContain("Pending: {[B·BT2-070 Tapirmon] ✅} › {Empty}");
  });

  it("omits the Pending line of a step without layers", () => {
    const jp = renderTextPages(japaneseTrace(), { title: "t" }).join("\n");
    const step4 = jp.slice(jp.indexOf("**4.**"), jp.indexOf("**Final state**"));
    expect(step4).not.toContain("Pending");
    expect(jp).toContain("状況起因処理");
    expect(jp).toContain("[B·WX02-015 ロトスモン] ▶️");
  });

  it("ends with the final state in short", () => {
    expect(text).toContain("**Final state** — memory 1 on B's side");
    expect(text).toContain(
      "**A**: Battle BT4-048[BT2-021], ST3-04 · Hand (2) BT3-001, ST3-07 · Trash (0) · Security 4",
    );
    expect(text).toContain(
      "**B**: Battle BT2-070 · Hand (3) BT1-010, BT1-011, BT1-012 · Trash (1) BT1-085 · Security 2",
    );
  });

  it("shows an unknown edition as it is", () => {
    expect(editionLabel("wx-cr-1.1")).toBe("wx-cr-1.1");
    expect(editionLabel("cr-4.2")).toBe("cr-4.2 (Comprehensive Rules 4.2)");
    expect(renderTextPages(japaneseTrace(), { title: "t" })[0]).toContain("Edition: wx-cr-1.1\n");
  });

  it("escapes markdown coming from card text", () => {
    const t = trace("digimon", "cr-4.2")
      .step("action", {
        text: "gets *+1000* DP_until `end` ~~x~~ | y",
        layers: [[fx("A", "X-1", "A*B", "pending")]],
      })
      .end({ areas: {}, memory: null });
    const md = renderTextPages(t, { title: "**bold title**" }).join("\n");
    expect(md).toContain("gets \\*+1000\\* DP\\_until \\`end\\` \\~\\~x\\~\\~ \\| y");
    expect(md).toContain("[A·X-1 A\\*B]");
    expect(md.startsWith("**\\*\\*bold title\\*\\***")).toBe(true);
  });

  it("keeps the default limit for the 200-step trace and never cuts a step", () => {
    const long = renderTextPages(longTrace(200), { title: "long" });
    expect(long.length).toBeGreaterThan(1);
    for (const page of long) expect(page.length).toBeLessThanOrEqual(EMBED_DESCRIPTION_MAX);
    expect(stepHeaders(long)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(continuedHeaders(long)).toEqual([]);
  });

  it("splits a step larger than the limit at line boundaries and marks the rest continued", () => {
    const changes = Array.from({ length: 120 }, (_, i) => `Change number ${i}: ${"x".repeat(40)}`);
    const t = trace("digimon", "cr-4.2")
      .step("action", { text: "short", layers: [] })
      .step("activate", { text: "huge", changes, layers: [[fx("A", "BT1-001", "Agumon")]] })
      .step("end", { text: "done" })
      .end({ areas: {}, memory: null });
    const out = renderTextPages(t, { title: "t", limit: 1000 });
    for (const page of out) expect(page.length).toBeLessThanOrEqual(1000);
    expect(stepHeaders(out)).toEqual([1, 2, 3]);
    expect(continuedHeaders(out).length).toBeGreaterThan(3);
    expect(new Set(continuedHeaders(out))).toEqual(new Set([2]));
    // Every change line survives whole.
    const all = out.join("\n");
    for (const c of changes) expect(all).toContain(`- ${c}\n`);
  });

  it("cuts a single line longer than the limit without exceeding it", () => {
    const t = trace("digimon", "cr-4.2")
      .step("action", { text: "word ".repeat(3000) + "🎴".repeat(500) })
      .end({ areas: {}, memory: null });
    const out = renderTextPages(t, { title: "t", limit: 500 });
    for (const page of out) expect(page.length).toBeLessThanOrEqual(500);
    expect(stepHeaders(out)).toEqual([1]);
    // No surrogate pair is broken.
    for (const page of out) expect(wellFormed(page)).toBe(true);
  });

  it("rejects a limit too small to hold a line", () => {
    expect(() => renderTextPages(wikiTrace(), { title: "t", limit: 20 })).toThrow(RangeError);
  });
});

describe("splitBlock", () => {
  it("returns one piece when the block fits", () => {
    expect(splitBlock(["a", "b"], 100, "cont")).toEqual(["a\nb"]);
  });
});

describe("paginateForMessage", () => {
  it("groups pages under 6000 characters and 10 embeds per message", () => {
    const pages = renderTextPages(longTrace(200), { title: "long", limit: 1500 });
    const messages = paginateForMessage(pages);
    expect(messages.flat()).toEqual(pages);
    for (const m of messages) {
      expect(m.length).toBeLessThanOrEqual(EMBEDS_PER_MESSAGE_MAX);
      expect(m.reduce((n, p) => n + p.length, 0)).toBeLessThanOrEqual(EMBEDS_TOTAL_MAX);
    }
    expect(messages.length).toBeLessThan(pages.length);
  });

  it("caps a message at 10 embeds even when they are short", () => {
    const messages = paginateForMessage(Array.from({ length: 25 }, () => "x"));
    expect(messages.map((m) => m.length)).toEqual([10, 10, 5]);
  });

  it("counts each embed's overhead", () => {
    const messages = paginateForMessage(["a".repeat(2900), "b".repeat(2900)], { overheadPerEmbed: 150 });
    expect(messages).toHaveLength(2);
  });
});

describe("renderPlainText", () => {
  it("has the same content without markdown", () => {
    const plain = renderPlainText(wikiTrace(), { title: "WarGreymon attacks" });
    expect(plain.startsWith("WarGreymon attacks\nGame: Digimon Card Game · Edition: cr-4.2")).toBe(true);
    expect(plain).not.toMatch(/\*\*|`|⏳|✅/);
    expect(plain).toContain("4. [Trigger] (B·BT2-070 Tapirmon): Playing Patamon");
    expect(plain).toContain("— rule 15-4-5-2");
    expect(plain).toContain("   Why: Effects that trigger while another effect activates");
    expect(plain).toContain(
      "   Pending: {[A·ST3-04 Patamon] ✗, [B·BT2-070 Tapirmon] ▶} › {[A·BT2-021 Veemon] …}",
    );
    expect(plain).toContain("A: Battle BT4-048[BT2-021], ST3-04");
  });
});

// Random traces: pages stay within any limit and each step opens exactly once.
const KINDS: StepKind[] = [
  "action",
  "trigger",
  "rules-processing",
  "activate",
  "fail",
  "interrupt",
  "choice",
  "end",
];
const STATUSES: EffectStatus[] = ["pending", "activating", "activated", "failed"];
const textArb = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 400 }),
  fc.constantFrom("状況起因処理", "満月の巫女　タマヨリヒメ", "**bold** _x_ `code`", "a\nb\n\nc"),
);
const effectArb = fc.record({
  card: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 10 }),
  name: textArb,
  player: fc.constantFrom("A", "B"),
  status: fc.constantFrom(...STATUSES),
});
const stepArb = fc.record({
  kind: fc.constantFrom(...KINDS),
  player: fc.option(fc.constantFrom("A", "B")),
  card: fc.option(fc.string({ unit: "grapheme-ascii", maxLength: 10 })),
  text: textArb,
  rule: fc.option(fc.string({ unit: "grapheme-ascii", maxLength: 12 })),
  layers: fc.array(fc.array(effectArb, { maxLength: 4 }), { maxLength: 4 }),
  why: fc.option(textArb, { nil: undefined }),
  changes: fc.option(fc.array(textArb, { maxLength: 30 }), { nil: undefined }),
  choices: fc.option(
    fc.array(
      fc.record({
        player: fc.constantFrom("A", "B"),
        prompt: textArb,
        picked: fc.array(fc.string({ unit: "grapheme-ascii", maxLength: 12 }), { maxLength: 3 }),
        by: fc.constantFrom("script" as const, "default" as const, "interactive" as const),
      }),
      { maxLength: 2 },
    ),
    { nil: undefined },
  ),
});
const traceArb: fc.Arbitrary<Trace> = fc
  .record({
    steps: fc.array(stepArb, { maxLength: 25 }),
    areas: fc.dictionary(
      fc.constantFrom("A", "B"),
      fc.dictionary(
        fc.constantFrom("battle", "hand", "trash", "security", "deck"),
        fc.array(textArb, { maxLength: 6 }),
      ),
    ),
  })
  .map(({ steps, areas }) => ({
    game: "digimon",
    edition: "cr-4.2",
    steps: steps.map((s, i): TraceStep => {
      const step: TraceStep = { ...s, n: i + 1 };
      for (const key of ["why", "changes", "choices"] as const) if (step[key] === undefined) delete step[key];
      return step;
    }),
    final: { areas, memory: null },
  }));

describe("renderTextPages on random traces", () => {
  it("never exceeds the limit and opens every step exactly once", () => {
    fc.assert(
      fc.property(
        traceArb,
        fc.oneof(fc.integer({ min: 100, max: 400 }), fc.integer({ min: 100, max: EMBED_DESCRIPTION_MAX })),
        fc.string({ maxLength: 200 }),
        (t, limit, title) => {
          const pages = renderTextPages(t, { title, limit });
          for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
          expect(stepHeaders(pages)).toEqual(t.steps.map((s) => s.n));
          for (const page of pages) expect(wellFormed(page)).toBe(true);
          for (const group of paginateForMessage(pages)) {
            expect(group.reduce((n, p) => n + p.length, 0)).toBeLessThanOrEqual(EMBEDS_TOTAL_MAX);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("edge cases", () => {
  it("renders a trace with no steps", () => {
    const empty = trace("digimon", "cr-4.2").end({ areas: {}, memory: null });
    expect(renderTextPages(empty, { title: "" })).toEqual([
      "**Ruling**\nGame: Digimon Card Game · Edition: cr-4.2 (Comprehensive Rules 4.2)\n\n**Final state**",
    ]);
  });
});
