import {
  API_TOKEN_DAYS,
  type ApiTokenDays,
  type CreatedApiToken,
  API_TOKEN_TEXTS as T,
} from '@scheduler/shared-domain/api-tokens';
import { Button } from '@scheduler/shared-ui/button';
import { ErrorAlert } from '@scheduler/shared-ui/error-alert';
import { FormField } from '@scheduler/shared-ui/form-field';
import { SelectField } from '@scheduler/shared-ui/select-field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { tokensApi } from '../api/tokens-api';

const EXPIRY_OPTIONS = [
  ...API_TOKEN_DAYS.map((days) => ({ value: String(days), label: T.expiryChoices[days] })),
  { value: 'never', label: T.expiryChoices.never },
];

const daysOf = (value: string): ApiTokenDays => (value === 'never' ? null : (Number(value) as ApiTokenDays));

/** Name and expiry of a new token; the token itself is shown once, above the list, until the next one. */
export function NewTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
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
      <FormField
        ref={nameField}
        label={T.name}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
      />
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
