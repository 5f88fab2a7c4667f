import { z } from 'zod';
import { PaymentProviderRefused, PaymentProviderUnavailable } from './provider';

export type PaystackClientOptions = {
  secretKey: string;
  baseUrl: string;
  /** How long one attempt may take before it counts as no answer. */
  timeoutMs?: number;
  /** Further attempts of a call that is safe to repeat, after a network error or a 5xx. */
  retries?: number;
  retryDelayMs?: number;
};

/** Every Paystack answer: `status` says only whether the call worked, never whether money moved. */
const ZPaystackAnswer = z.looseObject({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
  /** On a refusal: `api_error`, `validation_error` or `processor_error`, and a code naming the case. */
  type: z.string().optional(),
  code: z.string().optional(),
});

class ServerTrouble extends Error {}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Paystack's REST API over fetch, with the secret key as bearer. A call that cannot reach Paystack,
 * times out or meets a 5xx throws `PaymentProviderUnavailable`; one Paystack refuses throws
 * `PaymentProviderRefused` with Paystack's message. Neither message ever contains the key.
 */
export class PaystackClient {
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: PaystackClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.retries = options.retries ?? 2;
    this.retryDelayMs = options.retryDelayMs ?? 500;
  }

  /**
   * `repeatable`: the call changes nothing at Paystack (a read), so a lost answer may be asked
   * again. A call that starts or moves money is sent once: a second attempt after a lost answer
   * could not double a charge (Paystack refuses a reused reference) but would answer with a
   * misleading "duplicate reference" instead of the first answer.
   */
  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    options: { body?: Record<string, unknown>; repeatable: boolean },
  ): Promise<T> {
    const attempts = options.repeatable ? this.retries + 1 : 1;
    let lastTrouble: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(this.retryDelayMs * 2 ** (attempt - 2));
      try {
        return await this.attempt(method, path, schema, options.body);
      } catch (error) {
        if (!(error instanceof ServerTrouble)) throw error;
        lastTrouble = error;
      }
    }
    throw new PaymentProviderUnavailable('paystack', lastTrouble);
  }

  private async attempt<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body: Record<string, unknown> | undefined,
  ): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.secretKey}`,
          Accept: 'application/json',
          ...(body && { 'Content-Type': 'application/json' }),
        },
        ...(body && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ServerTrouble(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status >= 500) throw new ServerTrouble(`${method} ${path} answered ${response.status}`);

    const answer = ZPaystackAnswer.safeParse(parseJson(text));
    if (!answer.success) {
      // A proxy's HTML page or a truncated answer: Paystack itself did not answer.
      throw new PaymentProviderUnavailable('paystack', new Error(`${method} ${path}: not a Paystack answer`));
    }
    const message = answer.data.message ?? 'no message';
    const type = answer.data.type ?? null;
    const code = answer.data.code ?? null;
    if (response.status === 401) {
      throw new PaymentProviderRefused(
        'paystack',
        401,
        `Paystack refused the secret key (check PAYSTACK_SECRET_KEY): ${message}`,
        type,
        code,
      );
    }
    if (!response.ok || !answer.data.status) {
      throw new PaymentProviderRefused(
        'paystack',
        response.status,
        `Paystack refused ${method} ${path}: ${message}`,
        type,
        code,
      );
    }
    const data = schema.safeParse(answer.data.data);
    if (!data.success) {
      throw new PaymentProviderUnavailable('paystack', new Error(`${method} ${path}: unexpected data`));
    }
    return data.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
