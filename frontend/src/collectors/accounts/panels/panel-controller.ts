/**
 * What a panel may ask of the negotiation panel around it. Panels never change the account themselves: they send
 * a command, then report how it went, and the surrounding panel fetches the current action again.
 */
export interface PanelController {
  customerDocumentId: number | string;
  /** Pauses the polling while a confirmation is open or a command runs, so the panel does not change underfoot. */
  setBusy: (busy: boolean) => void;
  /** After a successful command: shows `notice`, fetches the current action again and refreshes the row. */
  succeeded: (notice: string) => Promise<void>;
  /** After a failed command: shows `message` as an alert (none when null); a conflict also fetches the step again. */
  failed: (message: string | null, error: unknown) => void;
}
