import fs from 'node:fs';
import path from 'node:path';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { ZRole, type Role } from '@creators-archive/contract';
import type { Clock } from '../lib/clock';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** How far the clocks of two API processes may disagree about a token's issue time. */
export const CLOCK_SKEW_SECONDS = 60;
const ALGORITHM = 'ES256';
/** A retired key verifies this long after rotation: the last token it signed, plus clock skew. */
export const RETIRED_KEY_GRACE_MS = (ACCESS_TOKEN_SECONDS + CLOCK_SKEW_SECONDS) * 1000;
/** How often a process looks for a key another process (or `npm run keys:rotate`) has rotated in. */
const KEY_RELOAD_INTERVAL_MS = 30_000;

export type Aal = 'aal1' | 'aal2';
export type AccessTokenClaims = {
  userId: string;
  role: Role;
  sessionId: string;
  aal: Aal;
  /** The member has a second factor that this sign-in has not passed yet. */
  mfaRequired: boolean;
};
/**
 * Where the sign-in a token names stands, as the database has it now: ended (revoked or gone), or
 * open with its member's current role and suspension and the assurance the sign-in reached.
 */
export type SessionStanding = { ended: true } | { ended: false; suspended: boolean; role: Role; aal: Aal };
export type SignedAccessToken = { token: string; expiresAt: number; expiresIn: number };

export type AccessTokens = {
  sign(claims: AccessTokenClaims): Promise<SignedAccessToken>;
  /** Resolves the claims, or null for any token that is not ours, valid and current. */
  verify(token: string): Promise<AccessTokenClaims | null>;
  publicJwks(): Promise<{ keys: JWK[] }>;
  /** Reads the key folder again now. */
  reload(): Promise<void>;
};

type SigningKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK };
type RetiredKey = SigningKey & { retiredAtMs: number };

export function keysDir(dataDir: string): string {
  return path.join(dataDir, 'keys');
}
const currentKeyFile = (dataDir: string) => path.join(keysDir(dataDir), 'jwt-es256.pem');
const retiredDir = (dataDir: string) => path.join(keysDir(dataDir), 'retired');

export async function createAccessTokens(options: {
  dataDir: string | undefined;
  privateKeyPem: string | undefined;
  issuer: string;
  audience: string;
  clock: Clock;
}): Promise<AccessTokens> {
  let signing = await loadSigningKey(options.dataDir, options.privateKeyPem);
  let retired: RetiredKey[] = options.privateKeyPem ? [] : await loadRetiredKeys(options.dataDir);
  let loadedAt = Date.now();

  const reload = async () => {
    loadedAt = Date.now();
    if (options.privateKeyPem || !options.dataDir) return;
    signing = await loadSigningKey(options.dataDir, undefined);
    retired = await loadRetiredKeys(options.dataDir);
  };
  const reloadIfDue = async () => {
    if (Date.now() - loadedAt >= KEY_RELOAD_INTERVAL_MS) await reload();
  };

  const verificationKeys = (): SigningKey[] => {
    const now = options.clock.now().getTime();
    return [signing, ...retired.filter((key) => now - key.retiredAtMs < RETIRED_KEY_GRACE_MS)];
  };

  const keyFor: JWTVerifyGetKey = async (header) => {
    const find = () => verificationKeys().find((key) => key.kid === header.kid);
    let key = header.kid ? find() : undefined;
    // A kid we do not know may be a key another process rotated in since our last look.
    if (!key && header.kid && Date.now() - loadedAt > 1000) {
      await reload();
      key = find();
    }
    if (!key) throw new Error('Unknown signing key');
    return key.publicKey;
  };

  return {
    async sign({ userId, role, sessionId, aal, mfaRequired }) {
      await reloadIfDue();
      const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({ role, sid: sessionId, aal, mfa_required: mfaRequired })
        .setProtectedHeader({ alg: ALGORITHM, kid: signing.kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(signing.privateKey);
      return { token, expiresAt, expiresIn: ACCESS_TOKEN_SECONDS };
    },
    async verify(token) {
      try {
        await reloadIfDue();
        const now = options.clock.now();
        const { payload } = await jwtVerify(token, keyFor, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: options.audience,
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
          currentDate: now,
        });
        const role = ZRole.safeParse(payload.role);
        if (!payload.sub || typeof payload.sid !== 'string' || !role.success) return null;
        // We never sign a token that lives longer than ACCESS_TOKEN_SECONDS: one claiming a later
        // `exp`, or issued in the future, was not made by this code as it is.
        const ageSeconds = now.getTime() / 1000 - Number(payload.iat);
        if (ageSeconds > ACCESS_TOKEN_SECONDS + CLOCK_SKEW_SECONDS || ageSeconds < -CLOCK_SKEW_SECONDS) {
          return null;
        }
        return {
          userId: payload.sub,
          role: role.data,
          sessionId: payload.sid,
          aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
          mfaRequired: payload.mfa_required === true,
        };
      } catch {
        return null;
      }
    },
    async publicJwks() {
      await reloadIfDue();
      return { keys: verificationKeys().map((key) => key.publicJwk) };
    },
    reload,
  };
}

/** The key from the environment, else the one kept in DATA_DIR, else a new one saved there. */
async function loadSigningKey(
  dataDir: string | undefined,
  privateKeyPem: string | undefined,
): Promise<SigningKey> {
  if (privateKeyPem) return describeKey(await importPKCS8(privateKeyPem, ALGORITHM, { extractable: true }));

  const keyFile = dataDir ? currentKeyFile(dataDir) : undefined;
  if (keyFile && fs.existsSync(keyFile)) {
    return describeKey(await importPKCS8(fs.readFileSync(keyFile, 'utf8'), ALGORITHM, { extractable: true }));
  }
  const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  if (keyFile) {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    fs.writeFileSync(keyFile, await exportPKCS8(privateKey), { mode: 0o600 });
  }
  return describeKey(privateKey);
}

/** Retired keys are named by the time they were retired: keys/retired/<milliseconds>.pem. */
async function loadRetiredKeys(dataDir: string | undefined): Promise<RetiredKey[]> {
  if (!dataDir || !fs.existsSync(retiredDir(dataDir))) return [];
  const keys: RetiredKey[] = [];
  for (const name of fs.readdirSync(retiredDir(dataDir))) {
    const match = /^(\d+)\.pem$/.exec(name);
    if (!match) continue;
    const pem = fs.readFileSync(path.join(retiredDir(dataDir), name), 'utf8');
    const key = await describeKey(await importPKCS8(pem, ALGORITHM, { extractable: true }));
    keys.push({ ...key, retiredAtMs: Number(match[1]) });
  }
  return keys;
}

/**
 * Makes a new signing key; the old one moves to keys/retired and keeps verifying for the life of
 * the tokens it signed. Retired keys older than a day are removed. Answers the new key id.
 */
export async function rotateSigningKey(
  dataDir: string,
  now: Date,
): Promise<{ kid: string; retiredKid?: string }> {
  const keyFile = currentKeyFile(dataDir);
  let retiredKid: string | undefined;
  fs.mkdirSync(retiredDir(dataDir), { recursive: true, mode: 0o700 });
  if (fs.existsSync(keyFile)) {
    const old = await describeKey(
      await importPKCS8(fs.readFileSync(keyFile, 'utf8'), ALGORITHM, { extractable: true }),
    );
    retiredKid = old.kid;
    fs.copyFileSync(keyFile, path.join(retiredDir(dataDir), `${now.getTime()}.pem`));
  }
  const { privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  // Write beside, then rename: a process reading the key never sees half a file.
  const temporary = `${keyFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, await exportPKCS8(privateKey), { mode: 0o600 });
  fs.renameSync(temporary, keyFile);
  for (const name of fs.readdirSync(retiredDir(dataDir))) {
    const match = /^(\d+)\.pem$/.exec(name);
    if (match && now.getTime() - Number(match[1]) > 24 * 60 * 60 * 1000) {
      fs.rmSync(path.join(retiredDir(dataDir), name));
    }
  }
  return { kid: (await describeKey(privateKey)).kid, ...(retiredKid ? { retiredKid } : {}) };
}

async function describeKey(privateKey: CryptoKey): Promise<SigningKey> {
  const { d: _private, ...publicJwk } = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const publicKey = (await importJWK(publicJwk, ALGORITHM)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' } };
}
