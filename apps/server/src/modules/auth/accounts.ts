import { authMessages } from '@car-rental/domain/auth/credentials';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import type { DbOrTx } from '../../db/create-db.ts';
import type { SessionUser } from './sessions.repository.ts';
import { emailExists, insertUser, type NewUser, usernameExists } from './users.repository.ts';

async function assertAccountFree(tx: DbOrTx, account: NewUser): Promise<void> {
  if (await emailExists(tx, account.email)) {
    throw fieldRefusal('email_taken', 'body.email', authMessages.emailTaken);
  }
  if (account.username && (await usernameExists(tx, account.username))) {
    throw fieldRefusal('username_taken', 'body.username', authMessages.usernameTaken);
  }
}

/**
 * Adds a staff account inside the caller's transaction, refusing a taken e-mail or
 * username with the spec's words (also when another request took it a moment ago).
 * The password arrives hashed: hashing is slow and must not hold a transaction open.
 */
export async function addAccount(tx: DbOrTx, account: NewUser): Promise<SessionUser> {
  await assertAccountFree(tx, account);
  const user = await insertUser(tx, account);
  if (user) return user;
  await assertAccountFree(tx, account);
  throw new DomainError('conflict', 'details.accountConflict');
}
