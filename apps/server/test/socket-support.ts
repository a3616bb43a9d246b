import { SOCKET_PATH } from '@offerpilot/shared';
import { io as connect, type Socket } from 'socket.io-client';

/** Connects a client and answers how the handshake ended: the socket, or the refusal. */
export function handshake(
  url: string,
  auth: Record<string, unknown>,
  opts: { headers?: Record<string, string>; transports?: ('polling' | 'websocket')[] } = {},
): Promise<{ socket: Socket; error?: Error & { data?: { code: number; error: string } } }> {
  const socket = connect(url, {
    path: SOCKET_PATH,
    auth,
    transports: opts.transports ?? ['websocket'],
    extraHeaders: opts.headers,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((done) => {
    socket.once('connect', () => done({ socket }));
    socket.once('connect_error', (error) => {
      socket.close();
      done({ socket, error });
    });
  });
}
