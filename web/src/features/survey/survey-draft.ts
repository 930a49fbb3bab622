import type { SurveyToken } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/**
 * A survey being answered, kept on the phone until it is sent: the answers so far, the form
 * token asked when the form opened, and the key it was asked with (so a lost answer is asked
 * again under the same key and gives the same token).
 */
export interface SurveyDraft {
  tokenKey: string;
  token?: SurveyToken;
  answers: Record<string, unknown>;
}

type Drafts = Record<string, SurveyDraft>;

function readDrafts(): Drafts {
  try {
    const drafts = JSON.parse(readStored(STORAGE_KEYS.surveyDrafts) ?? '{}') as unknown;
    return drafts !== null && typeof drafts === 'object' ? (drafts as Drafts) : {};
  } catch {
    return {};
  }
}

function writeDrafts(drafts: Drafts): void {
  writeStored(
    STORAGE_KEYS.surveyDrafts,
    Object.keys(drafts).length === 0 ? null : JSON.stringify(drafts),
  );
}

export const newTokenKey = (): string => crypto.randomUUID();

/** The draft of a survey, its token let go (and a new key made) when near its end. */
export function readDraft(surveyId: number): SurveyDraft {
  const draft = readDrafts()[surveyId];
  if (draft === undefined) return { tokenKey: newTokenKey(), answers: {} };
  if (draft.token === undefined || tokenStillGood(draft.token, Date.now())) return draft;
  return { tokenKey: newTokenKey(), answers: draft.answers };
}

export function saveDraft(surveyId: number, draft: SurveyDraft): void {
  writeDrafts({ ...readDrafts(), [surveyId]: draft });
}

export function clearDraft(surveyId: number): void {
  const drafts = readDrafts();
  delete drafts[surveyId];
  writeDrafts(drafts);
}

/** A token answers for a day (SURVEY_TOKEN_LIFE_MS): one about to end is asked anew. */
function tokenStillGood(token: SurveyToken | undefined, now: number): boolean {
  return token !== undefined && parseTaipei(token.expiresAt) - now > 5 * 60_000;
}
