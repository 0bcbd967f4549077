import { SearchCombobox } from './SearchCombobox';
import { LAW_FIRM_MESSAGES, searchApi, type NamedResult } from './search-api';

export interface LawFirmSearchProps {
  documentId: number;
  /** Accepted for symmetry with the other inputs; firms are searched by name in every state. */
  state?: string | null;
  initialName?: string | null;
  label?: string;
  onSaved: (selection: { id: number | null; name: string }) => void;
  onError?: (message: string) => void;
}

/**
 * The law firm search: the firms on Parley. Picking one addresses the settlement to that firm (save_law_firm), so
 * the offer reaches it; a typed name is kept as not in the database.
 */
export function LawFirmSearch(props: LawFirmSearchProps) {
  const { documentId, initialName, label = 'Law firm', onSaved, onError } = props;
  return (
    <SearchCombobox<NamedResult>
      name="selected_law_firm_id"
      label={label}
      initialName={initialName}
      messages={LAW_FIRM_MESSAGES}
      search={(query, signal) => searchApi.lawFirms(query, signal)}
      save={({ item, name }) => searchApi.saveLawFirm(documentId, item, name).then(() => undefined)}
      onSaved={onSaved}
      onError={onError}
    />
  );
}
