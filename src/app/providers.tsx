import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ColorModeProvider } from '@/components/ui/color-mode';
import { apiClient, type ApiClient } from '@/lib/api-client';
import { ApiClientProvider } from '@/lib/api-client-context';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/app/query-client';
import { system } from '@/app/theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** Injected by tests (another base URL, a fresh cache); the app uses the defaults. */
  apiClient?: ApiClient;
  queryClient?: QueryClient;
}

export function AppProviders({ children, apiClient: client = apiClient, queryClient }: AppProvidersProps) {
  const [defaultQueryClient] = useState(createQueryClient);

  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <ApiClientProvider client={client}>
            <QueryClientProvider client={queryClient ?? defaultQueryClient}>{children}</QueryClientProvider>
          </ApiClientProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
