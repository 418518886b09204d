import { HStack, IconButton, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Carousel } from '../hooks/use-carousel';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './landing-icons';

interface CarouselControlsProps extends StackProps {
  carousel: Carousel;
  labels: { play: string; pause: string; previous: string; next: string };
  variant: 'outline' | 'subtle';
  /** Between "previous" and "next" (the hero's slide dots). */
  between?: ReactNode;
  /** After "next" (the news' position). */
  after?: ReactNode;
}

/** Pause/play, previous and next of a carousel, in the order a keyboard user meets them. */
export function CarouselControls({ carousel, labels, variant, between, after, ...stack }: CarouselControlsProps) {
  const button = { size: 'sm', variant, borderRadius: 'full' } as const;
  return (
    <HStack gap="2" {...stack}>
      <IconButton
        aria-label={carousel.playing ? labels.pause : labels.play}
        {...button}
        onClick={carousel.togglePlaying}
      >
        {carousel.playing ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <IconButton aria-label={labels.previous} {...button} onClick={carousel.previous}>
        <ChevronLeftIcon />
      </IconButton>
      {between}
      <IconButton aria-label={labels.next} {...button} onClick={carousel.next}>
        <ChevronRightIcon />
      </IconButton>
      {after}
    </HStack>
  );
}
