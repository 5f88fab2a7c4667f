import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignerCard } from '@creators-archive/contract/directory/find-designers';
import { DirectoryRepository } from '../src/modules/directory/directory.repository';
import { createDesigner } from './factories';
import { buildTestApp, databaseKinds, type TestApp } from './helpers';

type Designer = 'banda' | 'mensah' | 'abdullahi' | 'hamilton' | 'traore';

/**
 * Misspelt searches and who they find. One typo (a letter inserted, left out, replaced, or two
 * neighbours swapped) in a word of 5 to 8 letters, two in a word of 9 or more, none in a shorter one.
 */
const misspellings: [string, string, Designer[]][] = [
  ['bnada', 'two neighbouring letters swapped in a five-letter surname', ['banda']],
  ['abnda', 'the first two letters swapped', ['banda']],
  ['banad', 'the last two letters swapped', ['banda']],
  ['menssah', 'a letter inserted', ['mensah']],
  ['mensh', 'a letter left out', ['mensah']],
  ['mensan', 'a letter replaced', ['mensah']],
  ['traroé', 'a swap next to an accented letter', ['traore']],
  ['abudllahy', 'two typos in a nine-letter word', ['abdullahi']],
  ['johanesbrug', 'two typos in a place name', ['abdullahi']],
  ['abdullaih', 'one typo in a nine-letter word', ['abdullahi']],
  ['kwesi menssah', 'a typo in one of two words', ['mensah']],
  ['kwsei menssah', 'a typo in each of two words', ['mensah']],
  ['kofi', 'a four-letter word typed right', ['hamilton']],
  ['kofu', 'not: a four-letter word with one typo', []],
  ['hamiltum', 'not: two typos in an eight-letter word', []],
  ['bnadq', 'not: two typos in a five-letter word', []],
  ['abudllaxy', 'not: three typos in a nine-letter word', []],
];

describe.each(databaseKinds)('directory search with typos on %s', (kind) => {
  let testApp: TestApp;
  const ids = {} as Record<Designer, string>;

  async function idsFor(q: string): Promise<string[]> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/v1/designers?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as DesignerCard[]).map((card) => card.id);
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const db = testApp.database.db;
    ids.banda = await createDesigner(db, { fullName: 'Efua Banda', items: [{ title: 'Harbour posters' }] });
    ids.mensah = await createDesigner(db, { fullName: 'Kwesi Mensah', items: [{ title: 'Market signage' }] });
    ids.abdullahi = await createDesigner(db, {
      fullName: 'Chiamaka Abdullahi',
      city: 'Johannesburg',
      items: [{ title: 'Type specimen' }],
    });
    ids.hamilton = await createDesigner(db, {
      fullName: 'Kofi Hamilton',
      items: [{ title: 'Album covers' }],
    });
    ids.traore = await createDesigner(db, { fullName: 'Aïcha Traoré', items: [{ title: 'Woven rugs' }] });
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(misspellings)('%s (%s)', async (q, _what, expected) => {
    expect(await idsFor(q)).toEqual(expected.map((designer) => ids[designer]));
  });

  it('asks the vocabulary about a known word once, then takes it as meant', async () => {
    const spelling = vi.spyOn(DirectoryRepository.prototype, 'spelling');
    expect(await idsFor('harbour posters')).toEqual([ids.banda]);
    expect(spelling).toHaveBeenCalledTimes(1);
    expect(spelling).toHaveBeenLastCalledWith(['harbour', 'posters']);
    expect(await idsFor('posters harbour')).toEqual([ids.banda]);
    expect(await idsFor('posters harbuor')).toEqual([ids.banda]);
    expect(spelling).toHaveBeenCalledTimes(2);
    expect(spelling).toHaveBeenLastCalledWith(['harbuor']);
  });

  it('asks again about a word it did not know, so a designer who joins later is found', async () => {
    expect(await idsFor('ozoemnea')).toEqual([]);
    const ozoemena = await createDesigner(testApp.database.db, {
      fullName: 'Ngozi Ozoemena',
      items: [{ title: 'Indigo prints' }],
    });
    expect(await idsFor('ozoemnea')).toEqual([ozoemena]);
  });

  it('finds the meant word among thousands of others that share its ending', async () => {
    // 3,000 six-letter words ending in "na", as a large vocabulary of names might hold, written
    // before the designer's name so they come first from the table.
    await testApp.database.db.execute(sql`
      insert into directory_words (word)
      select 'q' || chr(97 + n % 26) || chr(97 + n / 26 % 26) || chr(97 + n / 676 % 26) || 'na'
      from generate_series(0, 2999) as n
      on conflict do nothing`);
    const okanda = await createDesigner(testApp.database.db, {
      fullName: 'Esi Okanda',
      items: [{ title: 'Kente studies' }],
    });
    expect(await idsFor('okadna')).toEqual([okanda]);
  });
});
