/** A run took longer than its job's time limit. Transient: a retry may well be faster. */
export class JobTimeoutError extends Error {
  constructor(job: string, ms: number) {
    super(`${job} timed out after ${ms} ms`);
    this.name = 'JobTimeoutError';
  }
}

/** The process is stopping: the run is handed back, not failed. */
export class ShutdownError extends Error {
  constructor() {
    super('worker shutting down');
    this.name = 'ShutdownError';
  }
}
