/**
 * Which of an edition's switches a resolution read. The engine is deterministic, so a
 * resolution that read none of them runs step for step the same under every edition: the
 * reply's edition comparison then has nothing to resolve again.
 */
import type { Edition } from "./types.ts";

/**
 * A copy of `edition` whose switches (the properties its `switches` name) note each read in
 * `read`; everything else reads as the original.
 */
export function watchSwitches(edition: Edition, read: Set<string>): Edition {
  const watched: Edition = { ...edition };
  for (const { id } of edition.switches) {
    if (!(id in edition)) continue;
    const value = (edition as unknown as Record<string, unknown>)[id];
    Object.defineProperty(watched, id, {
      enumerable: true,
      get: () => {
        read.add(id);
        return value;
      },
    });
  }
  return watched;
}
