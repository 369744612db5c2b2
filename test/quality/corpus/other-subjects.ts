// Principle: text about another named organization is about that organization (issue 17). A
// company's own site tells case studies of customers, quotes them, shows who backs it and who
// trusts it; each sentence's subject decides whose fact it states. The company's own facts are
// stated in the first person or under its own name.
import { html, served, type QualityCase } from '../case.js';

// A case study on the home page: the customer's size and seat, then ours.
const PALLETRA = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Palletra | Warehouse slotting software</title>
<meta name="description" content="Palletra optimises where every SKU lives in your warehouse.">
<meta property="og:site_name" content="Palletra"></head>
<body><h1>Fewer steps per pick</h1>
<section class="case-study"><h2>Case study</h2>
<p>Case study: Nordfrost, a 300-employee cold-chain operator headquartered in Hamburg, cut picking errors by 40% in six weeks.</p></section>
<section><p>We're a team of 18, headquartered in Aarhus.</p></section>
</body></html>`;

// A quote (blockquote) in the first person of a customer, and a wall of customer logos.
const LOOMWORK = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Loomwork — Scheduling for textile mills</title>
<meta name="description" content="Loomwork schedules looms, dye houses and finishing lines for textile mills.">
<meta property="og:site_name" content="Loomwork"></head>
<body><h1>Every loom, always running</h1>
<blockquote><p>“We grew to 250 people without adding a planner. We're headquartered in Porto and run 90 looms.”</p><cite>— Head of Operations, Tecelagem Douro</cite></blockquote>
<p>Trusted by 120 mills, including Tecelagem Douro, Biella Fili and Kaunas Textile, with teams of 50 to 5,000 people.</p>
<p>Loomwork employs 23 people in Manchester.</p>
</body></html>`;

// Investors and partners: their size and seat are theirs. Spanish.
const BRUMA = `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">
<title>Bruma Datos | Analítica para bodegas</title>
<meta name="description" content="Bruma Datos ayuda a las bodegas a prever la cosecha con datos de sensores.">
<meta property="og:site_name" content="Bruma Datos"></head>
<body><h1>Vendimias sin sorpresas</h1>
<p>Respaldada por Fondo Atlántico, una gestora con sede en Madrid y 60 empleados.</p>
<p>Nuestra sede está en Logroño, donde somos un equipo de 11 personas.</p>
</body></html>`;

export const OTHER_SUBJECT_CASES: readonly QualityCase[] = [
  {
    id: 'other-subject/palletra-case-study',
    kind: 'other subject in text',
    about:
      'a case study names a customer "a 300-employee cold-chain operator headquartered in Hamburg"; ours: "a team of 18, headquartered in Aarhus"',
    signup: { email: 'f.holm@palletra.test', name: 'Frida Holm' },
    dns: { 'palletra.test': served() },
    sites: { 'palletra.test': { '/': html(PALLETRA) } },
    truth: {
      expect: {
        fullName: 'Frida Holm',
        firstName: 'Frida',
        lastName: 'Holm',
        companyDomain: 'palletra.test',
        companyName: 'Palletra',
        companyDescription:
          'Palletra optimises where every SKU lives in your warehouse.',
        employeeCount: 18,
        employeeRange: '11-50',
        companyLocation: 'Aarhus',
      },
      allow: { industry: ['Software', 'Logistics & Transportation'] },
    },
    model: {
      claims: [
        { key: 'employeeCount', value: 300, cite: { tool: 'website' } },
        {
          key: 'companyLocation',
          value: 'Hamburg',
          cite: { page: 'http://palletra.test/' },
        },
      ],
      reads: ['http://palletra.test/'],
    },
  },
  {
    id: 'other-subject/loomwork-quote-and-logos',
    kind: 'other subject in text',
    about:
      'a customer\'s quote in the first person (250 people, Porto) and a logo wall with customers\' team sizes; ours: "Loomwork employs 23 people in Manchester"',
    signup: { email: 'dev@loomwork.test', name: 'Dev Patel' },
    dns: { 'loomwork.test': served() },
    sites: { 'loomwork.test': { '/': html(LOOMWORK) } },
    truth: {
      expect: {
        companyDomain: 'loomwork.test',
        companyName: 'Loomwork',
        companyDescription:
          'Loomwork schedules looms, dye houses and finishing lines for textile mills.',
        employeeCount: 23,
        employeeRange: '11-50',
      },
      allow: {
        industry: ['Software', 'Manufacturing'],
        fullName: 'Dev Patel',
        firstName: 'Dev',
        lastName: 'Patel',
      },
    },
  },
  {
    id: 'other-subject/bruma-investor-es',
    kind: 'other subject in text',
    about:
      'Spanish: the investor "con sede en Madrid y 60 empleados"; ours: "Nuestra sede está en Logroño … un equipo de 11 personas"',
    signup: { email: 'irene@brumadatos.test', name: 'Irene Soto' },
    dns: { 'brumadatos.test': served() },
    sites: { 'brumadatos.test': { '/': html(BRUMA) } },
    truth: {
      expect: {
        fullName: 'Irene Soto',
        firstName: 'Irene',
        lastName: 'Soto',
        companyDomain: 'brumadatos.test',
        companyName: 'Bruma Datos',
        companyDescription:
          'Bruma Datos ayuda a las bodegas a prever la cosecha con datos de sensores.',
        employeeCount: 11,
        employeeRange: '11-50',
        companyLocation: 'Logroño',
      },
      allow: { industry: ['Software', 'Agriculture', 'Food & Beverage'] },
    },
  },
];
