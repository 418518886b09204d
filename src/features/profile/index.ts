export { useOwnPhotoUrl } from './api/profile-photo';
