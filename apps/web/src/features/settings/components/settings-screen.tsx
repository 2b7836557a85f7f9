import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSettings } from '../api/get-settings.ts';
import { BusinessForm } from './business-form.tsx';
import { PinForm } from './pin-form.tsx';
import { StaffSection } from './staff-section.tsx';

/**
 * /settings: business details and VAT, the Total Benefit PIN, staff accounts. Demo mode
 * answers all of it from the demo store (staff accounts are the demo user only).
 */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      {settings.isPending ? <PendingNote /> : null}
      <ErrorBox message={settings.isError ? errorMessage(settings.error, t('loadFailed')) : null} />
      {settings.data ? (
        <>
          {/* a copy kept in this browser shows first; the form starts again when the server's differs */}
          <BusinessForm key={JSON.stringify(settings.data)} settings={settings.data} />
          <PinForm pinSet={settings.data.pinSet} />
        </>
      ) : null}
      <StaffSection />
    </div>
  );
}
