import { type ApiTokenSummary, type CreatedApiToken, API_TOKEN_TEXTS as T } from '@scheduler/shared-domain/api-tokens';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import { lazyPage } from '@scheduler/shared-ui/section';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { Suspense, useId, useState } from 'react';
import { tokensApi } from '../api/tokens-api';

// The form comes when asked for: user/get, the users section's first page, stays as light as it was.
const NewTokenForm = lazyPage(() => import('./new-token-form').then((form) => form.NewTokenForm));

/** An instant as its day, which is all a token's dates need. */
const dayOf = (instant: string) => instant.slice(0, 10);

function TokenList({ tokens, onRevoke }: { tokens: ApiTokenSummary[]; onRevoke: (id: string) => void }) {
  if (tokens.length === 0) return <p className="mt-4 text-gray-700">{T.none}</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="min-w-full text-left">
        <caption className="text-left font-medium">{T.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1">
              {T.name}
            </th>
            <th scope="col" className="px-2 py-1">
              {T.created}
            </th>
            <th scope="col" className="px-2 py-1">
              {T.lastUsed}
            </th>
            <th scope="col" className="px-2 py-1">
              {T.expiry}
            </th>
            <td />
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id} className="border-t border-gray-200">
              <td className="px-2 py-1">{token.name}</td>
              <td className="px-2 py-1">{dayOf(token.created)}</td>
              <td className="px-2 py-1">{token.lastUsed ? dayOf(token.lastUsed) : T.neverUsed}</td>
              <td className="px-2 py-1">{token.expires ? dayOf(token.expires) : T.neverExpires}</td>
              <td className="px-2 py-1">
                <Button look="danger" onClick={() => onRevoke(token.id)} aria-label={`${T.revoke}: ${token.name}`}>
                  {T.revoke}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** user/get: the signed-in user's personal API tokens, to create (each shown once), see and revoke. */
export function ApiTokens() {
  const tokens = useRemoteData(() => tokensApi.list());
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const headingId = useId();
  const newTokenId = useId();

  const revoke = async (id: string) => {
    setFailure(null);
    try {
      await tokensApi.revoke(id);
      if (created?.id === id) setCreated(null);
      tokens.reload();
    } catch (revokeFailure) {
      setFailure(revokeFailure);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {T.heading}
      </h2>
      <p className="mb-4 text-gray-700">{T.intro}</p>
      {adding ? (
        <Suspense fallback={null}>
          <NewTokenForm
            onCreated={(token) => {
              setCreated(token);
              tokens.reload();
            }}
          />
        </Suspense>
      ) : (
        <Button className="mb-4" onClick={() => setAdding(true)}>
          {T.add}
        </Button>
      )}
      {created && (
        <div role="status" className="mb-4 flex flex-col gap-1">
          <label htmlFor={newTokenId} className="font-medium">
            {T.newToken}: {created.name}
          </label>
          <input
            id={newTokenId}
            readOnly
            value={created.token}
            onFocus={(event) => event.currentTarget.select()}
            className="rounded border border-gray-400 bg-gray-50 px-3 py-2 font-mono text-sm"
          />
          <p>{T.createdOnce}</p>
        </div>
      )}
      <ErrorAlert failure={failure} reveal="focus" />
      <RemoteContent remote={tokens}>
        {(loaded) => <TokenList tokens={loaded} onRevoke={(id) => void revoke(id)} />}
      </RemoteContent>
    </section>
  );
}
