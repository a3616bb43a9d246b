import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '@offerpilot/shared';
import { api } from '../api.ts';
import { everyFailure } from '../request.ts';
import { unwrap } from '../unwrap.ts';

/** Every goal query and change uses this key: the goals page, the home page and a position's page. */
export const GOALS_KEY = ['goals'] as const;

/**
 * GET /api/goals: the user's desired positions, newest first, in the interface language. Every reader shows
 * a failure where the goals would be (the goals page, the home page's goal card, a position's goal button),
 * so no toast repeats it.
 */
export const goalsQuery = queryOptions({
  queryKey: GOALS_KEY,
  queryFn: () =>
    unwrap(api.get<{ items: Goal[] }>('/goals', { shownInline: everyFailure })).then((r) => r.items),
});

export const useGoals = () => useQuery(goalsQuery);

/** The goal interviews aim at, if the user has chosen one. */
export const currentGoal = (goals: readonly Goal[]): Goal | null =>
  goals.find((goal) => goal.current) ?? null;
