// Part of `npm run build`: tsc compiles the TypeScript; the dashboard's stylesheet and script are
// plain files, copied here next to the compiled module that serves them.
import { cpSync } from 'node:fs';

cpSync('src/modules/dashboard/assets', 'dist/src/modules/dashboard/assets', {
  recursive: true,
});
