// What the billing queries share.

/** Every billing query starts with this key: a payment or a redeemed code refreshes them all. */
export const BILLING_KEY = ['billing'] as const;

/** Rows per page of the orders and usage lists. */
export const PAGE_SIZE = 10;
