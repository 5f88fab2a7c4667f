import type { PublicUser, User } from '@creators-archive/contract';
import type { UpdateMeFields } from '@creators-archive/contract/users/update-me';
import type { FollowStats } from '@creators-archive/contract/follows/follow-state';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';
import { actsAsAdmin, type Caller } from '../../credentials/caller';
import type { Transaction } from '../../db/transactions';
import type { FollowsService } from '../follows';
import type { NewUser, UsersRepository } from './users.repository';
import { toPublicUser, toUser } from './user-view';

/** Who asks: no one, or a caller as the auth plugin hands them on (the role the database has now). */
export type Viewer = Caller | undefined;

const userNotFound = () => new AppError(404, ErrorReason.userNotFound, 'User not found');

export class UsersService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      transaction: Transaction<{ users: UsersRepository }>;
      /** What a profile says of following: its counts, and whether the viewer follows them. */
      follows: Pick<FollowsService, 'stats'>;
    },
  ) {}

  async getMe(userId: string): Promise<User> {
    const row = await this.deps.users.findById(userId);
    if (!row) throw AppError.unauthenticated('Your account no longer exists');
    return toUser(row);
  }

  async updateMe(userId: string, changes: UpdateMeFields): Promise<User> {
    const row = await this.deps.users.update(userId, changes);
    if (!row) throw AppError.unauthenticated('Your account no longer exists');
    return toUser(row);
  }

  /**
   * Contact details only for the member themselves or an admin; a suspended member only for admins.
   * With the profile's follower and following counts, and whether the viewer follows them.
   */
  async getUser(viewer: Viewer, id: string): Promise<(User | PublicUser) & FollowStats> {
    const [row, follows] = await Promise.all([
      this.deps.users.findById(id),
      this.deps.follows.stats(id, viewer?.userId),
    ]);
    if (!row || (row.suspendedAt && !actsAsAdmin(viewer))) throw userNotFound();
    const seesEverything = viewer !== undefined && (viewer.userId === id || actsAsAdmin(viewer));
    return { ...(seesEverything ? toUser(row) : toPublicUser(row)), ...follows };
  }

  /**
   * The accounts of a fresh install (the demo's), made together or not at all: a database that
   * already has an account gets none of them, and answers undefined.
   */
  async createFirstAccounts(accounts: NewUser[]): Promise<User[] | undefined> {
    return this.deps.transaction(async ({ users }) => {
      await users.lockAgainstNewAccounts();
      if ((await users.count()) > 0) return undefined;
      return (await users.insertMany(accounts)).map(toUser);
    });
  }
}
