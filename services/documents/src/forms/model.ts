import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { FORM_FIELD_TYPES, FORM_TEMPLATE_PER } from '@linhagem/contracts';

const fieldSchema = new Schema(
  {
    name: { type: String, required: true },
    type: { type: String, enum: FORM_FIELD_TYPES, required: true },
    options: { type: [String], default: undefined },
    /** a merge field of the catalogue, or */
    mergeField: { type: String },
    /** a fixed text (neither: the field is not filled) */
    text: { type: String },
  },
  { _id: false, strict: 'throw' },
);

/**
 * An official form: a fillable PDF (its bytes in the documents' GridFS bucket, never changed), the fields of its
 * form as pdf-lib read them when it was uploaded, and what fills each one.
 */
export const formTemplateSchema = new Schema(
  {
    name: { type: String, required: true },
    per: { type: String, enum: FORM_TEMPLATE_PER, required: true },
    /** the GridFS id of the PDF */
    file: { type: Schema.Types.ObjectId, required: true },
    fileName: { type: String, required: true },
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    fields: { type: [fieldSchema], default: [] },
    deletedAt: { type: Date },
  },
  { strict: 'throw', versionKey: false, collection: 'formTemplates', timestamps: true },
);

export type FormTemplateRecord = InferSchemaType<typeof formTemplateSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

const define = (connection: Connection) => connection.model('FormTemplate', formTemplateSchema);
export type FormTemplateModel = ReturnType<typeof define>;

export function formTemplateModel(connection: Connection): FormTemplateModel {
  return (connection.models.FormTemplate as FormTemplateModel | undefined) ?? define(connection);
}
