import type { FactKey } from '../types.js';
import { refusalOf } from './vet-fact.js';

const at = (domain: string | null) => ({ domain });

describe('refusalOf: demo and template values are never facts', () => {
  it.each<[FactKey, string]>([
    ['companyName', 'Acme Corporation'],
    ['companyName', 'Company Name'],
    ['companyName', 'Your Company'],
    ['companyName', 'Just another WordPress site'],
    ['companyName', 'React App'],
    ['companyName', 'Loading…'],
    [
      'companyDescription',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    ],
    ['companyDescription', 'Web site created using create-react-app'],
    ['companyDescription', 'Just another WordPress site'],
    ['companyLocation', 'Anytown, CA, US'],
    ['companyLocation', '123 Main Street, Springfield'],
    ['companyLinkedinUrl', 'https://www.linkedin.com/company/example'],
    ['companyLinkedinUrl', 'https://www.linkedin.com/company/your-company'],
    ['photoUrl', 'https://example.com/avatar.png'],
  ])('%s %j', (key, value) => {
    expect(refusalOf(key, value, at('brennerei-walser.de'))).toBe(
      'placeholder',
    );
  });

  it.each<[FactKey, string, string | null]>([
    ['companyName', 'Acme', 'acme.com'], // a demo name is a real name at its own domain
    ['companyName', 'Acme Analytics', 'acme.test'],
    ['companyName', 'Brennerei Walser', 'brennerei-walser.de'],
    ['companyLocation', 'Springfield, IL', 'acme.com'],
    ['companyDescription', 'Familienbrennerei im Allgäu seit 1921.', null],
    [
      'companyLinkedinUrl',
      'https://www.linkedin.com/company/acme-analytics',
      null,
    ],
  ])('keeps %s %j', (key, value, domain) => {
    expect(refusalOf(key, value, at(domain))).toBeNull();
  });
});
