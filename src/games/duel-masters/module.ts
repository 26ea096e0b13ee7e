/** Duel Masters as a game the CLI, the scenario library and the bot can pick by id. */
import type { GameModule } from "../index.ts";
import { DM_AREAS } from "./bind.ts";
import { resolveDuelMasters } from "./resolve-text.ts";
import { DM_EDITIONS, DM_GENERAL } from "./ruleset.ts";

export const duelMastersGame: GameModule = {
  id: "duel-masters",
  title: "Duel Masters",
  editions: Object.values(DM_EDITIONS).map((e) => ({ id: e.id, title: e.title })),
  defaultEdition: DM_GENERAL.id,
  areas: DM_AREAS,
  resolveText: (req) => resolveDuelMasters(req),
};
