/** `cli resolve --board ... --action ...`: any board, any action. */
import { findAlternatives } from "../../engine/alternatives.ts";
import { explore } from "../../engine/explorer.ts";
import { alternativeNotes } from "../../render/alternatives-text.ts";
import { gameById } from "../../games/index.ts";
import { renderExplorePng } from "../../render/explore-png.ts";
import { renderExploreText } from "../../render/explore-text.ts";
import { UserError } from "../../games/user-error.ts";
import { type Args, flag, has, rejectExtra, rejectUnknown, textOrFile } from "./args.ts";
import { traceJson, traceText, writePngs } from "./output.ts";
import { citationText, cliCitations } from "./citations.ts";
import { checkPngTarget, writePngFile } from "./png-target.ts";

export function resolveCommand(args: Args, print: (s: string) => void): void {
  rejectExtra(args, 0, "resolve");
  rejectUnknown(args, [
    "board",
    "action",
    "choose",
    "cards",
    "edition",
    "json",
    "png",
    "game",
    "budget",
    "explore",
    "force",
  ]);
  const force = has(args, "force");
  const pngTarget = flag(args, "png");
  // A bad --png target is said before the (possibly long) resolution runs.
  if (pngTarget) checkPngTarget(pngTarget, force);
  const game = gameById(flag(args, "game"));
  const board = textOrFile(flag(args, "board"), "board");
  const action = textOrFile(flag(args, "action"), "action");
  if (!board)
    throw new UserError('Give the board: --board "A: BT4-048[BT2-021] | B: BT2-070" (or --board @file).');
  if (!action) throw new UserError('Give the action: --action "A attacks with BT4-048".');
  const budgetText = flag(args, "budget");
  const budget = budgetText === undefined ? undefined : Number(budgetText);
  if (budget !== undefined && !(Number.isInteger(budget) && budget > 0))
    throw new UserError(`--budget takes a positive whole number, not "${budgetText}".`);
  const request = {
    board,
    action,
    choices: textOrFile(flag(args, "choose"), "choices"),
    cards: textOrFile(flag(args, "cards"), "cards"),
    edition: flag(args, "edition"),
    budget,
  };
  if (has(args, "explore")) {
    const report = explore((fallback) => game.resolveText({ ...request, fallback }).trace);
    print(has(args, "json") ? JSON.stringify(report, null, 2) : renderExploreText(report));
    const png = flag(args, "png");
    if (png) {
      const picture = renderExplorePng(report, `All outcomes: ${action.trim()}`);
      if (!picture) print("The outcome tree is too large to draw legibly; see the text above.");
      else {
        writePngFile(png, picture, force);
        print(`Wrote ${png} (the outcome tree).`);
      }
    }
    return;
  }
  const { trace, notes } = game.resolveText({
    board,
    action,
    choices: textOrFile(flag(args, "choose"), "choices"),
    cards: textOrFile(flag(args, "cards"), "cards"),
    edition: flag(args, "edition"),
    budget,
  });
  const title = action.trim();
  const alternatives = findAlternatives(
    (fallback) => game.resolveText({ ...request, fallback }).trace,
    trace,
  );
  const allNotes = [...notes, ...(alternatives ? alternativeNotes(alternatives) : [])];
  const rulings = cliCitations(game.id, {
    ...request,
    choices: request.choices ?? "",
    edition: trace.edition,
  });
  if (has(args, "json"))
    print(traceJson(trace, { notes: allNotes, ...(alternatives ? { alternatives } : {}), rulings }));
  else {
    print(traceText(trace, title));
    for (const n of allNotes) print(`Note: ${n}`);
    const cited = citationText(rulings);
    if (cited) print(cited);
  }
  const png = flag(args, "png");
  if (png) for (const f of writePngs(trace, title, png, force)) print(`Wrote ${f}`);
}
