// Mail providers, recognised by what their own site does rather than by a list: a domain whose
// site offers addresses at itself to the public (a free mailbox, "you@thisdomain", a webmail
// sign-in for its mail customers) hands its addresses to anyone. Its users' addresses say
// nothing about their employer, so no company facts are taken from it, as for free-mail domains.
import type { PageData } from '../extract/page-data.js';

/** Free mailboxes and addresses offered, in the languages such sites use. */
const MAILBOX_OFFER: readonly RegExp[] = [
  /\bfree\s+(?:e-?mail\s+(?:address(?:es)?|accounts?|service|provider)|mail\s?box(?:es)?|mailbox(?:es)?|webmail)\b/i,
  /\b(?:get|create|claim|register|open|sign up for|reserve)\s+(?:a\s+|an\s+|your\s+)?(?:own\s+|free\s+|new\s+|personal\s+)*(?:e-?mail\s+address|mail\s?box|mailbox|e-?mail\s+account)\b/i,
  /\byour\s+(?:own\s+|free\s+|new\s+)*@[a-z0-9-]+(?:\.[a-z0-9-]+)+\s+(?:address|e-?mail)/i,
  /\b(?:kostenlose?s?|gratis)\s+(?:e-?mail-?(?:adresse|postfach|konto)|postfach|freemail)\b/iu,
  /\be-?mail-?(?:adresse|postfach|konto)\s+(?:kostenlos|gratis)\b/iu,
  /\bfreemail\b/i,
  /\b(?:adresse|boîte|compte)\s+(?:e-?mail|mail|aux lettres|de messagerie)\s+gratuite?\b/iu,
  /\bmessagerie\s+gratuite\b/iu,
  /\b(?:correo|cuenta de correo|buzón)\s+(?:electrónico\s+)?(?:gratis|gratuito)\b/iu,
  /\b(?:casella|indirizzo)\s+(?:di posta|e-?mail)\s+gratuit[ao]\b/iu,
  /\bgratis\s+(?:e-?post(?:adress|konto)?|e-?mailadres|mailbox)\b/iu,
  /\b(?:conta de e-?mail|correio(?: eletr[oô]nico)?)\s+gr[aá]tis\b/iu,
  /\bdarmow[aey]\s+(?:poczta|konto\s+e-?mail|skrzynk[aię])\b/iu,
  /\b(?:e-?mail|schránka)\s+zdarma\b/iu,
  /\bücretsiz\s+e-?posta\b/iu,
  /бесплатн\S*\s+(?:почт|ящик)/iu,
];
/** Sign-in to webmail, and wording that the site sells or hosts mailboxes for its customers. */
const WEBMAIL =
  /\b(?:web-?mail|webbmail|roundcube|squirrelmail|horde|rainloop|sogo)\b/i;
const MAIL_SERVICE =
  /\b(?:e-?mail\s+hosting|mail\s+hosting|mail\s?box(?:es)?|mailbox(?:es)?|e-?mail\s+accounts?|postf(?:ä|a)ch(?:er)?|e-?mail-konten|boîtes?\s+(?:mail|e-?mail)|hébergement\s+(?:e-?mail|mail)|buzones?|alojamiento\s+de\s+correo|caselle\s+(?:di\s+posta|e-?mail)|e-?postlådor|e-?posthotell)\b/iu;
/** Placeholder local parts of an example address at the provider itself. */
const PLACEHOLDER_LOCAL =
  'you|yourname|your\\.name|your-name|your_name|username|ihrname|ihr\\.name|deinname|dein\\.name|vorname\\.nachname|max\\.mustermann|votrenom|votre\\.nom|prenom\\.nom|tunombre|tu\\.nombre|nombre|dittnamn|ditt\\.namn|jouwnaam|tuonome';

/** Ours, for the report and the concern: what showed the domain offers addresses; or undefined. */
export function mailProviderEvidence(
  data: PageData,
  domain: string,
): string | undefined {
  const texts = [
    data.title,
    data.h1,
    data.metaDescription,
    data.openGraph.description,
    data.text.lead,
    ...data.text.blocks,
  ].filter((t): t is string => Boolean(t));
  const escaped = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const example = new RegExp(
    `(?:^|[^\\w.+-])(?:${PLACEHOLDER_LOCAL}|\\[[^\\]@]{1,20}\\]|<[^>@]{1,20}>)@(?:[a-z0-9-]+\\.)*${escaped}\\b`,
    'i',
  );
  if ([...texts, ...data.formHints].some((t) => example.test(t)))
    return `its site shows addresses at ${domain} to sign up for`;
  if (texts.some((t) => MAILBOX_OFFER.some((pattern) => pattern.test(t))))
    return 'its site offers mailboxes to the public';
  const webmail =
    data.anchors.some((a) => WEBMAIL.test(a.text) || WEBMAIL.test(a.href)) ||
    texts.some((t) => WEBMAIL.test(t));
  if (webmail && texts.some((t) => MAIL_SERVICE.test(t)))
    return 'its site offers mailboxes and a webmail sign-in to its customers';
  return undefined;
}
