import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon as Stroke } from '@/components/ui/icons';

export const ChevronLeftIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m15 18-6-6 6-6" />
  </Stroke>
);
export const ChevronRightIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m9 18 6-6-6-6" />
  </Stroke>
);
export const PauseIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M8 5v14M16 5v14" />
  </Stroke>
);
export const PlayIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m7 4 13 8-13 8Z" />
  </Stroke>
);
export const HomeIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />
  </Stroke>
);
export const BuildingIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 21V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v16M2 21h20M9 7h1M14 7h1M9 11h1M14 11h1M10 21v-4h4v4" />
  </Stroke>
);
export const NewspaperIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 4h13v16H6a2 2 0 0 1-2-2ZM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" />
  </Stroke>
);
export const CalendarIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
  </Stroke>
);
export const LogInIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
  </Stroke>
);
export const MapPinIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </Stroke>
);
export const QuoteIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M7 7h4v4c0 3-2 5-4 6M15 7h4v4c0 3-2 5-4 6" />
  </Stroke>
);
