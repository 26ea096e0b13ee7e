/**
 * After "When a Digimon card with the [X] trait is trashed from your hand,": "this Digimon may
 * digivolve into that card", "you may play 1 of them with the play cost reduced by 2". "That card"
 * and "them" are the cards the trigger's event put in the trash that the condition names, read as
 * a card from the trash that must be one of those (`triggerCards`).
 */
import type { Op, TriggerCondition } from "../../model/index.ts";
import type { Clause } from "../reading.ts";

const INTO_THAT_CARD = /\bdigivolve into that card\b/i;
const PLAY_ONE_OF_THEM = /\bplay 1 of them\b/i;

export function triggerCardsSentence(
  text: string,
  when: TriggerCondition | undefined,
  read: (text: string) => Clause | null,
): Clause | null {
  if (when?.on !== "handTrashed" || !when.card) return null;
  const said = INTO_THAT_CARD.test(text)
    ? text.replace(INTO_THAT_CARD, "digivolve into a card in the trash")
    : PLAY_ONE_OF_THEM.test(text)
      ? text.replace(PLAY_ONE_OF_THEM, "play 1 card from your trash")
      : null;
  const cl = said ? read(said) : null;
  if (!cl || cl.cost || cl.condition) return null;
  let marked = 0;
  const card = when.card;
  const mark = (op: Op): Op => {
    if (op.op === "may" && !op.cost) return { ...op, then: op.then.map(mark) };
    if (op.op === "digivolveBy" && op.from === "trash" && Object.keys(op.into).length === 0) {
      marked++;
      return { ...op, into: card, triggerCards: true };
    }
    if (op.op === "playFrom" && op.from === "trash" && Object.keys(op.filter).length === 0) {
      marked++;
      return { ...op, filter: card, triggerCards: true };
    }
    return op;
  };
  const ops = cl.ops.map(mark);
  return marked === 1 && ops.length === 1 ? { ...cl, ops } : null;
}
