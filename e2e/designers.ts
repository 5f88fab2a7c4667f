import { randomUUID } from 'node:crypto';
import { pictureSvg, rasterise } from '@creators-archive/test-support/images';
import { E2E_PORT } from './environment';

// Plain fetch: Playwright's request contexts trace into whichever test runs first, and these
// designers are made in hooks shared by several tests.
const baseUrl = `http://127.0.0.1:${E2E_PORT}`;

export type DesignerProfile = {
  fullName: string;
  country?: string;
  city?: string;
  disciplines?: string[];
  bio?: string;
};

export type Designer = { id: string; fullName: string; email: string; password: string };

async function call<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A designer as a member makes themselves one: registered, profile filled in, `works` images
 * (drawn here, each in its own colours) uploaded, the first made the cover. Answers once every
 * work is ready, so the directory lists the designer with all of them.
 */
export async function createDesigner(profile: DesignerProfile, works = 1): Promise<Designer> {
  const { fullName, ...details } = profile;
  const email = `designer-${randomUUID()}@example.com`;
  const password = 'a long and unusual passphrase';
  const json = { 'content-type': 'application/json' };
  const session = await call<{ access_token: string; user: { id: string } }>('/v1/users/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, fullName }),
  });
  const auth = { authorization: `Bearer ${session.access_token}` };
  await call('/v1/users/me', {
    method: 'PATCH',
    headers: { ...json, ...auth },
    body: JSON.stringify(details),
  });

  const itemIds: string[] = [];
  for (let index = 0; index < works; index += 1) {
    const image = await rasterise(pictureSvg(800, 600, (index * 97 + fullName.length * 13) % 360), 'jpeg');
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `work-${index + 1}.jpg`);
    form.append('title', `${fullName.split(' ')[0]}’s study ${index + 1}`);
    itemIds.push(
      (await call<{ id: string }>('/v1/portfolio', { method: 'POST', headers: auth, body: form })).id,
    );
  }
  if (itemIds[0]) await call(`/v1/portfolio/${itemIds[0]}/set-cover`, { method: 'POST', headers: auth });

  // Asked as the owner, whose own visits are not counted as views.
  for (const id of itemIds) {
    for (;;) {
      const item = await call<{ status: string }>(`/v1/portfolio/${id}`, { method: 'GET', headers: auth });
      if (item.status === 'ready') break;
      if (item.status === 'failed') throw new Error(`The work ${id} of ${fullName} could not be processed`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { id: session.user.id, fullName, email, password };
}
