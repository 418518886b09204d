import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from '@/app/routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
