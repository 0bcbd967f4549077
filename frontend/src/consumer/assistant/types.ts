import type { PilotCompletionMessage } from '../../shared/realtime';

/** Mirrors of the backend's assistant views. */
export type CompletionState = 'processing' | 'completed' | 'failed' | 'stopped';
export type FunctionCallState = 'pending' | 'executing' | 'completed' | 'failed';

export interface Persona {
  id: number;
  name: string;
  description: string | null;
  avatarUrl: string | null;
}

export interface FunctionCall {
  id: number;
  functionName: string;
  state: FunctionCallState;
  arguments: Record<string, unknown>;
  result: { message?: string; iframeUrl?: string; field_name?: string; value?: unknown; document_id?: number } | null;
  errorMessage: string | null;
}

export interface ChatFile {
  clientId: string;
  id?: number;
  name: string;
  state: 'uploading' | 'uploaded' | 'upload_failed';
  progress: number;
  uploadError: string | null;
  showPath?: string;
}

export interface Completion {
  id: number;
  state: CompletionState;
  userRequest: string;
  assistantResponse: string;
  rating: number;
  pilotFiles: ChatFile[];
  pilotFunctionCalls: FunctionCall[];
  persona: Persona | null;
  threadKey: string;
  pilotThreadId: number;
  provider: 'openai' | 'offline' | null;
  errorMessage: string | null;
  createdAt: string;
}

export interface PromptSuggestion {
  id: string;
  text: string;
  metadata: { source: string };
}

/** A message of the completion stream (the shared realtime event 'pilot:completion'). */
export type CompletionMessage = PilotCompletionMessage<Completion>;

/** Assistant context. */
export interface AssistantContext {
  agentKey: string;
  authenticated: boolean;
  context?: Record<string, unknown>;
  threadKey?: string | null;
  pilotThreadId?: number | null;
  userContext?: string;
}
