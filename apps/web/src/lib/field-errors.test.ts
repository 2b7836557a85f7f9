import { sellCarBody } from '@car-rental/domain/contract/sales';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errors as ar } from '../locales/ar/errors.ts';
import { errors as fr } from '../locales/fr/errors.ts';
import { ApiError, errorMessage, NetworkError } from './api-client.ts';
import { fieldErrors, localiseFieldMessage } from './field-errors.ts';
import { i18n } from './i18n.ts';
import { loadServerMessages } from './server-messages.ts';

beforeAll(async () => {
  i18n.addResourceBundle('fr', 'errors', fr, true, true);
  i18n.addResourceBundle('ar', 'errors', ar, true, true);
  await loadServerMessages();
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const price = 'Valid selling price is required';
const refused = () =>
  new ApiError(
    400,
    'validation_failed',
    price,
    [
      { path: 'body.price', message: price, key: 'fields.sellingPrice' },
      {
        path: 'body.customerName',
        message: 'Customer name is required',
        key: 'fields.customerNameRequired',
      },
      { path: 'body.notes', message: 'Some message the web app has never seen' },
      {
        path: 'body.customerLicense',
        message: 'Too big: expected string to have <=100 characters',
        key: 'fields.tooLong',
        values: { max: 100 },
      },
    ],
    { key: 'fields.sellingPrice' },
  );

describe('errorMessage', () => {
  it('shows the server’s English detail unchanged in English', () => {
    expect(errorMessage(refused(), 'fallback')).toBe(price);
    const conflict = new ApiError(409, 'conflict', 'An English detail nobody translated.');
    expect(errorMessage(conflict, 'fallback')).toBe('An English detail nobody translated.');
    expect(
      errorMessage(new NetworkError('Connection timeout after 10 seconds', 'timeout'), 'x'),
    ).toBe('Connection timeout after 10 seconds');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('translates a known detail into French and Arabic', async () => {
    await i18n.changeLanguage('fr');
    expect(errorMessage(refused(), 'fallback')).toBe(fr.fields.sellingPrice);
    const sold = new ApiError(
      409,
      'car_not_sellable',
      'This car cannot be sold: it is rented or already sold.',
      [],
      { key: 'details.notSellable' },
    );
    expect(errorMessage(sold, 'fallback')).toBe(fr.details.notSellable);
    await i18n.changeLanguage('ar');
    expect(errorMessage(refused(), 'fallback')).toBe(ar.fields.sellingPrice);
    expect(errorMessage(sold, 'fallback')).toBe(ar.details.notSellable);
  });

  it('keeps the values of a detail built with them', async () => {
    await i18n.changeLanguage('fr');
    const booked = new ApiError(
      409,
      'booking_conflict',
      'This car is already booked from 10/03/2026 09:00 to 12/03/2026 18:00 for Amine B.',
      [],
      {
        key: 'details.bookingConflictWith',
        values: { from: '10/03/2026 09:00', to: '12/03/2026 18:00', name: 'Amine B' },
      },
    );
    expect(errorMessage(booked, 'fallback')).toBe(
      'Ce véhicule est déjà réservé du 10/03/2026 09:00 au 12/03/2026 18:00 pour Amine B.',
    );
    const wait = new ApiError(
      429,
      'sign_in_delayed',
      'Too many failed sign-in attempts. Wait 1 second and try again.',
      [],
      { key: 'details.signInDelayed', values: { count: 1 } },
    );
    expect(errorMessage(wait, 'fallback')).toBe(
      'Trop de tentatives de connexion échouées. Patientez 1 seconde puis réessayez.',
    );
    await i18n.changeLanguage('ar');
    const wait16 = new ApiError(
      429,
      'sign_in_delayed',
      'Too many failed sign-in attempts. Wait 16 seconds and try again.',
      [],
      { key: 'details.signInDelayed', values: { count: 16 } },
    );
    expect(errorMessage(wait16, 'fallback')).toBe(
      'محاولات تسجيل دخول فاشلة كثيرة. انتظر 16 ثانية ثم أعد المحاولة.',
    );
  });

  it('falls back to the code, then the status, then a generic sentence; never the English', async () => {
    await i18n.changeLanguage('fr');
    const unknownDetail = new ApiError(409, 'car_rented', 'A sentence added to the server later.');
    expect(errorMessage(unknownDetail, 'fallback')).toBe(fr.codes.car_rented);
    const unknownCode = new ApiError(404, 'something_new', 'Something new was not found.');
    expect(errorMessage(unknownCode, 'fallback')).toBe(fr.codes.not_found);
    const nothingKnown = new ApiError(418, 'teapot', 'I am a teapot.');
    expect(errorMessage(nothingKnown, 'fallback')).toBe(fr.generic);
    await i18n.changeLanguage('ar');
    expect(errorMessage(unknownDetail, 'fallback')).toBe(ar.codes.car_rented);
    expect(errorMessage(nothingKnown, 'fallback')).toBe(ar.generic);
  });

  it('translates a request that got no answer', async () => {
    await i18n.changeLanguage('fr');
    const offline = new NetworkError('Using offline mode - data will be stored locally', 'offline');
    expect(errorMessage(offline, 'fallback')).toBe(fr.network.offline);
    const timeout = new NetworkError('Database read timeout after 10 seconds', 'timeout', {
      seconds: 10,
      read: true,
    });
    expect(errorMessage(timeout, 'fallback')).toBe('Délai de lecture des données dépassé (10 s)');
    await i18n.changeLanguage('ar');
    expect(errorMessage(offline, 'fallback')).toBe(ar.network.offline);
  });
});

describe('fieldErrors', () => {
  it('shows the server’s English field messages unchanged in English', () => {
    expect(fieldErrors(refused())).toEqual({
      price,
      customerName: 'Customer name is required',
      notes: 'Some message the web app has never seen',
      customerLicense: 'Too big: expected string to have <=100 characters',
    });
  });

  it('translates known field messages into French, and an unknown one to a generic sentence', async () => {
    await i18n.changeLanguage('fr');
    expect(fieldErrors(refused())).toEqual({
      price: fr.fields.sellingPrice,
      customerName: fr.fields.customerNameRequired,
      notes: fr.fields.generic,
      customerLicense: '100 caractères au maximum.',
    });
  });

  it('translates them into Arabic the same way', async () => {
    await i18n.changeLanguage('ar');
    const errors = fieldErrors(refused());
    expect(errors).toEqual({
      price: ar.fields.sellingPrice,
      customerName: ar.fields.customerNameRequired,
      notes: ar.fields.generic,
      customerLicense: 'الحد الأقصى لعدد الأحرف: 100.',
    });
    for (const text of Object.values(errors)) expect(text).not.toMatch(/[A-Za-z]{3}/);
  });
});

describe('localiseFieldMessage', () => {
  /** the messages the sell schema gives, run in the browser as a form runs it */
  const schemaMessages = () => {
    const parsed = sellCarBody.safeParse({
      customerName: '',
      customerPhone: '0555123456',
      customerLicense: 'x'.repeat(101),
      price: 0,
    });
    return Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [
        String(issue.path[0]),
        localiseFieldMessage(issue.message),
      ]),
    );
  };

  it('reads a schema’s messages in English with the server’s words', () => {
    expect(schemaMessages()).toEqual({
      customerName: 'Customer name is required',
      customerLicense: 'At most 100 characters',
      price,
    });
  });

  it('translates them, values and all, in French and Arabic', async () => {
    await i18n.changeLanguage('fr');
    expect(schemaMessages()).toEqual({
      customerName: fr.fields.customerNameRequired,
      customerLicense: fr.fields.atMostCharacters.replace('{{max}}', '100'),
      price: fr.fields.sellingPrice,
    });
    expect(localiseFieldMessage('A sentence that is not a key')).toBe(fr.fields.generic);
    await i18n.changeLanguage('ar');
    expect(schemaMessages().customerLicense).toBe(
      ar.fields.atMostCharacters.replace('{{max}}', '100'),
    );
  });
});
