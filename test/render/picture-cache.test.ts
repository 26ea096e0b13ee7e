import { describe, expect, it } from "vitest";
import { PictureCache } from "../../src/render/picture-cache.ts";

const pictures = (bytes: number) => [Buffer.alloc(bytes)];

describe("the picture cache", () => {
  it("lets the least recently used pictures go past its count", () => {
    const cache = new PictureCache(2);
    cache.set("a", pictures(1));
    cache.set("b", pictures(1));
    cache.get("a");
    cache.set("c", pictures(1));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.stats().entries).toBe(2);
  });

  it("holds at most its bytes: the oldest pictures leave, and one too heavy is not kept", () => {
    const cache = new PictureCache(64, 1000);
    cache.set("a", pictures(400));
    cache.set("b", pictures(400));
    cache.set("c", pictures(400));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 800 });
    cache.set("huge", pictures(1001));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 800 });
    // The same key again replaces its pictures and their weight.
    cache.set("b", pictures(100));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 500 });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
