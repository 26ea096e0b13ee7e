import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALLOCATOR_OPTIONS, setAllocatorOptions } from "../../src/bot/allocator-options.ts";
import {
  PROCESS_ALLOCATOR_OPTIONS,
  setProcessAllocatorOptions,
} from "../../src/bot/process-allocator-options.ts";

describe("allocator options", () => {
  it("puts the C allocator's options in an environment for the processes it starts, a value there winning", () => {
    const env: NodeJS.ProcessEnv = {};
    setProcessAllocatorOptions(env);
    expect(env.MALLOC_ARENA_MAX).toBe("1");
    const set: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: "4" };
    setProcessAllocatorOptions(set);
    expect(set.MALLOC_ARENA_MAX).toBe("4");
  });

  it("keeps the canvas allocator's options apart (read when the canvas loads, not at process start)", () => {
    const env: NodeJS.ProcessEnv = {};
    setAllocatorOptions(env);
    expect(env).toEqual(ALLOCATOR_OPTIONS);
    expect(Object.keys(env).some((k) => k in PROCESS_ALLOCATOR_OPTIONS)).toBe(false);
  });

  it("npm start sets the C allocator's options in the environment it starts node with", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    const words = scripts.start.split(/\s+/);
    const node = words.indexOf("node");
    expect(node).toBeGreaterThan(0);
    const env = Object.fromEntries(words.slice(0, node).map((w) => w.split("=", 2) as [string, string]));
    expect(env).toEqual(PROCESS_ALLOCATOR_OPTIONS);
  });
});
