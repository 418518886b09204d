export { useOwnPhotoUrl } from './api/profile-photo';
export { ProfileCompletionBanner } from './completion/profile-completion-banner';
