import {
  accountIsCompanys,
  nameMatchesDomain,
  namesAgree,
  squashName,
} from './names.js';

describe('squashName', () => {
  it.each([
    ['Schreiner Küchen GmbH', 'schreinerkuchen'],
    ['Acme, Inc.', 'acme'],
    ['Hoffmann & Partner', 'hoffmannpartner'],
    ['Fintrail AG', 'fintrail'],
    ['Straße Logistik', 'strasselogistik'],
  ])('%s -> %s', (name, squashed) => {
    expect(squashName(name)).toBe(squashed);
  });
});

describe('nameMatchesDomain', () => {
  it.each([
    ['Fintrail AG', 'fintrail.ch', true],
    ['Acme Analytics', 'acme.test', true],
    ['acme-analytics', 'acme.test', true],
    ['Harborline', 'harborline.io', true],
    ['Mintlayer', 'mintlayer.dev', true],
    ['International Business Machines', 'ibm.com', true],
    ['Lantern', 'lanternhq.com', true],
    ['Acme', 'getacme.com', true],
    ['Brennerei Walser', 'brennerei-walser.de', true],
    ['Siemens', 'helixa.de', false],
    ['Deloitte', 'quantora.io', false],
    ['Google', 'tidepool-robotics.de', false],
    ['Acme Holdings', 'acme-analytics.com', false],
    ['AB', 'abcorp.com', false],
  ] as const)('%s at %s -> %s', (name, domain, expected) => {
    expect(nameMatchesDomain(name, domain)).toBe(expected);
  });
});

describe('namesAgree', () => {
  it.each([
    ['Schreiner Küchen GmbH', 'Schreiner Küchen', true],
    [
      'Technische Universität Rheinfeld',
      'TU Rheinfeld – Technische Universität Rheinfeld',
      true,
    ],
    ['Acme Corporation', 'Brennerei Walser', false],
    ['BrightMedia Digital', 'Orchard Dental', false],
    ['Studio Kern – Digitalagentur', 'Nordlicht Yoga', false],
  ] as const)('%s ~ %s -> %s', (a, b, expected) => {
    expect(namesAgree(a, b)).toBe(expected);
  });
});

describe('accountIsCompanys', () => {
  it.each([
    ['lanternhq', ['Lantern'], 'lanternhq.com', true],
    ['lantern_hq', ['Lantern'], 'lanternhq.com', true],
    ['getlantern', ['Lantern'], 'lantern.io', true],
    ['SummitDental', ['Summit Dental Care'], 'summitdental.co.uk', true],
    ['Summit Dental Care', ['Summit Dental Care Ltd'], 'sdc.test', true],
    ['jane_lantern', ['Lantern'], 'lanternhq.com', false],
    ['lanternjane', ['Lantern'], 'lanternhq.com', false],
    ['janeroe', ['Lantern'], 'lanternhq.com', false],
    ['l', ['L'], 'l.test', false],
  ] as const)('%s for %j at %s -> %s', (value, names, domain, expected) => {
    expect(accountIsCompanys(value, names, domain)).toBe(expected);
  });
});
