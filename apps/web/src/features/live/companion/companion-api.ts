import type { CompanionSession } from '@offerpilot/shared';
import { apiWithToken } from '../../../lib/api.ts';
import { everyFailure, type ApiResult } from '../../../lib/request.ts';
import { readCompanionToken } from './companion-device.ts';

// The phone sends its own token, never a signed-in user's, and shows every failure on its page.
const companionApi = apiWithToken(readCompanionToken);
const inline = { shownInline: everyFailure };

/** POST /api/companion/pair with the QR code's token or the typed short code: the phone's own credential. */
export const pair = (
  proof: { token: string } | { code: string },
  label: string,
): Promise<ApiResult<CompanionSession>> =>
  companionApi.post<CompanionSession>('/companion/pair', { ...proof, label }, inline);

/** GET /api/companion: the stored credential's companion and thread (a reload of the page). */
export const readCompanion = (): Promise<ApiResult<CompanionSession>> =>
  companionApi.get<CompanionSession>('/companion', inline);
