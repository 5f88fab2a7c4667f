import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Paystack stand-in for tests. It checks each request the way Paystack documents it — the
 * secret key as bearer, JSON bodies, amounts as whole subunits at or above the currency's minimum,
 * a supported currency, references of letters, digits, `-`, `.` and `=` only, the required fields
 * — and answers in Paystack's shape: `status` for whether the call worked, `data.status` for the
 * payment's state. Tests settle payments, make it fail with a 5xx or hang.
 *
 * Like Paystack, each secret key is one business (account): it takes only its own currencies
 * ("Currency not supported by merchant"), and a transaction or authorization made on one account
 * is unknown to every other. A `sk_test_` key answers `domain: "test"`, any other `domain: "live"`.
 */

/** One Paystack business: its secret key and the currencies it is enabled for. */
export type FakePaystackAccount = { secretKey: string; currencies: string[] };

const minimums: Record<string, number> = { NGN: 5_000, GHS: 10, KES: 300, ZAR: 100, USD: 200 };
const channels = new Set(['card', 'bank', 'ussd', 'qr', 'eft', 'mobile_money', 'bank_transfer']);
const referencePattern = /^[A-Za-z0-9.=-]+$/;

type Transaction = {
  id: number;
  /** The secret key of the account that made it: no other account knows it. */
  secretKey: string;
  domain: string;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  status: string;
  channel: string | null;
  paidAt: string | null;
  authorization: Record<string, unknown>;
  refunded: number;
  /** The issuer's words, when a charge outcome gives its own. */
  gatewayResponse?: string;
};

/**
 * What charging a saved card can come to: a `data.status` Paystack answers (`success`, `failed`,
 * the states that wait for a cardholder, `pending`…), a hard decline (`failed` with the gateway
 * response "Invalid authorization"), or the call refused with HTTP 429 or 401 and Paystack's body.
 */
export type ChargeOutcome =
  | 'success'
  | 'failed'
  | 'send_otp'
  | 'send_pin'
  | 'open_url'
  | 'pending'
  | 'processing'
  | 'ongoing'
  | 'abandoned'
  | 'hard_decline'
  | 'http_429'
  | 'http_401';

/** Paystack's answers to a call it refuses before looking at it. */
const httpRefusals = {
  http_429: {
    status: 429,
    body: { status: false, message: 'Too many requests', type: 'api_error', code: 'rate_limited' },
  },
  http_401: {
    status: 401,
    body: { status: false, message: 'Invalid key', type: 'api_error', code: 'invalid_Key' },
  },
} as const;

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
};

class Refusal extends Error {}

/** Paystack's `domain` of what a key makes: test keys make test payments, live keys live ones. */
function domainOf(secretKey: string): 'test' | 'live' {
  return secretKey.startsWith('sk_test_') ? 'test' : 'live';
}

/** A call carried out whose answer never reaches the caller: a 502 arrives in its place. */
class LostAnswer extends Error {}

/** A call refused with an HTTP status of its own (429, 401) and Paystack's body for it. */
class HttpRefusal extends Error {
  constructor(readonly answer: { status: number; body: object }) {
    super(`HTTP ${answer.status}`);
  }
}

function refuseUnless(condition: unknown, message: string): void {
  if (!condition) throw new Refusal(message);
}

function cardAuthorization(email: string): Record<string, unknown> {
  return {
    authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: `SIG_${Buffer.from(email).toString('hex').slice(0, 16)}`,
    account_name: null,
  };
}

function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Paystack reads `metadata` as a JSON object, or as a JSON object in a string (older clients). */
function isMetadata(value: unknown): boolean {
  if (value === undefined || isJsonObject(value)) return true;
  if (typeof value !== 'string') return false;
  try {
    return isJsonObject(JSON.parse(value));
  } catch {
    return false;
  }
}

/**
 * A secret key alone is one Nigerian business, taking NGN and USD (Paystack takes USD only in
 * Nigeria and Kenya); `{ accounts }` makes one business per key.
 */
export async function startFakePaystack(setup: string | { accounts: FakePaystackAccount[] }) {
  const accounts: FakePaystackAccount[] =
    typeof setup === 'string' ? [{ secretKey: setup, currencies: ['NGN', 'USD'] }] : setup.accounts;
  /** Every account's transactions by reference; a request sees only its own account's. */
  const transactions = new Map<string, Transaction>();
  const authorizations = new Map<
    string,
    { secretKey: string; email: string; authorization: Record<string, unknown> }
  >();
  /** Authorization codes deactivated, in order. */
  const deactivated: string[] = [];
  /** Refunds asked, in order, each with Paystack's id for it. */
  const refunds: { id: number; reference: string; amount: number }[] = [];
  /** How many of the next refunds are refused for a balance too low to cover them. */
  let balanceRefusals = 0;
  const requests: RecordedRequest[] = [];
  let failures: number[] = [];
  let hangs = 0;
  let nextId = 1_000;
  /** Paystack's own time, for `paid_at`; a test whose app runs on a fake clock hands it over. */
  let now = () => new Date();
  /** What charging a saved card comes to, for everyone or for one customer's e-mail. */
  let chargeOutcome: ChargeOutcome = 'success';
  const chargeOutcomes = new Map<string, ChargeOutcome>();
  /** Customers whose next charge is made but answered with a 502, as a proxy that failed on the way back. */
  const lostChargeAnswers = new Set<string>();

  const transactionData = (transaction: Transaction) => ({
    id: transaction.id,
    domain: transaction.domain,
    status: transaction.status,
    reference: transaction.reference,
    receipt_number: null,
    amount: transaction.amount,
    message: null,
    gateway_response:
      transaction.gatewayResponse ?? (transaction.status === 'success' ? 'Approved' : 'Declined'),
    paid_at: transaction.paidAt,
    created_at: now().toISOString(),
    channel: transaction.channel ?? 'card',
    currency: transaction.currency,
    ip_address: '127.0.0.1',
    metadata: '',
    log: null,
    fees: null,
    authorization: transaction.authorization,
    customer: { id: 1, email: transaction.email, customer_code: 'CUS_test', risk_action: 'default' },
    plan: null,
    requested_amount: transaction.amount,
  });

  const handlers: Record<
    string,
    (body: Record<string, unknown>, path: string, account: FakePaystackAccount) => unknown
  > = {
    'POST /transaction/initialize': (body, _, account) => {
      refuseUnless(
        typeof body.email === 'string' && /^[^@\s]+@[^@\s]+$/.test(body.email),
        'Invalid Email Address Passed',
      );
      refuseUnless(Number.isInteger(body.amount), 'Invalid Amount Sent');
      // Without a currency Paystack charges in the account's own (its first) currency.
      const currency = String(body.currency ?? account.currencies[0]);
      refuseUnless(account.currencies.includes(currency), 'Currency not supported by merchant');
      refuseUnless((body.amount as number) >= (minimums[currency] ?? 0), 'Invalid Amount Sent');
      refuseUnless(
        typeof body.reference === 'string' && referencePattern.test(body.reference),
        'Invalid reference',
      );
      refuseUnless(!transactions.has(body.reference as string), 'Duplicate Transaction Reference');
      refuseUnless(
        typeof body.callback_url === 'string' && URL.canParse(body.callback_url),
        'Invalid callback_url',
      );
      refuseUnless(isMetadata(body.metadata), 'Invalid metadata: a JSON object');
      refuseUnless(
        body.channels === undefined ||
          (Array.isArray(body.channels) && body.channels.every((channel) => channels.has(String(channel)))),
        'Invalid channels',
      );
      const reference = body.reference as string;
      transactions.set(reference, {
        id: (nextId += 1),
        secretKey: account.secretKey,
        domain: domainOf(account.secretKey),
        reference,
        email: body.email as string,
        amount: body.amount as number,
        currency,
        status: 'abandoned',
        channel: null,
        paidAt: null,
        authorization: {},
        refunded: 0,
      });
      const accessCode = randomBytes(8).toString('hex');
      return {
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      };
    },
    'GET /transaction/verify': (_, path, account) => {
      const reference = decodeURIComponent(path.split('/').at(-1) ?? '');
      const transaction = transactions.get(reference);
      refuseUnless(transaction?.secretKey === account.secretKey, 'Transaction reference not found');
      return { message: 'Verification successful', data: transactionData(transaction as Transaction) };
    },
    'POST /transaction/charge_authorization': (body, _, account) => {
      refuseUnless(typeof body.email === 'string', 'Email is required');
      refuseUnless(Number.isInteger(body.amount) && (body.amount as number) > 0, 'Invalid Amount Sent');
      // Without a currency Paystack charges in the account's own (its first) currency.
      const currency = String(body.currency ?? account.currencies[0]);
      refuseUnless(account.currencies.includes(currency), 'Currency not supported by merchant');
      refuseUnless(isMetadata(body.metadata), 'Invalid metadata: a JSON object');
      refuseUnless(
        typeof body.reference === 'string' && referencePattern.test(body.reference),
        'Invalid reference',
      );
      refuseUnless(!transactions.has(body.reference as string), 'Duplicate Transaction Reference');
      const saved = authorizations.get(String(body.authorization_code));
      refuseUnless(saved?.secretKey === account.secretKey, 'Invalid authorization code');
      refuseUnless(saved?.email === body.email, 'Email does not match Authorization code');
      const outcome = chargeOutcomes.get(body.email as string) ?? chargeOutcome;
      if (outcome === 'http_429' || outcome === 'http_401') throw new HttpRefusal(httpRefusals[outcome]);
      const status = outcome === 'hard_decline' ? 'failed' : outcome;
      const transaction: Transaction = {
        id: (nextId += 1),
        secretKey: account.secretKey,
        domain: domainOf(account.secretKey),
        reference: body.reference as string,
        email: body.email as string,
        amount: body.amount as number,
        currency,
        status,
        channel: 'card',
        paidAt: status === 'success' ? now().toISOString() : null,
        authorization: saved?.authorization ?? {},
        refunded: 0,
        ...(outcome === 'hard_decline' && { gatewayResponse: 'Invalid authorization' }),
      };
      transactions.set(transaction.reference, transaction);
      if (lostChargeAnswers.delete(transaction.email)) throw new LostAnswer();
      return { message: 'Charge attempted', data: transactionData(transaction) };
    },
    'POST /customer/authorization/deactivate': (body, _, account) => {
      refuseUnless(typeof body.authorization_code === 'string', 'Authorization code is required');
      const code = body.authorization_code as string;
      refuseUnless(authorizations.get(code)?.secretKey === account.secretKey, 'Authorization code not found');
      authorizations.delete(code);
      deactivated.push(body.authorization_code as string);
      return { message: 'Authorization has been deactivated' };
    },
    'POST /refund': (body, _, account) => {
      const transaction = transactions.get(String(body.transaction));
      refuseUnless(transaction?.secretKey === account.secretKey, 'Transaction reference not found');
      const paid = transaction as Transaction;
      refuseUnless(paid.status === 'success', 'Cannot refund a transaction that has not succeeded');
      const amount = body.amount === undefined ? paid.amount - paid.refunded : body.amount;
      refuseUnless(Number.isInteger(amount) && (amount as number) > 0, 'Invalid Amount Sent');
      refuseUnless(
        paid.refunded + (amount as number) <= paid.amount,
        'Refund amount cannot be more than the transaction amount',
      );
      if (balanceRefusals > 0) {
        balanceRefusals -= 1;
        throw new Refusal('Your balance is not enough to fulfill this request');
      }
      paid.refunded += amount as number;
      refunds.push({ id: (nextId += 1), reference: paid.reference, amount: amount as number });
      return {
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: paid.id,
            reference: paid.reference,
            amount: paid.amount,
            currency: paid.currency,
          },
          amount,
          currency: paid.currency,
          status: 'pending',
          deducted_amount: 0,
          fully_deducted: false,
        },
      };
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const text = Buffer.concat(chunks).toString();
      let body: Record<string, unknown> = {};
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        body,
      });
      if (hangs > 0) {
        hangs -= 1;
        return;
      }
      const failure = failures.shift();
      if (failure !== undefined) return send(failure, { status: false, message: 'Server Error' });
      const account = accounts.find(
        (candidate) => request.headers.authorization === `Bearer ${candidate.secretKey}`,
      );
      if (!account) return send(401, { status: false, message: 'Invalid key' });
      const route =
        request.method === 'GET'
          ? `GET ${path.split('/').slice(0, 3).join('/')}`
          : `${request.method} ${path}`;
      const handler = handlers[route];
      if (!handler) return send(404, { status: false, message: 'Not found' });
      if (
        request.method === 'POST' &&
        !String(request.headers['content-type']).startsWith('application/json')
      ) {
        return send(400, { status: false, message: 'Send JSON' });
      }
      try {
        send(200, { status: true, ...(handler(body, path, account) as object) });
      } catch (error) {
        if (error instanceof LostAnswer) return send(502, { status: false, message: 'Bad Gateway' });
        if (error instanceof HttpRefusal) return send(error.answer.status, error.answer.body);
        if (!(error instanceof Refusal)) throw error;
        send(400, {
          status: false,
          message: error.message,
          type: 'validation_error',
          code: 'invalid_params',
        });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** What the customer did on Paystack's page; a card payment leaves a reusable authorization. */
  function settle(reference: string, status: 'success' | 'failed' | 'abandoned', channel = 'card') {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`No transaction ${reference}`);
    transaction.status = status;
    transaction.channel = channel;
    transaction.paidAt = status === 'success' ? now().toISOString() : null;
    // A charge of a saved card left pending keeps the authorization it was made with.
    if (status === 'success' && channel === 'card' && transaction.authorization.authorization_code) return;
    if (status === 'success' && channel === 'card') {
      transaction.authorization = cardAuthorization(transaction.email);
      authorizations.set(String(transaction.authorization.authorization_code), {
        secretKey: transaction.secretKey,
        email: transaction.email,
        authorization: transaction.authorization,
      });
    } else if (status === 'success') {
      transaction.authorization = {
        authorization_code: `AUTH_${channel}`,
        channel,
        reusable: false,
        bank: null,
      };
    }
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Authorization codes deactivated, in order; a deactivated code can no longer be charged. */
    deactivated,
    settle,
    /** The next calls answer with these statuses (500, 502…), one each. */
    failNext(...statuses: number[]) {
      failures = [...failures, ...statuses];
    },
    /** The next `count` calls get no answer at all. */
    hangNext(count = 1) {
      hangs += count;
    },
    /**
     * What the next charges of a saved card come to: `status: true` with this `data.status`; for
     * one customer's e-mail when one is given, for everyone else otherwise.
     */
    chargesWill(outcome: ChargeOutcome, email?: string) {
      if (email === undefined) chargeOutcome = outcome;
      else chargeOutcomes.set(email, outcome);
    },
    /** The next charge of this customer's saved card is made, but its answer is lost (a 502 arrives). */
    loseNextChargeAnswer(email: string) {
      lostChargeAnswers.add(email);
    },
    /**
     * Reports a payment as paid but for another amount, currency or domain than it was started
     * with: what a tampered checkout, a mistake at the provider or a test payment reaching a live
     * integration looks like from verify.
     */
    misreport(reference: string, paid: { amount?: number; currency?: string; domain?: 'test' | 'live' }) {
      settle(reference, 'success');
      const transaction = transactions.get(reference) as Transaction;
      transaction.amount = paid.amount ?? transaction.amount;
      transaction.currency = paid.currency ?? transaction.currency;
      transaction.domain = paid.domain ?? transaction.domain;
    },
    /** The next `count` refunds (0: none) are refused as Paystack refuses one its balance cannot cover. */
    refuseRefundsForBalance(count: number) {
      balanceRefusals = count;
    },
    /**
     * The `refund.processed` or `refund.failed` event Paystack sends for the last refund of
     * `reference` (or one of `amount` started in its dashboard): the payment is named
     * `transaction_reference`, and the amount is a string of minor units, as Paystack sends it.
     */
    refundEvent(reference: string, outcome: 'processed' | 'failed', amount?: number) {
      const transaction = transactions.get(reference) as Transaction;
      const asked = [...refunds].reverse().find((refund) => refund.reference === reference);
      const refunded = amount ?? asked?.amount ?? transaction.amount;
      return {
        event: `refund.${outcome}`,
        data: {
          status: outcome,
          transaction_reference: reference,
          refund_reference: `TRF_${randomBytes(6).toString('hex')}`,
          amount: String(refunded),
          currency: transaction.currency,
          processor: 'mpgs_zen',
          customer: { first_name: null, last_name: null, email: transaction.email },
          integration: 412829,
          domain: transaction.domain,
        },
      };
    },
    /**
     * A `charge.dispute.create`, `.remind` or `.resolve` event for `reference`: Paystack's dispute
     * object, whose payment is its nested `transaction.reference`. `resolution` is Paystack's
     * word for how it ended: `merchant-accepted` (lost) or `declined` (won).
     */
    disputeEvent(
      reference: string,
      kind: 'create' | 'remind' | 'resolve',
      dispute: { id: number; dueAt: Date; resolution?: 'merchant-accepted' | 'declined' },
    ) {
      const transaction = transactions.get(reference) as Transaction;
      const resolved = kind === 'resolve';
      return {
        event: `charge.dispute.${kind}`,
        data: {
          id: dispute.id,
          refund_amount: transaction.amount,
          currency: transaction.currency,
          status: resolved ? 'resolved' : 'awaiting-merchant-feedback',
          resolution: resolved ? (dispute.resolution ?? 'declined') : null,
          domain: transaction.domain,
          transaction: {
            id: transaction.id,
            reference,
            amount: transaction.amount,
            currency: transaction.currency,
            status: transaction.status,
            paid_at: transaction.paidAt,
          },
          transaction_reference: null,
          category: 'chargeback',
          customer: { id: 1, email: transaction.email, customer_code: 'CUS_test' },
          bin: '408408',
          last4: '4081',
          dueAt: dispute.dueAt.toISOString(),
          resolvedAt: resolved ? now().toISOString() : null,
          createdAt: now().toISOString(),
          updatedAt: now().toISOString(),
        },
      };
    },
    /** Paystack reverses a payment (a chargeback it settled): verify answers `reversed` from now on. */
    reverse(reference: string) {
      (transactions.get(reference) as Transaction).status = 'reversed';
    },
    /** Takes Paystack's time from this clock from now on. */
    useClock(clock: () => Date) {
      now = clock;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
