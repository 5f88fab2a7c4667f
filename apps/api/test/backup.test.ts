import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@creators-archive/contract';
import { openDatabase } from '../src/db/client';
import { createBackup } from '../src/scripts/backup';
import { restoreBackup } from '../src/scripts/restore';
import { bearer, buildTestApp, multipart, registerUser } from './helpers';
import { jpeg } from './image-fixtures';
import {
  me,
  mySubscription,
  payInSandbox,
  seedPlans,
  signedIn,
  startCheckout,
  verify,
} from './membership-helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs `npm run restore -- …args` as its own process. */
function runRestore(args: string[]) {
  const child = spawn('npm', ['run', '--silent', 'restore', '--', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout.resume();
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

/** The real app on PGlite in its own DATA_DIR, as the server opens it. */
async function appOn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const testApp = await buildTestApp('pglite', {}, { dataDir, database });
  return {
    app: testApp.app,
    close: async () => {
      await testApp.close();
      await database.close();
    },
  };
}

describe('npm run backup and npm run restore on PGlite', () => {
  it('restores members, portfolios, media, keys and subscriptions into a fresh DATA_DIR', async () => {
    const dataDir = path.join(scratch, 'data');
    const original = await appOn(dataDir);
    const { app } = original;
    const member = await registerUser(app);
    const upload = await multipart(
      { title: 'Harmattan light' },
      { data: await jpeg(700, 500), name: 'work.jpg', type: 'image/jpeg' },
    );
    const created = await app.inject({
      method: 'POST',
      url: '/v1/portfolio',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(member.access_token) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = (created.json().data as PortfolioItem).id;
    const { monthly } = await seedPlans(app);
    const checkout = await startCheckout(app, member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app, checkout);
    await verify(app, checkout.reference, { token: member.access_token });
    await app.jobWorker.drain();
    const item = (await app.inject({ method: 'GET', url: `/v1/portfolio/${itemId}` })).json()
      .data as PortfolioItem;
    expect(item.status).toBe('ready');
    const imageUrl = item.images[0]!.url;
    const image = (await app.inject({ method: 'GET', url: imageUrl })).rawPayload;
    const subscription = await mySubscription(app, member.access_token);
    expect(subscription?.status).toBe('active');
    await original.close();

    // Another process owns DATA_DIR, as the running server does: the backup refuses.
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    await expect(createBackup({ dataDir, output: scratch })).rejects.toThrow(
      new RegExp(`in use by process ${process.ppid}.*Stop it, then run npm run backup again`),
    );
    fs.rmSync(path.join(dataDir, 'pglite.lock'));

    const { file, manifest } = await createBackup({ dataDir, output: `${scratch}${path.sep}` });
    expect(path.basename(file)).toMatch(/^creators-archive-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({
      formatVersion: 1,
      database: { kind: 'pglite' },
      counts: { users: 1, portfolioItems: 1, subscriptions: 1 },
      files: expect.arrayContaining(['keys', 'media']),
    });
    expect(manifest.schema.migrations).toBeGreaterThan(0);
    expect(manifest.schema.latest).toEqual(expect.any(String));
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // A target that holds anything is refused without --force, by the function and the command.
    const occupied = path.join(scratch, 'occupied');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'notes.txt'), 'keep me');
    await expect(restoreBackup({ archive: file, dataDir: occupied })).rejects.toThrow(
      /is not empty.*--force/,
    );
    const command = await runRestore([file, '--data-dir', occupied]);
    expect(command.code).toBe(1);
    expect(command.stderr).toMatch(/is not empty \(notes\.txt\).*add --force/);
    expect(fs.readdirSync(occupied)).toEqual(['notes.txt']);

    const restoredDir = path.join(scratch, 'restored');
    const restoredManifest = await restoreBackup({ archive: file, dataDir: restoredDir });
    expect(restoredManifest).toEqual(manifest);
    expect(fs.readdirSync(restoredDir).sort()).toEqual(['pglite', ...manifest.files].sort());

    const restored = await appOn(restoredDir);
    try {
      const again = restored.app;
      // The signing keys came along: a token issued before the backup still works.
      expect((await me(again, member.access_token)).email).toBe(member.user.email);
      const session = await signedIn(again, member.user.email, member.password);
      const servedItem = (await again.inject({ method: 'GET', url: `/v1/portfolio/${itemId}` })).json()
        .data as PortfolioItem;
      expect(servedItem).toMatchObject({ id: itemId, title: 'Harmattan light', status: 'ready' });
      const served = await again.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(image)).toBe(true);
      expect(await mySubscription(again, session.access_token)).toEqual(subscription);
    } finally {
      await restored.close();
    }
  }, 90_000);
});
