/**
 * "By deleting this Digimon or returning 1 [X] card from your trash to the bottom of the deck, ...",
 * "By trashing the bottom face-down card from under any of your Tamers or your top security card,
 * ...": two costs, either of which pays for the effect (15-7); the player picks one that can be
 * paid. A second cost without a verb of its own takes the first one's; "By trashing 1 card in your
 * hand or placing it face down under any of your [X]s": "it" is a card the first cost names.
 */
import type { Op } from "../../model/index.ts";
import { Cursor } from "../text/cursor.ts";

export function eitherCost(
  c: Cursor,
  firstText: string,
  first: Op[],
  read: (c: Cursor) => Op[] | null,
): Op[] | null {
  return c.try((): Op[] | null => {
    if (!c.is("or\\b")) return null;
    const own = c.try(() => {
      const ops = read(c);
      return ops && c.peek(",") ? ops : null;
    });
    const second = own ?? sharedVerb(c, firstText, read) ?? sharedObject(c, firstText, read);
    return second ? [{ op: "choose", options: [first, second], cost: true }] : null;
  });
}

function sharedVerb(c: Cursor, firstText: string, read: (c: Cursor) => Op[] | null): Op[] | null {
  const verb = /^\s*([a-z]+ing)\b/i.exec(firstText)?.[1];
  if (!verb || c.peek("[a-z]+ing\\b")) return null;
  const head = `${verb} `;
  const rest = c.s.slice(c.i);
  const sub = new Cursor(head + rest);
  const ops = read(sub);
  if (!ops || sub.i <= head.length || !sub.peek(",")) return null;
  c.i += sub.i - head.length;
  return ops;
}

/** "or placing it ...": the second verb on the first cost's cards, as if they were named again. */
function sharedObject(c: Cursor, firstText: string, read: (c: Cursor) => Op[] | null): Op[] | null {
  const object = /^\s*[a-z]+ing\s+(.+?)\s*$/i.exec(firstText)?.[1];
  if (!object) return null;
  return c.try(() => {
    const verb = c.re("([a-z]+ing) it\\b");
    if (!verb) return null;
    const head = `${verb[1]!} ${object}`;
    const sub = new Cursor(head + c.s.slice(c.i));
    const ops = read(sub);
    if (!ops || sub.i <= head.length || !sub.peek(",")) return null;
    c.i += sub.i - head.length;
    return ops;
  });
}
