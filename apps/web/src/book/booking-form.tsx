import type { Availability, PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import type { PublicBookingRequest } from '@car-rental/domain/contract/booking-requests';
import type { ExtraCode } from '@car-rental/domain/pricing/price-list';
import { type FormEvent, useMemo, useState } from 'react';
import { bookApi, Refusal } from './api.ts';
import { money } from './format.ts';
import {
  type ChosenExtra,
  defaultPeriod,
  extrasOnSale,
  extrasPrice,
  instantOfInputs,
  type PeriodInputs,
} from './period.ts';
import { refusalWords } from './refusals.ts';
import { Alert, buttonClass, Field, quietButtonClass, Section } from './ui.tsx';
import { fill, type Lang, type Words } from './words.ts';

type Offer = Availability['offers'][number];

/** the fields a refusal can be shown beside */
const FIELDS = [
  'start',
  'end',
  'modelId',
  'extras',
  'name',
  'phone',
  'email',
  'licenceNumber',
  'licenceIssuedOn',
  'acceptTerms',
] as const;

interface Details {
  name: string;
  phone: string;
  email: string;
  licenceNumber: string;
  licenceIssuedOn: string;
  acceptTerms: boolean;
  /** the honeypot: people never see it */
  website: string;
}

/** the largest photo the server takes (MAX_IMAGE_BYTES): a larger one is not sent at all */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** a photo's refusal in the page's words */
function photoWords(refusal: Refusal, W: Words): string {
  if (refusal.status === 0) return W.refused.network;
  if (refusal.code === 'unsupported_file') return W.photo.notImage;
  if (refusal.code === 'file_too_large') return W.photo.tooLarge;
  if (refusal.code === 'too_many_images' || refusal.code === 'booking_request_closed') {
    return W.photo.limit;
  }
  return W.refused.generic;
}

const EMPTY_DETAILS: Details = {
  name: '',
  phone: '',
  email: '',
  licenceNumber: '',
  licenceIssuedOn: '',
  acceptTerms: false,
  website: '',
};

/**
 * The booking page's form, top to bottom on a phone: the period, the offers free for all of
 * it, the extras and the total, the customer's details and the agency's terms, send.
 */
export function BookingForm({
  page,
  lang,
  words: W,
  noPhoto,
  onSent,
}: {
  page: PublicBookingPage;
  lang: Lang;
  words: Words;
  /** the demo's page: no photo field, these words in its place (the demo stores no upload) */
  noPhoto?: string;
  onSent: (token: string, request: PublicBookingRequest) => void;
}) {
  const [period, setPeriod] = useState<PeriodInputs>(() =>
    defaultPeriod(new Date(), page.minNoticeHours),
  );
  const [searched, setSearched] = useState<{
    start: Date;
    end: Date;
    answer: Availability;
  } | null>(null);
  const [searching, setSearching] = useState(false);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [extras, setExtras] = useState<ChosenExtra[]>([]);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [periodError, setPeriodError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** the licence photo chosen (optional), sent once the request is made */
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  /** the request made, while its photo was refused: only the photo is sent again */
  const [made, setMade] = useState<{ token: string; request: PublicBookingRequest } | null>(null);

  const onSale = extrasOnSale(page.extras);
  const priced = useMemo(
    () => (searched ? extrasPrice(extras, page.extras, searched.answer.days) : null),
    [extras, page.extras, searched],
  );

  function setPeriodField(name: keyof PeriodInputs, value: string) {
    setPeriod((now) => ({ ...now, [name]: value }));
  }

  async function search(event: FormEvent) {
    event.preventDefault();
    setPeriodError(null);
    const start = instantOfInputs(period.startDate, period.startTime);
    const end = instantOfInputs(period.endDate, period.endTime);
    const refused: Record<string, string> = {};
    if (!start) refused.start = W.refused.dateInvalid;
    if (!end) refused.end = W.refused.dateInvalid;
    else if (start && end.getTime() <= start.getTime()) refused.end = W.refused.endBeforeStart;
    setErrors(refused);
    if (!start || !end || Object.keys(refused).length > 0) return;
    setSearching(true);
    try {
      const answer = await bookApi.availability(start.toISOString(), end.toISOString());
      setSearched({ start, end, answer });
      setOffer(null);
    } catch (error) {
      setSearched(null);
      const said = refusalWords(asRefusal(error), W, FIELDS);
      setErrors(said.fields);
      if (Object.keys(said.fields).length === 0) setPeriodError(said.form);
    } finally {
      setSearching(false);
    }
  }

  function toggleExtra(code: ExtraCode, on: boolean) {
    setExtras((now) =>
      on
        ? [
            ...now,
            code === 'delivery'
              ? { code, quantity: 1, place: page.extras?.delivery.places[0]?.name ?? '' }
              : { code, quantity: 1 },
          ]
        : now.filter((extra) => extra.code !== code),
    );
  }

  function setPlace(place: string) {
    setExtras((now) =>
      now.map((extra) => (extra.code === 'delivery' ? { ...extra, place } : extra)),
    );
  }

  function setDetail<K extends keyof Details>(name: K, value: Details[K]) {
    setDetails((now) => ({ ...now, [name]: value }));
  }

  function choosePhoto(file: File | null) {
    setPhoto(file);
    setPhotoError(file && file.size > MAX_PHOTO_BYTES ? W.photo.tooLarge : null);
  }

  /** sends the photo of the request made; the status page once it is taken */
  async function sendPhoto(created: { token: string; request: PublicBookingRequest }) {
    if (!photo) return onSent(created.token, created.request);
    if (photo.size > MAX_PHOTO_BYTES) {
      setMade(created);
      setPhotoError(W.photo.tooLarge);
      return;
    }
    try {
      const request = await bookApi.licencePhoto(created.token, photo);
      onSent(created.token, request);
    } catch (error) {
      setMade(created);
      setPhotoError(photoWords(asRefusal(error), W));
    }
  }

  async function retryPhoto(event: FormEvent) {
    event.preventDefault();
    if (!made) return;
    setSending(true);
    try {
      await sendPhoto(made);
    } finally {
      setSending(false);
    }
  }

  /** what the page can say before asking the server: empty fields, no car chosen */
  function missing(): Record<string, string> {
    const R = W.refused;
    const refused: Record<string, string> = {};
    if (!offer) refused.modelId = R.chooseCar;
    if (!details.name.trim()) refused.name = R.nameRequired;
    if (!details.phone.trim()) refused.phone = R.phoneRequired;
    if (!details.email.trim()) refused.email = R.emailRequired;
    if (!details.licenceNumber.trim()) refused.licenceNumber = R.licenceRequired;
    if (!details.licenceIssuedOn) refused.licenceIssuedOn = R.dateInvalid;
    if (!details.acceptTerms) refused.acceptTerms = R.acceptTerms;
    return refused;
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!searched) return;
    const refused = missing();
    setErrors(refused);
    const photoTooLarge = photo !== null && photo.size > MAX_PHOTO_BYTES;
    if (Object.keys(refused).length > 0 || !offer || photoTooLarge) {
      setFormError(W.refused.checkFields);
      return;
    }
    setFormError(null);
    setSending(true);
    try {
      const created = await bookApi.request({
        start: searched.start.toISOString(),
        end: searched.end.toISOString(),
        modelId: offer.modelId,
        dailyRate: offer.dailyRate,
        extras: extras.map(({ code, quantity, place }) =>
          place === undefined ? { code, quantity } : { code, quantity, place },
        ),
        name: details.name,
        phone: details.phone,
        email: details.email,
        licenceNumber: details.licenceNumber,
        licenceIssuedOn: details.licenceIssuedOn,
        language: lang,
        acceptTerms: details.acceptTerms as true,
        ...(details.website ? { website: details.website } : {}),
      });
      await sendPhoto(created);
    } catch (error) {
      const refusal = asRefusal(error);
      const said = refusalWords(refusal, W, FIELDS);
      setErrors(said.fields);
      setFormError(said.form);
      // the car was just taken: the offers are asked again
      if (refusal.code === 'car_unavailable' || refusal.code === 'booking_conflict') {
        setOffer(null);
        bookApi
          .availability(searched.start.toISOString(), searched.end.toISOString())
          .then((answer) => setSearched({ ...searched, answer }))
          .catch(() => undefined);
      }
    } finally {
      setSending(false);
    }
  }

  const total = offer && priced ? offer.total + priced.amount : null;
  const deposit = priced ? priced.deposit : null;

  if (made) {
    // the request is made: only its photo is left, sent again or left out
    return (
      <form onSubmit={retryPhoto} noValidate>
        <Section title={W.status.title}>
          <p className="font-medium text-slate-900" role="status">
            {W.photo.notSent}
          </p>
          <PhotoField words={W} error={photoError} onChoose={choosePhoto} />
          <button type="submit" className={buttonClass} disabled={sending || !photo}>
            {sending ? W.photo.sending : W.photo.send}
          </button>
          <button
            type="button"
            className={quietButtonClass}
            onClick={() => onSent(made.token, made.request)}
          >
            {W.photo.skip}
          </button>
        </Section>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={search} noValidate>
        <Section title={W.period.title}>
          <div className="grid grid-cols-2 gap-3">
            <Field
              id="start-date"
              type="date"
              label={W.period.pickupDate}
              value={period.startDate}
              onChange={(event) => setPeriodField('startDate', event.target.value)}
              error={errors.start}
            />
            <Field
              id="start-time"
              type="time"
              step={900}
              label={W.period.pickupTime}
              value={period.startTime}
              onChange={(event) => setPeriodField('startTime', event.target.value)}
            />
            <Field
              id="end-date"
              type="date"
              label={W.period.returnDate}
              value={period.endDate}
              onChange={(event) => setPeriodField('endDate', event.target.value)}
              error={errors.end}
            />
            <Field
              id="end-time"
              type="time"
              step={900}
              label={W.period.returnTime}
              value={period.endTime}
              onChange={(event) => setPeriodField('endTime', event.target.value)}
            />
          </div>
          <p className="text-sm text-slate-700">
            {fill(W.period.limits, { hours: page.minNoticeHours, days: page.maxDays })}
          </p>
          {periodError ? <Alert>{periodError}</Alert> : null}
          <button type="submit" className={buttonClass} disabled={searching}>
            {searching ? W.period.searching : W.period.search}
          </button>
        </Section>
      </form>

      {searched ? (
        <form onSubmit={send} noValidate className="flex flex-col gap-4">
          <Offers
            answer={searched.answer}
            chosen={offer}
            onChoose={(next) => {
              setOffer(next);
              setErrors(({ modelId: _, ...rest }) => rest);
            }}
            words={W}
            error={errors.modelId}
          />
          {searched.answer.offers.length > 0 ? (
            <>
              <Section title={W.extras.title}>
                {onSale.length === 0 ? (
                  <p className="text-slate-700">{W.extras.none}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {onSale.map((code) => (
                      <ExtraRow
                        key={code}
                        code={code}
                        page={page}
                        chosen={extras.find((extra) => extra.code === code)}
                        onToggle={(on) => toggleExtra(code, on)}
                        onPlace={setPlace}
                        words={W}
                      />
                    ))}
                  </ul>
                )}
                {errors.extras ? <p className="text-sm text-red-700">{errors.extras}</p> : null}
                <dl className="flex flex-col gap-1 border-t border-slate-200 pt-3">
                  {offer ? (
                    <Line
                      label={fill(W.summary.rental, { days: searched.answer.days })}
                      value={money(offer.total)}
                    />
                  ) : null}
                  {priced && priced.amount > 0 ? (
                    <Line label={W.summary.extras} value={money(priced.amount)} />
                  ) : null}
                  {total !== null ? (
                    <Line label={W.summary.total} value={money(total)} strong />
                  ) : null}
                  {deposit !== null ? (
                    <Line label={W.summary.deposit} value={money(deposit)} />
                  ) : null}
                </dl>
              </Section>

              <Section title={W.details.title}>
                <Field
                  id="name"
                  label={W.details.name}
                  autoComplete="name"
                  value={details.name}
                  onChange={(event) => setDetail('name', event.target.value)}
                  error={errors.name}
                />
                <Field
                  id="phone"
                  type="tel"
                  label={W.details.phone}
                  autoComplete="tel"
                  dir="ltr"
                  value={details.phone}
                  onChange={(event) => setDetail('phone', event.target.value)}
                  error={errors.phone}
                />
                <Field
                  id="email"
                  type="email"
                  label={W.details.email}
                  autoComplete="email"
                  dir="ltr"
                  value={details.email}
                  onChange={(event) => setDetail('email', event.target.value)}
                  error={errors.email}
                />
                <Field
                  id="licence-number"
                  label={W.details.licenceNumber}
                  value={details.licenceNumber}
                  onChange={(event) => setDetail('licenceNumber', event.target.value)}
                  error={errors.licenceNumber}
                />
                <Field
                  id="licence-date"
                  type="date"
                  label={W.details.licenceIssuedOn}
                  value={details.licenceIssuedOn}
                  onChange={(event) => setDetail('licenceIssuedOn', event.target.value)}
                  error={errors.licenceIssuedOn}
                />
                {noPhoto ? (
                  <p data-testid="no-licence-photo" className="text-sm text-slate-700">
                    {noPhoto}
                  </p>
                ) : (
                  <PhotoField words={W} error={photoError} onChoose={choosePhoto} />
                )}
                {page.terms ? (
                  <div className="flex flex-col gap-1">
                    <h3 className="text-sm font-medium text-slate-800">{W.details.terms}</h3>
                    <section
                      className="max-h-40 overflow-y-auto whitespace-pre-line rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
                      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled box is reached by keyboard
                      tabIndex={0}
                      aria-label={W.details.terms}
                    >
                      {page.terms}
                    </section>
                  </div>
                ) : null}
                <div className="flex flex-col gap-1">
                  <label className="flex min-h-11 items-center gap-3 text-slate-900">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={details.acceptTerms}
                      aria-invalid={errors.acceptTerms ? true : undefined}
                      aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
                      onChange={(event) => setDetail('acceptTerms', event.target.checked)}
                    />
                    {W.details.acceptTerms}
                  </label>
                  {errors.acceptTerms ? (
                    <p id="accept-terms-error" className="text-sm text-red-700">
                      {errors.acceptTerms}
                    </p>
                  ) : null}
                </div>
                {/* the honeypot: off-screen, out of the tab order and of what a reader says */}
                <div
                  aria-hidden="true"
                  className="absolute start-0 -top-[10000px] h-px w-px overflow-hidden"
                >
                  <label>
                    {W.details.website}
                    <input
                      name="website"
                      type="text"
                      tabIndex={-1}
                      autoComplete="off"
                      value={details.website}
                      onChange={(event) => setDetail('website', event.target.value)}
                    />
                  </label>
                </div>
                {formError ? <Alert>{formError}</Alert> : null}
                <p className="text-sm text-slate-700">{W.details.sendNote}</p>
                <button type="submit" className={buttonClass} disabled={sending}>
                  {sending ? W.details.sending : W.details.send}
                </button>
              </Section>
            </>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

/** the optional photo of the driving licence: images only, checked again by the server */
function PhotoField({
  words: W,
  error,
  onChoose,
}: {
  words: Words;
  error: string | null;
  onChoose: (file: File | null) => void;
}) {
  return (
    <Field
      id="licence-photo"
      type="file"
      accept="image/jpeg,image/png,image/webp"
      label={W.photo.label}
      className="text-base text-slate-900 file:me-3 file:min-h-11 file:rounded-lg file:border file:border-slate-400 file:bg-white file:px-3"
      onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      error={error ?? undefined}
      hint={<p className="text-sm text-slate-700">{W.photo.hint}</p>}
    />
  );
}

function asRefusal(error: unknown): Refusal {
  return error instanceof Refusal ? error : new Refusal(-1, 'error', undefined, {}, []);
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt className="text-slate-800">{label}</dt>
      <dd className="text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Offers({
  answer,
  chosen,
  onChoose,
  words: W,
  error,
}: {
  answer: Availability;
  chosen: Offer | null;
  onChoose: (offer: Offer) => void;
  words: Words;
  error: string | undefined;
}) {
  return (
    <Section title={fill(W.offers.title, { days: answer.days })}>
      {answer.offers.length === 0 ? <p className="text-slate-700">{W.offers.none}</p> : null}
      <ul className="flex flex-col gap-3" aria-describedby={error ? 'offer-error' : undefined}>
        {answer.offers.map((offer) => {
          const isChosen =
            chosen?.modelId === offer.modelId && chosen.dailyRate === offer.dailyRate;
          const name = `${offer.brandName} ${offer.modelName}`;
          return (
            <li
              key={`${offer.modelId}-${offer.dailyRate}-${offer.total}`}
              className={`flex gap-3 rounded-lg border p-2 ${
                isChosen ? 'border-blue-700 bg-blue-50' : 'border-slate-300'
              }`}
            >
              {offer.photo ? (
                <img
                  src={offer.photo}
                  alt={name}
                  width={112}
                  height={84}
                  loading="lazy"
                  decoding="async"
                  className="h-21 w-28 shrink-0 rounded-md bg-slate-100 object-cover"
                />
              ) : (
                <div className="flex h-21 w-28 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs text-slate-700">
                  {W.offers.noPhoto}
                </div>
              )}
              <div className="flex min-w-0 grow flex-col gap-1">
                <h3 className="font-semibold text-slate-900">{name}</h3>
                <p className="text-sm text-slate-700">
                  {W.category[offer.category]} · {fill(W.offers.free, { count: offer.free })}
                </p>
                <p className="font-semibold text-slate-900">
                  {fill(W.offers.total, { amount: money(offer.total) })}
                </p>
                <p className="text-sm text-slate-700">
                  {offer.deposit === null
                    ? W.offers.noDeposit
                    : fill(W.offers.deposit, { amount: money(offer.deposit) })}
                </p>
                <button
                  type="button"
                  aria-pressed={isChosen}
                  aria-label={`${isChosen ? W.offers.chosen : W.offers.choose}: ${name}`}
                  onClick={() => onChoose(offer)}
                  className={`mt-1 min-h-11 self-start rounded-lg px-4 font-semibold ${
                    isChosen
                      ? 'bg-blue-700 text-white'
                      : 'border border-blue-700 bg-white text-blue-800'
                  }`}
                >
                  {isChosen ? W.offers.chosen : W.offers.choose}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="offer-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Section>
  );
}

function ExtraRow({
  code,
  page,
  chosen,
  onToggle,
  onPlace,
  words: W,
}: {
  code: ExtraCode;
  page: PublicBookingPage;
  chosen: ChosenExtra | undefined;
  onToggle: (on: boolean) => void;
  onPlace: (place: string) => void;
  words: Words;
}) {
  const extras = page.extras;
  if (!extras) return null;
  let price: string;
  if (code === 'delivery') {
    const prices = extras.delivery.places.map((place) => place.price);
    price = fill(W.extras.once, { amount: money(Math.min(...prices)) });
  } else {
    const sold = extras[code];
    price = fill(sold.pricing === 'per_day' ? W.extras.perDay : W.extras.once, {
      amount: money(sold.price),
    });
    if (sold.max !== null) price += ` (${fill(W.extras.max, { amount: money(sold.max) })})`;
  }
  const id = `extra-${code}`;
  return (
    <li className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center gap-3 text-slate-900">
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={chosen !== undefined}
          aria-describedby={`${id}-price`}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={id} className="grow py-2">
          {W.extras.name[code]}
        </label>
        <span id={`${id}-price`} className="text-sm text-slate-700">
          {price}
        </span>
      </div>
      {code === 'delivery' && chosen ? (
        <label className="flex flex-col gap-1 ps-8 text-sm text-slate-800">
          {W.extras.place}
          <select
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
            value={chosen.place ?? ''}
            onChange={(event) => onPlace(event.target.value)}
          >
            {extras.delivery.places.map((place) => (
              <option key={place.name} value={place.name}>
                {place.name} · {money(place.price)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </li>
  );
}
