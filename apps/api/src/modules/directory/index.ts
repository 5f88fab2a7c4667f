import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Infrastructure } from '../../infrastructure';
import { DirectoryRepository } from './directory.repository';
import { directoryRoutes } from './directory.routes';
import { DirectoryService } from './directory.service';

/** The public directory of designers, read from its own read model. */
export async function register(app: FastifyInstance, { db }: Infrastructure) {
  const directory = new DirectoryService({ directory: new DirectoryRepository(db) });
  await app.register(directoryRoutes, { directory });
}

export { searchQuery, type SearchWord } from './directory.repository';
export { listedDesigners } from './listed-designers.repository';

/** What another area's search needs of the directory: its query words with their likely spellings. */
export type WordSpelling = Pick<DirectoryService, 'spell'>;

/**
 * The directory's typo tolerance for another area's search: query words corrected against the
 * words of listed designers' names, places, disciplines, tags and titles.
 */
export function createWordSpelling(db: Database): WordSpelling {
  return new DirectoryService({ directory: new DirectoryRepository(db) });
}
