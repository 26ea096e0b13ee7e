import { afterAll, describe, expect, it } from "vitest";
import {
  MAX_QUEUED,
  PNG_THREADS,
  closePngPool,
  pngPoolStatus,
  renderPngOffThread,
} from "../../src/render/png-pool.ts";
import { renderPng } from "../../src/render/png.ts";
import { findScenario, runScenario } from "../../src/scenarios/library.ts";
import { decode } from "./images.ts";

afterAll(() => closePngPool());

describe("PNGs drawn off the main thread", () => {
  it("draws on the idle threads, in slices, the same file as in-process with as many slices", async () => {
    const s = findScenario("digimon/rules-processing-4")!;
    const trace = runScenario(s);
    const opts = { title: s.title, game: "Digimon Card Game" };
    const parts = await renderPngOffThread(trace, opts);
    expect(pngPoolStatus()).toEqual({ running: true, broken: false });
    expect(parts.map((p) => p.equals(renderPng(trace, opts, { slices: PNG_THREADS })[0]!))).toEqual([true]);
    const [threads, whole] = [await decode(parts[0]!), await decode(renderPng(trace, opts)[0]!)];
    expect([threads.width, threads.height]).toEqual([whole.width, whole.height]);
    expect(Buffer.from(threads.data).equals(Buffer.from(whole.data))).toBe(true);
  });

  it("answers several requests at once, each with its own picture", async () => {
    const ids = ["digimon/rules-processing-1", "digimon/rules-processing-2", "digimon/rules-processing-3"];
    const traces = ids.map((id) => runScenario(findScenario(id)!));
    const drawn = await Promise.all(
      traces.map((t, i) => renderPngOffThread(t, { title: ids[i]!, game: "Digimon" })),
    );
    for (const [i, parts] of drawn.entries()) {
      const [got, want] = [
        await decode(parts[0]!),
        await decode(renderPng(traces[i]!, { title: ids[i]!, game: "Digimon" })[0]!),
      ];
      expect(Buffer.from(got.data).equals(Buffer.from(want.data))).toBe(true);
    }
  });
});

describe("a full drawing queue", () => {
  it("refuses more than MAX_QUEUED pictures at once instead of growing", async () => {
    const trace = runScenario(findScenario("digimon/rules-processing-6")!);
    const results = await Promise.allSettled(
      Array.from({ length: MAX_QUEUED + 4 }, () =>
        renderPngOffThread(trace, { title: "t", game: "Digimon" }),
      ),
    );
    const busy = results.filter(
      (r) => r.status === "rejected" && (r.reason as Error).name === "PngBusyError",
    );
    expect(busy.length).toBeGreaterThanOrEqual(4);
    expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
  });
});
