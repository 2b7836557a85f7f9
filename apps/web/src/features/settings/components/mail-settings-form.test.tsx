// @vitest-environment happy-dom
import { settings } from '@car-rental/server/db/schema';
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

/** what the server answers the owner */
const answered = () => readAs(server, 'owner', '/api/settings/mail');

/** what the server keeps in its database (the password included) */
async function stored() {
  const [row] = await server.database.db.select({ mail: settings.mail }).from(settings);
  return row?.mail ?? null;
}

const input = (element: HTMLElement) => element as HTMLInputElement;

const section = () => screen.findByRole('region', { name: 'E-mails to customers' });

describe('Settings → E-mails to customers (issue 34 §3), against the real server', () => {
  it('the owner sets the SMTP server: a bad port and sender are refused beside them, the password is kept and never shown back, and left empty it stays', async () => {
    const sent = await serveFromServer(server, 'owner');
    await renderScreen(<SettingsScreen />);
    const mail = await section();
    // none set: off, with what then becomes of the mails
    expect(
      input(within(mail).getByLabelText('Send the mails through this SMTP server')).checked,
    ).toBe(false);
    expect(within(mail).getByTestId('mail-settings-off').textContent).toBe(
      'Off: the mails go through the server’s own SMTP_URL if it has one; otherwise none is sent and the desk sees “No e-mail sent” on the request.',
    );
    expect(within(mail).getByTestId('mail-password-state').textContent).toBe('No password kept.');
    expect(within(mail).queryByLabelText('Remove the kept password')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(mail).getByLabelText('Send the mails through this SMTP server'));
    expect(within(mail).queryByTestId('mail-settings-off')).toBeNull();
    await user.type(within(mail).getByLabelText('SMTP server'), 'smtp.agency.dz');
    const port = within(mail).getByLabelText('Port');
    expect(input(port).value).toBe('587');
    await user.clear(port);
    await user.type(port, '70000');
    await user.type(within(mail).getByLabelText('User name'), 'bookings@agency.dz');
    await user.type(within(mail).getByLabelText('Password'), 's3cret pass');
    const from = within(mail).getByLabelText('Sender');
    await user.type(from, 'bookings');
    await user.click(within(mail).getByRole('button', { name: 'Save mail settings' }));
    await waitFor(() => expect(description(port)).toBe('Enter a port from 1 to 65535.'));
    expect(description(from)).toBe('Enter the sender as an e-mail address, or as Name <address>.');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.clear(port);
    await user.type(port, '465');
    await user.click(within(mail).getByLabelText('TLS from the start (port 465)'));
    await user.clear(from);
    await user.type(from, 'Agency <bookings@agency.dz>');
    await user.click(within(mail).getByRole('button', { name: 'Save mail settings' }));
    await screen.findByText('Mail settings saved');
    const view = {
      enabled: true,
      host: 'smtp.agency.dz',
      port: 465,
      secure: true,
      user: 'bookings@agency.dz',
      from: 'Agency <bookings@agency.dz>',
      passwordSet: true,
    };
    expect(await answered()).toEqual(view);
    expect(await stored()).toEqual({
      enabled: true,
      host: 'smtp.agency.dz',
      port: 465,
      secure: true,
      user: 'bookings@agency.dz',
      password: 's3cret pass',
      from: 'Agency <bookings@agency.dz>',
    });

    // the form starts again from the server's answer: the password kept, not shown back
    await waitFor(async () =>
      expect(within(await section()).getByTestId('mail-password-state').textContent).toBe(
        'A password is kept. Left empty, it stays as it is.',
      ),
    );
    const again = await section();
    const password = input(within(again).getByLabelText('Password'));
    expect([password.value, password.placeholder, password.type]).toEqual(['', 'Kept', 'password']);
    expect(input(within(again).getByLabelText('SMTP server')).value).toBe('smtp.agency.dz');

    // a change with the password left empty leaves it out: the kept one stays
    const host = within(again).getByLabelText('SMTP server');
    await user.clear(host);
    await user.type(host, 'mail.agency.dz');
    await user.click(within(again).getByRole('button', { name: 'Save mail settings' }));
    await waitFor(async () => expect((await answered()).host).toBe('mail.agency.dz'));
    const puts = sent.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.path)).toEqual([
      '/api/settings/mail',
      '/api/settings/mail',
    ]);
    expect(puts[1]?.body).not.toHaveProperty('password');
    expect(await stored()).toMatchObject({ host: 'mail.agency.dz', password: 's3cret pass' });
  });

  it('the owner removes the kept password and turns the server off', async () => {
    await serveFromServer(server, 'owner');
    await renderScreen(<SettingsScreen />);
    const mail = await section();
    const user = userEvent.setup();
    await user.click(within(mail).getByLabelText('Remove the kept password'));
    expect(input(within(mail).getByLabelText('Password')).disabled).toBe(true);
    await user.click(within(mail).getByLabelText('Send the mails through this SMTP server'));
    expect(within(mail).getByTestId('mail-settings-off')).toBeTruthy();
    await user.click(within(mail).getByRole('button', { name: 'Save mail settings' }));
    await screen.findByText('Mail settings saved');
    expect(await answered()).toMatchObject({ enabled: false, passwordSet: false });
    const kept = await stored();
    expect(kept).toMatchObject({ enabled: false, host: 'mail.agency.dz' });
    expect(kept).not.toHaveProperty('password');
    await waitFor(async () =>
      expect(within(await section()).getByTestId('mail-password-state').textContent).toBe(
        'No password kept.',
      ),
    );
  });

  it('a manager and an agent do not see the section, nor ask for it', async () => {
    for (const role of ['manager', 'agent'] as const) {
      const sent = await serveFromServer(server, role);
      const { unmount } = await renderScreen(<SettingsScreen />);
      await screen.findByTestId('your-role');
      if (role === 'manager') await screen.findByRole('region', { name: 'Booking page' });
      expect(screen.queryByRole('region', { name: 'E-mails to customers' })).toBeNull();
      expect(sent.filter((request) => request.path === '/api/settings/mail')).toEqual([]);
      unmount();
    }
  });
});
