import { http } from '@scheduler/shared-auth';
import type { ApiTokenSummary, CreatedApiToken, NewApiToken } from '@scheduler/shared-domain/api-tokens';

/** The signed-in user's own personal API tokens. */
export const tokensApi = {
  list: () => http.get<ApiTokenSummary[]>('/tokens'),
  create: (token: NewApiToken) => http.post<CreatedApiToken>('/tokens', token),
  revoke: (id: string) => http.post<{ message: string }>(`/tokens/${encodeURIComponent(id)}/revoke`, undefined),
};
