import { useTranslate } from '@scheduler/shared-auth';
import { API_TOKEN_DAYS, type ApiTokenDays, type CreatedApiToken } from '@scheduler/shared-domain/api-tokens';
import { API_TOKEN_SCREENS as S } from '@scheduler/shared-domain/user-account-screens';
import { announce } from '@scheduler/shared-ui/announce';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { FormField } from '@scheduler/shared-ui/form-field';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { tokensApi } from '../api/tokens-api';

/**
 * Name and expiry of a new token, and the password of an account that has one here: a stolen session alone makes
 * no token. The token itself is shown once, above the list, until the next one.
 */
export function NewTokenForm({
  asksPassword,
  onCreated,
}: {
  asksPassword: boolean;
  onCreated: (created: CreatedApiToken) => void;
}) {
  const t = useTranslate();
  const expiryOptions = useMemo(
    () => API_TOKEN_DAYS.map((days) => ({ value: String(days), label: t(S.expiryChoice, { days }) })),
    [t],
  );
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const [currentPassword, setCurrentPassword] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [creating, setCreating] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  // Asked for by a button that is gone now: the form takes its place, and the focus.
  useEffect(() => nameField.current?.focus(), []);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setCreating(true);
    setFailure(null);
    try {
      const created = await tokensApi.create({ name, days: Number(expiry) as ApiTokenDays, currentPassword });
      announce(t(S.createdToken, { name: created.name }));
      onCreated(created);
      setName('');
      setCurrentPassword('');
    } catch (createFailure) {
      setFailure(createFailure);
    } finally {
      setCreating(false);
    }
  };

  return (
    <form onSubmit={(event) => void create(event)} className="flex flex-wrap items-end gap-x-4">
      <FormField
        ref={nameField}
        label={t(S.name)}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="mb-5">
        <SelectField
          label={t(S.expiry)}
          options={expiryOptions}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          withoutMessage
        />
      </div>
      {asksPassword && (
        <FormField
          label={t(S.currentPassword)}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      )}
      <Button type="submit" look="primary" disabled={creating} className="mb-5">
        {t(S.create)}
      </Button>
      <div className="basis-full">
        <ErrorAlert failure={failure} reveal="focus" />
      </div>
    </form>
  );
}
