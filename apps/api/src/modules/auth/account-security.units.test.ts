import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '../../lib/counter-store';
import { authMails } from './auth.mail';
import { AbuseLimits, loginDelaySeconds, type Attempt } from './abuse-limits';
import { DEVICE_TOKEN_DAYS, DeviceTokens, describeDevice } from './devices';
import { createSecretBox } from './secret-box';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';
import { Secret, TOTP } from 'otpauth';

describe(createSecretBox.name, () => {
  it('opens what it sealed, refuses a tampered box, and keeps its generated key in DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-secret-'));
    try {
      const box = createSecretBox({ keyBase64: undefined, dataDir });
      const sealed = box.seal('JBSWY3DPEHPK3PXP');
      expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
      expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
      expect(createSecretBox({ keyBase64: undefined, dataDir }).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
      const [version, iv, tag, data] = sealed.split('.');
      const flipped = `${version}.${iv}.${tag}.${data?.startsWith('A') ? 'B' : 'A'}${data?.slice(1)}`;
      expect(() => box.open(flipped)).toThrow();
      const otherKey = createSecretBox({ keyBase64: Buffer.alloc(32, 7).toString('base64'), dataDir });
      expect(() => otherKey.open(sealed)).toThrow();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('TOTP', () => {
  it('matches the current step and one either side, nothing further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-05-01T12:00:10Z');
    const code = (offsetSeconds: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({
        timestamp: now.getTime() + offsetSeconds * 1000,
      });
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotpStep(secret, code(0), now)).toBe(step);
    expect(matchTotpStep(secret, code(-30), now)).toBe(step - 1);
    expect(matchTotpStep(secret, code(30), now)).toBe(step + 1);
    expect(matchTotpStep(secret, code(60), now)).toBeNull();
    expect(totpUri(secret, 'ada@example.com')).toContain('issuer=Creators%20Archive');
  });
});

describe(AbuseLimits.name, () => {
  let now = Date.parse('2026-05-01T12:00:00Z');
  const clock = { now: () => new Date(now) };
  const limits = new AbuseLimits({
    store: new MemoryCounterStore(clock),
    clock,
    settings: {
      accountMax: 100,
      slowdownAfter: 2,
      accountSlowdownAfter: 4,
      registrationsPerAddress: 100,
      registrationsInTotal: 100,
    },
  });
  const from = (address: string): Attempt => ({ account: 'ada@example.com', client: { address } });

  it('slows one client of an account after its threshold, others not, and forgets it after the wait', async () => {
    await limits.recordFailure('login', { account: 'Ada@Example.com', client: { address: '192.0.2.1' } });
    await limits.recordFailure('login', from('192.0.2.1'));
    await expect(limits.assertAttemptAllowed('login', from('192.0.2.1'))).resolves.toBeUndefined();
    await limits.recordFailure('login', from('192.0.2.1'));
    await expect(
      limits.assertAttemptAllowed('login', { account: 'ADA@example.com', client: { address: '192.0.2.1' } }),
    ).rejects.toMatchObject({ status: 429, reason: 'LOGIN_SLOWED_DOWN', details: { retryAfterSeconds: 1 } });
    await expect(limits.assertAttemptAllowed('login', from('192.0.2.2'))).resolves.toBeUndefined();
    await expect(limits.assertAttemptAllowed('mfa', from('192.0.2.1'))).resolves.toBeUndefined();
    now += 1_000;
    await expect(limits.assertAttemptAllowed('login', from('192.0.2.1'))).resolves.toBeUndefined();
  });

  it('past the account-wide ceiling slows every address but not a recognised device', async () => {
    const account = 'grace@example.com';
    for (const address of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14']) {
      await limits.recordFailure('mfa', { account, client: { address } });
    }
    await expect(
      limits.assertAttemptAllowed('mfa', { account, client: { address: '192.0.2.99' } }),
    ).rejects.toMatchObject({ status: 429, reason: 'MFA_SLOWED_DOWN' });
    await expect(
      limits.assertAttemptAllowed('mfa', { account, client: { device: 'a device' } }),
    ).resolves.toBeUndefined();
  });

  it('asks to alert the owner once per window, when the account reaches the threshold', async () => {
    const account = 'alan@example.com';
    const alerts: boolean[] = [];
    for (const address of ['192.0.2.20', '192.0.2.21', '192.0.2.22']) {
      alerts.push((await limits.recordFailure('login', { account, client: { address } })).alertOwner);
    }
    expect(alerts).toEqual([false, true, false]);
    now += 15 * 60_000;
    alerts.length = 0;
    for (const address of ['192.0.2.20', '192.0.2.21']) {
      alerts.push((await limits.recordFailure('login', { account, client: { address } })).alertOwner);
    }
    expect(alerts).toEqual([false, true]);
  });

  it('the delay grows from 1 s and stops at 5 minutes', () => {
    expect(loginDelaySeconds(3, 2)).toBe(1);
    expect(loginDelaySeconds(100, 2)).toBe(300);
  });
});

describe(DeviceTokens.name, () => {
  let now = Date.parse('2026-05-01T12:00:00Z');
  const clock = { now: () => new Date(now) };
  const secrets = createSecretBox({ keyBase64: Buffer.alloc(32, 3).toString('base64'), dataDir: undefined });
  const devices = new DeviceTokens({ secrets, clock });

  it('recognises its own token for the account it was issued to, until it expires', () => {
    const token = devices.issue('user-1', 'device-1');
    expect(devices.recognise(token, 'user-1')).toBe('device-1');
    expect(devices.recognise(token, 'user-2')).toBeUndefined();
    expect(devices.recognise('v1.not.a.token', 'user-1')).toBeUndefined();
    expect(devices.recognise(secrets.seal('{"userId":"user-1","deviceId":"x"}'), 'user-1')).toBeUndefined();
    now += DEVICE_TOKEN_DAYS * 24 * 3_600_000;
    expect(devices.recognise(token, 'user-1')).toBeUndefined();
  });
});

describe(describeDevice.name, () => {
  it('names common browsers and systems', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe(
      'Firefox on Linux',
    );
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36 Edg/124.0',
      ),
    ).toBe('Edge on Windows');
    expect(describeDevice(null)).toBe('Unknown device');
  });
});

describe('mail templates', () => {
  it('escape what the member typed and carry the link in both parts', () => {
    const message = authMails('en').passwordReset(
      'a@example.com',
      '<script>Ada</script>',
      'https://archive.example/reset-password?token=x&y',
    );
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;Ada');
    expect(message.html).toContain('href="https://archive.example/reset-password?token=x&amp;y"');
    expect(message.text).toContain('https://archive.example/reset-password?token=x&y');
  });
});
