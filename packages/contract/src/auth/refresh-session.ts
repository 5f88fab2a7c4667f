import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZTextLine } from '../entities/text';
import { refreshSessionPath } from '../session-paths';

export const method = 'POST';
export const path = refreshSessionPath;

export const ZRefreshSessionRequest = z.object({
  refreshToken: ZTextLine.min(1, 'validation.refreshTokenRequired').max(512),
});
export type RefreshSessionRequest = z.input<typeof ZRefreshSessionRequest>;

export const ZRefreshedTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Unix time in seconds when the access token expires. */
  expiresAt: z.number().int(),
  expiresIn: z.number().int(),
});
export type RefreshedTokens = z.infer<typeof ZRefreshedTokens>;

export const ZRefreshSessionResponse = successEnvelope(ZRefreshedTokens);
export type RefreshSessionResponse = z.infer<typeof ZRefreshSessionResponse>;
