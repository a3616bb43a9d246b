import type { OrderStatus } from '@offerpilot/shared';

/** What the payment dialog says (SPEC.md section 4): checking, paid, not paid; or the order is over. */
export type PaymentView = 'checking' | 'paid' | 'notPaid' | 'expired' | 'closed';

export interface PaymentWatch {
  view: PaymentView;
  /** The user said "I have paid": the next answer about the order decides between paid and not paid. */
  confirming: boolean;
}

export type PaymentEvent =
  /** An answer about the order arrived (a poll, or the check after "I have paid"). */
  | { type: 'status'; status: OrderStatus }
  /** "I have paid" was clicked. */
  | { type: 'confirm' }
  /** A new payment was made for the order (the link reopened, another method chosen). */
  | { type: 'restart' };

export const initialWatch: PaymentWatch = { view: 'checking', confirming: false };

const FINAL: Partial<Record<OrderStatus, PaymentView>> = {
  paid: 'paid',
  expired: 'expired',
  closed: 'closed',
};

/** Whether nothing can change what the dialog says any more. */
export const isSettled = (watch: PaymentWatch): boolean =>
  watch.view === 'paid' || watch.view === 'expired' || watch.view === 'closed';

/**
 * The dialog's state machine. A paid, expired or closed order settles it for good. While the order is still
 * open, polls keep the current view, except the answer to "I have paid", which turns it into "not paid"
 * (SPEC.md section 8: "order not paid, complete payment and retry"); a new payment starts checking again.
 */
export function nextWatch(watch: PaymentWatch, event: PaymentEvent): PaymentWatch {
  if (isSettled(watch)) return watch;
  switch (event.type) {
    case 'status': {
      const final = FINAL[event.status];
      if (final) return { view: final, confirming: false };
      return watch.confirming ? { view: 'notPaid', confirming: false } : watch;
    }
    case 'confirm':
      return { ...watch, confirming: true };
    case 'restart':
      return initialWatch;
  }
}

/** The dialog asks for the order's status while the order can still be paid. */
export const keepsPolling = (watch: PaymentWatch): boolean => !isSettled(watch);
