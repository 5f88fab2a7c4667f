import type { PublicUser, Role, User } from '@creators-archive/contract';
import type { UpdateMeFields } from '@creators-archive/contract/users/update-me';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';
import type { Passwords } from '../../credentials/passwords';
import type { Transaction } from '../../db/transactions';
import type { NewUser, UsersRepository } from './users.repository';
import { toPublicUser, toUser } from './user-view';

export type Viewer = { userId: string; role: Role } | undefined;

const userNotFound = () => new AppError(404, ErrorReason.userNotFound, 'User not found');

export class UsersService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      passwords: Passwords;
      transaction: Transaction<{ users: UsersRepository }>;
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

  /** Contact details only for the member themselves or an admin; a suspended member only for admins. */
  async getUser(viewer: Viewer, id: string): Promise<User | PublicUser> {
    const row = await this.deps.users.findById(id);
    if (!row || (row.suspendedAt && viewer?.role !== 'admin')) throw userNotFound();
    const seesEverything = viewer !== undefined && (viewer.userId === id || viewer.role === 'admin');
    return seesEverything ? toUser(row) : toPublicUser(row);
  }

  /** Creates the configured admin, or brings an existing account's role and password in line. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const passwordHash = await this.deps.passwords.hash(password);
    const existing = await this.deps.users.findByEmail(email);
    if (existing) {
      await this.deps.users.update(existing.id, { role: 'admin', passwordHash });
      return;
    }
    await this.deps.users.insert({
      email: email.trim(),
      passwordHash,
      fullName: 'Administrator',
      role: 'admin',
    });
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
