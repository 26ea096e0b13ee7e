/** "All outcomes" in Japanese (render/explore-words.ts). Prompts, option labels and card codes stay as written. */
import type { ExploreWords } from "../render/explore-words.ts";
import { JA_NOTE_WORDS } from "./notes-ja.ts";

export const JA_EXPLORE_WORDS: ExploreWords = {
  notes: JA_NOTE_WORDS,
  title: (what) => `すべての結果：${what}`,
  exploredAll: (r) =>
    `すべての選択を試しました：選択の状態 ${r.statesVisited} 通りを通る完全な手順 ${r.sequences} 通り（既知の状態への合流 ${r.mergeHits} 回、再実行 ${r.replays} 回）。`,
  budgetRanOut: (r) =>
    `探索の上限に達するまでに ${r.replays} 通りの道筋を試しました。まだ ${r.pending} 通りが残っていたため、下の一覧は不完全かもしれません（試した手順 ${r.sequences} 通り）。`,
  sameOutcome: "どの順に選んでも結果は同じです：選択は結果を変えません。",
  distinctOutcomes: (n) => `異なる結果が ${n} 通りあります：`,
  outcome: (n, paths, example) => `結果 ${n}（手順 ${paths} 通り）、例：${example.join(" → ") || "選択なし"}`,
  differs: "違い：",
  choicePoints: "選択の場面：",
  changesOutcome: "結果が変わる",
  doesNotChange: "結果は変わらない",
  triedAll: (edition) => `未指定の選択はすべて試しました（版 ${edition}）。`,
  scriptedStay: "指定した選択は書いたとおりのままです。",
  sameAsNode: (label, node) => `${label} →（${node}）と同じ`,
  outcomesHeading: "結果",
  outcomeFacts: (paths, facts) => `手順 ${paths} 通り：${facts.join("、") || "結果 1 と同じ"}`,
  pngSummary: (sequences, outcomes, complete) =>
    `試した選択の手順 ${sequences} 通り、${outcomes === 1 ? "選択は結果を変えません" : `異なる結果 ${outcomes} 通り`}${complete ? "" : "（上限に達しました）"}`,
  chip: (n) => `結果 ${n}`,
};
