import type { Payment } from '@car-rental/domain/fund/payment';
import { storedPayment } from '@car-rental/domain/fund/payment';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';

/**
 * Issue 31: where an action's money goes. Its entries are booked to the drawer of whoever
 * acts (the signed-in account, on the business day of now) and carry how they were paid.
 * No one signed in (a script, a fixture): no drawer, as for entries from before drawers.
 */
export interface Till {
  userId: string | null;
  day: string | null;
  payment: ReturnType<typeof storedPayment>;
}

export function tillOf(ctx: Pick<AppDeps, 'actor' | 'clock' | 'config'>, payment?: Payment): Till {
  const userId = ctx.actor?.userId ?? null;
  return {
    userId,
    day: userId ? businessDayOf(ctx.clock.now(), ctx.config.businessTimezone) : null,
    payment: storedPayment(payment),
  };
}

interface PaidRow {
  method: Payment['method'];
  chequeNumber: string | null;
  chequeBank: string | null;
}

const paidForRental = statement<PaidRow>(
  `select method, cheque_number as "chequeNumber", cheque_bank as "chequeBank"
  from fund_transactions
  where rental_id = $1 and type = 'add_money' and category <> 'deposit'
  order by created_at desc, entry_seq desc limit 1`,
);
const paidForSale = statement<PaidRow>(
  `select method, cheque_number as "chequeNumber", cheque_bank as "chequeBank"
  from fund_transactions
  where sale_id = $1 and type = 'add_money'
  order by created_at desc, entry_seq desc limit 1`,
);

/**
 * The till of an action that gives money back (a sale undone, a booking cancelled, a rental
 * record deleted): the acting person's drawer, paid back the way the money came in (its last
 * payment's method), cash when nothing was paid.
 */
export async function tillGivingBack(
  tx: DbOrTx,
  ctx: Pick<AppDeps, 'actor' | 'clock' | 'config'>,
  link: { rentalId: string } | { saleId: string },
): Promise<Till> {
  const [paid] =
    'saleId' in link
      ? await run(tx, paidForSale, [link.saleId])
      : await run(tx, paidForRental, [link.rentalId]);
  return tillOf(ctx, paid ?? undefined);
}
