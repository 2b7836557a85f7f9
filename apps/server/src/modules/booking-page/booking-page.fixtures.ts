import { BEFORE_SUMMER } from '../pricing/pricing.fixtures.ts';

// What the booking requests' route tests share (issue 34): the page the owner opens, the
// servers' clock, and the week a customer asks for (from BEFORE_SUMMER, the price list's).

/** the test servers' clock: a week before the week asked for */
export const START = new Date('2027-06-20T09:00:00.000Z');

/** the page open over the economy category, a 2-hour hold */
export const OPEN_PAGE = {
  enabled: true,
  categories: ['economy'],
  minNoticeHours: 2,
  maxDays: 21,
  holdHours: 2,
  address: '12 rue Didouche Mourad, Alger',
  hours: 'Samedi–jeudi 8 h – 19 h',
  terms: 'Permis de plus de 2 ans.',
};

/** a week from Sunday 27 June 2027 */
export const A_WEEK = {
  start: BEFORE_SUMMER.toISOString(),
  end: new Date(BEFORE_SUMMER.getTime() + 7 * 86_400_000).toISOString(),
};
