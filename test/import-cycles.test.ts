/**
 * No runtime import cycle in src/: modules that import each other at load time, directly or
 * through others, are one tangle to read and change. Type-only imports (`import type`,
 * `import { type A }`, `export type ... from`) vanish when compiled, so they are no edge here;
 * a lazy `await import(...)` is not a load-time edge either.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

/** `import ... from "x"`, `export ... from "x"`, `import "x"`: the keyword, what is imported, the path. */
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gms;
const SIDE_EFFECT = /^\s*import\s+["']([^"']+)["']/gm;

function isTypeOnly(typeKeyword: string | undefined, names: string): boolean {
  if (typeKeyword) return true;
  const braces = /^\{([^}]*)\}$/.exec(names.trim());
  if (!braces) return false;
  const inner = braces[1]!
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "");
  return inner.length > 0 && inner.every((n) => n.startsWith("type "));
}

/** The runtime imports between the files of a tree, from their sources (paths relative, normalised). */
export function runtimeGraph(sources: Map<string, string>): Map<string, Set<string>> {
  const resolveSpec = (from: string, spec: string): string | null => {
    if (!spec.startsWith(".")) return null;
    const base = normalize(join(dirname(from), spec));
    for (const candidate of [base, `${base}.ts`, join(base, "index.ts")])
      if (sources.has(candidate)) return candidate;
    return null;
  };
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of sources) {
    const edges = new Set<string>();
    for (const m of text.matchAll(STATEMENT)) {
      if (isTypeOnly(m[2], m[3]!)) continue;
      const target = resolveSpec(file, m[4]!);
      if (target) edges.add(target);
    }
    for (const m of text.matchAll(SIDE_EFFECT)) {
      const target = resolveSpec(file, m[1]!);
      if (target) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The groups of two or more files that reach one another (strongly connected components, Tarjan). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.has(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".d.ts") ? [path] : [];
  });
}

describe("runtime imports", () => {
  it("finds a cycle through value imports and ignores type-only ones", () => {
    const graph = runtimeGraph(
      new Map([
        ["a.ts", 'import { b } from "./b.ts";\nimport type { C } from "./c.ts";'],
        ["b.ts", 'import {\n  type X,\n  a,\n} from "./a.ts";'],
        ["c.ts", 'import { type A } from "./a.ts";\nexport * from "./d";'],
        ["d.ts", 'import "./c.ts";'],
      ]),
    );
    expect(cycles(graph).sort()).toEqual([
      ["a.ts", "b.ts"],
      ["c.ts", "d.ts"],
    ]);
  });

  it("form no cycle in src/", () => {
    const files = tsFiles(join(ROOT, "src"));
    const sources = new Map(files.map((f) => [relative(ROOT, f), readFileSync(f, "utf8")]));
    const graph = runtimeGraph(sources);
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });
});
