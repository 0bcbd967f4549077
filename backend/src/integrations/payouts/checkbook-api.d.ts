/** The parts of the checkbook-api SDK (3.x, callback style, no types of its own) that the checkbook driver uses. */
declare module 'checkbook-api' {
  type Callback = (error: unknown, response: Record<string, unknown> | null) => void;
  interface CheckbookConfig {
    api_key?: string;
    api_secret?: string;
    bearer?: string;
    /** 'demo' or 'sandbox'; anything else is the live environment. */
    env?: string;
  }
  class CheckbookAPI {
    constructor(config: CheckbookConfig);
    checks: {
      get(checkId: string, callback: Callback): void;
      delete(checkId: string, callback: Callback): void;
      sendDigitalCheck(params: Record<string, unknown>, callback: Callback, idempotencyKey?: string): void;
      sendPhysicalCheck(params: Record<string, unknown>, callback: Callback, idempotencyKey?: string): void;
    };
  }
  export = CheckbookAPI;
}
