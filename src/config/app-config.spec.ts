import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite file, port 3000 on loopback and no Redis', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    // Reachable from this machine only until HOST says otherwise (issue 30: 0.0.0.0 put the
    // dashboard's sign-in on the local network).
    expect(c.host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(c.database).toEqual({
      dialect: 'sqlite',
      path: './data/enrichment.sqlite',
      migrationsRun: true,
      synchronous: 'normal',
    });
    expect(c.redisUrl).toBeNull();
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database,
    ).toMatchObject({ dialect: 'postgres' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['LOG_LEVEL', 'loud'],
    ['API_KEY_PREFIX', 'Has_Underscore'],
    ['MIGRATIONS_RUN', 'maybe'],
  ])('stops with a message naming %s for %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.dialect).toBe(
      'sqlite',
    );
  });

  describe('log format', () => {
    it.each([
      [{}, 'auto'], // development: readable at a terminal, JSON otherwise
      [{ NODE_ENV: 'test' }, 'json'],
      [{ NODE_ENV: 'production' }, 'json'],
      [{ NODE_ENV: 'production', LOG_FORMAT: 'json' }, 'json'],
      [{ NODE_ENV: 'test', LOG_FORMAT: 'pretty' }, 'pretty'],
      [{ LOG_FORMAT: 'json' }, 'json'],
    ])('%j logs %s', (env, format) => {
      expect(loadConfig(env).logFormat).toBe(format);
    });

    it('refuses pretty logs in production', () => {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }),
      ).toThrow(/LOG_FORMAT/);
    });
  });

  describe('company research', () => {
    it('reuses a domain’s research for an hour by default; 0 shares only concurrent lookups', () => {
      expect(loadConfig({}).research.companyResearchTtlMs).toBe(3_600_000);
      expect(
        loadConfig({ COMPANY_RESEARCH_TTL_MS: '0' }).research
          .companyResearchTtlMs,
      ).toBe(0);
    });

    it('reuses a failed lookup for a minute by default, as configured', () => {
      expect(loadConfig({}).research.companyResearchFailureTtlMs).toBe(60_000);
      expect(
        loadConfig({ COMPANY_RESEARCH_FAILURE_TTL_MS: '5000' }).research
          .companyResearchFailureTtlMs,
      ).toBe(5000);
    });

    it.each(['-1', '1.5', String(3_600_001)])(
      'refuses COMPANY_RESEARCH_FAILURE_TTL_MS=%s',
      (value) => {
        expect(() =>
          loadConfig({ COMPANY_RESEARCH_FAILURE_TTL_MS: value }),
        ).toThrow(ConfigError);
      },
    );

    it.each(['-1', '1.5', 'an hour', String(31 * 86_400_000)])(
      'refuses COMPANY_RESEARCH_TTL_MS=%s',
      (value) => {
        expect(() => loadConfig({ COMPANY_RESEARCH_TTL_MS: value })).toThrow(
          ConfigError,
        );
      },
    );
  });

  it('gives a worker its own health port, 3001 unless configured', () => {
    expect(loadConfig({}).workerHealthPort).toBe(3001);
    expect(loadConfig({ WORKER_HEALTH_PORT: '9100' }).workerHealthPort).toBe(
      9100,
    );
  });

  describe('rate limiting', () => {
    it('is on by default, on the embedded default and with Redis', () => {
      expect(loadConfig({}).rateLimit).toEqual({ perMinute: 600 });
      expect(loadConfig({ REDIS_URL: 'redis://r:6379' }).rateLimit).toEqual({
        perMinute: 600,
      });
    });

    it('follows RATE_LIMIT_ENABLED either way; workers never limit', () => {
      expect(
        loadConfig({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '9' })
          .rateLimit,
      ).toEqual({ perMinute: 9 });
      expect(
        loadConfig({ REDIS_URL: 'redis://r', RATE_LIMIT_ENABLED: 'false' })
          .rateLimit,
      ).toBeNull();
      expect(loadConfig({ RATE_LIMIT_ENABLED: 'false' }).rateLimit).toBeNull();
      expect(
        loadConfig({ REDIS_URL: 'redis://r', APP_ROLE: 'worker' }).rateLimit,
      ).toBeNull();
    });
  });

  describe('slow-client limits', () => {
    it('defaults to 5 s for headers, 10 s for a whole request, 5 s of keep-alive idle', () => {
      expect(loadConfig({}).http).toEqual({
        bodyLimitBytes: 65536,
        headersTimeoutMs: 5000,
        requestTimeoutMs: 10000,
        keepAliveTimeoutMs: 5000,
      });
    });

    it('refuses a headers limit longer than the whole request’s', () => {
      expect(() =>
        loadConfig({
          HTTP_HEADERS_TIMEOUT_MS: '20000',
          HTTP_REQUEST_TIMEOUT_MS: '10000',
        }),
      ).toThrow(/HTTP_HEADERS_TIMEOUT_MS.*HTTP_REQUEST_TIMEOUT_MS/);
    });
  });

  describe('metrics', () => {
    const TOKEN = 'a-token-of-sixteen+';
    it.each([
      [{}, 'off'],
      [{ METRICS_TOKEN: TOKEN }, 'main'],
      [{ METRICS_PORT: '9464' }, 'own-port'],
      [{ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }, 'own-port'],
      [{ METRICS_ENABLED: 'false', METRICS_TOKEN: TOKEN }, 'off'],
    ])('%j is served on %s', (env, servedOn) => {
      expect(loadConfig(env).metrics.servedOn).toBe(servedOn);
    });

    it('binds METRICS_PORT to loopback unless told otherwise, and then wants a token', () => {
      expect(loadConfig({ METRICS_PORT: '9464' }).metrics.host).toBe(
        '127.0.0.1',
      );
      const open = { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' };
      expect(() => loadConfig(open)).toThrow(/METRICS_HOST.*METRICS_TOKEN/);
      expect(loadConfig({ ...open, METRICS_TOKEN: TOKEN }).metrics.host).toBe(
        '0.0.0.0',
      );
    });

    it('refuses a short token', () => {
      expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
        'METRICS_TOKEN',
      );
    });
  });

  describe('queue dashboard', () => {
    const enabled = {
      QUEUE_DASHBOARD_ENABLED: 'true',
      REDIS_URL: 'redis://r:6379',
      QUEUE_DASHBOARD_USER: 'ops',
      QUEUE_DASHBOARD_PASSWORD: 'long-enough-secret',
    };

    it('is off by default', () => {
      expect(loadConfig({}).queueDashboard).toBeNull();
    });

    it('takes its credentials from configuration', () => {
      expect(loadConfig(enabled).queueDashboard).toEqual({
        user: 'ops',
        password: 'long-enough-secret',
      });
    });

    it.each([
      ['QUEUE_DASHBOARD_USER', { QUEUE_DASHBOARD_USER: '' }],
      ['QUEUE_DASHBOARD_PASSWORD', { QUEUE_DASHBOARD_PASSWORD: '' }],
      ['QUEUE_DASHBOARD_PASSWORD', { QUEUE_DASHBOARD_PASSWORD: 'short' }],
      ['REDIS_URL', { REDIS_URL: '' }],
    ])(
      'stops with a message naming %s when it is missing or weak',
      (name, change) => {
        expect(() => loadConfig({ ...enabled, ...change })).toThrow(
          ConfigError,
        );
        expect(() => loadConfig({ ...enabled, ...change })).toThrow(name);
      },
    );
  });

  describe('the llm agent', () => {
    const llm = {
      ENRICHMENT_AGENT: 'llm',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_MODEL: 'qwen2.5:7b',
    };

    it('is off by default', () => {
      expect(loadConfig({}).research.agent).toBe('research');
      expect(loadConfig({}).llm).toBeNull();
    });

    it('needs LLM_BASE_URL and LLM_MODEL, and says so', () => {
      expect(() => loadConfig({ ENRICHMENT_AGENT: 'llm' })).toThrow(
        /LLM_BASE_URL.*\n.*LLM_MODEL/,
      );
    });

    it('has working defaults and no key unless given', () => {
      expect(loadConfig(llm).llm).toEqual({
        baseUrl: 'http://localhost:11434/v1',
        apiKey: null,
        model: 'qwen2.5:7b',
        maxSteps: 8,
        maxTokens: 60000,
        maxOutputTokens: 2000,
        timeoutMs: 20000,
        requestTimeoutMs: 15000,
        maxRetries: 3,
        retryBackoffMs: 1000,
        maxResultChars: 6000,
      });
      expect(loadConfig({ ...llm, LLM_API_KEY: 'sk-x' }).llm?.apiKey).toBe(
        'sk-x',
      );
    });

    it('leaves the fallback time inside the job', () => {
      expect(() => loadConfig({ ...llm, LLM_TIMEOUT_MS: '28000' })).toThrow(
        'LLM_TIMEOUT_MS',
      );
    });

    it.each([
      ['LLM_BASE_URL', 'localhost:11434'],
      ['LLM_MAX_STEPS', '0'],
      ['LLM_MAX_TOKENS', 'lots'],
    ])('stops with a message naming %s for %j', (name, value) => {
      expect(() => loadConfig({ ...llm, [name]: value })).toThrow(name);
    });
  });
});

describe('loadConfig: the dashboard and TRUST_PROXY', () => {
  const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };

  it('serves the dashboard by default, in api and all roles, never in a worker', () => {
    expect(loadConfig({}).dashboard).toEqual({ sessionIdleMs: 28_800_000 });
    expect(loadConfig({ ...redis, APP_ROLE: 'api' }).dashboard).not.toBeNull();
    expect(loadConfig({ ...redis, APP_ROLE: 'worker' }).dashboard).toBeNull();
    expect(loadConfig({ DASHBOARD_ENABLED: 'false' }).dashboard).toBeNull();
    expect(
      loadConfig({ DASHBOARD_SESSION_IDLE_MS: '600000' }).dashboard,
    ).toEqual({ sessionIdleMs: 600_000 });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8 ,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'everyone', 'loopback,,http://x'])(
    'refuses TRUST_PROXY=%j with a message naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('renamed variables', () => {
  it('read the old ENRICHMENT_* names of the queue settings when the QUEUE_* ones are unset', () => {
    const old = loadConfig({
      ENRICHMENT_MAX_ATTEMPTS: '5',
      ENRICHMENT_RETRY_BACKOFF_MS: '250',
      ENRICHMENT_ENQUEUE_TIMEOUT_MS: '300',
    }).queue;
    expect(old).toMatchObject({
      maxAttempts: 5,
      retryBackoffMs: 250,
      enqueueTimeoutMs: 300,
    });
  });

  it('let the new name win when both are set, and check the old one as strictly', () => {
    expect(
      loadConfig({ QUEUE_MAX_ATTEMPTS: '4', ENRICHMENT_MAX_ATTEMPTS: '9' })
        .queue.maxAttempts,
    ).toBe(4);
    expect(() => loadConfig({ ENRICHMENT_MAX_ATTEMPTS: '0' })).toThrow(
      'QUEUE_MAX_ATTEMPTS',
    );
  });
});
