/** The edition switches a resolution read: recorded, and none read means the editions agree. */
import { describe, expect, it } from "vitest";
import { watchSwitches } from "../../src/engine/edition-reads.ts";
import type { Edition } from "../../src/engine/types.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import { loadScenarios } from "../../src/scenarios/library.ts";
import { compactTrace } from "../../src/scenarios/compact.ts";

const EDITION: Edition = {
  id: "test-1",
  title: "a test edition",
  ruleCheckTriggersNewLayer: true,
  switches: [{ id: "ruleCheckTriggersNewLayer", summary: "s", source: "t" }],
};

describe("watchSwitches", () => {
  it("notes a switch when it is read, and only then", () => {
    const read = new Set<string>();
    const watched = watchSwitches(EDITION, read);
    expect(watched.id).toBe("test-1");
    expect(watched.title).toBe("a test edition");
    expect(read.size).toBe(0);
    expect(watched.ruleCheckTriggersNewLayer).toBe(true);
    expect([...read]).toEqual(["ruleCheckTriggersNewLayer"]);
  });

  it("leaves the original edition as it was", () => {
    watchSwitches(EDITION, new Set());
    expect(Object.getOwnPropertyDescriptor(EDITION, "ruleCheckTriggersNewLayer")?.value).toBe(true);
  });
});

describe("a resolution's switches", () => {
  const scenarios = loadScenarios().filter((s) => s.game === "digimon");

  it("are read where rules processing triggers while a layer waits, and the editions then may differ", () => {
    const s = scenarios.find((x) => x.id === "digimon/rules-processing-4")!;
    const out = resolveDigimon({ ...s, edition: "cr-4.2" });
    expect(out.switchesRead).toEqual(["ruleCheckTriggersNewLayer"]);
  });

  it("when none is read, every edition resolves the input step for step the same", () => {
    let unread = 0;
    for (const s of scenarios) {
      const here = resolveDigimon({ ...s, edition: "cr-4.2" });
      if (here.switchesRead!.length > 0) continue;
      unread += 1;
      const there = resolveDigimon({ ...s, edition: "wiki-2022" });
      expect(there.switchesRead, s.id).toEqual([]);
      expect(compactTrace(there.trace), s.id).toEqual(compactTrace(here.trace));
      expect(
        there.trace.steps.map((x) => x.text),
        s.id,
      ).toEqual(here.trace.steps.map((x) => x.text));
    }
    expect(unread).toBeGreaterThan(5);
  });
});
