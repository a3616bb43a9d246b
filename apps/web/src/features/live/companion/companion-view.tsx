import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanionSession } from '@offerpilot/shared';
import { currentAndEarlier, useFadingList } from '../hint/fading-list.ts';
import { HintView } from '../hint/hint-view.tsx';
import { bankKey, questionTypeKey } from '../hint/labels.ts';
import type { LiveQuestion } from '../live-state.ts';
import { useLiveSession } from '../session/use-live-session.ts';
import { companionNotice } from './companion-rules.ts';

function Meta({ question }: { question: LiveQuestion }) {
  const { t, i18n } = useTranslation();
  const sources = question.hint?.sources;
  if (!question.hint?.done || !sources) return null;
  return (
    <p className="cp-meta" data-testid="companion-grounding">
      {t(bankKey(sources.bankQuestionId !== null))} ·{' '}
      {t(questionTypeKey(sources.questionType, (key) => i18n.exists(key)))}
      {sources.company ? ` · ${sources.company}` : ''}
    </p>
  );
}

/**
 * The phone's glance (PRODUCT.md section 3): the latest hint big with its question above it, the transcript
 * small below; "main screen audio offline" while the main screen's audio is not connected; the end said plainly.
 */
export function CompanionView({
  session,
  token,
  onDropped,
}: {
  session: CompanionSession;
  token: string;
  /** The server closed or refused the socket: the credential is read again (unpaired? ended?). */
  onDropped: () => void;
}) {
  const { t } = useTranslation();
  const threadEnded = session.thread.status === 'ended';
  const live = useLiveSession(threadEnded ? null : session.thread.id, { audio: false, token });
  const newestFirst = useMemo(() => [...live.model.questions].reverse(), [live.model.questions]);
  const shown = useFadingList(newestFirst);
  const notice = companionNotice({
    threadEnded,
    session: live.session,
    presence: live.presence,
    chat: live.chat,
    refused: live.refused?.error ?? null,
  });
  // socket.io does not reconnect a socket the server closed or refused: the credential says what happened.
  const problem = live.chat.problem?.kind;
  const dropped = problem === 'refused' || problem === 'disconnected' || live.refused !== null;
  const drop = useRef(onDropped);
  useEffect(() => {
    drop.current = onDropped;
  });
  useEffect(() => {
    if (dropped) drop.current();
  }, [dropped]);
  const { current, earlier } = currentAndEarlier(shown, newestFirst[0]?.id);

  return (
    <div className="cp-follow" data-testid="companion-view">
      {notice && (
        <p className={`cp-banner cp-banner-${notice}`} role="status" data-testid={`companion-${notice}`}>
          {t(`companion.notice.${notice}`)}
        </p>
      )}
      {current ? (
        <section
          key={current.item.id}
          className="cp-now live-fade"
          data-leaving={current.leaving || undefined}
          aria-labelledby="companion-question"
          data-testid="companion-current"
        >
          <div className="live-fade-inner">
            <p className="cp-question" id="companion-question" data-testid="companion-question">
              {current.item.text}
            </p>
            {current.item.hint ? (
              <HintView
                text={current.item.hint.text}
                writing={!current.item.hint.done}
                testId="companion-hint"
              />
            ) : (
              <p className="cp-waiting">{t('companion.thinking')}</p>
            )}
            <Meta question={current.item} />
          </div>
        </section>
      ) : (
        <p className="cp-card cp-waiting" data-testid="companion-empty">
          {t('companion.empty')}
        </p>
      )}
      {live.model.transcript.length > 0 && (
        <section className="cp-transcript" aria-labelledby="companion-transcript-title">
          <h2 id="companion-transcript-title">{t('companion.transcript')}</h2>
          {live.model.transcript.slice(-6).map((line) => (
            <p key={line.id} data-testid="companion-transcript-line">
              {line.text}
            </p>
          ))}
        </section>
      )}
      {earlier.length > 0 && (
        <details className="cp-earlier">
          <summary>{t('companion.earlier', { count: earlier.length })}</summary>
          {earlier.map(({ item }) => (
            <div key={item.id} className="cp-earlier-item">
              <p className="cp-question">{item.text}</p>
              {item.hint && <HintView text={item.hint.text} writing={!item.hint.done} />}
            </div>
          ))}
        </details>
      )}
    </div>
  );
}
