export { useApplyAccountPreferences } from './api/apply-preferences';
