import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { DirectoryRepository } from './directory.repository';
import { directoryRoutes } from './directory.routes';
import { DirectoryService } from './directory.service';

/** The public directory of designers, read from its own read model. */
export async function register(app: FastifyInstance, { db }: Infrastructure) {
  const directory = new DirectoryService({ directory: new DirectoryRepository(db) });
  await app.register(directoryRoutes, { directory });
}
