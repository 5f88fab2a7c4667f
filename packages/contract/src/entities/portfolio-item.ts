import { z } from 'zod';

export const ZPortfolioImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const ZPortfolioItem = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  images: z.array(ZPortfolioImage),
});
export type PortfolioItem = z.infer<typeof ZPortfolioItem>;
