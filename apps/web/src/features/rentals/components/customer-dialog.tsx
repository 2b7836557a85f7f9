import { mayDiscountBooking, mayOverrideDoNotRent } from '@car-rental/domain/auth/permissions';
import type { CarView } from '@car-rental/domain/contract/car';
import type { CustomerView } from '@car-rental/domain/contract/customers';
import { paymentBody } from '@car-rental/domain/contract/fund';
import { bookingDiscount, type QuoteAnswer } from '@car-rental/domain/contract/pricing';
import { rentalCustomer } from '@car-rental/domain/contract/rentals';
import { countDays } from '@car-rental/domain/rentals/count-days';
import { useQueryClient } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPayment, PaymentFields, toPaymentInput } from '../../../components/payment-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { fieldErrors, localiseFieldMessage } from '../../../lib/field-errors.ts';
import { formatDateTime, getBusinessTimeZone, money, parseDinars } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { CustomerSuggestions } from '../../customers/components/customer-suggestions.tsx';
import { priceListQuery, usePriceList } from '../../pricing/api/price-list.ts';
import { useBookingQuote } from '../api/quote-booking.ts';
import { useRentCar } from '../api/rent-car.ts';
import { carName } from '../lib/car-name.ts';
import { customerErrors } from '../lib/customer-errors.ts';
import { localQuote, sameQuote } from '../lib/local-quote.ts';
import {
  type DriverDraft,
  DriversFields,
  driverProblems,
  driversCounted,
  driversFor,
  ExtrasFields,
  extraChoices,
  noExtras,
  offeredExtras,
} from './booking-extras.tsx';
import { BookingQuote } from './booking-quote.tsx';
import { LapsedPapersOverride, type LapsedPapersOverrideInput } from './lapsed-papers-override.tsx';
import type { RentalPeriod } from './period-picker.tsx';

type PaymentType = 'after' | 'advance';
const paymentTypes: PaymentType[] = ['after', 'advance'];
const fields = ['name', 'contact', 'email', 'license'] as const;
const inputTypes = { name: 'text', contact: 'tel', email: 'email', license: 'text' } as const;
const autoComplete = { name: 'name', contact: 'tel', email: 'email', license: 'off' } as const;

/** what a manager lets through of a refused booking (issues 14 and 32) */
interface RentOverrides {
  overrideDoNotRent?: true;
  overrideLapsedPapers?: LapsedPapersOverrideInput;
}

/**
 * the dialog's part of the rent body: the customer, how an advance is paid (issue 31) and a
 * manager's discount with its reason (issue 33)
 */
const customerAndPayment = rentalCustomer.extend({
  payment: paymentBody.optional(),
  discount: bookingDiscount.optional(),
});

/** a discount typed: its amount in centimes when it reads as one, else undefined */
function typedDiscount(text: string) {
  const amount = parseDinars(text);
  return amount !== undefined && Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
}

/** the rental flow's second step (spec §5): who rents and how they pay */
export function CustomerDialog({
  car,
  period,
  open,
  onOpenChange,
  onBack,
}: {
  car: CarView;
  period: RentalPeriod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** back to the period picker */
  onBack?: () => void;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('customer.title')}
      description={carName(car)}
    >
      {open ? (
        <CustomerForm
          car={car}
          period={period}
          onDone={() => onOpenChange(false)}
          onBack={onBack}
        />
      ) : null}
    </Dialog>
  );
}

function CustomerForm({
  car,
  period,
  onDone,
  onBack,
}: {
  car: CarView;
  period: RentalPeriod;
  onDone: () => void;
  onBack: (() => void) | undefined;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const { t: tcu } = useTranslation('customers');
  const notify = useNotify();
  const rent = useRentCar();
  const form = useForm({
    schema: customerAndPayment,
    defaultValues: {
      name: '',
      contact: '',
      email: '',
      license: '',
      paymentType: 'after' as PaymentType,
      payment: newPayment(),
      discount: { amount: '', reason: '' },
    },
    // the advance's payment only when one is taken now; a discount only when one is typed
    toInput: ({ payment, discount, ...customer }) => ({
      ...customer,
      ...(customer.paymentType === 'advance' ? { payment: toPaymentInput(payment) } : {}),
      ...(discount.amount.trim() !== ''
        ? {
            discount: {
              amount: parseDinars(discount.amount) ?? Number.NaN,
              reason: discount.reason,
            },
          }
        : {}),
    }),
    /** the shared schema decides what is wrong; the catalogue says it (lib/customer-errors) */
    message: (field, code) => {
      const key = customerErrors([{ path: [field], code }])[field as (typeof fields)[number]];
      return key ? t(`customer.errors.${key}`) : undefined;
    },
  });
  const values = form.watch();
  const paymentType = values.paymentType;
  /** the field edited last: the customers on file that match what it holds are offered */
  const edited = useRef<(typeof fields)[number] | null>(null);
  const searching = edited.current ? values[edited.current] : '';
  const { data: user } = useCurrentUser();
  const refusedFlagged =
    rent.error instanceof ApiError && rent.error.code === 'customer_do_not_rent';
  const mayOverride = refusedFlagged && mayOverrideDoNotRent(user?.role);
  const mayDiscount = mayDiscountBooking(user?.role);
  const days = countDays(period.start, period.end);

  // issue 33: the extras the agency sells, and the booking's quote as they are ticked
  const priceList = usePriceList();
  const offers = offeredExtras(priceList.data?.extras);
  const [extrasDraft, setExtrasDraft] = useState(noExtras);
  const extras = extraChoices(extrasDraft, offers);
  // decision 0049: each additional driver's name and licence, one per driver counted
  const [typedDrivers, setTypedDrivers] = useState<DriverDraft[]>([]);
  const drivers = driversFor(typedDrivers, driversCounted(extrasDraft, offers));
  const [driversTried, setDriversTried] = useState(false);
  const driverErrors = {
    ...(driversTried ? driverProblems(drivers) : {}),
    ...fieldErrors(rent.error),
  };
  const discount = mayDiscount ? typedDiscount(values.discount.amount) : undefined;
  const quote = useBookingQuote({
    carId: car.id,
    start: period.start.toISOString(),
    end: period.end.toISOString(),
    extras,
    ...(discount === undefined ? {} : { discount }),
  });
  // the quote computed here at once by the server's rule, from the price list read; the
  // server's answer for the same request confirms it, and is shown in its place when they
  // differ (the list changed meanwhile): it is what the booking will cost
  const local = localQuote({
    car,
    list: priceList.data,
    start: period.start,
    end: period.end,
    extras,
    discount,
    timeZone: getBusinessTimeZone(),
  });
  const confirmed = quote.isSuccess && !quote.isPlaceholderData ? quote.data : undefined;
  /** the server refused this request (a discount above the price, an extra no longer sold) */
  const serverRefused =
    quote.isError && quote.error instanceof ApiError && quote.error.status < 500;
  /** the quote of what is asked now: the server's once given, else the one computed here */
  const current = confirmed ?? (serverRefused ? undefined : local?.answer);
  /** the last quote shown: stays while a refused one (a discount above the price) is fixed */
  const lastShown = useRef<QuoteAnswer | undefined>(undefined);
  if (current) lastShown.current = current;
  const shown = current ?? lastShown.current;
  const quoteRefusal = fieldErrors(quote.error);
  const discountRefusal = confirmed
    ? undefined
    : quote.isError
      ? quoteRefusal.discount
      : local?.refused && localiseFieldMessage(local.refused);
  const quoteFailure =
    quote.isError && !quoteRefusal.discount ? errorMessage(quote.error, t('quote.failed')) : null;
  const quoteReady = current !== undefined;
  // the server priced it otherwise: the price list read is behind, read again
  const queryClient = useQueryClient();
  const checked = useRef<QuoteAnswer | undefined>(undefined);
  const localAnswer = local?.answer;
  useEffect(() => {
    if (!confirmed || confirmed === checked.current) return;
    checked.current = confirmed;
    if (localAnswer && !sameQuote(confirmed, localAnswer)) {
      void queryClient.invalidateQueries({ queryKey: priceListQuery.queryKey });
    }
  });
  /** what booking takes now (the server's rule): what the quote says is due, paid in advance */
  const advance = shown?.due ?? null;
  const places = Object.fromEntries(
    extras.flatMap((extra) => (extra.place ? [[extra.code, extra.place]] : [])),
  );

  /** a customer on file picked: their details fill the fields (an e-mail typed stays if none) */
  const pick = (customer: CustomerView) => {
    edited.current = null;
    const revalidate = { shouldValidate: form.formState.isSubmitted };
    form.setValue('name', customer.fullName, revalidate);
    form.setValue('contact', customer.phone ?? values.contact, revalidate);
    form.setValue('email', customer.email ?? values.email, revalidate);
    form.setValue('license', customer.licenceNumber ?? values.license, revalidate);
  };

  const showFirstProblem = () =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role=dialog] [aria-invalid=true]')?.focus(),
    );

  /** the overrides the last request sent: an override answers that request's refusal */
  const sentOverrides = useRef<RentOverrides>({});
  const book = (overrides: RentOverrides) =>
    form.handleSubmit(({ payment, discount: typed, ...customer }) => {
      setDriversTried(true);
      if (Object.keys(driverProblems(drivers)).length > 0) {
        showFirstProblem();
        return;
      }
      sentOverrides.current = overrides;
      rent.mutate(
        {
          carId: car.id,
          start: period.start.toISOString(),
          end: period.end.toISOString(),
          customer,
          ...(payment ? { payment } : {}),
          extras,
          drivers,
          ...(typed && mayDiscount ? { discount: typed } : {}),
          ...overrides,
        },
        {
          onSuccess: (answer) => {
            notify(
              isPendingAnswer(answer)
                ? answer.message
                : answer.rental.state === 'reserved'
                  ? t('customer.reserved', { name: customer.name })
                  : t('customer.success', { name: customer.name }),
            );
            onDone();
          },
          // a refused cheque number or bank shows beside it (the error box says the rest)
          onError: (error) => form.refuse(error),
        },
      );
    }, showFirstProblem);

  const submit = (event?: BaseSyntheticEvent) => {
    setDriversTried(true);
    return book({})(event);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <dt className="text-slate-600 dark:text-slate-400">{t('customer.period')}</dt>
        <dd data-testid="customer-period">
          <Ltr>
            {t('customer.periodValue', {
              start: formatDateTime(period.start),
              end: formatDateTime(period.end),
              days: tc('days', { count: days }),
            })}
          </Ltr>
        </dd>
      </dl>
      <ExtrasFields offers={offers} value={extrasDraft} onChange={setExtrasDraft} />
      <DriversFields value={drivers} onChange={setTypedDrivers} errors={driverErrors} />
      {mayDiscount ? (
        <fieldset
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr] dark:border-slate-700"
          data-testid="booking-discount"
        >
          <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('customer.discount.title')}
          </legend>
          <Field
            label={t('customer.discount.amount')}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('discount.amount')}
            error={form.error('discount.amount') ?? discountRefusal}
          />
          <Field
            label={t('customer.discount.reason')}
            autoComplete="off"
            {...form.register('discount.reason')}
            error={form.error('discount.reason')}
          />
        </fieldset>
      ) : null}
      <BookingQuote answer={shown} ready={quoteReady} failure={quoteFailure} places={places} />
      {fields.map((field) => (
        <Field
          key={field}
          label={t(`customer.${field}`)}
          type={inputTypes[field]}
          autoComplete={autoComplete[field]}
          required
          {...form.register(field, {
            onChange: () => {
              edited.current = field === 'email' ? null : field;
            },
          })}
          error={form.error(field)}
        />
      ))}
      <CustomerSuggestions q={searching} onPick={pick} />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('customer.paymentType')}
        </legend>
        {paymentTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input type="radio" value={type} {...form.register('paymentType')} />
            {type === 'after' ? t('customer.payAfter') : t('customer.payAdvance')}
          </label>
        ))}
      </fieldset>
      {paymentType === 'advance' ? (
        <p
          data-testid="advance-amount"
          className="rounded-lg bg-blue-50 p-3 text-sm text-blue-900 dark:bg-blue-950 dark:text-blue-100"
        >
          <Ltr>
            {t('customer.advanceDue', { total: advance === null ? tc('na') : money(advance) })}
          </Ltr>
        </p>
      ) : null}
      {paymentType === 'advance' ? (
        <PaymentFields form={form} legend={t('payment.advance', { ns: 'fund' })} />
      ) : null}
      {rent.isError ? <ErrorBox message={errorMessage(rent.error, t('customer.failed'))} /> : null}
      {mayOverride ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p className="flex-1">{tcu('override.text')}</p>
          <Button
            variant="danger"
            disabled={rent.isPending}
            onClick={() => void book({ ...sentOverrides.current, overrideDoNotRent: true })()}
          >
            {tcu('override.confirm')}
          </Button>
        </div>
      ) : null}
      <LapsedPapersOverride
        error={rent.error}
        pending={rent.isPending}
        onOverride={(override) =>
          void book({ ...sentOverrides.current, overrideLapsedPapers: override })()
        }
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {onBack ? (
          <Button variant="ghost" onClick={onBack} className="me-auto">
            {t('customer.back')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          {tc('actions.cancel')}
        </Button>
        <Button type="submit" disabled={rent.isPending}>
          {rent.isPending ? t('customer.renting') : t('customer.confirm')}
        </Button>
      </div>
    </form>
  );
}
