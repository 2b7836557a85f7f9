import type { CarFine } from '@car-rental/domain/contract/fines';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { formatDateTime, money } from '../../../lib/format.ts';
import { useCarFines, useDeleteCarFine } from '../api/car-fines.ts';

// the forms load when first opened: the page's first load carries only the list
const RecordFineDialog = lazyDialog(() =>
  import('./record-fine-dialog.tsx').then((module) => module.RecordFineDialog),
);
const RecoverFineDialog = lazyDialog(() =>
  import('./record-fine-dialog.tsx').then((module) => module.RecoverFineDialog),
);

const outcomeTones: Record<CarFine['outcome'], BadgeTone> = {
  agency: 'red',
  rental_charge: 'amber',
  owed: 'amber',
  recovered: 'green',
};

const rowClass =
  'flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700';

/** Issue 32 §4: the car's traffic fines, on its care page (decision 0041) */
export function CarFines({ carId }: { carId: string }) {
  const { t } = useTranslation('fines');
  const fines = useCarFines(carId);
  const canAdd = useCan('addCarFine');
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="car-fines" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="car-fines" className="text-lg font-semibold">
          {t('title')}
        </h2>
        {canAdd ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus size={14} aria-hidden />
            {t('add')}
          </Button>
        ) : null}
      </div>
      {fines.error ? <ErrorBox message={errorMessage(fines.error, t('form.failed'))} /> : null}
      {fines.data && fines.data.fines.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('none')}</p>
      ) : null}
      {fines.data && fines.data.fines.length > 0 ? (
        <ul className="flex flex-col gap-2" data-testid="car-fines">
          {fines.data.fines.map((fine) => (
            <FineRow key={fine.id} fine={fine} carId={carId} />
          ))}
        </ul>
      ) : null}
      <RecordFineDialog carId={carId} open={adding} onOpenChange={setAdding} />
    </section>
  );
}

function FineRow({ fine, carId }: { fine: CarFine; carId: string }) {
  const { t } = useTranslation('fines');
  const { t: tf } = useTranslation('fund');
  const canDelete = useCan('deleteCarFine');
  const canRecover = useCan('recoverCarFine');
  const remove = useDeleteCarFine(carId);
  const [open, setOpen] = useState<'delete' | 'recover' | null>(null);
  const name = fine.rental?.customerName ?? '';
  const amount = money(fine.amount);
  return (
    <li className={rowClass} data-testid="car-fine">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {formatDateTime(fine.issuedAt)} · {fine.place}
          <Badge tone={outcomeTones[fine.outcome]}>{t(`outcome.${fine.outcome}`, { name })}</Badge>
        </span>
        <span className="flex items-center gap-2">
          <Ltr>{amount}</Ltr>
          {canRecover && fine.outcome === 'owed' ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen('recover')}>
              {t('recover')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="danger" size="sm" onClick={() => setOpen('delete')}>
              <Trash2 size={14} aria-hidden />
              {t('delete')}
            </Button>
          ) : null}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 text-slate-600 dark:text-slate-400">
        <Ltr>{t('reference', { reference: fine.reference })}</Ltr>
        {fine.fundEntry ? (
          <span>{t('paidBy', { method: tf(`payment.methods.${fine.fundEntry.method}`) })}</span>
        ) : null}
        {fine.rental?.contractNumber ? (
          <Ltr>{t('proposal.contract', { number: fine.rental.contractNumber })}</Ltr>
        ) : null}
        {fine.scan ? (
          <a
            href={fine.scan}
            target="_blank"
            rel="noreferrer"
            className="text-blue-700 hover:underline dark:text-blue-300"
          >
            {t('scan')}
          </a>
        ) : null}
      </p>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => {
          if (!next) remove.reset();
          setOpen(next ? 'delete' : null);
        }}
        title={t('deleteTitle')}
        message={t('deleteMessage', { reference: fine.reference, amount })}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('deleteFailed')) : null}
        onConfirm={() => remove.mutate(fine.id, { onSuccess: () => setOpen(null) })}
      />
      <RecoverFineDialog
        carId={carId}
        fine={fine}
        open={open === 'recover'}
        onOpenChange={(next: boolean) => setOpen(next ? 'recover' : null)}
      />
    </li>
  );
}
