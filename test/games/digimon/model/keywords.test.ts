/** One record per keyword: each cites the rule that defines it, and the glossary explains that rule. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KEYWORDS } from "../../../../src/games/digimon/model/keywords.ts";
import { glossFor } from "../../../../src/games/digimon/rules-glossary.ts";
import { sharedDataDir } from "../../../../src/paths.ts";

const records = Object.entries(KEYWORDS);
const official = join(sharedDataDir(), "digimon-rules", "comprehensive.md");

/** "Security Attack" is printed <Security A.>, "Use Requirement" <Use Req.>, "Link" <Link +>. */
function printedHead(name: string): string {
  return name.split(" ")[0]!.toLowerCase();
}

describe("keyword records", () => {
  it("cite a defining section (16-x-1), each a different one", () => {
    for (const [key, r] of records) expect(r.section, key).toMatch(/^16-\d+-1$/);
    expect(new Set(records.map(([, r]) => r.section)).size).toBe(records.length);
  });

  it("cite sections the rules glossary explains under the keyword's name", () => {
    for (const [key, r] of records) {
      const gloss = glossFor(r.section);
      expect(gloss, `${key}: ${r.section}`).toBeDefined();
      expect(gloss!.title.toLowerCase(), key).toContain(`<${printedHead(r.name)}`);
    }
  });

  it.skipIf(!existsSync(official))(
    `cite the section the Comprehensive Rules give the keyword (needs ${official})`,
    () => {
      const text = readFileSync(official, "utf8");
      for (const [key, r] of records) {
        const line = text.split("\n").find((l) => l.startsWith(`${r.section}. `));
        expect(line, `${key}: ${r.section}`).toBeDefined();
        expect(line!.toLowerCase(), key).toContain(`<${printedHead(r.name)}`);
      }
    },
  );
});
