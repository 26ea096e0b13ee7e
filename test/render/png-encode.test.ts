import { deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { adler32, adler32Join, deflateRows, encodeRgbaPng, joinPng } from "../../src/render/png-encode.ts";
import { layoutTrace } from "../../src/render/layout.ts";
import { renderPng, sliceCuts } from "../../src/render/png.ts";
import { fixtureTraces, wikiTrace } from "./fixtures.ts";
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

describe("a picture painted in slices", () => {
  it("cuts only where a band starts, at most once per band", () => {
    const part = layoutTrace(wikiTrace(), { title: "t", game: "g" }).parts[0]!;
    const starts = new Set(part.bands.map((b) => Math.round(b.y)));
    const cuts = sliceCuts(part, 3);
    expect(cuts[0]).toBe(0);
    expect(cuts.length).toBe(3);
    expect(cuts.slice(1).every((y) => starts.has(y))).toBe(true);
    expect(sliceCuts(part, 100).length).toBeLessThanOrEqual(part.bands.length + 1);
  });

  it("gives the same pixels as one canvas (the wiki and Japanese fixtures)", async () => {
    for (const f of fixtureTraces().filter((t) => t.id !== "long-200")) {
      const opts = { title: f.title, game: "" };
      const whole = await decode(renderPng(f.trace, opts)[0]!);
      const sliced = await decode(renderPng(f.trace, opts, { slices: 3 })[0]!);
      expect(Buffer.from(sliced.data).equals(Buffer.from(whole.data)), f.id).toBe(true);
    }
  });
});
