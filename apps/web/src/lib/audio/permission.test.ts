import { describe, expect, it } from 'vitest';
import {
  CaptureError,
  captureEnvironmentProblem,
  captureProblemOf,
  type CaptureEnvironment,
} from './permission.ts';

const page: CaptureEnvironment = {
  secure: true,
  framed: false,
  micAllowed: true,
  mediaDevices: true,
  audioWorklet: true,
};

/** A DOMException-like refusal as browsers throw it. */
const refusal = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('why a capture cannot start', () => {
  it('names the environment before asking: insecure first, then a framed page without allow, then features', () => {
    expect(captureEnvironmentProblem(page)).toBeNull();
    expect(captureEnvironmentProblem({ ...page, secure: false, mediaDevices: false })).toBe('insecure');
    expect(captureEnvironmentProblem({ ...page, framed: true, micAllowed: false })).toBe('iframe');
    expect(captureEnvironmentProblem({ ...page, framed: true, micAllowed: null })).toBeNull();
    expect(captureEnvironmentProblem({ ...page, mediaDevices: false })).toBe('unsupported');
    expect(captureEnvironmentProblem({ ...page, audioWorklet: false })).toBe('unsupported');
  });
});

describe('why a capture failed', () => {
  it('tells a refusal by the browser from one by the system', () => {
    expect(captureProblemOf(refusal('NotAllowedError', 'Permission denied'), 'mic', page)).toBe(
      'browserDenied',
    );
    expect(captureProblemOf(refusal('NotAllowedError', 'Permission denied by system'), 'mic', page)).toBe(
      'systemDenied',
    );
    expect(captureProblemOf(refusal('NotAllowedError', 'Permission denied by system'), 'tab', page)).toBe(
      'systemDenied',
    );
    expect(captureProblemOf(refusal('PermissionDeniedError'), 'mic', page)).toBe('browserDenied');
  });

  it('takes a refused share dialog as cancelled', () => {
    expect(captureProblemOf(refusal('NotAllowedError', 'Permission denied'), 'tab', page)).toBe(
      'shareCancelled',
    );
  });

  it('blames the frame for a refusal inside a frame the policy keeps from the microphone', () => {
    const frame = { ...page, framed: true, micAllowed: false };
    expect(captureProblemOf(refusal('NotAllowedError', 'Permission denied'), 'mic', frame)).toBe('iframe');
    const unknownPolicy = { ...page, framed: true, micAllowed: null };
    expect(captureProblemOf(refusal('SecurityError'), 'mic', unknownPolicy)).toBe('iframe');
    expect(captureProblemOf(refusal('SecurityError'), 'mic', page)).toBe('browserDenied');
  });

  it('maps missing and busy devices', () => {
    for (const name of ['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']) {
      expect(captureProblemOf(refusal(name), 'mic', page)).toBe('noDevice');
    }
    for (const name of ['NotReadableError', 'TrackStartError', 'AbortError']) {
      expect(captureProblemOf(refusal(name, 'Could not start audio source'), 'mic', page)).toBe('busy');
    }
  });

  it('maps an unsupported browser, an insecure page and our own refusals', () => {
    expect(captureProblemOf(refusal('NotSupportedError'), 'tab', page)).toBe('unsupported');
    expect(
      captureProblemOf(new TypeError('undefined is not a function'), 'mic', { ...page, audioWorklet: false }),
    ).toBe('unsupported');
    expect(captureProblemOf(new TypeError('x'), 'mic', { ...page, secure: false })).toBe('insecure');
    expect(captureProblemOf(new CaptureError('noTabAudio'), 'tab', page)).toBe('noTabAudio');
    expect(captureProblemOf(new Error('strange'), 'mic', page)).toBe('failed');
    expect(captureProblemOf('not an error', 'mic', page)).toBe('failed');
  });
});
