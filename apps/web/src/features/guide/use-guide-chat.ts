import { useCallback, useState } from 'react';
import type { CareerEvent, CareerThreadDetail, SocketAck } from '@offerpilot/shared';
import { NO_ANSWER } from '../../lib/session-sockets.ts';
import { useSessionSockets } from '../../lib/use-session-sockets.ts';
import { applyCareerEvent, emptyGuideState, type GuideState } from './guide-state.ts';

/**
 * A career guide on its chat socket: the chat starts from the stored events the page loaded and follows the
 * thread from there (each number once), on this device or after a reload on another. An ended guide has no
 * socket. `reply` answers the statement asked (a quick reply's value or the user's own words).
 */
export function useGuideChat(detail: CareerThreadDetail) {
  const active = detail.thread.status === 'active';
  const [state, setState] = useState<GuideState>(() =>
    detail.events.reduce(applyCareerEvent, emptyGuideState(detail.thread.progress.total)),
  );
  const onEvent = useCallback((event: CareerEvent) => setState((s) => applyCareerEvent(s, event)), []);
  const live = useSessionSockets<'career'>(active ? detail.thread.id : null, { onEvent });
  const { sockets } = live;
  const reply = useCallback(
    (text: string, itemId: string | undefined): Promise<SocketAck> =>
      sockets ? sockets.send('reply', { text, itemId }) : Promise.resolve(NO_ANSWER),
    [sockets],
  );
  return { ...live, state, reply };
}
