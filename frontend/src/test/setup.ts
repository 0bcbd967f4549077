import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { tabQueryClient } from '../consumer/data/query-client';
import { skipOwnerStacks } from './owner-stacks';
import { leaveStylesOut } from './styles';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// findBy* and waitFor wait up to 5 s (testing-library's default is 1 s): a page that renders lazily on a busy
// two-core machine sharing it with the integration suite took longer than a second to show its first heading.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  clearCookies();
  // A page rendered without a test's own cache uses the tab's: nothing it kept may reach the next test.
  tabQueryClient.clear();
});

// Pages open a Socket.IO connection when signed in; unit tests have no server, so the client is a quiet fake.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

leaveStylesOut();
skipOwnerStacks();
