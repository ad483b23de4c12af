import { useAuth, useTranslate } from '@scheduler/shared-auth';
import type { ApiTokenSummary, CreatedApiToken } from '@scheduler/shared-domain/api-tokens';
import { API_TOKEN_SCREENS as S } from '@scheduler/shared-domain/user-account-screens';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { confirmThenDelete } from '@scheduler/shared-ui/confirm-delete';
import type { Column } from '@scheduler/shared-ui/data-table';
import { Panel } from '@scheduler/shared-ui/panel';
import { RemoteTable, RowActionText } from '@scheduler/shared-ui/remote-table';
import { lazyPage } from '@scheduler/shared-ui/section';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { tokensApi } from '../api/tokens-api';
import { CopyButton, CopyStatus, useCopy } from './copy-value';

// The form comes when asked for: user/get, the users section's first page, stays as light as it was.
const NewTokenForm = lazyPage(() => import('./new-token-form').then((form) => form.NewTokenForm));

/** An instant as its day, which is all a token's dates need. */
const dayOf = (instant: string) => instant.slice(0, 10);

/** The token just created, shown this once, focused so that it can be copied at once. */
function CreatedToken({ created }: { created: CreatedApiToken }) {
  const t = useTranslate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { copy, status } = useCopy(created.token, inputRef);
  const label = t(S.newToken, { name: created.name });
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div className="mb-4 flex flex-col gap-1">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          id={inputId}
          ref={inputRef}
          readOnly
          value={created.token}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-[1_1_20rem] rounded border border-gray-400 bg-gray-50 px-3 py-2 font-mono text-sm"
        />
        <CopyButton copy={copy} label={label} />
      </div>
      <CopyStatus status={status} />
      <p>{t(S.createdOnce)}</p>
    </div>
  );
}

/** user/get: the signed-in user's personal API tokens, to create (each shown once), see and revoke. */
export function ApiTokens() {
  const t = useTranslate();
  const tokens = useRemoteData(() => tokensApi.list());
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const external = useAuth((state) => Boolean(state.currentUser?.signIn));

  // Revoke asks first, says what it did, and the list keeps the focus (the next row's Revoke, else the caption).
  const revoke = (token: ApiTokenSummary) =>
    confirmThenDelete(t(S.revokeConfirm, { name: token.name }), () => tokensApi.revoke(token.id)).then((answer) => {
      if (!answer) return;
      announce(t(S.revoked, { name: token.name }));
      if (created?.id === token.id) setCreated(null);
      tokens.reload();
    }, tokens.setFailure);

  const columns: Column<ApiTokenSummary>[] = [
    { header: t(S.name), cell: (token) => token.name, wrap: true },
    { header: t(S.created), cell: (token) => dayOf(token.created) },
    { header: t(S.lastUsed), cell: (token) => (token.lastUsed ? dayOf(token.lastUsed) : t(S.neverUsed)) },
    { header: t(S.expiry), cell: (token) => dayOf(token.expires) },
    {
      header: t(S.revoke),
      action: true,
      cell: (token) => (
        <Button look="danger" data-row-action="delete" onClick={() => void revoke(token)}>
          <RowActionText label={t(S.revoke)} record={token.name} />
        </Button>
      ),
    },
  ];

  return (
    <Panel heading={t(S.heading)} intro={t(S.intro)}>
      {adding ? (
        <Suspense fallback={null}>
          <NewTokenForm
            asksPassword={!external}
            onCreated={(token) => {
              setCreated(token);
              tokens.reload();
            }}
          />
        </Suspense>
      ) : (
        <Button className="mb-4" onClick={() => setAdding(true)}>
          {t(S.add)}
        </Button>
      )}
      {created && <CreatedToken key={created.id} created={created} />}
      <RemoteTable
        remote={tokens}
        columns={columns}
        rowKey={(token) => token.id}
        caption={t(S.caption)}
        emptyText={t(S.none)}
      />
    </Panel>
  );
}
