import type { PublicBookingRequest } from '@car-rental/domain/contract/booking-requests';
import type { ExtraCode } from '@car-rental/domain/pricing/price-list';
import { useEffect, useState } from 'react';
import { bookApi, Refusal } from './api.ts';
import { money, when } from './format.ts';
import { refusalWords } from './refusals.ts';
import { Alert, buttonClass, quietButtonClass, Section } from './ui.tsx';
import { fill, type Lang, type Words } from './words.ts';

type Line = PublicBookingRequest['quote']['lines'][number];

const stateStyle: Record<PublicBookingRequest['state'], string> = {
  requested: 'border-amber-400 bg-amber-50 text-amber-900',
  confirmed: 'border-green-600 bg-green-50 text-green-900',
  declined: 'border-red-400 bg-red-50 text-red-900',
  expired: 'border-slate-400 bg-slate-100 text-slate-900',
  cancelled: 'border-slate-400 bg-slate-100 text-slate-900',
};

/** /book/status/<token>: the customer's request, its state and price, cancel while it may */
export function StatusPage({
  token,
  first,
  lang,
  words: W,
  onBookAgain,
}: {
  token: string;
  /** the request as its creation answered it (no second read right after sending) */
  first: PublicBookingRequest | null;
  lang: Lang;
  words: Words;
  onBookAgain: () => void;
}) {
  const [request, setRequest] = useState<PublicBookingRequest | null>(first);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  useEffect(() => {
    if (first) return;
    let live = true;
    bookApi
      .status(token)
      .then((answer) => live && setRequest(answer))
      .catch((error: unknown) => {
        if (live)
          setFailure(
            error instanceof Refusal ? error : new Refusal(-1, 'error', undefined, {}, []),
          );
      });
    return () => {
      live = false;
    };
  }, [token, first]);

  async function cancel() {
    setCancelling(true);
    setCancelError(null);
    try {
      setRequest(await bookApi.cancel(token));
      setAsking(false);
    } catch (error) {
      const refusal =
        error instanceof Refusal ? error : new Refusal(-1, 'error', undefined, {}, []);
      setCancelError(refusalWords(refusal, W, []).form);
    } finally {
      setCancelling(false);
    }
  }

  const S = W.status;
  if (failure) {
    return (
      <Section title={S.title}>
        <Alert>
          {failure.status === 404 || failure.status === 400 ? S.notFound : W.loadFailed}
        </Alert>
        <button type="button" className={quietButtonClass} onClick={onBookAgain}>
          {S.bookAgain}
        </button>
      </Section>
    );
  }
  if (!request) return <p className="p-4 text-slate-700">{W.loading}</p>;

  const name = `${request.brandName} ${request.modelName}`;
  return (
    <div className="flex flex-col gap-4">
      <Section title={name}>
        <p
          className={`rounded-lg border p-3 font-semibold ${stateStyle[request.state]}`}
          data-state={request.state}
        >
          {S.state[request.state]}
        </p>
        {request.state === 'requested' ? (
          <p className="text-slate-800">
            {fill(S.heldUntil, { time: when(request.holdUntil, lang) })}
          </p>
        ) : null}
        {request.state === 'declined' && request.reason ? (
          <p className="text-slate-800">{fill(S.reason, { reason: request.reason })}</p>
        ) : null}
        <div className="flex gap-3">
          {request.photo ? (
            <img
              src={request.photo}
              alt={name}
              width={112}
              height={84}
              decoding="async"
              className="h-21 w-28 shrink-0 rounded-md bg-slate-100 object-cover"
            />
          ) : null}
          <div className="flex flex-col gap-1">
            <p className="text-sm text-slate-700">{W.category[request.category]}</p>
            <p className="text-sm text-slate-800">
              {fill(S.period, {
                start: when(request.start, lang),
                end: when(request.end, lang),
              })}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-700">{S.saveLink}</p>
      </Section>

      <Section title={S.lines}>
        <dl className="flex flex-col gap-1">
          {request.quote.lines.map((line, index) => (
            <Row key={index} label={lineLabel(line, W)} value={money(line.amount)} />
          ))}
          {request.quote.discount > 0 ? (
            <Row label={S.discount} value={money(-request.quote.discount)} />
          ) : null}
          <Row label={S.total} value={money(request.quote.due)} strong />
          {request.quote.deposit !== null ? (
            <Row label={S.deposit} value={money(request.quote.deposit)} />
          ) : null}
        </dl>
      </Section>

      {request.address || request.hours ? (
        <Section title={W.address}>
          {request.address ? (
            <p className="whitespace-pre-line text-slate-800">{request.address}</p>
          ) : null}
          {request.hours ? (
            <>
              <h3 className="text-sm font-medium text-slate-800">{W.hours}</h3>
              <p className="whitespace-pre-line text-slate-800">{request.hours}</p>
            </>
          ) : null}
        </Section>
      ) : null}

      {request.canCancel ? (
        <div className="flex flex-col gap-2">
          {cancelError ? <Alert>{cancelError}</Alert> : null}
          {asking ? (
            <div className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
              <p className="font-medium text-slate-900">{S.cancelSure}</p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white"
                  disabled={cancelling}
                  onClick={cancel}
                >
                  {S.cancelYes}
                </button>
                <button type="button" className={quietButtonClass} onClick={() => setAsking(false)}>
                  {S.cancelNo}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className={quietButtonClass} onClick={() => setAsking(true)}>
              {S.cancel}
            </button>
          )}
        </div>
      ) : null}
      {request.state !== 'requested' && request.state !== 'confirmed' ? (
        <button type="button" className={buttonClass} onClick={onBookAgain}>
          {S.bookAgain}
        </button>
      ) : null}
    </div>
  );
}

function lineLabel(line: Line, W: Words): string {
  const S = W.status;
  if (line.kind === 'days') {
    const values = { days: line.days, rate: money(line.rate), season: line.season ?? '' };
    if (line.season) return fill(S.seasonLine, values);
    return fill(line.weekend ? S.weekendLine : S.daysLine, values);
  }
  if (line.kind === 'tier') return fill(S.tierLine, { days: line.fromDays });
  const name = W.extras.name[line.code as ExtraCode] ?? line.code;
  return fill(S.extraLine, { name, quantity: line.quantity });
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt className="text-slate-800">{label}</dt>
      <dd className="text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
