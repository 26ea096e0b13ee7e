/**
 * A throwaway redis-server (Debian's `redis-server` package) on a free loopback port, without
 * persistence, for the Redis tests. `startRedis` resolves to null when the binary is absent;
 * the tests then say so in their names and in the log, instead of passing silently.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const REDIS_BINARY = process.env.REDIS_SERVER_BIN ?? "redis-server";

export function redisAvailable(): boolean {
  return spawnSync(REDIS_BINARY, ["--version"], { stdio: "ignore" }).status === 0;
}

export const REDIS_ABSENT =
  "redis-server is not installed, so the Redis tests cannot run: install Debian's package (apt-get install -y redis-server; .ci/run does it) or set REDIS_SERVER_BIN.";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  for (let tries = 0; ; tries++) {
    const port = await freePort();
    const child: ChildProcess = spawn(
      REDIS_BINARY,
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--loglevel",
        "notice",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5000);
      const check = (c: Buffer) => {
        out += c.toString();
        if (/ready to accept connections/i.test(out)) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout!.on("data", check);
      child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
      child.once("exit", () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    if (ready)
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      };
    child.kill("SIGKILL");
    if (tries >= 2) throw new Error(`redis-server did not start: ${out.trim().slice(0, 500)}`);
  }
}
