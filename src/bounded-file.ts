/**
 * Reading a file a user named, safely: only a regular file (not a device such as /dev/zero, a
 * FIFO that may never end, or a folder), and at most `maxBytes`, checked before reading and
 * again while reading (a file that grows is cut off, not followed).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";

export class FileRefused extends Error {}

function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(0)} MiB`
    : `${Math.round(bytes / 1024)} KiB`;
}

export function readBoundedText(path: string, maxBytes: number): string {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO must not wait for a writer before we can refuse it.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw new FileRefused(`cannot open ${path} (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new FileRefused(`${path} is a folder, not a file`);
    if (!st.isFile())
      throw new FileRefused(`${path} is not a regular file (a device, pipe or socket); give a file`);
    if (st.size > maxBytes)
      throw new FileRefused(
        `${path} is ${describeSize(st.size)}, more than the ${describeSize(maxBytes)} allowed`,
      );
    const chunks: Buffer[] = [];
    let used = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, maxBytes + 1 - used));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      used += n;
      if (used > maxBytes) throw new FileRefused(`${path} grew past the ${describeSize(maxBytes)} allowed`);
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    closeSync(fd);
  }
}
