import { describe, expect, it } from 'vitest';
import { addSupplierBody, updateSupplierBody } from '../contract/suppliers.ts';
import { englishOf } from '../messages.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => englishOf(issue.message)) ?? [];

describe('addSupplierBody', () => {
  it('trims every field and strips the empty ones', () => {
    expect(
      addSupplierBody.parse({
        name: ' Auto Import ',
        contact: ' ',
        phone: ' 0555 12 34 56 ',
        email: '',
        address: '',
      }),
    ).toEqual({
      name: 'Auto Import',
      contact: undefined,
      phone: '0555 12 34 56',
      email: undefined,
      address: undefined,
    });
  });

  it('requires a name', () => {
    expect(messages(addSupplierBody.safeParse({ name: '  ' }))).toEqual([
      'Supplier name is required',
    ]);
  });

  it('checks the basic email shape', () => {
    expect(addSupplierBody.parse({ name: 'A', email: ' a@b.dz ' }).email).toBe('a@b.dz');
    for (const email of ['a@b', 'a b@c.dz', '@c.dz', 'plain']) {
      expect(messages(addSupplierBody.safeParse({ name: 'A', email }))).toEqual([
        'Please enter a valid email address',
      ]);
    }
  });

  it('takes a signed whole opening balance in centimes', () => {
    expect(addSupplierBody.parse({ name: 'A', balance: -250_000_00 }).balance).toBe(-250_000_00);
    expect(addSupplierBody.safeParse({ name: 'A', balance: 1.5 }).success).toBe(false);
    expect(addSupplierBody.safeParse({ name: 'A', balance: '100' }).success).toBe(false);
  });
});

describe('updateSupplierBody', () => {
  it('leaves absent fields alone and clears empty ones', () => {
    expect(updateSupplierBody.parse({ phone: '', contact: null, address: ' Oran ' })).toEqual({
      name: undefined,
      contact: null,
      phone: null,
      email: undefined,
      address: 'Oran',
      balance: undefined,
    });
  });

  it('refuses an empty name and a malformed email', () => {
    expect(messages(updateSupplierBody.safeParse({ name: ' ' }))).toEqual([
      'Supplier name is required',
    ]);
    expect(messages(updateSupplierBody.safeParse({ email: 'x@y' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(updateSupplierBody.parse({ email: '' }).email).toBeNull();
  });
});
