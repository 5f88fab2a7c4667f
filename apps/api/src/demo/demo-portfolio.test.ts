import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@creators-archive/contract';
import { coversProcessed, seedDemoPortfolio } from './demo-portfolio';

const designers = ['a', 'b', 'c'].map((id) => ({ id, disciplines: ['Illustration'] }));

function fakePortfolio() {
  const calls: string[] = [];
  let next = 0;
  return {
    calls,
    portfolio: {
      create: async (userId: string, _upload: unknown, options?: { background?: boolean }) => {
        next += 1;
        calls.push(`create ${userId}${options?.background ? '' : ' (not in the background)'}`);
        return { id: `item-${next}` } as PortfolioItem;
      },
      setCover: async (viewer: { userId: string }, id: string) => {
        calls.push(`cover ${viewer.userId} ${id}`);
        return { id } as PortfolioItem;
      },
      get: async (id: string) => {
        calls.push(`ready? ${id}`);
        return { id, status: 'ready' } as PortfolioItem;
      },
    },
  };
}

describe(seedDemoPortfolio.name, () => {
  it("queues every designer's cover first, and the rest of the work once the covers are ready", async () => {
    const { calls, portfolio } = fakePortfolio();
    const demo = seedDemoPortfolio(designers, portfolio);
    await demo.directoryComplete;
    const items = await demo.items;

    expect(calls.slice(0, 9)).toEqual([
      'create a',
      'cover a item-1',
      'create b',
      'cover b item-2',
      'create c',
      'cover c item-3',
      'ready? item-1',
      'ready? item-2',
      'ready? item-3',
    ]);
    expect(calls.slice(9).every((call) => /^create [abc]$/.test(call))).toBe(true);
    expect(items).toBe(calls.filter((call) => call.startsWith('create')).length);
    expect(items).toBeGreaterThanOrEqual(9);
  });
});

describe(coversProcessed.name, () => {
  it('waits until no cover is processing any more', async () => {
    const answers = new Map([
      ['item-1', ['processing', 'ready']],
      ['item-2', ['processing', 'processing', 'failed']],
    ]);
    const asked: string[] = [];
    await coversProcessed(
      {
        get: async (id, viewer) => {
          asked.push(`${id} as ${viewer?.userId}`);
          return { status: answers.get(id)?.shift() } as PortfolioItem;
        },
      },
      [
        { id: 'item-1', userId: 'a' },
        { id: 'item-2', userId: 'b' },
      ],
    );
    expect(asked).toEqual(['item-1 as a', 'item-1 as a', 'item-2 as b', 'item-2 as b', 'item-2 as b']);
  });
});
