import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from './secret-box';

/** A readable device name from a user agent: "Chrome on Windows", "Safari on iPhone". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser/, 'Samsung Internet'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\/|Chromium\/|CriOS/, 'Chrome'],
      [/Safari\//, 'Safari'],
      [/curl\//, 'curl'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Browser';
  const system = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1];
  return system ? `${String(browser)} on ${String(system)}` : String(browser);
}

/** A device stays recognised this long after its last successful sign-in. */
export const DEVICE_TOKEN_DAYS = 180;
const DEVICE_TOKEN_PURPOSE = 'device';

type DevicePayload = { purpose: string; userId: string; deviceId: string; issuedAtMs: number };

/**
 * Device tokens: handed out at a successful sign-in and sent back with the next one, so that
 * failures elsewhere do not slow a device the owner has already used. The token is sealed
 * (AES-256-GCM), so it is opaque to the client and cannot be made for another account; it
 * proves no identity by itself, the password is still checked.
 */
export class DeviceTokens {
  constructor(private readonly deps: { secrets: SecretBox; clock: Clock }) {}

  /** A token for this account; `deviceId` keeps the identity of a device already recognised. */
  issue(userId: string, deviceId: string = randomUUID()): string {
    const payload: DevicePayload = {
      purpose: DEVICE_TOKEN_PURPOSE,
      userId,
      deviceId,
      issuedAtMs: this.deps.clock.now().getTime(),
    };
    return this.deps.secrets.seal(JSON.stringify(payload));
  }

  /** The device's id when the token was issued to this account and has not expired. */
  recognise(token: string | undefined, userId: string): string | undefined {
    if (!token) return undefined;
    let payload: Partial<DevicePayload>;
    try {
      payload = JSON.parse(this.deps.secrets.open(token)) as Partial<DevicePayload>;
    } catch {
      return undefined;
    }
    const ageMs = this.deps.clock.now().getTime() - Number(payload.issuedAtMs);
    const current = ageMs >= 0 && ageMs < DEVICE_TOKEN_DAYS * 24 * 3_600_000;
    if (payload.purpose !== DEVICE_TOKEN_PURPOSE || payload.userId !== userId || !current) return undefined;
    return typeof payload.deviceId === 'string' ? payload.deviceId : undefined;
  }
}
