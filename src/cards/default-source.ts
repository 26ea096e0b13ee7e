/**
 * Where `npm run cards -- sync` downloads the pool from when CARD_SOURCE_URL is not set: the
 * card list of the community Digimon Card App (https://github.com/TakaOtaku/Digimon-Card-App,
 * the site digimoncard.app), `src/assets/cardlists/DigimonCards.json`, in the format the
 * importer calls "community" (one record per card, alternate arts listed under it, Japanese
 * names). `HEAD` follows the repository's default branch.
 *
 * Licence: the repository carries no licence file; its README credits Bandai, Toei Animation
 * and Akiyoshi Hongo with the cards' images, texts and trademarks. The bot only reads the file
 * at run time into DATA_DIR and never redistributes it; an operator who needs a licensed source
 * sets CARD_SOURCE_URL to one.
 */
export const DEFAULT_CARD_SOURCE_URL =
  "https://raw.githubusercontent.com/TakaOtaku/Digimon-Card-App/HEAD/src/assets/cardlists/DigimonCards.json";

export const DEFAULT_CARD_SOURCE_NAME =
  "the community Digimon Card App's card list (TakaOtaku/Digimon-Card-App)";

/** The one command that fills an empty store. */
export const FILL_STORE_COMMAND = "npm run cards -- sync";
