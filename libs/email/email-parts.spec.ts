import { guessName, splitEmail, stripTag } from './email-parts.js';

describe('splitEmail', () => {
  it.each([
    ['jane@acme.com', { localPart: 'jane', domain: 'acme.com' }],
    ['Jane@ACME.com', { localPart: 'Jane', domain: 'acme.com' }],
    ['a@b@c.io', { localPart: 'a@b', domain: 'c.io' }],
    ['@acme.com', null],
    ['jane@', null],
    ['jane', null],
    ['', null],
  ])('%s', (email, expected) => {
    expect(splitEmail(email)).toEqual(expected);
  });
});

describe('stripTag', () => {
  it.each([
    ['jane+news', 'jane'],
    ['jane+', 'jane'],
    ['jane', 'jane'],
    ['+only', '+only'],
    ['a+b+c', 'a'],
  ])('%s -> %s', (input, expected) => {
    expect(stripTag(input)).toBe(expected);
  });
});

describe('guessName', () => {
  const jane = { firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe' };
  it.each<[string, string | null, unknown]>([
    ['jane.doe', null, jane],
    ['jane_doe', null, jane],
    ['jane-doe', null, jane],
    ['Jane.Doe', null, jane],
    ['jane.doe+news', null, jane],
    ['jane.doe7', null, jane],
    [
      "sean.o'neil",
      null,
      { firstName: 'Sean', lastName: "O'Neil", fullName: "Sean O'Neil" },
    ],
    ['janedoe', 'Jane Doe', jane],
    [
      'janedoe',
      '  jane   doe ',
      { firstName: 'jane', lastName: 'doe', fullName: 'jane doe' },
    ],
    ['janemarydoe', 'Jane Mary Doe', jane],
    [
      'josegarcia',
      'José García',
      { firstName: 'José', lastName: 'García', fullName: 'José García' },
    ],
    [
      'jose.garcia',
      'José García',
      { firstName: 'José', lastName: 'García', fullName: 'José García' },
    ],
    ['janedoe', null, null],
    ['janedoe', 'John Smith', null],
    ['janedoe', 'Jane', null],
    ['jane', null, null],
    ['j.doe', null, null],
    ['jane.m.doe', null, null],
    ['sales', null, null],
    ['sales', 'Sales Team', null],
    ['support.team', null, null],
    ['info+jane', null, null],
    ['jdoe1985', null, null],
    ['jane.doe123', null, null],
    ['jane2.doe', null, null],
    ['12345', null, null],
    ['', null, null],
  ])('%s (given %s)', (local, given, expected) => {
    expect(guessName(local, given)).toEqual(expected);
  });
});
