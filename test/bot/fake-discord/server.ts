/**
 * A local stand-in for Discord on 127.0.0.1: the REST endpoints the bot and discord.js use, and
 * a gateway (ws) that speaks enough of the protocol for the real discord.js Client: HELLO,
 * IDENTIFY → READY, heartbeats and their ACKs, RESUME → RESUMED, and dispatches. Everything it
 * receives is recorded for the tests to assert on.
 */
import { randomBytes } from "node:crypto";
import { type IncomingHttpHeaders, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { type Part, boundaryOf, parseMultipart } from "./multipart.ts";

export const FAKE_TOKEN = "MTAwMDAwMDAwMDAwMDAwMDk5.GfakeX.ZmFrZS10b2tlbi1mb3ItdGVzdHMtb25seS0xMjM0";
export const APP_ID = "100000000000000042";
export const BOT_USER = {
  id: APP_ID,
  username: "RulingBot",
  discriminator: "0",
  global_name: null,
  avatar: null,
  bot: true,
};

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The JSON body, or payload_json of a multipart body. */
  json?: unknown;
  parts?: Part[];
}

export interface GatewayFrame {
  op: number;
  d: unknown;
  s?: number | null;
  t?: string | null;
}

interface Session {
  id: string;
  seq: number;
  shard: [number, number];
  socket: WebSocket;
}

/**
 * What the stand-in does with the next webhook request instead of answering it: an HTTP error
 * (429 with retry-after, 500...), or a connection fault. "drop" closes the connection, "reset"
 * resets it (RST) and "stall" never answers, each without acting on the request; "lose-answer"
 * acts on it (the edit or follow-up is made) and then drops the connection before answering.
 */
export type WebhookFault =
  | { status: number; headers?: Record<string, string>; json?: unknown }
  | { fault: "drop" | "reset" | "stall" | "lose-answer" };

export interface FakeDiscordOptions {
  token?: string;
  heartbeatInterval?: number;
  /** Shards /gateway/bot recommends. */
  shards?: number;
}

export class FakeDiscord {
  readonly requests: RecordedRequest[] = [];
  /** Answers the next webhook requests get instead of success (429 with retry-after, 500...). */
  readonly webhookFaults: WebhookFault[] = [];
  /** Webhook edits and follow-ups the stand-in acted on (made or changed a message). */
  readonly delivered: RecordedRequest[] = [];
  /** The same faults for interaction callbacks. */
  readonly callbackFaults: WebhookFault[] = [];
  /** Asked for each webhook or callback request when its queue is empty: random fault injection. */
  faultFor?: (rec: RecordedRequest) => WebhookFault | undefined;
  /** False: requests are not kept in `requests` (long soak runs); `delivered` still is. */
  record = true;
  /** Every gateway frame a client sent, in order. */
  readonly received: GatewayFrame[] = [];
  /** The URLs clients connected to (path and query). */
  readonly connections: string[] = [];
  private sessions: Session[] = [];
  private waiters: (() => void)[] = [];
  private readonly token: string;

  private constructor(
    private readonly server: Server,
    private readonly wss: WebSocketServer,
    private readonly opts: FakeDiscordOptions,
  ) {
    this.token = opts.token ?? FAKE_TOKEN;
  }

  static async start(opts: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const server = createServer();
    const wss = new WebSocketServer({ server });
    const fake = new FakeDiscord(server, wss, opts);
    server.on("request", (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://127.0.0.1");
        const body = Buffer.concat(chunks);
        const rec: RecordedRequest = {
          method: req.method ?? "GET",
          path: decodeURIComponent(url.pathname),
          query: url.searchParams,
          headers: req.headers,
          body,
        };
        const boundary = boundaryOf(req.headers["content-type"]);
        if (boundary) {
          rec.parts = parseMultipart(body, boundary);
          const payload = rec.parts.find((p) => p.name === "payload_json");
          if (payload) rec.json = JSON.parse(payload.data.toString("utf8"));
        } else if (body.length && /json/.test(req.headers["content-type"] ?? ""))
          rec.json = JSON.parse(body.toString("utf8"));
        if (fake.record) fake.requests.push(rec);
        const fault = fake.takeFault(rec);
        const conn = fault && "fault" in fault ? fault.fault : undefined;
        if (conn === "drop" || conn === "reset" || conn === "stall") {
          if (conn === "drop") req.socket.destroy();
          else if (conn === "reset") req.socket.resetAndDestroy();
          else {
            fake.stalled.add(res);
            res.once("close", () => fake.stalled.delete(res));
          }
          fake.wake();
          return;
        }
        const { status, json, headers } = fault && "status" in fault ? fault : fake.route(rec);
        if (conn === "lose-answer") {
          req.socket.destroy();
          fake.wake();
          return;
        }
        const out = json === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(json));
        res.writeHead(status, {
          ...(json === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        });
        res.end(out);
        fake.wake();
      });
    });
    wss.on("connection", (socket, req) => fake.onConnection(socket, req.url ?? "/"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return fake;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  private readonly stalled = new Set<ServerResponse>();

  private isWebhook(rec: RecordedRequest): boolean {
    return /^\/api\/v10\/webhooks\/\d+\/[^/]+(\/messages\/@original)?$/.test(rec.path);
  }

  private isCallback(rec: RecordedRequest): boolean {
    return /^\/api\/v10\/interactions\/\d+\/[^/]+\/callback$/.test(rec.path);
  }

  /** The fault this webhook or callback request meets, if any: the queue's next, or faultFor's. */
  private takeFault(rec: RecordedRequest): WebhookFault | undefined {
    const webhook = this.isWebhook(rec);
    if (!webhook && !this.isCallback(rec)) return undefined;
    const queued = (webhook ? this.webhookFaults : this.callbackFaults).shift();
    return queued ?? this.faultFor?.(rec);
  }

  private authorized(rec: RecordedRequest): boolean {
    return rec.headers.authorization === `Bot ${this.token}`;
  }

  private route(rec: RecordedRequest): { status: number; json?: unknown; headers?: Record<string, string> } {
    const p = rec.path.replace(/^\/api\/v10/, "");
    const unauthorized = { status: 401, json: { message: "401: Unauthorized", code: 0 } };
    if (rec.method === "GET" && p === "/gateway/bot") {
      if (!this.authorized(rec)) return unauthorized;
      return {
        status: 200,
        json: {
          url: this.gatewayUrl,
          shards: this.opts.shards ?? 1,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
        },
      };
    }
    if (rec.method === "GET" && p === "/users/@me")
      return this.authorized(rec) ? { status: 200, json: BOT_USER } : unauthorized;
    const commands = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(p);
    if (rec.method === "PUT" && commands) {
      if (!this.authorized(rec)) return unauthorized;
      const list = Array.isArray(rec.json) ? (rec.json as Record<string, unknown>[]) : [];
      return {
        status: 200,
        json: list.map((c, i) => ({
          ...c,
          id: `2000000000000000${String(i).padStart(2, "0")}`,
          application_id: commands[1],
          ...(commands[2] ? { guild_id: commands[2] } : {}),
          version: "1",
        })),
      };
    }
    if (rec.method === "POST" && /^\/interactions\/\d+\/[^/]+\/callback$/.test(p)) {
      const id = /^\/interactions\/(\d+)\//.exec(p)![1]!;
      if (this.acknowledged.has(id))
        return { status: 400, json: { message: "Interaction has already been acknowledged.", code: 40060 } };
      this.acknowledged.add(id);
      return { status: 204 };
    }
    const webhook = /^\/webhooks\/(\d+)\/([^/]+)(\/messages\/@original)?$/.exec(p);
    if (webhook && (rec.method === "PATCH" || rec.method === "POST")) {
      this.delivered.push(rec);
      return {
        status: 200,
        json: { id: "300000000000000001", channel_id: "400000000000000001", ...(rec.json as object) },
      };
    }
    if (webhook && rec.method === "DELETE") return { status: 204 };
    return { status: 404, json: { message: "404: Not Found", code: 0 } };
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves with the first recorded request (from `from` on) that satisfies `pred`. */
  async waitFor(pred: (r: RecordedRequest) => boolean, timeoutMs = 8000, from = 0): Promise<RecordedRequest> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.requests.slice(from).find(pred);
      if (hit) return hit;
      if (Date.now() > deadline)
        throw new Error("The stand-in did not receive the expected request in time.");
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 50);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Resolves once a gateway frame satisfying `pred` has arrived (searching from index `from`). */
  async waitForFrame(pred: (f: GatewayFrame) => boolean, timeoutMs = 8000, from = 0): Promise<GatewayFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.received.slice(from).find(pred);
      if (hit) return hit;
      if (Date.now() > deadline) throw new Error("The gateway did not receive the expected frame in time.");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private send(socket: WebSocket, frame: GatewayFrame): void {
    socket.send(JSON.stringify(frame));
  }

  private onConnection(socket: WebSocket, url: string): void {
    this.connections.push(url);
    this.send(socket, {
      op: 10,
      d: { heartbeat_interval: this.opts.heartbeatInterval ?? 45_000 },
      s: null,
      t: null,
    });
    socket.on("message", (raw) => {
      let frame: GatewayFrame;
      try {
        frame = JSON.parse(String(raw)) as GatewayFrame;
      } catch {
        socket.close(4002, "Decode error");
        return;
      }
      this.received.push(frame);
      const d = (frame.d ?? {}) as Record<string, unknown>;
      switch (frame.op) {
        case 1:
          this.send(socket, { op: 11, d: null });
          break;
        case 2: {
          if (d.token !== this.token) {
            socket.close(4004, "Authentication failed.");
            return;
          }
          const shard = (Array.isArray(d.shard) ? d.shard : [0, 1]) as [number, number];
          const session: Session = { id: randomBytes(8).toString("hex"), seq: 0, shard, socket };
          this.sessions = this.sessions.filter((s) => s.shard[0] !== shard[0]);
          this.sessions.push(session);
          this.dispatchTo(session, "READY", {
            v: 10,
            user: BOT_USER,
            guilds: [],
            session_id: session.id,
            resume_gateway_url: this.gatewayUrl,
            shard,
            application: { id: APP_ID, flags: 0 },
          });
          break;
        }
        case 6: {
          const session = this.sessions.find((s) => s.id === d.session_id);
          if (!session || d.token !== this.token) {
            this.send(socket, { op: 9, d: false });
            return;
          }
          session.socket = socket;
          this.dispatchTo(session, "RESUMED", {});
          break;
        }
        default:
          break;
      }
    });
  }

  private dispatchTo(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    this.send(session.socket, { op: 0, t, s: session.seq, d });
  }

  /** The sessions the stand-in knows (one per shard). */
  get sessionIds(): string[] {
    return this.sessions.map((s) => s.id);
  }

  /** Sends a dispatch event on the open session of shard 0 (or the only one). */
  dispatch(t: string, d: unknown): void {
    const session = this.sessions.find((s) => s.socket.readyState === 1);
    if (!session) throw new Error("No gateway session is open.");
    this.dispatchTo(session, t, d);
  }

  /** Closes the gateway connection from the server side: a close code, or a dropped socket. */
  dropGateway(code?: number): void {
    for (const s of this.sessions) {
      if (code === undefined) s.socket.terminate();
      else s.socket.close(code, "Closed by the stand-in");
    }
  }

  private readonly acknowledged = new Set<string>();

  async close(): Promise<void> {
    for (const res of this.stalled) res.destroy();
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
