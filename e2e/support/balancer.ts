// A load balancer on loopback in front of server processes, as one address in front of a scaled deployment:
// each request and WebSocket goes to the process a rule names for it, or to the next one alive when that one
// is gone (killed), so a page that reconnects reaches a process that is still there.
import { createServer, request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { RunningServer } from './server.ts';

export interface Balancer {
  url: string;
  /** How many requests and WebSockets each process was given, by its index. */
  served: number[];
  close(): Promise<void>;
}

const alive = (server: RunningServer) =>
  server.process.exitCode === null && server.process.signalCode === null;
const portOf = (server: RunningServer) => Number(new URL(server.url).port);

/** Starts a balancer over `servers`; `prefer` gives the index of the process a request should reach. */
export async function startBalancer(
  servers: RunningServer[],
  prefer: (request: IncomingMessage) => number,
): Promise<Balancer> {
  const upgraded = new Set<Duplex | Socket>();
  const served = servers.map(() => 0);
  const target = (incoming: IncomingMessage) => {
    const first = servers[prefer(incoming)];
    const next = first && alive(first) ? first : servers.find(alive);
    if (!next) return 0;
    const index = servers.indexOf(next);
    served[index] = (served[index] ?? 0) + 1;
    return portOf(next);
  };
  const balancer = createServer((incoming, outgoing) => {
    const upstream = request(
      { host: '127.0.0.1', port: target(incoming), method: incoming.method, path: incoming.url },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
      upstream.setHeader(incoming.rawHeaders[i] ?? '', incoming.rawHeaders[i + 1] ?? '');
    }
    upstream.on('error', () => (outgoing.headersSent ? outgoing.destroy() : outgoing.writeHead(502).end()));
    incoming.pipe(upstream);
  });
  // WebSockets: the handshake as it came, then bytes both ways until either side closes.
  balancer.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = connect(target(incoming), '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    for (const side of [socket, upstream]) {
      upgraded.add(side);
      side.on('error', () => undefined);
      side.on('close', () => {
        upgraded.delete(side);
        socket.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((listening) => balancer.listen(0, '127.0.0.1', listening));
  const address = balancer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((closed) => {
        for (const side of upgraded) side.destroy();
        balancer.closeAllConnections();
        balancer.close(() => closed());
      }),
  };
}
