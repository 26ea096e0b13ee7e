/** The coverage report every game gives: counts, and the most frequent leftovers. */
import { describe, expect, it } from "vitest";
import { coverageReport } from "../../src/games/coverage-report.ts";

describe("coverageReport", () => {
  it("counts cards read, run, both and vanilla, and ranks leftovers by count then by text", () => {
    const r = coverageReport(
      [
        { vanilla: true, unread: [], notExecutable: [] },
        { vanilla: false, unread: ["gain N memory"], notExecutable: [] },
        { vanilla: false, unread: [], notExecutable: ["[On Play]: linking is not modelled"] },
        { vanilla: false, unread: ["gain N memory", "a b"], notExecutable: ["linking is not modelled"] },
        { vanilla: false, unread: [], notExecutable: [], executable: false },
      ],
      1,
    );
    expect(r).toEqual({
      total: 5,
      parsed: 3,
      executable: 2,
      parsedAndExecutable: 1,
      vanilla: 1,
      topUnread: [{ fragment: "gain N memory", count: 2 }],
      topNotExecutable: [{ reason: "linking is not modelled", count: 2 }],
    });
  });
});
