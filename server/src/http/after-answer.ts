import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` once the answer is on its way, so that how long the answer takes tells nothing of what the work
     * found (a password reset asked for an account that exists or not). A failure is logged.
     */
    afterAnswer(work: () => Promise<void>): void;
    /** Resolves once no work given to afterAnswer is running. */
    settled(): Promise<void>;
  }
}

/** Work a route does after its answer; the server waits for it when it closes. */
export default fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    app.decorate('afterAnswer', (work: () => Promise<void>) => {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error }, 'work after an answer failed'))
        .finally(() => running.delete(job));
      running.add(job);
    });
    app.decorate('settled', async () => {
      while (running.size > 0) await Promise.all(running);
    });
    app.addHook('onClose', () => app.settled());
  },
  { name: 'after-answer' },
);
