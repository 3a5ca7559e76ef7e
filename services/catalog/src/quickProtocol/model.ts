import { Schema, type Connection } from 'mongoose';
import type { QuickProtocolCreate } from '@linhagem/contracts';
import { defineModel } from '../crud/defineModel';

const quickProtocolCreateSchema = new Schema<Omit<QuickProtocolCreate, 'id'>>(
  {
    name: { type: String, required: true },
    typeServices: { type: [String], default: [] },
    active: { type: Boolean, default: true },
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
quickProtocolCreateSchema.index({ typeServices: 1 });

export const quickProtocolCreateModel = (c: Connection) =>
  defineModel(c, 'QuickProtocolCreate', quickProtocolCreateSchema);
