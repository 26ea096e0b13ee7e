import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { font, FONT_FAMILY, fontFiles, registerFonts } from "../../src/render/fonts.ts";
import {
  MAX_RATIO,
  MIN_RATIO,
  layoutTrace,
  previewScale,
  type Chip,
  type Column,
  type Part,
} from "../../src/render/layout.ts";
import { PNG_MAX_PART_HEIGHT, PNG_MAX_WIDTH } from "../../src/render/limits.ts";
import { COLORS, PLAYER_STYLES, rgb, STATUS_COLORS } from "../../src/render/palette.ts";
import { encodeRgbaPng } from "../../src/render/png-encode.ts";
import { pictureCacheStats, renderPng } from "../../src/render/png.ts";
import { loadScenarios, runScenario } from "../../src/scenarios/library.ts";
import { fixtureTraces, fx, japaneseTrace, longTrace, trace, wikiTrace } from "./fixtures.ts";
import { colorDistance, compareWithGolden, decode, fontCodePoints, pixelAt, type Pixels } from "./images.ts";

const WIKI_OPTS = { title: "WarGreymon attacks into Tapirmon", game: "Digimon Card Game" };

const columnsOf = (part: Part): Column[] => part.strips.flatMap((s) => s.columns);

/** The chips of a part (coordinates are absolute in the image; `top` is kept for the probes). */
function chipsOf(part: Part): { step: number; chip: Chip; top: number }[] {
  return columnsOf(part).flatMap((column) =>
    column.layers.flatMap((layer) => layer.chips.map((chip) => ({ step: column.step.n, chip, top: 0 }))),
  );
}

/** Share of the pixels of a rectangle within `tolerance` of a colour. */
function share(p: Pixels, x: number, y: number, w: number, h: number, hex: string, tolerance = 24): number {
  const want = rgb(hex);
  let hits = 0;
  for (let yy = Math.ceil(y); yy < Math.floor(y + h); yy++) {
    for (let xx = Math.ceil(x); xx < Math.floor(x + w); xx++)
      if (colorDistance(pixelAt(p, xx, yy), want) <= tolerance) hits++;
  }
  return hits / ((Math.floor(x + w) - Math.ceil(x)) * (Math.floor(y + h) - Math.ceil(y)));
}

describe("registerFonts", () => {
  it("registers the shipped font once", () => {
    const first = registerFonts();
    expect(registerFonts()).toBe(first);
    expect(GlobalFonts.has(FONT_FAMILY)).toBe(true);
  });
});

describe("renderPng", () => {
  const wiki = wikiTrace();
  const [wikiPng, ...rest] = renderPng(wiki, WIKI_OPTS);
  const wikiLayout = layoutTrace(wiki, WIKI_OPTS);
  const part = wikiLayout.parts[0]!;

  it("renders a 6-step trace as one decodable PNG, wider than tall, steps across", async () => {
    expect(rest).toHaveLength(0);
    const img = await decode(wikiPng!);
    expect(img.width).toBe(part.width);
    expect(img.height).toBe(part.height);
    expect(img.width / img.height).toBeGreaterThanOrEqual(MIN_RATIO);
    expect(img.width / img.height).toBeLessThanOrEqual(MAX_RATIO);
    expect(pixelAt(img, 2, img.height - 3)).toEqual([...rgb(COLORS.background), 255]);
    // Steps go across: within a strip each column is right of the one before.
    const strip = part.strips[0]!;
    expect(strip.columns.length).toBeGreaterThan(1);
    strip.columns.slice(1).forEach((c, k) => expect(c.x).toBeGreaterThan(strip.columns[k]!.x));
    expect(columnsOf(part).map((c) => c.step.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("labels each step shortly (kind and card), not with its sentence", () => {
    const labels = columnsOf(part).map((c) => c.label.map((r) => r.text).join(" / "));
    expect(labels[0]).toBe("Action / A BT4-048");
    expect(labels[4]).toBe("Fails / A ST3-04");
    for (const [k, c] of columnsOf(part).entries()) expect(labels[k]).not.toContain(c.step.text.slice(0, 20));
  });

  it("draws the failed chip's mark in the failure colour and strikes its label", async () => {
    const img = await decode(wikiPng!);
    const failed = chipsOf(part).filter((c) => c.chip.effect.status === "failed");
    expect(failed.map((c) => `${c.step}:${c.chip.effect.card}`)).toEqual(["5:ST3-04"]);
    const { chip, top } = failed[0]!;
    // Inside the red disc, above the centre, between the arms of the white cross.
    const probe = pixelAt(img, chip.mark.cx, top + chip.mark.cy - chip.mark.r + 2.5);
    expect(colorDistance(probe, rgb(STATUS_COLORS.failed))).toBeLessThanOrEqual(24);
    expect(chip.strike).not.toBeNull();
    const strike = pixelAt(img, chip.strike!.x1 + 1, top + chip.strike!.y);
    expect(colorDistance(strike, rgb(STATUS_COLORS.failed))).toBeLessThanOrEqual(24);
    // An activated chip's mark is green, not red.
    const done = chipsOf(part).find((c) => c.chip.effect.status === "activated")!;
    const ok = pixelAt(img, done.chip.mark.cx, done.top + done.chip.mark.cy - done.chip.mark.r + 2.5);
    expect(colorDistance(ok, rgb(STATUS_COLORS.activated))).toBeLessThanOrEqual(24);
  });

  it("tells player A and B apart by colour and by a solid vs striped edge", async () => {
    const img = await decode(wikiPng!);
    const chips = chipsOf(part);
    const a = chips.find((c) => c.chip.effect.player === "A" && c.chip.effect.status === "pending")!;
    const b = chips.find((c) => c.chip.effect.player === "B")!;
    const [styleA, styleB] = PLAYER_STYLES;
    // Fill colours differ.
    const fillA = pixelAt(img, a.chip.mark.cx - a.chip.mark.r - 3, a.top + a.chip.y + 3);
    const fillB = pixelAt(img, b.chip.mark.cx - b.chip.mark.r - 3, b.top + b.chip.y + 3);
    expect(colorDistance(fillA, rgb(styleA!.tint))).toBeLessThanOrEqual(8);
    expect(colorDistance(fillB, rgb(styleB!.tint))).toBeLessThanOrEqual(8);
    // A's edge is solid blue; B's is orange with white stripes.
    const e = (c: typeof a): [number, number, number, number] => [
      c.chip.edge.x + 1,
      c.top + c.chip.edge.y + 2,
      c.chip.edge.w - 1,
      c.chip.edge.h - 4,
    ];
    expect(share(img, ...e(a), styleA!.strong)).toBeGreaterThan(0.95);
    expect(share(img, ...e(b), styleB!.strong)).toBeGreaterThan(0.1);
    expect(share(img, ...e(b), styleB!.strong)).toBeLessThan(0.8);
    expect(share(img, ...e(b), COLORS.white, 40)).toBeGreaterThan(0.1);
    // Each chip carries its player's letter.
    expect(a.chip.letter.text).toBe("A");
    expect(b.chip.letter.text).toBe("B");
  });

  it("stacks the layers from the bottom up, the newest on top", () => {
    const step4 = columnsOf(part)[3]!;
    expect(step4.layers.map((l) => l.chips.map((c) => c.effect.card))).toEqual([
      ["BT2-021"],
      ["ST3-04", "BT2-070"],
    ]);
    expect(step4.layers[1]!.y).toBeLessThan(step4.layers[0]!.y);
    // Every stack of a strip stands on the same floor.
    const floors = part.strips[0]!.columns.filter((c) => c.layers.length > 0).map(
      (c) => c.layers[0]!.y + c.layers[0]!.h,
    );
    expect(new Set(floors).size).toBe(1);
    const step6 = columnsOf(part)[5]!;
    expect(step6.layers.map((l) => l.chips.length)).toEqual([0, 1]);
    // A chip carries the card code and a short name.
    const kari = chipsOf(part).find((c) => c.chip.effect.card === "BT4-097")!;
    expect(kari.chip.label.map((r) => r.text)).toEqual(["BT4-097", "Kari"]);
  });

  it("splits the 200-step trace into a few pictures of at most 4000 px, each marked", async () => {
    const t = longTrace(200);
    const pngs = renderPng(t, { title: "long", game: "Digimon Card Game" });
    const layout = layoutTrace(t, { title: "long", game: "Digimon Card Game" });
    expect(pngs.length).toBeGreaterThan(1);
    expect(pngs).toHaveLength(layout.parts.length);
    const seen: number[] = [];
    for (const [i, png] of pngs.entries()) {
      const img = await decode(png);
      expect(img.width).toBeLessThanOrEqual(PNG_MAX_WIDTH);
      expect(img.height).toBeLessThanOrEqual(PNG_MAX_PART_HEIGHT);
      expect(img.height).toBe(layout.parts[i]!.height);
      const header = layout.parts[i]!.header.map((r) => r.text).join(" ");
      expect(header).toContain(`picture ${i + 1} of ${pngs.length}`);
      seen.push(...columnsOf(layout.parts[i]!).map((c) => c.step.n));
    }
    expect(seen).toEqual(t.steps.map((s) => s.n));
    expect(pngs.length).toBeLessThanOrEqual(4);
  });

  it("keeps a pathological step within one part", () => {
    const huge = trace("digimon", "cr-4.2")
      .step("action", {
        text: "long words ".repeat(5000),
        changes: Array.from({ length: 300 }, (_, i) => `change ${i}`),
        layers: Array.from({ length: 60 }, (_, i) =>
          Array.from({ length: 5 }, (_, k) => fx(k % 2 ? "A" : "B", `C-${i}-${k}`, "x")),
        ),
      })
      .step("end", { text: "done", layers: [Array.from({ length: 400 }, (_, k) => fx("A", `D-${k}`, "y"))] })
      .end({ areas: {}, memory: null });
    const layout = layoutTrace(huge, { title: "huge", game: "g" });
    for (const p of layout.parts) expect(p.height).toBeLessThanOrEqual(PNG_MAX_PART_HEIGHT);
    expect(layout.parts.flatMap((p) => columnsOf(p).map((c) => c.step.n))).toEqual([1, 2]);
    const [first, second] = columnsOf(layout.parts[0]!);
    // 60 layers of 5 effects, then one layer of 400: a column shows the newest whole layers
    // that fit in 8 chips (or the first 8 of a larger one) and counts the rest.
    expect(first!.layers.flatMap((l) => l.chips)).toHaveLength(5);
    expect(first!.notes.map((n) => n.text)).toEqual(["+295 more not shown"]);
    expect(second!.layers.flatMap((l) => l.chips)).toHaveLength(8);
    expect(second!.notes.map((n) => n.text)).toEqual(["+392 more not shown"]);
    expect(renderPng(huge, { title: "huge", game: "g" }).length).toBe(layout.parts.length);
  });
});

describe("the picture made for Discord's preview", () => {
  const scenarios = loadScenarios().map((s) => ({
    s,
    layout: layoutTrace(runScenario(s), { title: s.title, game: "" }),
  }));

  it("keeps every library scenario's pictures within 1600 px wide and between 1 and 2.5 wide per high", () => {
    expect(scenarios.length).toBeGreaterThan(50);
    for (const { s, layout } of scenarios)
      for (const p of layout.parts) {
        expect(p.width, s.id).toBeLessThanOrEqual(PNG_MAX_WIDTH);
        expect(p.width / p.height, s.id).toBeGreaterThanOrEqual(MIN_RATIO);
        expect(p.width / p.height, s.id).toBeLessThanOrEqual(MAX_RATIO);
      }
  });

  // The final-state panel under the steps made example 4 taller (948x642 to 948x758): its codes
  // went from 7.6 to 7.1 px in the preview.
  it("draws example 4 as one picture whose codes show at 7 px or more in the 400x300 preview", () => {
    const { layout } = scenarios.find((x) => x.s.id === "digimon/rules-processing-4")!;
    expect(layout.parts).toHaveLength(1);
    const p = layout.parts[0]!;
    const scale = previewScale(p.width, p.height);
    const sizes = chipsOf(p).flatMap(({ chip }) => chip.label.map((r) => Number(/(\d+)px/.exec(r.font)![1])));
    // The short names shrink to fit, down to about 6 px there (they read when the picture is opened).
    expect(Math.min(...sizes) * scale).toBeGreaterThanOrEqual(5.5);
    // The codes, what a reader looks for, at 7 px or more.
    const codes = chipsOf(p).map(({ chip }) => Number(/(\d+)px/.exec(chip.label[0]!.font)![1]));
    expect(Math.min(...codes) * scale).toBeGreaterThanOrEqual(7);
  });
});

describe("the picture cache", () => {
  it("answers the same trace and title from the cache, and draws a new title anew", () => {
    const t = wikiTrace();
    const before = pictureCacheStats();
    const a = renderPng(t, { title: "cache test", game: "g" });
    const b = renderPng(t, { title: "cache test", game: "g" });
    expect(b[0]).toBe(a[0]);
    const c = renderPng(t, { title: "cache test 2", game: "g" });
    expect(c[0]).not.toBe(a[0]);
    const after = pictureCacheStats();
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(2);
    const fresh = renderPng(t, { title: "cache test", game: "g" }, { noCache: true });
    expect(fresh[0]).not.toBe(a[0]);
    expect(fresh[0]!.equals(a[0]!)).toBe(true);
  });
});

describe("Japanese text", () => {
  const SAMPLE = "状況起因処理ロトスモン満月の巫女タマヨリヒメ";

  it("is covered by the shipped font file", () => {
    const cmap = fontCodePoints(fontFiles().regular);
    const bold = fontCodePoints(fontFiles().bold);
    for (const ch of SAMPLE + "　") {
      expect(cmap.has(ch.codePointAt(0)!), ch).toBe(true);
      expect(bold.has(ch.codePointAt(0)!), ch).toBe(true);
    }
  });

  it("renders as distinct glyphs, not as missing-glyph boxes", () => {
    registerFonts();
    const canvas = createCanvas(48, 48);
    const ctx = canvas.getContext("2d");
    const glyph = (ch: string): { sig: string; ink: number } => {
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, 48, 48);
      ctx.fillStyle = "#000";
      ctx.font = font(36);
      ctx.textBaseline = "middle";
      ctx.fillText(ch, 4, 24);
      const data = ctx.getImageData(0, 0, 48, 48).data;
      let ink = 0;
      const bits: string[] = [];
      for (let i = 0; i < data.length; i += 4) {
        const dark = data[i]! < 128;
        if (dark) ink++;
        bits.push(dark ? "1" : "0");
      }
      return { sig: bits.join(""), ink };
    };
    // Control: characters no font has all come out the same (a box or nothing).
    const missing = [0xf0000, 0xf0001, 0xf0002].map((c) => glyph(String.fromCodePoint(c)).sig);
    expect(new Set(missing).size).toBe(1);
    const glyphs = [..."状況起因処理ロトスモン"].map(glyph);
    expect(new Set(glyphs.map((g) => g.sig)).size).toBe(glyphs.length);
    for (const g of glyphs) {
      expect(g.sig).not.toBe(missing[0]);
      expect(g.ink).toBeGreaterThan(40);
    }
  });
});

describe("encodeRgbaPng", () => {
  it("round-trips pixels", async () => {
    const px = new Uint8Array([
      255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255, 200, 100, 50, 255, 1, 2, 3, 255,
    ]);
    const img = await decode(encodeRgbaPng(px, 3, 2, { level: 6 }));
    expect([img.width, img.height]).toEqual([3, 2]);
    expect([...img.data]).toEqual([...px]);
  });
});

describe("golden images", () => {
  for (const f of fixtureTraces()) {
    it(`matches the golden image of ${f.id}`, async () => {
      // Only the first part of a split trace is kept as a golden.
      const png = renderPng(f.trace, { title: f.title, game: "" })[0]!;
      await compareWithGolden(f.id, png);
    });
  }

  it("renders the Japanese fixture's names in the chips", () => {
    const layout = layoutTrace(japaneseTrace(), { title: "t", game: "" });
    const labels = columnsOf(layout.parts[0]!).flatMap((c) =>
      c.layers.flatMap((l) => l.chips.map((chip) => chip.label.map((r) => r.text).join(" "))),
    );
    expect(labels).toContain("WX02-015 ロトスモン");
    expect(labels.some((l) => l.startsWith("WX01-001 満月の巫女"))).toBe(true);
  });
});

describe("edge cases", () => {
  it("renders a trace with no steps", async () => {
    const empty = trace("digimon", "cr-4.2").end({ areas: {}, memory: null });
    const pngs = renderPng(empty, { title: "", game: "" });
    expect(pngs).toHaveLength(1);
    const img = await decode(pngs[0]!);
    expect(img.height).toBeLessThanOrEqual(img.width);
  });
});
