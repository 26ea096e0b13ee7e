/**
 * Where the project's own files are. Found by walking up from this module to the folder with
 * the project's package.json, so that the same code works from src/ (run through tsx) and from
 * the bundle in dist/ (`npm run build`), whose modules sit at other depths.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const PACKAGE_NAME = "ruling-bot";

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === PACKAGE_NAME)
      return dir;
    if (dirname(dir) === dir) throw new Error(`cannot find the ${PACKAGE_NAME} project above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** `$SHARED_DATA_DIR`, by default the `shared/data` folder next to the project's folder. */
export function sharedDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SHARED_DATA_DIR && env.SHARED_DATA_DIR.trim() !== "") return env.SHARED_DATA_DIR;
  return join(PROJECT_ROOT, "..", "shared", "data");
}
