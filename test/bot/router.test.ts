/** The router: errors become polite ephemeral replies, the rate limit, limits, unknown things. */
import { SlashCommandBuilder } from "@discordjs/builders";
import { afterEach, describe, expect, it } from "vitest";
import { interactionFromPayload } from "../../src/bot/interaction-payload.ts";
import { createLogger } from "../../src/bot/log.ts";
import { RateLimiter } from "../../src/bot/rate-limit.ts";
import { Router } from "../../src/bot/router.ts";
import type { BotInteraction, CommandModule } from "../../src/bot/types.ts";
import { UserError } from "../../src/games/user-error.ts";
import { autocompletePayload, commandPayload, modalPayload, selectPayload } from "./fake-discord/payloads.ts";
import { FAKE_TOKEN } from "./fake-discord/server.ts";
import { type Harness, makeHarness } from "./harness.ts";

let h: Harness | undefined;
afterEach(() => h?.cleanup());

function command(
  name: string,
  execute: CommandModule["execute"],
  extra: Partial<CommandModule> = {},
): CommandModule {
  return {
    data: new SlashCommandBuilder().setName(name).setDescription("test"),
    execute,
    autocomplete: () =>
      Array.from({ length: 40 }, (_, i) => ({ name: `${"x".repeat(150)}${i}`, value: `v${i}` })),
    ...extra,
  };
}

function interaction(name: string, user = "600000000000000001"): BotInteraction {
  return {
    kind: "command",
    command: name,
    options: {},
    id: "1",
    token: "t",
    applicationId: "2",
    user: { id: user, name: "u" },
    guildId: null,
  };
}

function routerWith(commands: CommandModule[], opts: { burst?: number } = {}) {
  h = makeHarness();
  const logs: string[] = [];
  const log = createLogger({ level: "info", secrets: [FAKE_TOKEN], write: (l) => logs.push(l) });
  const router = new Router({
    commands,
    ctx: { ...h.bot.ctx, log },
    log,
    limiter: opts.burst ? new RateLimiter(opts.burst, 10_000) : undefined,
  });
  return { router, logs };
}

describe("router", () => {
  it("shows a UserError privately, in a code block", async () => {
    const { router, logs } = routerWith([
      command("oops", () => {
        throw new UserError("Board: Unknown card BT4-049.\n  A: BT4-049\n     ^");
      }),
    ]);
    const r = await router.handle(interaction("oops"));
    expect(r.type).toBe("message");
    if (r.type !== "message") return;
    expect(r.message.ephemeral).toBe(true);
    expect(r.message.content).toContain("```\nBoard: Unknown card BT4-049.\n  A: BT4-049\n     ^\n```");
    expect(logs).toHaveLength(0);
  });

  it("turns an unexpected error into a reference and one log line with context, without the token", async () => {
    const { router, logs } = routerWith([
      command("boom", () => {
        throw new Error(`database said no (token ${FAKE_TOKEN})`);
      }),
    ]);
    const r = await router.handle(interaction("boom"));
    if (r.type !== "message") throw new Error("expected a message");
    const ref = /\(ref ([0-9A-F]{6})\)/.exec(r.message.content ?? "")?.[1];
    expect(ref).toBeDefined();
    expect(r.message.ephemeral).toBe(true);
    expect(r.message.content).not.toContain("database");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(`ref=${ref}`);
    expect(logs[0]).toContain("command=boom");
    expect(logs[0]).toContain("user=600000000000000001");
    expect(logs[0]).not.toContain(FAKE_TOKEN);
  });

  it("keeps a deferred update's message when its work fails, and says so privately", async () => {
    const { router } = routerWith([
      command("slow", () => ({
        type: "deferUpdate",
        work: () => {
          throw new Error("drawing failed");
        },
      })),
    ]);
    const r = await router.handle(interaction("slow"));
    if (r.type !== "deferUpdate") throw new Error("expected a deferred update");
    const done = await r.finish();
    expect("followUp" in done && done.followUp.ephemeral).toBe(true);
  });

  it("answers politely when a user goes over the rate limit", async () => {
    const { router } = routerWith(
      [command("ok", () => ({ type: "message", message: { content: "fine" } }))],
      { burst: 2 },
    );
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await router.handle(interaction("ok")));
    expect(replies.map((r) => (r.type === "message" ? r.message.content : r.type))).toEqual([
      "fine",
      "fine",
      expect.stringMatching(/You're going a little fast: please wait \d+ seconds? and try again\./),
    ]);
    // Someone else is not affected.
    const other = await router.handle(interaction("ok", "600000000000000002"));
    expect(other.type === "message" && other.message.content).toBe("fine");
  });

  it("keeps autocomplete to 25 choices with names of at most 100 characters", async () => {
    const { router } = routerWith([command("ac", () => ({ type: "message", message: {} }))]);
    const i = interactionFromPayload(autocompletePayload("ac", [{ name: "q", value: "", focused: true }]))!;
    const r = await router.handle(i);
    if (r.type !== "autocomplete") throw new Error("expected autocomplete");
    expect(r.choices).toHaveLength(25);
    for (const c of r.choices) expect(c.name.length).toBeLessThanOrEqual(100);
  });

  it("cuts oversized messages to Discord's limits", async () => {
    const { router } = routerWith([
      command("big", () => ({
        type: "message",
        message: {
          content: "c".repeat(5000),
          embeds: [
            {
              title: "t".repeat(300),
              description: "d".repeat(5000),
              fields: Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: "v".repeat(2000) })),
            },
          ],
        },
      })),
    ]);
    const r = await router.handle(interaction("big"));
    if (r.type !== "message") throw new Error("expected a message");
    const e = r.message.embeds![0]!;
    expect(r.message.content!.length).toBe(2000);
    expect(e.title!.length).toBeLessThanOrEqual(256);
    expect(e.description!.length).toBeLessThanOrEqual(4096);
    expect(e.fields!.length).toBeLessThanOrEqual(25);
    const total =
      e.title!.length +
      e.description!.length +
      e.fields!.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(6000);
  });

  it("says so for an unknown command, and for a button of an older version", async () => {
    const { router } = routerWith([]);
    const r = await router.handle(interaction("gone"));
    expect(r.type === "message" && r.message.content).toMatch(/deploy-commands/);
    const b = await router.handle(interactionFromPayload(selectPayload("zz:1:2", ["a"]))!);
    expect(b.type === "message" && b.message.ephemeral).toBe(true);
  });
});

describe("interactionFromPayload", () => {
  it("reads commands, options, modals in both layouts, and ignores what it cannot read", () => {
    const c = interactionFromPayload(commandPayload("resolve", [{ name: "public", value: false }]))!;
    expect(c).toMatchObject({
      kind: "command",
      command: "resolve",
      options: { public: false },
      user: { name: "Alice" },
    });
    const m = interactionFromPayload(modalPayload("rv:x:modal", { board: "A: X" }))!;
    expect(m).toMatchObject({ kind: "modal", fields: { board: "A: X" } });
    const legacy = modalPayload("rv:x:modal", {});
    (legacy.data as { components: unknown[] }).components = [
      { type: 1, components: [{ type: 4, custom_id: "action", value: "A plays BT1-029" }] },
    ];
    expect(interactionFromPayload(legacy)).toMatchObject({ fields: { action: "A plays BT1-029" } });
    expect(interactionFromPayload({ type: 2 })).toBeUndefined();
    expect(interactionFromPayload("nonsense")).toBeUndefined();
  });
});

describe("RateLimiter", () => {
  it("refills over time", () => {
    let now = 0;
    const l = new RateLimiter(5, 10_000, () => now);
    for (let i = 0; i < 5; i++) expect(l.take("u").ok).toBe(true);
    const v = l.take("u");
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.retryAfterMs).toBe(2000);
    now = 2000;
    expect(l.take("u").ok).toBe(true);
    expect(l.take("u").ok).toBe(false);
  });
});
