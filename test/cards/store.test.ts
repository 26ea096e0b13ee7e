import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ImportError } from "../../src/cards/import.ts";
import { loadValidFile } from "../../src/cards/store.ts";

const schema = z.object({ version: z.literal(1), names: z.array(z.string()) });
const dir = mkdtempSync(join(tmpdir(), "valid-file-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("a stored file read against its schema", () => {
  it("is null when there is no file yet", () => {
    expect(loadValidFile(join(dir, "none.json"), schema, "name list")).toBeNull();
  });

  it("is the data when it fits", () => {
    const path = file("good.json", '{"version":1,"names":["a"]}');
    expect(loadValidFile(path, schema, "name list")).toEqual({ version: 1, names: ["a"] });
  });

  it("names the file and what is wrong when it does not fit", () => {
    const path = file("bad.json", '{"version":2,"names":[]}');
    expect(() => loadValidFile(path, schema, "name list")).toThrow(ImportError);
    expect(() => loadValidFile(path, schema, "name list")).toThrow(`${path} is not a valid name list`);
  });

  it("names the file when it is not JSON", () => {
    const path = file("broken.json", '{"version":');
    expect(() => loadValidFile(path, schema, "name list")).toThrow(path);
  });
});
