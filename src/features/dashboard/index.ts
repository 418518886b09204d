export { DashboardShell, type DashboardShellProps, type NotificationsPanelProps } from './components/dashboard-shell';
export type { ShellUser } from './components/shell-user';
export { bottomTabsFor, sidebarFor, isActivePath, sidebarGroups } from './components/sidebar-nav';
export { TOGGLE_AI_CHAT_EVENT } from './components/mobile-bottom-bar';
export { memberSearchPath } from './components/member-search';
