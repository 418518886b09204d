/**
 * What other parts of the app mount from the roles feature: a chapter's officers panel (the
 * chapter profile page) and the Assign Role dialog it opens.
 */
export { ChapterOfficersPanel } from './components/chapter-officers-panel';
