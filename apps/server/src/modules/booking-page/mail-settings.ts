import type {
  MailSettingsView,
  mailSettingsBody,
} from '@car-rental/domain/contract/booking-requests';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { SmtpSettings } from '../../lib/mailer.ts';
import { write } from '../../lib/write.ts';

/**
 * Issue 34 §3: the owner's SMTP server for the booking page's mails, kept in settings.mail
 * (null: none set). The password is needed to sign in to the server, so it is kept; it is
 * never answered, nor written on the audit trail.
 */

export interface StoredMailSettings extends SmtpSettings {
  /** false: kept, not used (absent in rows written before the switch: on) */
  enabled?: boolean;
}

const readStatement = statement<{ mail: StoredMailSettings | null }>(
  'select mail from settings where id = 1',
);

const writeStatement = statement<{ mail: StoredMailSettings }>(
  `insert into settings (id, mail, updated_at) values (1, $1::jsonb, $2)
   on conflict (id) do update set mail = excluded.mail, updated_at = excluded.updated_at
   returning mail`,
);

export async function findMailSettings(db: DbOrTx): Promise<StoredMailSettings | null> {
  const [row] = await run(db, readStatement, []);
  return row?.mail ?? null;
}

/** the SMTP settings the mails go through now, or null */
export async function activeSmtp(db: DbOrTx): Promise<SmtpSettings | null> {
  const stored = await findMailSettings(db);
  return stored && stored.enabled !== false && stored.host ? stored : null;
}

function viewOf(stored: StoredMailSettings | null): MailSettingsView {
  return {
    enabled: Boolean(stored && stored.enabled !== false && stored.host),
    host: stored?.host ?? '',
    port: stored?.port ?? 587,
    secure: stored?.secure ?? false,
    user: stored?.user ?? '',
    from: stored?.from ?? '',
    passwordSet: Boolean(stored?.password),
  };
}

export async function getMailSettings(deps: AppDeps): Promise<MailSettingsView> {
  return viewOf(await findMailSettings(deps.db));
}

export function setMailSettings(
  ctx: AppDeps,
  body: z.output<typeof mailSettingsBody>,
): Promise<MailSettingsView> {
  return write(ctx, async (tx, audit) => {
    const before = await findMailSettings(tx);
    const next: StoredMailSettings = {
      enabled: body.enabled,
      host: body.host,
      port: body.port,
      secure: body.secure,
      user: body.user || undefined,
      // a password left out stays as set; an empty one clears it
      password: body.password === undefined ? before?.password : body.password || undefined,
      from: body.from,
    };
    const [row] = await run(tx, writeStatement, [JSON.stringify(next), ctx.clock.now()]);
    const after = viewOf(row!.mail);
    audit.record({
      entity: 'settings',
      entityId: 'mail',
      before: viewOf(before),
      after: { ...after, passwordChanged: body.password !== undefined },
    });
    return after;
  });
}
