/** /resolve and the breakdown view: replies, limits, editions, choices, the edit form, state. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { createBot } from "../../src/bot/app.ts";
import { silentLogger } from "../../src/bot/log.ts";
import { gameById } from "../../src/games/index.ts";
import { resolveDigimon } from "../../src/games/digimon/input/resolve-text.ts";
import {
  INPUT_LIMITS,
  type ViewState,
  answerText,
  compareEditions,
  completeRun,
  runMain,
  runView,
  viewMessage,
} from "../../src/bot/resolve-view.ts";
import { loadScenarios } from "../../src/scenarios/library.ts";
import { type Harness, WARGREYMON_BOARD, makeHarness } from "../bot/harness.ts";
import { OTHER_USER, command, complete, press, submit, textOf } from "./helpers.ts";

let h: Harness;
beforeEach(() => {
  h = makeHarness();
});
afterEach(() => h.cleanup());

const ATTACK = { game: "digimon", board: WARGREYMON_BOARD, action: "A attacks with BT4-048" };

describe("/resolve", () => {
  it("defers publicly, then edits in the breakdown, the PNG and its buttons", async () => {
    const r = await command(h.bot.router, "resolve", { ...ATTACK, choices: "order BT4-097 BT2-021" });
    expect(r.run.callback.json).toEqual({ type: 5, data: {} });
    expect(r.run.finished?.kind).toBe("edit");
    const embed = r.message.embeds![0]!;
    expect(embed.description).toMatch(/^\*\*A attacks with BT4-048\*\*/);
    expect(embed.image?.url).toBe("attachment://breakdown.png");
    expect(r.message.attachments).toEqual([{ id: 0, filename: "breakdown.png" }]);
    expect(r.run.finished?.body.files[0]?.contentType).toBe("image/png");
    expect(r.customIds.filter((id) => id.startsWith("rv:"))).toHaveLength(r.customIds.length);
  });

  it("replies only to the asker with public:false", async () => {
    const r = await command(h.bot.router, "resolve", { ...ATTACK, public: false });
    expect(r.run.callback.json).toEqual({ type: 5, data: { flags: 64 } });
  });

  it("says where the two editions disagree, and when they agree", async () => {
    const differ = await command(h.bot.router, "resolve", { ...ATTACK, choices: "order BT4-097 BT2-021" });
    const field = differ.message.embeds![0]!.fields!.find((f) => f.name.includes("wiki-2022"))!;
    expect(field.value).toContain("cr-4.2: BT4-048 → BT4-097 → BT2-021 → ST3-04 → BT2-070");
    expect(field.value).toContain("wiki-2022: BT4-048 → ST3-04 → BT2-070 → BT4-097 → BT2-021");

    const same = await command(h.bot.router, "resolve", {
      game: "digimon",
      board: "A: BT1-086, hand BT1-029, deck 3, memory 5 | B: BT3-092[BT3-085]",
      action: "A plays BT1-029",
    });
    expect(same.message.embeds![0]!.footer!.text).toContain("the editions agree");
    expect(same.message.embeds![0]!.fields!.some((f) => f.name.includes("differs"))).toBe(false);
  });

  it("compares the end state as well as the order", () => {
    const s = loadScenarios().find((x) => x.id === "digimon/rules-processing-3")!;
    const a = resolveDigimon({
      board: s.board,
      action: s.action,
      choices: s.choices,
      edition: "cr-4.2",
    }).trace;
    const b = resolveDigimon({
      board: s.board,
      action: s.action,
      choices: s.choices,
      edition: "wiki-2022",
    }).trace;
    const lines = compareEditions(a, b);
    expect(lines.some((l) => l.startsWith("Effects activate in another order"))).toBe(true);
    expect(lines.some((l) => l.startsWith("The end state differs") && l.includes("B's hand"))).toBe(true);
  });

  it.each([
    ["board", "A: BT2-070 ".repeat(400)],
    ["action", `A attacks with${" BT4-048".repeat(40)}`],
    ["choices", "yes; ".repeat(201).trim()],
  ])("refuses a %s over its cap, privately", async (key, value) => {
    expect(value.length).toBeGreaterThan(INPUT_LIMITS[key as keyof typeof INPUT_LIMITS]);
    const r = await command(h.bot.router, "resolve", { ...ATTACK, [key]: value });
    expect(r.run.routed.type).toBe("message");
    expect(r.message.flags).toBe(64);
    expect(r.message.content).toContain(`The ${key} is ${value.length} characters long`);
  });

  it("shows bad input with the caret, in a code block, privately", async () => {
    const r = await command(h.bot.router, "resolve", { ...ATTACK, board: "A: BT4-049 | B: BT2-070" });
    expect(r.message.flags).toBe(64);
    expect(r.message.content).toMatch(/```\nBoard: Unknown card BT4-049[^]*\n\s+\^\n```/);
  });

  it("refuses an illegal action with the rule it breaks", async () => {
    const r = await command(h.bot.router, "resolve", { ...ATTACK, action: "B attacks with BT2-070" });
    expect(r.message.content).toMatch(/That action is not allowed/);
  });
});

describe("the breakdown's buttons and menu", () => {
  it("pages for anyone, since turning a page does not change the question", async () => {
    const first = await command(h.bot.router, "resolve", ATTACK);
    const next = first.customIds.find((id) => id.includes(":next:"))!;
    const page2 = await press(h.bot.router, next);
    expect(page2.run.routed.type).toBe("update");
    expect(page2.message.embeds![0]!.footer!.text).toMatch(/page 2\/2$/);
    expect(page2.message.attachments).toBeUndefined();
    const other = await press(h.bot.router, next, [], OTHER_USER);
    expect(other.run.routed.type).toBe("update");
    expect(other.message.embeds![0]!.footer!.text).toMatch(/page 2\/2$/);
    const edit = first.customIds.find((id) => id.endsWith(":edit"))!;
    const refused = await press(h.bot.router, edit, [], OTHER_USER);
    expect(refused.message.flags).toBe(64);
    expect(refused.message.content).toMatch(/Only the person who asked can change this question/);
  });

  it("offers the open choices one at a time and appends each pick to the choices", async () => {
    const first = await command(h.bot.router, "resolve", ATTACK);
    const menu = first.message.components![1]!.components[0]!;
    expect(menu.custom_id).toMatch(/:pick$/);
    expect(menu.options!.map((o) => o.value)).toEqual(["yes", "no"]);
    const yes = await press(h.bot.router, menu.custom_id!, ["yes"]);
    expect(yes.run.routed.type).toBe("deferUpdate");
    const order = yes.message.components![1]!.components[0]!;
    expect(order.options!.map((o) => o.description)).toEqual(["BT4-097 (the default)", "BT2-021", "ST3-04"]);
    const picked = await press(h.bot.router, order.custom_id!, [order.options![1]!.value]);
    expect(textOf(picked.message)).toMatch(/A picked \*\*BT2-021 Veemon\*\*[^\n]*\(scripted\)/);
    const edit = picked.customIds.find((id) => id.endsWith(":edit"))!;
    const form = await press(h.bot.router, edit);
    expect(JSON.stringify(form.run.routed)).toContain("BT4-048: yes; order BT2-021");
  });

  it("writes choice answers in the choices notation", () => {
    const target = {
      kind: "target" as const,
      prompt: "choose",
      forCard: "BT8-109",
      min: 0,
      max: 1,
      options: [
        { id: "7", label: "Tapirmon", card: "BT2-070#a" },
        { id: "8", label: "Gabumon", card: "BT1-029" },
      ],
    };
    expect(answerText(target, ["7"])).toBe("BT8-109: target BT2-070#a");
    expect(answerText(target, ["__none"])).toBe("BT8-109: skip");
    expect(answerText({ ...target, kind: "order", forCard: undefined }, ["8"])).toBe("order BT1-029");
    expect(() => answerText(target, ["99"])).toThrow(/no longer on offer/);
  });

  it("switches edition, redrawing the picture", async () => {
    const first = await command(h.bot.router, "resolve", ATTACK);
    const ed = first.customIds.find((id) => id.includes(":ed:wiki-2022"))!;
    const switched = await press(h.bot.router, ed);
    expect(switched.run.routed.type).toBe("deferUpdate");
    expect(switched.message.embeds![0]!.footer!.text).toContain("wiki-2022");
    expect(switched.run.finished!.body.files).toHaveLength(1);
    expect(switched.customIds.some((id) => id.endsWith(":ed:cr-4.2"))).toBe(true);
  });

  it("keeps a failed edit as a draft for the next try", async () => {
    const first = await command(h.bot.router, "resolve", ATTACK);
    const edit = first.customIds.find((id) => id.endsWith(":edit"))!;
    const form = await press(h.bot.router, edit);
    if (form.run.routed.type !== "modal") throw new Error("expected the form");
    const modalId = form.run.routed.modal.custom_id;
    const bad = await submit(h.bot.router, modalId, {
      board: "A: BT4-04",
      action: "A attacks with BT4-048",
      choices: "",
    });
    expect(bad.message.flags).toBe(64);
    expect(bad.message.content).toMatch(/BT4-04/);
    const again = await press(h.bot.router, edit);
    expect(JSON.stringify(again.run.routed)).toContain('"value":"A: BT4-04"');
    const stranger = await submit(
      h.bot.router,
      modalId,
      { board: "A: BT1-029", action: "A plays BT1-029" },
      OTHER_USER,
    );
    expect(stranger.message.content).toMatch(/Only the person who asked/);
  });

  it("keeps working after a restart, and says so clearly once expired", async () => {
    const first = await command(h.bot.router, "resolve", ATTACK);
    const next = first.customIds.find((id) => id.includes(":next:"))!;
    const restarted = createBot(
      { dataDir: h.dataDir, rateLimit: { burst: 100, windowSeconds: 10 }, componentTtlHours: 24 },
      silentLogger,
      COMMANDS,
    );
    expect((await press(restarted.router, next)).run.routed.type).toBe("update");
    const file = join(h.dataDir, "components", `${next.split(":")[1]}.json`);
    writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), expires: Date.now() - 1 }),
    );
    const late = await press(restarted.router, next);
    expect(late.message.flags).toBe(64);
    expect(late.message.content).toMatch(/expired/);
  });

  it("answers clearly when the state has expired or never existed", async () => {
    const r = await press(h.bot.router, "rv:abcdefghij:next:1");
    expect(r.message.flags).toBe(64);
    expect(r.message.content).toMatch(/expired/);
  });
});

describe("Discord's limits on every scenario and page", () => {
  it("stays within embed, field, component and custom_id limits", () => {
    for (const s of loadScenarios()) {
      for (const { id: edition } of gameById(s.game).editions) {
        const state: ViewState = {
          owner: "1",
          game: s.game,
          board: s.board,
          action: s.action,
          choices: "",
          cards: s.cards,
          edition,
          page: 0,
          title: s.title,
          scenario: s.id,
          ephemeral: false,
        };
        const run = runView(state);
        for (let page = 0; page < 6; page++) {
          const msg = viewMessage("abcdefghij", { ...state, page }, run, { png: false, ctx: h.bot.ctx });
          const e = msg.embeds![0]!;
          const total =
            (e.description?.length ?? 0) +
            (e.footer?.text.length ?? 0) +
            (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
          expect(e.description!.length).toBeLessThanOrEqual(4096);
          expect(total).toBeLessThanOrEqual(6000);
          for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(1024);
          for (const row of msg.components ?? []) {
            expect(row.components.length).toBeLessThanOrEqual(5);
            for (const c of row.components) {
              if ("custom_id" in c) expect(c.custom_id.length).toBeLessThanOrEqual(100);
              if ("options" in c && c.options) expect(c.options.length).toBeLessThanOrEqual(25);
            }
          }
        }
      }
    }
  });
});

describe("autocomplete", () => {
  it("offers example boards, completes card codes, suggests actions and answers", async () => {
    const boards = await complete(h.bot.router, "resolve", "board", { board: "" });
    expect(boards.length).toBeGreaterThan(0);
    for (const b of boards) expect(b.value.length).toBeLessThanOrEqual(100);
    const codes = await complete(h.bot.router, "resolve", "board", { board: "A: warg" });
    expect(codes[0]).toEqual({ name: "A: BT4-048 — WarGreymon", value: "A: BT4-048" });

    const actions = await complete(h.bot.router, "resolve", "action", {
      game: "digimon",
      board: "A: BT4-048 BT4-097, hand BT5-035 ST3-16 | B: BT2-070",
      action: "",
    });
    const values = actions.map((a) => a.value);
    expect(values).toContain("A attacks with BT4-048");
    expect(values).not.toContain("A attacks with BT4-097");
    expect(values).toContain("A uses ST3-16");
    expect(values).toContain("A digivolves BT4-048 into BT5-035");

    const answers = await complete(h.bot.router, "resolve", "choices", {
      ...ATTACK,
      choices: "BT4-048: yes; ",
    });
    expect(answers.map((a) => a.value)).toEqual([
      "BT4-048: yes; order BT4-097",
      "BT4-048: yes; order BT2-021",
      "BT4-048: yes; order ST3-04",
    ]);
  });
});

describe("all outcomes (the explorer)", () => {
  it("answers explore:true with the distinct outcomes and the outcome tree", async () => {
    const r = await command(h.bot.router, "resolve", { ...ATTACK, explore: true });
    expect(r.run.callback.json).toEqual({ type: 5, data: {} });
    const embed = r.message.embeds![0]!;
    expect(embed.title).toBe("All outcomes: A attacks with BT4-048");
    expect(embed.description).toContain("distinct outcomes");
    expect(embed.description).toMatch(
      /which of your pending effects activates next\?.*does not change the outcome/,
    );
    expect(embed.image?.url).toBe("attachment://outcomes.png");
    expect(r.run.finished?.body.files[0]?.contentType).toBe("image/png");
  });

  it("refuses bad input at once, before exploring", async () => {
    const r = await command(h.bot.router, "resolve", { ...ATTACK, board: "A: BT4-049", explore: true });
    expect(r.run.callback.json).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(textOf(r.message)).toContain("Unknown card BT4-049");
  });

  it("offers an All outcomes button that anyone can press", async () => {
    const r = await command(h.bot.router, "resolve", ATTACK);
    const all = r.customIds.find((id) => id.endsWith(":all"))!;
    expect(all).toBeDefined();
    const pressed = await press(h.bot.router, all);
    expect(pressed.run.callback.json).toEqual({ type: 5, data: {} });
    expect(pressed.message.embeds![0]!.title).toContain("All outcomes");
    const stranger = await press(h.bot.router, all, [], OTHER_USER);
    expect(stranger.run.callback.json).toEqual({ type: 5, data: {} });
    expect(stranger.message.embeds![0]!.title).toContain("All outcomes");
  });

  it("words the game's notes in the asker's language", async () => {
    const unused = {
      game: "digimon",
      board: "A: BT2-070 | B: BT2-070",
      action: "A plays BT2-021",
      choices: "target BT2-070",
    };
    const ja = await command(h.bot.router, "resolve", unused, undefined, "ja");
    expect(textOf(ja.message)).toContain("指定した選択「target BT2-070」は一度も聞かれませんでした。");
    expect(textOf(ja.message)).toContain(
      "BT2-021 はプレイヤーAの手札に書かれていないため、手札にあるものとして扱います。",
    );
    expect(textOf(ja.message)).not.toMatch(/was never asked for|taken as being there/);
    const en = await command(h.bot.router, "resolve", unused);
    expect(textOf(en.message)).toContain('The scripted choice "target BT2-070" was never asked for.');
    expect(textOf(en.message)).toContain(
      "BT2-021 was not listed in player A's hand, so it is taken as being there.",
    );
  });
});

describe("the edition comparison", () => {
  it("resolves again only when the run read an edition switch, and says the same either way", () => {
    for (const s of loadScenarios().filter((x) => x.game === "digimon")) {
      const state: ViewState = {
        owner: "1",
        game: "digimon",
        board: s.board,
        action: s.action,
        choices: s.choices ?? "",
        cards: s.cards ?? "",
        edition: "cr-4.2",
        page: 0,
        title: s.title,
        ephemeral: false,
      };
      const main = runMain(state);
      expect(main.switchesRead, s.id).toBeDefined();
      const { switchesRead: _read, ...unrecorded } = main;
      // Without the record, the other edition is always resolved again: the slow way.
      expect(completeRun(state, main).comparisons, s.id).toEqual(completeRun(state, unrecorded).comparisons);
    }
  });
});
