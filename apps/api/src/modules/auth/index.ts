import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { UsersRepository } from '../users';
import { AbuseLimits } from './abuse-limits';
import { AdminAccountService } from './admin-account.service';
import { authRepositoriesOn } from './auth-repositories';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { AuthSessionsRepository } from './auth-sessions.repository';
import { DeviceTokens } from './devices';
import { jwksRoutes } from './jwks.routes';
import { MfaRepository } from './mfa.repository';
import { mfaRoutes } from './mfa.routes';
import { MfaService } from './mfa.service';
import { createSecretBox } from './secret-box';
import { SessionIssuer } from './session-issuer';

export type { AdminAccountService, AdminAccountOutcome, ConfiguredAdmin } from './admin-account.service';
export { authRepositoriesOn, type AuthRepositories } from './auth-repositories';
export { AuthSessionsRepository } from './auth-sessions.repository';
export { MfaRepository } from './mfa.repository';
export { authMails } from './auth.mail';
export { emailTaken, type AuthService } from './auth.service';
export type { MfaService } from './mfa.service';
export { hashToken, newSecretToken } from './session-issuer';

/** Registration, sign-in and sessions, password reset, second factors, the key set and the configured admin. */
export async function register(app: FastifyInstance, infrastructure: Infrastructure) {
  const { config, db, transactions, clock, counters, accessTokens, passwords } = infrastructure;
  const limits = new AbuseLimits({
    store: counters,
    clock,
    settings: {
      accountMax: config.rateLimit.accountMax,
      slowdownAfter: config.rateLimit.loginSlowdownAfter,
      accountSlowdownAfter: config.rateLimit.loginSlowdownAccountAfter,
      registrationsPerAddress: config.rateLimit.registrationsPerAddressPerHour,
      registrationsInTotal: config.rateLimit.registrationsInTotalPerHour,
    },
  });
  const secrets = createSecretBox({ keyBase64: config.mfaEncryptionKey, dataDir: config.dataDir });
  // Device tokens are sealed with DEVICE_TOKEN_KEY; without it, with the MFA key as they always were.
  const deviceSecrets = config.deviceTokenKey
    ? createSecretBox({ keyBase64: config.deviceTokenKey, dataDir: undefined })
    : secrets;
  const sessions = new SessionIssuer(accessTokens);
  const users = new UsersRepository(db);
  const factors = new MfaRepository(db);
  const transaction = transactions.over((scope) => authRepositoriesOn(scope, infrastructure.jobs));

  const auth = new AuthService({
    users,
    authSessions: new AuthSessionsRepository(db),
    mfa: factors,
    transaction,
    accessTokens,
    sessions,
    passwords,
    limits,
    devices: new DeviceTokens({ secrets: deviceSecrets, clock }),
    background: infrastructure.background,
    clock,
    publicUrl: config.publicUrl,
  });
  const mfa = new MfaService({
    mfa: factors,
    users,
    transaction,
    secrets,
    sessions,
    limits,
    clock,
    publicUrl: config.publicUrl,
  });

  const adminAccount = new AdminAccountService({
    users,
    passwords,
    transaction,
    clock,
    log: infrastructure.log,
  });

  const authRateLimit = config.rateLimit.authMax;
  await app.register(authRoutes, { auth, authRateLimit });
  await app.register(mfaRoutes, { mfa, authRateLimit });
  await app.register(jwksRoutes, { accessTokens });
  return { auth, mfa, adminAccount };
}
