import { describe, expect, it } from 'vitest';
import { derivedPaymentReference, isPaymentReference, newPaymentReference } from './provider';

describe('payment references', () => {
  it('uses only letters, digits, "-", "." and "="', () => {
    const references = Array.from({ length: 50 }, () => newPaymentReference('sub'));
    for (const reference of references) expect(reference).toMatch(/^sub-[a-z0-9]+-[0-9a-f]{32}$/);
    expect(new Set(references).size).toBe(50);
    expect(derivedPaymentReference('renewal', 'b6c1e2', 3, 1)).toBe('renewal.b6c1e2.3.1');
  });

  it('refuses what Paystack would refuse', () => {
    for (const wrong of ['', 'a b', 'a/b', 'a_b', 'naïve', 'x'.repeat(101), 'a?b=c&d']) {
      expect(isPaymentReference(wrong), wrong).toBe(false);
    }
    expect(isPaymentReference('A-z.0=9')).toBe(true);
    expect(() => newPaymentReference('a b')).toThrow();
    expect(() => derivedPaymentReference('renewal', 'a/b')).toThrow();
  });
});
