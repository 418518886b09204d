export { NotificationsModal, type NotificationsModalProps } from './components/notifications-modal';
export { relativeTime, type RelativeTime } from './components/relative-time';
