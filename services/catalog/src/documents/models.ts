import { Schema, type Connection } from 'mongoose';
import type { Contract, Letter, TextFragment } from '@linhagem/contracts';
import { defineModel } from '../crud/defineModel';

const options = { strict: 'throw', timestamps: true, versionKey: false } as const;

const textFragmentSchema = new Schema<Omit<TextFragment, 'id'>>(
  {
    name: { type: String, required: true },
    code: { type: String, required: true },
    group: { type: String, default: '' },
    content: { type: String, default: '' },
    active: { type: Boolean, default: true },
  },
  options,
);
textFragmentSchema.index({ code: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
textFragmentSchema.index({ group: 1, name: 1 });

const letterSchema = new Schema<Omit<Letter, 'id'>>(
  {
    name: { type: String, required: true },
    text: { type: String, default: '' },
    active: { type: Boolean, default: true },
  },
  options,
);

const contractSchema = new Schema<Omit<Contract, 'id'>>(
  {
    name: { type: String, required: true },
    fragmentGroup: { type: String, default: '' },
    text: { type: String, default: '' },
    active: { type: Boolean, default: true },
  },
  options,
);

export const textFragmentModel = (c: Connection) => defineModel(c, 'TextFragment', textFragmentSchema);
export const letterModel = (c: Connection) => defineModel(c, 'Letter', letterSchema);
export const contractModel = (c: Connection) => defineModel(c, 'Contract', contractSchema);
