// The processes a test started, found again however they detached or whoever adopted them: each
// child gets a tag in its environment, which everything it starts inherits, even a process in a
// session of its own (`script` gives its command a terminal in a new session, so neither a
// signal to the child nor one to its group reaches it) or one whose parent died (init adopts it).
// Read from /proc (Linux, where the tests run); a process is named with its start time, so a pid
// the kernel handed to someone else meanwhile is never signalled. Plain JavaScript: the test
// environment (process-environment.js) loads it outside the test's sandbox too.
import { readdirSync, readFileSync } from 'node:fs';

export const PROCESS_TAG = 'SIGNUP_ENRICHMENT_TEST_PROCESS';

/** The tags of this test process's children start with its pid. */
export const ownTag = (tag) => tag.startsWith(`${process.pid}-`);

/** The fields of /proc/<pid>/stat after the command name: [0] the state, [19] the start time. */
function statFields(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may hold spaces: read after the last ')'.
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** Every live process (but this one) whose environment's tag passes `wanted`. */
export function processesTagged(wanted) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let environ;
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
    } catch {
      continue; // gone, or not ours to read
    }
    const tag = environ
      .split('\0')
      .find((v) => v.startsWith(`${PROCESS_TAG}=`))
      ?.slice(PROCESS_TAG.length + 1);
    if (tag === undefined || !wanted(tag)) continue;
    const fields = statFields(pid);
    if (fields && fields[0] !== 'Z') found.push({ pid, startedAt: fields[19] });
  }
  return found;
}

/** SIGKILL to each process found that is still the one found (a zombie has finished already). */
export function killAll(processes) {
  for (const p of processes) {
    const fields = statFields(p.pid);
    if (!fields || fields[19] !== p.startedAt || fields[0] === 'Z') continue;
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile: nothing to kill.
    }
  }
}
