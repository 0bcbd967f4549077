/**
 * Plaid Link with real keys: Plaid requires its own script from its CDN (it cannot be bundled), the same script
 * react-plaid-link loads. This machine is offline, so it is used only when the server runs with Plaid keys.
 */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

interface PlaidHandler {
  open: () => void;
  destroy: () => void;
}
interface PlaidGlobal {
  create: (config: {
    token: string;
    onSuccess: (publicToken: string, metadata: unknown) => void;
    onExit: (error: { error_message?: string; display_message?: string | null } | null, metadata: unknown) => void;
  }) => PlaidHandler;
}

let loading: Promise<PlaidGlobal> | null = null;

export function loadPlaidLink(): Promise<PlaidGlobal> {
  const existing = (window as unknown as { Plaid?: PlaidGlobal }).Plaid;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<PlaidGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PLAID_LINK_SCRIPT;
    script.async = true;
    script.onload = () => {
      const plaid = (window as unknown as { Plaid?: PlaidGlobal }).Plaid;
      if (plaid) resolve(plaid);
      else reject(new Error('Plaid Link did not start.'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Plaid Link could not be loaded. Check your connection and try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Plaid Link with a link token; resolves with the public token, or null when the consumer closed it. */
export async function openPlaidLink(linkToken: string): Promise<string | null> {
  const Plaid = await loadPlaidLink();
  return new Promise<string | null>((resolve, reject) => {
    const handler = Plaid.create({
      token: linkToken,
      onSuccess: (publicToken) => {
        handler.destroy();
        resolve(publicToken);
      },
      onExit: (error) => {
        handler.destroy();
        if (error) reject(new Error(error.display_message || error.error_message || 'Your bank could not be connected.'));
        else resolve(null);
      },
    });
    handler.open();
  });
}
