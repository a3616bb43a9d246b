// Setup file of the server tests: an outgoing connection to anything but this machine fails the test
// (STYLE.md example 7). Vendors are faked at their HTTP boundary on loopback; nothing leaves the host.
import net from 'node:net';
import { afterEach } from 'vitest';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '::ffff:127.0.0.1']);
const violations: string[] = [];

/** True for a host the tests may reach. */
export function isLocalHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return true;
  const bare = host.replace(/^\[|\]$/g, '');
  return LOOPBACK.has(bare) || (net.isIPv4(bare) && bare.startsWith('127.'));
}

/** The violations seen so far, cleared; for the test that checks the guard itself. */
export function takeViolations(): string[] {
  return violations.splice(0, violations.length);
}

function refuse(where: string): Error {
  violations.push(where);
  return new Error(`Test tried to reach ${where}: only loopback hosts are allowed in tests.`);
}

type ConnectArgs = Parameters<typeof net.Socket.prototype.connect>;

// Every TCP client in Node (http, https, undici's fetch, tls, net.connect) ends in Socket#connect.
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: ConnectArgs) {
  // net.connect passes its normalised arguments as one array: [options, listener].
  const [first, second] = (Array.isArray(args[0]) ? args[0] : args) as unknown[];
  const options =
    typeof first === 'object' && first !== null ? (first as net.TcpNetConnectOpts & { path?: string }) : null;
  const host = options ? options.host : typeof second === 'string' ? second : undefined;
  if (!options?.path && !isLocalHost(host)) {
    const error = refuse(`${host}:${String(options ? options.port : first)}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
} as typeof connect;

// fetch's dispatcher refuses too, before any socket, with the whole origin in the message.
const DISPATCHER = Symbol.for('undici.globalDispatcher.1');
const holder = globalThis as unknown as Record<
  symbol,
  { dispatch: (opts: { origin?: unknown }, handler: unknown) => boolean } | undefined
>;
await fetch('data:,ready'); // makes Node create its global dispatcher without touching the network
const dispatcher = holder[DISPATCHER];
if (dispatcher) {
  holder[DISPATCHER] = new Proxy(dispatcher, {
    get(target, key, receiver) {
      if (key !== 'dispatch') return Reflect.get(target, key, receiver) as unknown;
      return (opts: { origin?: unknown }, handler: unknown) => {
        const origin = String(opts.origin ?? '');
        if (!isLocalHost(URL.canParse(origin) ? new URL(origin).hostname : undefined)) throw refuse(origin);
        return target.dispatch(opts, handler);
      };
    },
  });
}

afterEach(() => {
  const seen = takeViolations();
  if (seen.length) throw new Error(`Outgoing requests to non-loopback hosts: ${seen.join(', ')}`);
});
