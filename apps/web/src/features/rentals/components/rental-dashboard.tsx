import type { CarView } from '@car-rental/domain/contract/car';
import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookRentalFlow } from './book-rental-flow.tsx';
import { BookingRequestsPanel } from './booking-requests-panel.tsx';
import { BrandFilter } from './brand-filter.tsx';
import { FleetUtilisationChart } from './fleet-utilisation-chart.tsx';
import { RentableCarGrid } from './rentable-car-grid.tsx';
import { RentalSummaryCards } from './rental-summary-cards.tsx';
import { RentedCarList } from './rented-car-list.tsx';
import { ReservationList } from './reservation-list.tsx';

/** the Rental dashboard (spec §2): cards, brand filter, rented cars, reservations, rentable cars */
export function RentalDashboard() {
  const { t } = useTranslation('rentals');
  const { t: tb } = useTranslation('board');
  const [brandId, setBrandId] = useState('');
  const [booking, setBooking] = useState<CarView | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to="/rental/board"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            <CalendarRange size={16} aria-hidden />
            {tb('link')}
          </Link>
          <BrandFilter value={brandId} onChange={setBrandId} />
        </div>
      </div>
      <BookingRequestsPanel />
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
