import type { PortfolioMedia } from '@creators-archive/contract';

/** A project image's alt text: its own, else the project's title. */
export const altOf = (media: Pick<PortfolioMedia, 'alt'>, title: string) => media.alt ?? title;
