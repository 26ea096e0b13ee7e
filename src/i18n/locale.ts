/**
 * The languages replies come in. Discord sends the user's client language with every
 * interaction (`locale`, such as `ja` or `en-US`); the local mode takes `--locale`.
 */
export const LOCALES = ["en", "ja"] as const;
export type Locale = (typeof LOCALES)[number];

/** `ja` → ja; anything else (en-US, en-GB, fr, unset) → en. */
export function localeOf(discordLocale: string | undefined | null): Locale {
  return discordLocale?.toLowerCase().startsWith("ja") ? "ja" : "en";
}
