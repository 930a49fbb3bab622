import { useCallback, useEffect, useState } from 'react';
import type { RepairResult } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { postContent } from '@/lib/api/content';
import { HttpError } from '@/lib/api/http';

export type RepairLookup =
  | { state: 'loading' }
  | { state: 'found'; result: RepairResult }
  /** The number and secret do not go together (or the number is unknown: the same answer). */
  | { state: 'wrong' }
  | { state: 'failed' };

const LOADING: RepairLookup = { state: 'loading' };

/**
 * A report's whole history by its number and secret (fault-repair-result), asked each time the
 * page opens. Not a query of the app's cache: that cache is saved on the device, and what a
 * secret opens is kept nowhere.
 */
export function useRepairLookup(lang: ContentLang, number: string, secret: string) {
  const [attempt, setAttempt] = useState(0);
  const asked = `${lang} ${number} ${secret} ${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; lookup: RepairLookup }>();
  useEffect(() => {
    const controller = new AbortController();
    const answered = (lookup: RepairLookup) => setAnswer({ asked, lookup });
    postContent('faultRepairResult', lang, { number, secret }, controller.signal)
      .then((result) => answered({ state: 'found', result }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const wrong = error instanceof HttpError && [400, 404].includes(error.status);
        answered({ state: wrong ? 'wrong' : 'failed' });
      });
    return () => controller.abort();
  }, [asked, lang, number, secret]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // An answer to an earlier question (another number, before a retry) is not this one's.
  return { lookup: answer?.asked === asked ? answer.lookup : LOADING, retry };
}
