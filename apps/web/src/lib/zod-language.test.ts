import { afterEach, expect, it } from 'vitest';
import { config, z } from 'zod';
import { applyZodLanguage } from './zod-language';

const tooShort = () => z.string().min(8).safeParse('short').error?.issues[0]?.message;

afterEach(() => {
  config(z.locales.en());
});

it('words Zod’s own messages in French on a French page', async () => {
  await applyZodLanguage('fr');
  expect(tooShort()).toMatch(/^Trop petit/);
});

it('leaves them in English, Zod’s own language, on an English page', async () => {
  await applyZodLanguage('en');
  expect(tooShort()).toMatch(/^Too small/);
});

it('keeps a schema’s own message, which names its text by id', async () => {
  await applyZodLanguage('fr');
  expect(z.string().min(8, 'validation.passwordTooShort').safeParse('short').error?.issues[0]?.message).toBe(
    'validation.passwordTooShort',
  );
});
