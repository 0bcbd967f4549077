import { SearchCombobox } from './SearchCombobox';
import { COURT_MESSAGES, searchApi, type CourtResult } from './search-api';

export interface CourtSearchProps {
  documentId: number;
  /** Two-letter lawsuit state: limits the search to that state's courts. */
  state?: string | null;
  initialName?: string | null;
  label?: string;
  onSaved: (selection: { id: number | null; name: string }) => void;
  onError?: (message: string) => void;
}

/** The court search of the walkthrough: finds the court, shows its mailing address, saves the choice (save_court). */
export function CourtSearch(props: CourtSearchProps) {
  const { documentId, state, initialName, label = 'Court', onSaved, onError } = props;
  return (
    <SearchCombobox<CourtResult>
      name="selected_court_id"
      label={label}
      initialName={initialName}
      messages={COURT_MESSAGES}
      search={(query, signal) => searchApi.courts(query, state, signal)}
      save={({ item, name }) => searchApi.saveCourt(documentId, item, name).then(() => undefined)}
      onSaved={onSaved}
      onError={onError}
      secondary={court => court.formatted_address}
    />
  );
}
