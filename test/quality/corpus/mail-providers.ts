// Principle: mail providers are recognised by what their site does, not by a list (issue 17). A
// domain whose own site offers addresses to the public (a free mailbox, "you@thisdomain", a
// webmail sign-in for its mail customers) gives its addresses to anyone: a user's address there
// says nothing about their employer. None of these domains is on any free-mail list; each site
// is in another language and says it another way. The control case is an e-mail software
// company that offers no addresses at all: its employees keep their employer's facts.
import { html, served, type QualityCase } from '../case.js';

const host = (name: string, employees: number, city: string, url: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    numberOfEmployees: employees,
    address: { '@type': 'PostalAddress', addressLocality: city },
    sameAs: [`https://www.linkedin.com/company/${name.toLowerCase()}`],
  })}</script>`;

// A web host that gives a mailbox at its own domain with every account (issue 17's case 2).
const HOSTRIDGE_HOME = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Hostridge — Web hosting, domains and email</title>
<meta name="description" content="Hostridge: fast web hosting with free SSL, daily backups and email.">
<meta property="og:site_name" content="Hostridge">
${host('Hostridge', 340, 'Cork', 'https://hostridge.test/')}
<script src="https://js.stripe.com/v3/"></script></head>
<body><nav><a href="/hosting">Hosting</a> <a href="/domains">Domains</a> <a href="https://mail.hostridge.test/">Webmail</a> <a href="/login">Customer login</a></nav>
<h1>Hosting that just works</h1>
<p>Every plan includes 10 mailboxes and email hosting with spam filtering.</p>
<p>No website yet? Claim your own free @hostridge.test address and start sending today.</p>
<footer>© 2024 Hostridge Ltd · Cork, Ireland</footer></body></html>`;

const POSTFIX_HOME = `<!doctype html><html lang="de"><head><meta charset="utf-8">
<title>Postwerk – Ihr E-Mail-Postfach</title>
<meta name="description" content="Postwerk: sicheres E-Mail-Postfach aus Deutschland.">
${host('Postwerk', 210, 'Karlsruhe', 'https://postwerk-mail.test/')}</head>
<body><h1>E-Mail made in Germany</h1>
<p>Jetzt registrieren und kostenlose E-Mail-Adresse sichern: ihrname@postwerk-mail.test</p>
<form><input type="email" placeholder="ihrname@postwerk-mail.test"><input type="password" placeholder="Passwort"><button>Anmelden</button></form>
<p>Postwerk beschäftigt heute über 200 Mitarbeiter in Karlsruhe.</p>
<footer>© Postwerk GmbH</footer></body></html>`;

const COURRIEL_HOME = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">
<title>Courriel Azur — Messagerie</title>
<meta name="description" content="Courriel Azur, la messagerie des Provençaux.">
${host('Courriel Azur', 45, 'Marseille', 'https://courriel-azur.test/')}</head>
<body><header><a href="/connexion">Se connecter au webmail</a></header>
<h1>Votre adresse e-mail gratuite, hébergée en France</h1>
<p>Créez un compte en deux minutes. Notre équipe de 45 personnes est basée à Marseille.</p>
</body></html>`;

const CORREO_HOME = `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">
<title>Correo Sur</title>
<meta name="description" content="Correo Sur: correo electrónico gratis para todo el Cono Sur.">
${host('Correo Sur', 80, 'Montevideo', 'https://correosur.test/')}</head>
<body><h1>Correo gratis, sin publicidad</h1>
<form><label>Elija su dirección</label><input placeholder="tunombre@correosur.test"><button>Crear cuenta</button></form>
<p>Somos un equipo de 80 personas en Montevideo.</p></body></html>`;

// Control: software for sending e-mail, which offers nobody an address of its own.
const INBOXLY_HOME = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Inboxly | Email marketing for small shops</title>
<meta name="description" content="Inboxly is email marketing software for independent shops: newsletters, automations and free email support.">
<meta property="og:site_name" content="Inboxly">
${host('Inboxly', 38, 'Bristol', 'https://inboxly.test/')}</head>
<body><h1>Get your inbox and your newsletter under control</h1>
<p>Start a free trial. Free email support from real humans in Bristol.</p>
<form><input type="email" placeholder="you@yourshop.com"><button>Start free trial</button></form>
</body></html>`;

const concerns = [/mail provider|gives addresses to the public/i];
const mailCase = (
  id: string,
  about: string,
  email: string,
  domain: string,
  body: string,
  person: Record<string, string>,
): QualityCase => ({
  id: `mail-provider/${id}`,
  kind: 'mail provider',
  about,
  signup: { email },
  dns: {
    [domain]: served({ MX: [{ exchange: `mx1.${domain}`, priority: 10 }] }),
  },
  sites: { [domain]: { '/': html(body) } },
  truth: { expect: person, concerns },
  model: {
    claims: [
      { key: 'companyName', value: 'Hostridge', cite: { tool: 'website' } },
      { key: 'companyDomain', value: domain, cite: { tool: 'email' } },
    ],
  },
});

export const MAIL_PROVIDER_CASES: readonly QualityCase[] = [
  mailCase(
    'hostridge',
    'a web host: "10 mailboxes and email hosting", a Webmail link, "claim your own free @hostridge.test address"; its JSON-LD has 340 staff, Cork, LinkedIn',
    'sean.murphy@hostridge.test',
    'hostridge.test',
    HOSTRIDGE_HOME,
    { fullName: 'Sean Murphy', firstName: 'Sean', lastName: 'Murphy' },
  ),
  mailCase(
    'postwerk-de',
    'German: "kostenlose E-Mail-Adresse sichern: ihrname@postwerk-mail.test", a sign-in form; its own headcount in prose',
    'lena.koch@postwerk-mail.test',
    'postwerk-mail.test',
    POSTFIX_HOME,
    { fullName: 'Lena Koch', firstName: 'Lena', lastName: 'Koch' },
  ),
  mailCase(
    'courriel-fr',
    'French: "Votre adresse e-mail gratuite", "Se connecter au webmail"; its team of 45 in Marseille',
    'marc.roux@courriel-azur.test',
    'courriel-azur.test',
    COURRIEL_HOME,
    { fullName: 'Marc Roux', firstName: 'Marc', lastName: 'Roux' },
  ),
  mailCase(
    'correo-es',
    'Spanish: "Correo gratis", a sign-up field whose example is tunombre@correosur.test',
    'lucia.perez@correosur.test',
    'correosur.test',
    CORREO_HOME,
    { fullName: 'Lucia Perez', firstName: 'Lucia', lastName: 'Perez' },
  ),
  {
    id: 'mail-provider/inboxly-control',
    kind: 'mail provider',
    about:
      'control: e-mail marketing software ("free email support", "get your inbox under control", a you@yourshop.com placeholder) offers no addresses: its staff keep their employer',
    signup: { email: 'priya@inboxly.test' },
    dns: { 'inboxly.test': served() },
    sites: { 'inboxly.test': { '/': html(INBOXLY_HOME) } },
    truth: {
      expect: {
        companyDomain: 'inboxly.test',
        companyName: 'Inboxly',
        companyDescription:
          'Inboxly is email marketing software for independent shops: newsletters, automations and free email support.',
        employeeCount: 38,
        employeeRange: '11-50',
        companyLocation: 'Bristol',
        companyLinkedinUrl: 'https://www.linkedin.com/company/inboxly',
      },
      allow: {
        industry: ['Software', 'Marketing & Advertising'],
        fullName: 'Priya',
        firstName: 'Priya',
      },
    },
  },
];
