import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withExtraQuery } from './redirect';

const collectorsOnly = (pathname: string) => pathname.startsWith('/collectors/');

describe('safeRedirectPath', () => {
  it('keeps same-origin paths that are allowed, with their query', () => {
    expect(safeRedirectPath('/collectors/accounts?num_pages=2', collectorsOnly)).toBe(
      '/collectors/accounts?num_pages=2',
    );
  });

  it.each([
    ['https://evil.test/collectors/accounts'],
    ['//evil.test/collectors/accounts'],
    ['/\\evil.test'],
    ['/collectors/..//evil.test'],
    ['/my_dashboard'],
    ['javascript:alert(1)'],
    [''],
    [null],
  ])('refuses %s', value => {
    expect(safeRedirectPath(value, collectorsOnly)).toBeUndefined();
  });
});

describe('withExtraQuery', () => {
  it('merges parameters into a target that already has a query', () => {
    const result = withExtraQuery('/collectors/accounts?num_pages=2', new URLSearchParams('filters[search]=Smith'));
    const url = new URL(result, window.location.origin);
    expect(url.pathname).toBe('/collectors/accounts');
    expect(url.searchParams.get('num_pages')).toBe('2');
    expect(url.searchParams.get('filters[search]')).toBe('Smith');
  });
});
