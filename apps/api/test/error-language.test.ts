import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '@creators-archive/i18n';
import { flattenMessages, readMessages } from '@creators-archive/i18n/compile';
import * as createUpload from '@creators-archive/contract/portfolio/create-portfolio-upload';
import { adminWithFactor } from './admin-helpers';
import { bearer, buildTestApp, expectErrorEnvelope, multipart, registerUser, type TestApp } from './helpers';

const french = { 'accept-language': 'fr' };
const unknownUser = '/v1/users/3f1e2d3c-1111-4222-8333-444455556666';
/** A registration the contract refuses: an e-mail it cannot read, a short password, no name. */
const badRegistration = { email: 'not-an-email', password: 'short' };
const PASSWORD = 'correct horse battery staple';
/** A join by a visitor who left out their name, e-mail and password. */
const anonymousJoin = { planId: '3f1e2d3c-1111-4222-8333-444455556666', currency: 'NGN' };
/** `Upload-Metadata` as tus writes it: each key, a space, its value in base64. */
const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

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

    it('says what a service found wrong with a field: a password, a cursor, an address, a visitor’s details', async () => {
      const spaces = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/users/register',
          headers: french,
          payload: { email: 'awa@example.com', password: ' '.repeat(12), fullName: 'Awa' },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(spaces.error.details.fields).toEqual({ password: 'Utilisez autre chose que des espaces' });

      const directory = expectErrorEnvelope(
        await inject({ method: 'GET', url: '/v1/designers?cursor=not-a-cursor', headers: french }),
        400,
        'VALIDATION_FAILED',
      );
      expect(directory.error.details.fields).toEqual({
        cursor: 'Ce curseur n’est pas valide pour cette liste\u202f; repartez de la première page',
      });

      const admin = await adminWithFactor(testApp);
      const members = expectErrorEnvelope(
        await inject({
          method: 'GET',
          url: '/v1/admin/members?cursor=not-a-cursor',
          headers: { ...bearer(admin.token), ...french },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(members.error.details.fields).toEqual({ cursor: 'Ce curseur ne vient pas de cette liste' });

      const member = await registerUser(testApp.app, { password: PASSWORD });
      const sameAddress = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/users/me/email',
          headers: { ...bearer(member.access_token), ...french },
          payload: { email: member.user.email, password: PASSWORD },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(sameAddress.error.details.fields).toEqual({ email: 'C’est déjà votre adresse' });

      const join = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/subscriptions/waitlist',
          headers: french,
          payload: anonymousJoin,
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(join.error.message).toBe(
        'Saisissez votre nom, votre adresse e-mail et un mot de passe pour créer votre compte',
      );
      expect(join.error.details.fields).toEqual({
        fullName: 'Saisissez votre nom complet',
        email: 'Saisissez votre adresse e-mail',
        password: 'Choisissez un mot de passe',
      });
    });

    it('says what is wrong with an upload’s fields, Zod’s own checks included', async () => {
      const member = await registerUser(testApp.app);
      const form = await multipart({ colour: 'red', category: 'Knitting' });
      const upload = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/portfolio',
          headers: { ...form.headers, ...bearer(member.access_token), ...french },
          payload: form.payload,
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(upload.error.details.fields).toEqual({
        images: 'Choisissez une image à envoyer',
        colour: 'Champ inconnu',
        category: 'Entrée invalide',
      });

      const resumable = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: createUpload.path,
          headers: {
            ...bearer(member.access_token),
            ...french,
            'tus-resumable': createUpload.tusVersion,
            'upload-length': '100',
            'upload-metadata': tusMetadata({ colour: 'red', filename: `${'x'.repeat(256)}.jpg` }),
          },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(resumable.error.message).toBe('Certains champs d’Upload-Metadata ne sont pas valides');
      expect(resumable.error.details.fields).toEqual({
        colour: 'Champ inconnu',
        filename: 'Trop grand : chaîne de caractères doit avoir <=255 caractères',
      });
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

      const join = expectErrorEnvelope(
        await inject({ method: 'POST', url: '/v1/subscriptions/waitlist', headers, payload: anonymousJoin }),
        400,
        'VALIDATION_FAILED',
      );
      expect(join.error.message).toBe('Enter your name, email and a password to create your account');
      expect(join.error.details.fields).toEqual({
        fullName: 'Enter your full name',
        email: 'Enter your email address',
        password: 'Choose a password',
      });

      const directory = expectErrorEnvelope(
        await inject({ method: 'GET', url: '/v1/designers?cursor=not-a-cursor', headers }),
        400,
        'VALIDATION_FAILED',
      );
      expect(directory.error.details.fields).toEqual({
        cursor: 'This cursor is not valid for this list; start from the first page',
      });
    });

    it('keeps the words of an upload’s field checks', async () => {
      const member = await registerUser(testApp.app);
      const form = await multipart({ colour: 'red', category: 'Knitting' });
      const upload = expectErrorEnvelope(
        await inject({
          method: 'POST',
          url: '/v1/portfolio',
          headers: { ...form.headers, ...bearer(member.access_token) },
          payload: form.payload,
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(upload.error.details.fields).toEqual({
        images: 'Choose an image to upload',
        colour: 'Unknown field',
        category: 'Invalid input',
      });
    });
  });

  it('tells caches that an error answer depends on Accept-Language', async () => {
    const response = await inject({ method: 'GET', url: '/v1/no-such-thing', headers: french });
    expect(String(response.headers.vary)).toContain('Accept-Language');
  });
});

describe('the validation messages the contract and the API’s services name', () => {
  const sources = ['../../../packages/contract/src', '../src'].map((folder) =>
    path.resolve(import.meta.dirname, folder),
  );

  it('are each a message in every language', () => {
    const written = new Set<string>();
    for (const folder of sources) {
      for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts')) continue;
        const source = fs.readFileSync(path.join(folder, file), 'utf8');
        for (const [, id] of source.matchAll(/'(validation\.[A-Za-z0-9]+)'/g)) written.add(id!);
      }
    }
    expect(written.size).toBeGreaterThan(60);
    for (const locale of localeCodes) {
      const ids = new Set(Object.keys(flattenMessages(readMessages(locale))));
      expect(
        [...written].filter((id) => !ids.has(id)),
        locale,
      ).toEqual([]);
    }
  });
});
