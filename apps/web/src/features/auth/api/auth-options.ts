import { useEffect, useState } from 'react';
import type { AuthOptionsResult } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';

/**
 * GET /api/auth/options: whether WeChat sign-in is on, and whether codes go to the local outbox. A plain
 * effect rather than TanStack Query keeps the sign-in page's first download small.
 */
export function useAuthOptions(): AuthOptionsResult | null {
  const [options, setOptions] = useState<AuthOptionsResult | null>(null);
  useEffect(() => {
    let live = true;
    void api.get<AuthOptionsResult>('/auth/options').then((answer) => {
      if (live && answer.success) setOptions(answer.result);
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}
