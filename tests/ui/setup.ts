import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/lib/i18n';

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on navigation.
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('id');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
