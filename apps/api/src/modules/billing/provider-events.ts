import { isPaymentReference } from '../../payments/provider';
import type { DisputeReport } from './disputes.repository';

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : typeof value === 'number' ? String(value) : null;

/** A whole, positive number of minor units: Paystack sends them as numbers, or as digits in a string. */
export function minorUnitsOf(value: unknown): number | undefined {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
}

const dateOf = (value: unknown): Date | null => {
  const text = textOf(value);
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * The payment an event is about: a charge names it `reference`, a refund `transaction_reference`,
 * a dispute (and a refund as its API answers it) `transaction.reference`.
 */
export function paymentReferenceOf(payload: Fields): string | null {
  const data = fieldsOf(payload.data);
  const candidate = data.reference ?? data.transaction_reference ?? fieldsOf(data.transaction).reference;
  return typeof candidate === 'string' && isPaymentReference(candidate) ? candidate : null;
}

/** What a refund event says was given back, in minor units; undefined when it does not say. */
export function refundedAmountOf(payload: Fields): number | undefined {
  return minorUnitsOf(fieldsOf(payload.data).amount);
}

/** What a refund event's failure says, when it says anything. */
export function refundFailureOf(payload: Fields): string | undefined {
  const data = fieldsOf(payload.data);
  return textOf(data.merchant_note) ?? textOf(data.message) ?? undefined;
}

/**
 * A dispute as a `charge.dispute.*` event reports it (Paystack's dispute object: `id`, `status`,
 * `category`, `resolution`, `refund_amount`, `currency`, `dueAt`, `resolvedAt`, `createdAt`, and
 * the disputed `transaction`). Undefined without an id. The disputed amount is `refund_amount`,
 * else the transaction's.
 */
export function disputeReportOf(
  payload: Fields,
  payment: { reference: string; userId: string | null; amount: number; currency: string },
  now: Date,
): DisputeReport | undefined {
  const data = fieldsOf(payload.data);
  const id = textOf(data.id);
  if (!id) return undefined;
  const transaction = fieldsOf(data.transaction);
  const status = textOf(data.status) ?? 'awaiting-merchant-feedback';
  const resolution = textOf(data.resolution);
  return {
    providerDisputeId: id,
    paymentReference: payment.reference,
    userId: payment.userId,
    status,
    category: textOf(data.category),
    resolution,
    amount: minorUnitsOf(data.refund_amount) ?? minorUnitsOf(transaction.amount) ?? payment.amount,
    currency: textOf(data.currency) ?? textOf(transaction.currency) ?? payment.currency,
    dueAt: dateOf(data.dueAt ?? data.due_at),
    openedAt: dateOf(data.createdAt ?? data.created_at) ?? now,
    resolvedAt: resolution ? (dateOf(data.resolvedAt ?? data.resolved_at) ?? now) : null,
  };
}

/** The signature of the card a dispute's transaction was paid with, when the event names it. */
export function disputedCardOf(payload: Fields): string | null {
  const authorization = fieldsOf(fieldsOf(fieldsOf(payload.data).transaction).authorization);
  return textOf(authorization.signature);
}
