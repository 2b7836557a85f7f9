import { Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePrintInvoice } from '../../../lib/print-invoice.ts';

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
      <dd className="font-medium">
        <Ltr>{shown}</Ltr>
      </dd>
    </div>
  );
}

/** a total line that stands out */
export function TotalLine({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex items-center justify-between rounded-lg bg-blue-50 px-3 py-2 font-semibold text-blue-900 dark:bg-blue-950 dark:text-blue-100">
      <span>{label}</span>
      <Ltr className="text-lg" testId="details-total">
        {value}
      </Ltr>
    </p>
  );
}

/**
 * The frame both pop-ups share: Print Invoice (creates the record's invoice on the server,
 * or finds the one it has, and opens its print page) and Close.
 */
export function DetailsDialog({
  title,
  kind,
  recordId,
  onClose,
  children,
  ready,
  printable = true,
}: {
  title: string;
  kind: 'rental' | 'sale';
  /** the rental's or sale's id */
  recordId: string;
  onClose: () => void;
  children: ReactNode;
  ready: boolean;
  /** false for a record that has no invoice (a cancelled booking) */
  printable?: boolean;
}) {
  const { t } = useTranslation('history');
  const print = usePrintInvoice();
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      footer={
        <>
          {printable ? (
            <Button
              variant="secondary"
              disabled={!ready || print.isPending}
              onClick={() =>
                print.mutate(
                  kind === 'rental' ? { kind, rentalId: recordId } : { kind, saleId: recordId },
                )
              }
            >
              <Printer size={16} aria-hidden />
              {print.isPending ? t('printing', { ns: 'invoices' }) : t('details.printInvoice')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {children}
        <ErrorBox
          message={
            print.isError ? errorMessage(print.error, t('printFailed', { ns: 'invoices' })) : null
          }
        />
      </div>
    </Dialog>
  );
}
