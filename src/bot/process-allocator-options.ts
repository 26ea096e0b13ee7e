/**
 * Options for the C library's allocator (glibc), which it reads once when the process starts: they
 * must be in the environment that starts node, so `npm start`'s script sets them and the
 * sharding manager (shard.ts) passes them to its shard processes.
 *
 * MALLOC_ARENA_MAX=1: one malloc arena for every thread. By default the work thread gets an arena
 * of its own, and memory freed in each (pixel bands, deflate buffers, the follow-ups' bodies)
 * stays resident in both; sharing one arena, the main thread's and the work thread's freed
 * blocks are reused by either. `rss_mb_after_load` came to 185 to 194 MB in three runs with it
 * against 202 to 233 MB in six without (bench/bot.ts, shared machine at load 15 to 19).
 */
export const PROCESS_ALLOCATOR_OPTIONS: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "1" };

/** Puts them in `env` for the processes started from it (a value already there wins). */
export function setProcessAllocatorOptions(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(PROCESS_ALLOCATOR_OPTIONS)) env[name] ??= value;
}
