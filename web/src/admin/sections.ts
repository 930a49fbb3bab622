import type { OperatorRole } from '@ecg/domain/rules/operator-access';
import type { ComponentType } from 'react';

/**
 * The console's sections: the shell lists them on the home page and in its navigation (those
 * the operator's role reaches) and loads each one's screen only when it is opened.
 *
 * To add a section (e.g. repair reports); a call it needs is added in domain first, its path in
 * ADMIN_API_PATHS and its answer in ADMIN_ANSWERS (domain/src/admin-api-answers.ts):
 * 1. Write its screen as the default export of `sections/<id>/<Name>Section.tsx`. It calls the
 *    server by a call's name, `adminGet(name, params)` / `adminPost(name, body)` from
 *    `@/admin/api` (a 401 there sends the operator back to sign in), keeps its lists in the
 *    query cache (`useQuery`, `useMutation` of `@/lib/query`, keyed by `adminKey` of
 *    `@/admin/admin-keys`), and builds forms with `Field`, `TextArea`, `SelectField` and
 *    `FormAlert` from `../../components/fields`, showing errors from its zod contract with
 *    `issuesByField` / `serverFieldErrors`.
 * 2. Put its strings under a group named after its id in BOTH `locales/en.json` and
 *    `locales/zh-tw.json`: at least `<id>.title` and `<id>.summary`.
 * 3. Append an entry below. `role` is the least role that sees it; the server's
 *    `operatorRoutes(role, …)` must ask the same.
 * Its address is `/admin/#/<id>`; an e2e test reaches it there.
 */
export interface AdminSection {
  /** The address (`#/<id>`) and the locale group. */
  id: string;
  /** Its name in the navigation and the heading of its screen. */
  titleKey: string;
  /** One line on the home page about what it is for. */
  summaryKey: string;
  role: OperatorRole;
  load: () => Promise<{ default: ComponentType }>;
}

export const SECTIONS: readonly AdminSection[] = [
  {
    id: 'notices',
    titleKey: 'notices.title',
    summaryKey: 'notices.summary',
    role: 'staff',
    load: () => import('@/admin/sections/notices/NoticesSection'),
  },
  {
    id: 'campaigns',
    titleKey: 'campaigns.title',
    summaryKey: 'campaigns.summary',
    role: 'staff',
    load: () => import('@/admin/sections/campaigns/CampaignsSection'),
  },
  {
    id: 'repairs',
    titleKey: 'repairs.title',
    summaryKey: 'repairs.summary',
    role: 'staff',
    load: () => import('@/admin/sections/repairs/RepairsSection'),
  },
  {
    id: 'suggestions',
    titleKey: 'suggestions.title',
    summaryKey: 'suggestions.summary',
    role: 'staff',
    load: () => import('@/admin/sections/suggestions/SuggestionsSection'),
  },
  {
    id: 'reviews',
    titleKey: 'reviews.title',
    summaryKey: 'reviews.summary',
    role: 'staff',
    load: () => import('@/admin/sections/reviews/ReviewsSection'),
  },
  {
    id: 'lost-property',
    titleKey: 'lostProperty.title',
    summaryKey: 'lostProperty.summary',
    role: 'staff',
    load: () => import('@/admin/sections/lost-property/LostPropertySection'),
  },
  {
    id: 'bookings',
    titleKey: 'bookings.title',
    summaryKey: 'bookings.summary',
    role: 'staff',
    load: () => import('@/admin/sections/reservations/BookingsSection'),
  },
  {
    id: 'reservations',
    titleKey: 'reservations.title',
    summaryKey: 'reservations.summary',
    role: 'staff',
    load: () => import('@/admin/sections/reservations/ReservationsSection'),
  },
  {
    id: 'publications',
    titleKey: 'publications.title',
    summaryKey: 'publications.summary',
    role: 'staff',
    load: () => import('@/admin/sections/publications/PublicationsSection'),
  },
  {
    id: 'surveys',
    titleKey: 'surveys.title',
    summaryKey: 'surveys.summary',
    role: 'staff',
    load: () => import('@/admin/sections/surveys/SurveysSection'),
  },
  {
    id: 'operators',
    titleKey: 'operators.title',
    summaryKey: 'operators.summary',
    role: 'admin',
    load: () => import('@/admin/sections/operators/OperatorsSection'),
  },
];
