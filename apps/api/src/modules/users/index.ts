import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';
import type { FollowsService } from '../follows';

export {
  memberCards,
  memberHiring,
  memberNotSuspended,
  members,
  UsersRepository,
  userWithMembership,
  type MemberRow,
} from './users.repository';
export { MembersRepository, type MemberFilter, type MemberPosition } from './members.repository';
export type { UsersService, Viewer } from './users.service';
export { toUser } from './user-view';

/** Members' profiles: their own and anyone's public one. */
export async function register(
  app: FastifyInstance,
  { db, transactions }: Infrastructure,
  { follows }: { follows: Pick<FollowsService, 'stats'> },
) {
  const users = new UsersService({
    users: new UsersRepository(db),
    follows,
    transaction: transactions.over((scope) => ({ users: new UsersRepository(scope.db) })),
  });
  await app.register(usersRoutes, { users });
  return { users };
}
