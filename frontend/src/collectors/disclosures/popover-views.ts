/**
 * How often the first-time Disclosures popover has been shown in this browser: the cookie disclosures_popover_views,
 * kept a year. Apart from the popover itself so the portal can tell, without loading it, that it will never show.
 */
export const POPOVER_COOKIE = 'disclosures_popover_views';
export const POPOVER_MAX_VIEWS = 2;
const ONE_YEAR_S = 365 * 24 * 3600;

export function popoverViews(cookie = document.cookie): number {
  const match = new RegExp(`(?:^|;\\s*)${POPOVER_COOKIE}=(\\d+)`).exec(cookie);
  return match ? Number(match[1]) : 0;
}

export function recordView(views: number): void {
  document.cookie = `${POPOVER_COOKIE}=${views}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
