// The <meta> tags extraction keeps: the description, the generator, OpenGraph's site name,
// title, description and image.
import { cleanText, cleanUrl } from './clean-text.js';
import type { PageData } from './page-data.js';

export function readMeta(
  page: PageData,
  attribs: Record<string, string>,
  pageUrl: string | undefined,
): void {
  const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
  const content = attribs.content;
  switch (key) {
    case 'description':
      page.metaDescription ??= cleanText(content, 500);
      break;
    case 'generator':
      page.generator ??= cleanText(content, 100);
      break;
    case 'og:site_name':
      page.openGraph.siteName ??= cleanText(content, 200);
      break;
    case 'og:title':
      page.openGraph.title ??= cleanText(content, 300);
      break;
    case 'og:description':
      page.openGraph.description ??= cleanText(content, 500);
      break;
    case 'og:image':
      page.openGraph.image ??= cleanUrl(content, pageUrl);
      break;
  }
}
