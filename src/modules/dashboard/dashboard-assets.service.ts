import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';

interface Asset {
  body: Buffer;
  contentType: string;
}

const FILES: Record<string, string> = {
  'dashboard.css': 'text/css; charset=utf-8',
  'dashboard.js': 'text/javascript; charset=utf-8',
};

/**
 * The dashboard's stylesheet and script: plain files in ./assets, copied next to the compiled
 * module by the build (scripts/copy-dashboard-assets.mjs). Read once at start and served from
 * memory under a name with their content hash, so browsers may cache them for good.
 */
@Injectable()
export class DashboardAssets {
  private readonly byName = new Map<string, Asset>();
  private readonly urls = new Map<string, string>();

  constructor() {
    for (const [file, contentType] of Object.entries(FILES)) {
      const body = readFileSync(new URL(`./assets/${file}`, import.meta.url));
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      const name = file.replace(/\.(\w+)$/, `.${hash}.$1`);
      this.byName.set(name, { body, contentType });
      this.urls.set(file, `/dashboard/assets/${name}`);
    }
  }

  /** `dashboard.css` → `/dashboard/assets/dashboard.<hash>.css` */
  url(file: keyof typeof FILES): string {
    return this.urls.get(file)!;
  }

  get(name: string): Asset | undefined {
    return this.byName.get(name);
  }
}
