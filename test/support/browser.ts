// Real headless Chromium for the dashboard's browser tests: Debian's chromium package driven by
// playwright-core (which downloads no browser of its own). Without /usr/bin/chromium the suites
// are skipped and named by the skip reporter; CI installs the package and must skip nothing.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/** A suite that needs the browser: `[chromium]` in its title tells the skip reporter. */
export function forBrowser(title: string, body: () => void): void {
  (hasChromium ? describe : describe.skip)(`${title} [chromium]`, body);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, timeout: 30_000 });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core run in the page as it is: the violations of impact serious or critical. Evaluated
 * through the browser's debugging protocol, which the page's Content-Security-Policy (no inline
 * scripts) does not apply to.
 */
export async function seriousAxeViolations(
  page: Page,
): Promise<AxeViolation[]> {
  await page.evaluate(axe.source);
  // The callbacks run in the page; its globals are reached through globalThis (no DOM types here).
  const violations = await page.evaluate(async () => {
    const inPage = globalThis as unknown as {
      axe: typeof axe;
      document: unknown;
    };
    const result = await inPage.axe.run(inPage.document as never, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
}

/**
 * What sticks out past `width` CSS pixels (the page then scrolls sideways): up to five elements,
 * described by tag, class and how far they reach. Empty when the page fits.
 */
export async function overflowing(
  page: Page,
  width: number,
): Promise<string[]> {
  return page.evaluate((limit) => {
    const document = (globalThis as any).document;
    if (document.documentElement.scrollWidth <= limit) return [];
    return [...(document.querySelectorAll('body *') as any[])]
      .map((el) => ({ el, right: el.getBoundingClientRect().right as number }))
      .filter(({ right }) => right > limit + 0.5)
      .slice(-5)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(right)}px`,
      );
  }, width);
}

/**
 * With UPDATE_SCREENSHOTS=1, saves the page at 1280×800 under docs/ (docs/dashboard.md shows them);
 * otherwise does nothing, so runs leave the tree as it was.
 */
export async function screenshot(
  page: Page,
  file: string,
  shotSize = { width: 1280, height: 800 },
): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const size = page.viewportSize();
  await page.setViewportSize(shotSize);
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file });
  if (size) await page.setViewportSize(size);
}
