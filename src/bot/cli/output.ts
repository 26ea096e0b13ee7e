/** How the CLI prints a trace: plain text for people, JSON for programs, PNG files beside. */
import { writeFileSync, renameSync } from "node:fs";
import type { Trace } from "../../engine/trace.ts";
import { renderPlainText } from "../../render/text.ts";
import { renderPng } from "../../render/png.ts";

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

/** Writes the PNG(s): `out.png`, or `out-1.png`, `out-2.png` ... when the picture is split. */
export function writePngs(trace: Trace, title: string, path: string): string[] {
  const parts = renderPng(trace, { title, game: trace.game });
  const names =
    parts.length === 1 ? [path] : parts.map((_, i) => path.replace(/(\.png)?$/i, `-${i + 1}.png`));
  parts.forEach((buf, i) => {
    const name = names[i]!;
    writeFileSync(`${name}.tmp`, buf);
    renameSync(`${name}.tmp`, name);
  });
  return names;
}
