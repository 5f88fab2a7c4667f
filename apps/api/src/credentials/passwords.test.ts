import { describe, expect, it } from 'vitest';
import { createPasswords } from './passwords';

describe('passwords', () => {
  it('are hashed with argon2id at the OWASP baseline unless asked otherwise: 19 MiB, 2 passes, 1 lane', async () => {
    const passwords = createPasswords();
    const stored = await passwords.hash('a long enough password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify(stored, 'a long enough password')).toBe(true);
    expect(await passwords.verify(stored, 'another long password')).toBe(false);
  });

  it('check a hash at the cost it was made with, whatever the cost they hash at', async () => {
    const cheap = createPasswords({ memoryCost: 256, timeCost: 1 });
    const stored = await cheap.hash('a long enough password');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await createPasswords().verify(stored, 'a long enough password')).toBe(true);
    expect(await cheap.verify('not a hash at all', 'a long enough password')).toBe(false);
  });
});
