/**
 * What of one card the engine could not read or does not run, kept with the card in the
 * registry so that a ruling's verdict (verdict.ts) can say which of it could have mattered.
 */
import type { GapKind } from "../../../engine/verdict.ts";
import type { Ability, CardDef, Timing } from "../model/index.ts";
import type { CompiledCard } from "../compiler/card.ts";
import type { TextDamage } from "../../../cards/text-damage.ts";

/** The event that must happen to the card itself for an ability to act; none: it may act any time. */
export type GapEvent = "play" | "digivolve" | "attack" | "deletion" | "security";

export interface CardGap {
  kind: GapKind;
  text: string;
  why: string;
  event?: GapEvent;
}

const HEADER_EVENTS: [RegExp, GapEvent][] = [
  [/^\s*"?\[On Play\]/i, "play"],
  [/^\s*"?\[When Digivolving\]/i, "digivolve"],
  [/^\s*"?\[When Attacking\]/i, "attack"],
  [/^\s*"?\[On Deletion\]/i, "deletion"],
  [/^\s*"?\[Security\]/i, "security"],
];

const TIMING_EVENTS: Partial<Record<Timing, GapEvent>> = {
  onPlay: "play",
  whenDigivolving: "digivolve",
  whenAttacking: "attack",
  onDeletion: "deletion",
  security: "security",
};

/** The event an ability's printed header waits for ("[On Play] ..."), if it is only that one. */
export function headerEvent(text: string): GapEvent | undefined {
  const body = text.replace(/^the ability "/, "");
  // "[On Play] [When Digivolving] ...": either event; only a single header is exempt.
  const found = HEADER_EVENTS.filter(([re]) => re.test(body));
  if (found.length !== 1) return undefined;
  const rest = body.replace(found[0]![0], "");
  return HEADER_EVENTS.some(([re]) => re.test(rest)) ? undefined : found[0]![1];
}

const withEvent = (g: CardGap, event: GapEvent | undefined): CardGap => (event ? { ...g, event } : g);

/** Gaps from a compiled card: abilities left out, loose unread text, parsed abilities the engine does not run. */
export function cardGaps(c: CompiledCard): CardGap[] {
  const out: CardGap[] = [];
  for (const a of c.leftOut) {
    const parts = c.unread.filter((u) => a.includes(u.fragment)).map((u) => `"${u.fragment}"`);
    const why = parts.length
      ? `the compiler could not read ${parts.join(", ")}`
      : "the compiler could not read it";
    out.push(withEvent({ kind: "text not read", text: a, why }, headerEvent(a)));
  }
  for (const u of c.unread)
    if (!c.leftOut.some((a) => a.includes(u.fragment)))
      out.push(
        withEvent(
          {
            kind: "text not read",
            text: u.fragment,
            why: "the compiler could not read this part of the text",
          },
          headerEvent(u.fragment),
        ),
      );
  const all = [...c.def.abilities, ...c.def.inherited, ...c.def.security];
  for (const reason of c.notExecutable) {
    const at = reason.indexOf(": ");
    const id = at < 0 ? "" : reason.slice(0, at);
    const ability: Ability | undefined = all.find((a) => a.id === id);
    out.push(
      withEvent(
        {
          kind: "ability not executed",
          text: ability?.label ?? reason,
          why: at < 0 ? reason : reason.slice(at + 2),
        },
        ability?.timing ? TIMING_EVENTS[ability.timing] : undefined,
      ),
    );
  }
  return out;
}

/** Gaps from a stored record whose text lost keywords (src/cards/text-damage.ts): its data is missing there. */
export function damageGaps(damage: TextDamage[]): CardGap[] {
  return damage.map((d) => ({
    kind: "card data missing",
    text: `"${d.excerpt}"`,
    why:
      d.field === "link"
        ? "the stored record gives link DP or a link effect but no [Link] requirement line, so the Digimon it may link to and its link cost are not known: the link action is refused, and an effect may link it without that check; import a corrected card list"
        : `the stored ${d.field === "effect" ? "" : `${d.field} `}text lost a keyword here (an empty <> or a double space), so what the card does there is not known; import a corrected card list`,
  }));
}

/** Gaps from the unread descriptions alone (cards written inline, whose compile result is not kept). */
export function unreadGaps(unread: string[]): CardGap[] {
  return unread.map((u) =>
    withEvent({ kind: "text not read", text: u, why: "the compiler could not read it" }, headerEvent(u)),
  );
}

/** Whether a card's text works from the hand or the trash ("[Hand]", "[Trash]", "[Counter]", <Blast Digivolve>). */
export function worksFromHiddenZone(def: CardDef, zone: "hand" | "trash"): boolean {
  const text = def.text ?? "";
  return zone === "hand" ? /\[Hand\]|\[Counter\]|<Blast/i.test(text) : /\[Trash\]/i.test(text);
}
