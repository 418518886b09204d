import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { appRoutes } from '@/app/routes';
import { createApiClient } from '@/lib/api-client';
import { createAuthClient } from '@/lib/supabase-client';
import { API_PREFIX } from './fake-api-server';

export const TEST_PUBLISHABLE_KEY = 'test-publishable-key';

let renders = 0;

/**
 * Renders the real route tree and providers at `path`, talking to the API at `apiBaseUrl`; the
 * supabase-js session client talks to the same fake server's `/auth/v1`.
 */
export function renderApp(path: string, { apiBaseUrl, storageKey }: { apiBaseUrl: string; storageKey?: string }) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ baseUrl: apiBaseUrl, publishableKey: TEST_PUBLISHABLE_KEY });
  const authClient = createAuthClient(apiBaseUrl.slice(0, -API_PREFIX.length), TEST_PUBLISHABLE_KEY, {
    storageKey: storageKey ?? `sb-test-${++renders}-auth-token`,
  });

  const view = render(
    <AppProviders apiClient={apiClient} queryClient={queryClient} authClient={authClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, authClient };
}
