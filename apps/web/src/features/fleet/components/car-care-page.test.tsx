// @vitest-environment happy-dom

import type { CarView } from '@car-rental/domain/contract/car';
import type { CarCare } from '@car-rental/domain/contract/fleet';
import { addDays } from '@car-rental/domain/fleet/business-days';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBusinessTimeZone } from '../../../lib/format.ts';
import { renderScreen, serve, signedInAs } from '../../../test/render.tsx';
import { AddPaperDialog } from './add-paper-dialog.tsx';
import { AddServiceDialog } from './add-service-dialog.tsx';
import { CarCarePage } from './car-care-page.tsx';

const CAR = '00000000-0000-4000-8000-0000000000c1';
const GARAGE = '00000000-0000-4000-8000-0000000000f1';
const ENTRY = { id: '00000000-0000-4000-8000-0000000000e1', method: 'cash', userName: 'agent' };
const today = businessDayOf(new Date(), getBusinessTimeZone());

const car: CarView = {
  id: CAR,
  brandId: '00000000-0000-4000-8000-0000000000b1',
  brandName: 'Renault',
  brandLogo: null,
  modelId: '00000000-0000-4000-8000-0000000000d1',
  modelName: 'Clio',
  year: 2022,
  dailyRate: 500_000,
  salePrice: null,
  purchasePrice: null,
  supplierId: null,
  supplierName: null,
  rating: 0,
  transmission: null,
  fuel: null,
  plate: '12345-122-16',
  color: null,
  mileageKm: 42_000,
  images: [],
  inGarage: true,
  isPaid: true,
  isRented: false,
  isForSale: false,
  isSold: false,
  rental: null,
  sale: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const service = (id: string, type: 'oil_filters' | 'brakes', date: string, extra = {}) => ({
  id,
  carId: CAR,
  type,
  date,
  odometer: null,
  supplierId: null,
  supplierName: null,
  cost: 0,
  note: null,
  photos: [],
  fundEntry: null,
  block: null,
  createdAt: `${date}T10:00:00.000Z`,
  ...extra,
});

const paper = (
  id: string,
  kind: 'insurance' | 'technical_inspection' | 'vignette',
  until: string,
) => ({
  id,
  carId: CAR,
  kind,
  title: null,
  company: kind === 'insurance' ? 'SAA' : null,
  reference: null,
  from: addDays(until, -365),
  until,
  scan: null,
  cost: 1_200_000,
  fundEntry: ENTRY,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const care: CarCare = {
  carId: CAR,
  services: [
    service('00000000-0000-4000-8000-000000000a02', 'brakes', '2026-06-10', {
      odometer: 45_100,
      supplierId: GARAGE,
      supplierName: 'Garage Benali',
      cost: 850_000,
      note: 'Front pads',
      photos: ['/uploads/inspections/pads.jpg'],
      fundEntry: ENTRY,
      block: {
        id: '00000000-0000-4000-8000-0000000000bb',
        start: '2026-06-10T08:00:00.000Z',
        end: '2026-06-10T16:00:00.000Z',
      },
    }),
    service('00000000-0000-4000-8000-000000000a01', 'oil_filters', '2026-03-02'),
  ] as CarCare['services'],
  papers: [
    paper('00000000-0000-4000-8000-000000000b01', 'insurance', addDays(today, -1)),
    paper('00000000-0000-4000-8000-000000000b02', 'technical_inspection', addDays(today, 10)),
    paper('00000000-0000-4000-8000-000000000b03', 'vignette', addDays(today, 200)),
  ] as CarCare['papers'],
};

function page(role: 'agent' | 'manager', answers = {}) {
  const sent = serve({
    'GET /api/auth/me': signedInAs(role),
    [`GET /api/cars/${CAR}`]: { status: 200, body: car },
    [`GET /api/cars/${CAR}/care`]: { status: 200, body: care },
    ...answers,
  });
  return { sent, rendered: renderScreen(<CarCarePage id={CAR} />) };
}

describe('the car page', () => {
  it('lists the services newest first and the papers with their state, no delete for an agent', async () => {
    await page('agent').rendered;
    expect(await screen.findByRole('heading', { name: 'Renault Clio' })).toBeTruthy();
    expect(screen.getByText('Plate 12345-122-16')).toBeTruthy();
    const services = within(screen.getByTestId('car-services')).getAllByTestId('car-service');
    expect(services.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Brakes · 10 Jun 2026.*Garage: Garage Benali.*Front pads.*Blocked on the board/,
      ),
      expect.stringMatching(/^Oil and filters · 2 Mar 2026/),
    ]);
    expect(services[0]?.textContent).toContain('45');
    expect(within(services[0] as HTMLElement).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    const papers = within(screen.getByTestId('car-papers')).getAllByTestId('car-paper');
    expect(papers.map((row) => row.textContent?.split(/\d/)[0])).toEqual([
      'InsuranceLapsed',
      'Technical inspectionExpires soon',
      'VignetteValid',
    ]);
    // agents add; only managers and owners delete
    expect(await screen.findByRole('button', { name: 'Add service' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets a manager delete a service after confirming', async () => {
    const target = care.services[0]?.id;
    const { sent, rendered } = page('manager', {
      [`DELETE /api/cars/${CAR}/services/${target}`]: { status: 200, body: care },
    });
    await rendered;
    const user = userEvent.setup();
    const row = (await screen.findAllByTestId('car-service'))[0] as HTMLElement;
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Brakes of 10 Jun 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
        { method: 'DELETE', path: `/api/cars/${CAR}/services/${target}`, body: undefined },
      ]),
    );
  });
});

describe('Add service', () => {
  it('sends the body the contract takes, the payment included', async () => {
    const sent = serve({
      'GET /api/suppliers/choices': {
        status: 200,
        body: { items: [{ id: GARAGE, name: 'Garage Benali', archived: false }] },
      },
      [`POST /api/cars/${CAR}/services`]: { status: 201, body: care.services[0] },
    });
    await renderScreen(<AddServiceDialog carId={CAR} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'brakes');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-06-10');
    await user.type(screen.getByLabelText('Odometer (km)'), '45100');
    await screen.findByRole('option', { name: 'Garage Benali' });
    await user.selectOptions(screen.getByLabelText('Garage'), GARAGE);
    await user.type(screen.getByLabelText('Cost (DA)'), '8500');
    await user.type(screen.getByLabelText('Note'), '  Front pads ');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cheque');
    await user.type(screen.getByLabelText('Cheque number'), '0012345');
    await user.type(screen.getByLabelText('Cheque bank'), 'BNA');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/cars/${CAR}/services`,
      body: {
        type: 'brakes',
        date: '2026-06-10',
        odometer: 45_100,
        supplierId: GARAGE,
        cost: 850_000,
        note: 'Front pads',
        photos: [],
        payment: { method: 'cheque', chequeNumber: '0012345', chequeBank: 'BNA' },
      },
    });
  });
});

describe('Add paper', () => {
  it('asks what another document is, then sends its kind, dates, cost and payment', async () => {
    const sent = serve({
      [`POST /api/cars/${CAR}/papers`]: { status: 201, body: care.papers[0] },
    });
    await renderScreen(<AddPaperDialog carId={CAR} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'other');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-07-01');
    await user.type(screen.getByLabelText('Until (last day covered)'), '2027-06-30');
    await user.type(screen.getByLabelText('Cost (DA)'), '3000');
    await user.click(screen.getByRole('button', { name: 'Add paper' }));
    // the schema's refusal beside the field the form shows for an `other` paper
    const name = screen.getByLabelText('What it is');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    await user.type(name, 'Transport authorisation');
    await user.type(screen.getByLabelText('Policy or reference number'), 'TR-77');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'transfer');
    await user.click(screen.getByRole('button', { name: 'Add paper' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: `/api/cars/${CAR}/papers`,
      body: {
        kind: 'other',
        title: 'Transport authorisation',
        reference: 'TR-77',
        from: '2026-07-01',
        until: '2027-06-30',
        cost: 300_000,
        payment: { method: 'transfer' },
      },
    });
  });

  it('opens from the car page, its code loaded on first open', async () => {
    await page('agent').rendered;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add paper' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Kind')).toBeTruthy();
  });
});
