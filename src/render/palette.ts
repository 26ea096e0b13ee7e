/**
 * Colours of the PNG view. Players are told apart by colour (blue vs orange, a pair that stays
 * distinct for the common colour-vision deficiencies) and, independently of colour, by the
 * letter in the chip and by the pattern of the chip's left edge (solid vs striped).
 */

import type { EffectStatus, StepKind } from "../engine/trace.ts";

export const COLORS = {
  background: "#ffffff",
  bandAlt: "#f5f6f8",
  rule: "#dde1e6",
  text: "#1f2328",
  muted: "#59636e",
  layerBorder: "#b8c0c8",
  layerFill: "#fbfbfc",
  white: "#ffffff",
  /** The verdict in the PNG header: incomplete (a warning) or complete. */
  incomplete: "#b45309",
  complete: "#15803d",
} as const;

export type EdgePattern = "solid" | "striped" | "dotted" | "checkered";

export interface PlayerStyle {
  /** Strong colour: the chip's edge and letter. */
  strong: string;
  /** Light tint: the chip's fill. */
  tint: string;
  pattern: EdgePattern;
}

/** Player styles by index; players are indexed in sorted order of their ids (A, B, ...). */
export const PLAYER_STYLES: readonly PlayerStyle[] = [
  { strong: "#1d4ed8", tint: "#e6eefc", pattern: "solid" },
  { strong: "#c2410c", tint: "#fdeee3", pattern: "striped" },
  { strong: "#6d28d9", tint: "#f0e9fc", pattern: "dotted" },
  { strong: "#0f766e", tint: "#e2f4f1", pattern: "checkered" },
];

export function playerStyle(index: number): PlayerStyle {
  return PLAYER_STYLES[index % PLAYER_STYLES.length] ?? PLAYER_STYLES[0]!;
}

export const STATUS_COLORS: Record<EffectStatus, string> = {
  pending: "#6b7280",
  activating: "#0e7490",
  activated: "#15803d",
  failed: "#dc2626",
};

export const KIND_COLORS: Record<StepKind, string> = {
  action: "#475569",
  trigger: "#7c3aed",
  "rules-processing": "#0f766e",
  activate: "#15803d",
  fail: "#b91c1c",
  interrupt: "#be185d",
  choice: "#a16207",
  end: "#1f2937",
};

/** Parses "#rrggbb" into [r, g, b]. */
export function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}
