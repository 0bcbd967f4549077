import type { PilotCompletion, PilotFile, PilotFunctionCall, PilotPersona } from './entities';

export interface PersonaView {
  id: number;
  name: string;
  description: string | null;
  avatarUrl: string | null;
}
export interface FunctionCallView {
  id: number;
  functionName: string;
  state: string;
  arguments: Record<string, unknown>;
  result: { message?: string; iframeUrl?: string; [k: string]: unknown } | null;
  errorMessage: string | null;
}
export interface FileView {
  id: number;
  clientId: string;
  name: string;
  state: 'uploaded';
  progress: number;
  uploadError: null;
  showPath: string;
}
export interface CompletionView {
  id: number;
  state: string;
  userRequest: string;
  assistantResponse: string;
  rating: number;
  pilotFiles: FileView[];
  pilotFunctionCalls: FunctionCallView[];
  persona: PersonaView | null;
  threadKey: string;
  pilotThreadId: number;
  provider: string | null;
  errorMessage: string | null;
  createdAt: string;
}

export const personaView = (p: PilotPersona): PersonaView => ({
  id: p.id,
  name: p.name,
  description: p.description ?? null,
  avatarUrl: p.avatarUrl ?? null,
});

export const fileView = (f: PilotFile): FileView => ({
  id: f.id,
  clientId: f.clientId,
  name: f.name,
  state: 'uploaded',
  progress: 100,
  uploadError: null,
  showPath: `/pilot/files/${f.id}`,
});

export const functionCallView = (f: PilotFunctionCall): FunctionCallView => ({
  id: f.id,
  functionName: f.functionName,
  state: f.state,
  arguments: f.arguments,
  result: (f.result as FunctionCallView['result']) ?? null,
  errorMessage: f.errorMessage ?? null,
});

/** Needs thread, persona, functionCalls and files populated. */
export function completionView(c: PilotCompletion): CompletionView {
  const thread = c.thread.getEntity();
  return {
    id: c.id,
    state: c.state,
    userRequest: c.userRequest,
    assistantResponse: c.assistantResponse,
    rating: c.rating,
    pilotFiles: c.files.getItems().map(fileView),
    pilotFunctionCalls: c.functionCalls
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map(functionCallView),
    persona: c.persona ? personaView(c.persona.getEntity()) : null,
    threadKey: thread.threadKey,
    pilotThreadId: thread.id,
    provider: c.provider ?? null,
    errorMessage: c.errorMessage ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

export const COMPLETION_POPULATE = ['thread', 'persona', 'functionCalls', 'files'] as const;
