import { useId, useState, type ChangeEvent } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FileProblem } from '../file-checks.ts';
import { UploadIcon } from './icons.tsx';

interface FileDropProps {
  title: string;
  hint: string;
  accept: string;
  busy: boolean;
  busyText: string;
  error: string | null;
  onFile: (file: File) => void;
  testId: string;
}

/**
 * A drop zone over a real file input: the input covers the zone, so a click opens the picker, a dropped
 * file lands in it, and keyboard and screen-reader users meet an ordinary file input.
 */
export function FileDrop({ title, hint, accept, busy, busyText, error, onFile, testId }: FileDropProps) {
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const errorId = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared at once, so that choosing the same file again after a refusal is a change too.
    event.currentTarget.value = '';
    setDragging(false);
    if (file) onFile(file);
  };
  return (
    <div>
      <label
        className="file-drop"
        data-dragging={dragging || undefined}
        data-busy={busy || undefined}
        data-invalid={error ? true : undefined}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
      >
        <input
          type="file"
          accept={accept}
          className="file-drop-input"
          onChange={choose}
          disabled={busy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
        />
        <Stack gap={6} align="center" className="file-drop-body">
          {busy ? <Loader size="sm" /> : <UploadIcon />}
          <Text fw={600} ta="center">
            {busy ? busyText : title}
          </Text>
          <Text size="sm" c="dimmed" ta="center" id={hintId}>
            {hint}
          </Text>
        </Stack>
      </label>
      {error && (
        <Text size="sm" className="materials-error" mt={6} role="alert" id={errorId}>
          {error}
        </Text>
      )}
    </div>
  );
}

/** Words for a refused file: the server's own message for the same refusal, in the user's language. */
export function useDescribeProblem() {
  const { t } = useTranslation();
  return ({ key, ...params }: FileProblem) => t(`errors:${key}`, params);
}
