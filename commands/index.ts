/** Every slash command, in the order /help and deploy-commands list them. */
import type { CommandModule } from "../src/bot/types.ts";
import * as card from "./card.ts";
import * as help from "./help.ts";
import * as resolve from "./resolve.ts";
import * as rule from "./rule.ts";
import * as scenario from "./scenario.ts";

export const COMMANDS: readonly CommandModule[] = [resolve, scenario, card, rule, help];

/** The JSON Discord registers (PUT applications/{id}/commands). */
export function commandDefinitions() {
  return COMMANDS.map((c) => c.data.toJSON());
}
