import type { Connection } from 'mongoose';
import { officeTimeZoneSchema, timeZoneOrDefault, type OfficeTimeZone } from '@linhagem/contracts';
import { forgetOfficeTimeZone } from '@linhagem/service-kit';
import { readSetting, writeSetting } from './settings';

export const TIME_ZONE_ID = 'time-zone';

/**
 * The office's time zone (DESIGN "The office's day"): the stored one, else `OFFICE_TIME_ZONE` of this installation,
 * else America/Sao_Paulo. A stored zone this runtime no longer knows reads as the default rather than failing.
 */
export async function readTimeZone(connection: Connection): Promise<OfficeTimeZone> {
  const stored = await readSetting(
    connection,
    TIME_ZONE_ID,
    officeTimeZoneSchema.partial().catch({ timeZone: undefined }),
  );
  return { timeZone: timeZoneOrDefault(stored.timeZone ?? process.env.OFFICE_TIME_ZONE) };
}

export async function writeTimeZone(connection: Connection, value: OfficeTimeZone, userName: string) {
  const saved = await writeSetting(connection, TIME_ZONE_ID, value, userName);
  forgetOfficeTimeZone();
  return saved;
}
