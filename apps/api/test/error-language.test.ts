import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '@creators-archive/i18n';
import { flattenMessages, readMessages } from '@creators-archive/i18n/compile';
import { buildTestApp, expectErrorEnvelope, registerUser, type TestApp } from './helpers';

const french = { 'accept-language': 'fr' };
const unknownUser = '/v1/users/3f1e2d3c-1111-4222-8333-444455556666';
/** A registration the contract refuses: an e-mail it cannot read, a short password, no name. */
const badRegistration = { email: 'not-an-email', password: 'short' };

// The answers do not touch the database beyond a registration: PGlite is enough.
describe('the API answers errors in the language of Accept-Language', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  describe('in French', () => {
    it('says what was not found', async () => {
      const user = expectErrorEnvelope(
        await inject({ method: 'GET', url: unknownUser, headers: french }),
        404,
        'USER_NOT_FOUND',
      );
      expect(user.error.message).toBe('Ce membre n’existe pas');

      const route = expectErrorEnvelope(
        await inject({ method: 'GET', url: '/v1/no-such-thing', headers: french }),
        404,
        'NOT_FOUND',
      );
      expect(route.error.message).toBe('Introuvable');
    });

    it('says which fields are wrong: the contract’s messages, a missing field and Zod’s own checks', async () => {
      const registration = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/users/register',
          headers: french,
          payload: badRegistration,
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(registration.error.message).toBe('Certains champs ne sont pas valides');
      expect(registration.error.details.fields).toEqual({
        email: 'Saisissez une adresse e-mail valide',
        password: 'Utilisez au moins 8 caractères',
        fullName: 'Ce champ est obligatoire',
      });

      // Checks without a message of ours: Zod's French, told the type that was sent.
      const wrongType = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/users/register',
          headers: french,
          payload: { email: 'ama@example.com', password: 'correct horse battery staple', fullName: 42 },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(wrongType.error.details.fields).toEqual({
        fullName: 'Entrée invalide : chaîne de caractères attendu, nombre reçu',
      });
      const tooLong = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/auth/login',
          headers: french,
          payload: { email: 'ama@example.com', password: 'x'.repeat(1025) },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(tooLong.error.details.fields).toEqual({
        password: 'Trop grand : chaîne de caractères doit avoir <=1024 caractères',
      });

      const badId = expectErrorEnvelope(
        await inject({ method: 'GET', url: '/v1/users/not-an-id', headers: french }),
        400,
        'VALIDATION_FAILED',
      );
      expect(badId.error.details.fields).toEqual({ id: 'Identifiant de membre non valide' });
    });

    it('asks a visitor to sign in', async () => {
      const body = expectErrorEnvelope(
        await inject({ method: 'GET', url: '/v1/users/me', headers: french }),
        401,
        'UNAUTHENTICATED',
      );
      expect(body.error.message).toBe('Connectez-vous pour continuer');
    });

    it('says a reason’s message beside the field it is about', async () => {
      const member = await registerUser(testApp.app);
      const body = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/users/register',
          headers: french,
          payload: { email: member.user.email, password: 'correct horse battery staple', fullName: 'Ama' },
        }),
        409,
        'EMAIL_TAKEN',
      );
      expect(body.error.message).toBe('Un compte existe déjà avec cette adresse e-mail');
      expect(body.error.details.fields).toEqual({ email: 'Un compte existe déjà avec cette adresse e-mail' });
    });

    it('takes French from a weighted header that prefers it', async () => {
      const response = await inject({
        method: 'GET',
        url: '/v1/users/me',
        headers: { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.8' },
      });
      expect(expectErrorEnvelope(response, 401, 'UNAUTHENTICATED').error.message).toBe(
        'Connectez-vous pour continuer',
      );
    });
  });

  describe('in English', () => {
    it.each([
      ['no Accept-Language', {}],
      ['English', { 'accept-language': 'en-GB' }],
      ['a language it does not speak', { 'accept-language': 'de-DE,de;q=0.9' }],
      ['a weighted header that prefers English', { 'accept-language': 'en-US,en;q=0.9,fr;q=0.8' }],
    ])('keeps today’s words for %s', async (_name, headers) => {
      const notFound = expectErrorEnvelope(
        await inject({ method: 'GET', url: unknownUser, headers }),
        404,
        'USER_NOT_FOUND',
      );
      expect(notFound.error.message).toBe('User not found');

      const registration = expectErrorEnvelope(
        await inject({ method: 'POST', url: '/v1/users/register', headers, payload: badRegistration }),
        400,
        'VALIDATION_FAILED',
      );
      expect(registration.error.message).toBe('Some fields are not valid');
      expect(registration.error.details.fields).toEqual({
        email: 'Enter a valid email address',
        password: 'Use at least 8 characters',
        fullName: 'This field is required',
      });

      const visitor = expectErrorEnvelope(
        await inject({ method: 'GET', url: '/v1/users/me', headers }),
        401,
        'UNAUTHENTICATED',
      );
      expect(visitor.error.message).toBe('Sign in to continue');
    });
  });

  it('tells caches that an error answer depends on Accept-Language', async () => {
    const response = await inject({ method: 'GET', url: '/v1/no-such-thing', headers: french });
    expect(String(response.headers.vary)).toContain('Accept-Language');
  });
});

describe('the contract’s validation messages', () => {
  const contractSources = path.resolve(import.meta.dirname, '../../../packages/contract/src');

  it('are each a message in every language', () => {
    const written = new Set<string>();
    for (const file of fs.readdirSync(contractSources, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const source = fs.readFileSync(path.join(contractSources, file), 'utf8');
      for (const [, id] of source.matchAll(/'(validation\.[A-Za-z0-9]+)'/g)) written.add(id!);
    }
    expect(written.size).toBeGreaterThan(50);
    for (const locale of localeCodes) {
      const ids = new Set(Object.keys(flattenMessages(readMessages(locale))));
      expect(
        [...written].filter((id) => !ids.has(id)),
        locale,
      ).toEqual([]);
    }
  });
});
