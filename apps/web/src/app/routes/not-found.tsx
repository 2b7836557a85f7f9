import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="py-16 text-center">
      <p className="mb-4">{t('notFound')}</p>
      <Link className="text-blue-600 underline" to="/">
        {t('backHome')}
      </Link>
    </div>
  );
}
