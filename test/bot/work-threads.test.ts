/** The work threads for real: the same replies as in-process, input errors back as such, a bounded queue. */
import { readFileSync, readdirSync } from "node:fs";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { UserError } from "../../src/games/user-error.ts";
import type { ViewState } from "../../src/bot/resolve-view.ts";
import {
  BUSY_TEXT,
  JOBS_PER_THREAD,
  closeWorkThreads,
  configureWorkThreads,
  submitWork,
  workThreadsStatus,
} from "../../src/bot/work-threads.ts";
import { importDocument } from "../../src/cards/import.ts";
import { type Harness, WARGREYMON_BOARD, makeHarness } from "./harness.ts";
import { normalizedDigimon } from "../cards/fixtures.ts";
import { command } from "../commands/helpers.ts";

const state = (over: Partial<ViewState> = {}): ViewState => ({
  owner: "1",
  game: "digimon",
  board: WARGREYMON_BOARD,
  action: "A attacks with BT4-048",
  choices: "",
  cards: "",
  edition: "cr-4.2",
  page: 0,
  title: "pool test",
  ephemeral: false,
  ...over,
});

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());
afterAll(async () => {
  await closeWorkThreads();
  configureWorkThreads({ threads: 0 });
});

describe("the work threads on threads", () => {
  it("gives the same message as in-process, with the picture drawn on a thread", async () => {
    configureWorkThreads({ threads: 0 });
    const local = submitWork({ kind: "view", viewId: "aaaaaaaaaa", state: state(), png: true })!;
    const want = await local.finish();
    configureWorkThreads({ threads: 2 });
    const ticket = submitWork({ kind: "view", viewId: "aaaaaaaaaa", state: state(), png: true })!;
    expect((await ticket.resolved).pending?.kind).toBe("yesno");
    const got = await ticket.finish();
    expect(workThreadsStatus()).toMatchObject({ threads: 2, broken: false });
    expect(workThreadsStatus().running).toBeGreaterThanOrEqual(1);
    expect(got.picture).toBe(true);
    expect(got.message.embeds).toEqual(want.message.embeds);
    expect(got.message.components).toEqual(want.message.components);
    expect(Buffer.isBuffer(got.message.files![0]!.data)).toBe(true);
    expect(got.message.files![0]!.data.equals(want.message.files![0]!.data)).toBe(true);
    if (process.platform === "linux") {
      // The work threads yield the CPU to this one: their nice value is 10, this thread's 0.
      const nice = (stat: string) => Number(stat.split(") ")[1]!.split(" ")[16]);
      const tasks = readdirSync(`/proc/${process.pid}/task`).map((t) =>
        nice(readFileSync(`/proc/${process.pid}/task/${t}/stat`, "utf8")),
      );
      expect(tasks.filter((n) => n === 10).length).toBeGreaterThanOrEqual(1);
      expect(nice(readFileSync(`/proc/${process.pid}/stat`, "utf8"))).toBe(0);
    }
  });

  it("sends a bad input back as the user's error, from the first phase", async () => {
    configureWorkThreads({ threads: 2 });
    const ticket = submitWork({
      kind: "view",
      viewId: "bbbbbbbbbb",
      state: state({ board: "A: BT4-049 | B: BT2-070" }),
      png: true,
    })!;
    const error = await ticket.resolved.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toMatch(/Unknown card BT4-049/);
    await expect(ticket.finish()).rejects.toThrow(/Unknown card BT4-049/);
  });

  it("asks this thread for a stored card the first time a board names it", async () => {
    const drawer = { ...normalizedDigimon(0), cardId: "TS1-101", effectText: "[On Play] <Draw 1>." };
    const imported = importDocument([drawer]);
    const records = new Map(imported.cards.map((r) => [r.code, r]));
    configureWorkThreads({ threads: 0 });
    configureWorkThreads({ threads: 1, records });
    const ticket = submitWork({
      kind: "view",
      viewId: "dddddddddd",
      state: state({ board: "A: GEN-104, deck 2, memory 5 | B: GEN-203", action: "A plays TS1-101" }),
      png: false,
    })!;
    const done = await ticket.finish();
    expect(done.message.embeds![0]!.description).toContain("draws 1 card");
    // A code the store lacks is still refused, with the store's codes to suggest from.
    const unknown = submitWork({
      kind: "view",
      viewId: "dddddddddd",
      state: state({ board: "A: GEN-104, memory 5 | B: GEN-203", action: "A plays TS1-102" }),
      png: false,
    })!;
    await expect(unknown.resolved).rejects.toThrow(/TS1-102/);
    configureWorkThreads({ threads: 0, records: null });
  });

  it("reads a bracket that only a trait of the store fits as that trait, as the in-process pool does", async () => {
    const deleter = {
      ...normalizedDigimon(0),
      cardId: "TS1-201",
      effectText: "[On Play] Delete 1 of your opponent's [Testbeast] Digimon.",
    };
    const target = { ...normalizedDigimon(1), cardId: "TS1-202" };
    const imported = importDocument([deleter, target]);
    const records = new Map(imported.cards.map((r) => [r.code, r]));
    configureWorkThreads({ threads: 0 });
    configureWorkThreads({ threads: 1, records });
    const ticket = submitWork({
      kind: "view",
      viewId: "ffffffffff",
      state: state({ board: "A: GEN-104, memory 5 | B: TS1-202", action: "A plays TS1-201" }),
      png: false,
    })!;
    const done = await ticket.finish();
    expect(done.message.embeds![0]!.description).toMatch(/TS1-202[^\n]*(is )?deleted/);
    configureWorkThreads({ threads: 0, records: null });
  });

  it("answers 'busy, try again' past its bound instead of queueing without end", async () => {
    configureWorkThreads({ threads: 1 });
    const held = Array.from({ length: JOBS_PER_THREAD }, (_, k) =>
      submitWork({ kind: "view", viewId: "cccccccccc", state: state({ title: `busy ${k}` }), png: true }),
    );
    expect(held.every((t) => t !== null)).toBe(true);
    expect(submitWork({ kind: "view", viewId: "cccccccccc", state: state(), png: true })).toBeNull();
    const r = await command(h.bot.router, "resolve", {
      game: "digimon",
      board: WARGREYMON_BOARD,
      action: "A attacks with BT4-048",
    });
    expect(r.run.routed.type).toBe("message");
    expect(r.message.flags).toBe(64);
    expect(r.message.content).toBe(BUSY_TEXT);
    await Promise.all(held.map((t) => t!.finish()));
    expect(workThreadsStatus().jobs).toBe(0);
  }, 60_000);
});
