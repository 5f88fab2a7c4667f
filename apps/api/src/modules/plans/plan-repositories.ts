import type { Scope } from '../../db/transactions';
import { AuditRepository } from '../audit';
import { UsersRepository } from '../users';
import { PlansRepository } from './plans.repository';

/** What a change to the plans writes in one transaction: the plan, its prices, its audit entry. */
export type PlanRepositories = {
  plans: PlansRepository;
  users: UsersRepository;
  audit: AuditRepository;
};

export function planRepositoriesOn(scope: Scope): PlanRepositories {
  return {
    plans: new PlansRepository(scope.db),
    users: new UsersRepository(scope.db),
    audit: new AuditRepository(scope.db),
  };
}
