import { createRouter } from '../_shared/router.ts';
import { publicInfoRouter } from './public-info/index.ts';
import { publicationsRouter } from './publications/index.ts';

/** `/content/*`: the public site's news, blog and events, and its public facts (structure, dues categories). */
export const contentRouter = createRouter().route('/', publicationsRouter).route('/', publicInfoRouter);
