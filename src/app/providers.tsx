import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { apiClient, type ApiClient } from '@/lib/api-client';
import { ApiClientProvider } from '@/lib/api-client-context';
import { i18n } from '@/lib/i18n';
import { AuthClientContext, type AuthClient } from '@/lib/supabase';
import { createQueryClient } from '@/app/query-client';
import { system } from '@/app/theme';

/**
 * Production builds carry Chakra's global CSS in index.html (vite.config.ts, theme-global-css.ts);
 * then the system is given without it, so the browser does not build it again at start.
 */
const appSystem: typeof system =
  typeof document !== 'undefined' && document.querySelector('style[data-chakra-global-css]')
    ? { ...system, _global: [] }
    : system;

export interface AppProvidersProps {
  children: ReactNode;
  /** Injected by tests (another base URL, a fresh cache); the app uses the defaults. */
  apiClient?: ApiClient;
  queryClient?: QueryClient;
  /** The supabase-js session client; tests point it at their own auth server. */
  authClient?: AuthClient;
}

export function AppProviders({ children, apiClient: client = apiClient, queryClient, authClient }: AppProvidersProps) {
  const [defaultQueryClient] = useState(createQueryClient);

  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem}>
        <ColorModeProvider>
          <ApiClientProvider client={client}>
            <AuthClientContext value={authClient ?? null}>
              <QueryClientProvider client={queryClient ?? defaultQueryClient}>{children}</QueryClientProvider>
            </AuthClientContext>
          </ApiClientProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
