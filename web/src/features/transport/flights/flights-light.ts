import type { AirportDay } from '@ecg/domain/contracts';
import type { ModeLight } from '../mode-card/ModeCard';

/**
 * The card's light from the airports' own boards only (docs/transport.md): no board at hand is
 * `unknown`; every flight of the day cancelled, `stopped`; any cancelled or delayed,
 * `disrupted`; else `running`. A day with no flight on any board says nothing: `unknown`.
 */
export function flightsLight(airports: readonly AirportDay[] | undefined): ModeLight {
  if (!airports || airports.length === 0) return 'unknown';
  const total = airports.reduce((sum, day) => sum + day.flights, 0);
  const cancelled = airports.reduce((sum, day) => sum + day.cancelled, 0);
  const delayed = airports.reduce((sum, day) => sum + day.delayed, 0);
  if (total === 0) return 'unknown';
  if (cancelled === total) return 'stopped';
  return cancelled > 0 || delayed > 0 ? 'disrupted' : 'running';
}
