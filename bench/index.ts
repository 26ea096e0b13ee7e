/**
 * `npm run bench`: every figure the project measures, printed (or as one JSON object with
 * `--json`). Figures, not timed tests: nothing here passes or fails.
 */
import { execFileSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { setAllocatorOptions } from "../src/bot/allocator-options.ts";

// As the bot's entry does: the canvas allocator's options before anything loads the canvas.
setAllocatorOptions();
const { benchBot } = await import("./bot.ts");
const { benchResolve } = await import("./resolve.ts");

/** Runs another benchmark script in its own process (its own heap) and reads its JSON. */
function script(file: string, ...args: string[]): Record<string, unknown> {
  const out = execFileSync(process.execPath, ["--import", "tsx", file, "--json", ...args], {
    encoding: "utf8",
    timeout: 300_000,
  });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, unknown>;
}

const json = process.argv.includes("--json");
const figures: Record<string, unknown> = {
  machine: `${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
};

const r = await benchResolve();
const allE2e = r.rows.map((x) => x.e2e);
figures.resolve_e2e_median_ms = Math.max(...allE2e.map((t) => t.median));
figures.resolve_e2e_p99_ms = Math.max(...allE2e.map((t) => t.p99));
figures.engine_median_ms = Math.max(...r.rows.map((x) => x.engine.median));
figures.resolutions_per_second = r.resolutionsPerSecond;
figures.large_board = {
  steps: r.large.steps,
  max_pending: r.large.pending,
  e2e: r.large.e2e,
  engine: r.large.engine,
};
figures.scenarios = Object.fromEntries(
  r.rows.map((x) => [x.id, { steps: x.steps, e2e: x.e2e, engine: x.engine }]),
);

const cards = script("bench/cards.ts") as {
  cards?: number;
  buildMs?: number;
  all?: { medianUs: number; p99Us: number };
};
if (cards.all) {
  figures.autocomplete_median_ms = cards.all.medianUs / 1000;
  figures.autocomplete_p99_ms = cards.all.p99Us / 1000;
  figures.card_index = { cards: cards.cards, build_ms: cards.buildMs };
}
figures.compile_pool = script("bench/compile.ts");
figures.explorer_8_effects = script("bench/explorer.ts");
const bot = await benchBot();
figures.cold_start_ms = bot.cold_start_ms;
figures.build_ms = bot.build_ms;
figures.rss_mb = bot.rss_mb_ready;
figures.rss_mb_after_load = bot.rss_mb_after_load;
figures.resolve_burst_ack_max_ms = bot.burst.ack_max_ms;
figures.http_card_rps = bot.card.rps;
figures.http = { pool: bot.pool, card: bot.card, resolve: bot.resolve, burst: bot.burst };

if (json) console.log(JSON.stringify(figures));
else {
  console.log(`Machine: ${figures.machine}`);
  console.log("\n/resolve end to end (board parse, resolve, text, PNG) and the engine alone, per scenario:");
  console.log(`${"scenario".padEnd(30)} steps  e2e med/p99 ms     engine med/p99 ms`);
  for (const x of r.rows)
    console.log(
      `${x.id.padEnd(30)} ${String(x.steps).padEnd(6)} ${`${x.e2e.median} / ${x.e2e.p99}`.padEnd(18)} ${x.engine.median} / ${x.engine.p99}`,
    );
  console.log(
    `\nLarge board (two full battle areas, ${r.large.pending} effects pending at once, ${r.large.steps} steps): e2e ${r.large.e2e.median} / ${r.large.e2e.p99} ms, engine ${r.large.engine.median} / ${r.large.engine.p99} ms`,
  );
  console.log(`Resolutions per second (median scenario, engine alone): ${r.resolutionsPerSecond}`);
  console.log(
    `\nSlowest scenario medians: e2e ${figures.resolve_e2e_median_ms} ms (p99 ${figures.resolve_e2e_p99_ms} ms), engine ${figures.engine_median_ms} ms`,
  );
  console.log(
    `\nCard lookup and autocomplete (${cards.cards ?? 0} cards): ${JSON.stringify(figures.card_index)}, median ${figures.autocomplete_median_ms} ms, p99 ${figures.autocomplete_p99_ms} ms`,
  );
  console.log(`Compiling the pool: ${JSON.stringify(figures.compile_pool)}`);
  console.log(`Explorer, 8 effects pending: ${JSON.stringify(figures.explorer_8_effects)}`);
  console.log(
    `\nBot process (HTTP transport, ${bot.pool} cards in its store): cold start of the built bot to ready ${bot.cold_start_ms} ms (the build before it ${bot.build_ms} ms), RSS ${bot.rss_mb_ready} MB at ready, ${bot.rss_mb_after_load} MB after the load`,
  );
  console.log(
    `HTTP /card:    ${bot.card.rps} requests/s, p50 ${bot.card.p50_ms} ms, p99 ${bot.card.p99_ms} ms (${JSON.stringify(bot.card.statuses)})`,
  );
  console.log(
    `HTTP /resolve: ${bot.resolve.rps} requests/s, p50 ${bot.resolve.p50_ms} ms, p99 ${bot.resolve.p99_ms} ms to the deferred reply (${JSON.stringify(bot.resolve.statuses)})`,
  );
  console.log(
    `HTTP burst of ${bot.burst.requests} /resolve at once: slowest acknowledgement ${bot.burst.ack_max_ms} ms (median ${bot.burst.ack_p50_ms} ms, ${JSON.stringify(bot.burst.statuses)}); ${bot.burst.replies_completed} follow-ups (${bot.burst.replies_with_png} with the PNG)`,
  );
  console.log(
    `  follow-up replies completed: ${bot.resolve.replies_completed} (${bot.resolve.replies_with_png} with the PNG), ${bot.resolve.replies_per_second} replies/s and ${bot.resolve.pngs_per_second} PNGs/s until the backlog was done`,
  );
}
