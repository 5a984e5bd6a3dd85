import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on 127.0.0.1 (port 0 picks a free one) and answers the server's base URL. */
export async function listenOnLoopback(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The whole request body as text. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

/**
 * A fake of an outside service on loopback: `start()` listens on 127.0.0.1 (a free port unless one
 * is given) and sets `base`; `stop()` closes it with its open connections. A fake answers in `serve`.
 */
export abstract class LoopbackFake {
  base = '';
  private readonly server = createServer((request, response) => this.serve(request, response));

  protected abstract serve(request: IncomingMessage, response: ServerResponse): void;

  async start(port = 0): Promise<this> {
    this.base = await listenOnLoopback(this.server, port);
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return closeServer(this.server);
  }
}

/** Answers with what `answer` resolves to, as JSON: the reply of most fake APIs. */
export function replyJson(
  response: ServerResponse,
  answer: Promise<{ status: number; body: unknown }>,
  headers: Record<string, string> = {},
): void {
  void answer.then(({ status, body }) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  });
}
