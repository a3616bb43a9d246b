import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readLaunch, saveLaunch, sessionPath } from './launch.ts';

describe('the launch the start page hands to the session screen', () => {
  beforeEach(() => {
    // The tests run in Node: session storage is a map here.
    const values = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    });
  });

  it('reads back what was saved for the same thread only', () => {
    saveLaunch({ threadId: 'a1', source: 'mic', deviceId: 'usb-1' });
    expect(readLaunch('a1')).toEqual({ threadId: 'a1', source: 'mic', deviceId: 'usb-1' });
    expect(readLaunch('b2')).toBeNull();
    saveLaunch({ threadId: 'b2', source: 'tab' });
    expect(readLaunch('b2')).toEqual({ threadId: 'b2', source: 'tab' });
  });

  it('ignores what is not a launch', () => {
    sessionStorage.setItem('liveLaunch', '{"threadId":"a1","source":"radio"}');
    expect(readLaunch('a1')).toBeNull();
    sessionStorage.setItem('liveLaunch', 'not json');
    expect(readLaunch('a1')).toBeNull();
  });

  it('builds the session address', () => {
    expect(sessionPath('3f2a')).toBe('/Tools/InterviewAI?id=3f2a');
  });
});
