import type { PortfolioItem, PortfolioMedia } from '@creators-archive/contract';

/** The images a project's page shows: those made, in order (one still processing or failed waits). */
export function readyMedia(project: Pick<PortfolioItem, 'media'>): PortfolioMedia[] {
  return project.media
    .filter((media) => media.status === 'ready' && media.images.length > 0)
    .sort((a, b) => a.position - b.position);
}
