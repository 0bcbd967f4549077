import type { LawFirmScope, UserKind } from '../../modules/identity/entities/user.entity';

/** What a request knows about its signed-in user (loaded fresh from the database on every request). */
export interface SessionUser {
  id: number;
  kind: UserKind;
  email: string;
  firstName: string | null;
  lastName: string | null;
  lawFirmId: number | null;
  lawFirmScope: LawFirmScope | null;
  canViewFullSsn: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport's req.user
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
