import type { INestApplication } from '@nestjs/common';

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: ExpressLayer[] };
}

/**
 * Every endpoint the application serves (not the catch-alls Nest and the page fallback register for unknown paths), as "METHOD /path" with Nest's parameter syntax (`:id`), read from the
 * HTTP router itself (not from a list kept by hand), so a new controller method appears here by existing.
 */
export function routeTable(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: ExpressLayer[] }; _router?: { stack: ExpressLayer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const found = new Set<string>();
  const walk = (layers: ExpressLayer[]) => {
    for (const layer of layers) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all'))
          for (const path of paths.filter((p) => !p.includes('{*'))) found.add(`${method.toUpperCase()} ${path.replace(/\/$/, '') || '/'}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(stack);
  return [...found].sort();
}

/** The route with its parameters filled in (ids that exist nowhere: past the door, the answer is a 404 or a 422). */
export function concretePath(route: string): { method: string; path: string } {
  const [method, pattern] = route.split(' ');
  const path = pattern.replace(/:(\w+)(\.json)?/g, (_m, name: string, ext?: string) => `${/slug|signedId/i.test(name) ? 'no-such-thing' : '987654'}${ext ?? ''}`);
  return { method, path };
}
