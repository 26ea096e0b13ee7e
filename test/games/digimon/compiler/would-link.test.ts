/**
 * "When a [X] or [Y] trait card would link to this Digimon, you may reduce the cost by 1": an
 * immediate-type effect (15-8-5) on the link cost (10-1-3-2), for matching cards only.
 */
import { describe, expect, it } from "vitest";
import { readRecord, recordRunner } from "../record-runner.ts";

const HOST = readRecord("TST-7361", "Link Host", {
  level: 5,
  traits: ["Appmon"],
  effect:
    "[Your Turn] [Once Per Turn] When a [Tool] or [Game] trait card would link to this Digimon, you may reduce the cost by 1.",
});
const TOOL = readRecord("TST-7362", "Tool Piece", {
  level: 3,
  traits: ["Tool"],
  linkRequirement: "[Link] [Appmon] trait: Cost 2",
  linkDp: 1000,
});
const PLAIN = readRecord("TST-7363", "Plain Piece", {
  level: 3,
  traits: ["Beast"],
  linkRequirement: "[Link] [Appmon] trait: Cost 2",
  linkDp: 1000,
});
const { run } = recordRunner([HOST, TOOL, PLAIN]);

describe("a link cost reduced by the Digimon linked to", () => {
  it("reads it as an immediate-type effect on linking a matching card", () => {
    expect(HOST.abilities[0]).toMatchObject({
      category: "immediate",
      would: { on: "link", card: { traits: ["Tool", "Game"] } },
      ops: [{ op: "reduceCost", n: 1 }],
      optional: true,
    });
  });

  it("a [Tool] card links for 1 instead of 2", () => {
    const t = run("turn A main; A: TST-7361, hand TST-7362, memory 3", "A links TST-7362 to TST-7361", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 2 });
  });

  it("a card of another trait pays the full 2", () => {
    const t = run("turn A main; A: TST-7361, hand TST-7363, memory 3", "A links TST-7363 to TST-7361", "yes");
    expect(t.final.memory).toEqual({ player: "A", value: 1 });
  });
});
