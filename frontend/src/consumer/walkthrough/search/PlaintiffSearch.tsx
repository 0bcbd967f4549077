import { SearchCombobox } from './SearchCombobox';
import { PLAINTIFF_MESSAGES, searchApi, type NamedResult } from './search-api';

export interface PlaintiffSearchProps {
  documentId: number;
  state?: string | null;
  initialName?: string | null;
  label?: string;
  onSaved: (selection: { id: number | null; name: string }) => void;
  onError?: (message: string) => void;
}

/** The plaintiff search: debt buyers and original creditors; saves the choice (save_plaintiff). */
export function PlaintiffSearch(props: PlaintiffSearchProps) {
  const { documentId, initialName, label = 'Plaintiff', onSaved, onError } = props;
  return (
    <SearchCombobox<NamedResult>
      name="selected_plaintiff_id"
      label={label}
      initialName={initialName}
      messages={PLAINTIFF_MESSAGES}
      search={(query, signal) => searchApi.plaintiffs(query, signal)}
      save={({ item, name }) => searchApi.savePlaintiff(documentId, item, name).then(() => undefined)}
      onSaved={onSaved}
      onError={onError}
    />
  );
}
