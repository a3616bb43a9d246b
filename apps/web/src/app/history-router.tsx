import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { progressStore } from '../lib/progress.ts';

const history = createBrowserHistory({ v5Compat: true });
setNavigator((to, options) => (options?.replace ? history.replace(to) : history.push(to)));

/**
 * React Router's browser router, with every navigation in a transition whose pending state is visible:
 * the previous page stays while the next one loads (its chunk, its route guard), and the top progress
 * bar runs meanwhile.
 */
export function HistoryRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), []);
  useLayoutEffect(() => {
    progressStore.set({ navigating: pending });
  }, [pending]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
