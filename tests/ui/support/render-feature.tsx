import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { system } from '@/app/theme';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { createApiClient } from '@/lib/api-client';
import { ApiClientProvider } from '@/lib/api-client-context';
import { AuthClientContext } from '@/lib/supabase';
import { createAuthClient } from '@/lib/supabase-client';
import { i18n } from '@/lib/i18n';
import { signedInNamespaces } from '@/lib/signed-in-namespaces';
import { API_PREFIX } from './fake-api-server';

// The signed-in screens' texts in both languages before any render (the app loads them per page).
await i18n.reloadResources(['id', 'en'], [...signedInNamespaces]);

/**
 * Renders one feature's screen (not the whole app) with the providers it needs, the API client
 * pointed at a fake server, and a memory router. `routes` default to rendering `element` at any path.
 * With `authStorageKey`, the screen also gets a supabase-js client whose storage calls land on the
 * same fake server, its session kept under that key.
 */
export function renderFeature(
  element: ReactNode,
  {
    apiBaseUrl,
    path = '/',
    routes,
    authStorageKey,
  }: { apiBaseUrl: string; path?: string; routes?: RouteObject[]; authStorageKey?: string },
) {
  const shown = authStorageKey ? (
    <AuthClientContext
      value={createAuthClient(apiBaseUrl.slice(0, -API_PREFIX.length), 'test-publishable-key', {
        storageKey: authStorageKey,
      })}
    >
      {element}
    </AuthClientContext>
  ) : (
    element
  );
  const router = createMemoryRouter(routes ?? [{ path: '*', element: shown }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  const apiClient = createApiClient({ baseUrl: apiBaseUrl, publishableKey: 'test-publishable-key' });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <ApiClientProvider client={apiClient}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ApiClientProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
