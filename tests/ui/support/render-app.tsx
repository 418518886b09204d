import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { appRoutes } from '@/app/routes';
import { createApiClient } from '@/lib/api-client';

export const TEST_PUBLISHABLE_KEY = 'test-publishable-key';

/** Renders the real route tree and providers at `path`, talking to the API at `apiBaseUrl`. */
export function renderApp(path: string, { apiBaseUrl }: { apiBaseUrl: string }) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ baseUrl: apiBaseUrl, publishableKey: TEST_PUBLISHABLE_KEY });

  const view = render(
    <AppProviders apiClient={apiClient} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
