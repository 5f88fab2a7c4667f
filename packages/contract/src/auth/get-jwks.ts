import { z } from 'zod';

export const method = 'GET';
export const path = '/v1/auth/jwks';
/** The same key set at the address JWT libraries look for by convention. */
export const wellKnownPath = '/.well-known/jwks.json';

export const ZPublicJwk = z
  .object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() })
  .catchall(z.unknown());

/** A bare RFC 7517 key set, not an envelope: JWT libraries read it as it is. */
export const ZGetJwksResponse = z.object({ keys: z.array(ZPublicJwk) });
export type GetJwksResponse = z.infer<typeof ZGetJwksResponse>;
