import { proFormaDraft } from '@car-rental/domain/contract/invoices';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ProFormaPage } from '../../features/invoices/components/pro-forma-page.tsx';
import { useSettings } from '../../features/settings/api/get-settings.ts';
import { errorMessage } from '../../lib/api-client.ts';

/**
 * /pro-forma: the Sell dialog hands what is typed over in the navigation state (kept by the
 * browser on reload, never in the address); the business header comes from Settings
 */
export function Component() {
  const { t } = useTranslation('invoices');
  const location = useLocation();
  const parsed = proFormaDraft.safeParse(location.state);
  const settings = useSettings();
  return (
    <ProFormaPage
      draft={parsed.success ? parsed.data : null}
      settings={settings.data}
      settingsError={settings.isError ? errorMessage(settings.error, t('loadFailed')) : null}
    />
  );
}
