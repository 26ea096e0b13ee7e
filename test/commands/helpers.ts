/** Running commands the way the bot does, through the router, with a temporary data directory. */
import { type LocalRun, LOCAL_USER, localBase, runLocal } from "../../src/bot/local.ts";
import type { Router } from "../../src/bot/router.ts";
import type { BotUser, OptionValue } from "../../src/bot/types.ts";

export const OTHER_USER: BotUser = { id: "100000000000000777", name: "someone else" };

export interface Sent {
  run: LocalRun;
  /** The JSON of the message the user ends up seeing (callback data or the edit). */
  message: Message;
  customIds: string[];
}

export interface Message {
  content?: string;
  flags?: number;
  embeds?: {
    title?: string;
    description?: string;
    color?: number;
    fields?: { name: string; value: string }[];
    footer?: { text: string };
    image?: { url: string };
  }[];
  components?: {
    components: {
      type: number;
      custom_id?: string;
      label?: string;
      disabled?: boolean;
      placeholder?: string;
      options?: { label: string; value: string; description?: string }[];
      min_values?: number;
      max_values?: number;
    }[];
  }[];
  attachments?: { id: number; filename: string }[];
}

function sent(run: LocalRun): Sent {
  const json = (run.finished?.body.json ?? run.callback.json.data ?? {}) as Message;
  const customIds = (json.components ?? []).flatMap((r) =>
    (r.components ?? []).map((c) => c.custom_id ?? ""),
  );
  return { run, message: json, customIds };
}

export async function command(
  router: Router,
  name: string,
  options: Record<string, OptionValue>,
  user: BotUser = LOCAL_USER,
  locale?: string,
): Promise<Sent> {
  return sent(
    await runLocal(router, { ...localBase(user, locale), kind: "command", command: name, options }),
  );
}

export async function press(
  router: Router,
  customId: string,
  values: string[] = [],
  user: BotUser = LOCAL_USER,
) {
  return sent(await runLocal(router, { ...localBase(user), kind: "component", customId, values }));
}

export async function submit(
  router: Router,
  customId: string,
  fields: Record<string, string>,
  user: BotUser = LOCAL_USER,
) {
  return sent(await runLocal(router, { ...localBase(user), kind: "modal", customId, fields }));
}

export async function complete(
  router: Router,
  name: string,
  focused: string,
  options: Record<string, OptionValue>,
  locale?: string,
): Promise<{ name: string; value: string }[]> {
  const run = await runLocal(router, {
    ...localBase(undefined, locale),
    kind: "autocomplete",
    command: name,
    options,
    focused: { name: focused, value: String(options[focused] ?? "") },
  });
  if (run.routed.type !== "autocomplete") throw new Error(`expected autocomplete, got ${run.routed.type}`);
  return run.routed.choices;
}

/** Text of the message: content, embed descriptions and fields. */
export function textOf(m: Message): string {
  return [
    m.content ?? "",
    ...(m.embeds ?? []).flatMap((e) => [
      e.title ?? "",
      e.description ?? "",
      ...(e.fields ?? []).map((f) => `${f.name}\n${f.value}`),
      e.footer?.text ?? "",
    ]),
  ].join("\n");
}
