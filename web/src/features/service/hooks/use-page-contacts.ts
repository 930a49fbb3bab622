import { useMemo } from 'react';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isEmergencyLine, type EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import { isMissingPage } from '@/lib/api/static-pages';
import { useHubPage } from '../api/get-hub-page';
import { contactsOfPage, EMERGENCY_PAGE } from '../emergency-contacts';

export interface PageContacts {
  /** The emergency lines (110, 112, 118, 119), in the page's order; undefined until it comes. */
  emergency: EmergencyContact[] | undefined;
  /** The page's other numbers (the travel hotline), for customer service. */
  information: EmergencyContact[] | undefined;
  /** The page does not exist in this language: nothing to wait for. */
  missing: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The numbers of the emergency page we publish, read once for the whole tab: the emergency
 * section, the SOS and customer service share one call, and none holds a number of its own.
 */
export function usePageContacts(lang: ContentLang): PageContacts {
  const page = useHubPage(EMERGENCY_PAGE, lang);
  const contacts = useMemo(
    () => (page.data === undefined ? undefined : contactsOfPage(page.data?.content ?? '')),
    [page.data],
  );
  return {
    emergency: contacts?.filter(isEmergencyLine),
    information: contacts?.filter((contact) => !isEmergencyLine(contact)),
    missing: page.isError && isMissingPage(page.error),
    failed: page.isError,
    retry: () => void page.refetch(),
  };
}
