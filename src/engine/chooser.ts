/**
 * Choosers decide what the rules leave to a player.
 *
 * The documented default (used when nothing else answers):
 * - which pending effect next: the one that triggered first among the acting player's
 *   effects in the layer being served (the order they appear in the layer);
 * - "you may": yes;
 * - targets: the first legal targets in board order, as many as the minimum asks
 *   (at least one when one is allowed).
 */
import type { ChoiceAnswer, ChoiceRequest, Chooser } from "./types.ts";

export function defaultPick(req: ChoiceRequest): string[] {
  if (req.kind === "yesno") return ["yes"];
  const count = Math.min(req.options.length, Math.max(req.min, req.max > 0 ? 1 : 0));
  return req.options.slice(0, count).map((o) => o.id);
}

export const defaultChooser: Chooser = {
  choose: (req) => ({ picked: defaultPick(req), by: "default" }),
};

/** A scripted answer, game-agnostic: the board layer turns the user's `--choose` text into these. */
export interface ScriptedAnswer {
  kind: "order" | "target" | "yes" | "no" | "skip";
  /** Card codes (optionally `CODE#label`) named by the answer, in order. */
  cards: string[];
  /** Only answers a request from this card's effect. */
  for?: string;
  /** Free text of the answer for messages. */
  text: string;
}

/** Lower-case words only, so "<Fortitude>" and "fortitude" compare equal. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9+-]+/g, " ")
    .trim();
}

/**
 * Whether a scripted name fits an option: `CODE`, `CODE#label`, or `CODE(words)` for one of a
 * card's several effects, the words found in the option's detail (its effect's label). Case is
 * ignored.
 */
function matchesCard(name: string, option: { card?: string; detail?: string }): boolean {
  const code = option.card;
  if (!code) return false;
  const m = /^([^(]*)\((.*)\)$/.exec(name);
  if (m && !words(option.detail ?? "").includes(words(m[2]!))) return false;
  // Codes compare without case: a Token's code keeps its name's case ("TOKEN-Paishu").
  const bare = (m ? m[1]! : name).toUpperCase();
  const base = bare.split("#")[0];
  const upper = code.toUpperCase();
  return bare === upper || base === upper || upper.split("#")[0] === bare;
}

/**
 * Answers from a script first, in the order written; what the script does not answer falls
 * back to `fallback`. `unused()` reports the answers no request consumed, so a typo in a
 * script does not pass silently.
 */
export class ScriptedChooser implements Chooser {
  private readonly used = new Set<number>();
  private readonly orderCursor = new Map<number, number>();

  constructor(
    private readonly answers: ScriptedAnswer[],
    private readonly fallback: Chooser = defaultChooser,
  ) {}

  choose(req: ChoiceRequest): ChoiceAnswer {
    const picked = this.fromScript(req);
    return picked ? { picked, by: "script" } : this.fallback.choose(req);
  }

  settled(req: ChoiceRequest): void {
    const i = this.answers.findIndex(
      (a, i) =>
        !this.used.has(i) &&
        a.kind === req.kind &&
        this.addressed(a, req) &&
        a.cards.length > 0 &&
        this.pickByCards(req, a.cards).length === a.cards.length &&
        a.cards.length === req.options.length,
    );
    if (i >= 0) this.used.add(i);
  }

  unused(): ScriptedAnswer[] {
    return this.answers.filter(
      (a, i) => !this.used.has(i) && !(a.kind === "order" && this.orderCursor.has(i)),
    );
  }

  private addressed(a: ScriptedAnswer, req: ChoiceRequest): boolean {
    return a.for === undefined || matchesCard(a.for, { card: req.forCard });
  }

  private fromScript(req: ChoiceRequest): string[] | null {
    for (const [i, a] of this.answers.entries()) {
      if (this.used.has(i) || !this.addressed(a, req)) continue;
      if (req.kind === "yesno" && (a.kind === "yes" || a.kind === "no")) {
        this.used.add(i);
        return [a.kind];
      }
      if (req.kind === "target" && (a.kind === "target" || a.kind === "skip")) {
        if (a.kind === "skip" && req.min === 0) {
          this.used.add(i);
          return [];
        }
        const ids = this.pickByCards(req, a.cards);
        if (ids.length >= Math.max(req.min, 1)) {
          this.used.add(i);
          return ids.slice(0, req.max);
        }
      }
      if (req.kind === "order" && a.kind === "order") {
        const id = this.nextInOrder(i, a, req);
        if (id) return [id];
      }
    }
    return null;
  }

  private pickByCards(req: ChoiceRequest, cards: string[]): string[] {
    const ids: string[] = [];
    for (const name of cards) {
      const option = req.options.find((o) => !ids.includes(o.id) && matchesCard(name, o));
      if (option) ids.push(option.id);
    }
    return ids;
  }

  private nextInOrder(i: number, a: ScriptedAnswer, req: ChoiceRequest): string | null {
    let cursor = this.orderCursor.get(i) ?? 0;
    while (cursor < a.cards.length) {
      const name = a.cards[cursor]!;
      const option = req.options.find((o) => matchesCard(name, o));
      if (option) {
        cursor += 1;
        this.orderCursor.set(i, cursor);
        if (cursor >= a.cards.length) this.used.add(i);
        return option.id;
      }
      // The named effect is not among the choices now: it may come later, so wait.
      return null;
    }
    return null;
  }
}

/** Asks a player a yes-or-no question through the chooser; true for yes. */
export function askYesNo(
  ctx: { choose(req: ChoiceRequest): string[] },
  player: string,
  prompt: string,
  forCard?: string,
): boolean {
  const [answer] = ctx.choose({
    kind: "yesno",
    player,
    prompt,
    options: [
      { id: "yes", label: "yes" },
      { id: "no", label: "no" },
    ],
    min: 1,
    max: 1,
    ...(forCard ? { forCard } : {}),
  });
  return answer === "yes";
}
