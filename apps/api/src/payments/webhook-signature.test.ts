import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, webhookSignature } from './webhook-signature';

const secret = 'sk_test_a_secret_only_we_know';
const body = Buffer.from('{"event":"charge.success","data":{"reference":"sub-1","amount":500000}}');

describe(isValidWebhookSignature.name, () => {
  it('accepts the HMAC-SHA512 of the exact bytes with our key', () => {
    const signature = webhookSignature(body, secret);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(isValidWebhookSignature(body, signature, secret)).toBe(true);
    expect(isValidWebhookSignature(body, signature.toUpperCase(), secret)).toBe(true);
  });

  it('refuses a signature made with another key', () => {
    expect(isValidWebhookSignature(body, webhookSignature(body, 'sk_test_someone_else'), secret)).toBe(false);
  });

  it('refuses a missing, empty or malformed signature', () => {
    for (const signature of [
      undefined,
      '',
      'abc',
      'z'.repeat(128),
      webhookSignature(body, secret).slice(2),
    ]) {
      expect(isValidWebhookSignature(body, signature, secret), String(signature)).toBe(false);
    }
  });

  it('refuses the right signature over a different body, even one that parses to the same JSON', () => {
    const signature = webhookSignature(body, secret);
    const changedAmount = Buffer.from(body.toString().replace('500000', '5000000'));
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(isValidWebhookSignature(changedAmount, signature, secret)).toBe(false);
    expect(isValidWebhookSignature(reformatted, signature, secret)).toBe(false);
  });
});
