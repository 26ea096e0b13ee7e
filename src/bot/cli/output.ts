/** How the CLI prints a trace: plain text for people, JSON for programs, PNG files beside. */
import type { Trace } from "../../engine/trace.ts";
import { renderPlainText } from "../../render/text.ts";
import { renderPng } from "../../render/png.ts";
import { checkPngTarget, writePngFile } from "./png-target.ts";

/** The documented JSON contract (README "JSON output"). */
export function traceJson(trace: Trace, extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      game: trace.game,
      edition: trace.edition,
      ...(trace.verdict ? { complete: trace.verdict.complete, gaps: trace.verdict.gaps } : {}),
      ...extra,
      steps: trace.steps.map((s) => ({
        n: s.n,
        kind: s.kind,
        player: s.player,
        card: s.card,
        text: s.text,
        rule: s.rule,
        layers: s.layers,
        ...(s.why ? { why: s.why } : {}),
        ...(s.choices ? { choices: s.choices } : {}),
        ...(s.changes ? { changes: s.changes } : {}),
      })),
      final: trace.final,
    },
    null,
    2,
  );
}

export function traceText(trace: Trace, title: string): string {
  return renderPlainText(trace, { title });
}

/**
 * Writes the PNG(s): `out.png`, or `out-1.png`, `out-2.png` ... when the picture is split. Every
 * target is checked (png-target.ts) before anything is drawn or written.
 */
export function writePngs(trace: Trace, title: string, path: string, force = false): string[] {
  checkPngTarget(path, force);
  const parts = renderPng(trace, { title, game: trace.game });
  const names =
    parts.length === 1 ? [path] : parts.map((_, i) => path.replace(/(\.png)?$/i, `-${i + 1}.png`));
  for (const name of names) checkPngTarget(name, force);
  parts.forEach((buf, i) => writePngFile(names[i]!, buf, force));
  return names;
}
