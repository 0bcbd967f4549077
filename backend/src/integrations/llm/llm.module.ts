import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { LanguageModel } from './llm.port';
import { OfflineLanguageModel } from './offline.driver';
import type { OpenAiLanguageModel as OpenAiDriver } from './openai.driver';

/**
 * The openai driver (OPENAI_BASE_URL, OPENAI_MODEL) when the configuration chose it (OPENAI_API_KEY set); otherwise
 * the offline assistant, which production never chooses (core/config/providers.ts).
 */
export function languageModelFor(
  cfg: Pick<AppConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'providers'>,
): LanguageModel {
  if (cfg.providers.assistant !== 'live') return new OfflineLanguageModel();
  // Only this driver loads the OpenAI SDK, and only when it is chosen: an offline install never loads it.
  const { OpenAiLanguageModel } = require('./openai.driver') as { OpenAiLanguageModel: typeof OpenAiDriver };
  return new OpenAiLanguageModel({ apiKey: cfg.OPENAI_API_KEY!, baseURL: cfg.OPENAI_BASE_URL, model: cfg.OPENAI_MODEL });
}

@Global()
@Module({
  providers: [{ provide: LanguageModel, inject: [APP_CONFIG], useFactory: languageModelFor }],
  exports: [LanguageModel],
})
export class LlmModule {}
