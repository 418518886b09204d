import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // Spec §8: a missing root element is fatal; there is nothing to render into.
  throw new Error('Elemen root (#root) tidak ditemukan. Aplikasi SIMK tidak dapat dimuat.');
}

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
