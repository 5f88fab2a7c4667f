import { describe, expect, it } from 'vitest';
import { ZFindWorksRequest } from '@creators-archive/contract/works/find-works';
import { AppError } from '../../lib/app-error';
import type { ColourPosition, WorkCardRow, WorksPosition, WorksRepository } from './works.repository';
import { WorksService } from './works.service';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number, tier?: number): WorkCardRow => ({
  itemId: id(n),
  at: `2026-11-0${n}T10:00:00.123456Z`,
  likes: n,
  tier,
  card: `{"id":"${id(n)}"}`,
});

/** A repository that answers the given rows and writes down what it was asked. */
function fakeRepository(rows: WorkCardRow[]) {
  const calls: {
    kind: 'sort' | 'colour';
    after: WorksPosition | ColourPosition | undefined;
    limit: number;
  }[] = [];
  const works = {
    find: async (_filter: unknown, _sort: unknown, after: WorksPosition | undefined, limit: number) => {
      calls.push({ kind: 'sort', after, limit });
      return rows.slice(0, limit);
    },
    findByColour: async (
      _filter: unknown,
      _colour: unknown,
      _cells: unknown,
      after: ColourPosition | undefined,
      limit: number,
    ) => {
      calls.push({ kind: 'colour', after, limit });
      return rows.slice(0, limit);
    },
  } as unknown as WorksRepository;
  return { works, calls };
}

const noSpelling = { spell: async () => [] };
const query = (text: string) => ZFindWorksRequest.parse(Object.fromEntries(new URLSearchParams(text)));

describe(WorksService.name, () => {
  it('asks one row more than the page and hands out a cursor only when another page follows', async () => {
    const { works, calls } = fakeRepository([row(1), row(2), row(3)]);
    const service = new WorksService({ works, spelling: noSpelling });
    const full = await service.find(query('limit=2'));
    expect(calls[0]).toEqual({ kind: 'sort', after: undefined, limit: 3 });
    expect(full.cards).toHaveLength(2);
    expect(full.pagination.nextCursor).not.toBeNull();
    const last = await service.find(query('limit=3'));
    expect(last.pagination.nextCursor).toBeNull();
  });

  it('continues from the last work of the page, in the same sort', async () => {
    const { works, calls } = fakeRepository([row(1), row(2), row(3)]);
    const service = new WorksService({ works, spelling: noSpelling });
    const { pagination } = await service.find(query('sort=popular&limit=2'));
    await service.find(query(`sort=popular&limit=2&cursor=${pagination.nextCursor}`));
    expect(calls[1]!.after).toEqual({ likes: 2, at: '2026-11-02T10:00:00.123456Z', id: id(2) });
  });

  it('continues a colour search from the tier and work it ended on', async () => {
    const { works, calls } = fakeRepository([row(1, 0), row(2, 1), row(3, 1)]);
    const service = new WorksService({ works, spelling: noSpelling });
    const { pagination } = await service.find(query('color=%23D62828&limit=2'));
    await service.find(query(`color=%23d62828&limit=2&cursor=${pagination.nextCursor}`));
    expect(calls[1]).toMatchObject({ kind: 'colour', after: { tier: 1, id: id(2) } });
  });

  it.each([
    ['not base64 JSON', 'limit=2&cursor=%%%'],
    ['another sort', 'sort=recent&limit=2'],
    ['a colour search', 'color=%23d62828&limit=2'],
  ])('refuses a cursor for %s', async (_name, text) => {
    const { works } = fakeRepository([row(1), row(2), row(3)]);
    const service = new WorksService({ works, spelling: noSpelling });
    const { pagination } = await service.find(query('sort=popular&limit=2'));
    const asked = text.includes('cursor') ? text : `${text}&cursor=${pagination.nextCursor}`;
    await expect(service.find(query(asked))).rejects.toBeInstanceOf(AppError);
  });

  it('refuses a colour cursor for another colour', async () => {
    const { works } = fakeRepository([row(1, 0), row(2, 0), row(3, 0)]);
    const service = new WorksService({ works, spelling: noSpelling });
    const { pagination } = await service.find(query('color=%23d62828&limit=2'));
    await expect(
      service.find(query(`color=%231d4ed8&cursor=${pagination.nextCursor}`)),
    ).rejects.toBeInstanceOf(AppError);
  });
});
