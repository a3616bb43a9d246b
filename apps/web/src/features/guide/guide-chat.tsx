import { useEffect } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CareerThread, CareerThreadDetail, EndReason } from '@offerpilot/shared';
import { SectionCard } from '../../components/section-card.tsx';
import { ChatLog, GuideProgress } from './chat-log.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ResetGuide } from './reset-guide.tsx';
import { useGuideChat } from './use-guide-chat.ts';

/**
 * The guide's chat: the conversation, progress, the quick replies and own words, and "start over". When the
 * guide ends (its summary, or a reset here or on another device) the page is told why.
 */
export function GuideChat({
  detail,
  onEnded,
  onReset,
}: {
  detail: CareerThreadDetail;
  onEnded: (reason: EndReason) => void;
  onReset: (thread: CareerThread) => void;
}) {
  const { t } = useTranslation();
  const { state, reply, session, chat, sockets } = useGuideChat(detail);
  const ended = session?.status === 'ended' ? session.reason : null;
  useEffect(() => {
    if (ended) onEnded(ended);
  }, [ended, onEnded]);
  const connected = sockets !== null && chat.status === 'connected';
  return (
    <SectionCard id="guide-chat-title" title={t('guide.chat.title')} gap="md">
      <GuideProgress answered={state.answered} total={state.total} />
      <ChatLog lines={state.lines} />
      {!connected && !ended && (
        <Group gap="xs" role="status" data-testid="guide-connecting">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('guide.chat.waiting')}</Text>
        </Group>
      )}
      <ReplyBox asking={state.asking} disabled={!connected || state.done || state.awaiting} onReply={reply} />
      <ResetGuide threadId={detail.thread.id} onReset={onReset} />
    </SectionCard>
  );
}
