import { createStore } from './store.ts';

/** What the thin top progress bar waits for: a navigation in progress, and other tracked work. */
export const progressStore = createStore({ navigating: false, busy: 0 });

/** Keeps the progress bar running until the promise settles (the guard's background user-info fetch). */
export function trackProgress<T>(promise: Promise<T>): Promise<T> {
  progressStore.set({ busy: progressStore.get().busy + 1 });
  const done = () => progressStore.set({ busy: progressStore.get().busy - 1 });
  promise.then(done, done);
  return promise;
}
