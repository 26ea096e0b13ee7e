/** `cli scenario list|show|record`: the scenario library from the command line. */
import { UserError } from "../../games/user-error.ts";
import {
  editionsFor,
  findScenario,
  loadScenarios,
  recordScenario,
  runScenario,
} from "../../scenarios/library.ts";
import { type Args, flag, has, rejectExtra, rejectUnknown } from "./args.ts";
import { traceJson, traceText, writePngs } from "./output.ts";

export function scenarioCommand(args: Args, print: (s: string) => void): void {
  const [sub, id] = args.positional;
  if (sub === "list") {
    rejectUnknown(args, ["game", "json"]);
    rejectExtra(args, 1, "scenario list");
    const game = flag(args, "game");
    const list = loadScenarios().filter((s) => !game || s.game === game);
    if (game && list.length === 0)
      throw new UserError(`No scenarios for the game "${game}". Games: digimon.`);
    if (has(args, "json"))
      print(
        JSON.stringify(
          list.map(({ id, title, game, edition }) => ({ id, title, game, edition })),
          null,
          2,
        ),
      );
    else for (const s of list) print(`${s.id.padEnd(32)} ${s.title}`);
    return;
  }
  if (sub === "show") {
    rejectUnknown(args, ["edition", "json", "png", "force"]);
    rejectExtra(args, 2, "scenario show");
    if (!id)
      throw new UserError(
        "Name a scenario: `scenario show digimon/rules-processing-4` (see `scenario list`).",
      );
    const s = findScenario(id);
    if (!s) throw new UserError(`No scenario "${id}". See \`scenario list\` for the ids.`);
    const edition = flag(args, "edition") ?? s.edition;
    if (!editionsFor(s.game).includes(edition))
      throw new UserError(`Unknown edition "${edition}". Editions: ${editionsFor(s.game).join(", ")}.`);
    const trace = runScenario(s, edition);
    if (has(args, "json")) print(traceJson(trace, { scenario: s.id, title: s.title }));
    else {
      print(traceText(trace, s.title));
      print("");
      print(`About this example: ${s.narrative}`);
      print(`Editions: ${s.editions}`);
    }
    const png = flag(args, "png");
    if (png) for (const f of writePngs(trace, s.title, png, has(args, "force"))) print(`Wrote ${f}`);
    return;
  }
  if (sub === "record") {
    rejectUnknown(args, ["all"]);
    const targets = has(args, "all")
      ? loadScenarios()
      : [findScenario(id ?? "")].filter((x) => x !== undefined);
    if (targets.length === 0) throw new UserError("Name a scenario to record, or --all.");
    for (const s of targets) {
      recordScenario(s);
      print(`Recorded the expected runs of ${s.id}.`);
    }
    return;
  }
  throw new UserError("Use `scenario list`, `scenario show <id>` or `scenario record <id>|--all`.");
}
