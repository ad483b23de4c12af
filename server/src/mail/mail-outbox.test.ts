import { NO_MAIL_SERVER_ANSWER, type OutboxMessageBody, type OutboxPage } from '@scheduler/shared-domain/mail';
import { useApiTest } from '../../test/api-test';
import { startTestMailServer } from '../../test/mail-test';
import { addUser, bearer, signIn } from '../../test/test-app';
import { testDatabaseEngines } from '../../test/test-databases';
import { queueMail } from './mail-queries';

describe.each(testDatabaseEngines())('the outbox API on $name', (engine) => {
  const test = useApiTest(engine);
  let token: string;

  const queue = (count: number) =>
    test.db.transaction((tx) =>
      queueMail(
        tx,
        Array.from({ length: count }, (_, n) => ({
          recipient: { name: `Person ${n}`, email: `person${n}@example.org` },
          subject: `Message ${n}`,
          text: `Text ${n}`,
          html: `<p>Text ${n}</p>`,
          calendar: { method: 'REQUEST' as const, text: `BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n` },
        })),
        { at: new Date(test.clock.now()), from: test.app.settings.mailFrom },
      ),
    );
  const get = async <Body>(url: string) => {
    const response = await test.app.inject({ url, headers: bearer(token) });
    return { status: response.statusCode, body: response.json<Body>() };
  };
  /** The sender marks messages after the commit; the list shows them once it has. */
  const settled = async (status: string) => {
    for (let round = 0; round < 100; round++) {
      const { body } = await get<OutboxPage>('/api/mail/outbox');
      if (body.items.every((item) => item.status === status)) return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`messages never reached ${status}`);
  };

  beforeEach(async () => {
    await addUser(test.app, { username: 'chief', role: 'Admin' });
    token = (await signIn(test.app, 'chief')).token;
  });

  it('keeps every message as not sent without a mail server, newest first, a page at a time', async () => {
    await queue(55);
    const first = await settled('unsent');
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({
      subject: 'Message 54',
      recipient: { name: 'Person 54', email: 'person54@example.org' },
      status: 'unsent',
      tries: 0,
      lastAnswer: NO_MAIL_SERVER_ANSWER,
      sentAt: null,
    });
    expect(first.items[0]).not.toHaveProperty('text');
    const second = await get<OutboxPage>(`/api/mail/outbox?before=${first.next}`);
    expect(second.body.items.map((item) => item.subject)).toEqual([4, 3, 2, 1, 0].map((n) => `Message ${n}`));
    expect(second.body.next).toBeNull();
  });

  it('shows one message whole: its bodies and its iCalendar part', async () => {
    await queue(1);
    const [listed] = (await settled('unsent')).items;
    const { status, body } = await get<OutboxMessageBody>(`/api/mail/outbox/${listed?.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...listed, text: 'Text 0', html: '<p>Text 0</p>' });
    expect(body.calendar).toContain('METHOD:REQUEST');
    expect(await get('/api/mail/outbox/999999')).toEqual({
      status: 404,
      body: { message: 'Message not found.' },
    });
  });

  it('sends a message kept as not sent again once a mail server is set, and refuses to resend a sent one', async () => {
    await queue(1);
    const [kept] = (await settled('unsent')).items;
    const smtp = await startTestMailServer();
    try {
      await test.rebuildApp({ smtpUrl: smtp.url });
      const retry = () =>
        test.app.inject({ method: 'POST', url: `/api/mail/outbox/${kept?.id}/retry`, headers: bearer(token) });
      const retried = await retry();
      expect(retried.statusCode).toBe(200);
      const [arrived] = await smtp.waitFor(1);
      expect(arrived?.messageId).toBe(kept?.messageId);
      const [sent] = (await settled('sent')).items;
      expect(sent).toMatchObject({ status: 'sent', tries: 1 });
      const again = await retry();
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'Only a failed message, or one kept as not sent, can be sent again.' });
    } finally {
      await smtp.close();
    }
  });
});
