import { DESTINATION_REGISTRY, isAllowedHost } from './registry.js';

describe('a destination’s allowed hosts', () => {
  it('names a host exactly, or every host under one that starts with a dot', () => {
    expect(isAllowedHost(DESTINATION_REGISTRY.slack, 'hooks.slack.com')).toBe(
      true,
    );
    expect(
      isAllowedHost(DESTINATION_REGISTRY.slack, 'evil.hooks.slack.com'),
    ).toBe(false);
    const salesforce = DESTINATION_REGISTRY.salesforce;
    expect(isAllowedHost(salesforce, 'acme.my.salesforce.com')).toBe(true);
    expect(
      isAllowedHost(salesforce, 'acme--dev.sandbox.my.salesforce.com'),
    ).toBe(true);
    // Not under the suffix: the bare suffix, a look-alike, another Salesforce host.
    expect(isAllowedHost(salesforce, 'my.salesforce.com')).toBe(false);
    expect(isAllowedHost(salesforce, 'acme.my.salesforce.com.evil.test')).toBe(
      false,
    );
    expect(isAllowedHost(salesforce, 'evilmy.salesforce.com')).toBe(false);
    expect(isAllowedHost(salesforce, 'login.salesforce.com')).toBe(false);
  });
});
