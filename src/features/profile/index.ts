export { useOwnPhotoUrl } from './api/profile-photo';
export { ProfileCompletionBanner } from './completion/profile-completion-banner';
export { useKeepCardReady } from './member-card/keep-card-ready';
