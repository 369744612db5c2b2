// Class 3: parked and for-sale domains. Registrars, marketplaces and parking services answer for
// domains nobody uses: their pages name the parking company (its name, description, LinkedIn),
// their name servers are the parking service's, or the domain redirects to a marketplace.
import { html, redirect, served, type QualityCase } from '../case.js';

const HUGEDOMAINS_LD = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'HugeDomains',
  url: 'https://www.hugedomains.com/',
  logo: 'https://www.hugedomains.com/images/hd-logo.png',
  description:
    'HugeDomains.com is a domain name marketplace with millions of premium domain names for sale.',
  numberOfEmployees: { '@type': 'QuantitativeValue', value: 85 },
  address: {
    '@type': 'PostalAddress',
    addressLocality: 'Denver',
    addressRegion: 'CO',
    addressCountry: 'US',
  },
  sameAs: [
    'https://www.linkedin.com/company/hugedomains-com',
    'https://twitter.com/hugedomains',
  ],
};

const NORTHGATE_HOME = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>NorthgateVentures.com is for sale | HugeDomains</title>
<meta name="description" content="Make an offer or buy NorthgateVentures.com today. Choose from over 4 million premium domain names at HugeDomains.com. Lowest price guarantee and free transfer.">
<meta property="og:site_name" content="HugeDomains">
<meta property="og:title" content="NorthgateVentures.com is for sale">
<script type="application/ld+json">${JSON.stringify(HUGEDOMAINS_LD)}</script>
<script src="https://www.hugedomains.com/js/domain-profile.min.js"></script>
</head>
<body>
<div class="header"><a href="https://www.hugedomains.com/"><img src="https://www.hugedomains.com/images/hd-logo.png" alt="HugeDomains"></a></div>
<h1>NorthgateVentures.com is for sale</h1>
<p class="price">Buy Now: $2,695 &nbsp; or pay $112.29 per month for 24 months</p>
<p>The domain name NorthgateVentures.com is for sale. Make an offer or buy it now at a set price.</p>
<ul><li>Lowest Price Guarantee</li><li>Secure Payments</li><li>Free Transfer</li></ul>
<p>Questions? Call us at (303) 893-0552</p>
<footer><a href="https://www.hugedomains.com/about.cfm">About HugeDomains</a> · <a href="https://www.linkedin.com/company/hugedomains-com">LinkedIn</a> · © 2024 HugeDomains.com</footer>
</body>
</html>`;

const SEDO_PARKED = `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>velora-health.com</title>
<meta name="description" content="This website is for sale! velora-health.com is your first and best source for all of the information you’re looking for. From general topics to more of what you would expect to find here, velora-health.com has it all. We hope you find what you are searching for!">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://img.sedoparking.com/templates/css/parking.css">
<script src="https://img.sedoparking.com/js/parking.min.js"></script>
</head>
<body>
<div id="domain">velora-health.com</div>
<div id="sale"><a href="https://sedo.com/search/details/?partnerid=324561&amp;domain=velora-health.com&amp;origin=parking">This domain may be for sale!</a></div>
<div id="related"><h2>Related Searches</h2><ul><li><a href="/?q=health+insurance">Health Insurance</a></li><li><a href="/?q=online+doctor">Online Doctor</a></li><li><a href="/?q=medical+clinic">Medical Clinic</a></li></ul></div>
<div id="footer">2024 Copyright. All Rights Reserved. The Sponsored Listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. <a href="https://sedo.com/us/about-us/">Sedo</a> | <a href="/privacy">Privacy Policy</a></div>
</body>
</html>`;

const DAN_LANDER = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>orbitly.io is for sale | Dan.com</title>
<meta name="description" content="Dan.com is the easiest and safest way to buy and sell domain names. Start your ownership of orbitly.io today.">
<meta property="og:site_name" content="Dan.com">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Dan.com","url":"https://dan.com","sameAs":["https://www.linkedin.com/company/dan-com"]}</script>
</head>
<body>
<h1>The domain name orbitly.io is for sale</h1>
<p>Buy now for $4,850 or make an offer. Fast &amp; easy transfers, 100% secure payments.</p>
<footer>Dan.com, part of GoDaddy · <a href="https://www.linkedin.com/company/dan-com">LinkedIn</a></footer>
</body>
</html>`;

const GODADDY_PARKED = `<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>brightpath-consulting.com</title>
<meta name="description" content="brightpath-consulting.com is parked free, courtesy of GoDaddy.com.">
<script src="https://img1.wsimg.com/parking-lander/static/js/main.7c1b2f3d.js" defer></script>
<link rel="stylesheet" href="https://img1.wsimg.com/parking-lander/static/css/main.0f9b5e12.css">
</head>
<body>
<div class="container">
<h1>brightpath-consulting.com</h1>
<p>This Web page is parked FREE, courtesy of GoDaddy.com.</p>
<p><a href="https://www.godaddy.com/domainsearch/find?domainToCheck=brightpath-consulting.com">Get This Domain</a></p>
<h2>Related Searches</h2>
<ul><li><a href="/search?q=business+consulting">Business Consulting</a></li><li><a href="/search?q=management+training">Management Training</a></li></ul>
<p class="footer">Copyright &copy; 1999-2024 GoDaddy Operating Company, LLC. All Rights Reserved. <a href="https://www.godaddy.com/legal/agreements/privacy-policy">Privacy Policy</a></p>
</div>
</body>
</html>`;

// Bodis-parked: the page itself is a script shell that fills in ads; only its name servers and
// script host say what it is.
const BODIS_PARKED = `<!doctype html><html lang="en" data-adblockkey="MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBANDrp2lz7AOmADaN8tA50LsWcjLFyQFcb/P2Txc58oYOeILb3vBw7J6f4pamkAQVSQuqYsKx3YzdUHCvbVZvFUsCAwEAAQ==_M6heeSY2n3p1IRsqfcIljeNHMHcwBUlsKwalU3H1dVvmjvOS8Fy9sBNYwL7AHZqaDlIHxYb3MCw6I2vLH/V2HQ=="><head><meta charset="utf-8"><title>tessera-finance.com</title><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="preconnect" href="https://www.google.com" crossorigin></head><body><div id="target" style="opacity: 0"></div><script>window.park = "eyJ1dWlkIjoiYjg3ZTJhYzAiLCJwYWdlX3RpbWUiOjE3MTAwMDAwMDAsInBhZ2VfdXJsIjoiaHR0cDovL3Rlc3NlcmEtZmluYW5jZS5jb20vIn0=";</script><script src="/bWEPjxLfb.js"></script></body></html>`;

export const PARKED_DOMAIN_CASES: QualityCase[] = [
  {
    id: 'parked/northgate-ventures',
    kind: 'parked domain',
    about:
      'HugeDomains for-sale page with the marketplace as Organization, og:site_name and LinkedIn',
    signup: { email: 'r.hale@northgate-ventures.com', name: 'Rebecca Hale' },
    dns: { 'northgate-ventures.com': served() },
    sites: { 'northgate-ventures.com': { '/': html(NORTHGATE_HOME) } },
    truth: {
      expect: {
        fullName: 'Rebecca Hale',
        firstName: 'Rebecca',
        lastName: 'Hale',
        companyDomain: 'northgate-ventures.com',
      },
      concerns: [/parked|for sale/i],
      // The concern may name the marketplace as evidence; nothing may present it as the company.
      forbidText: [/of hugedomains/i, /hugedomains \(/i, /denver/i],
    },
    model: {
      reads: ['http://northgate-ventures.com/'],
      claims: [
        { key: 'companyName', value: 'HugeDomains', cite: { tool: 'website' } },
        {
          key: 'companyLinkedinUrl',
          value: 'https://www.linkedin.com/company/hugedomains-com',
          cite: { tool: 'website' },
        },
        { key: 'employeeCount', value: 85, cite: { tool: 'website' } },
        {
          key: 'companyName',
          value: 'NorthgateVentures.com',
          cite: { page: 'http://northgate-ventures.com/' },
        },
      ],
    },
  },
  {
    id: 'parked/velora-health',
    kind: 'parked domain',
    about:
      "Sedo parking: sedoparking.com name servers, the classic 'This website is for sale!' text",
    signup: { email: 'ana.ribeiro@velora-health.com' },
    dns: {
      'velora-health.com': served({
        NS: ['ns1.sedoparking.com', 'ns2.sedoparking.com'],
      }),
    },
    sites: { 'velora-health.com': { '/': html(SEDO_PARKED) } },
    truth: {
      expect: {
        fullName: 'Ana Ribeiro',
        firstName: 'Ana',
        lastName: 'Ribeiro',
        companyDomain: 'velora-health.com',
      },
      concerns: [/parked|for sale/i],
      forbidText: [/first and best source/i, /\bsedo\b/i],
    },
    model: {
      reads: ['http://velora-health.com/'],
      claims: [
        {
          key: 'companyName',
          value: 'velora-health.com',
          cite: { page: 'http://velora-health.com/' },
        },
        {
          key: 'companyDescription',
          value:
            'velora-health.com is your first and best source for all of the information you’re looking for.',
          cite: { tool: 'website' },
        },
        {
          key: 'industry',
          value: 'Healthcare',
          cite: { page: 'http://velora-health.com/' },
        },
      ],
    },
  },
  {
    id: 'parked/orbitly',
    kind: 'parked domain',
    about:
      'redirects to a Dan.com buy-domain page (the marketplace as Organization, with LinkedIn)',
    signup: { email: 'maya@orbitly.io', name: 'Maya Lindqvist' },
    dns: { 'orbitly.io': served(), 'dan.com': served() },
    sites: {
      'orbitly.io': {
        '*': redirect(
          'https://dan.com/buy-domain/orbitly.io?redirected=true&tld=io',
        ),
      },
      'dan.com': { '*': html(DAN_LANDER) },
    },
    truth: {
      expect: {
        fullName: 'Maya Lindqvist',
        firstName: 'Maya',
        lastName: 'Lindqvist',
        companyDomain: 'orbitly.io',
      },
      concerns: [/parked|for sale/i],
      forbidText: [/of dan\.com/i, /dan\.com \(/i],
    },
    model: {
      claims: [
        { key: 'companyName', value: 'Dan.com', cite: { tool: 'website' } },
        {
          key: 'companyLinkedinUrl',
          value: 'https://www.linkedin.com/company/dan-com',
          cite: { tool: 'website' },
        },
      ],
    },
  },
  {
    id: 'parked/brightpath-consulting',
    kind: 'parked domain',
    about:
      "GoDaddy 'parked free, courtesy of GoDaddy.com' lander with the domain as its title",
    signup: { email: 'derek.owens@brightpath-consulting.com' },
    dns: {
      'brightpath-consulting.com': served({
        NS: ['ns51.domaincontrol.com', 'ns52.domaincontrol.com'],
      }),
    },
    sites: { 'brightpath-consulting.com': { '/': html(GODADDY_PARKED) } },
    truth: {
      expect: {
        fullName: 'Derek Owens',
        firstName: 'Derek',
        lastName: 'Owens',
        companyDomain: 'brightpath-consulting.com',
      },
      concerns: [/parked|for sale/i],
      forbidText: [/godaddy/i, /parked free/i],
    },
    model: {
      reads: ['http://brightpath-consulting.com/'],
      claims: [
        {
          key: 'companyName',
          value: 'brightpath-consulting.com',
          cite: { tool: 'website' },
        },
        {
          key: 'industry',
          value: 'Professional Services',
          cite: { page: 'http://brightpath-consulting.com/' },
        },
      ],
    },
  },
  {
    id: 'parked/tessera-finance',
    kind: 'parked domain',
    about:
      'Bodis parking: bodis.com name servers and a script shell titled with the domain',
    signup: { email: 'l.chen@tessera-finance.com', name: 'Li Chen' },
    dns: {
      'tessera-finance.com': served({ NS: ['ns1.bodis.com', 'ns2.bodis.com'] }),
    },
    sites: { 'tessera-finance.com': { '/': html(BODIS_PARKED) } },
    truth: {
      expect: {
        fullName: 'Li Chen',
        firstName: 'Li',
        lastName: 'Chen',
        companyDomain: 'tessera-finance.com',
      },
      concerns: [/parked|for sale/i],
    },
    model: {
      claims: [
        {
          key: 'companyName',
          value: 'tessera-finance.com',
          cite: { tool: 'website' },
        },
        {
          key: 'industry',
          value: 'Financial Services',
          cite: { tool: 'website' },
        },
      ],
    },
  },
];
