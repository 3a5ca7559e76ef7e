import mongoose from 'mongoose';
import { addDaysIso, officeDayStart } from '@linhagem/contracts';

/**
 * A trusted `{ $gte, $lt }` condition on instants for inclusive calendar dates `YYYY-MM-DD`, days of `timeZone`
 * (the office's, `officeTimeZone()`; UTC days when none is given); undefined when neither is set.
 */
export function dayRange(from?: string, to?: string, timeZone = 'UTC') {
  if (!from && !to) return undefined;
  return mongoose.trusted({
    ...(from ? { $gte: officeDayStart(timeZone, from) } : {}),
    ...(to ? { $lt: officeDayStart(timeZone, addDaysIso(to, 1)) } : {}),
  });
}
