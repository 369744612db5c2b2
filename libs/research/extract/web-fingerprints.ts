// Technology fingerprints for the website tool, as data: add a row to detect a new technology.
// `source` says which part of the page the pattern is tested against:
//   script       absolute <script src> URLs
//   inlineScript the start of inline <script> bodies (where tag-manager style snippets live)
//   link         absolute <link href> URLs
//   generator    <meta name="generator"> content
//   dom          `id:<id>` / `attr:<data-* attribute>` markers seen on elements
//   header       the value of response header `header`
export type WebSignalSource =
  'script' | 'inlineScript' | 'link' | 'generator' | 'dom' | 'header';

export interface WebFingerprint {
  technology: string;
  source: WebSignalSource;
  pattern: RegExp;
  /** lowercase header name, for source 'header' */
  header?: string;
}

const script = (technology: string, pattern: RegExp): WebFingerprint[] => [
  { technology, source: 'script', pattern },
  { technology, source: 'inlineScript', pattern },
];

export const WEB_FINGERPRINTS: readonly WebFingerprint[] = [
  ...script('Stripe', /\bjs\.stripe\.com\//i),
  ...script('Google Tag Manager', /\bgoogletagmanager\.com\/gtm\.js/i),
  ...script(
    'Google Analytics',
    /google-analytics\.com\/(analytics|ga)\.js|googletagmanager\.com\/gtag\/js/i,
  ),
  ...script(
    'Segment',
    /\bcdn\.segment\.(com|io)\/|\bsegment\.com\/analytics\.js/i,
  ),
  ...script(
    'HubSpot',
    /\bjs\.(hs-scripts|hsforms|hs-analytics|hubspot|hs-banner)\.(com|net)\//i,
  ),
  ...script('Intercom', /\bwidget\.intercom\.io\/|\bjs\.intercomcdn\.com\//i),
  ...script('Hotjar', /\bstatic\.hotjar\.com\//i),
  ...script('Mixpanel', /\bcdn\.mxpnl\.com\/|\bcdn4?\.mixpanel\.com\//i),
  ...script('Amplitude', /\bcdn\.amplitude\.com\//i),
  ...script('PostHog', /\b([a-z]+\.)?(i\.)?posthog\.com\/|\/posthog-js\//i),
  ...script('Drift', /\bjs\.driftt\.com\//i),
  ...script('Zendesk', /\bstatic\.zdassets\.com\/|\bv2\.zopim\.com\//i),
  ...script('Sentry', /\b(browser|js)\.sentry-cdn\.com\//i),
  ...script('Facebook Pixel', /\bconnect\.facebook\.net\/[^/]+\/fbevents\.js/i),
  ...script('LinkedIn Insight Tag', /\bsnap\.licdn\.com\/li\.lms-analytics\//i),
  ...script('Plausible', /\bplausible\.io\/js\//i),
  ...script('Crisp', /\bclient\.crisp\.chat\//i),
  ...script('Cookiebot', /\bconsent\.cookiebot\.com\//i),
  ...script('OneTrust', /\bcdn\.cookielaw\.org\//i),
  {
    technology: 'Shopify',
    source: 'script',
    pattern: /\bcdn\.shopify\.com\//i,
  },
  { technology: 'Shopify', source: 'link', pattern: /\bcdn\.shopify\.com\//i },
  { technology: 'Shopify', source: 'header', header: 'x-shopid', pattern: /./ },
  {
    technology: 'WordPress',
    source: 'script',
    pattern: /\/wp-(content|includes)\//i,
  },
  {
    technology: 'WordPress',
    source: 'link',
    pattern: /\/wp-(content|includes)\//i,
  },
  { technology: 'WordPress', source: 'generator', pattern: /^WordPress/i },
  { technology: 'Next.js', source: 'dom', pattern: /^id:__NEXT_DATA__$/ },
  { technology: 'Next.js', source: 'script', pattern: /\/_next\/static\//i },
  {
    technology: 'Next.js',
    source: 'header',
    header: 'x-powered-by',
    pattern: /Next\.js/i,
  },
  { technology: 'Gatsby', source: 'dom', pattern: /^id:___gatsby$/ },
  { technology: 'Gatsby', source: 'generator', pattern: /^Gatsby/i },
  { technology: 'Nuxt', source: 'dom', pattern: /^id:__nuxt$/ },
  { technology: 'React', source: 'dom', pattern: /^attr:data-react(root|id)$/ },
  { technology: 'Webflow', source: 'generator', pattern: /^Webflow/i },
  {
    technology: 'Webflow',
    source: 'dom',
    pattern: /^attr:data-wf-(site|page)$/,
  },
  { technology: 'Wix', source: 'generator', pattern: /Wix\.com/i },
  {
    technology: 'Wix',
    source: 'header',
    header: 'x-wix-request-id',
    pattern: /./,
  },
  { technology: 'Squarespace', source: 'generator', pattern: /Squarespace/i },
  {
    technology: 'Squarespace',
    source: 'script',
    pattern: /\bstatic1\.squarespace\.com\//i,
  },
  { technology: 'Ghost', source: 'generator', pattern: /^Ghost/i },
  { technology: 'Drupal', source: 'generator', pattern: /^Drupal/i },
  { technology: 'Hugo', source: 'generator', pattern: /^Hugo/i },
  {
    technology: 'jQuery',
    source: 'script',
    pattern: /\/jquery([.-][\d.]+)?(\.min)?\.js/i,
  },
  {
    technology: 'Express',
    source: 'header',
    header: 'x-powered-by',
    pattern: /^Express$/i,
  },
  {
    technology: 'PHP',
    source: 'header',
    header: 'x-powered-by',
    pattern: /^PHP/i,
  },
  {
    technology: 'Cloudflare',
    source: 'header',
    header: 'server',
    pattern: /^cloudflare$/i,
  },
  {
    technology: 'Cloudflare',
    source: 'header',
    header: 'cf-ray',
    pattern: /./,
  },
  {
    technology: 'Vercel',
    source: 'header',
    header: 'x-vercel-id',
    pattern: /./,
  },
  {
    technology: 'Vercel',
    source: 'header',
    header: 'server',
    pattern: /^Vercel$/i,
  },
  {
    technology: 'Netlify',
    source: 'header',
    header: 'server',
    pattern: /^Netlify$/i,
  },
  {
    technology: 'Netlify',
    source: 'header',
    header: 'x-nf-request-id',
    pattern: /./,
  },
  {
    technology: 'Fastly',
    source: 'header',
    header: 'x-served-by',
    pattern: /^cache-/i,
  },
  {
    technology: 'Amazon CloudFront',
    source: 'header',
    header: 'x-amz-cf-id',
    pattern: /./,
  },
  {
    technology: 'Nginx',
    source: 'header',
    header: 'server',
    pattern: /^nginx/i,
  },
  {
    technology: 'Apache',
    source: 'header',
    header: 'server',
    pattern: /^Apache/i,
  },
];
