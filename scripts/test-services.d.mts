// Types of test-services.mjs for the TypeScript jest setups that import it.
export declare const REDIS_HELP: string;
export declare const BROWSER_HELP: string;
export declare const BROWSER_PATHS: string[];
export declare function shown(url: string): string;
export type FoundBrowser = { path: string; how: string; error?: undefined } | { path?: undefined; how?: undefined; error: string };
export declare function findBrowser(): FoundBrowser;
export interface TestServices {
  databaseUrl: string;
  redisUrl: string;
  browser: FoundBrowser | undefined;
  lines: string[];
  stop(): Promise<void>;
}
export declare function startTestServices(options?: { browser?: boolean }): Promise<TestServices>;
export declare function ensureTestServices(options?: { browser?: boolean; label?: string }): Promise<() => Promise<void>>;
/** `client`: a connected pg client of the server's maintenance database. */
export declare function createTestDatabase(
  client: { query(sql: string): Promise<unknown> },
  name: string,
  options?: { template?: string },
): Promise<void>;
