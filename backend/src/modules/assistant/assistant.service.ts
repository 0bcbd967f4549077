import { LockMode, ref } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JobName } from '../../core/queue/jobs';
import { LanguageModel } from '../../integrations/llm/llm.port';
import { OutboxService } from '../../core/queue/outbox.service';
import { User } from '../identity/entities/user.entity';
import { readAccountData } from './account-data';
import { nextRating, Rating } from './domain/rating';
import { promptSuggestions, PromptSuggestion } from './domain/suggestions';
import { CreateCompletion, MESSAGES, SuggestionQuery, ThreadQuery } from './dto/assistant.dto';
import { CompletionState, PilotCompletion, PilotFile, PilotPersona, PilotThread } from './entities';
import { COMPLETION_POPULATE, completionView, CompletionView, personaView, PersonaView } from './views';

const newThreadKey = () => randomUUID().replace(/-/g, '');

/** The assistant's API side. Every query names the consumer's own user id: the firm filter is off for consumers. */
@Injectable()
export class AssistantService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly model: LanguageModel,
  ) {}

  async personas(): Promise<PersonaView[]> {
    const rows = await this.em.find(PilotPersona, { active: true }, { orderBy: { position: 'asc', id: 'asc' } });
    return rows.map(personaView);
  }

  /** The thread named by id or key (it must be the user's), or null when neither is given. */
  private async findThread(
    userId: number,
    q: { threadKey?: string | null; pilotThreadId?: number | null },
    em: EntityManager = this.em,
    lock = false,
  ): Promise<PilotThread | null> {
    if (!q.threadKey && !q.pilotThreadId) return null;
    const where = {
      user: userId,
      ...(q.pilotThreadId ? { id: q.pilotThreadId } : {}),
      ...(q.threadKey ? { threadKey: q.threadKey } : {}),
    };
    const thread = await em.findOne(PilotThread, where, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!thread) throw new NotFoundException({ error: MESSAGES.threadNotFound });
    return thread;
  }

  private async latest(userId: number, agentKey: string): Promise<PilotThread | null> {
    return this.em.findOne(PilotThread, { user: userId, agentKey }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  private async completionsOf(thread: PilotThread | null): Promise<CompletionView[]> {
    if (!thread) return [];
    const rows = await this.em.find(
      PilotCompletion,
      { thread },
      { populate: COMPLETION_POPULATE, orderBy: { createdAt: 'asc', id: 'asc' }, limit: 200 },
    );
    return rows.map(completionView);
  }

  async list(userId: number, q: ThreadQuery) {
    const thread =
      (await this.findThread(userId, { threadKey: q.thread_key, pilotThreadId: q.pilot_thread_id })) ??
      (await this.latest(userId, q.agent_key));
    return {
      completions: await this.completionsOf(thread),
      thread: thread ? { id: thread.id } : null,
      threadKey: thread?.threadKey ?? null,
    };
  }

  async latestThread(userId: number, agentKey: string) {
    const thread = await this.latest(userId, agentKey);
    // provider lets the widget say plainly, before any answer, that the offline assistant is answering.
    return {
      thread: thread ? { id: thread.id } : null,
      threadKey: thread?.threadKey ?? null,
      completions: await this.completionsOf(thread),
      provider: this.model.provider,
    };
  }

  async newThread(userId: number, agentKey: string) {
    const thread = this.em.create(PilotThread, {
      user: this.em.getReference(User, userId),
      agentKey,
      threadKey: newThreadKey(),
    });
    await this.em.persistAndFlush(thread);
    return { thread: { id: thread.id }, threadKey: thread.threadKey };
  }

  /**
   * Records the question and queues its answer in one transaction; the worker streams the answer. A thread answers
   * one question at a time: the thread row is locked so two questions sent at once cannot both pass the check.
   */
  async create(userId: number, input: CreateCompletion): Promise<CompletionView> {
    const id = await this.em.transactional(async (em) => {
      let thread = await this.findThread(userId, input, em, true);
      if (thread && (await em.count(PilotCompletion, { thread, state: CompletionState.Processing })) > 0)
        throw new ConflictException({ error: MESSAGES.busy });
      if (!thread) {
        thread = em.create(PilotThread, {
          user: em.getReference(User, userId),
          agentKey: input.agentKey,
          threadKey: newThreadKey(),
        });
      }
      let persona: PilotPersona | null = null;
      if (input.personaId) {
        persona = await em.findOne(PilotPersona, { id: input.personaId, active: true });
        if (!persona) throw new UnprocessableEntityException({ error: MESSAGES.personaGone });
      }
      const files = input.pilotFileIds.length
        ? await em.find(PilotFile, { id: { $in: input.pilotFileIds }, user: userId, completion: null })
        : [];
      if (files.length !== new Set(input.pilotFileIds).size)
        throw new UnprocessableEntityException({ error: MESSAGES.fileNotFound });
      const completion = em.create(PilotCompletion, {
        user: em.getReference(User, userId),
        thread,
        agentKey: input.agentKey,
        persona,
        userRequest: input.userRequest,
        context: input.context ?? null,
      });
      em.persist(completion);
      for (const f of files) {
        f.completion = ref(completion);
        f.thread = ref(thread);
      }
      await em.flush();
      this.outbox.enqueue(em, JobName.RunCompletion, { completionId: completion.id }, `completion-${completion.id}`);
      await em.flush();
      return completion.id;
    });
    return this.view(userId, id);
  }

  private async owned(userId: number, id: number): Promise<PilotCompletion> {
    const c = await this.em.findOne(PilotCompletion, { id, user: userId }, { populate: COMPLETION_POPULATE });
    if (!c) throw new NotFoundException({ error: MESSAGES.notFound });
    return c;
  }

  async view(userId: number, id: number): Promise<CompletionView> {
    this.em.clear();
    return completionView(await this.owned(userId, id));
  }

  /**
   * Stops an answer still being written: the state changes here at once, and the worker, which checks it while
   * streaming, stops the model and keeps what was written. Stopping a finished answer changes nothing.
   */
  async stop(userId: number, id: number): Promise<CompletionView> {
    await this.owned(userId, id);
    await this.em.nativeUpdate(
      PilotCompletion,
      { id, user: userId, state: CompletionState.Processing },
      { state: CompletionState.Stopped, finishedAt: new Date() },
    );
    return this.view(userId, id);
  }

  async rate(userId: number, id: number, pressed: Rating): Promise<CompletionView> {
    const c = await this.owned(userId, id);
    if (c.state === CompletionState.Processing)
      throw new UnprocessableEntityException({ error: MESSAGES.stillAnswering });
    c.rating = nextRating(c.rating, pressed);
    await this.em.flush();
    return completionView(c);
  }

  async suggestions(userId: number, q: SuggestionQuery): Promise<PromptSuggestion[]> {
    const thread =
      (await this.findThread(userId, { threadKey: q.thread_key, pilotThreadId: q.pilot_thread_id })) ?? null;
    const past = thread
      ? await this.em.find(
          PilotCompletion,
          { thread },
          { populate: ['functionCalls'], orderBy: { id: 'asc' }, limit: 200 },
        )
      : [];
    const account = await readAccountData(this.em, userId);
    return promptSuggestions({
      lawsuitState: account.lawsuitState,
      hasPaymentPlan: account.paymentPlans.length > 0,
      hasDocuments: account.documents.length > 0,
      asked: past.map((c) => c.userRequest),
      lastFunctions: past.length ? past[past.length - 1].functionCalls.getItems().map((f) => f.functionName) : [],
      userContext: q.user_context ?? null,
    });
  }
}
