import type { RealtimeChannel } from '@offerpilot/shared';

/** Says whether a user owns a thread (an interview session); modules that own threads register one. */
export type ThreadAuthorizer = (uid: number, threadId: string, channel: RealtimeChannel) => Promise<boolean>;

/** The registered authorizers; with none, every threadId is refused. */
export function createThreadAuthorizers() {
  const authorizers: ThreadAuthorizer[] = [];
  return {
    /** Adds an authorizer; a thread is allowed when any authorizer allows it. */
    register(authorizer: ThreadAuthorizer): void {
      authorizers.push(authorizer);
    },
    /** True when some registered authorizer says the user owns the thread. */
    async allows(uid: number, threadId: string, channel: RealtimeChannel): Promise<boolean> {
      for (const authorizer of authorizers) {
        if (await authorizer(uid, threadId, channel)) return true;
      }
      return false;
    },
  };
}
export type ThreadAuthorizers = ReturnType<typeof createThreadAuthorizers>;
