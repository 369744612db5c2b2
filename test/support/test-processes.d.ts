// Types of test-processes.js (plain JavaScript, so the test environment can load it too).
export declare const PROCESS_TAG: string;
export interface SeenProcess {
  pid: number;
  /** clock ticks since boot, from /proc/<pid>/stat */
  startedAt: string;
}
export declare function ownTag(tag: string): boolean;
export declare function processesTagged(
  wanted: (tag: string) => boolean,
): SeenProcess[];
export declare function killAll(processes: readonly SeenProcess[]): void;
