/** Every view opens with the verdict: the text breakdown, the Discord pages, the PNG header. */
import { describe, expect, it } from "vitest";
import type { Trace } from "../../src/engine/trace.ts";
import { type Gap, verdictOf } from "../../src/engine/verdict.ts";
import { layoutTrace } from "../../src/render/layout.ts";
import { COLORS } from "../../src/render/palette.ts";
import { renderPlainText, renderTextPages } from "../../src/render/text.ts";
import { wikiTrace } from "./fixtures.ts";

const gap = (card: string, text: string): Gap => ({ card, kind: "text not read", text, why: "not read" });
const withVerdict = (gaps: Gap[]): Trace => ({ ...wikiTrace(), verdict: verdictOf(gaps) });

describe("the verdict in the views", () => {
  it("opens the text breakdown under the title: incomplete, with each gap when there are several", () => {
    const text = renderPlainText(withVerdict([gap("TST-1", "[Your Turn] Hop."), gap("TST-2", "Skip.")]), {
      title: "A attacks",
    });
    const lines = text.split("\n");
    expect(lines[0]).toBe("A attacks");
    expect(lines[1]).toBe(
      `Incomplete: TST-1's ability "[Your Turn] Hop." was not read and could change this answer (and 1 more gap, listed below).`,
    );
    expect(lines[2]).toMatch(/^- TST-1's ability "\[Your Turn\] Hop\." was not read: not read$/);
    expect(lines[3]).toMatch(/^- TST-2's/);
  });

  it("says a complete ruling briefly, and nothing when the game gives no verdict", () => {
    expect(renderPlainText(withVerdict([]), { title: "t" }).split("\n")[1]).toMatch(/^Complete: /);
    expect(renderPlainText(wikiTrace(), { title: "t" }).split("\n")[1]).toMatch(/^Game: /);
  });

  it("puts it first in the Discord markdown, in bold with a warning sign when incomplete", () => {
    const [page] = renderTextPages(withVerdict([gap("TST-1", "Hop.")]), { title: "t" });
    expect(page!.split("\n")[1]).toBe(
      `⚠️ **Incomplete: TST-1's ability "Hop." was not read and could change this answer.**`,
    );
  });

  it("carries it in the PNG header, coloured by the verdict", () => {
    const incomplete = layoutTrace(withVerdict([gap("TST-1", "Hop.")]), { title: "t", game: "digimon" });
    const run = incomplete.parts[0]!.header.find((r) =>
      r.text.startsWith("Incomplete (could change this answer): TST-1 text not read"),
    );
    expect(run?.color).toBe(COLORS.incomplete);
    const complete = layoutTrace(withVerdict([]), { title: "t", game: "digimon" });
    expect(complete.parts[0]!.header.find((r) => r.text.startsWith("Complete:"))?.color).toBe(
      COLORS.complete,
    );
  });
});

describe("verdictOf", () => {
  it("is complete without gaps and lists each gap once", () => {
    expect(verdictOf([])).toEqual({ complete: true, gaps: [] });
    expect(verdictOf([gap("X-1", "a"), gap("X-1", "a"), gap("X-1", "b")]).gaps).toHaveLength(2);
  });
});
