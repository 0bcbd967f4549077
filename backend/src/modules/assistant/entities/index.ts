export { CompletionState, PilotCompletion } from './completion.entity';
export { FunctionCallState, PilotFunctionCall } from './function-call.entity';
export { PilotFile } from './file.entity';
export { PilotPersona } from './persona.entity';
export { PilotThread } from './thread.entity';
export { PilotUpload } from './upload.entity';

import { PilotCompletion } from './completion.entity';
import { PilotFunctionCall } from './function-call.entity';
import { PilotFile } from './file.entity';
import { PilotPersona } from './persona.entity';
import { PilotThread } from './thread.entity';
import { PilotUpload } from './upload.entity';
export const ASSISTANT_ENTITIES = [
  PilotPersona,
  PilotThread,
  PilotCompletion,
  PilotFunctionCall,
  PilotUpload,
  PilotFile,
];
