import type { SessionUser } from '@car-rental/domain/contract/auth';
import { DomainError } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { setUserLanguage } from './users.repository.ts';

/** the signed-in account's language, audited like any change to an account */
export async function setMyLanguage(
  ctx: AppDeps,
  { you, language }: { you: SessionUser; language: Language },
): Promise<SessionUser> {
  return write(ctx, async (tx, audit) => {
    const user = await setUserLanguage(tx, you.id, language);
    if (!user) throw new DomainError('unauthenticated', 'details.accountGone');
    audit.record({
      entity: 'users',
      entityId: you.id,
      before: { language: you.language },
      after: { language },
    });
    return user;
  });
}
