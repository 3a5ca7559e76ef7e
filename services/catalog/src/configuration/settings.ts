import { Schema, type Connection } from 'mongoose';
import type { ZodType } from 'zod';
import { defineModel } from '../crud/defineModel';

/** Singleton settings of the office (budget defaults, contact details): one document per `_id`. */
type SettingDocument = { _id: string; value: Record<string, unknown>; updatedBy?: string };
const settingSchema = new Schema<SettingDocument>(
  {
    _id: { type: String, required: true },
    value: { type: Schema.Types.Mixed, required: true },
    updatedBy: String,
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
const settingModel = (c: Connection) => defineModel(c, 'Setting', settingSchema);

/** A stored setting read through its schema, so a missing or older document answers the schema's defaults. */
export async function readSetting<T>(connection: Connection, id: string, schema: ZodType<T>): Promise<T> {
  const saved = await settingModel(connection).findById(id).lean();
  return schema.parse(saved?.value ?? {});
}

export async function writeSetting<T extends Record<string, unknown>>(
  connection: Connection,
  id: string,
  value: T,
  userName: string,
): Promise<T> {
  await settingModel(connection).findByIdAndUpdate(
    id,
    { $set: { value, updatedBy: userName } },
    { upsert: true, returnDocument: 'after', lean: true },
  );
  return value;
}

/** Stores the setting only where none is stored yet (demo data); answers whether it did. */
export async function writeSettingIfMissing<T extends Record<string, unknown>>(
  connection: Connection,
  id: string,
  value: T,
  userName: string,
): Promise<boolean> {
  const answer = await settingModel(connection).updateOne(
    { _id: id },
    { $setOnInsert: { value, updatedBy: userName } },
    { upsert: true },
  );
  return answer.upsertedCount > 0;
}
