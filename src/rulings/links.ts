/** Official pages and images by card code: links Discord shows; the bot downloads none of them. */

/** The card's page of the official Q&A (the English site). */
export function qaPageUrl(code: string): string {
  return `https://world.digimoncard.com/rule/?card_no=${encodeURIComponent(code)}`;
}

export const ERRATA_PAGE_URL = "https://world.digimoncard.com/rule/errata_card/";
export const RESTRICTIONS_PAGE_URL = "https://world.digimoncard.com/rule/restriction_card/";

/**
 * The official card image of a printing: `BT1-084` (the first printing), `BT1-084_P1` (an
 * alternate art) on the English site, `BT1-084_P1-J` (a Japanese-only printing) on the Japanese
 * one. A corrected card (`BT10-004-Errata` in some catalogs) shares its image with the original.
 */
export function digimonImageUrl(printing: string): string {
  const id = printing.replace(/-Errata$/i, "");
  const ja = /-J$/i.test(id);
  const file = encodeURIComponent(id.replace(/-J$/i, ""));
  return ja
    ? `https://digimoncard.com/images/cardlist/card/${file}.png`
    : `https://world.digimoncard.com/images/cardlist/card/${file}.png`;
}
