/** Another worker holds the destination now (ours lapsed): this run stops and records nothing. */
export class LeaseLostError extends Error {
  constructor() {
    super('destination lease lost');
    this.name = 'LeaseLostError';
  }
}
