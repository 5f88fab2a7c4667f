import type { PortfolioItemRow } from '../../db/schema/portfolio';
import { actsAsAdmin, type Caller } from '../../credentials/caller';
import { AppError } from '../../lib/app-error';
import { itemNotFound } from './item-not-found';
import type { PortfolioRepository } from './portfolio.repository';

/** The item, when the caller may change it: its owner, or an admin. */
export async function ownedItem(
  items: Pick<PortfolioRepository, 'findById'>,
  caller: Caller,
  id: string,
): Promise<PortfolioItemRow> {
  const row = await items.findById(id);
  if (!row) throw itemNotFound();
  if (row.userId !== caller.userId && !actsAsAdmin(caller)) {
    throw AppError.forbidden('Only the owner of this item or an admin may change it');
  }
  return row;
}
