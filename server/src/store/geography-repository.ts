import type { Store } from './database';

export interface StoreSummary {
  regions: number;
  townships: number;
}

export function geographyRepository(store: Store) {
  return {
    async summary(): Promise<StoreSummary> {
      const [regions, townships] = await Promise.all([
        store
          .selectFrom('region')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        store
          .selectFrom('township')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { regions: Number(regions.n), townships: Number(townships.n) };
    },
  };
}

export type GeographyRepository = ReturnType<typeof geographyRepository>;
