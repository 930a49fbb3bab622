import { useEffect, useState } from 'react';
import type { ContentLang } from '@ecg/domain/rules/language';
import { noteNetwork, useOffline } from '@/lib/connectivity';
import { postSurveyToken } from './api/post-token';
import { newTokenKey, type SurveyDraft } from './survey-draft';

/** Where the form's token stands: being asked, in hand, not reachable now, or refused. */
export type TokenState = 'asking' | 'ready' | 'unavailable' | 'closed';

export type TokenInfo = Pick<SurveyDraft, 'tokenKey' | 'token'>;

/**
 * The form token of a survey, asked when the form opens (requirements §7 token) and kept with the
 * draft (readDraft lets one near its end go); asked again when the network returns, and anew,
 * under a new key (the old key would give the old token again), when the server refused it.
 */
export function useFormToken(
  lang: ContentLang,
  surveyId: number,
  info: TokenInfo,
  setInfo: (info: TokenInfo) => void,
): { state: TokenState; renew: () => void } {
  const offline = useOffline();
  const [asked, setAsked] = useState<{ key: string; state: TokenState }>();
  const inHand = info.token !== undefined;

  useEffect(() => {
    if (inHand || offline) return undefined;
    let live = true;
    const key = info.tokenKey;
    void postSurveyToken(lang, surveyId, key).then((answer) => {
      if (!live) return;
      if (answer.kind === 'token') {
        setInfo({ tokenKey: key, token: answer.token });
        return;
      }
      // No answer: the app asks its server until it answers, and this effect runs again then.
      if (answer.kind === 'unavailable') noteNetwork(false);
      setAsked({ key, state: answer.kind });
    });
    return () => {
      live = false;
    };
  }, [inHand, info.tokenKey, offline, lang, surveyId, setInfo]);

  let state: TokenState = 'asking';
  if (inHand) state = 'ready';
  else if (asked?.key === info.tokenKey) state = asked.state;
  else if (offline) state = 'unavailable';
  return { state, renew: () => setInfo({ tokenKey: newTokenKey() }) };
}
