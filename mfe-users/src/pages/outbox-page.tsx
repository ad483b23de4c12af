import { type Translate, useDisplayZone, useLanguage, useTranslate } from '@scheduler/shared-auth';
import { CHANGE_SCREENS } from '@scheduler/shared-domain/change-screens';
import { changeTimeText } from '@scheduler/shared-domain/change-texts';
import type { Language } from '@scheduler/shared-domain/i18n';
import type { OutboxMessage, OutboxMessageBody } from '@scheduler/shared-domain/mail';
import { MAIL_STATUS_SCREENS, OUTBOX_SCREENS as S } from '@scheduler/shared-domain/user-admin-screens';
import { USER_SCREENS } from '@scheduler/shared-domain/user-screens';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import type { Column } from '@scheduler/shared-ui/data-table';
import { Dialog } from '@scheduler/shared-ui/dialog';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { Page } from '@scheduler/shared-ui/page';
import { RowActionText } from '@scheduler/shared-ui/remote-table';
import { useCursorPages } from '@scheduler/shared-ui/use-cursor-pages';
import { useId, useRef, useState } from 'react';
import { outboxApi } from '../api/outbox-api';
import { PagedTable } from '../components/paged-table';

/** A part wraps rather than scrolls: a phone shows it whole, and no region needs a keyboard to scroll. */
const PART = 'whitespace-pre-wrap break-words bg-gray-50 p-2 text-sm';

const canRetry = (message: OutboxMessage) => message.status === 'failed' || message.status === 'unsent';

/**
 * One message whole, in a dialog over the list where it is scrolled: its text part and its invitation, as sent (the
 * HTML part says the same). Escape or Close takes the focus back to the row's View.
 */
function MessageBody({ message, onClose }: { message: OutboxMessageBody; onClose: () => void }) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  return (
    <Dialog labelledBy={headingId} initialFocus={heading} onClose={onClose} className="md:max-w-3xl">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold break-words">
        {t(S.bodyHeading, { subject: message.subject })}
      </h2>
      <p className="my-2 break-words">{t(S.bodyRecipient, message.recipient)}</p>
      <h3 className="mt-3 font-semibold">{t(S.textPart)}</h3>
      <pre className={PART}>{message.text}</pre>
      {message.calendar && (
        <>
          <h3 className="mt-3 font-semibold">{t(S.calendarPart)}</h3>
          <pre className={PART}>{message.calendar}</pre>
        </>
      )}
      <Button className="mt-3" onClick={onClose}>
        {t(S.close)}
      </Button>
    </Dialog>
  );
}

/**
 * The Admins' Outbox page (/user/outbox): every message the server sends, newest first, a page at a time, with its
 * status, tries and the mail server's last answer; a failed or unsent one can be sent again, and any one read whole.
 */
export function OutboxPage() {
  const t = useTranslate();
  const language = useLanguage();
  const { zone } = useDisplayZone();
  const [generation, setGeneration] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [shown, setShown] = useState<OutboxMessageBody | null>(null);
  const messages = useCursorPages(outboxApi.page, String(generation), (message) => message.id);

  const act = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (refusal) {
      setFailure(refusal);
    }
  };
  const view = (message: OutboxMessage) => act(async () => setShown(await outboxApi.message(message.id)));
  const retry = (message: OutboxMessage) =>
    act(async () => {
      await outboxApi.retry(message.id);
      announce(t(S.retried));
      setGeneration((current) => current + 1);
    });

  const columns = outboxColumns(t, language, zone, view, retry);

  return (
    <Page title={t(USER_SCREENS.outboxTitle)}>
      <ErrorAlert failure={failure ?? messages.failure} reveal="focus" />
      <PagedTable
        pages={messages}
        moreText={t(CHANGE_SCREENS.more)}
        columns={columns}
        rowKey={(message) => message.id}
        caption={t(S.caption)}
        emptyText={t(S.empty)}
        loadingText={t(S.loading)}
      />
      {shown && <MessageBody message={shown} onClose={() => setShown(null)} />}
    </Page>
  );
}
/** The Outbox's columns; View and Retry act on their row's message. */
function outboxColumns(
  t: Translate,
  language: Language,
  zone: string,
  view: (message: OutboxMessage) => Promise<void>,
  retry: (message: OutboxMessage) => Promise<void>,
): Column<OutboxMessage>[] {
  return [
    { header: t(S.queued), cell: (message) => changeTimeText(message.createdAt, zone, language), width: '13rem' },
    { header: t(S.recipient), cell: (message) => message.recipient.email, width: '14rem' },
    { header: t(S.subject), cell: (message) => message.subject, wrap: true, width: '20rem' },
    { header: t(S.status), cell: (message) => t(MAIL_STATUS_SCREENS[message.status]), width: '6rem' },
    { header: t(S.tries), cell: (message) => String(message.tries), width: '4rem' },
    { header: t(S.lastAnswer), cell: (message) => message.lastAnswer ?? '', wrap: true, width: '16rem' },
    {
      header: t(S.view),
      action: true,
      width: '5rem',
      cell: (message) => (
        <Button look="link" data-row-action="view" onClick={() => void view(message)}>
          <RowActionText label={t(S.view)} record={message.subject} />
        </Button>
      ),
    },
    {
      header: t(S.retry),
      action: true,
      width: '5rem',
      cell: (message) =>
        canRetry(message) && (
          <Button look="link" data-row-action="retry" onClick={() => void retry(message)}>
            <RowActionText label={t(S.retry)} record={message.subject} />
          </Button>
        ),
    },
  ];
}
