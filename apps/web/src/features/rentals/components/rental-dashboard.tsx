import type { CarView } from '@car-rental/domain/contract/car';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookRentalFlow } from './book-rental-flow.tsx';
import { BrandFilter } from './brand-filter.tsx';
import { FleetUtilisationChart } from './fleet-utilisation-chart.tsx';
import { RentableCarGrid } from './rentable-car-grid.tsx';
import { RentalSummaryCards } from './rental-summary-cards.tsx';
import { RentedCarList } from './rented-car-list.tsx';
import { ReservationList } from './reservation-list.tsx';

/** the Rental dashboard (spec §2): cards, brand filter, rented cars, reservations, rentable cars */
export function RentalDashboard() {
  const { t } = useTranslation('rentals');
  const [brandId, setBrandId] = useState('');
  const [booking, setBooking] = useState<CarView | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <BrandFilter value={brandId} onChange={setBrandId} />
      </div>
      <RentalSummaryCards />
      <FleetUtilisationChart />
      <RentedCarList brandId={brandId} />
      <ReservationList brandId={brandId} />
      <RentableCarGrid brandId={brandId} onBook={setBooking} />
      {booking ? (
        <BookRentalFlow key={booking.id} car={booking} onClose={() => setBooking(null)} />
      ) : null}
    </div>
  );
}
