import { createContext, use, type ReactNode } from 'react';
import { apiClient, type ApiClient } from '@/lib/api-client';

const ApiClientContext = createContext<ApiClient>(apiClient);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  return use(ApiClientContext);
}
