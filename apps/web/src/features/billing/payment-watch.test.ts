import { describe, expect, it } from 'vitest';
import {
  initialWatch,
  keepsPolling,
  nextWatch,
  type PaymentEvent,
  type PaymentWatch,
} from './payment-watch.ts';

const run = (...events: PaymentEvent[]): PaymentWatch => events.reduce(nextWatch, initialWatch);
const status = (s: 'created' | 'paid' | 'expired' | 'closed'): PaymentEvent => ({
  type: 'status',
  status: s,
});

describe('the payment dialog’s states (SPEC.md section 4)', () => {
  it('checks while the order is open and shows paid when it is paid', () => {
    expect(run(status('created'), status('created')).view).toBe('checking');
    expect(keepsPolling(run(status('created')))).toBe(true);
    const paid = run(status('created'), status('paid'));
    expect(paid.view).toBe('paid');
    expect(keepsPolling(paid)).toBe(false);
  });

  it('says "not paid" only when the user says they paid and the order is still open', () => {
    const asked = run(status('created'), { type: 'confirm' });
    expect(asked).toEqual({ view: 'checking', confirming: true });
    const notPaid = nextWatch(asked, status('created'));
    expect(notPaid.view).toBe('notPaid');
    // It keeps polling: a payment that lands later still turns it into paid.
    expect(keepsPolling(notPaid)).toBe(true);
    expect(nextWatch(notPaid, status('created')).view).toBe('notPaid');
    expect(nextWatch(notPaid, status('paid')).view).toBe('paid');
  });

  it('answers "I have paid" with paid when the payment has arrived', () => {
    expect(run({ type: 'confirm' }, status('paid')).view).toBe('paid');
  });

  it('checks again after the link is reopened or the method changed', () => {
    expect(run({ type: 'confirm' }, status('created'), { type: 'restart' })).toEqual(initialWatch);
  });

  it('ends on an expired or closed order, and nothing moves it from paid', () => {
    expect(run(status('expired')).view).toBe('expired');
    expect(run(status('closed'), { type: 'restart' }).view).toBe('closed');
    const paid = run(status('paid'));
    for (const event of [status('created'), status('expired'), { type: 'restart' } as const]) {
      expect(nextWatch(paid, event)).toBe(paid);
    }
  });
});
