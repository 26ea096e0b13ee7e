/**
 * Puts the bot together from the configuration and the slash commands it is handed: context,
 * rate limits, router. The commands come from the composition root (main.ts), never from here.
 */
import { bundledRegistry } from "../games/digimon/input/registry.ts";
import { attachCardStore, describePool } from "./card-pool.ts";
import { bundledCardCatalog } from "./card-catalog.ts";
import { storeCardCatalog } from "./store-card-catalog.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./log.ts";
import { RulingIndex } from "../rulings/index.ts";
import { Router } from "./router.ts";
import { loadRulesText } from "./rules-text.ts";
import { type SharedState, localState } from "./shared-state/index.ts";
import { workPhases } from "./work-jobs.ts";
import { configureWorkThreads } from "./work-threads.ts";
import type { BotContext, CommandModule } from "./types.ts";

/** Autocomplete fires on every keystroke, so its allowance is this many times the command one. */
const AUTOCOMPLETE_FACTOR = 6;

/** The official Q&A store, or an empty index (logged) when it is missing or unreadable. */
function loadRulingIndex(dataDir: string, log: Logger): RulingIndex {
  const { index, status } = RulingIndex.fromDataDir(dataDir);
  if (status.kind === "unreadable")
    log.warn(`The rulings store cannot be read (${status.reason}); /rulings is empty.`);
  else if (status.kind === "none")
    log.info(
      `No rulings store at ${status.path}: /rulings and the Q&A on /card are empty (npm run rulings -- import <qa.json>).`,
    );
  else {
    if (status.recovered)
      log.warn(`The rulings store could not be read (${status.recovered}); serving its last good copy.`);
    const c = index.counts();
    log.info(
      `Rulings: ${c.rulings} official Q&A on ${c.cards} cards, ${c.errata} errata, ${c.restrictions} restrictions.`,
    );
  }
  return index;
}

export interface BotParts {
  router: Router;
  ctx: BotContext;
  shared: SharedState;
}

/** `shared` is Redis when REDIS_URL is set (main opens it); files and memory otherwise. */
export function createBot(
  cfg: Pick<Config, "dataDir" | "rulesFile" | "rateLimit" | "componentTtlHours">,
  log: Logger,
  commands: readonly CommandModule[],
  shared: SharedState = localState(cfg.dataDir, cfg.componentTtlHours * 3600 * 1000),
): BotParts {
  const pool = attachCardStore(bundledRegistry, cfg.dataDir);
  // The work threads ask this thread for the store's cards; without threads the jobs' phases run here.
  configureWorkThreads({ records: pool.kind === "store" ? pool.records : null, phases: workPhases });
  if (pool.kind === "unreadable") log.warn(describePool(pool));
  else log.info(describePool(pool));
  const ctx: BotContext = {
    componentState: shared.componentState,
    cards: pool.kind === "store" ? storeCardCatalog(pool.records, bundledRegistry) : bundledCardCatalog(),
    rulesText: loadRulesText(cfg.rulesFile),
    rulings: loadRulingIndex(cfg.dataDir, log),
    log,
  };
  const windowMs = cfg.rateLimit.windowSeconds * 1000;
  const router = new Router({
    commands,
    ctx,
    log,
    limiter: shared.limiter("commands", cfg.rateLimit.burst, windowMs),
    autocompleteLimiter: shared.limiter("autocomplete", cfg.rateLimit.burst * AUTOCOMPLETE_FACTOR, windowMs),
  });
  return { router, ctx, shared };
}
