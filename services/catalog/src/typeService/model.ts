import { Schema, type Connection } from 'mongoose';
import { DISCOUNT_TYPES, type TypeServiceFields } from '@linhagem/contracts';
import { defineModel } from '../crud/defineModel';

const typeServiceSchema = new Schema<TypeServiceFields>(
  {
    name: { type: String, required: true },
    price: { type: Number, required: true },
    active: { type: Boolean, default: true },
    haveDiscount: { type: Boolean, default: false },
    cumulative: { type: Boolean, default: false },
    perClient: { type: Boolean, default: false },
    amountOfItems: { type: Number, default: 0 },
    discountType: { type: String, enum: DISCOUNT_TYPES, default: 'PERCENT' },
    discount: { type: Number, default: 0 },
    additivePerClient: { type: Number, default: 0 },
    sharedValue: { type: Boolean, default: false },
    headerLetter: { type: String, default: null },
    footerLetter: { type: String, default: null },
    contracts: { type: [String], default: [] },
    defaultForUnderage: { type: Boolean, default: false },
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
typeServiceSchema.index({ name: 1 });
typeServiceSchema.index({ headerLetter: 1 });
typeServiceSchema.index({ footerLetter: 1 });
typeServiceSchema.index({ contracts: 1 });

export const typeServiceModel = (c: Connection) => defineModel(c, 'TypeService', typeServiceSchema);

/**
 * Type services stored before every entity's flag had one name carry `isActive`: renamed to `active` at start; a
 * no-op once done (so safe on every start). Past the model, whose strict schema knows only `active`.
 */
export async function migrateStoredTypeServices(connection: Connection): Promise<number> {
  const { modifiedCount } = await typeServiceModel(connection).collection.updateMany(
    { isActive: { $exists: true } },
    { $rename: { isActive: 'active' } },
  );
  return modifiedCount;
}
