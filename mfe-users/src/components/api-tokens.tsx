import {
  API_TOKEN_DAYS,
  type ApiTokenDays,
  type ApiTokenSummary,
  type CreatedApiToken,
  API_TOKEN_TEXTS as T,
} from '@scheduler/shared-domain/api-tokens';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { FormField } from '@scheduler/shared-ui/form-field';
import { RemoteContent } from '@scheduler/shared-ui/remote-content';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { useRemoteData } from '@scheduler/shared-ui/use-remote-data';
import { type FormEvent, useId, useState } from 'react';
import { tokensApi } from '../api/tokens-api';

const EXPIRY_OPTIONS = [
  ...API_TOKEN_DAYS.map((days) => ({ value: String(days), label: T.expiryChoices[days] })),
  { value: 'never', label: T.expiryChoices.never },
];

const daysOf = (value: string): ApiTokenDays => (value === 'never' ? null : (Number(value) as ApiTokenDays));

/** An instant as its day, which is all a token's dates need. */
const dayOf = (instant: string) => instant.slice(0, 10);

/** Name and expiry of a new token; the token itself is shown once, above the list, until the next one. */
function NewTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const [failure, setFailure] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setCreating(true);
    setFailure(null);
    try {
      onCreated(await tokensApi.create({ name, days: daysOf(expiry) }));
      setName('');
    } catch (createFailure) {
      setFailure(createFailure);
    } finally {
      setCreating(false);
    }
  };

  return (
    <form onSubmit={(event) => void create(event)} className="flex flex-wrap items-end gap-x-4">
      <FormField label={T.name} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
      <div className="mb-5">
        <SelectField
          label={T.expiry}
          options={EXPIRY_OPTIONS}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          withoutMessage
        />
      </div>
      <Button type="submit" look="primary" disabled={creating} className="mb-5">
        {T.create}
      </Button>
      <div className="basis-full">
        <ErrorAlert failure={failure} reveal="focus" />
      </div>
    </form>
  );
}

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
      <NewTokenForm
        onCreated={(token) => {
          setCreated(token);
          tokens.reload();
        }}
      />
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
