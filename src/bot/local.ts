/**
 * The local mode: runs an interaction through the same router the bot uses and returns exactly
 * the wire bodies the bot would send (the callback, then the edit of a deferred reply), plus a
 * text rendering of the message and its attachments for a terminal.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ApplicationCommandOptionType, ComponentType } from "discord-api-types/v10";
import { UserError } from "../games/user-error.ts";
import { finishedBody } from "./deliver.ts";
import type { Routed, Router } from "./router.ts";
import type { BotInteraction, CommandModule, OptionValue, OutFile } from "./types.ts";
import { type WireBody, type WireCallback, callbackBody } from "./wire.ts";

export const LOCAL_USER = { id: "100000000000000001", name: "local user" };
export const LOCAL_APPLICATION_ID = "100000000000000000";

export interface LocalRun {
  routed: Routed;
  callback: WireCallback;
  /** What a deferred reply ends with: the PATCH of the original message, or a follow-up. */
  finished?: { kind: "edit" | "followUp"; body: WireBody };
}

let counter = 0;

export function localBase(user = LOCAL_USER, locale?: string) {
  counter += 1;
  return {
    id: `${Date.now()}${String(counter).padStart(4, "0")}`,
    token: "local-token",
    applicationId: LOCAL_APPLICATION_ID,
    user,
    guildId: null,
    ...(locale ? { locale } : {}),
  };
}

export async function runLocal(router: Router, i: BotInteraction): Promise<LocalRun> {
  const routed = await router.handle(i);
  const callback = callbackBody(routed);
  if (routed.type !== "defer" && routed.type !== "deferUpdate") return { routed, callback };
  return { routed, callback, finished: finishedBody(await routed.finish()) };
}

/**
 * Option values as Discord would deliver them: typed by the command's definition, choices and
 * required options checked. `raw` holds the command line's strings.
 */
export function typedOptions(
  command: CommandModule,
  raw: Record<string, string>,
  opts: { partial?: boolean } = {},
): Record<string, OptionValue> {
  const defs = command.data.toJSON().options ?? [];
  const out: Record<string, OptionValue> = {};
  const names = defs.map((d) => d.name);
  for (const [name, value] of Object.entries(raw)) {
    const def = defs.find((d) => d.name === name);
    if (!def)
      throw new UserError(
        `/${command.data.name} has no option "${name}". Its options: ${names.map((n) => `--${n}`).join(", ") || "none"}.`,
      );
    if (def.type === ApplicationCommandOptionType.Boolean) {
      if (!/^(true|false)$/i.test(value)) throw new UserError(`--${name} takes true or false.`);
      out[name] = value.toLowerCase() === "true";
    } else if (
      def.type === ApplicationCommandOptionType.Integer ||
      def.type === ApplicationCommandOptionType.Number
    ) {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new UserError(`--${name} takes a number.`);
      out[name] = n;
    } else {
      const choices = "choices" in def ? def.choices : undefined;
      if (!opts.partial && choices?.length && !choices.some((c) => String(c.value) === value))
        throw new UserError(`--${name} must be one of: ${choices.map((c) => c.value).join(", ")}.`);
      out[name] = value;
    }
  }
  for (const d of defs)
    if (!opts.partial && "required" in d && d.required && out[d.name] === undefined)
      throw new UserError(`/${command.data.name} needs --${d.name}.`);
  return out;
}

/** The message the user ends up seeing, and how it got there. */
export function shownBody(run: LocalRun): { how: string; body: WireBody | null } {
  const data = (run.callback.json.data ?? null) as Record<string, unknown> | null;
  switch (run.routed.type) {
    case "message":
      return { how: "reply (callback type 4)", body: { json: data ?? {}, files: run.callback.files } };
    case "update":
      return {
        how: "message updated in place (callback type 7)",
        body: { json: data ?? {}, files: run.callback.files },
      };
    case "defer":
      return {
        how: `deferred (callback type 5${run.routed.ephemeral ? ", ephemeral" : ""}), then ${run.finished?.kind === "followUp" ? "a follow-up" : "an edit of the original message"}`,
        body: run.finished?.body ?? null,
      };
    case "deferUpdate":
      return {
        how: `deferred update (callback type 6), then ${run.finished?.kind === "followUp" ? "an ephemeral follow-up" : "an edit of the message"}`,
        body: run.finished?.body ?? null,
      };
    case "autocomplete":
      return { how: "autocomplete choices (callback type 8)", body: null };
    case "modal":
      return { how: "opens a form (callback type 9)", body: null };
  }
}

interface WireEmbed {
  title?: string;
  description?: string;
  fields?: { name: string; value: string }[];
  image?: { url: string };
  footer?: { text: string };
}

interface WireComponent {
  type: number;
  custom_id?: string;
  label?: string;
  disabled?: boolean;
  placeholder?: string;
  options?: { label: string; value: string }[];
  components?: WireComponent[];
  component?: WireComponent;
  value?: string;
}

function describeComponent(c: WireComponent, out: string[]): void {
  if (c.type === ComponentType.ActionRow) {
    const parts: string[] = [];
    for (const inner of c.components ?? []) {
      if (inner.type === ComponentType.Button)
        parts.push(
          `[${inner.label ?? "?"}${inner.disabled ? " (disabled)" : ""} → ${inner.custom_id ?? "link"}]`,
        );
      else describeComponent(inner, out);
    }
    if (parts.length) out.push(`Buttons: ${parts.join(" ")}`);
    return;
  }
  if (c.type === ComponentType.StringSelect)
    out.push(
      `Menu "${c.placeholder ?? ""}" → ${c.custom_id}: ${(c.options ?? []).map((o) => `${o.label} = ${o.value}`).join(" | ")}`,
    );
  if (c.type === ComponentType.Label && c.component) describeComponent(c.component, out);
  if (c.type === ComponentType.TextInput)
    out.push(`Text input ${c.custom_id}${c.value ? `:\n${c.value}` : " (empty)"}`);
}

/** A terminal rendering of the reply. `saved` lists where the attachments were written. */
export function formatRun(run: LocalRun, saved: readonly string[] = []): string {
  const out: string[] = [];
  const { how, body } = shownBody(run);
  out.push(`[${how}]`);
  if (run.routed.type === "autocomplete") {
    for (const c of run.routed.choices) out.push(`  ${c.value}${c.name !== c.value ? `   (${c.name})` : ""}`);
    if (run.routed.choices.length === 0) out.push("  (no suggestions)");
    return out.join("\n");
  }
  if (run.routed.type === "modal") {
    out.push(`Form "${run.routed.modal.title}" → ${run.routed.modal.custom_id}`);
    for (const c of run.routed.modal.components as unknown as WireComponent[]) describeComponent(c, out);
    return out.join("\n");
  }
  if (!body) return out.join("\n");
  const json = body.json as {
    content?: string;
    flags?: number;
    embeds?: WireEmbed[];
    components?: WireComponent[];
  };
  if (json.flags && json.flags & 64) out.push("(only the person who asked sees this)");
  if (json.content) out.push(json.content);
  for (const e of json.embeds ?? []) {
    if (e.title) out.push(`== ${e.title} ==`);
    if (e.description) out.push(e.description);
    for (const f of e.fields ?? []) out.push(`-- ${f.name} --\n${f.value}`);
    if (e.image) out.push(`Image: ${e.image.url}`);
    if (e.footer) out.push(`(${e.footer.text})`);
  }
  for (const c of json.components ?? []) describeComponent(c, out);
  for (const path of saved) out.push(`Wrote ${path}`);
  return out.join("\n");
}

/** Writes the attachments into `dir` (atomically) and returns their paths. */
export function writeAttachments(files: readonly OutFile[], dir: string): string[] {
  if (files.length === 0) return [];
  mkdirSync(dir, { recursive: true });
  return files.map((f) => {
    const path = join(dir, f.name);
    writeFileSync(`${path}.tmp`, f.data);
    renameSync(`${path}.tmp`, path);
    return path;
  });
}
