// One AppError, worded by each of the three places that show errors: the API, the admin CLI and
// the dashboard. Services name the field as the domain does; only the presenters word it.
import { wordForCli } from '../../src/cli/cli-wording.js';
import { AppError } from '../../src/common/errors/app-error.js';
import { wordError } from '../../src/common/errors/error-wording.js';
import { DASHBOARD_WORDING } from '../../src/modules/dashboard/http/dashboard-wording.js';

describe('an AppError worded by whoever shows it', () => {
  const expiry = AppError.unprocessable('must be in the future', 'expiresAt');
  const url = AppError.badRequest('refused: 127.0.0.1 is loopback', 'url');

  it('the API names the field as the domain does', () => {
    expect(expiry.message).toBe('expiresAt must be in the future');
  });

  it('the CLI names it by its flag', () => {
    expect(wordForCli(expiry)).toBe('--expires-at must be in the future');
    expect(wordForCli(url)).toBe('--url refused: 127.0.0.1 is loopback');
  });

  it('the dashboard names it as its form does', () => {
    expect(wordError(expiry, DASHBOARD_WORDING)).toBe(
      'The expiry must be in the future',
    );
    expect(wordError(url, DASHBOARD_WORDING)).toBe(
      'This URL was refused: 127.0.0.1 is loopback',
    );
  });

  it('an error about no field reads the same everywhere', () => {
    const missing = AppError.notFound('No actor x');
    expect([
      missing.message,
      wordForCli(missing),
      wordError(missing, DASHBOARD_WORDING),
    ]).toEqual(['No actor x', 'No actor x', 'No actor x']);
  });
});
