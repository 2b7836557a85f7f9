import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDataMode } from '../../../lib/data-mode.ts';
import { invoicePdfUrl, useInvoice } from '../api/get-invoice.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import { printCss } from './print-css.ts';

/** /invoices/:id: the print-ready invoice, Print (window.print) and Download PDF */
export function InvoicePage({ id }: { id: string }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const number = invoice.data?.number;
  // the PDF is drawn by the server: demo mode prints the page instead
  const demo = useDataMode() === 'demo';

  useEffect(() => {
    if (!number) return;
    const before = document.title;
    document.title = t('pageTitle', { number });
    return () => {
      document.title = before;
    };
  }, [number, t]);

  return (
    <div className="flex flex-col gap-4">
      <style>{printCss}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <ArrowLeft size={16} aria-hidden className="rtl:rotate-180" />
          {t('back')}
        </Button>
        {invoice.data ? (
          <div className="flex flex-wrap gap-2">
            {demo ? null : (
              <a
                href={invoicePdfUrl(id)}
                download={`${invoice.data.number}.pdf`}
                className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
              >
                <Download size={16} aria-hidden />
                {t('downloadPdf')}
              </a>
            )}
            <Button onClick={() => window.print()}>
              <Printer size={16} aria-hidden />
              {t('print')}
            </Button>
          </div>
        ) : null}
      </div>
      {invoice.isPending ? <PendingNote /> : null}
      <ErrorBox message={invoice.isError ? errorMessage(invoice.error, t('loadFailed')) : null} />
      {invoice.data ? <InvoiceSheet invoice={invoice.data} /> : null}
    </div>
  );
}
