// Issue 33's corpus: every form a company states a fact in, at least two sites per form and per
// language group, plain companies next to traps. The pages are built from one template so each
// case shows only what makes it that form: the sentence, the footer, the structured block.
import { html, served, type QualityCase, type Truth } from '../case.js';

export interface FormPage {
  lang?: string;
  title: string;
  siteName?: string;
  description?: string;
  /** more <head> markup (JSON-LD, scripts) */
  head?: string;
  body: string;
  footer?: string;
}

export function formPage(page: FormPage): string {
  return `<!DOCTYPE html>
<html lang="${page.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<title>${page.title}</title>
${page.description ? `<meta name="description" content="${page.description}">` : ''}
${page.siteName ? `<meta property="og:site_name" content="${page.siteName}">` : ''}
${page.head ?? ''}
</head>
<body>
${page.body}
${page.footer ? `<footer>${page.footer}</footer>` : ''}
</body>
</html>`;
}

export interface FormCase {
  id: string;
  kind: string;
  about: string;
  /** the signup: `first.last@domain`, named at signup */
  person: [first: string, last: string];
  domain: string;
  /** path -> page (the home page is '/') */
  pages: Record<string, string | ReturnType<typeof html>>;
  /** more hosts (a redirect's target) */
  sites?: QualityCase['sites'];
  /** the company facts expected, beyond the person's name and the company's domain */
  expect: Truth['expect'];
  allow?: Truth['allow'];
  techStack?: Truth['techStack'];
  citedTo?: Truth['citedTo'];
  missing?: Truth['missing'];
  /** the record's `company` extra (the X account) */
  company?: Truth['company'];
  github?: QualityCase['github'];
  gravatar?: QualityCase['gravatar'];
}

/** Industries a software company's own words may place it in: not what these cases grade. */
export const SOFTWARE_LIKE = ['Software', 'IT Services'];

export function formCase(c: FormCase): QualityCase {
  const [first, last] = c.person;
  const local = `${first}.${last}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  return {
    id: c.id,
    kind: c.kind,
    about: c.about,
    signup: { email: `${local}@${c.domain}`, name: `${first} ${last}` },
    dns: {
      [c.domain]: served(),
      ...Object.fromEntries(
        Object.keys(c.sites ?? {}).map((host) => [host, served()]),
      ),
    },
    sites: {
      [c.domain]: Object.fromEntries(
        Object.entries(c.pages).map(([path, page]) => [
          path,
          typeof page === 'string' ? html(page) : page,
        ]),
      ),
      ...c.sites,
    },
    ...(c.github ? { github: c.github } : {}),
    ...(c.gravatar ? { gravatar: c.gravatar } : {}),
    truth: {
      expect: {
        fullName: `${first} ${last}`,
        firstName: first,
        lastName: last,
        companyDomain: c.domain,
        ...c.expect,
      },
      allow: { industry: SOFTWARE_LIKE, ...c.allow },
      ...(c.techStack ? { techStack: c.techStack } : {}),
      ...(c.citedTo ? { citedTo: c.citedTo } : {}),
      ...(c.missing ? { missing: c.missing } : {}),
      ...(c.company ? { company: c.company } : {}),
    },
  };
}
