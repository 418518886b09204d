// The alert is shared by every list and screen now; the dues screens keep importing it from here.
export { ApiErrorAlert } from '@/components/ui/api-error-alert';
