import { NetworkError, serverMessages, type HttpResponse } from '../../shared/http';
import { SIGN_IN_MESSAGES } from '../../shared/messages';

/** What to show for a failed password call: the server's messages (4xx), else a general message. */
export function failureMessages(failure: HttpResponse | unknown): string[] {
  if (failure instanceof NetworkError) return [SIGN_IN_MESSAGES.network];
  const answer = failure as Partial<HttpResponse> | undefined;
  if (answer && typeof answer.status === 'number' && answer.status < 500 && answer.isJson) {
    const messages = serverMessages(answer.body);
    if (messages.length > 0) return messages;
  }
  return ['Something went wrong. Please try again.'];
}
