import type { ComponentProps } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { webTextsForTests } from '../lib/test-texts.ts';
import { LoadFailure, type FailedRead } from './load-failure.tsx';

// No DOM here: the buttons' click handlers are kept as they render, and a test calls them as a click would.
const clicks = vi.hoisted(() => new Map<string, () => void>());
vi.mock('@mantine/core', async (original) => {
  const mantine = await original<typeof import('@mantine/core')>();
  function Button(props: ComponentProps<typeof mantine.Button<'button'>>) {
    const id = (props as Record<string, unknown>)['data-testid'];
    if (typeof id === 'string' && props.onClick) clicks.set(id, props.onClick as () => void);
    return <mantine.Button {...props} />;
  }
  return { ...mantine, Button };
});

const i18n = await webTextsForTests();

const failed = (message: string, overrides: Partial<FailedRead> = {}): FailedRead => ({
  error: new ApiError({ success: false, code: 500, message }),
  isFetching: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...overrides,
});

async function render(props: ComponentProps<typeof LoadFailure>, lang: 'en' | 'zh' = 'en') {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <LoadFailure {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('LoadFailure', () => {
  it("says what could not be loaded and why, in the page's language, as an alert", async () => {
    const html = await render({ text: 'Your goals could not be loaded.', query: failed('Server error') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Your goals could not be loaded.');
    expect(html).toMatch(/data-testid="load-failure-reason"[^>]*>Server error</);
    expect(html).toMatch(/>Retry</);
    const zhHtml = await render({ text: '目标加载失败，请重试。', query: failed('服务器错误') }, 'zh');
    expect(zhHtml).toMatch(/data-testid="load-failure-reason"[^>]*>服务器错误</);
    expect(zhHtml).toMatch(/>重试</);
  });

  it('reads the query again when Retry is clicked', async () => {
    const query = failed('Server error');
    await render({ text: 'Could not load', query, testId: 'goals-failure' });
    expect(query.refetch).not.toHaveBeenCalled();
    clicks.get('goals-failure-retry')?.();
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy while the query is read again', async () => {
    const html = await render({ text: 'Could not load', query: failed('x', { isFetching: true }) });
    expect(html).toContain('data-loading');
  });

  it('leaves the reason out when the error toast has said it, and when no reason is known', async () => {
    const toasted = await render({ text: 'Your account', query: failed('Offline'), toasted: true });
    expect(toasted).toContain('Your account');
    expect(toasted).not.toContain('Offline');
    const unknown = await render({ text: 'Your account', query: failed('x', { error: new Error('boom') }) });
    expect(unknown).not.toContain('load-failure-reason');
  });
});
