import type { ProFormaDraft } from '@car-rental/domain/contract/invoices';
import type { BusinessSettings } from '@car-rental/domain/contract/settings';
import { proFormaContent } from '@car-rental/domain/invoices/invoice-content';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { InvoiceSheet } from './invoice-sheet.tsx';
import { printCss } from './print-css.ts';

function proFormaOf(
  { vatRateBp, pinSet: _pinSet, ...business }: BusinessSettings,
  draft: ProFormaDraft,
  date: Date,
) {
  return proFormaContent(business, vatRateBp, draft, date);
}

/**
 * /pro-forma: the Sell dialog's Print Invoice. What is typed there, on the invoice layout,
 * titled PRO FORMA, without a number; nothing is sold, stored or booked. The numbered
 * invoice comes from the sale record (Sale Details).
 */
export function ProFormaPage({
  draft,
  settings,
  settingsError,
}: {
  draft: ProFormaDraft | null;
  settings: BusinessSettings | undefined;
  settingsError: string | null;
}) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const [date] = useState(() => new Date());

  useEffect(() => {
    const before = document.title;
    document.title = t('proForma.pageTitle');
    return () => {
      document.title = before;
    };
  }, [t]);

  const content = draft && settings ? proFormaOf(settings, draft, date) : null;

  return (
    <div className="flex flex-col gap-4">
      <style>{printCss}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button variant="ghost" onClick={() => navigate(-1)}>
          <ArrowLeft size={16} aria-hidden className="rtl:rotate-180" />
          {t('back')}
        </Button>
        {content ? (
          <Button onClick={() => window.print()}>
            <Printer size={16} aria-hidden />
            {t('print')}
          </Button>
        ) : null}
      </div>
      {draft === null ? <ErrorBox message={t('proForma.missing')} /> : null}
      {draft && !settings && !settingsError ? <PendingNote /> : null}
      <ErrorBox message={settingsError} />
      {content ? (
        <InvoiceSheet invoice={{ number: null, createdAt: date.toISOString(), data: content }} />
      ) : null}
    </div>
  );
}
