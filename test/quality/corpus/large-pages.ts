// Missed fact: facts at the end of a large page. Page builders inline whole catalogues, SVG
// sprites and hydration state, so the footer (where JSON-LD, the address and the About link
// often live) comes after megabytes of markup.
import { html, served, type QualityCase } from '../case.js';

/** A product card as a shop theme renders it, repeated until the page is `bytes` long. */
function catalogue(bytes: number): string {
  const cards: string[] = [];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    const card = `<div class="product-card" data-product-id="${10000 + i}" data-variant="${i % 7}"><a href="/products/pallet-${i}"><img src="/cdn/shop/files/pallet-${i}.jpg?v=1700000000&amp;width=533" srcset="/cdn/shop/files/pallet-${i}.jpg?width=165 165w, /cdn/shop/files/pallet-${i}.jpg?width=360 360w, /cdn/shop/files/pallet-${i}.jpg?width=533 533w" alt="Euro pallet type ${i}" loading="lazy" width="533" height="533"></a><h3 class="card__heading">Euro pallet, grade ${String.fromCharCode(65 + (i % 3))}, lot ${i}</h3><span class="price">€ ${(9 + (i % 40) / 10).toFixed(2)}</span><button class="quick-add" data-sku="EP-${i}">Add to cart</button></div>\n`;
    cards.push(card);
    size += card.length;
  }
  return cards.join('');
}

const MERIDIAN_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Meridian Pallets',
  url: 'https://meridian-pallets.com/',
  numberOfEmployees: { '@type': 'QuantitativeValue', value: 320 },
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'Duisburg',
    addressCountry: 'DE',
  },
  sameAs: ['https://www.linkedin.com/company/meridian-pallets'],
};

function meridianHome(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Meridian Pallets – New and reconditioned pallets, delivered</title>
<meta name="description" content="Meridian Pallets supplies new and reconditioned Euro and industrial pallets to manufacturers across Europe.">
<meta property="og:site_name" content="Meridian Pallets">
<link rel="stylesheet" href="//cdn.shopify.com/s/files/1/0612/theme.css">
</head>
<body>
<h1>Pallets by the truckload</h1>
<div class="collection">
${catalogue(5 * 1024 * 1024)}
</div>
<footer>
<script type="application/ld+json">${JSON.stringify(MERIDIAN_LD)}</script>
<p>© 2024 Meridian Pallets GmbH · Duisburg · <a href="https://www.linkedin.com/company/meridian-pallets">LinkedIn</a></p>
</footer>
</body>
</html>`;
}

function hollowbrookHome(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Hollowbrook Outfitters | Technical outdoor apparel</title>
<meta name="description" content="Hollowbrook Outfitters designs technical outdoor apparel and sells it online and through 40 specialty retailers.">
<meta property="og:site_name" content="Hollowbrook Outfitters">
</head>
<body>
<h1>Made for weather</h1>
<svg style="display:none"><defs>${'<symbol id="i"><path d="M12 2L2 7l10 5 10-5-10-5zm0 13l-8-4v6l8 4 8-4v-6l-8 4z"/></symbol>'.repeat(1)}</defs></svg>
<div class="grid">
${catalogue(3 * 1024 * 1024)}
</div>
<footer>
<p>Hollowbrook Outfitters is headquartered in Boulder, Colorado. We're a team of 60 designers, testers and customer-care people.</p>
<p><a href="/pages/about">About us</a> · <a href="/pages/stores">Stores</a></p>
</footer>
</body>
</html>`;
}

export const LARGE_PAGE_CASES: QualityCase[] = [
  {
    id: 'large-page/meridian-pallets',
    kind: 'large page',
    about:
      '5 MB home page; JSON-LD (headcount, town, LinkedIn) in the footer at the very end',
    signup: { email: 'felix.braun@meridian-pallets.com' },
    dns: { 'meridian-pallets.com': served() },
    sites: { 'meridian-pallets.com': { '/': html(meridianHome()) } },
    truth: {
      expect: {
        fullName: 'Felix Braun',
        firstName: 'Felix',
        lastName: 'Braun',
        companyDomain: 'meridian-pallets.com',
        companyName: ['Meridian Pallets', 'Meridian Pallets GmbH'],
        companyDescription:
          'Meridian Pallets supplies new and reconditioned Euro and industrial pallets to manufacturers across Europe.',
        employeeCount: 320,
        employeeRange: '201-500',
        companyLocation: ['Duisburg, DE', 'Duisburg'],
        companyLinkedinUrl: 'https://www.linkedin.com/company/meridian-pallets',
      },
      allow: { industry: ['Manufacturing', 'Logistics & Transportation'] },
      techStack: { expect: ['Shopify'] },
    },
  },
  {
    id: 'large-page/hollowbrook',
    kind: 'large page',
    about:
      '3 MB home page; headquarters and team size in the footer prose at the end',
    signup: { email: 'jess.moreno@hollowbrook.com' },
    dns: { 'hollowbrook.com': served() },
    sites: { 'hollowbrook.com': { '/': html(hollowbrookHome()) } },
    truth: {
      expect: {
        fullName: 'Jess Moreno',
        firstName: 'Jess',
        lastName: 'Moreno',
        companyDomain: 'hollowbrook.com',
        companyName: 'Hollowbrook Outfitters',
        companyDescription:
          'Hollowbrook Outfitters designs technical outdoor apparel and sells it online and through 40 specialty retailers.',
        employeeCount: 60,
        employeeRange: '51-200',
        companyLocation: ['Boulder, Colorado', 'Boulder'],
      },
      allow: { industry: ['Retail', 'Manufacturing'] },
    },
  },
];
