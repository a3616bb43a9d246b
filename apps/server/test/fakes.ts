import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface FakeHttp {
  url: string;
  requests: { method: string; path: string; query: URLSearchParams; body: string }[];
  close(): Promise<void>;
}

/** A vendor's HTTP boundary on loopback: the test decides every answer. */
export async function fakeHttp(
  answer: (
    req: { method: string; path: string; query: URLSearchParams; body: string },
    res: ServerResponse,
  ) => void,
): Promise<FakeHttp> {
  const requests: FakeHttp['requests'] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const seen = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
      requests.push(seen);
      answer(seen, res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Sends a JSON answer. */
export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
