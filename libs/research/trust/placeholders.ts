// Values that are never facts: what themes, templates, page builders and frameworks ship as
// demo content and site owners forget to replace ("Acme Corporation", lorem ipsum, example.com,
// "Anytown", "React App", "Just another WordPress site"). Seen on real sites, every one of them.
import { squashName } from './names.js';

/** Demo and default names, compared squashed ("Acme, Inc." is "acme"). */
const PLACEHOLDER_NAMES = new Set(
  [
    'Acme',
    'Acme Corporation',
    'Acme Company',
    'Company Name',
    'Your Company',
    'Your Company Name',
    'Your Business',
    'Your Business Name',
    'Your Brand',
    'Brand Name',
    'Business Name',
    'My Company',
    'My Business',
    'Example',
    'Example Company',
    'Sample Company',
    'Demo Company',
    'Site Title',
    'Site Name',
    'Your Site',
    'My Site',
    'My Website',
    'My Blog',
    'My WordPress Blog',
    'Just another WordPress site',
    'Lorem Ipsum',
    'Untitled',
    'Home',
    'Homepage',
    'Welcome',
    'Index',
    'Test',
    'Demo',
    'Loading',
    'Please wait',
    'React App',
    'Vite App',
    'Vite React',
    'Vite React TS',
    'Nuxt',
    'Angular',
    'Coming soon',
    'Under construction',
    'Welcome to nginx',
    'It works',
    'Apache2 Ubuntu Default Page',
    'IIS Windows Server',
    'Default Web Site Page',
    'Index of',
  ].map(squashName),
);

/** Demo text, anywhere in a value. */
const PLACEHOLDER_TEXT = [
  /\blorem ipsum\b/i,
  /\bdolor sit amet\b/i,
  /\bjust another wordpress site\b/i,
  /\bweb ?site created using create-react-app\b/i,
  /\b(your|add a|insert) (tagline|description|text|slogan) here\b/i,
  /\bdescription goes here\b/i,
  /^(coming soon|under construction|site under construction)\b/i,
  /\bthis is (a|an|your) (sample|example|demo|default) (site|page|website|description)\b/i,
  /\bparked free, courtesy of\b/i,
];

/** Demo places. */
const PLACEHOLDER_PLACES = [
  /\bany ?town\b/i,
  /\b123 main st(reet)?\b/i,
  /\byour (city|town|address|street)\b/i,
  /\b(city|street address), (state|country)\b/i,
];

/** Hosts of example and template URLs. */
const PLACEHOLDER_HOSTS =
  /(^|\.)(example\.(com|org|net|edu)|[a-z0-9-]+\.example|your-?domain\.[a-z]+|your-?(site|website|company)\.[a-z]+|domain\.com|company\.com|mysite\.com)$/i;

/** LinkedIn, Facebook or Twitter slugs templates ship with. */
const PLACEHOLDER_SLUGS = new Set(
  [
    'example',
    'your-company',
    'yourcompany',
    'company-name',
    'companyname',
    'your-company-name',
    'username',
    'yourpage',
    'your-page',
  ].map((slug) => slug.toLowerCase()),
);

export function isPlaceholderName(value: string): boolean {
  const squashed = squashName(value);
  return squashed === '' || PLACEHOLDER_NAMES.has(squashed);
}

export function isPlaceholderText(value: string): boolean {
  return PLACEHOLDER_TEXT.some((pattern) => pattern.test(value));
}

export function isPlaceholderPlace(value: string): boolean {
  return PLACEHOLDER_PLACES.some((pattern) => pattern.test(value));
}

export function isPlaceholderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (PLACEHOLDER_HOSTS.test(url.hostname)) return true;
  const slug = url.pathname.split('/').filter(Boolean).at(-1)?.toLowerCase();
  return slug !== undefined && PLACEHOLDER_SLUGS.has(slug);
}
