import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupNotices } from './config';

function configErrorOf(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** Production with real payments, so the notices below are only the ones each test is about. */
const paystack = { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_example' };

describe(loadConfig.name, () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      environment: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      admin: undefined,
      seedDemo: { enabled: true, explicit: false },
      trustProxy: false,
      apiDocs: true,
      maintenance: false,
      corsOrigins: [],
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      rateLimit: { max: 300, authMax: 20 },
      jwt: { privateKeyPem: undefined, issuer: 'http://localhost:3000', audience: 'creators-archive' },
    });
    expect(path.isAbsolute(config.webDistDir)).toBe(true);
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://archive.example/',
      DATABASE_URL: 'postgresql://user@db:5432/archive',
      ADMIN_EMAIL: 'admin@archive.example',
      ADMIN_PASSWORD: 'a long admin password',
      SEED_DEMO: 'false',
      MAINTENANCE: '1',
      CORS_ORIGINS: 'https://app.example, https://admin.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://archive.example',
      databaseUrl: 'postgresql://user@db:5432/archive',
      admin: { email: 'admin@archive.example', password: 'a long admin password' },
      seedDemo: { enabled: false, explicit: true },
      maintenance: true,
      corsOrigins: ['https://app.example', 'https://admin.example'],
      jwt: { issuer: 'https://archive.example' },
    });
  });

  it('keeps data in the repository by default and reads a relative DATA_DIR from where npm was run', () => {
    expect(loadConfig({}).dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    expect(loadConfig({ DATA_DIR: 'var/ca', INIT_CWD: '/srv/app' }).dataDir).toBe('/srv/app/var/ca');
  });

  it('counts an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', DATA_DIR: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('data'),
    });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://user@db/archive' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@archive.example' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'a long admin password' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['MAINTENANCE', { MAINTENANCE: 'yes' }],
  ])('names %s when it is wrong', (variable, env) => {
    expect(configErrorOf(env).message).toContain(variable);
  });

  it('lets a member keep 500 items and 2 GiB of originals unless the quota settings say otherwise', () => {
    expect(loadConfig({}).portfolioQuota).toEqual({ items: 500, bytes: 2_147_483_648 });
    expect(
      loadConfig({ PORTFOLIO_QUOTA_ITEMS: '50', PORTFOLIO_QUOTA_BYTES: '104857600' }).portfolioQuota,
    ).toEqual({ items: 50, bytes: 104_857_600 });
    for (const wrong of ['0', '-1', '1.5', 'lots']) {
      expect(configErrorOf({ PORTFOLIO_QUOTA_ITEMS: wrong }).message, wrong).toContain(
        'PORTFOLIO_QUOTA_ITEMS',
      );
      expect(configErrorOf({ PORTFOLIO_QUOTA_BYTES: wrong }).message, wrong).toContain(
        'PORTFOLIO_QUOTA_BYTES',
      );
    }
  });

  it('takes a background job for lost after 30 s without its lease renewed, unless JOB_LEASE_MS says otherwise', () => {
    expect(loadConfig({}).jobLeaseMs).toBe(30_000);
    expect(loadConfig({ JOB_LEASE_MS: '10000' }).jobLeaseMs).toBe(10_000);
    for (const wrong of ['2999', '600001', '1.5', 'soon']) {
      expect(configErrorOf({ JOB_LEASE_MS: wrong }).message, wrong).toContain('JOB_LEASE_MS');
    }
  });

  it('says that the admin e-mail and password go together', () => {
    const error = configErrorOf({ ADMIN_EMAIL: 'admin@archive.example' });
    expect(error.message).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  it('promotes an unconfirmed ADMIN_EMAIL account only when ADMIN_PROMOTE_UNCONFIRMED says so', () => {
    const admin = { ADMIN_EMAIL: 'admin@archive.example', ADMIN_PASSWORD: 'a long admin password' };
    expect(loadConfig(admin).admin?.promoteUnconfirmed).toBe(false);
    expect(loadConfig({ ...admin, ADMIN_PROMOTE_UNCONFIRMED: '1' }).admin?.promoteUnconfirmed).toBe(true);
    expect(configErrorOf({ ...admin, ADMIN_PROMOTE_UNCONFIRMED: 'yes' }).message).toContain(
      'ADMIN_PROMOTE_UNCONFIRMED',
    );
    expect(configErrorOf({ ADMIN_PROMOTE_UNCONFIRMED: '1' }).message).toContain(
      'ADMIN_PROMOTE_UNCONFIRMED: promotes the ADMIN_EMAIL account',
    );
  });

  it('keeps media on disk by default and reads the S3 settings when STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('says what STORAGE=s3 still needs', () => {
    expect(configErrorOf({ STORAGE: 's3', S3_BUCKET: 'media' }).message).toContain(
      'STORAGE: STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(configErrorOf({ STORAGE: 'ftp' }).message).toContain('STORAGE');
  });

  it('lists every wrong variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', DATABASE_URL: 'mysql://db' });
    expect(error.problems).toHaveLength(2);
    expect(error.message).toMatch(/PORT[\s\S]*DATABASE_URL/);
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8 ,loopback' }).trustProxy).toEqual(
      ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback'],
    );
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/1', '::1/129']) {
      expect(configErrorOf({ TRUST_PROXY: wrong }).problems, wrong).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be a hop count or a comma-separated list/),
      ]);
    }
  });

  it('takes webhooks from anywhere unless PAYSTACK_WEBHOOK_IPS lists addresses or ranges', () => {
    expect(loadConfig({}).webhookSenders).toBeUndefined();
    expect(
      loadConfig({ PAYSTACK_WEBHOOK_IPS: '52.31.139.75, 52.49.173.169,2001:db8::/32' }).webhookSenders,
    ).toEqual(['52.31.139.75', '52.49.173.169', '2001:db8::/32']);
    for (const wrong of ['loopback', 'api.paystack.co', '52.31.139.75/33']) {
      expect(configErrorOf({ PAYSTACK_WEBHOOK_IPS: wrong }).problems, wrong).toEqual([
        expect.stringMatching(/^PAYSTACK_WEBHOOK_IPS: must be a comma-separated list of addresses/),
      ]);
    }
  });

  it('seeds demo data in production only when SEED_DEMO says so, and says which it did', () => {
    const production = loadConfig({
      ...paystack,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(production.seedDemo).toEqual({ enabled: false, explicit: false });
    expect(startupNotices(production)).toEqual([
      expect.stringMatching(/not seeded in production; set SEED_DEMO=1/),
    ]);

    const seeded = loadConfig({
      ...paystack,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      SEED_DEMO: '1',
    });
    expect(seeded.seedDemo).toEqual({ enabled: true, explicit: true });
    expect(startupNotices(seeded)).toEqual([expect.stringMatching(/^SEED_DEMO=1: demo designers/)]);

    const declined = loadConfig({
      ...paystack,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      SEED_DEMO: '0',
    });
    expect(startupNotices(declined)).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo.enabled).toBe(true);
  });

  it('takes payments in the sandbox by default and through Paystack when PAYMENT_PROVIDER says so', () => {
    const nigeria = {
      country: 'NG',
      currencies: ['NGN', 'USD'],
      seller: { name: 'Creators Archive', address: 'Lagos, Nigeria', taxNumber: null },
      taxes: [{ name: 'VAT', ratePercent: 7.5 }],
      invoicePrefix: 'CA-NG',
    };
    expect(loadConfig({}).payments).toEqual({
      provider: 'sandbox',
      accounts: [{ ...nigeria, secretKey: '' }],
      offeredCurrencies: ['NGN', 'GHS', 'KES', 'ZAR', 'USD'],
      knownCurrencies: ['NGN', 'GHS', 'KES', 'ZAR', 'USD'],
    });
    expect(loadConfig(paystack).payments).toEqual({
      provider: 'paystack',
      accounts: [{ ...nigeria, secretKey: 'sk_live_example' }],
      offeredCurrencies: ['NGN', 'USD'],
      knownCurrencies: ['NGN', 'GHS', 'KES', 'ZAR', 'USD'],
      baseUrl: 'https://api.paystack.co',
      timeoutMs: 15_000,
      allowTestKeys: false,
    });
    expect(loadConfig({ ...paystack, PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/' }).payments).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010',
    });
    expect(loadConfig({ ...paystack, PAYSTACK_TIMEOUT_MS: '4000' }).payments).toMatchObject({
      timeoutMs: 4_000,
    });
    for (const timeout of ['999', '120001', '1.5', 'soon']) {
      expect(configErrorOf({ ...paystack, PAYSTACK_TIMEOUT_MS: timeout }).message).toContain(
        'PAYSTACK_TIMEOUT_MS',
      );
    }
    expect(configErrorOf({ PAYMENT_PROVIDER: 'stripe' }).message).toContain('PAYMENT_PROVIDER');
    expect(configErrorOf({ ...paystack, PAYSTACK_BASE_URL: 'not a url' }).message).toContain(
      'PAYSTACK_BASE_URL',
    );
  });

  it('says that Paystack needs its secret key', () => {
    for (const key of [undefined, '']) {
      expect(configErrorOf({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: key }).problems).toEqual([
        expect.stringMatching(/^PAYSTACK_SECRET_KEY: PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY/),
      ]);
    }
  });

  describe('Paystack accounts', () => {
    const ghana = {
      country: 'GH',
      secretKey: 'sk_live_ghana',
      currencies: ['GHS'],
      seller: { name: 'Creators Archive Ghana Ltd', address: 'Accra, Ghana', taxNumber: 'C0012345678' },
    };
    const nigeria = { country: 'NG', secretKey: 'sk_live_nigeria', currencies: ['NGN', 'USD'] };
    const withAccounts = (accounts: unknown, more: NodeJS.ProcessEnv = {}) => ({
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_ACCOUNTS: JSON.stringify(accounts),
      ...more,
    });

    it('takes one business per country, each with its seller, taxes and invoice series', () => {
      const { payments } = loadConfig(
        withAccounts([nigeria, { ...ghana, invoicePrefix: 'CAGH' }], {
          INVOICE_SELLER_NAME: 'Creators Archive Nigeria Ltd',
        }),
      );
      expect(payments).toMatchObject({
        provider: 'paystack',
        offeredCurrencies: ['NGN', 'GHS', 'USD'],
        accounts: [
          {
            country: 'NG',
            secretKey: 'sk_live_nigeria',
            currencies: ['NGN', 'USD'],
            seller: { name: 'Creators Archive Nigeria Ltd', address: 'Lagos, Nigeria', taxNumber: null },
            taxes: [{ name: 'VAT', ratePercent: 7.5 }],
            invoicePrefix: 'CA-NG',
          },
          {
            country: 'GH',
            seller: ghana.seller,
            taxes: [
              { name: 'VAT', ratePercent: 15 },
              { name: 'NHIL', ratePercent: 2.5 },
              { name: 'GETFund', ratePercent: 2.5 },
            ],
            invoicePrefix: 'CAGH',
          },
        ],
      });
    });

    it('makes PAYSTACK_SECRET_KEY one account of PAYSTACK_COUNTRY, with USD only in Nigeria and Kenya', () => {
      const currenciesIn = (country: string) =>
        loadConfig({ ...paystack, PAYSTACK_COUNTRY: country }).payments.accounts[0]?.currencies;
      expect(currenciesIn('KE')).toEqual(['KES', 'USD']);
      expect(currenciesIn('GH')).toEqual(['GHS']);
      expect(currenciesIn('ZA')).toEqual(['ZAR']);
      expect(configErrorOf({ ...paystack, PAYSTACK_COUNTRY: 'FR' }).problems).toEqual([
        expect.stringMatching(/^PAYSTACK_COUNTRY: must be a country Paystack serves: NG, GH, KE, ZA/),
      ]);
    });

    it('gives the sandbox the listed accounts without their keys, still selling in every currency', () => {
      const { payments } = loadConfig({ PAYSTACK_ACCOUNTS: JSON.stringify([ghana]) });
      expect(payments).toMatchObject({
        provider: 'sandbox',
        accounts: [{ country: 'GH', secretKey: '', currencies: ['GHS'], invoicePrefix: 'CA-GH' }],
        offeredCurrencies: ['NGN', 'GHS', 'KES', 'ZAR', 'USD'],
      });
    });

    it('refuses accounts that are not JSON, share a currency, key or series, or name unknown things', () => {
      expect(configErrorOf({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_ACCOUNTS: '[{' }).problems).toEqual([
        expect.stringMatching(/^PAYSTACK_ACCOUNTS: must be JSON, a list of accounts/),
      ]);
      expect(configErrorOf(withAccounts([])).problems).toEqual([
        'PAYSTACK_ACCOUNTS: must list at least one account',
      ]);
      expect(
        configErrorOf(
          withAccounts([nigeria, { ...ghana, currencies: ['GHS', 'USD'], secretKey: nigeria.secretKey }]),
        ).problems,
      ).toEqual([
        'PAYSTACK_ACCOUNTS.1.currencies.1: USD is already taken by account 0: each currency is paid into one account',
        "PAYSTACK_ACCOUNTS.1.secretKey: is the same key as account 0's",
      ]);
      expect(
        configErrorOf(withAccounts([{ ...ghana, country: 'gh', currencies: ['GHS', 'cedi'], extra: 1 }]))
          .problems,
      ).toEqual([
        expect.stringMatching(/^PAYSTACK_ACCOUNTS\.0\.country: must be a two-letter country code/),
        expect.stringMatching(/^PAYSTACK_ACCOUNTS\.0\.currencies\.1: must be a three-letter currency code/),
        expect.stringMatching(/^PAYSTACK_ACCOUNTS\.0: Unrecognized key: "extra"/),
      ]);
      expect(configErrorOf(withAccounts([{ ...ghana, currencies: ['XOF'] }])).problems).toEqual([
        'PAYSTACK_ACCOUNTS.0.currencies.0: XOF is not a known currency (NGN, GHS, KES, ZAR, USD): add it to PAYMENT_CURRENCIES',
      ]);
      expect(configErrorOf(withAccounts([nigeria, { ...ghana, invoicePrefix: 'CA-NG' }])).problems).toEqual([
        expect.stringMatching(
          /^PAYSTACK_ACCOUNTS\.1\.invoicePrefix: CA-NG is account 0's invoice series too/,
        ),
      ]);
      expect(
        configErrorOf(withAccounts([{ country: 'CI', secretKey: 'sk_live_ci', currencies: ['USD'] }]))
          .problems,
      ).toEqual(['PAYSTACK_ACCOUNTS.0.taxes: there are no default taxes for CI: list them ([] for none)']);
      expect(
        configErrorOf(withAccounts([nigeria], { PAYSTACK_SECRET_KEY: 'sk_live_other' })).problems,
      ).toEqual([
        expect.stringMatching(
          /^PAYSTACK_ACCOUNTS: set either PAYSTACK_ACCOUNTS or PAYSTACK_SECRET_KEY, not both/,
        ),
      ]);
    });

    const francs = { code: 'XOF', minorUnitDigits: 0, minimum: 100, country: 'CI' };
    const ivoryCoast = { country: 'CI', secretKey: 'sk_live_ci', currencies: ['XOF'], taxes: [] };

    it('adds the currencies of PAYMENT_CURRENCIES to the five built in, for accounts to take', () => {
      const { payments } = loadConfig(
        withAccounts([nigeria, ivoryCoast], { PAYMENT_CURRENCIES: JSON.stringify([francs]) }),
      );
      expect(payments).toMatchObject({
        provider: 'paystack',
        offeredCurrencies: ['NGN', 'USD', 'XOF'],
        knownCurrencies: ['NGN', 'GHS', 'KES', 'ZAR', 'USD', 'XOF'],
        accounts: [{ country: 'NG' }, { country: 'CI', currencies: ['XOF'], invoicePrefix: 'CA-CI' }],
      });
      const sandbox = loadConfig({ PAYMENT_CURRENCIES: JSON.stringify([francs]) }).payments;
      expect(sandbox.offeredCurrencies).toEqual(['NGN', 'GHS', 'KES', 'ZAR', 'USD', 'XOF']);
    });

    it('refuses added currencies that are not JSON, malformed, twice listed or built in', () => {
      const withCurrencies = (currencies: unknown) => ({ PAYMENT_CURRENCIES: JSON.stringify(currencies) });
      expect(configErrorOf({ PAYMENT_CURRENCIES: '[{' }).problems).toEqual([
        expect.stringMatching(/^PAYMENT_CURRENCIES: must be JSON, a list of currencies/),
      ]);
      expect(
        configErrorOf(
          withCurrencies([
            { code: 'xof', minorUnitDigits: 4, minimum: 0, country: 'Ivory Coast', symbol: 'F' },
          ]),
        ).problems,
      ).toEqual([
        expect.stringMatching(
          /^PAYMENT_CURRENCIES\.0\.code: must be a three-letter currency code in capitals/,
        ),
        'PAYMENT_CURRENCIES.0.minorUnitDigits: must be 0 to 3',
        expect.stringMatching(/^PAYMENT_CURRENCIES\.0\.minimum: must be above zero/),
        expect.stringMatching(/^PAYMENT_CURRENCIES\.0\.country: must be a two-letter country code/),
        expect.stringMatching(/^PAYMENT_CURRENCIES\.0: Unrecognized key: "symbol"/),
      ]);
      expect(configErrorOf(withCurrencies([{ ...francs, minimum: 1.5 }])).problems).toEqual([
        'PAYMENT_CURRENCIES.0.minimum: must be a whole number of minor units',
      ]);
      expect(
        configErrorOf(withCurrencies([francs, { ...francs, code: 'NGN', country: 'NG' }, francs])).problems,
      ).toEqual([
        'PAYMENT_CURRENCIES.1.code: NGN is built in (NGN, GHS, KES, ZAR, USD) and may not be redefined',
        'PAYMENT_CURRENCIES.2.code: XOF is listed twice',
      ]);
    });

    it('stops a production start on a test key unless PAYSTACK_ALLOW_TEST_KEYS=1, which warns loudly', () => {
      const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail', SEED_DEMO: '0' };
      expect(
        configErrorOf({ ...production, ...paystack, PAYSTACK_SECRET_KEY: 'sk_test_example' }).problems,
      ).toEqual([expect.stringMatching(/^PAYSTACK_SECRET_KEY: is a test key \(sk_test_\)/)]);
      const mixed = withAccounts([nigeria, { ...ghana, secretKey: 'sk_test_ghana' }], production);
      expect(configErrorOf(mixed).problems).toEqual([
        expect.stringMatching(/^PAYSTACK_ACCOUNTS\.1\.secretKey: is a test key \(sk_test_\)/),
      ]);
      expect(startupNotices(loadConfig({ ...mixed, PAYSTACK_ALLOW_TEST_KEYS: '1' }))).toEqual([
        expect.stringMatching(/^PAYSTACK_ALLOW_TEST_KEYS=1: the Paystack account for GH runs on a TEST key/),
      ]);
      expect(startupNotices(loadConfig(withAccounts([nigeria], production)))).toEqual([]);
      // Outside production a test key is what development and tests run on.
      expect(loadConfig({ ...paystack, PAYSTACK_SECRET_KEY: 'sk_test_example' }).payments.provider).toBe(
        'paystack',
      );
    });
  });

  it('refuses the sandbox in production unless ALLOW_SANDBOX_PAYMENTS=1, and then warns', () => {
    expect(configErrorOf({ NODE_ENV: 'production' }).problems).toEqual([
      expect.stringMatching(
        /^ALLOW_SANDBOX_PAYMENTS: .*set PAYMENT_PROVIDER=paystack, or ALLOW_SANDBOX_PAYMENTS=1/,
      ),
    ]);
    expect(configErrorOf({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '0' }).message).toContain(
      'ALLOW_SANDBOX_PAYMENTS',
    );
    const allowed = loadConfig({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
      SMTP_URL: 'smtp://mail.example:587',
      SEED_DEMO: '0',
    });
    expect(allowed.payments).toMatchObject({ provider: 'sandbox' });
    expect(startupNotices(allowed)).toEqual([
      expect.stringMatching(/^ALLOW_SANDBOX_PAYMENTS=1: the sandbox/),
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toMatchObject({ provider: 'sandbox' });
  });

  it('warns in production that without SMTP_URL no e-mail leaves the machine', () => {
    const notices = startupNotices(loadConfig({ ...paystack, NODE_ENV: 'production', SEED_DEMO: '0' }));
    expect(notices).toEqual([expect.stringMatching(/^SMTP_URL is not set: e-mail \(password resets/)]);
    expect(startupNotices(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('slows one client after LOGIN_SLOWDOWN_AFTER failures and all unrecognised ones after a far higher account ceiling', () => {
    expect(loadConfig({}).rateLimit).toMatchObject({
      loginSlowdownAfter: 10,
      loginSlowdownAccountAfter: 100,
    });
    expect(loadConfig({ LOGIN_SLOWDOWN_ACCOUNT_AFTER: '500' }).rateLimit.loginSlowdownAccountAfter).toBe(500);
    expect(configErrorOf({ LOGIN_SLOWDOWN_ACCOUNT_AFTER: '10' }).problems).toEqual([
      expect.stringMatching(/^LOGIN_SLOWDOWN_ACCOUNT_AFTER: must be larger than LOGIN_SLOWDOWN_AFTER/),
    ]);
  });

  it('limits registration per address and in total, per hour', () => {
    expect(loadConfig({}).rateLimit).toMatchObject({
      registrationsPerAddressPerHour: 20,
      registrationsInTotalPerHour: 500,
    });
    expect(
      loadConfig({ REGISTRATION_MAX_PER_HOUR: '5', REGISTRATION_GLOBAL_MAX_PER_HOUR: '50' }).rateLimit,
    ).toMatchObject({ registrationsPerAddressPerHour: 5, registrationsInTotalPerHour: 50 });
    expect(configErrorOf({ REGISTRATION_GLOBAL_MAX_PER_HOUR: '0' }).message).toContain(
      'REGISTRATION_GLOBAL_MAX_PER_HOUR',
    );
  });

  it('turns the API documentation off with API_DOCS=0', () => {
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
  });

  it('bounds every wait on PostgreSQL by default and reads the timeouts it is given', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 5_000,
      idleInTransactionMs: 10_000,
    });
    expect(
      loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: '1500',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      }).databaseTimeouts,
    ).toEqual({ connectMs: 1_500, statementMs: 0, idleInTransactionMs: 60_000 });
    expect(configErrorOf({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' }).problems).toEqual([
      expect.stringMatching(/^DATABASE_STATEMENT_TIMEOUT_MS: /),
    ]);
  });
});
