import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';

/** Stroke icons of the dashboard shell (no icon package). */
function stroke(paths: ReactNode) {
  return function DashboardIcon(props: IconProps) {
    return <StrokeIcon {...props}>{paths}</StrokeIcon>;
  };
}

export const HomeIcon = stroke(<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
export const ChartIcon = stroke(<path d="M3 3v18h18M7 15l4-4 3 3 5-6" />);
export const UsersIcon = stroke(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);
export const TransferIcon = stroke(<path d="M8 3 4 7l4 4M4 7h16M16 21l4-4-4-4M20 17H4" />);
export const WalletIcon = stroke(
  <>
    <rect x="2" y="6" width="20" height="14" rx="2" />
    <path d="M16 13h2M2 10h20M6 6V4h12v2" />
  </>,
);
export const UserIcon = stroke(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const ReportIcon = stroke(
  <>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </>,
);
export const SettingsIcon = stroke(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);
export const ShieldIcon = stroke(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />);
export const BellIcon = stroke(<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />);
export const SearchIcon = stroke(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const ChevronDownIcon = stroke(<path d="m6 9 6 6 6-6" />);
export const MenuIcon = stroke(<path d="M4 6h16M4 12h16M4 18h16" />);
export const LogOutIcon = stroke(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const PlusIcon = stroke(<path d="M12 5v14M5 12h14" />);
export const ActivityIcon = stroke(<path d="M22 12h-4l-3 9L9 3l-3 9H2" />);
export const ServerIcon = stroke(
  <>
    <rect x="2" y="3" width="20" height="8" rx="2" />
    <rect x="2" y="13" width="20" height="8" rx="2" />
    <path d="M6 7h.01M6 17h.01" />
  </>,
);

export const groupIcons = {
  dashboard: HomeIcon,
  membership: UsersIcon,
  transfers: TransferIcon,
  dues: WalletIcon,
  profile: UserIcon,
  reports: ReportIcon,
  system: ShieldIcon,
} as const;
