import type {
  bookingRequestBody,
  createdBookingRequest,
  PublicBookingRequest,
} from '@car-rental/domain/contract/booking-requests';
import { DomainError, isDomainError } from '@car-rental/domain/errors';
import { quote } from '@car-rental/domain/pricing/quote';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { bookingQuote } from '../pricing/pricing.ts';
import { refuseOverlap } from '../rentals/bookings.ts';
import { checkPagePeriod } from './availability.ts';
import { findBookingPageSettings } from './booking-page.ts';
import { sendRequestMail } from './booking-request-mails.ts';
import { publicViewOf } from './booking-request-status.ts';
import {
  countRecent,
  findFreeCars,
  findModel,
  insertRequest,
  lockKeys,
  oldestRecent,
} from './booking-requests.repository.ts';

/**
 * Issue 34 §2 and §4 (decision 0048): a customer asks for an offer of the booking page. One
 * of its free cars (the first by id its lock confirms free) is held until the desk answers or
 * the hold time passes; the customer's link carries a token whose hash only is kept.
 */

/**
 * issue 34 §4: per client address and per phone, requests an hour (the server's
 * BOOKING_REQUESTS_PER_HOUR may raise it); open requests per phone
 */
export const REQUEST_LIMITS = { perHour: 5, openPerPhone: 2 } as const;

/** a refusal of the limits: 429, with the seconds until one more is let in */
export class TooManyRequests extends DomainError {
  constructor(
    key: 'details.tooManyBookingRequests' | 'details.tooManyOpenRequests',
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', key);
  }
}

type Body = z.output<typeof bookingRequestBody>;
type Created = z.output<typeof createdBookingRequest>;

/** the phone's digits, as the customer file and the limits key it */
export const phoneKeyOf = (phone: string) => phone.replace(/[^0-9]/g, '');

export async function createBookingRequest(
  ctx: AppDeps,
  { body, clientAddress }: { body: Body; clientAddress: string },
  logError: (error: unknown, message: string) => void,
): Promise<Created> {
  const now = ctx.clock.now();
  const start = new Date(body.start);
  const end = new Date(body.end);
  const settings = await findBookingPageSettings(ctx.db);
  checkPagePeriod(settings, { start, end, now }, 'body');
  // the honeypot: a form a person cannot see was filled by a robot. Answered as accepted,
  // with nothing written and no car held
  if (body.website?.trim()) return honeypotAnswer(ctx, body, settings);

  const token = newToken();
  const tokenHash = await hashToken(token);
  const keys = { address: clientAddress, phoneKey: phoneKeyOf(body.phone) };
  const row = await write(ctx, async (tx, audit) => {
    await lockKeys(tx, [`address:${keys.address}`, `phone:${keys.phoneKey}`]);
    const counts = await countRecent(tx, keys, now);
    const perHour = ctx.config.bookingRequestsPerHour ?? REQUEST_LIMITS.perHour;
    if (counts.byAddress >= perHour || counts.byPhone >= perHour) {
      const oldest = await oldestRecent(tx, keys, now);
      const wait = oldest ? oldest.getTime() + 3_600_000 - now.getTime() : 3_600_000;
      throw new TooManyRequests(
        'details.tooManyBookingRequests',
        Math.max(1, Math.ceil(wait / 1000)),
      );
    }
    if (counts.openByPhone >= REQUEST_LIMITS.openPerPhone) {
      throw new TooManyRequests('details.tooManyOpenRequests', settings.holdHours * 3600);
    }
    const candidates = await findFreeCars(
      tx,
      { modelId: body.modelId, dailyRate: body.dailyRate, categories: settings.categories },
      { start, end, now },
    );
    for (const { id: carId } of candidates) {
      // under the car's lock, as every booking: free still, and still this offer's rate
      const car = await loadCarForWrite(tx, carId);
      if (car.dailyRate !== body.dailyRate || !car.isPaid || car.isSold) continue;
      try {
        await refuseOverlap(ctx, tx, carId, start, end);
      } catch (error) {
        if (isDomainError(error) && ['booking_conflict', 'car_blocked'].includes(error.code)) {
          continue;
        }
        throw error;
      }
      const kept = await bookingQuote(ctx, tx, {
        carId,
        dailyRate: car.dailyRate,
        start,
        end,
        extras: body.extras,
        discount: undefined,
      });
      const saved = await insertRequest(tx, {
        carId,
        startAt: start,
        endAt: end,
        name: body.name,
        phone: body.phone,
        email: body.email,
        licenceNumber: body.licenceNumber,
        licenceIssuedOn: body.licenceIssuedOn,
        language: body.language,
        extras: kept.pricing?.extras ?? [],
        quote: kept,
        state: 'requested',
        holdUntil: new Date(now.getTime() + settings.holdHours * 3_600_000),
        tokenHash,
        clientAddress,
        createdAt: now,
      });
      const { tokenHash: _hash, ...shown } = saved;
      audit.record({ entity: 'booking_request', entityId: saved.id, after: shown });
      return saved;
    }
    throw new DomainError('car_unavailable', 'details.carUnavailable');
  });
  const mailed = await sendRequestMail(ctx, row, 'received', { token, settings }, logError);
  return { token, request: await publicViewOf(ctx, mailed, settings) };
}

/** what a robot that filled the honeypot is answered: a request that looks made, and is not */
async function honeypotAnswer(
  ctx: AppDeps,
  body: Body,
  settings: Awaited<ReturnType<typeof findBookingPageSettings>>,
): Promise<Created> {
  const start = new Date(body.start);
  const end = new Date(body.end);
  const model = await findModel(ctx.db, body.modelId);
  const priced = quote(
    { start, end, timeZone: ctx.config.businessTimezone, baseRate: body.dailyRate },
    null,
  );
  const request: PublicBookingRequest = {
    state: 'requested',
    start: start.toISOString(),
    end: end.toISOString(),
    brandName: model?.brandName ?? '',
    modelName: model?.modelName ?? '',
    category: model?.category ?? 'economy',
    photo: null,
    quote: { ...priced, deposit: null, discount: 0, due: priced.total },
    holdUntil: new Date(ctx.clock.now().getTime() + settings.holdHours * 3_600_000).toISOString(),
    reason: null,
    canCancel: true,
    language: body.language,
    address: settings.address,
    hours: settings.hours,
  };
  return { token: newToken(), request };
}
