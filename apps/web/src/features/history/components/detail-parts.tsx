import { invoiceNumber } from '@car-rental/domain/invoices/invoice-number';
import { Printer } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** a titled group of label/value pairs in a details pop-up */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">{children}</dl>;
}

/** one label and its value; a missing value reads 'N/A' */
export function DetailItem({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  const shown = value === null || value === undefined || value === '' ? t('na') : value;
  return (
    <div className="flex justify-between gap-2 sm:flex-col sm:justify-start sm:gap-0">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{shown}</dd>
    </div>
  );
}

/** a total line that stands out */
export function TotalLine({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex items-center justify-between rounded-lg bg-blue-50 px-3 py-2 font-semibold text-blue-900 dark:bg-blue-950 dark:text-blue-100">
      <span>{label}</span>
      <span className="text-lg" data-testid="details-total">
        {value}
      </span>
    </p>
  );
}

/**
 * The frame both pop-ups share: Print Invoice (an invoice number RNT… or SAL…, and the note
 * that printing comes later, shown inside the dialog) and Close.
 */
export function DetailsDialog({
  title,
  kind,
  onClose,
  children,
  ready,
}: {
  title: string;
  kind: 'rental' | 'sale';
  onClose: () => void;
  children: ReactNode;
  ready: boolean;
}) {
  const { t } = useTranslation('history');
  const [invoice, setInvoice] = useState<string | null>(null);
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => setInvoice(invoiceNumber(kind, new Date(), Math.random))}
          >
            <Printer size={16} aria-hidden />
            {t('details.printInvoice')}
          </Button>
          <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {children}
        {invoice ? (
          <p
            role="status"
            data-testid="dialog-notice"
            className="rounded-md border border-blue-300 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
          >
            {t('details.invoiceCreated', { number: invoice })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
