import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { font, FONT_FAMILY, fontFiles, registerFonts } from "../../src/render/fonts.ts";
import { layoutTrace, type Chip, type Part } from "../../src/render/layout.ts";
import { PNG_MAX_PART_HEIGHT, PNG_MAX_WIDTH } from "../../src/render/limits.ts";
import { COLORS, PLAYER_STYLES, rgb, STATUS_COLORS } from "../../src/render/palette.ts";
import { encodeRgbaPng } from "../../src/render/png-encode.ts";
import { renderPng } from "../../src/render/png.ts";
import { fixtureTraces, fx, japaneseTrace, longTrace, trace, wikiTrace } from "./fixtures.ts";
import { colorDistance, compareWithGolden, decode, fontCodePoints, pixelAt, type Pixels } from "./images.ts";

const WIKI_OPTS = { title: "WarGreymon attacks into Tapirmon", game: "Digimon Card Game" };

/** The chips of a part with their absolute position in the image. */
function chipsOf(part: Part): { step: number; chip: Chip; top: number }[] {
  return part.bands.flatMap((band) =>
    band.layers.flatMap((layer) => layer.chips.map((chip) => ({ step: band.step.n, chip, top: band.y }))),
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

  it("renders a 6-step trace as one decodable PNG within the size bounds", async () => {
    expect(rest).toHaveLength(0);
    const img = await decode(wikiPng!);
    expect(img.width).toBe(part.width);
    expect(img.width).toBeLessThanOrEqual(PNG_MAX_WIDTH);
    expect(img.height).toBe(part.height);
    expect(img.height).toBeGreaterThan(6 * 60);
    expect(img.height).toBeLessThanOrEqual(PNG_MAX_PART_HEIGHT);
    expect(pixelAt(img, 2, img.height - 3)).toEqual([...rgb(COLORS.background), 255]);
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
    expect(share(img, ...e(b), styleB!.strong)).toBeGreaterThan(0.2);
    expect(share(img, ...e(b), styleB!.strong)).toBeLessThan(0.8);
    expect(share(img, ...e(b), COLORS.white, 40)).toBeGreaterThan(0.1);
    // Each chip carries its player's letter.
    expect(a.chip.letter.text).toBe("A");
    expect(b.chip.letter.text).toBe("B");
  });

  it("stacks the layers newest on top", () => {
    const step4 = part.bands[3]!;
    expect(step4.layers.map((l) => l.chips.map((c) => c.effect.card))).toEqual([
      ["ST3-04", "BT2-070"],
      ["BT2-021"],
    ]);
    expect(step4.layers[0]!.y).toBeLessThan(step4.layers[1]!.y);
    const step6 = part.bands[5]!;
    expect(step6.layers.map((l) => l.chips.length)).toEqual([1, 0]);
  });

  it("splits the 200-step trace into parts of at most 4000 px, each marked", async () => {
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
      expect(header).toContain(`part ${i + 1} of ${pngs.length}`);
      seen.push(...layout.parts[i]!.bands.map((b) => b.step.n));
    }
    expect(seen).toEqual(t.steps.map((s) => s.n));
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
    expect(layout.parts.flatMap((p) => p.bands.map((b) => b.step.n))).toEqual([1, 2]);
    const first = layout.parts[0]!.bands[0]!;
    expect(first.runs.some((r) => /more lines$/.test(r.text))).toBe(true);
    expect(first.hiddenLayers).toBeGreaterThan(0);
    expect(renderPng(huge, { title: "huge", game: "g" }).length).toBe(layout.parts.length);
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
    const labels = layout.parts[0]!.bands.flatMap((b) =>
      b.layers.flatMap((l) => l.chips.map((c) => c.label.map((r) => r.text).join(" "))),
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
    expect(img.height).toBeLessThan(200);
  });
});
