// @vitest-environment happy-dom
import type { CarView } from '@car-rental/domain/contract/car';
import type { PriceList, QuoteAnswer } from '@car-rental/domain/contract/pricing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { money } from '../../../lib/format.ts';
import {
  type Answer,
  description,
  problem,
  renderScreen,
  type Sent,
  serve,
  signedInAs,
} from '../../../test/render.tsx';
import { CustomerDialog } from './customer-dialog.tsx';

const car = {
  id: '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182',
  brandName: 'Renault',
  modelName: 'Clio',
  plate: '00123-118-16',
  dailyRate: 500_000,
} as CarView;
const start = new Date('2026-06-16T09:00:00.000Z');
const period = { start, end: new Date(start.getTime() + 2 * 86_400_000) };
const rentPath = `POST /api/cars/${car.id}/rent`;
const quotePath = `POST /api/cars/${car.id}/quote`;

/**
 * The car's own plan: Été around the weekend of the booked week (+25 %: 6 250 DA), the weekend
 * at +10 % (5 500 DA) and a 7-day tier at -10 %; the agency's extras: a child seat by the day
 * (capped), a delivery to two places, full insurance
 */
const planOf = (summer: number, minDays: number | null = null): PriceList['plans'][number] => ({
  id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
  category: null,
  carId: car.id,
  updatedAt: '2026-06-01T08:00:00.000Z',
  seasons: [
    {
      name: 'Été',
      from: '07-08',
      until: '07-09',
      price: { kind: 'percent', percent: summer },
      minDays,
    },
    {
      name: 'Été',
      from: '07-12',
      until: '07-14',
      price: { kind: 'percent', percent: summer },
      minDays,
    },
  ],
  tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
  weekend: { kind: 'percent', percent: 10 },
});
const priceList: PriceList = {
  plans: [planOf(25)],
  models: [],
  extras: {
    standardDeposit: 3_000_000,
    additional_driver: { enabled: true, pricing: 'once', price: 150_000, max: null },
    child_seat: { enabled: true, pricing: 'per_day', price: 30_000, max: 200_000 },
    gps: { enabled: false, pricing: 'per_day', price: 20_000, max: null },
    unlimited_km: { enabled: false, pricing: 'per_day', price: 50_000, max: null },
    full_insurance: {
      enabled: true,
      pricing: 'per_day',
      price: 80_000,
      max: null,
      deposit: 1_000_000,
    },
    delivery: {
      enabled: true,
      places: [
        { name: 'Aéroport Houari Boumediene', price: 150_000 },
        { name: "Gare d'Alger", price: 100_000 },
      ],
    },
  },
};

/**
 * The server's quote of a week in Été (6 250 DA a day, or the rate given) with its 7-day tier
 * (-10 %), priced as its extras ask; a discount above the total is refused beside it, as the
 * server does
 */
function quoteOf(body: unknown, summer = 625_000): Answer {
  const { extras = [], discount = 0 } = body as {
    extras?: { code: string; quantity: number; place?: string }[];
    discount?: number;
  };
  const days = summer * 5 + 1_100_000;
  const lines: QuoteAnswer['lines'] = [
    { kind: 'days', season: 'Été', weekend: false, days: 5, rate: summer, amount: summer * 5 },
    { kind: 'days', season: null, weekend: true, days: 2, rate: 550_000, amount: 1_100_000 },
    { kind: 'tier', fromDays: 7, amount: -days / 10 },
  ];
  const priceOf: Record<string, (quantity: number, place?: string) => number> = {
    child_seat: (quantity) => Math.min(30_000 * 7 * quantity, 200_000),
    additional_driver: (quantity) => 150_000 * quantity,
    full_insurance: () => 80_000 * 7,
    delivery: (_, place) => (place === "Gare d'Alger" ? 100_000 : 150_000),
  };
  for (const extra of extras) {
    const amount = priceOf[extra.code]?.(extra.quantity, extra.place) ?? 0;
    lines.push({ kind: 'extra', code: extra.code, quantity: extra.quantity, amount });
  }
  const rental = days - days / 10;
  const extrasTotal = lines.reduce(
    (sum, line) => sum + (line.kind === 'extra' ? line.amount : 0),
    0,
  );
  const total = rental + extrasTotal;
  if (discount > total) {
    return problem(400, 'validation_failed', 'The discount cannot be more than the price.', [
      { path: 'body.discount', message: 'The discount cannot be more than the price.' },
    ]);
  }
  const insured = extras.some((extra) => extra.code === 'full_insurance');
  const answer: QuoteAnswer = {
    days: 7,
    lines,
    rental,
    extras: extrasTotal,
    total,
    shortOf: null,
    deposit: insured ? 1_000_000 : 3_000_000,
    discount,
    due: total - discount,
  };
  return { status: 200, body: answer };
}

/** the price list and the quote, as the server answers them */
const pricing = { 'GET /api/price-list': { status: 200, body: priceList }, [quotePath]: quoteOf };

const quotes = (sent: Sent[]) =>
  sent
    .filter((request) => `${request.method} ${request.path}` === quotePath)
    .map((request) => request.body as { extras: unknown[]; discount?: number });

async function fillCustomer(rented = period) {
  await renderScreen(<CustomerDialog car={car} period={rented} open onOpenChange={() => {}} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Customer Name'), 'Karim Benali');
  await user.type(screen.getByLabelText('Contact Number'), '0555 12 34 56');
  await user.type(screen.getByLabelText('Email'), 'karim@example.dz');
  await user.type(screen.getByLabelText('Driver License Number'), 'B-778899');
  return user;
}

/** the bookings sent (the quotes asked on the way are reads) */
const posted = (sent: Sent[]) =>
  sent
    .filter((request) => `${request.method} ${request.path}` === rentPath)
    .map((request) => request.body);

describe('Book Rental: how the advance is paid (issue 31 §1)', () => {
  it('asks for no payment when the customer pays after', async () => {
    const sent = serve({
      ...pricing,
      [rentPath]: problem(409, 'car_not_rentable', 'Not rentable'),
    });
    const user = await fillCustomer();
    expect(screen.queryByLabelText('Payment method')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    const [body] = posted(sent);
    expect(body).toMatchObject({ customer: { name: 'Karim Benali', paymentType: 'after' } });
    expect(body).not.toHaveProperty('payment');
  });

  it('takes the advance by cheque: number and bank required, then sent with the booking', async () => {
    const sent = serve({
      ...pricing,
      [rentPath]: problem(409, 'car_not_rentable', 'Not rentable'),
    });
    const user = await fillCustomer();
    await user.click(screen.getByLabelText('Pay in advance (booked to the fund now)'));
    expect(screen.getByRole('group', { name: 'How the advance is paid' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cheque');
    await user.type(screen.getByLabelText('Cheque number'), '0099887');
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    const bank = screen.getByLabelText('Cheque bank');
    await waitFor(() => expect(description(bank)).toBe("Enter the cheque's bank."));
    expect(posted(sent)).toEqual([]);
    await user.type(bank, 'BADR');
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    const [body] = posted(sent);
    expect(body).toMatchObject({
      start: period.start.toISOString(),
      customer: { paymentType: 'advance' },
      payment: { method: 'cheque', chequeNumber: '0099887', chequeBank: 'BADR' },
    });
    expect(body).not.toHaveProperty('customer.payment');
  });
});

const lapsed = problem(
  409,
  'papers_lapsed',
  "This car's insurance covers it until 18/06/2026: it cannot be booked or picked up past that day.",
);

describe('Book Rental: a car past its lapsed papers (issue 32 §3)', () => {
  it('lets a manager book anyway with a reason, sent with the booking', async () => {
    const sent = serve({
      ...pricing,
      'GET /api/auth/me': signedInAs('manager'),
      [rentPath]: lapsed,
    });
    const user = await fillCustomer();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    expect((await screen.findByRole('alert')).textContent).toContain('insurance covers it until');
    const override = await screen.findByTestId('lapsed-papers-override');
    await user.click(screen.getByRole('button', { name: 'Let it go anyway' }));
    const reason = screen.getByLabelText('Why the car goes out anyway');
    await waitFor(() =>
      expect(description(reason)).toBe('Say why the car goes out past its papers.'),
    );
    expect(posted(sent)).toHaveLength(1);
    await user.type(reason, '  Renewal paid this morning, certificate on its way  ');
    await user.click(screen.getByRole('button', { name: 'Let it go anyway' }));
    await waitFor(() => expect(posted(sent)).toHaveLength(2));
    expect(posted(sent)[1]).toMatchObject({
      customer: { name: 'Karim Benali' },
      overrideLapsedPapers: { reason: 'Renewal paid this morning, certificate on its way' },
    });
    expect(posted(sent)[0]).not.toHaveProperty('overrideLapsedPapers');
    expect(override).toBeTruthy();
  });

  it('shows an agent the refusal and no way past it', async () => {
    serve({ ...pricing, 'GET /api/auth/me': signedInAs('agent'), [rentPath]: lapsed });
    const user = await fillCustomer();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    expect(screen.queryByTestId('lapsed-papers-override')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Let it go anyway' })).toBeNull();
  });
});

const week = {
  start: new Date('2026-07-08T09:00:00.000Z'),
  end: new Date('2026-07-15T09:00:00.000Z'),
};

/** the quote block once it shows the answer to what was last asked */
async function readyQuote() {
  const block = await screen.findByRole('region', { name: 'Price' });
  await waitFor(() => expect(block.dataset.quoteReady).toBe('true'));
  return block;
}

/** each line of the quote as 'label | value' */
const linesOf = (block: HTMLElement) =>
  within(block)
    .getAllByTestId('quote-line')
    .map((line) =>
      [...line.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')).join(' | '),
    );

const da = (text: string) => text.replace(/\s/g, ' ');

describe('Book Rental: the quote and the extras (issue 33)', () => {
  it('shows the days by season and weekend, the tier and each extra, then the total and deposit due', async () => {
    const sent = serve({
      ...pricing,
      [rentPath]: problem(409, 'car_not_rentable', 'Not rentable'),
    });
    const user = await fillCustomer(week);
    let block = await readyQuote();
    expect(linesOf(block)).toEqual([
      da(`Été | 5 days × ${money(625_000)} = ${money(3_125_000)}`),
      da(`Weekend | 2 days × ${money(550_000)} = ${money(1_100_000)}`),
      da(`From 7 days | −${money(422_500)}`),
    ]);
    expect(within(block).getByTestId('quote-due').textContent).toBe(money(3_802_500));
    expect(within(block).getByTestId('quote-deposit').textContent).toBe(money(3_000_000));
    // the extras the agency sells, and none it does not
    const extras = screen.getByRole('group', { name: 'Extras' });
    expect(within(extras).queryByLabelText('GPS')).toBeNull();
    await user.click(within(extras).getByLabelText('Child seat'));
    await user.selectOptions(screen.getByLabelText('How many: Child seat'), '2');
    await user.click(within(extras).getByLabelText('Delivery and collection'));
    await user.selectOptions(screen.getByLabelText('Delivery place'), "Gare d'Alger");
    await user.click(within(extras).getByLabelText('Full insurance'));
    await waitFor(() =>
      expect(quotes(sent).at(-1)?.extras).toEqual([
        { code: 'child_seat', quantity: 2 },
        { code: 'delivery', quantity: 1, place: "Gare d'Alger" },
        { code: 'full_insurance', quantity: 1 },
      ]),
    );
    block = await readyQuote();
    expect(linesOf(block).slice(3)).toEqual([
      da(`Child seat × 2 | ${money(200_000)}`),
      da(`Delivery and collection: Gare d'Alger | ${money(100_000)}`),
      da(`Full insurance | ${money(560_000)}`),
    ]);
    expect(within(block).getByTestId('quote-due').textContent).toBe(money(4_662_500));
    // full insurance's lower deposit
    expect(within(block).getByTestId('quote-deposit').textContent).toBe(money(1_000_000));
    // the advance is what the quote says is due
    await user.click(screen.getByLabelText('Pay in advance (booked to the fund now)'));
    expect(screen.getByTestId('advance-amount').textContent).toBe(
      `Advance payment booked now: ${money(4_662_500)}`,
    );
  });

  it('sends the extras ticked with the booking', async () => {
    const sent = serve({
      ...pricing,
      [rentPath]: problem(409, 'car_not_rentable', 'Not rentable'),
    });
    const user = await fillCustomer(week);
    await readyQuote();
    const extras = screen.getByRole('group', { name: 'Extras' });
    await user.click(within(extras).getByLabelText('Additional driver'));
    await user.selectOptions(screen.getByLabelText('How many: Additional driver'), '3');
    await user.click(within(extras).getByLabelText('Delivery and collection'));
    await readyQuote();
    // three drivers counted: Confirm asks each one's name, licence and its date, sends nothing
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    const drivers = screen.getByTestId('booking-drivers');
    expect(
      within(drivers)
        .getAllByRole('group')
        .map(
          (group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent,
        ),
    ).toEqual(['Additional driver 1', 'Additional driver 2', 'Additional driver 3']);
    expect(within(drivers).getAllByText("The driver's name is required")).toHaveLength(3);
    expect(within(drivers).getAllByText('Driver license number is required')).toHaveLength(3);
    expect(within(drivers).getAllByText('Not a valid date')).toHaveLength(3);
    expect(posted(sent)).toEqual([]);
    const typed = [
      ['Karim Benali', 'DZ-778812', '2016-03-14'],
      ['Samia Haddad', 'DZ-120045', '2019-11-02'],
      ['Nadir Ouali', 'DZ-330017', '2021-07-30'],
    ];
    for (const [index, [name, licence, date]] of typed.entries()) {
      const group = within(drivers).getByRole('group', { name: `Additional driver ${index + 1}` });
      await user.type(within(group).getByLabelText("Driver's name"), name!);
      await user.type(within(group).getByLabelText('Licence number'), licence!);
      await user.type(within(group).getByLabelText('Licence issued on'), date!);
    }
    expect(within(drivers).queryByText("The driver's name is required")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    expect(posted(sent)).toHaveLength(1);
    expect(posted(sent)[0]).toMatchObject({
      drivers: typed.map(([name, licenceNumber, licenceIssuedOn]) => ({
        name,
        licenceNumber,
        licenceIssuedOn,
      })),
    });
    expect(posted(sent)[0]).toMatchObject({
      start: week.start.toISOString(),
      end: week.end.toISOString(),
      extras: [
        { code: 'additional_driver', quantity: 3 },
        { code: 'delivery', quantity: 1, place: 'Aéroport Houari Boumediene' },
      ],
    });
    expect(posted(sent)[0]).not.toHaveProperty('discount');
  });

  it('says a season minimum not reached', async () => {
    serve({
      ...pricing,
      'GET /api/price-list': { status: 200, body: { ...priceList, plans: [planOf(25, 10)] } },
      [quotePath]: (body) => {
        const answer = quoteOf(body).body as QuoteAnswer;
        return { status: 200, body: { ...answer, shortOf: { season: 'Été', minDays: 10 } } };
      },
    });
    await fillCustomer(week);
    await readyQuote();
    expect(screen.getByTestId('quote-short-of').textContent).toBe(
      'During Été a booking is at least 10 days.',
    );
  });
});

describe('Book Rental: a discount (issue 33, decision 0046)', () => {
  it('is offered to a manager: the quote takes it off, the booking sends it with its reason', async () => {
    const sent = serve({
      ...pricing,
      'GET /api/auth/me': signedInAs('manager'),
      [rentPath]: problem(400, 'validation_failed', 'The discount cannot be more than the price.', [
        { path: 'body.discount.amount', message: 'The discount cannot be more than the price.' },
      ]),
    });
    const user = await fillCustomer(week);
    const amount = await screen.findByLabelText('Discount (DA)');
    await user.type(amount, '2500');
    await waitFor(() => expect(quotes(sent).at(-1)?.discount).toBe(250_000));
    const block = await readyQuote();
    expect(linesOf(block).at(-1)).toBe(da(`Discount | −${money(250_000)}`));
    expect(within(block).getByTestId('quote-due').textContent).toBe(money(3_552_500));
    // the reason is required
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    const reason = screen.getByLabelText('Reason for the discount');
    await waitFor(() => expect(description(reason)).toBe('Say why the price is lowered.'));
    expect(posted(sent)).toEqual([]);
    await user.type(reason, 'Loyal customer');
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    // the server's refusal shows beside the amount
    await waitFor(() =>
      expect(description(amount)).toBe('The discount cannot be more than the price.'),
    );
    expect(posted(sent)[0]).toMatchObject({
      discount: { amount: 250_000, reason: 'Loyal customer' },
    });
  });

  it('shows a discount above the price beside it, the last quote staying shown', async () => {
    const sent = serve({ ...pricing, 'GET /api/auth/me': signedInAs('owner') });
    const user = await fillCustomer(week);
    const amount = await screen.findByLabelText('Discount (DA)');
    await readyQuote();
    // typed at once: the quote before it (without a discount) is the last one given
    await user.click(amount);
    await user.paste('90000');
    await waitFor(() =>
      expect(description(amount)).toBe('The discount cannot be more than the price.'),
    );
    expect(screen.getByTestId('quote-due').textContent).toBe(money(3_802_500));
    // asked of the server too, which refuses it in the same words
    await waitFor(() => expect(quotes(sent).at(-1)?.discount).toBe(9_000_000));
    expect(description(amount)).toBe('The discount cannot be more than the price.');
    expect(screen.getByTestId('quote-due').textContent).toBe(money(3_802_500));
  });

  it('is not offered to an agent', async () => {
    const sent = serve({
      ...pricing,
      'GET /api/auth/me': signedInAs('agent'),
      [rentPath]: problem(409, 'car_not_rentable', 'Not rentable'),
    });
    const user = await fillCustomer(week);
    await readyQuote();
    expect(screen.queryByLabelText('Discount (DA)')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Discount' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    expect(posted(sent)[0]).not.toHaveProperty('discount');
    expect(quotes(sent).every((body) => body.discount === undefined)).toBe(true);
  });
});

/**
 * The server's quotes held until released (the journey to the server and back): what the
 * dialog shows before they come is the quote it computed itself
 */
function holdQuotes() {
  const served = globalThis.fetch;
  let release = () => {};
  let held = Promise.resolve();
  let waiting = 0;
  const hold = () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (`${init.method ?? 'GET'} ${path}` === quotePath) {
      waiting++;
      await held;
      waiting--;
    }
    return served(url, init);
  });
  hold();
  /** `waiting`: the quotes asked and not yet answered */
  return { release: () => release(), hold, waiting: () => waiting };
}

describe('Book Rental: the quote computed at once, the server confirming it (issue 33)', () => {
  it('shows the quote of the price list before the server answers, by the same rule', async () => {
    const sent = serve({ ...pricing, 'GET /api/auth/me': signedInAs('manager') });
    const server = holdQuotes();
    const user = await fillCustomer(week);
    let block = await readyQuote();
    // asked, and not answered yet
    expect(server.waiting()).toBeGreaterThan(0);
    expect(quotes(sent)).toEqual([]);
    expect(block.dataset.quoteDays).toBe('7');
    expect(linesOf(block)).toEqual([
      da(`Été | 5 days × ${money(625_000)} = ${money(3_125_000)}`),
      da(`Weekend | 2 days × ${money(550_000)} = ${money(1_100_000)}`),
      da(`From 7 days | −${money(422_500)}`),
    ]);
    expect(within(block).getByTestId('quote-deposit').textContent).toBe(money(3_000_000));
    // an extra ticked and a discount typed: priced here at once, the server still silent
    await user.click(
      within(screen.getByRole('group', { name: 'Extras' })).getByLabelText('Full insurance'),
    );
    await user.type(await screen.findByLabelText('Discount (DA)'), '2500');
    block = await readyQuote();
    expect(linesOf(block).slice(3)).toEqual([
      da(`Full insurance | ${money(560_000)}`),
      da(`Discount | −${money(250_000)}`),
    ]);
    expect(within(block).getByTestId('quote-due').textContent).toBe(money(4_112_500));
    expect(within(block).getByTestId('quote-deposit').textContent).toBe(money(1_000_000));
    // a discount above the price is refused beside it before the server says so
    const amount = screen.getByLabelText('Discount (DA)');
    await user.clear(amount);
    await user.paste('90000');
    await waitFor(() =>
      expect(description(amount)).toBe('The discount cannot be more than the price.'),
    );
    expect(block.dataset.quoteReady).toBe('false');
    expect(within(block).getByTestId('quote-due').textContent).toBe(money(3_802_500 + 560_000));
    expect(quotes(sent)).toEqual([]);
    server.release();
  });

  it("shows the server's quote when it differs (the price list changed meanwhile), and reads the list again", async () => {
    // the owner raised Été to +40 % (7 000 DA): the dialog's list still says +25 %
    const sent = serve({ ...pricing, [quotePath]: (body) => quoteOf(body, 700_000) });
    const server = holdQuotes();
    await fillCustomer(week);
    const block = await readyQuote();
    expect(within(block).getByTestId('quote-due').textContent).toBe(money(3_802_500));
    server.release();
    // what the booking will cost: 5 x 7 000 + 2 x 5 500 - 10 %
    await waitFor(() =>
      expect(within(block).getByTestId('quote-due').textContent).toBe(money(4_140_000)),
    );
    expect(block.dataset.quoteReady).toBe('true');
    expect(block.dataset.quoteDays).toBe('7');
    expect(linesOf(block)[0]).toBe(da(`Été | 5 days × ${money(700_000)} = ${money(3_500_000)}`));
    // the list is read again; read as it was, the server's quote stays
    const listReads = () =>
      sent.filter((request) => `${request.method} ${request.path}` === 'GET /api/price-list');
    await waitFor(() => expect(listReads()).toHaveLength(2));
    expect(within(block).getByTestId('quote-due').textContent).toBe(money(4_140_000));
  });
});
