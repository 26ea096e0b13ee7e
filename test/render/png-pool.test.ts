import { afterAll, describe, expect, it } from "vitest";
import { MAX_QUEUED, closePngPool, pngPoolStatus, renderPngOffThread } from "../../src/render/png-pool.ts";
import { renderPng } from "../../src/render/png.ts";
import { findScenario, runScenario } from "../../src/scenarios/library.ts";

afterAll(() => closePngPool());

describe("PNGs drawn off the main thread", () => {
  it("draws in the worker the same picture as in-process", async () => {
    const s = findScenario("digimon/rules-processing-4")!;
    const trace = runScenario(s);
    const opts = { title: s.title, game: "Digimon Card Game" };
    const parts = await renderPngOffThread(trace, opts);
    expect(pngPoolStatus()).toEqual({ running: true, broken: false });
    expect(parts.map((p) => p.equals(renderPng(trace, opts)[0]!))).toEqual([true]);
  });

  it("answers several requests at once, each with its own picture", async () => {
    const ids = ["digimon/rules-processing-1", "digimon/rules-processing-2", "digimon/rules-processing-3"];
    const traces = ids.map((id) => runScenario(findScenario(id)!));
    const drawn = await Promise.all(
      traces.map((t, i) => renderPngOffThread(t, { title: ids[i]!, game: "Digimon" })),
    );
    drawn.forEach((parts, i) =>
      expect(parts[0]!.equals(renderPng(traces[i]!, { title: ids[i]!, game: "Digimon" })[0]!)).toBe(true),
    );
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
