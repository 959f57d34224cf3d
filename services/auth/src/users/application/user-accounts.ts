import { In, type EntityManager } from 'typeorm';
import { UserEntity } from '../database/user.entity';
import type { User } from '../domain/user';

// The users table is the users slice's: sessions, SSO keys, password resets and the demo seed read and add
// logins through these, in the caller's transaction (the manager it passes).

/** The columns a login is found by; every given one must match. */
export type UserLookup = Partial<Pick<User, 'id' | 'username' | 'customerId' | 'active' | 'demo'>>;

export function findUser(manager: EntityManager, where: UserLookup): Promise<User | null> {
  return manager.findOneBy(UserEntity, where);
}

/** A user known to exist (just written or read under a lock in the same transaction). */
export function getUser(manager: EntityManager, id: number): Promise<User> {
  return manager.findOneByOrFail(UserEntity, { id });
}

/** Every user id, for a seed that adds only the missing logins. */
export async function userIds(manager: EntityManager): Promise<Set<number>> {
  return new Set((await manager.find(UserEntity, { select: { id: true } })).map((u) => u.id));
}

/** The names members know each other by (display name, else login name), for the ids that still exist. */
export async function userNames(manager: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const users: Pick<User, 'id' | 'username' | 'displayName'>[] = await manager.find(UserEntity, {
    select: { id: true, username: true, displayName: true },
    where: { id: In([...new Set(ids)]) },
  });
  // An erased login keeps its id under a placeholder name (EraseUsersOfCustomer): it has no name to show.
  return new Map(users.filter((u) => u.username !== `erased-${u.id}`).map((u) => [u.id, u.displayName || u.username]));
}

export type NewUser = Pick<
  User,
  'id' | 'username' | 'passwordHash' | 'customerId' | 'customerLevel' | 'demo' | 'active' | 'role' | 'email'
>;

/** Adds a login with a given id unless one with that id or username is there already. */
export async function addUserIfAbsent(manager: EntityManager, user: NewUser): Promise<void> {
  await manager.createQueryBuilder().insert().into(UserEntity).values(user).orIgnore().execute();
}
