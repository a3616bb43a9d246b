import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidePanel } from './side-panel.tsx';

/** The live transcript, newest at the bottom and kept in view, with what is being heard now. */
export function TranscriptPanel({
  lines,
  interim,
}: {
  lines: { id: string; text: string }[];
  interim: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length, interim]);
  return (
    <SidePanel id="live-transcript-title" title={t('liveSession.transcript.title')}>
      <div
        ref={box}
        className="live-transcript"
        tabIndex={0}
        role="log"
        aria-labelledby="live-transcript-title"
        data-testid="live-transcript"
      >
        {lines.length === 0 && !interim && (
          <Text size="sm" c="dimmed">
            {t('liveSession.transcript.empty')}
          </Text>
        )}
        {lines.map((line) => (
          <p key={line.id} className="live-transcript-line" data-testid="live-transcript-line">
            {line.text}
          </p>
        ))}
        {interim && <p className="live-transcript-line live-transcript-interim">{interim}</p>}
      </div>
    </SidePanel>
  );
}
