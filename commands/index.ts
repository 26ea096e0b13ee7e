/** Every slash command, in the order /help and deploy-commands list them. */
import { SlashCommandBuilder } from "@discordjs/builders";
import type { CommandModule } from "../src/bot/types.ts";
import { localizeCommand } from "../src/i18n/commands.ts";
import * as card from "./card.ts";
import * as help from "./help.ts";
import * as resolve from "./resolve.ts";
import * as rule from "./rule.ts";
import * as rulings from "./rulings.ts";
import * as scenario from "./scenario.ts";

export const COMMANDS: readonly CommandModule[] = [resolve, scenario, card, rulings, rule, help];

// Japanese names and descriptions for a Japanese Discord client (the builders' localisation maps).
for (const c of COMMANDS) if (c.data instanceof SlashCommandBuilder) localizeCommand(c.data);

/** The JSON Discord registers (PUT applications/{id}/commands). */
export function commandDefinitions() {
  return COMMANDS.map((c) => c.data.toJSON());
}
