import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { createWordSpelling } from '../directory';
import { WorksRepository } from './works.repository';
import { worksRoutes } from './works.routes';
import { WorksService } from './works.service';

export { latestWorkAt, recentlyActiveDesigners, WorksRepository, type WorkCardRow } from './works.repository';

export { publicWorkCards } from './works.repository';

/** Finding work: ready works of listed designers, by words, category, tag and colour. */
export async function register(app: FastifyInstance, { db }: Infrastructure) {
  const works = new WorksService({ works: new WorksRepository(db), spelling: createWordSpelling(db) });
  await app.register(worksRoutes, { works });
}
