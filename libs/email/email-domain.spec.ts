import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  isDisposableDomain,
  isFreeEmailDomain,
  isRoleAccount,
  registrableDomain,
} from './email-domain.js';
import { emailSignals } from './email-signals.js';

describe('registrableDomain', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['eu.acme.co.uk', 'acme.co.uk'],
    ['ACME.CO.UK', 'acme.co.uk'],
    ['mail.acme.com.au', 'acme.com.au'],
    ['a.b.c.acme.io', 'acme.io'],
    ['co.uk', null],
    ['127.0.0.1', null],
  ])('%s -> %s', (domain, expected) => {
    expect(registrableDomain(domain)).toBe(expected);
  });
});

describe('isFreeEmailDomain', () => {
  it.each([
    ['gmail.com', true],
    ['GMAIL.COM', true],
    ['yahoo.co.uk', true],
    ['outlook.com', true],
    ['proton.me', true],
    ['fastmail.com', true],
    ['acme.com', false],
    ['eu.acme.co.uk', false],
  ])('%s -> %s', (domain, expected) => {
    expect(isFreeEmailDomain(domain)).toBe(expected);
  });
});

describe('isDisposableDomain', () => {
  it.each([
    ['mailinator.com', true],
    ['sub.mailinator.com', true],
    ['33mail.com', true],
    ['anything.33mail.com', true],
    ['gmail.com', false],
    ['acme.com', false],
  ])('%s -> %s', (domain, expected) => {
    expect(isDisposableDomain(domain)).toBe(expected);
  });

  // The list is searched by halves in its file's text (email-lists.ts): its ends, its entries
  // outside ASCII, and names just beside an entry.
  const listed = JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve(
        'disposable-email-domains/index.json',
      ),
      'utf8',
    ),
  ) as string[];
  it('finds the first, the last and the non-ASCII entries of the list', () => {
    const nonAscii = listed.filter((d) => /[\u0080-\uffff]/.test(d));
    expect(nonAscii.length).toBeGreaterThan(0);
    for (const domain of [listed[0], listed.at(-1)!, ...nonAscii])
      expect(isDisposableDomain(domain)).toBe(true);
  });
  it('finds every entry of the list, and no name just beside one', () => {
    for (const domain of listed) expect(isDisposableDomain(domain)).toBe(true);
    const beside = listed
      .slice(0, 2000)
      .flatMap((d) => [`${d}x`, d.slice(0, -1)])
      .filter((d) => !listed.includes(d) && !d.endsWith('.'));
    for (const domain of beside)
      expect(isDisposableDomain(`${domain}.unlisted-tld`)).toBe(false);
  });
});

describe('isRoleAccount', () => {
  it.each([
    ['info', true],
    ['Sales', true],
    ['support+ticket', true],
    ['noreply', true],
    ['jane', false],
    ['jane.doe', false],
  ])('%s -> %s', (local, expected) => {
    expect(isRoleAccount(local)).toBe(expected);
  });
});

describe('emailSignals', () => {
  it.each([
    [
      'jane@eu.acme.co.uk',
      {
        emailDomain: 'eu.acme.co.uk',
        registrableDomain: 'acme.co.uk',
        isFreeEmail: false,
        isDisposable: false,
        isRoleAccount: false,
      },
    ],
    [
      'Sales@Gmail.com',
      {
        emailDomain: 'gmail.com',
        registrableDomain: 'gmail.com',
        isFreeEmail: true,
        isDisposable: false,
        isRoleAccount: true,
      },
    ],
    [
      'x@mailinator.com',
      {
        emailDomain: 'mailinator.com',
        registrableDomain: 'mailinator.com',
        isFreeEmail: true,
        isDisposable: true,
        isRoleAccount: false,
      },
    ],
    [
      'not-an-address',
      {
        emailDomain: '',
        registrableDomain: null,
        isFreeEmail: false,
        isDisposable: false,
        isRoleAccount: false,
      },
    ],
  ])('%s', (email, expected) => {
    expect(emailSignals(email)).toEqual(expected);
  });
});
