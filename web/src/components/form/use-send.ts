import { useCallback, useState } from 'react';
import { API_ANSWERS } from '@ecg/domain/api-answers';
import type { ApiPathName } from '@ecg/domain/api-paths';
import type { FormIssue } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { z } from 'zod';
import type { CallData, PostCall } from '@/lib/api/answers';
import { markSeen, saveAndSend, sendAgain } from '@/lib/outbox/outbox';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { useOutboxEntry } from '@/lib/outbox/use-outbox';

/** What the server said of a refused form: its status, its message, and the fields at fault. */
export interface Refusal {
  status: number;
  issues: FormIssue[];
}

export function refusalOf(entry: OutboxEntry | undefined): Refusal | undefined {
  if (entry?.state !== 'refused') return undefined;
  const issues = (entry.answer as { issues?: FormIssue[] } | undefined)?.issues ?? [];
  return { status: entry.status ?? 400, issues };
}

/**
 * The data of a form's answer ({success, data}) as the call's contract reads it, once sent: the
 * outbox keeps the answer as it came (in the page or in the worker, which carries no contract),
 * and it is read here, where the form's chunk holds them.
 */
export function receiptOf<N extends PostCall>(
  entry: OutboxEntry | undefined,
  name: N,
): CallData<N, 'POST'> | undefined {
  if (entry?.state !== 'sent' || entry.name !== name) return undefined;
  const read = (API_ANSWERS[name] as { POST: z.ZodType }).POST.safeParse(entry.answer);
  return read.success ? (read.data as { data: CallData<N, 'POST'> }).data : undefined;
}

/**
 * Sends a form through the outbox and follows it: while it goes (`sending`), then as the outbox
 * has it (waiting for the network, sent, refused), also when the worker sends it later. The
 * fields of a refusal the visitor waited for are handed to the form, to be shown where the
 * visitor fixes them; one that comes later shows in the status and in the list of sent forms.
 * `resumed`: the form's entry found in the outbox when its page opened (usePendingEntry), still
 * waiting or with an answer not yet seen, followed as if just sent.
 */
export function useSend(
  name: ApiPathName,
  lang: ContentLang,
  onIssues: (issues: FormIssue[]) => void,
  resumed?: OutboxEntry,
) {
  const [sending, setSending] = useState(false);
  const [latest, setLatest] = useState<OutboxEntry | undefined>(resumed);
  const followed = useOutboxEntry(latest?.key);
  const entry = followed ?? latest;
  const refusal = refusalOf(entry);

  const follow = useCallback(
    async (attempt: Promise<OutboxEntry>) => {
      setSending(true);
      try {
        const after = await attempt;
        setLatest(after);
        const issues = refusalOf(after)?.issues ?? [];
        if (issues.length > 0) onIssues(issues);
      } finally {
        setSending(false);
      }
    },
    [onIssues],
  );

  const send = useCallback(
    async (body: unknown) => {
      // A new form after a refusal: the refused one has been read.
      if (entry !== undefined) await markSeen(entry.key);
      await follow(saveAndSend(name, lang, body));
    },
    [follow, name, lang, entry],
  );

  const retry = useCallback(async () => {
    if (entry?.state === 'waiting') await follow(sendAgain(entry));
  }, [entry, follow]);

  /**
   * A new form after a refusal or a receipt: the answer has been read, and the next send is a
   * new write with a new key.
   */
  const reset = useCallback(async () => {
    if (entry !== undefined) await markSeen(entry.key);
    setLatest(undefined);
  }, [entry]);

  return { send, retry, reset, sending, entry, refusal };
}
