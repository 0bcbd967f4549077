import { journeyData, type JourneyConsumer, type JourneyFirm, type Person, type Staff } from '@parley/backend/testing';
import { product } from './env';

export type { JourneyConsumer, JourneyFirm, Person, Staff };

/**
 * The journey's own data (a firm, a consumer with the demo consumer's story, an on-call admin), written into its
 * product's database by the backend's seed helper, so no journey depends on another's traces or on the order they
 * run in. Call at the top of a describe block, like useBrowser(); the connection closes after the file.
 */
export function useJourneyData() {
  let data: ReturnType<typeof journeyData> | undefined;
  const open = () => (data ??= journeyData(product().databaseUrl));

  afterAll(async () => {
    const closing = data;
    data = undefined;
    await closing?.close();
  });

  return {
    firm: (options?: { accounts?: boolean }) => open().firm(options),
    consumer: (firm: JourneyFirm) => open().consumer(firm),
    consumerAwaitingAnswer: (firm: JourneyFirm) => open().consumerAwaitingAnswer(firm),
    noticesOf: (email: string) => open().noticesOf(email),
    onCallAdmin: () => open().onCallAdmin(),
  };
}
