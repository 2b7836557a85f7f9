import type { CarView } from '@car-rental/domain/contract/car';
import {
  type CarCare,
  type CarPaper,
  type CarService,
  paperKinds,
} from '@car-rental/domain/contract/fleet';
import { type PaperState, paperState } from '@car-rental/domain/fleet/papers';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import { smallImageUrl } from '@car-rental/domain/uploads/image-copies';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import {
  formatCalendarDay,
  formatDateTime,
  formatNumber,
  getBusinessTimeZone,
  money,
} from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { CarPricePlan } from '../../pricing/components/car-price-plan.tsx';
import { useCar, useCarCare, useDeleteCarPaper, useDeleteCarService } from '../api/car-care.ts';
import { CarFines } from './car-fines.tsx';
import { CarRemindersSection } from './car-reminders.tsx';
import { CarResultsSection } from './car-results.tsx';

// the forms load when first opened: the page's first load carries only the lists
const AddServiceDialog = lazyDialog(() =>
  import('./add-service-dialog.tsx').then((module) => module.AddServiceDialog),
);
const AddPaperDialog = lazyDialog(() =>
  import('./add-paper-dialog.tsx').then((module) => module.AddPaperDialog),
);

export const stateTones: Record<PaperState, BadgeTone> = {
  valid: 'green',
  expires_soon: 'amber',
  lapsed: 'red',
};

/** /garage/:id: the car's service log (newest first) and its papers with their state */
export function CarCarePage({ id }: { id: string }) {
  const { t } = useTranslation('fleet');
  const car = useCar(id);
  const care = useCarCare(id);
  if (car.isPending || care.isPending) return <PendingNote />;
  const error = car.error ?? care.error;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <ErrorBox
          message={missing ? t('page.notFound') : errorMessage(error, t('page.loadFailed'))}
        />
      </div>
    );
  }
  if (!car.data || !care.data) return null;
  return <CarCareView car={car.data} care={care.data} />;
}

function BackLink() {
  const { t } = useTranslation('fleet');
  return (
    <Link to="/garage" className="text-sm text-blue-700 hover:underline dark:text-blue-300">
      {t('page.back')}
    </Link>
  );
}

function CarCareView({ car, care }: { car: CarView; care: CarCare }) {
  const { t } = useTranslation('fleet');
  const canAdd = useCan('addCarService');
  const canAddPaper = useCan('addCarPaper');
  const [adding, setAdding] = useState<'service' | 'paper' | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <div>
        <h1 className="text-2xl font-semibold">
          <Ltr>{`${car.brandName} ${car.modelName}`}</Ltr>
        </h1>
        {car.plate ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Ltr>{t('page.plate', { plate: car.plate })}</Ltr>
          </p>
        ) : null}
      </div>
      <CarRemindersSection carId={car.id} />
      <section aria-labelledby="car-services" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="car-services" className="text-lg font-semibold">
            {t('services.title')}
          </h2>
          {canAdd ? (
            <Button size="sm" onClick={() => setAdding('service')}>
              <Plus size={14} aria-hidden />
              {t('services.add')}
            </Button>
          ) : null}
        </div>
        {care.services.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('services.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="car-services">
            {care.services.map((service) => (
              <ServiceRow key={service.id} service={service} carId={car.id} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="car-papers" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="car-papers" className="text-lg font-semibold">
            {t('papers.title')}
          </h2>
          {canAddPaper ? (
            <Button size="sm" onClick={() => setAdding('paper')}>
              <Plus size={14} aria-hidden />
              {t('papers.add')}
            </Button>
          ) : null}
        </div>
        <PaperList papers={care.papers} carId={car.id} />
      </section>
      <CarFines carId={car.id} />
      <CarResultsSection carId={car.id} />
      <CarPricePlan carId={car.id} modelId={car.modelId} />
      <AddServiceDialog
        carId={car.id}
        open={adding === 'service'}
        onOpenChange={(open: boolean) => setAdding(open ? 'service' : null)}
      />
      <AddPaperDialog
        carId={car.id}
        open={adding === 'paper'}
        onOpenChange={(open: boolean) => setAdding(open ? 'paper' : null)}
      />
    </div>
  );
}

const rowClass =
  'flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700';

function ServiceRow({ service, carId }: { service: CarService; carId: string }) {
  const { t } = useTranslation('fleet');
  const canDelete = useCan('deleteCarService');
  const remove = useDeleteCarService(carId);
  const [confirming, setConfirming] = useState(false);
  const type = t(`serviceType.${service.type}`);
  const date = formatCalendarDay(service.date, 'date');
  return (
    <li className={rowClass} data-testid="car-service">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {type} · {date}
        </span>
        <span className="flex items-center gap-2">
          <Ltr>{money(service.cost)}</Ltr>
          {canDelete ? (
            <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 size={14} aria-hidden />
              {t('services.delete')}
            </Button>
          ) : null}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 text-slate-600 dark:text-slate-400">
        {service.odometer !== null ? (
          <span>{t('services.odometer', { km: formatNumber(service.odometer) })}</span>
        ) : null}
        {service.supplierName ? (
          <span>{t('services.garage', { name: service.supplierName })}</span>
        ) : null}
      </p>
      {service.note ? <p className="whitespace-pre-line">{service.note}</p> : null}
      {service.block ? (
        <p className="text-amber-800 dark:text-amber-300">
          {t('services.blocked', {
            from: formatDateTime(service.block.start),
            to: formatDateTime(service.block.end),
          })}
        </p>
      ) : null}
      {service.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {service.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={smallImageUrl(url) ?? url}
                  alt={t('services.photo', { number: index + 1 })}
                  className="h-16 w-20 rounded-md border border-slate-200 object-cover dark:border-slate-700"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) remove.reset();
          setConfirming(open);
        }}
        title={t('services.deleteTitle')}
        message={t('services.deleteMessage', { type, date, amount: money(service.cost) })}
        confirmLabel={t('services.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('services.deleteFailed')) : null}
        onConfirm={() => remove.mutate(service.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}

/** the papers by kind, in the domain's order of kinds, each with its state today */
function PaperList({ papers, carId }: { papers: CarPaper[]; carId: string }) {
  const { t } = useTranslation('fleet');
  const today = businessDayOf(useNow(), getBusinessTimeZone());
  if (papers.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('papers.none')}</p>;
  }
  return (
    <div className="flex flex-col gap-4" data-testid="car-papers">
      {paperKinds.map((kind) => {
        const ofKind = papers.filter((paper) => paper.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="flex flex-col gap-2">
            <h3 className="font-medium">{t(`paperKind.${kind}`)}</h3>
            <ul className="flex flex-col gap-2">
              {ofKind.map((paper) => (
                <PaperRow key={paper.id} paper={paper} carId={carId} today={today} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function PaperRow({ paper, carId, today }: { paper: CarPaper; carId: string; today: string }) {
  const { t } = useTranslation('fleet');
  const canDelete = useCan('deleteCarPaper');
  const remove = useDeleteCarPaper(carId);
  const [confirming, setConfirming] = useState(false);
  const state = paperState(paper, today);
  const from = formatCalendarDay(paper.from, 'date');
  const kind = paper.title ?? t(`paperKind.${paper.kind}`);
  return (
    <li className={rowClass} data-testid="car-paper">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {kind}
          <Badge tone={stateTones[state]}>{t(`paperState.${state}`)}</Badge>
        </span>
        <span className="flex items-center gap-2">
          <Ltr>{money(paper.cost)}</Ltr>
          {canDelete ? (
            <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 size={14} aria-hidden />
              {t('papers.delete')}
            </Button>
          ) : null}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 text-slate-600 dark:text-slate-400">
        <span>
          {paper.until
            ? t('papers.period', { from, until: formatCalendarDay(paper.until, 'date') })
            : t('papers.fromOnly', { from })}
        </span>
        {paper.company ? <span>{paper.company}</span> : null}
        {paper.reference ? (
          <Ltr>{t('papers.reference', { reference: paper.reference })}</Ltr>
        ) : null}
        {paper.scan ? (
          <a
            href={paper.scan}
            target="_blank"
            rel="noreferrer"
            className="text-blue-700 hover:underline dark:text-blue-300"
          >
            {t('papers.scan')}
          </a>
        ) : null}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) remove.reset();
          setConfirming(open);
        }}
        title={t('papers.deleteTitle')}
        message={t('papers.deleteMessage', { kind, from, amount: money(paper.cost) })}
        confirmLabel={t('papers.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('papers.deleteFailed')) : null}
        onConfirm={() => remove.mutate(paper.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}
