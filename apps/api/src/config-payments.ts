import { z } from 'zod';
import {
  addCurrencies,
  builtInCurrencies,
  isBuiltInCurrency,
  type AddedCurrency,
  type Currency,
} from '@creators-archive/contract/subscriptions/currencies';
import { defaultTaxesByCountry, type PaymentAccount, type Seller } from './payments/accounts';

/*
 * The payment settings: which provider takes payments, and through which Paystack businesses.
 * A Paystack business takes its own country's currency (and USD in Nigeria and Kenya), so a
 * deployment selling in several currencies has one account per country, each with its own key,
 * its own seller on the invoices and its own taxes.
 */

/** What the payment settings are read from: the environment, already parsed. */
export type PaymentSettings = {
  NODE_ENV: 'development' | 'production' | 'test';
  PAYMENT_PROVIDER: 'sandbox' | 'paystack';
  PAYSTACK_SECRET_KEY?: string | undefined;
  PAYSTACK_ACCOUNTS?: PaystackAccountInput[] | undefined;
  PAYMENT_CURRENCIES?: AddedCurrency[] | undefined;
  PAYSTACK_COUNTRY: string;
  PAYSTACK_ALLOW_TEST_KEYS: boolean;
  PAYSTACK_BASE_URL: string;
  PAYSTACK_TIMEOUT_MS: number;
  INVOICE_SELLER_NAME: string;
  INVOICE_SELLER_ADDRESS: string;
  INVOICE_SELLER_TAX_NUMBER?: string | undefined;
};

export type PaymentsConfig =
  | {
      provider: 'sandbox';
      /** Whose invoices the sandbox's payments are; no key is ever used. */
      accounts: PaymentAccount[];
      /** The sandbox sells in every known currency: one no account takes is issued by the first account. */
      offeredCurrencies: Currency[];
      /** The five built-in currencies and those PAYMENT_CURRENCIES adds: nothing is priced in any other. */
      knownCurrencies: Currency[];
    }
  | {
      provider: 'paystack';
      accounts: PaymentAccount[];
      /** Exactly the currencies some account takes: nothing is sold in any other. */
      offeredCurrencies: Currency[];
      knownCurrencies: Currency[];
      baseUrl: string;
      /** How long a call to Paystack may take before it counts as unanswered. */
      timeoutMs: number;
      /** PAYSTACK_ALLOW_TEST_KEYS=1: a test key runs in production on purpose. */
      allowTestKeys: boolean;
    };

/** The currency each Paystack country's businesses are paid in. */
const homeCurrencies: Record<string, Currency> = { NG: 'NGN', GH: 'GHS', KE: 'KES', ZA: 'ZAR' };
/** Paystack takes USD only from businesses in Nigeria and Kenya. */
const usdCountries = new Set(['NG', 'KE']);

/** The currencies of the one account PAYSTACK_SECRET_KEY stands for: its country's, and USD where Paystack takes it. */
export function shorthandCurrencies(country: string): Currency[] {
  const home = homeCurrencies[country];
  if (!home) return [];
  return usdCountries.has(country) ? [home, 'USD'] : [home];
}

const ZCountry = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code in capitals, such as NG');

/** PAYSTACK_COUNTRY: a country whose currency is known, so its one account takes it. */
export const ZPaystackCountry = ZCountry.refine((country) => country in homeCurrencies, {
  message: `must be a country Paystack serves: ${Object.keys(homeCurrencies).join(', ')}`,
});

const ZPaystackAccount = z.strictObject({
  country: ZCountry,
  secretKey: z.string().trim().min(1, 'is required: the secret key from this business’s Paystack dashboard'),
  currencies: z
    .array(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code, such as NGN'))
    .min(1, 'must name at least one currency'),
  seller: z
    .strictObject({
      name: z.string().trim().min(1, 'is required'),
      address: z.string().trim().min(1, 'is required'),
      taxNumber: z.string().trim().min(1).nullish(),
    })
    .optional(),
  taxes: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1, 'is required'),
        ratePercent: z.number().min(0).max(100),
      }),
    )
    .optional(),
  invoicePrefix: z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, 'must be capitals, digits and -, at most 20')
    .optional(),
});
export type PaystackAccountInput = z.infer<typeof ZPaystackAccount>;

const ZAddedCurrency = z.strictObject({
  code: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code in capitals, such as XOF'),
  minorUnitDigits: z.number().int().min(0, 'must be 0 to 3').max(3, 'must be 0 to 3'),
  minimum: z
    .number()
    .int('must be a whole number of minor units')
    .positive('must be above zero: Paystack’s smallest charge, in minor units'),
  country: ZCountry,
});

/** Parses a variable's JSON text, or says it is not JSON, naming what it should list. */
function jsonOf(what: string) {
  return (text: string, context: z.RefinementCtx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must be JSON, a list of ${what} (${error instanceof Error ? error.message : 'unreadable'})`,
      });
      return z.NEVER;
    }
  };
}

/**
 * PAYMENT_CURRENCIES: a JSON list of the currencies Paystack takes beyond the five built in (XOF
 * for Côte d'Ivoire, EGP, RWF), each with its minor-unit digits, Paystack's smallest charge in
 * minor units and the country that pays in it. A built-in currency may not be redefined, nor one
 * listed twice.
 */
export const ZPaymentCurrencies = z
  .string()
  .transform(jsonOf('currencies'))
  .pipe(
    z.array(ZAddedCurrency).superRefine((list, context) => {
      const seen = new Set<string>();
      for (const [index, currency] of list.entries()) {
        if (isBuiltInCurrency(currency.code)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'code'],
            message: `${currency.code} is built in (${builtInCurrencies.join(', ')}) and may not be redefined`,
          });
        } else if (seen.has(currency.code)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'code'],
            message: `${currency.code} is listed twice`,
          });
        }
        seen.add(currency.code);
      }
    }),
  );

/** PAYSTACK_ACCOUNTS: a JSON list of the Paystack businesses, one per country. */
export const ZPaystackAccounts = z
  .string()
  .transform(jsonOf('accounts'))
  .pipe(z.array(ZPaystackAccount).min(1, 'must list at least one account'));

const isTestKey = (secretKey: string) => secretKey.startsWith('sk_test_');

/**
 * The problems of the payment settings taken together, each on the variable to change: Paystack
 * needs a key, either one (PAYSTACK_SECRET_KEY) or one per account (PAYSTACK_ACCOUNTS), never
 * both; each currency is paid into one account, each key and invoice series is one account's;
 * and in production a test key, whose payments move no money, stops the start unless
 * PAYSTACK_ALLOW_TEST_KEYS=1 says it is on purpose.
 */
export function checkPaymentSettings(env: PaymentSettings, context: z.RefinementCtx): void {
  const problem = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  const listed = env.PAYSTACK_ACCOUNTS;
  if (env.PAYMENT_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY && !listed) {
    problem(
      ['PAYSTACK_SECRET_KEY'],
      'PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY (the secret key from the Paystack dashboard), or PAYSTACK_ACCOUNTS for one business per country',
    );
  }
  if (env.PAYSTACK_SECRET_KEY && listed) {
    problem(
      ['PAYSTACK_ACCOUNTS'],
      'set either PAYSTACK_ACCOUNTS or PAYSTACK_SECRET_KEY, not both: PAYSTACK_SECRET_KEY is the one-account form',
    );
  }
  // Each account is checked against the others only once each is well formed on its own.
  const accounts = ZPaystackAccount.array().safeParse(listed).data ?? [];
  const known = new Set<string>(knownCurrenciesOf(env));
  const takenBy = new Map<string, number>();
  const keys = new Map<string, number>();
  const prefixes = new Map<string, number>();
  for (const [index, account] of accounts.entries()) {
    const at = (...path: (string | number)[]) => ['PAYSTACK_ACCOUNTS', index, ...path];
    for (const [position, currency] of account.currencies.entries()) {
      if (!known.has(currency)) {
        problem(
          at('currencies', position),
          `${currency} is not a known currency (${[...known].join(', ')}): add it to PAYMENT_CURRENCIES`,
        );
      } else if (takenBy.has(currency)) {
        problem(
          at('currencies', position),
          `${currency} is already taken by account ${takenBy.get(currency)}: each currency is paid into one account`,
        );
      } else takenBy.set(currency, index);
    }
    if (keys.has(account.secretKey)) {
      problem(at('secretKey'), `is the same key as account ${keys.get(account.secretKey)}'s`);
    } else keys.set(account.secretKey, index);
    const prefix = invoicePrefixOf(account);
    if (prefixes.has(prefix)) {
      problem(
        at('invoicePrefix'),
        `${prefix} is account ${prefixes.get(prefix)}'s invoice series too: give each account its own invoicePrefix`,
      );
    } else prefixes.set(prefix, index);
    if (!account.taxes && !defaultTaxesByCountry[account.country]) {
      problem(at('taxes'), `there are no default taxes for ${account.country}: list them ([] for none)`);
    }
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'paystack' && !env.PAYSTACK_ALLOW_TEST_KEYS) {
    if (env.PAYSTACK_SECRET_KEY && isTestKey(env.PAYSTACK_SECRET_KEY)) {
      problem(['PAYSTACK_SECRET_KEY'], testKeyProblem);
    }
    for (const [index, account] of accounts.entries()) {
      if (isTestKey(account.secretKey)) problem(['PAYSTACK_ACCOUNTS', index, 'secretKey'], testKeyProblem);
    }
  }
}

const testKeyProblem =
  'is a test key (sk_test_): its payments move no money, yet would grant memberships in production. Use the live key, or set PAYSTACK_ALLOW_TEST_KEYS=1 to run test payments on purpose';

/** The five built-in currencies, then those PAYMENT_CURRENCIES adds. */
function knownCurrenciesOf(env: Pick<PaymentSettings, 'PAYMENT_CURRENCIES'>): Currency[] {
  return [...builtInCurrencies, ...(env.PAYMENT_CURRENCIES ?? []).map((currency) => currency.code)];
}

function invoicePrefixOf(account: { country: string; invoicePrefix?: string | undefined }): string {
  return account.invoicePrefix ?? `CA-${account.country}`;
}

/** The payment accounts and provider the settings describe; `checkPaymentSettings` has passed. */
export function paymentsConfig(env: PaymentSettings): PaymentsConfig {
  // Amounts are formatted and checked against minimums everywhere in the process, by code.
  addCurrencies(env.PAYMENT_CURRENCIES ?? []);
  const knownCurrencies = knownCurrenciesOf(env);
  const defaultSeller: Seller = {
    name: env.INVOICE_SELLER_NAME,
    address: env.INVOICE_SELLER_ADDRESS.replaceAll('\\n', '\n'),
    taxNumber: env.INVOICE_SELLER_TAX_NUMBER ?? null,
  };
  const accounts: PaymentAccount[] = env.PAYSTACK_ACCOUNTS
    ? env.PAYSTACK_ACCOUNTS.map((account) => ({
        country: account.country,
        secretKey: account.secretKey,
        currencies: account.currencies,
        seller: account.seller
          ? { ...account.seller, taxNumber: account.seller.taxNumber ?? null }
          : defaultSeller,
        taxes: account.taxes ?? defaultTaxesByCountry[account.country] ?? [],
        invoicePrefix: invoicePrefixOf(account),
      }))
    : [
        {
          country: env.PAYSTACK_COUNTRY,
          secretKey: env.PAYSTACK_SECRET_KEY ?? '',
          currencies: shorthandCurrencies(env.PAYSTACK_COUNTRY),
          seller: defaultSeller,
          taxes: defaultTaxesByCountry[env.PAYSTACK_COUNTRY] ?? [],
          invoicePrefix: invoicePrefixOf({ country: env.PAYSTACK_COUNTRY }),
        },
      ];
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    // The sandbox calls no provider: its accounts only say whose invoices its payments are.
    return {
      provider: 'sandbox',
      accounts: accounts.map((account) => ({ ...account, secretKey: '' })),
      offeredCurrencies: knownCurrencies,
      knownCurrencies,
    };
  }
  return {
    provider: 'paystack',
    accounts,
    offeredCurrencies: knownCurrencies.filter((currency) =>
      accounts.some((account) => account.currencies.includes(currency)),
    ),
    knownCurrencies,
    baseUrl: env.PAYSTACK_BASE_URL.replace(/\/$/, ''),
    timeoutMs: env.PAYSTACK_TIMEOUT_MS,
    allowTestKeys: env.PAYSTACK_ALLOW_TEST_KEYS,
  };
}

/** What an operator must hear at start about payments in production. */
export function paymentNotices(payments: PaymentsConfig): string[] {
  if (payments.provider !== 'paystack') return [];
  const testAccounts = payments.accounts.filter((account) => isTestKey(account.secretKey));
  if (testAccounts.length === 0) return [];
  return [
    `PAYSTACK_ALLOW_TEST_KEYS=1: the Paystack account for ${testAccounts.map((account) => account.country).join(', ')} ` +
      'runs on a TEST key (sk_test_). Its payments move NO money, yet each one grants a membership. ' +
      'Put the live key in place before anyone pays.',
  ];
}
