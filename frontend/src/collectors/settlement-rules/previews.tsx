import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { RulePreview } from '@parley/domain/contracts/settlement-rules';
import type { RuleRecord } from './rules-data';
import { useCollectorDataProvider } from '../use-collector-data-provider';

type PreviewState =
  { status: 'loading' } | { status: 'ready'; byRule: Map<number, RulePreview> } | { status: 'failed' };

const PreviewContext = createContext<PreviewState>({ status: 'loading' });

/**
 * Loads what every listed rule would do now (one call for the whole list) and loads it again whenever a rule of the
 * list changes (saved, paused, deleted): the preview always describes the rules as they stand.
 */
export function PreviewsProvider({ children }: { children: ReactNode }) {
  const dataProvider = useCollectorDataProvider();
  const { data } = useListContext<RuleRecord>();
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const key = (data ?? []).map((r) => `${r.id}:${r.updated_at}:${r.active}`).join(',');
  useEffect(() => {
    if (!data) return;
    let live = true;
    dataProvider
      .getSettlementRulePreviews()
      .then((previews) => live && setState({ status: 'ready', byRule: new Map(previews.map((p) => [p.rule_id, p])) }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when the rules changed; `data` may be a new array on every render
  }, [key, dataProvider]);
  return <PreviewContext.Provider value={state}>{children}</PreviewContext.Provider>;
}

export function usePreview(ruleId: number | undefined): PreviewState & { preview?: RulePreview } {
  const state = useContext(PreviewContext);
  if (state.status !== 'ready' || ruleId === undefined) return state;
  return { ...state, preview: state.byRule.get(ruleId) };
}
