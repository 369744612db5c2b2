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
