import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { SessionService } from './session.service.ts';
import type { SessionRow } from './session.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    uid: number;
  }
  interface FastifyContextConfig {
    /** The route stays open while the account is cancelling (PRODUCT.md section 4: locked but withdrawable). */
    whileCancelling?: boolean;
  }
  interface FastifyInstance {
    /**
     * preHandler of every route that needs sign-in: 401 `auth.required` without a live token, 403 while the
     * account is locked, or cancelling unless the route's config says `whileCancelling`.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;
  }
}

/** The token of an `authorization` header: the raw token or `Bearer <token>`. */
export function tokenFromHeader(value: string | undefined): string | null {
  if (!value) return null;
  const token = value.startsWith('Bearer ') ? value.slice(7).trim() : value.trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}

function admit(request: FastifyRequest, session: SessionRow | null): void {
  if (!session) throw new AppError('auth.required');
  if (session.status === 'locked') throw new AppError('auth.accountLocked');
  if (session.status === 'cancelling' && request.routeOptions.config.whileCancelling !== true) {
    throw new AppError('auth.accountCancelling');
  }
  request.uid = session.uid;
}

/** Decorates the app with `authenticate` and requests with `uid`; a cached session costs no promise. */
export function registerAuthenticate(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('uid', 0);
  app.decorate(
    'authenticate',
    (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      const finish = (session: SessionRow | null | undefined): void => {
        try {
          admit(request, session ?? null);
        } catch (err) {
          return done(err as Error);
        }
        done();
      };
      const token = tokenFromHeader(request.headers.authorization);
      const cached = token ? sessions.peek(token) : undefined;
      if (!token || cached) return finish(cached);
      sessions.check(token).then(finish, done);
    },
  );
}
