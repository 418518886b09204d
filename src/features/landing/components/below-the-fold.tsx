import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { ChairmanGreeting } from './chairman-greeting';
import { GallerySection, PlatformFeatures, TestimonialsSection, VisionMission } from './content-sections';
import { DistributionSection } from './distribution-section';
import { NewsCarousel } from './news-carousel';
import { StatisticsSection } from './statistics-section';
import { whenIdle } from '@/lib/when-idle';

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

/** How far below the screen the next section is already rendered: one more screen. */
const LOOKAHEAD = '100% 0px';

/**
 * The landing sections below the first screen: their own chunk, loaded after the first paint.
 * They are mounted one per task: the next one as soon as the page is scrolled to within a screen
 * of it, the browser is idle, or (`all`) a key was pressed (Tab, Page Down, Ctrl+F must find
 * them). The first screen's paint does not wait for the rest, and none of it is one long task that
 * would keep the page from answering a tap. They grow the page below the fold only; nothing
 * visible moves. Their loading skeletons are still (`variant="none"`): a pulse nobody sees would
 * only keep the page busy.
 */
export default function BelowTheFold({ all = false }: { all?: boolean }) {
  const [count, setCount] = useState(1);
  const next = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (count >= sections.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mountNext = () => {
      timer = setTimeout(() => startTransition(() => setCount(count + 1)));
    };
    const element = next.current;
    if (all || !element || typeof IntersectionObserver === 'undefined') {
      mountNext();
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        mountNext();
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    // Without scrolling too, once the browser is idle: a screen reader's heading list and browse
    // mode must find every section, and they do not scroll the page first.
    const idle = whenIdle(mountNext);
    return () => {
      observer.disconnect();
      idle.cancel();
      clearTimeout(timer);
    };
  }, [count, all]);

  return (
    <>
      {sections.slice(0, count).map((Section, index) => (
        <Section key={index} />
      ))}
      {count < sections.length && <Box ref={next} minHeight="100vh" />}
    </>
  );
}
