import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { portfolioItems } from '../../db/schema/portfolio';

/**
 * Ready items with their designer and title, joined on `id`, for another area that names a work
 * (an inquiry sent from a project page, the WhatsApp greeting). A plain subquery of
 * portfolio_items, folded into the query that joins it.
 */
export const readyItemTitles = new QueryBuilder()
  .select({ id: portfolioItems.id, userId: portfolioItems.userId, title: portfolioItems.title })
  .from(portfolioItems)
  .where(eq(portfolioItems.status, 'ready'))
  .as('ready_item_titles');
