/**
 * Where `--png` may write: a new file, or an existing PNG picture. An existing file that is not a
 * PNG is left alone unless `--force`; a folder, a special file or a missing folder is a clear
 * message (exit 2). The picture goes to a temporary file beside the target and is renamed over
 * it, and the temporary file is removed whatever fails, so nothing is left half-written.
 */
import { randomBytes } from "node:crypto";
import { closeSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { UserError } from "../../games/user-error.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function startsLikePng(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const head = Buffer.alloc(PNG_SIGNATURE.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(PNG_SIGNATURE);
  } finally {
    closeSync(fd);
  }
}

/** Throws a UserError saying why `path` cannot take the picture. */
export function checkPngTarget(path: string, force: boolean): void {
  if (path === "" || /[/\\]$/.test(path))
    throw new UserError(`--png needs a file name such as out.png, not the folder "${path}".`);
  const folder = dirname(resolve(path));
  let folderStat;
  try {
    folderStat = statSync(folder);
  } catch {
    throw new UserError(`Cannot write ${path}: the folder ${folder} does not exist.`);
  }
  if (!folderStat.isDirectory()) throw new UserError(`Cannot write ${path}: ${folder} is not a folder.`);
  let st;
  try {
    st = statSync(path);
  } catch {
    return; // A new file.
  }
  if (st.isDirectory())
    throw new UserError(`${path} is a folder: give --png a file name inside it, such as ${path}/out.png.`);
  if (!st.isFile())
    throw new UserError(`${path} is not a regular file (a device, pipe or socket); not writing to it.`);
  if (!force && !startsLikePng(path))
    throw new UserError(
      `${path} already exists and is not a PNG picture, so it was left alone. Pass --force to overwrite it, or choose another name.`,
    );
}

/** Writes `data` to `path` through a temporary file beside it; checks the target first. */
export function writePngFile(path: string, data: Buffer, force: boolean): void {
  checkPngTarget(path, force);
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(tmp, data, { flag: "wx" });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new UserError(
      `Could not write ${path} (${(e as NodeJS.ErrnoException).code ?? "error"}); nothing was left behind.`,
    );
  }
}
