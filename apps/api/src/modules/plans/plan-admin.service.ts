import type { AdminPlan } from '@creators-archive/contract/admin/plans';
import { ErrorReason } from '@creators-archive/contract';
import type { Scope, Transaction } from '../../db/transactions';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { adminActing, type AuditActor } from '../audit';
import type { UsersRepository } from '../users';
import type { PlanRepositories } from './plan-repositories';
import type { AdminPlanRow, PlanChanges, PlanPrice, PlansRepository } from './plans.repository';
import { planNotFound } from './plans.service';
import { reasonError } from '../../i18n/error-messages';
import { assertKnownCurrency } from '../../lib/money';

/** A new plan as the admin's form sends it, checked by the contract. */
export type PlanInput = {
  code: string;
  interval: 'month' | 'year';
  name: string;
  description: string;
  features: string[];
  prices: PlanPrice[];
  position: number;
};

/** Any of a plan's changeable fields; `prices` replaces the whole price list. */
export type PlanUpdate = Partial<
  Pick<PlanInput, 'name' | 'description' | 'features' | 'prices' | 'position'>
>;

function toAdminPlan(row: AdminPlanRow): AdminPlan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    interval: row.interval,
    prices: row.prices,
    features: row.features,
    position: row.position,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    members: row.members,
  };
}

/** What the audit log keeps of a plan: everything but the member count, which changes on its own. */
function auditedPlan(plan: AdminPlan): Record<string, unknown> {
  const { members: _members, ...rest } = plan;
  return rest;
}

/**
 * What a change of a plan's prices does elsewhere, in the same transaction, answering how many
 * rows it changed for the audit entry: billing moves the renewal amounts of the plan's members.
 */
export type RepricingStep = (
  scope: Scope,
  change: { planId: string; prices: PlanPrice[]; now: Date },
) => Promise<number>;

/**
 * What admins do with plans: list every plan with its members, create, edit, archive and restore.
 * Each change is one transaction with its audit entry. An archived plan is no longer sold; members
 * on it keep it and renew on it.
 */
export class PlanAdminService {
  constructor(
    private readonly deps: {
      /** On the pool: reads that need no transaction. */
      plans: PlansRepository;
      users: UsersRepository;
      transaction: Transaction<PlanRepositories>;
      clock: Clock;
      /** The built-in currencies and those PAYMENT_CURRENCIES adds: a price in any other is refused. */
      knownCurrencies: readonly string[];
    },
  ) {}

  private assertKnownCurrencies(prices: readonly PlanPrice[]): void {
    for (const price of prices) assertKnownCurrency(this.deps.knownCurrencies, price.currency);
  }

  private readonly repricingSteps: RepricingStep[] = [];

  /** Areas that keep a price of a plan elsewhere add how a new price reaches them. */
  addRepricingStep(step: RepricingStep): void {
    this.repricingSteps.push(step);
  }

  async list(viewer: AuditActor): Promise<AdminPlan[]> {
    await adminActing(this.deps.users, viewer);
    return (await this.deps.plans.findAllForAdmin()).map(toAdminPlan);
  }

  async create(actor: AuditActor, input: PlanInput): Promise<AdminPlan> {
    return this.deps.transaction(async ({ plans, users, audit }) => {
      const admin = await adminActing(users, actor);
      this.assertKnownCurrencies(input.prices);
      const id = await plans.insertIfCodeFree({
        ...input,
        prices: Object.fromEntries(input.prices.map((price) => [price.currency, price.amount])),
      });
      if (!id) {
        throw reasonError(409, ErrorReason.planCodeTaken, {}, ['code']);
      }
      const plan = await readPlan(plans, id);
      await audit.record({
        ...entryBy(admin, actor, 'plan.create', plan),
        before: null,
        after: auditedPlan(plan),
        createdAt: this.deps.clock.now(),
      });
      return plan;
    });
  }

  async update(actor: AuditActor, id: string, update: PlanUpdate): Promise<AdminPlan> {
    return this.deps.transaction(async ({ plans, users, audit }, scope) => {
      const admin = await adminActing(users, actor);
      if (update.prices) this.assertKnownCurrencies(update.prices);
      if (!(await plans.lockById(id))) throw planNotFound();
      const now = this.deps.clock.now();
      const before = await readPlan(plans, id);
      const { prices, ...fields } = update;
      await plans.update(id, definedOnly(fields));
      const repricedSubscriptions = prices ? await this.reprice(plans, scope, id, prices, now) : undefined;
      const after = await readPlan(plans, id);
      await audit.record({
        ...entryBy(admin, actor, 'plan.update', after),
        before: auditedPlan(before),
        after: {
          ...auditedPlan(after),
          ...(repricedSubscriptions !== undefined && { repricedSubscriptions }),
        },
        createdAt: now,
      });
      return after;
    });
  }

  /** New prices, and what each repricing step moved with them (the members' renewal amounts). */
  private async reprice(
    plans: PlansRepository,
    scope: Scope,
    planId: string,
    prices: PlanPrice[],
    now: Date,
  ): Promise<number> {
    await plans.replacePrices(planId, prices);
    let changed = 0;
    for (const step of this.repricingSteps) changed += await step(scope, { planId, prices, now });
    return changed;
  }

  archive(actor: AuditActor, id: string): Promise<AdminPlan> {
    return this.setArchived(actor, id, true);
  }

  restore(actor: AuditActor, id: string): Promise<AdminPlan> {
    return this.setArchived(actor, id, false);
  }

  /** Archiving an archived plan (or restoring one on sale) changes nothing and is not logged. */
  private async setArchived(actor: AuditActor, id: string, archived: boolean): Promise<AdminPlan> {
    return this.deps.transaction(async ({ plans, users, audit }) => {
      const admin = await adminActing(users, actor);
      if (!(await plans.lockById(id))) throw planNotFound();
      const before = await readPlan(plans, id);
      if ((before.archivedAt !== null) === archived) return before;
      const now = this.deps.clock.now();
      await plans.setArchivedAt(id, archived ? now : null);
      const after = await readPlan(plans, id);
      await audit.record({
        ...entryBy(admin, actor, archived ? 'plan.archive' : 'plan.restore', after),
        before: auditedPlan(before),
        after: auditedPlan(after),
        createdAt: now,
      });
      return after;
    });
  }
}

async function readPlan(plans: PlansRepository, id: string): Promise<AdminPlan> {
  const [row] = await plans.findAllForAdmin([id]);
  if (!row) throw planNotFound();
  return toAdminPlan(row);
}

function entryBy(admin: UserRow, actor: AuditActor, action: string, plan: AdminPlan) {
  return {
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    targetType: 'plan',
    targetId: plan.id,
    clientAddress: actor.clientAddress,
  };
}

function definedOnly(fields: PlanChanges): PlanChanges {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
