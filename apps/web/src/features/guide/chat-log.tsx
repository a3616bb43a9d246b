import { useEffect, useRef } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from './guide-state.ts';

/** The chat so far, oldest first, kept scrolled to its newest line; screen readers hear new lines politely. */
export function ChatLog({ lines }: { lines: ChatLine[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = box.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length]);
  return (
    <div
      ref={box}
      className="guide-log"
      role="log"
      aria-label={t('guide.chat.title')}
      tabIndex={0}
      data-testid="guide-log"
    >
      <ol className="guide-log-lines">
        {lines.map((line) => (
          <li
            key={line.id}
            className={`guide-line guide-line-${line.from}`}
            data-from={line.from}
            data-kind={line.from === 'guide' ? line.kind : undefined}
          >
            <VisuallyHidden>
              {t(line.from === 'guide' ? 'guide.chat.guide' : 'guide.chat.you')}:{' '}
            </VisuallyHidden>
            <Text size="sm" className="guide-bubble">
              {line.text}
            </Text>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** How far the guide is: a bar and its words (a plain bar: Mantine's Progress splits its core chunk). */
export function GuideProgress({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation();
  const percent = Math.round((answered / total) * 100);
  return (
    <div>
      <div
        className="guide-progress"
        role="progressbar"
        aria-label={t('guide.chat.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={t('guide.chat.progress', { answered, total })}
        data-testid="guide-progress"
      >
        <div className="guide-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <Text size="sm" mt={4} data-testid="guide-progress-text">
        {t('guide.chat.progress', { answered, total })}
      </Text>
    </div>
  );
}
