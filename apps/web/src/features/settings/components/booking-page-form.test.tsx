// @vitest-environment happy-dom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readAs,
  serveFromServer,
  startRealServer,
  type TestServer,
} from '../../../test/real-server.ts';
import { description, renderScreen } from '../../../test/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';

// the real server answers in its own time on a loaded machine: wait up to 10 s for a screen
configure({ asyncUtilTimeout: 10_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startRealServer();
});

afterAll(async () => {
  await server.close();
});

/** what the server keeps, read as the owner */
const kept = () => readAs(server, 'owner', '/api/booking-page/settings');

const input = (element: HTMLElement) => element as HTMLInputElement;

const section = () => screen.findByRole('region', { name: 'Booking page' });

describe('Settings → Booking page (issue 34 §5), against the real server', () => {
  it('the owner opens the page for two categories with its limits and words; a count out of bounds is refused beside it', async () => {
    const sent = await serveFromServer(server, 'owner');
    await renderScreen(<SettingsScreen />);
    const page = await section();
    expect(within(page).getByTestId('booking-page-link').textContent).toBe(
      `${window.location.origin}/book`,
    );
    const enabled = input(within(page).getByLabelText('Take requests on the booking page'));
    expect(enabled.checked).toBe(false);
    const user = userEvent.setup();
    await user.click(enabled);
    await user.click(within(page).getByLabelText('SUV'));
    await user.click(within(page).getByLabelText('Economy'));
    const hold = within(page).getByLabelText('Hold time (hours)');
    await user.clear(hold);
    await user.type(hold, '0');
    await user.clear(within(page).getByLabelText('Minimum notice (hours)'));
    await user.type(within(page).getByLabelText('Minimum notice (hours)'), '4');
    await user.clear(within(page).getByLabelText('Longest booking (days)'));
    await user.type(within(page).getByLabelText('Longest booking (days)'), '21');
    await user.type(within(page).getByLabelText('Agency address'), '12 rue Didouche Mourad, Alger');
    await user.type(within(page).getByLabelText('Opening hours'), 'Sat–Thu 8:00–19:00');
    await user.type(
      within(page).getByLabelText('Terms shown on the page'),
      'Licence held 2 years.',
    );
    await user.click(within(page).getByRole('button', { name: 'Save booking page' }));
    await waitFor(() => expect(description(hold)).toBe('Enter a whole number from 1 to 72'));
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.clear(hold);
    await user.type(hold, '3');
    await user.click(within(page).getByRole('button', { name: 'Save booking page' }));
    await screen.findByText('Booking page saved');
    expect(await kept()).toEqual({
      enabled: true,
      categories: ['economy', 'suv'],
      minNoticeHours: 4,
      maxDays: 21,
      holdHours: 3,
      address: '12 rue Didouche Mourad, Alger',
      hours: 'Sat–Thu 8:00–19:00',
      terms: 'Licence held 2 years.',
    });
    // the form shows what the server answered, as it would on the next visit
    await waitFor(async () =>
      expect(input(within(await section()).getByLabelText('Hold time (hours)')).value).toBe('3'),
    );
  });

  it('a manager reads the settings without changing them; an agent does not see them', async () => {
    await serveFromServer(server, 'manager');
    const { unmount } = await renderScreen(<SettingsScreen />);
    const page = await section();
    expect(within(page).getByTestId('booking-page-read-only').textContent).toBe(
      'Only the owner changes the booking page.',
    );
    expect(input(within(page).getByLabelText('Take requests on the booking page')).disabled).toBe(
      true,
    );
    const suv = input(within(page).getByLabelText('SUV'));
    expect([suv.checked, suv.disabled]).toEqual([true, true]);
    expect(input(within(page).getByLabelText('Economy')).checked).toBe(true);
    expect(input(within(page).getByLabelText('Van')).checked).toBe(false);
    expect(input(within(page).getByLabelText('Agency address')).value).toBe(
      '12 rue Didouche Mourad, Alger',
    );
    expect(within(page).queryByRole('button', { name: 'Save booking page' })).toBeNull();
    unmount();

    await serveFromServer(server, 'agent');
    await renderScreen(<SettingsScreen />);
    await screen.findByTestId('your-role');
    expect(screen.queryByRole('region', { name: 'Booking page' })).toBeNull();
  });
});
