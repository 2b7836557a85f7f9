import type { RentalDetails } from '@car-rental/domain/contract/history';
import { useTranslation } from 'react-i18next';
import { DetailItem, DetailList, DetailSection } from './detail-parts.tsx';

/** brand, model, plate, year, color */
export function VehicleSection({ vehicle }: { vehicle: RentalDetails['vehicle'] }) {
  const { t } = useTranslation('history');
  return (
    <DetailSection title={t('details.vehicle')}>
      <DetailList>
        <DetailItem label={t('details.brand')} value={vehicle.brandName} />
        <DetailItem label={t('details.model')} value={vehicle.modelName} />
        <DetailItem label={t('details.plate')} value={vehicle.plate} />
        <DetailItem label={t('details.year')} value={vehicle.year} />
        <DetailItem label={t('details.color')} value={vehicle.color} />
      </DetailList>
    </DetailSection>
  );
}
