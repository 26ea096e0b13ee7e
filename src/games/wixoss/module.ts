/** WIXOSS as a game the CLI, the scenario library and the bot can pick by id. */
import type { GameModule } from "../index.ts";
import { WX_AREAS } from "./bind.ts";
import { resolveWixoss } from "./resolve-text.ts";
import { WX_EDITIONS, WX_RULES } from "./ruleset.ts";

export const wixossGame: GameModule = {
  id: "wixoss",
  title: "WIXOSS",
  editions: Object.values(WX_EDITIONS).map((e) => ({ id: e.id, title: e.title })),
  defaultEdition: WX_RULES.id,
  areas: WX_AREAS,
  resolveText: (req) => resolveWixoss(req),
};
