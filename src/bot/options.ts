/** Reading slash-command options the same way in every command. */
import type { OptionValue } from "./types.ts";

export function stringOption(options: Record<string, OptionValue>, name: string): string | undefined {
  const v = options[name];
  return typeof v === "string" ? v : undefined;
}

/** `public` defaults to true: a ruling usually settles something the whole channel is discussing. */
export function isPublic(options: Record<string, OptionValue>): boolean {
  return options.public !== false;
}
