import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { InquiryStatus } from '@creators-archive/contract/inquiries/inquiry';
import type { Database } from '../../db/client';
import { inquiries, inquiryBlocks, type InquiryRow } from '../../db/schema/inquiries';
import { readyItemTitles } from '../portfolio';
import { memberHiring } from '../users';

/** A designer as a visitor writing to them needs them: may they be written to, and where the e-mail goes. */
export type HiringDesigner = {
  id: string;
  fullName: string;
  email: string;
  locale: 'en' | 'fr';
  writable: boolean;
  openTo: InquiryRow['kind'][];
  whatsapp: string | null;
};

export type NewInquiry = Pick<
  InquiryRow,
  | 'designerId'
  | 'senderName'
  | 'senderEmail'
  | 'senderUserId'
  | 'kind'
  | 'budget'
  | 'message'
  | 'clientAddressHash'
  | 'itemId'
>;

/** An inquiry with the title of the work it is about. */
export type InquiryWithItem = InquiryRow & { itemTitle: string | null };

const withItem = {
  id: inquiries.id,
  designerId: inquiries.designerId,
  senderName: inquiries.senderName,
  senderEmail: inquiries.senderEmail,
  senderUserId: inquiries.senderUserId,
  kind: inquiries.kind,
  budget: inquiries.budget,
  message: inquiries.message,
  status: inquiries.status,
  clientAddressHash: inquiries.clientAddressHash,
  itemId: inquiries.itemId,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
  itemTitle: readyItemTitles.title,
};

export class InquiriesRepository {
  constructor(private readonly db: Database) {}

  /** The member, when there is one by this id: writable when a member (not an admin) and not suspended. */
  async findDesigner(id: string): Promise<HiringDesigner | undefined> {
    const [row] = await this.db.select().from(memberHiring).where(eq(memberHiring.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      locale: row.locale,
      writable: row.role === 'member' && row.suspendedAt === null,
      openTo: row.openTo,
      whatsapp: row.whatsapp,
    };
  }

  /** The title of a ready work of this designer's; undefined when it is not one (missing, another's, not ready). */
  async findItemOf(designerId: string, itemId: string): Promise<{ title: string | null } | undefined> {
    const [row] = await this.db
      .select({ title: readyItemTitles.title })
      .from(readyItemTitles)
      .where(and(eq(readyItemTitles.id, itemId), eq(readyItemTitles.userId, designerId)));
    return row;
  }

  async isBlocked(designerId: string, senderEmail: string): Promise<boolean> {
    const rows = await this.db
      .select({ designerId: inquiryBlocks.designerId })
      .from(inquiryBlocks)
      .where(and(eq(inquiryBlocks.designerId, designerId), eq(inquiryBlocks.senderEmail, senderEmail)));
    return rows.length > 0;
  }

  /** Blocking twice is harmless. */
  async block(designerId: string, senderEmail: string): Promise<void> {
    await this.db
      .insert(inquiryBlocks)
      .values({ designerId, senderEmail: senderEmail.toLowerCase() })
      .onConflictDoNothing();
  }

  async insert(inquiry: NewInquiry, now: Date): Promise<InquiryRow> {
    const [row] = await this.db
      .insert(inquiries)
      .values({ ...inquiry, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }

  /** A page of the designer's inbox, newest first, from just after `after`. */
  async findPage(
    designerId: string,
    filter: { status?: InquiryStatus | undefined },
    after: { createdAt: Date; id: string } | undefined,
    limit: number,
  ): Promise<InquiryWithItem[]> {
    const conditions = [eq(inquiries.designerId, designerId)];
    if (filter.status) conditions.push(eq(inquiries.status, filter.status));
    if (after) {
      conditions.push(
        or(
          lt(inquiries.createdAt, after.createdAt),
          and(eq(inquiries.createdAt, after.createdAt), lt(inquiries.id, after.id)),
        )!,
      );
    }
    return this.db
      .select(withItem)
      .from(inquiries)
      .leftJoin(readyItemTitles, eq(readyItemTitles.id, inquiries.itemId))
      .where(and(...conditions))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit);
  }

  /** The designer's inquiry with its new status; undefined when it is not theirs. */
  async setStatus(
    designerId: string,
    id: string,
    status: InquiryStatus,
  ): Promise<InquiryWithItem | undefined> {
    const [updated] = await this.db
      .update(inquiries)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(inquiries.id, id), eq(inquiries.designerId, designerId)))
      .returning({ id: inquiries.id });
    if (!updated) return undefined;
    const [row] = await this.db
      .select(withItem)
      .from(inquiries)
      .leftJoin(readyItemTitles, eq(readyItemTitles.id, inquiries.itemId))
      .where(eq(inquiries.id, id));
    return row;
  }
}
