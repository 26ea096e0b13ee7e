/**
 * Options for the allocator inside the canvas library (@napi-rs/canvas links mimalloc). It reads
 * them from the environment once, when its native module loads, so an entry sets them before
 * anything imports the canvas (start.ts, the benchmarks); a value already in the environment wins.
 *
 * MIMALLOC_ALLOW_THP=0: no transparent huge pages. With them, every 2 MB page of fresh memory
 * the pixel reads touch faulted in as a whole (measured about 4.7 ms a page on the project's
 * machine, so 5 to 10 ms added to a picture after the allocator had returned its memory), and a
 * huge page stays resident when only a corner of it is in use (the allocator held 20 MB after a
 * load test with them, 4 to 10 MB without).
 */
export const ALLOCATOR_OPTIONS: Readonly<Record<string, string>> = { MIMALLOC_ALLOW_THP: "0" };

export function setAllocatorOptions(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(ALLOCATOR_OPTIONS)) env[name] ??= value;
}
