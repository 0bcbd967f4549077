import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, JobContext, JobHandler, MissingRecordError } from '../../../core/queue/job-handler';
import { JobName, RunCompletionPayload } from '../../../core/queue/jobs';
import { ChatTurn, KnowledgeSource, LanguageModel, ToolCall, ToolOutcome } from '../../../integrations/llm/llm.port';
import { accountSources, readAccountData } from '../account-data';
import { CompletionStream } from '../completion-stream';
import { linkFunction, toToolOutcome, type FunctionOutcome } from '../domain/functions';
import { FieldFill } from '../field-fill.service';
import { retrieveArticles } from '../domain/retrieval';
import { CompletionState, FunctionCallState, PilotCompletion, PilotFunctionCall } from '../entities';
import { COMPLETION_POPULATE, completionView } from '../views';

/** The finished-streaming signal follows the last delta after 2 seconds. */
export const FINISHED_STREAMING_DELAY_MS = 2000;
const STOP_CHECK_MS = 250;
const SAVE_EVERY_MS = 1000;
export const FUNCTION_FAILED = 'Something went wrong while I was doing that; please check the page before you try again.';
export const ANSWER_FAILED = 'Sorry, I could not answer right now. Please try again in a moment.';

const BASE_INSTRUCTIONS =
  'You are Solo, the assistant of Parley, a service that helps people sued by or dealing with debt collectors. ' +
  'Answer plainly and briefly. You give general information, not legal advice. Deadlines vary: tell people to check their summons. ' +
  'Use the functions to fill a field, show the payment widget or start a walkthrough when the person asks for that.';

/**
 * Answers one question: retrieves sources, streams the model's deltas to the consumer's sockets, runs the functions
 * it calls, saves the answer, sends the final object, then (2 s later, on a timer) the finished-streaming signal. A stop made through the API
 * is noticed while streaming. A redelivered job for a finished answer only re-sends the final messages.
 */
@Injectable()
@HandlesJob(JobName.RunCompletion)
export class RunCompletionJob implements JobHandler<JobName.RunCompletion> {
  private readonly logger = new Logger(RunCompletionJob.name);
  constructor(
    private readonly model: LanguageModel,
    private readonly stream: CompletionStream,
    private readonly fields: FieldFill,
  ) {}

  async handle(payload: RunCompletionPayload, ctx: JobContext): Promise<void> {
    const em = ctx.em;
    const completion = await em.findOne(
      PilotCompletion,
      { id: payload.completionId },
      { populate: COMPLETION_POPULATE },
    );
    if (!completion) throw new MissingRecordError(`assistant completion ${payload.completionId}`);
    const userId = completion.user.id;
    const thread = completion.thread.getEntity();
    const key = { threadKey: thread.threadKey, pilotThreadId: thread.id, completionId: completion.id };
    if (completion.state !== CompletionState.Processing) return this.finish(em, userId, completion.id, key);

    const history = await this.history(em, completion);
    const account = await readAccountData(em, userId);
    const sources: KnowledgeSource[] = [
      ...accountSources(account),
      ...retrieveArticles(completion.userRequest, account.lawsuitState),
    ];
    for (const f of completion.files)
      sources.push({ kind: 'account', title: 'Attached file', text: `You attached ${f.name} to this question.` });
    const persona = completion.persona?.getEntity();
    const instructions = persona
      ? `${BASE_INSTRUCTIONS}\n\nPersona "${persona.name}": ${persona.instructions}`
      : BASE_INSTRUCTIONS;

    const controller = new AbortController();
    let stopped = false;
    const stopWatch = setInterval(() => {
      void em
        .getConnection()
        .execute<Array<{ state: string }>>('select state from pilot_completions where id = ?', [completion.id])
        .then(([row]) => {
          if (row?.state !== CompletionState.Processing) {
            stopped = true;
            controller.abort();
          }
        })
        .catch(() => undefined);
    }, STOP_CHECK_MS);

    let text = '';
    let savedAt = Date.now();
    let failed = false;
    const page = typeof completion.context?.page === 'string' ? completion.context.page : null;
    const runTool = (call: ToolCall) => this.runCall(em, userId, completion, key, call, page);
    try {
      for await (const event of this.model.chat(
        { instructions, history, userRequest: completion.userRequest, sources, runTool },
        controller.signal,
      )) {
        if (stopped) break;
        if (event.type === 'delta') {
          text += event.text;
          this.stream.send(userId, { type: 'delta', ...key, delta: event.text });
          if (Date.now() - savedAt > SAVE_EVERY_MS) {
            savedAt = Date.now();
            await em.nativeUpdate(
              PilotCompletion,
              { id: completion.id, state: CompletionState.Processing },
              { assistantResponse: text },
            );
          }
        }
        // tool_call events report a function runTool already ran (its row is written and sent).
      }
    } catch (err) {
      if (!stopped) {
        failed = true;
        this.logger.error(`completion ${completion.id} failed: ${String(err)}`);
      }
    } finally {
      clearInterval(stopWatch);
    }
    const provider = this.model.provider;
    if (failed) {
      await em.nativeUpdate(
        PilotCompletion,
        { id: completion.id, state: CompletionState.Processing },
        {
          state: CompletionState.Failed,
          assistantResponse: text,
          errorMessage: ANSWER_FAILED,
          provider,
          finishedAt: new Date(),
        },
      );
    } else {
      const done = await em.nativeUpdate(
        PilotCompletion,
        { id: completion.id, state: CompletionState.Processing },
        { state: CompletionState.Completed, assistantResponse: text, provider, finishedAt: new Date() },
      );
      // Stopped meanwhile: keep what was written up to the stop.
      if (done === 0)
        await em.nativeUpdate(
          PilotCompletion,
          { id: completion.id, state: CompletionState.Stopped },
          { assistantResponse: text, provider },
        );
    }
    await this.finish(em, userId, completion.id, key);
  }

  /** Records a function call, runs it, saves and sends its outcome; the driver words its answer from the outcome. */
  private async runCall(
    em: EntityManager,
    userId: number,
    completion: PilotCompletion,
    key: { threadKey: string; pilotThreadId: number; completionId: number },
    call: ToolCall,
    page: string | null,
  ): Promise<ToolOutcome> {
    const row = em.create(PilotFunctionCall, {
      completion,
      functionName: call.name,
      arguments: call.arguments as Record<string, unknown>,
    });
    await em.persistAndFlush(row);
    row.state = FunctionCallState.Executing;
    await em.flush();
    await this.sendObject(em, userId, completion.id, key);
    let outcome: FunctionOutcome;
    try {
      if (call.name === 'fill-field')
        outcome = await this.fields.fill(em, userId, page, call.arguments.field_name, call.arguments.value);
      else {
        const account = await readAccountData(em, userId);
        outcome = linkFunction(call, { paymentPlanDocumentId: account.paymentPlans[0]?.documentId ?? null });
      }
    } catch (err) {
      this.logger.error(`function ${call.name} of completion ${completion.id} failed: ${String(err)}`);
      outcome = { ok: false, error: FUNCTION_FAILED };
    }
    if (outcome.ok) {
      row.state = FunctionCallState.Completed;
      row.result = outcome.result;
    } else {
      row.state = FunctionCallState.Failed;
      row.errorMessage = outcome.error;
    }
    await em.flush();
    await this.sendObject(em, userId, completion.id, key);
    return toToolOutcome(outcome);
  }

  private async sendObject(
    em: EntityManager,
    userId: number,
    id: number,
    key: { threadKey: string; pilotThreadId: number; completionId: number },
  ) {
    const fresh = await em.fork().findOneOrFail(PilotCompletion, { id }, { populate: COMPLETION_POPULATE });
    this.stream.send(userId, { type: 'object', ...key, completion: completionView(fresh) });
  }

  private async finish(
    em: EntityManager,
    userId: number,
    id: number,
    key: { threadKey: string; pilotThreadId: number; completionId: number },
  ) {
    await this.sendObject(em, userId, id, key);
    // The 2 s wait is a timer, not a sleep: the worker slot is free for the next question meanwhile.
    this.stream.sendFinishedLater(userId, key, FINISHED_STREAMING_DELAY_MS);
  }

  /** The thread's earlier finished exchanges, oldest first (the last ten), so follow-up questions have context. */
  private async history(em: EntityManager, c: PilotCompletion): Promise<ChatTurn[]> {
    const earlier = await em.find(
      PilotCompletion,
      { thread: c.thread, id: { $lt: c.id }, state: CompletionState.Completed },
      { orderBy: { id: 'desc' }, limit: 10 },
    );
    return earlier.reverse().flatMap((e) => [
      { role: 'user' as const, content: e.userRequest },
      { role: 'assistant' as const, content: e.assistantResponse },
    ]);
  }
}
