import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '../../lib/counter-store';
import { templates } from '../../mail/templates';
import { AbuseLimits, loginDelaySeconds } from './abuse-limits';
import { describeDevice } from './devices';
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
  it('slows an account after the threshold and forgets it once the window has passed', async () => {
    let now = Date.parse('2026-05-01T12:00:00Z');
    const clock = { now: () => new Date(now) };
    const limits = new AbuseLimits({
      store: new MemoryCounterStore(clock),
      clock,
      settings: { accountMax: 100, slowdownAfter: 2 },
    });
    await limits.recordLoginFailure('Ada@Example.com');
    await limits.recordLoginFailure('ada@example.com');
    await expect(limits.assertLoginAllowed('ada@example.com')).resolves.toBeUndefined();
    await limits.recordLoginFailure('ada@example.com');
    await expect(limits.assertLoginAllowed('ADA@example.com')).rejects.toMatchObject({
      status: 429,
      details: { retryAfterSeconds: 1 },
    });
    now += 1_000;
    await expect(limits.assertLoginAllowed('ada@example.com')).resolves.toBeUndefined();
    expect(loginDelaySeconds(3, 2)).toBe(1);
    expect(loginDelaySeconds(100, 2)).toBe(300);
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
    const message = templates.passwordReset(
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
