import type { ApiTokenSummary, CreatedApiToken } from '@scheduler/shared-domain/api-tokens';
import * as v from 'valibot';

/** The answer of `POST /api/tokens`: the only answer that holds the token. */
export const createdApiTokenSchema = v.object({
  id: v.string(),
  name: v.string(),
  token: v.string(),
  expires: v.string(),
}) satisfies v.GenericSchema<CreatedApiToken>;

/** A token as `GET /api/tokens` lists it, without the token. */
export const apiTokenSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  created: v.string(),
  lastUsed: v.nullable(v.string()),
  expires: v.string(),
}) satisfies v.GenericSchema<ApiTokenSummary>;

export const apiTokenParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });
