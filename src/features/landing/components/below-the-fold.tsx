import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ChairmanGreeting } from './chairman-greeting';
import { GallerySection, PlatformFeatures, TestimonialsSection, VisionMission } from './content-sections';
import { DistributionSection } from './distribution-section';
import { NewsCarousel } from './news-carousel';
import { StatisticsSection } from './statistics-section';

const sections: ComponentType[] = [
  ChairmanGreeting,
  StatisticsSection,
  DistributionSection,
  NewsCarousel,
  VisionMission,
  PlatformFeatures,
  GallerySection,
  TestimonialsSection,
];

/**
 * The landing sections below the first screen: their own chunk, loaded after the first paint, and
 * mounted one per task, so that none of it is one long task that would keep the page from
 * answering a tap. They grow the page below the fold only; nothing visible moves.
 */
export default function BelowTheFold() {
  const [count, setCount] = useState(1);

  useEffect(() => {
    if (count >= sections.length) return;
    const timer = setTimeout(() => startTransition(() => setCount(count + 1)));
    return () => clearTimeout(timer);
  }, [count]);

  return (
    <>
      {sections.slice(0, count).map((Section, index) => (
        <Section key={index} />
      ))}
      {count < sections.length && <Box minHeight="100vh" />}
    </>
  );
}
