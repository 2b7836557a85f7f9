import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { invoicePdfUrl, useInvoice } from '../api/get-invoice.ts';
import { InvoiceSheet } from './invoice-sheet.tsx';
import { printCss } from './print-css.ts';

/** /invoices/:id: the print-ready invoice, Print (window.print) and Download PDF */
export function InvoicePage({ id }: { id: string }) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const number = invoice.data?.number;

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
            <DownloadLink
              href={invoicePdfUrl(id)}
              label={t('downloadPdf')}
              description={t('downloadPdf')}
            />
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
