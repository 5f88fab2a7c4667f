import type { PortfolioImage } from '@creators-archive/contract';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readPageData } from './page-data';
import { writePageData } from './write-page-data';

/** An image's variants as the API lists them: each width smallest first, AVIF then WebP. */
function variants(at: string, sizes: [number, number][]): PortfolioImage[] {
  return sizes.flatMap(([width, height]) =>
    (['avif', 'webp'] as const).map((format) => ({ url: `${at}-${width}.${format}`, width, height, format })),
  );
}

const directoryPage = {
  items: [
    {
      id: 'c7712a4f-e6a0-401c-9964-c85a3a7d41b4',
      fullName: 'Grace Atieno',
      cover: {
        itemId: '5e8d4808-c053-46eb-a2c7-c1077b84621e',
        title: 'Harmattan </script><script>alert(1)</script>',
        images: variants('/media/p/5e8d4808-c053-46eb-a2c7-c1077b84621e/ac3q7yGF_ELv68Hr', [
          [320, 180],
          [640, 360],
          [960, 540],
        ]),
        thumbhash: 'bPkBDIJ0aoc7p3Ytty+KoET3hQ==',
      },
    },
    { id: '83c01361-677c-4edc-9b57-e3d064dd3321', fullName: 'Yaw Boateng', cover: null },
  ],
  pagination: { limit: 24, nextCursor: null },
};

async function dehydrated(entries: { queryKey: unknown[]; data: unknown }[]): Promise<DehydratedState> {
  const queryClient = new QueryClient();
  for (const { queryKey, data } of entries) {
    await queryClient.prefetchQuery({ queryKey, queryFn: () => data });
  }
  return dehydrate(queryClient);
}

/** What React Query holds once it hydrates `state`: each query's key, hash and state. */
function hydrated(state: DehydratedState) {
  const queryClient = new QueryClient();
  hydrate(queryClient, state);
  return queryClient
    .getQueryCache()
    .getAll()
    .map(({ queryKey, queryHash, state: queryState }) => ({ queryKey, queryHash, state: queryState }));
}

/** The document's script element holding the written data, as a browser's parser would end it. */
const scriptText = (written: string) => /^(.*?)<\/script/is.exec(`${written}</script>`)![1]!;

describe('page data', () => {
  it('hydrates as what React Query dehydrated does, written shorter', async () => {
    const state = await dehydrated([
      { queryKey: ['designers', 'list', {}], data: directoryPage },
      { queryKey: ['works', 'list', { colour: '#d97706' }], data: { items: [] } },
    ]);
    const written = writePageData(state);
    expect(hydrated(readPageData(scriptText(written)))).toEqual(hydrated(state));
    expect(written.length).toBeLessThan(JSON.stringify(state).length * 0.7);
    expect(written).toContain('"sizes":"320x180 640x360 960x540","formats":"avif webp"');
    expect(written).not.toContain('queryHash');
    // Hydrating reads neither: every query becomes idle, and a settled one keeps its update time.
    expect(written).not.toContain('fetchStatus');
    expect(written).not.toContain('dehydratedAt');
  });

  it('keeps when a query still pending was dehydrated, which hydrating makes its update time', async () => {
    const [query] = (await dehydrated([{ queryKey: ['designers', 'list', {}], data: directoryPage }]))
      .queries;
    const pending: DehydratedState = {
      mutations: [],
      queries: [{ ...query!, state: { ...query!.state, status: 'pending', dataUpdatedAt: 0 } }],
    };
    const written = writePageData(pending);
    expect(written).toContain(`"dehydratedAt":${query!.dehydratedAt}`);
    const [hydratedQuery] = hydrated(readPageData(written));
    expect(hydratedQuery!.state).toMatchObject({ status: 'success', dataUpdatedAt: query!.dehydratedAt });
  });

  it('cannot end the script element it is written in', async () => {
    const state = await dehydrated([{ queryKey: ['designers', 'list', {}], data: directoryPage }]);
    const written = writePageData(state);
    expect(written).not.toMatch(/<\/script/i);
    expect(readPageData(written).queries[0]!.state.data).toEqual(directoryPage);
  });

  it.each([
    [
      'each variant named by its own hash',
      [
        { url: '/media/a-320.avif', width: 320, height: 240, format: 'avif' },
        { url: '/media/b-320.webp', width: 320, height: 240, format: 'webp' },
      ],
    ],
    [
      'a format missing at one width',
      [
        ...variants('/media/a', [[320, 240]]),
        { url: '/media/a-640.webp', width: 640, height: 480, format: 'webp' },
      ],
    ],
    [
      'every width in one format before the other format',
      [
        { url: '/media/a-320.avif', width: 320, height: 240, format: 'avif' },
        { url: '/media/a-640.avif', width: 640, height: 480, format: 'avif' },
        { url: '/media/a-320.webp', width: 320, height: 240, format: 'webp' },
        { url: '/media/a-640.webp', width: 640, height: 480, format: 'webp' },
      ],
    ],
    [
      'one width with two heights',
      [
        { url: '/media/a-320.avif', width: 320, height: 240, format: 'avif' },
        { url: '/media/a-320.webp', width: 320, height: 241, format: 'webp' },
      ],
    ],
    ['a variant with one more field', [{ ...variants('/media/a', [[320, 240]])[0]!, bytes: 1200 }]],
    ['a name without a width', [{ url: '/media/original.avif', width: 320, height: 240, format: 'avif' }]],
  ])('keeps a list that would read back otherwise as it is: %s', async (_name, images) => {
    const state = await dehydrated([{ queryKey: ['works', 'one'], data: { images } }]);
    const written = writePageData(state);
    expect(written).not.toContain('variantsAt');
    expect(hydrated(readPageData(written))).toEqual(hydrated(state));
  });

  it('leaves a string that spells a list of variants as it is', async () => {
    const spelled = JSON.stringify(variants('/media/a', [[320, 240]]));
    const state = await dehydrated([{ queryKey: ['works', 'one'], data: { title: spelled } }]);
    const written = writePageData(state);
    expect(written).not.toContain('variantsAt');
    expect(hydrated(readPageData(written))).toEqual(hydrated(state));
  });

  it('keeps a query hashed its own way', async () => {
    const state = await dehydrated([
      { queryKey: ['designers', 'one', 'c7712a4f'], data: { fullName: 'Grace' } },
    ]);
    const ownHash = { ...state, queries: state.queries.map((query) => ({ ...query, queryHash: 'grace' })) };

    const written = writePageData(ownHash);
    expect(written).toContain('"queryHash":"grace"');
    expect(hydrated(readPageData(written))).toEqual(hydrated(ownHash));
  });
});
