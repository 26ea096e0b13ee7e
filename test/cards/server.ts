/** A local HTTP server on 127.0.0.1 (port 0) serving the test fixtures, good and broken. */
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface FixtureServer {
  url: (path: string) => string;
  close: () => Promise<void>;
}

export async function startServer(routes: Record<string, Route>): Promise<FixtureServer> {
  const server = createServer((req, res) => {
    const route = routes[req.url ?? ""];
    if (route) route(req, res);
    else {
      res.writeHead(404);
      res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json =
  (body: unknown, status = 200): Route =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };

/** Announces the whole body's length, sends half of it, then drops the connection. */
export const truncated =
  (body: unknown): Route =>
  (_req, res) => {
    const text = JSON.stringify(body);
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.write(text.slice(0, Math.floor(text.length / 2)));
    setTimeout(() => res.socket?.destroy(), 20);
  };
