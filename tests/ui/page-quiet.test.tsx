// When a signed-in page's health checks may start (issue 26 §7): after the page's own queries,
// and at the latest 10 s after the first paint when its queries never rest.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_QUIET_LONGEST_MS, PAGE_QUIET_MS, usePageQuiet } from '@/app/layouts/quiet-health-banner';

afterEach(() => vi.useRealTimers());

function Page({ answer }: { answer: Promise<string> }) {
  useQuery({ queryKey: ['page-data'], queryFn: () => answer });
  return <p data-testid="quiet">{String(usePageQuiet())}</p>;
}

function renderPage(answer: Promise<string>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Page answer={answer} />
    </QueryClientProvider>,
  );
  return () => screen.getByTestId('quiet').textContent;
}

describe('usePageQuiet', () => {
  it('turns true PAGE_QUIET_MS after the page’s query is answered, not while it loads', async () => {
    vi.useFakeTimers();
    let resolve!: (value: string) => void;
    const quiet = renderPage(new Promise((done) => (resolve = done)));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_QUIET_MS * 3));
    expect(quiet()).toBe('false');

    await act(async () => resolve('data'));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_QUIET_MS - 100));
    expect(quiet()).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(quiet()).toBe('true');
  });

  it('turns true PAGE_QUIET_LONGEST_MS after the first paint when a query never ends', async () => {
    vi.useFakeTimers();
    const quiet = renderPage(new Promise(() => {}));
    // The first paint (jsdom: the frame after the first render), committed at the end of act().
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_QUIET_LONGEST_MS - 500));
    expect(quiet()).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(quiet()).toBe('true');
  });
});
