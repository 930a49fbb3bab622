import type { ComponentType } from 'react';
import { lazyContentScreen } from '@/lib/lazy-chunk';
import { BusesCard } from './buses/BusesCard';
import FerriesCard from './ferries/FerriesCard';

/**
 * The ways of travel, each with a screen of its own under /{lang}/search/airplane/{mode} and a
 * card on the Transport page (docs/transport.md). A mode's screen loads with its own chunk
 * (`lazyScreen`), so the page of cards stays small.
 */
export const MODE_SCREENS: Readonly<Record<string, ComponentType>> = {
  ferries: lazyContentScreen(() => import('./ferries/FerriesScreen')),
  buses: lazyContentScreen(() => import('./buses/BusesScreen')),
};

/** The Transport page's cards, in the order a visitor needs them. */
export const MODE_CARDS: readonly ComponentType[] = [FerriesCard, BusesCard];
