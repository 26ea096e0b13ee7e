/** Limits that keep bad or hostile input cheap to reject. */

/** Longest text any parser accepts, in UTF-16 code units. */
export const MAX_TEXT_LENGTH = 8000;
/** Most cards one board may hold: listed cards, cards under them, lasting cards and counts of unknown cards. */
export const MAX_CARDS = 400;
/** Largest DP change a mark may carry, either way. */
export const MAX_DP_CHANGE = 1_000_000;
/** Largest memory value a player may have. */
export const MAX_MEMORY = 10;
