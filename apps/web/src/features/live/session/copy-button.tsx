import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Copies a text to the clipboard and says so for a moment (or that the browser refused). */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color={state === 'failed' ? 'red.9' : 'indigo'}
      onClick={() => void copy()}
      aria-live="polite"
      data-testid={testId}
    >
      {t(`liveSession.copy.${state}`)}
    </Button>
  );
}
