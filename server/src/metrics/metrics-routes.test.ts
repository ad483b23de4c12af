import { METRICS_TOKEN_MISSING_MESSAGE } from '@scheduler/shared-domain/server-messages';
import { useApiTest } from '../../test/api-test';
import { testDatabaseEngines } from '../../test/test-databases';

const METRICS_TOKEN = 'scrape-token-for-the-metrics-tests';

/** The value of a sample line of the text format, by its name with labels exactly as printed; undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseEngines())('metrics on $name', (engine) => {
  const env = useApiTest(engine, { settings: { metricsToken: METRICS_TOKEN } });
  const scrape = async () => {
    const answer = await env.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  it('refuses a scrape without the token, or with another, asking for a bearer token', async () => {
    for (const authorization of [undefined, 'Bearer not-the-scrape-token-at-all', METRICS_TOKEN]) {
      const answer = await env.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.json()).toMatchObject({ message: METRICS_TOKEN_MISSING_MESSAGE });
      expect(answer.body).not.toContain('scheduler_');
    }
  });

  it('times answers of every route by its pattern and status, and counts refused sign-ins', async () => {
    for (const password of ['wrong once', 'wrong twice']) {
      const refused = await env.app.inject({
        method: 'POST',
        url: '/api/users/authenticate',
        payload: { username: 'nobody', password },
      });
      expect(refused.statusCode).toBe(401);
    }
    await env.app.inject({ method: 'GET', url: '/api/meetings/edit/no%20such%20meeting' });
    const text = await scrape();
    expect(sample(text, 'scheduler_sign_in_failures_total{reason="refused"}')).toBe(2);
    expect(
      sample(
        text,
        'scheduler_http_request_duration_seconds_count{method="POST",route="/api/users/authenticate",status="401"}',
      ),
    ).toBe(2);
    // By its pattern: one series however many ids are asked for.
    expect(text).toMatch(
      /scheduler_http_request_duration_seconds_count\{method="GET",route="\/api\/meetings\/edit\/:id",status="401"\} 1/,
    );
    expect(text).not.toContain('no%20such%20meeting');
    expect(sample(text, `scheduler_database_query_duration_seconds_count{engine="${engine.name}"}`)).toBeGreaterThan(0);
    expect(sample(text, 'scheduler_outbox_depth')).toBe(0);
    expect(text).toContain('\nscheduler_backup_age_seconds +Inf\n');
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe.each(testDatabaseEngines())('metrics off on $name', (engine) => {
  const env = useApiTest(engine);

  it('answers /metrics 404 when METRICS_TOKEN is unset, even with a token', async () => {
    const answer = await env.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.statusCode).toBe(404);
  });
});
