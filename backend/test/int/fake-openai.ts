import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/**
 * A local OpenAI-compatible chat server for tests: streams its answer as SSE chunks (one word each, a few ms
 * apart) and, when the question is scripted, a function call whose arguments arrive in two pieces, as real
 * servers send them. Non-streaming requests get one JSON answer.
 */
export async function startFakeOpenAi(
  script: (question: string) => ScriptedCall | null,
  answer = 'Here is what I found for you.',
) {
  const requests: Array<Record<string, unknown>> = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      void (async () => {
        const body = JSON.parse(raw) as { messages: Array<{ role: string; content: string }>; stream?: boolean };
        requests.push(body);
        const question = body.messages[body.messages.length - 1].content;
        if (!body.stream) {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'c1',
              object: 'chat.completion',
              created: 1,
              model: 'm',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer } }],
            }),
          );
          return;
        }
        const call = script(question);
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        const send = (delta: object, finish: string | null = null) =>
          res.write(
            `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
          );
        send({ role: 'assistant', content: '' });
        for (const word of answer.split(/(?<= )/)) {
          send({ content: word });
          await new Promise((r) => setTimeout(r, 10));
        }
        if (call) {
          const args = JSON.stringify(call.arguments);
          send({
            tool_calls: [
              { index: 0, id: 'call_1', type: 'function', function: { name: call.name, arguments: args.slice(0, 5) } },
            ],
          });
          send({ tool_calls: [{ index: 0, function: { arguments: args.slice(5) } }] });
        }
        send({}, call ? 'tool_calls' : 'stop');
        res.end('data: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
