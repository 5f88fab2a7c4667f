import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/modules/auth/secret-box';
import { buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';

/** The device a token names, read with the key that sealed it. */
function deviceOf(token: string, keyBase64: string): string {
  const payload = JSON.parse(createSecretBox({ keyBase64, dataDir: undefined }).open(token)) as {
    deviceId: string;
  };
  return payload.deviceId;
}

describe.each(databaseKinds)('device tokens across processes on %s', (kind) => {
  const deviceTokenKey = randomBytes(32).toString('base64');
  let first: TestApp;
  let second: TestApp;
  let unconfigured: TestApp;

  beforeAll(async () => {
    // Three processes on one database, each with a data directory of its own, as on machines of their own.
    first = await buildTestApp(kind, { DEVICE_TOKEN_KEY: deviceTokenKey });
    second = await buildTestApp(kind, { DEVICE_TOKEN_KEY: deviceTokenKey }, { database: first.database });
    unconfigured = await buildTestApp(kind, {}, { database: first.database });
  });
  afterAll(async () => {
    await unconfigured.close();
    await second.close();
    await first.close();
  });

  const signIn = async (testApp: TestApp, email: string, password: string, deviceToken?: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password, ...(deviceToken && { deviceToken }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { device_token: string } }).data.device_token;
  };

  it('a device recognised by one process is recognised by another that holds the same DEVICE_TOKEN_KEY', async () => {
    const member = await registerUser(first.app);
    const issued = await signIn(first, member.user.email, member.password);
    const device = deviceOf(issued, deviceTokenKey);

    // The other process recognises the device: its new token names the same one.
    const again = await signIn(second, member.user.email, member.password, issued);
    expect(deviceOf(again, deviceTokenKey)).toBe(device);

    // A process whose key comes from its own data directory cannot read the token: a new device.
    const elsewhere = await signIn(unconfigured, member.user.email, member.password, issued);
    expect(() => deviceOf(elsewhere, deviceTokenKey)).toThrow();
  });
});
