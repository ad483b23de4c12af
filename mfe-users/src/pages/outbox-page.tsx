import { useDisplayZone } from '@scheduler/shared-auth';
import { changeTimeText } from '@scheduler/shared-domain/change-texts';
import {
  MAIL_STATUS_LABELS,
  type OutboxMessage,
  type OutboxMessageBody,
  OUTBOX_TEXTS as T,
} from '@scheduler/shared-domain/mail';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  return (
    <Dialog labelledBy={headingId} initialFocus={heading} onClose={onClose} className="md:max-w-3xl">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold break-words">
        {T.bodyHeading}: {message.subject}
      </h2>
      <p className="my-2 break-words">
        {T.recipient}: {message.recipient.name} &lt;{message.recipient.email}&gt;
      </p>
      <h3 className="mt-3 font-semibold">{T.textPart}</h3>
      <pre className={PART}>{message.text}</pre>
      {message.calendar && (
        <>
          <h3 className="mt-3 font-semibold">{T.calendarPart}</h3>
          <pre className={PART}>{message.calendar}</pre>
        </>
      )}
      <Button className="mt-3" onClick={onClose}>
        {T.close}
      </Button>
    </Dialog>
  );
}

/**
 * The Admins' Outbox page (/user/outbox): every message the server sends, newest first, a page at a time, with its
 * status, tries and the mail server's last answer; a failed or unsent one can be sent again, and any one read whole.
 */
export function OutboxPage() {
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
      announce(T.retried);
      setGeneration((current) => current + 1);
    });

  const columns: Column<OutboxMessage>[] = [
    { header: T.queued, cell: (message) => changeTimeText(message.createdAt, zone), width: '13rem' },
    { header: T.recipient, cell: (message) => message.recipient.email, width: '14rem' },
    { header: T.subject, cell: (message) => message.subject, wrap: true, width: '20rem' },
    { header: T.status, cell: (message) => MAIL_STATUS_LABELS[message.status], width: '6rem' },
    { header: T.tries, cell: (message) => String(message.tries), width: '4rem' },
    { header: T.lastAnswer, cell: (message) => message.lastAnswer ?? '', wrap: true, width: '16rem' },
    {
      header: T.view,
      action: true,
      width: '5rem',
      cell: (message) => (
        <Button look="link" data-row-action="view" onClick={() => void view(message)}>
          <RowActionText label={T.view} record={message.subject} />
        </Button>
      ),
    },
    {
      header: T.retry,
      action: true,
      width: '5rem',
      cell: (message) =>
        canRetry(message) && (
          <Button look="link" data-row-action="retry" onClick={() => void retry(message)}>
            <RowActionText label={T.retry} record={message.subject} />
          </Button>
        ),
    },
  ];

  return (
    <Page title={T.title}>
      <ErrorAlert failure={failure ?? messages.failure} reveal="focus" />
      <PagedTable
        pages={messages}
        moreText={T.more}
        columns={columns}
        rowKey={(message) => message.id}
        caption={T.caption}
        emptyText={T.empty}
        loadingText={T.loading}
      />
      {shown && <MessageBody message={shown} onClose={() => setShown(null)} />}
    </Page>
  );
}
