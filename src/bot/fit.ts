/**
 * Discord's size limits, enforced on every outgoing message as a last line of defence: the
 * handlers already aim inside them, this makes sure nothing slips past (a long card name in a
 * title, a note that grew). The shared limits live in src/render/limits.ts; the ones only the
 * bot needs are here.
 */
import type { APIEmbed } from "discord-api-types/v10";
import {
  ATTACHMENTS_MAX_BYTES,
  AUTOCOMPLETE_CHOICES_MAX,
  CHOICE_NAME_MAX,
  EMBED_DESCRIPTION_MAX,
  EMBED_FIELDS_MAX,
  EMBEDS_PER_MESSAGE_MAX,
  EMBEDS_TOTAL_MAX,
  MESSAGE_CONTENT_MAX,
} from "../render/limits.ts";
import type { Choice, OutMessage } from "./types.ts";

export const EMBED_TITLE_MAX = 256;
export const FIELD_NAME_MAX = 256;
export const FIELD_VALUE_MAX = 1024;
export const FOOTER_MAX = 2048;
export const CUSTOM_ID_MAX = 100;
export const CHOICE_VALUE_MAX = 100;
export const SELECT_OPTIONS_MAX = 25;
export const SELECT_TEXT_MAX = 100;
export const SELECT_PLACEHOLDER_MAX = 150;
export const BUTTON_LABEL_MAX = 80;
export const ROWS_MAX = 5;
export const MODAL_TITLE_MAX = 45;
export const TEXT_INPUT_MAX = 4000;
export const ATTACHMENTS_PER_MESSAGE_MAX = 10;

/** Cuts `text` to `max` characters, ending with "…" when it had to cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

function embedSize(e: APIEmbed): number {
  let n = (e.title?.length ?? 0) + (e.description?.length ?? 0) + (e.footer?.text.length ?? 0);
  n += e.author?.name.length ?? 0;
  for (const f of e.fields ?? []) n += f.name.length + f.value.length;
  return n;
}

function fitEmbed(e: APIEmbed): APIEmbed {
  const out: APIEmbed = { ...e };
  if (out.title !== undefined) out.title = clip(out.title, EMBED_TITLE_MAX);
  if (out.description !== undefined) out.description = clip(out.description, EMBED_DESCRIPTION_MAX);
  if (out.footer) out.footer = { ...out.footer, text: clip(out.footer.text, FOOTER_MAX) };
  if (out.fields)
    out.fields = out.fields.slice(0, EMBED_FIELDS_MAX).map((f) => ({
      ...f,
      name: clip(f.name, FIELD_NAME_MAX),
      value: clip(f.value, FIELD_VALUE_MAX),
    }));
  return out;
}

/** The message cut to Discord's limits: never longer, never more of anything than allowed. */
export function fitMessage(msg: OutMessage): OutMessage {
  const out: OutMessage = { ...msg };
  if (out.content !== undefined) out.content = clip(out.content, MESSAGE_CONTENT_MAX);
  if (out.embeds) {
    const embeds = out.embeds.slice(0, EMBEDS_PER_MESSAGE_MAX).map(fitEmbed);
    // Over the total: shorten descriptions from the last embed back, then drop fields.
    let excess = embeds.reduce((n, e) => n + embedSize(e), 0) - EMBEDS_TOTAL_MAX;
    for (let i = embeds.length - 1; i >= 0 && excess > 0; i--) {
      const e = embeds[i]!;
      const d = e.description ?? "";
      const keep = Math.max(0, d.length - excess);
      if (d) {
        e.description = clip(d, Math.max(1, keep));
        excess -= d.length - e.description.length;
      }
      while (excess > 0 && e.fields?.length) {
        const f = e.fields.pop()!;
        excess -= f.name.length + f.value.length;
      }
    }
    out.embeds = embeds;
  }
  if (out.components) out.components = out.components.slice(0, ROWS_MAX);
  if (out.files) {
    let total = 0;
    out.files = out.files.slice(0, ATTACHMENTS_PER_MESSAGE_MAX).filter((f) => {
      total += f.data.length;
      return total <= ATTACHMENTS_MAX_BYTES;
    });
  }
  return out;
}

/** Autocomplete answers within the limits: 25 choices, names of 1 to 100 characters, values no longer than 100. */
export function fitChoices(choices: readonly Choice[]): Choice[] {
  const seen = new Set<string>();
  const out: Choice[] = [];
  for (const c of choices) {
    // A cut value would be a different value: such a choice is left out instead.
    if (c.value.length > CHOICE_VALUE_MAX) continue;
    const value = c.value;
    const name = clip(c.name.replace(/\s+/g, " ").trim(), CHOICE_NAME_MAX) || value;
    if (!value || !name || seen.has(value)) continue;
    seen.add(value);
    out.push({ name, value });
    if (out.length === AUTOCOMPLETE_CHOICES_MAX) break;
  }
  return out;
}
