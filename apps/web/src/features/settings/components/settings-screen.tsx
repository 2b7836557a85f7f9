import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan, useCurrentUser } from '../../../lib/current-user.ts';
import { ServiceSchedulesSection } from '../../fleet/components/service-schedules-section.tsx';
import { useBookingPageSettings } from '../api/get-booking-page-settings.ts';
import { useContractSettings } from '../api/get-contract-settings.ts';
import { useMailSettings } from '../api/get-mail-settings.ts';
import { useSettings } from '../api/get-settings.ts';
import { BookingPageForm } from './booking-page-form.tsx';
import { BusinessForm } from './business-form.tsx';
import { ContractForm } from './contract-form.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { MailSettingsForm } from './mail-settings-form.tsx';
import { PinForm } from './pin-form.tsx';
import { StaffSection } from './staff-section.tsx';

/**
 * /settings: your role; business details and VAT and the Total Benefit PIN (owners); the
 * rental contract's terms (everyone reads them, owners change them); staff
 * accounts (owners, and managers for their agents); the booking page (owners change it, managers
 * read it) and the SMTP server of its mails (owners). Demo mode
 * answers all of it from the demo store (staff accounts are the demo user only).
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { data: user } = useCurrentUser();
  const canEditBusiness = useCan('updateSettings');
  const canSeeStaff = useCan('listStaff');
  const canSeeBookingPage = useCan('getBookingPageSettings');
  const canSeeMail = useCan('getMailSettings');
  const settings = useSettings();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      {user ? (
        <section className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">{t('account.title')}</h2>
          <p data-testid="your-role">
            {t('account.role', { role: t(`staff.roles.${user.role}`) })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(`staff.roleHints.${user.role}`)}
          </p>
          {canEditBusiness ? null : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="kept-by">
              {t(`account.kept.${user.role}`)}
            </p>
          )}
        </section>
      ) : null}
      {canEditBusiness ? (
        <>
          {settings.isPending ? <PendingNote /> : null}
          <ErrorBox
            message={settings.isError ? errorMessage(settings.error, t('loadFailed')) : null}
          />
          {settings.data ? (
            <>
              {/* a copy kept in this browser shows first; the form starts again when the server's differs */}
              <BusinessForm key={JSON.stringify(settings.data)} settings={settings.data} />
              <PinForm pinSet={settings.data.pinSet} />
            </>
          ) : null}
        </>
      ) : null}
      {user ? (
        <Link
          to="/settings/prices"
          className="self-start text-blue-700 underline dark:text-blue-300"
        >
          {t('link', { ns: 'pricing' })}
        </Link>
      ) : null}
      {user ? <ContractSection /> : null}
      {canSeeBookingPage ? <BookingPageSection /> : null}
      {canSeeMail ? <MailSection /> : null}
      {user ? <DocumentsSection /> : null}
      {user ? <ServiceSchedulesSection /> : null}
      {canSeeStaff && user ? <StaffSection you={user} /> : null}
    </div>
  );
}

/** the rental contract's terms: every role reads them, owners change them */
function ContractSection() {
  const { t } = useTranslation('settings');
  const canEdit = useCan('updateContractSettings');
  const contract = useContractSettings();
  if (contract.isPending) return <PendingNote />;
  if (contract.isError) {
    return <ErrorBox message={errorMessage(contract.error, t('contract.loadFailed'))} />;
  }
  // the form starts again when the server's terms change (a save here or at another desk)
  return (
    <ContractForm key={JSON.stringify(contract.data)} settings={contract.data} canEdit={canEdit} />
  );
}

/** the booking page's settings (issue 34 §5): managers read them, owners change them */
function BookingPageSection() {
  const { t } = useTranslation('bookingDesk');
  const canEdit = useCan('setBookingPageSettings');
  const page = useBookingPageSettings();
  if (page.isPending) return <PendingNote />;
  if (page.isError) {
    return <ErrorBox message={errorMessage(page.error, t('settings.loadFailed'))} />;
  }
  // the form starts again when the server's settings change (a save here or at another desk)
  return <BookingPageForm key={JSON.stringify(page.data)} settings={page.data} canEdit={canEdit} />;
}

/** the SMTP server of the booking page's mails (issue 34 §3): the owner's only */
function MailSection() {
  const { t } = useTranslation('bookingDesk');
  const mail = useMailSettings();
  if (mail.isPending) return <PendingNote />;
  if (mail.isError) {
    return <ErrorBox message={errorMessage(mail.error, t('mail.loadFailed'))} />;
  }
  // the form starts again when the server's settings change (a save here or at another desk)
  return <MailSettingsForm key={JSON.stringify(mail.data)} settings={mail.data} />;
}
