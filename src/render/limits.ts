/**
 * Discord's size limits that the renderers and the bot must respect.
 *
 * Lengths are counted in UTF-16 code units (JavaScript `string.length`), which is never fewer
 * than the characters Discord counts, so a text that fits here fits there.
 */

/** Characters in a plain message's content. */
export const MESSAGE_CONTENT_MAX = 2000;
/** Characters in one embed's description. */
export const EMBED_DESCRIPTION_MAX = 4096;
/** Characters in all the embeds of one message together (titles, descriptions, fields, footers...). */
export const EMBEDS_TOTAL_MAX = 6000;
/** Fields in one embed. */
export const EMBED_FIELDS_MAX = 25;
/** Embeds in one message. */
export const EMBEDS_PER_MESSAGE_MAX = 10;
/** Choices an autocomplete answer may offer. */
export const AUTOCOMPLETE_CHOICES_MAX = 25;
/** Characters in one autocomplete choice's name. */
export const CHOICE_NAME_MAX = 100;
/** Bytes of attachments in one message (25 MiB). */
export const ATTACHMENTS_MAX_BYTES = 25 * 1024 * 1024;

/** The smallest page size the text renderer accepts: room for a header and some text. */
export const PAGE_LIMIT_MIN = 100;

/** The PNG renderer's bounds. */
export const PNG_MAX_WIDTH = 1600;
export const PNG_MAX_PART_HEIGHT = 4000;
