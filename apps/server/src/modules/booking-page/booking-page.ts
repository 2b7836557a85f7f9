import {
  BOOKING_PAGE_DEFAULTS,
  type BookingPageSettings,
  type PublicBookingPage,
} from '@car-rental/domain/contract/booking-page';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findExtras } from '../pricing/pricing.repository.ts';

/**
 * Issue 34 (decision 0048): the booking page's settings, kept in settings.booking_page (null:
 * the defaults, closed), and what the page shows to anyone before a period is chosen.
 */

const readSettings = statement<{ page: BookingPageSettings | null }>(
  'select booking_page as page from settings where id = 1',
);

const writeSettings = statement<{ page: BookingPageSettings }>(
  `insert into settings (id, booking_page, updated_at) values (1, $1::jsonb, $2)
   on conflict (id) do update set booking_page = excluded.booking_page, updated_at = excluded.updated_at
   returning booking_page as page`,
);

export async function findBookingPageSettings(db: DbOrTx): Promise<BookingPageSettings> {
  const [row] = await run(db, readSettings, []);
  return { ...BOOKING_PAGE_DEFAULTS, ...row?.page };
}

export const getBookingPageSettings = (deps: AppDeps) => findBookingPageSettings(deps.db);

export function setBookingPageSettings(
  ctx: AppDeps,
  settings: BookingPageSettings,
): Promise<BookingPageSettings> {
  return write(ctx, async (tx, audit) => {
    const before = await findBookingPageSettings(tx);
    const [row] = await run(tx, writeSettings, [JSON.stringify(settings), ctx.clock.now()]);
    audit.record({ entity: 'settings', entityId: 'booking_page', before, after: row!.page });
    return row!.page;
  });
}

/** open when the owner opened it and it offers at least one category */
export async function getPublicBookingPage(deps: AppDeps): Promise<PublicBookingPage> {
  const [settings, extras] = await Promise.all([
    findBookingPageSettings(deps.db),
    findExtras(deps.db),
  ]);
  const open = settings.enabled && settings.categories.length > 0;
  return {
    open,
    address: settings.address,
    hours: settings.hours,
    terms: settings.terms,
    minNoticeHours: settings.minNoticeHours,
    maxDays: settings.maxDays,
    extras: open ? extras : null,
  };
}
