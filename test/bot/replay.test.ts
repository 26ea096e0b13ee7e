import { describe, expect, it } from "vitest";
import { MemoryReplayGuard } from "../../src/bot/replay.ts";

describe("MemoryReplayGuard", () => {
  it("accepts an id once within its window, and again after it", async () => {
    let now = 1_000;
    const guard = new MemoryReplayGuard(() => now);
    expect(await guard.firstTime("1", 500)).toBe(true);
    expect(await guard.firstTime("1", 500)).toBe(false);
    expect(await guard.firstTime("2", 500)).toBe(true);
    now += 499;
    expect(await guard.firstTime("1", 500)).toBe(false);
    now += 2;
    expect(await guard.firstTime("1", 500)).toBe(true);
  });

  it("forgets expired ids and keeps at most its cap", async () => {
    let now = 0;
    const guard = new MemoryReplayGuard(() => now, 100);
    for (let i = 0; i < 1000; i++) await guard.firstTime(`a${i}`, 10_000);
    expect(guard.size).toBeLessThanOrEqual(100);
    now = 20_000;
    await guard.firstTime("late", 10_000);
    expect(guard.size).toBe(1);
  });
});
