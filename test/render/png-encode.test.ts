import { deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  adler32,
  adler32Join,
  deflateRows,
  encodePixels,
  encodeRgbaPng,
  encodeRows,
  encodeRowsAsync,
  joinPng,
  toIndexed,
  toIndexedRows,
} from "../../src/render/png-encode.ts";
import { layoutTrace } from "../../src/render/layout.ts";
import { paintPart, renderPng, renderPngAsync } from "../../src/render/png.ts";
import { fixtureTraces } from "./fixtures.ts";
import { decode } from "./images.ts";

/** zlib's own Adler-32 of some bytes: the trailer of a stored (level 0) zlib stream. */
const zlibAdler = (bytes: Uint8Array): number => {
  const z = deflateSync(bytes, { level: 0 });
  return z.readUInt32BE(z.length - 4);
};

const noise = (n: number, seed: number): Uint8Array =>
  Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed * 17 + ((i * i) >> 7)) & 0xff);

describe("adler32", () => {
  it("agrees with zlib on short, empty and long inputs (past the 5,552-byte reduction block)", () => {
    for (const bytes of [new Uint8Array(0), noise(1, 1), noise(5552, 2), noise(5553, 3), noise(200_000, 4)]) {
      expect(adler32(bytes)).toBe(zlibAdler(bytes));
    }
    expect(adler32(new Uint8Array(100_000).fill(255))).toBe(zlibAdler(new Uint8Array(100_000).fill(255)));
  });

  it("joins two runs' checksums into the checksum of the runs one after the other", () => {
    for (const [n1, n2] of [
      [0, 10],
      [10, 0],
      [7, 65_521],
      [100_000, 333_333],
    ] as const) {
      const [x, y] = [noise(n1, 5), noise(n2, 6)];
      const both = new Uint8Array(n1 + n2);
      both.set(x);
      both.set(y, n1);
      expect(adler32Join(adler32(x), adler32(y), n2)).toBe(zlibAdler(both));
    }
  });
});

describe("joinPng", () => {
  it("puts slices deflated apart into one PNG whose zlib stream and pixels are whole", async () => {
    const [width, height] = [37, 50];
    const px = noise(width * height * 4, 9).map((v, i) => (i % 4 === 3 ? 255 : v));
    const cut = [0, 13, 14, 50];
    const slices = cut
      .slice(0, -1)
      .map((top, k) =>
        deflateRows(px.subarray(top * width * 4), width, cut[k + 1]! - top, k === cut.length - 2),
      );
    const png = joinPng(width, height, slices);
    const idatLength = png.readUInt32BE(33);
    expect(() => inflateSync(png.subarray(41, 41 + idatLength))).not.toThrow();
    const img = await decode(png);
    expect([img.width, img.height]).toEqual([width, height]);
    expect(Buffer.from(img.data).equals(Buffer.from(px))).toBe(true);
    expect((await decode(encodeRgbaPng(px, width, height))).data).toEqual(img.data);
  });

  it("refuses no slices and a pixel buffer smaller than the rows", () => {
    expect(() => joinPng(1, 1, [])).toThrow(/no slices/);
    expect(() => deflateRows(new Uint8Array(8), 2, 2, true)).toThrow(/smaller/);
  });
});

/** Opaque pixels from a list of [r, g, b]. */
const opaque = (colors: [number, number, number][]): Uint8Array =>
  Uint8Array.from(colors.flatMap(([r, g, b]) => [r, g, b, 255]));

const colorType = (png: Buffer): number => png[25]!;

describe("indexed-colour PNGs", () => {
  it("keeps every pixel of an image with at most 256 colours, with a palette", async () => {
    const colors = Array.from({ length: 256 * 3 }, (_, i): [number, number, number] => [
      i % 256,
      (i * 7) % 256,
      255 - (i % 256),
    ]);
    const px = opaque(colors);
    const png = encodePixels(px, 64, 12);
    expect(colorType(png)).toBe(3);
    const img = await decode(png);
    expect(Buffer.from(img.data).equals(Buffer.from(px))).toBe(true);
  });

  it("draws the rarest colours of a richer image with the nearest kept colour", () => {
    // 256 frequent greys (4 pixels each), then 10 rare near-reds.
    const frequent = Array.from({ length: 256 }, (_, i): [number, number, number] => [i, i, i]).flatMap(
      (c) => [c, c, c, c],
    );
    const rare = Array.from({ length: 10 }, (_, i): [number, number, number] => [250, 10 + i, 10]);
    const indexed = toIndexed(opaque([...frequent, ...rare]), 1034, 1)!;
    expect(indexed.exact).toBe(false);
    expect(indexed.palette.length).toBe(256 * 3);
    // A rare red became the grey nearest to it, not some other colour.
    const index = indexed.rows[1 + 1024]!;
    const [r, g, b] = [...indexed.palette.subarray(index * 3, index * 3 + 3)];
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect(Math.abs(r! - 100)).toBeLessThan(60);
  });

  it("keeps the most frequent colours in order of their counts, large and small, ties by the first seen", () => {
    // 300 colours: counts from 1 to a few thousand (past the bucketed range), with ties.
    const countOf = (i: number): number => (i % 3 === 0 ? 1000 + ((i * 37) % 60) * 20 : 1 + ((i * 7) % 40));
    const colors = Array.from({ length: 300 }, (_, i): [number, number, number] => [i % 256, i >> 8, 77]);
    const pixels = colors.flatMap((c, i) => Array.from({ length: countOf(i) }, () => c));
    const width = 1000;
    while (pixels.length % width !== 0) pixels.push(colors[1]!);
    const counts = new Map<string, { count: number; first: number }>();
    pixels.forEach((c, x) => {
      const seen = counts.get(c.join());
      if (seen) seen.count++;
      else counts.set(c.join(), { count: 1, first: x });
    });
    const expected = [...counts.entries()]
      .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
      .slice(0, 256)
      .map(([key]) => key);
    const indexed = toIndexed(opaque(pixels), width, pixels.length / width)!;
    const palette = Array.from({ length: 256 }, (_, k) =>
      [...indexed.palette.subarray(k * 3, k * 3 + 3)].join(),
    );
    expect(palette).toEqual(expected);
  });

  it("maps every rare colour to the nearest kept colour, the lowest index among equals, as a full search would", () => {
    // The encoder's search is pruned; this is the plain one: every kept colour, in index order.
    const nearest = (palette: Buffer, [r, g, b]: number[]): number => {
      let best = 0;
      let bestD = Infinity;
      for (let k = 0; k < palette.length / 3; k++) {
        const d =
          3 * (r! - palette[k * 3]!) ** 2 +
          4 * (g! - palette[k * 3 + 1]!) ** 2 +
          2 * (b! - palette[k * 3 + 2]!) ** 2;
        if (d < bestD) [best, bestD] = [k, d];
      }
      return best;
    };
    let seed = 7;
    const random = (n: number): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    for (let round = 0; round < 4; round++) {
      // 300 frequent colours (so 44 of them are rare too), then 400 rare ones, each a pixel.
      const frequent = Array.from({ length: 300 }, (): [number, number, number] => [
        random(256),
        random(256),
        random(256),
      ]);
      const pixels = frequent.flatMap((c, i) => Array.from({ length: 2 + (i % 5) }, () => c));
      const rare = Array.from({ length: 400 }, (): [number, number, number] => [
        random(256),
        random(256),
        random(256),
      ]);
      const all = [...pixels, ...rare];
      const indexed = toIndexed(opaque(all), all.length, 1)!;
      expect(indexed.exact).toBe(false);
      const cellOf = ([r, g, b]: number[]) => `${r! >> 3},${g! >> 3},${b! >> 3}`;
      const firstInCell = new Map<string, number[]>();
      // The encoder searches once per 8x8x8 cell, for the most frequent rare colour in it.
      const kept = new Set<string>();
      for (let k = 0; k < 256; k++) kept.add([...indexed.palette.subarray(k * 3, k * 3 + 3)].join());
      for (const c of all)
        if (!kept.has(c.join()) && !firstInCell.has(cellOf(c))) firstInCell.set(cellOf(c), c);
      all.forEach((c, x) => {
        const index = indexed.rows[1 + x]!;
        if (kept.has(c.join())) expect([...indexed.palette.subarray(index * 3, index * 3 + 3)]).toEqual(c);
        else expect(index, `pixel ${x}`).toBe(nearest(indexed.palette, firstInCell.get(cellOf(c))!));
      });
    }
  });

  it("reads a picture a band of rows at a time into the same indexes as all at once", () => {
    const part = layoutTrace(fixtureTraces()[0]!.trace, { title: "bands", game: "" }).parts[0]!;
    const rgba = new Uint8Array(paintPart(part).data());
    const { width, height } = part;
    const whole = toIndexed(rgba, width, height)!;
    const copy = { rows: Buffer.from(whole.rows), palette: Buffer.from(whole.palette) };
    for (const band of [1, 7, 64, height + 5]) {
      const asked: number[] = [];
      const banded = toIndexedRows(
        width,
        height,
        (y, rows) => {
          asked.push(rows);
          return rgba.slice(y * width * 4, (y + rows) * width * 4);
        },
        band,
      )!;
      expect(
        asked.reduce((a, b) => a + b, 0),
        `band ${band}`,
      ).toBe(height);
      expect(Math.max(...asked)).toBeLessThanOrEqual(band);
      expect(banded.rows.equals(copy.rows), `band ${band}`).toBe(true);
      expect(banded.palette.equals(copy.palette), `band ${band}`).toBe(true);
    }
    expect(() => toIndexedRows(width, height, () => new Uint8Array(4))).toThrow(/too short/);
  });

  it("counts and writes rows that repeat the row above, within a band and across bands", () => {
    // 30 x 30 pixels, 330 colours in all: rows 0-9 each hold 30 colours of their own (300 rare
    // ones), row 10 holds 30 more and repeats 15 times (rows 10-24, across band ends), and rows
    // 25-29 go back to row 3's colours. Only by counting the repeats are row 10's colours kept.
    const width = 30;
    const height = 30;
    const colour = (k: number): [number, number, number] => [
      k % 256,
      (k * 7) % 256,
      Math.floor(k / 256) * 40,
    ];
    const rowOf = (y: number): number[] =>
      y < 10
        ? Array.from({ length: width }, (_, x) => y * width + x)
        : y < 25
          ? Array.from({ length: width }, (_, x) => 300 + x)
          : Array.from({ length: width }, (_, x) => 3 * width + x);
    const keys = Array.from({ length: height }, (_, y) => rowOf(y)).flat();
    const rgba = opaque(keys.map(colour));
    for (const band of [1, 2, 3, 7, 64]) {
      const indexed = toIndexedRows(
        width,
        height,
        (y, rows) => rgba.slice(y * width * 4, (y + rows) * width * 4),
        band,
      )!;
      expect(indexed.exact, `band ${band}`).toBe(false);
      const colourAt = (x: number, y: number): number[] => {
        const index = indexed.rows[y * (width + 1) + 1 + x]!;
        return [...indexed.palette.subarray(index * 3, index * 3 + 3)];
      };
      for (let y = 0; y < height; y++) expect(indexed.rows[y * (width + 1)], `filter byte, row ${y}`).toBe(0);
      // The repeated row's colours are the most frequent: each kept and drawn exactly, in every copy.
      for (let y = 10; y < 25; y++)
        for (let x = 0; x < width; x++)
          expect(colourAt(x, y), `band ${band}, ${x},${y}`).toEqual(colour(keys[y * width + x]!));
      // Row 3's colours come back in rows 25-29 and are drawn the same there as in row 3.
      for (let y = 25; y < height; y++)
        for (let x = 0; x < width; x++) expect(colourAt(x, y)).toEqual(colourAt(x, 3));
    }
  });

  it("falls back to RGBA for pixels that are not opaque, or when asked", () => {
    const px = opaque([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(colorType(encodePixels(px, 2, 1, { palette: false }))).toBe(6);
    px[7] = 128;
    expect(toIndexed(px, 2, 1)).toBeNull();
    expect(colorType(encodePixels(px, 2, 1))).toBe(6);
  });

  it("writes the diagrams with a palette, smaller than RGBA and within a few edge pixels of it", async () => {
    for (const f of fixtureTraces().filter((t) => t.id !== "long-200")) {
      const part = layoutTrace(f.trace, { title: f.title, game: "" }).parts[0]!;
      const canvas = paintPart(part);
      const rgba = encodeRgbaPng(canvas.data(), canvas.width, canvas.height);
      const png = renderPng(f.trace, { title: f.title, game: "" }, { noCache: true })[0]!;
      expect(colorType(png), f.id).toBe(3);
      expect(png.length, f.id).toBeLessThan(rgba.length / 1.5);
      const [a, b] = [await decode(png), await decode(rgba)];
      let differing = 0;
      for (let i = 0; i < a.data.length; i += 4)
        if (Math.max(...[0, 1, 2].map((c) => Math.abs(a.data[i + c]! - b.data[i + c]!))) > 48) differing++;
      expect(differing / (a.width * a.height), f.id).toBeLessThan(0.01);
    }
  });

  it("deflates on the thread pool into the same bytes, each encode under way keeping its own indexes", async () => {
    const traces = fixtureTraces().filter((t) => t.id !== "long-200");
    const canvases = traces.map((f) =>
      paintPart(layoutTrace(f.trace, { title: f.title, game: "" }).parts[0]!),
    );
    const reader = (c: (typeof canvases)[number]) => {
      const px = c.data();
      return (y: number, rows: number) => px.subarray(y * c.width * 4, (y + rows) * c.width * 4);
    };
    const sync = canvases.map((c) => encodeRows(c.width, c.height, reader(c)));
    // All started before any has finished: each palette pass runs while the ones before are deflated.
    const pending = canvases.map((c) => encodeRowsAsync(c.width, c.height, reader(c)));
    const done = await Promise.all(pending);
    done.forEach((png, k) => expect(png.equals(sync[k]!), traces[k]!.id).toBe(true));
    for (const f of traces) {
      const [a] = renderPng(f.trace, { title: f.title, game: "" }, { noCache: true });
      const [b] = await renderPngAsync(f.trace, { title: f.title, game: "" }, { noCache: true });
      expect(b!.equals(a!), f.id).toBe(true);
    }
  });
});
