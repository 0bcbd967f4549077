import { useQuery } from '@tanstack/react-query';
import { consumerApi, isConsumerSession, type ConsumerUser } from '../api';
import { queryKeys } from './keys';

/**
 * Who is signed in, shared by the layout and the page under it (one request for both). The answer is kept whole:
 * callers tell a signed-out 401/403 from a failure. Not retried: the pages offer "Try again" themselves.
 */
export function useConsumerSession(enabled = true) {
  const query = useQuery({ queryKey: queryKeys.session, queryFn: () => consumerApi.checkAuth(), retry: false, enabled });
  const answer = query.data;
  const user: ConsumerUser | undefined =
    answer && answer.ok && isConsumerSession(answer.body) ? answer.body.current_user : undefined;
  return { ...query, answer, user, signedIn: !!user };
}
