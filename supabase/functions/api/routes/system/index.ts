import { createRouter } from '../_shared/router.ts';
import { systemDebugRouter } from './debug/index.ts';

/** `/system/*`: one folder per second path segment. */
export const systemRouter = createRouter().route('/', systemDebugRouter);
