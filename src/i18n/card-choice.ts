/**
 * How a card reads in an autocomplete list: the Japanese name first for a Japanese client (or
 * a query typed in Japanese) when the data has one, the English name otherwise.
 */
import type { Locale } from "./locale.ts";
import { term } from "./terms.ts";

/** Discord's limit on a choice's name. */
const CHOICE_NAME_MAX = 100;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

export interface NamedHit {
  code: string;
  name: string;
  nameJa?: string;
  /** "Digimon · Lv.6 · Red/Blue": the data's words, shown in the reply's language. */
  detail?: string;
}

/** A hit's detail ("reprint · Digimon · Lv.6 · Red/Blue") in the reply's language. */
export function hitDetail(detail: string, locale: Locale): string {
  if (locale !== "ja") return detail;
  return detail
    .split(" · ")
    .map((part) =>
      part
        .split("/")
        .map((w) => (w === "reprint" ? "再録" : term(w, locale)))
        .join("/"),
    )
    .join(" · ");
}

export function cardChoiceName(h: NamedHit, locale: Locale, query = "", extra = ""): string {
  const japaneseFirst = h.nameJa !== undefined && (locale === "ja" || JAPANESE.test(query));
  const name = japaneseFirst ? `${h.nameJa}（${h.name}）` : h.name;
  const words = h.detail ? hitDetail(h.detail, locale) : "";
  const detail = words === "" ? "" : locale === "ja" ? ` — ${words}` : ` (${words})`;
  const full = `${h.code} ${name}${detail}${extra}`;
  return full.length <= CHOICE_NAME_MAX ? full : `${full.slice(0, CHOICE_NAME_MAX - 1)}…`;
}
