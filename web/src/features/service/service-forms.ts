import type { ServiceForm } from '@ecg/domain/service-routes';

/**
 * The forms a visitor can send from the service tab (requirements §2 Service: survey, lost
 * property, repair reports, suggestions, reservations, publications), in the order the hub lists
 * them. Each form adds its entry here with its route, /{lang}/service/{type} (serviceFormPath); its
 * title and line are locale keys. Empty, the hub shows no forms section at all.
 */

export interface ServiceFormEntry {
  /** The route's segment: /{lang}/service/{type}. */
  type: ServiceForm;
  titleKey: string;
  textKey: string;
}

export const SERVICE_FORM_ENTRIES: readonly ServiceFormEntry[] = [
  { type: 'survey', titleKey: 'survey.title', textKey: 'survey.description' },
  { type: 'suggestion', titleKey: 'suggestion.title', textKey: 'suggestion.description' },
  { type: 'repair', titleKey: 'repair.title', textKey: 'repair.intro' },
  { type: 'lost-property', titleKey: 'lostProperty.title', textKey: 'lostProperty.intro' },
  { type: 'reservation', titleKey: 'reservation.title', textKey: 'reservation.intro' },
  { type: 'publication', titleKey: 'publication.title', textKey: 'publication.intro' },
];
