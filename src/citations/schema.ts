/** The citations as a breakdown's stored state keeps them (src/bot/resolve-view.ts). */
import { z } from "zod";

export const rulingCitationsSchema = z.object({
  cards: z.array(
    z.object({ code: z.string(), count: z.number().int(), qnos: z.array(z.string()), url: z.string() }),
  ),
  suite: z.array(
    z.object({
      qno: z.string(),
      card: z.string(),
      question: z.string(),
      answer: z.string(),
      status: z.enum(["agreed", "failing", "not-expressible", "not-run"]),
      same_board: z.boolean(),
    }),
  ),
});
