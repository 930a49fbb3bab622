import { z } from 'zod';

/**
 * TDX's off-street parking availability of one city
 * (`v1/Parking/OffStreet/ParkingAvailability/City/{City}`, docs/live-data.md, Upstreams): per
 * car park the totals and, where the operator reports them, the counts per space type. Only
 * what the parking provider reads is checked; anything else TDX adds passes untouched. A count
 * TDX does not know is negative (or absent), and is read as unknown.
 */
const count = z.number().int().optional();

const availabilitySchema = z.object({
  SpaceType: z.number().int(),
  NumberOfSpaces: count,
  AvailableSpaces: count,
});

const carParkAvailabilitySchema = z.object({
  CarParkID: z.string().min(1),
  TotalSpaces: count,
  AvailableSpaces: count,
  Availabilities: z.array(availabilitySchema).optional(),
  /** 1 open; 0 closed for the day; 2 suspended. */
  ServiceStatus: z.number().int().optional(),
  DataCollectTime: z.string().optional(),
});

const documentSchema = z.object({
  UpdateTime: z.string(),
  ParkingAvailabilities: z.array(carParkAvailabilitySchema),
});

export type AvailabilityDocument = z.infer<typeof documentSchema>;
export type CarParkAvailability = z.infer<typeof carParkAvailabilitySchema>;

/** The document, or an error naming what is missing (the provider then keeps its last answer). */
export function readAvailabilityDocument(raw: unknown): AvailabilityDocument {
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `not a TDX parking availability: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}
