import type { TFunction } from '@/lib/i18n';
import { FERRY_PORTS } from '@ecg/domain/rules/ferries';

const OURS: readonly string[] = Object.values(FERRY_PORTS);

/**
 * A port in the visitor's words: Fugang, Green Island's and Lanyu's harbours by their TDX id
 * (`ferries.ports.<id>`), any other by the name TDX gives, in Chinese as published.
 */
export const portName = (t: TFunction, id: string, published: string): string =>
  OURS.includes(id) ? t(`ferries.ports.${id}`) : published;
