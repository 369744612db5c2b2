// How the service's JavaScript heap grows, set before anything else is loaded (main.ts imports
// this first; both flags are read by V8 as the heap grows, so setting them at run time works).
// V8's defaults suit a short program that should not pause: the young generation doubles up to
// 32 MB under allocation and the old generation may grow to several times what is live, and
// neither is given back until V8 has seen about a minute of quiet. The service keeps ~50 MB
// alive; with the defaults it sat at ~165 MB resident when idle. Held young generation, old
// generation grown by half: ~123 MB (bench/results/issue29.md has the figures and the CPU they
// cost). Node's own NODE_OPTIONS or command line naming either flag wins over this.
import { setFlagsFromString } from 'node:v8';

const HEAP_FLAGS = {
  // the young generation stays at its first size instead of doubling
  'semi-space-growth-factor': '1',
  // the old generation grows by half over what is live at each collection
  'heap-growing-percent': '50',
};

// Node's own options, not the service's configuration (src/config): V8 has read them already.
const given = [...process.execArgv, process.env.NODE_OPTIONS ?? '']
  .join(' ')
  .replaceAll('_', '-');
for (const [flag, value] of Object.entries(HEAP_FLAGS))
  if (!given.includes(`--${flag}`)) setFlagsFromString(`--${flag}=${value}`);
