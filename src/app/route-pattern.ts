import { useMatches, type Params } from 'react-router-dom';

/**
 * The route a path matched, as written in the route table: `/members/:id`, `/dashboard/dues/reminders`,
 * or `/dashboard/*` where an unknown dashboard path falls back to the overview. Rendered as the
 * page's `data-route`, so that a fallback can be told from the page a link meant to open.
 */
export function routePattern(pathname: string, params: Params): string {
  const splat = params['*'];
  const matched = splat ? `${pathname.slice(0, pathname.length - splat.length).replace(/\/*$/, '')}/*` : pathname;
  const named = Object.entries(params).filter(([name, value]) => name !== '*' && value);
  // An index route matches with a trailing slash (`/dashboard/`); the pattern is written without.
  return matched
    .replace(/(.)\/+$/, '$1')
    .split('/')
    .map((segment) => {
      const param = named.find(([, value]) => value === safelyDecoded(segment));
      return param ? `:${param[0]}` : segment;
    })
    .join('/');
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The pattern of the deepest route that matched the current location. */
export function useRoutePattern(): string | undefined {
  const match = useMatches().at(-1);
  return match && routePattern(match.pathname, match.params);
}
