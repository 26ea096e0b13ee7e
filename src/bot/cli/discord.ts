/**
 * `cli discord ...`: any slash command without Discord, through the bot's own router. Prints the
 * reply as text and writes its attachments (the PNG) to ./out/ (or --out DIR).
 *
 *   discord <command> [--<option> <value> ...] [--complete <option>] [--user ID] [--out DIR] [--json]
 *   discord press <custom_id> [--values a,b] [--user ID]       a button or menu of an earlier reply
 *   discord submit <custom_id> [--board T] [--action T] [--choices T]   the "Edit board" form
 *   --locale ja on any of them: the interaction carries that locale, as a Japanese client's does
 *
 * Values starting with @ are read from a file (`--board @board.txt`). Component state is kept
 * in DATA_DIR as the bot keeps it, so `press` works on the custom_ids a previous run printed.
 */
import { createBot } from "../app.ts";
import { ConfigError, parseConfig, readEnv } from "../config.ts";
import {
  type LocalRun,
  LOCAL_USER,
  formatRun,
  localBase,
  runLocal,
  shownBody,
  typedOptions,
  writeAttachments,
} from "../local.ts";
import { createLogger } from "../log.ts";
import type { BotInteraction, CommandModule } from "../types.ts";
import { UserError } from "../../games/user-error.ts";
import { type Args, flag, has, rejectExtra, textOrFile } from "./args.ts";

const RESERVED = new Set(["complete", "user", "out", "json", "values", "help", "locale"]);

export const DISCORD_USAGE = `  npm run cli -- discord <resolve|scenario|card|rulings|rule|help> [--<option> <value> ...] [--complete <option>] [--json]
  npm run cli -- discord press <custom_id> [--values a,b]     (a button or menu printed by an earlier reply)
  npm run cli -- discord submit <custom_id> --board <text|@file> [--action T] [--choices T]
  Every verb also takes --locale ja (reply as to a Japanese client), --user ID, --out DIR.`;

function optionStrings(args: Args): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of args.flags) {
    if (RESERVED.has(k)) continue;
    const text = textOrFile(typeof v === "string" ? v : "true", k);
    if (text !== undefined) out[k] = text;
  }
  return out;
}

export async function discordCommand(
  args: Args,
  print: (s: string) => void,
  commands: readonly CommandModule[],
): Promise<void> {
  if (has(args, "help")) {
    print(`Usage:\n${DISCORD_USAGE}`);
    return;
  }
  let cfg;
  try {
    cfg = parseConfig(readEnv());
  } catch (e) {
    if (e instanceof ConfigError) throw new UserError(e.message);
    throw e;
  }
  const log = createLogger({
    level: cfg.logLevel === "debug" ? "debug" : "warn",
    secrets: [cfg.token],
    write: (line) => process.stderr.write(`${line}\n`),
  });
  const { router } = createBot(cfg, log, commands);
  const user = flag(args, "user") ? { id: flag(args, "user")!, name: "local user" } : LOCAL_USER;
  const locale = flag(args, "locale");
  if (locale !== undefined && !/^[a-z]{2}(-[A-Z]{2})?$/.test(locale))
    throw new UserError(`--locale takes a Discord locale such as ja or en-US, not "${locale}".`);
  const [first, second] = args.positional;
  if (!first) throw new UserError(`Name a command.\n${DISCORD_USAGE}`);
  rejectExtra(args, first === "press" || first === "submit" ? 2 : 1, `discord ${first}`);

  let interaction: BotInteraction;
  if (first === "press") {
    if (!second)
      throw new UserError("Give the custom_id of the button or menu, as an earlier reply printed it.");
    const values =
      flag(args, "values")
        ?.split(",")
        .map((v) => v.trim())
        .filter(Boolean) ?? [];
    interaction = { ...localBase(user, locale), kind: "component", customId: second, values };
  } else if (first === "submit") {
    if (!second) throw new UserError("Give the custom_id of the form, as an earlier reply printed it.");
    interaction = {
      ...localBase(user, locale),
      kind: "modal",
      customId: second,
      fields: optionStrings(args),
    };
  } else {
    const command = router.commands.find((c) => c.data.name === first.replace(/^\//, ""));
    if (!command)
      throw new UserError(
        `No command "${first}". Commands: ${router.commands.map((c) => c.data.name).join(", ")}.\n${DISCORD_USAGE}`,
      );
    const complete = flag(args, "complete");
    const raw = optionStrings(args);
    if (complete) {
      const options = typedOptions(command, { ...raw, [complete]: raw[complete] ?? "" }, { partial: true });
      interaction = {
        ...localBase(user, locale),
        kind: "autocomplete",
        command: command.data.name,
        options,
        focused: { name: complete, value: raw[complete] ?? "" },
      };
    } else
      interaction = {
        ...localBase(user, locale),
        kind: "command",
        command: command.data.name,
        options: typedOptions(command, raw),
      };
  }

  const run: LocalRun = await runLocal(router, interaction);
  const { body } = shownBody(run);
  const saved = writeAttachments(body?.files ?? [], flag(args, "out") ?? "out");
  if (has(args, "json"))
    print(
      JSON.stringify(
        {
          callback: run.callback.json,
          ...(run.finished ? { [run.finished.kind]: run.finished.body.json } : {}),
          files: saved,
        },
        null,
        2,
      ),
    );
  else print(formatRun(run, saved));
}
