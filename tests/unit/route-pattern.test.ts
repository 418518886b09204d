import { describe, expect, it } from 'vitest';
import { routePattern } from '@/app/route-pattern';

describe('route pattern of a matched path', () => {
  it('is the path itself for a static route', () => {
    expect(routePattern('/dashboard/dues/reminders', {})).toBe('/dashboard/dues/reminders');
    expect(routePattern('/dashboard', {})).toBe('/dashboard');
    expect(routePattern('/dashboard/', {})).toBe('/dashboard');
    expect(routePattern('/', {})).toBe('/');
  });

  it('names the parameters', () => {
    expect(
      routePattern('/members/8f0e6b1a-1111-4a4a-8a8a-000000000001', { id: '8f0e6b1a-1111-4a4a-8a8a-000000000001' }),
    ).toBe('/members/:id');
    expect(routePattern('/berita/rapat%20kerja', { slug: 'rapat kerja' })).toBe('/berita/:slug');
  });

  it('shows a fallback as the splat it is', () => {
    expect(routePattern('/dashboard/dues/overdue', { '*': 'dues/overdue' })).toBe('/dashboard/*');
    expect(routePattern('/dashboard/dues/overdue/', { '*': 'dues/overdue/' })).toBe('/dashboard/*');
  });
});
