import type { ComponentType } from 'react';
import { lazyScreen } from '@/lib/lazy-chunk';
import { BusesCard } from './buses/BusesCard';
import { FerriesCard } from './ferries/FerriesCard';
import { FlightsCard } from './flights/FlightsCard';
import { TrainsCard } from './trains/TrainsCard';

/**
 * The ways of travel, each with a screen of its own under /{lang}/search/airplane/{mode} and a
 * card on the Transport page (docs/transport.md). A mode's screen loads with its own chunk
 * (`lazyScreen`), so the page of cards stays small.
 */
export const MODE_SCREENS: Readonly<Record<string, ComponentType>> = {
  flights: lazyScreen(() => import('./flights/FlightsScreen')),
  ferries: lazyScreen(() => import('./ferries/FerriesScreen')),
  trains: lazyScreen(() => import('./trains/TrainsScreen')),
  buses: lazyScreen(() => import('./buses/BusesScreen')),
};

/** The Transport page's cards, in the order a visitor needs them. */
export const MODE_CARDS: readonly ComponentType[] = [
  FlightsCard,
  FerriesCard,
  TrainsCard,
  BusesCard,
];
