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
import type { Clock } from '../../lib/clock';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'ES256';

export type AccessTokenClaims = { userId: string; role: Role; sessionId: string };
export type SignedAccessToken = { token: string; expiresAt: number; expiresIn: number };

export type AccessTokens = {
  sign(claims: AccessTokenClaims): Promise<SignedAccessToken>;
  /** Resolves the claims, or null for any token that is not ours, valid and current. */
  verify(token: string): Promise<AccessTokenClaims | null>;
  publicJwks(): { keys: JWK[] };
};

type SigningKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK };

export async function createAccessTokens(options: {
  dataDir: string | undefined;
  privateKeyPem: string | undefined;
  issuer: string;
  audience: string;
  clock: Clock;
}): Promise<AccessTokens> {
  const signing = await loadSigningKey(options.dataDir, options.privateKeyPem);
  const verificationKeys = new Map([[signing.kid, signing]]);

  const keyFor: JWTVerifyGetKey = async (header) => {
    const key = header.kid ? verificationKeys.get(header.kid) : undefined;
    if (!key) throw new Error('Unknown signing key');
    return key.publicKey;
  };

  return {
    async sign({ userId, role, sessionId }) {
      const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({ role, sid: sessionId })
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
        const { payload } = await jwtVerify(token, keyFor, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: options.audience,
          currentDate: options.clock.now(),
        });
        const role = ZRole.safeParse(payload.role);
        if (!payload.sub || typeof payload.sid !== 'string' || !role.success) return null;
        return { userId: payload.sub, role: role.data, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
    publicJwks: () => ({ keys: [...verificationKeys.values()].map((key) => key.publicJwk) }),
  };
}

/** The key from the environment, else the one kept in DATA_DIR, else a new one saved there. */
async function loadSigningKey(
  dataDir: string | undefined,
  privateKeyPem: string | undefined,
): Promise<SigningKey> {
  if (privateKeyPem) return describeKey(await importPKCS8(privateKeyPem, ALGORITHM, { extractable: true }));

  const keyFile = dataDir ? path.join(dataDir, 'keys', 'jwt-es256.pem') : undefined;
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

async function describeKey(privateKey: CryptoKey): Promise<SigningKey> {
  const { d: _private, ...publicJwk } = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const publicKey = (await importJWK(publicJwk, ALGORITHM)) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' } };
}
