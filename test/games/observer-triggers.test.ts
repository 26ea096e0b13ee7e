/** What Duel Masters and WIXOSS share when events trigger abilities. */
import { describe, expect, it } from "vitest";
import { triggeredAbility, watchesSide } from "../../src/games/observer-triggers.ts";

describe("observer triggers", () => {
  it("keys an observer's pending effect by the card it saw", () => {
    const card = { uid: 7, code: "XX-001", def: { name: "Watcher" } };
    const ability = { id: "XX-001/1", label: "whenever a creature is destroyed" };
    const own = triggeredAbility(card, ability, "A", 3, { kind: "ability" });
    const seen = triggeredAbility(card, ability, "A", 3, { kind: "ability" }, 12);
    expect(own).toEqual({
      key: "XX-001/1@7",
      moment: 3,
      player: "A",
      card: "XX-001",
      name: "Watcher",
      label: "whenever a creature is destroyed",
      source: { kind: "ability" },
    });
    expect(seen.key).toBe("XX-001/1@7/12");
  });

  it("watches any side, its own, or the opponent's", () => {
    expect(watchesSide(undefined, "A", "B", "B")).toBe(true);
    expect(watchesSide("any", "A", "A", "B")).toBe(true);
    expect(watchesSide("you", "A", "A", "B")).toBe(true);
    expect(watchesSide("you", "A", "B", "B")).toBe(false);
    expect(watchesSide("opponent", "A", "B", "B")).toBe(true);
    expect(watchesSide("opponent", "A", "A", "B")).toBe(false);
  });
});
