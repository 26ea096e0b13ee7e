/** A closed output pipe ends a command quietly; any other output error still surfaces. */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { endQuietlyWhenOutputCloses } from "../src/cli-output.ts";

const failure = (code: string) => Object.assign(new Error(`write ${code}`), { code });

describe("a command's output closed by its reader", () => {
  it("exits with the command's code when the pipe closes (EPIPE)", () => {
    const stream = new EventEmitter();
    const exits: number[] = [];
    endQuietlyWhenOutputCloses(stream, (code) => exits.push(code));
    stream.emit("error", failure("EPIPE"));
    expect(exits).toEqual([0]);
  });

  it("lets any other write error through", () => {
    const stream = new EventEmitter();
    endQuietlyWhenOutputCloses(stream, () => undefined);
    expect(() => stream.emit("error", failure("ENOSPC"))).toThrow(/ENOSPC/);
  });
});
